/// What every page's layout shows: language, title, alternates, the switcher, navigation and search.
public struct PageChrome: Sendable {
    public struct Alternate: Sendable {
        public var hreflang: String
        public var href: String
    }

    public struct NavLink: Sendable {
        public var label: String
        public var href: String
        public var current: Bool
        /// The language of the label, when it differs from the page's (`lang` attribute).
        public var lang: String?
    }

    public var lang: String
    public var language: String
    public var title: String
    public var htmlTitle: String
    public var description: String
    public var siteName: String
    public var homeHref: String
    public var stylesheet: String
    public var script: String
    public var searchIndex: String
    public var searchAction: String
    public var alternates: [Alternate]
    /// The counterpart page in the other language (absent on the bilingual root page).
    public var switcher: NavLink?
    public var nav: [NavLink]
    public var barLinks: [NavLink]
    public var specHref: String
    public var schemaHref: String
    public var strings: SiteStrings
}

/// A page: the layout's chrome and the content of one kind of page.
public struct SitePageModel<Content: Sendable>: Sendable {
    public var chrome: PageChrome
    public var content: Content
}
