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
        /// Whether the link leads to an hreflang alternate of the page, in language `lang` (the
        /// switcher, unless its page shows a document untranslated): the layout then writes `hreflang`
        /// and `rel="alternate"`.
        public var alternate: Bool = false
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
    /// The page a copy of another is a copy of: a document's page in a language it has no translation
    /// into shows the English, whose page is then its canonical one (`<link rel="canonical">`).
    /// Like `alternates`, an absolute address when the site has a base URL.
    public var canonical: String?
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

extension PageChrome: MustacheBoxable {
    var mustacheBox: [String: Any] {
        var box: [String: Any] = [
            "lang": lang, "language": language, "title": title, "htmlTitle": htmlTitle, "description": description,
            "siteName": siteName, "homeHref": homeHref, "stylesheet": stylesheet, "script": script,
            "searchIndex": searchIndex, "searchAction": searchAction, "alternates": alternates.map(\.mustacheBox),
            "nav": nav.map(\.mustacheBox), "barLinks": barLinks.map(\.mustacheBox), "specHref": specHref,
            "schemaHref": schemaHref, "navHTML": PageChrome.NavLink.listItemsHTML(nav),
            "barLinksHTML": PageChrome.NavLink.listItemsHTML(barLinks),
        ]
        let standard = Language(rawValue: language).flatMap { SiteStrings.of($0) == strings ? $0 : nil }
        box["strings"] = standard.flatMap { MustacheBoxing.strings[$0] } ?? MustacheBoxing.box(strings)
        box.setIfPresent("switcher", switcher?.mustacheBox)
        box.setIfPresent("canonical", canonical)
        return box
    }
}

extension PageChrome.Alternate: MustacheBoxable {
    var mustacheBox: [String: Any] { ["hreflang": hreflang, "href": href] }
}

extension PageChrome.NavLink {
    /// The links as the layout's list items, one a line: `<li><a href="…">label</a></li>`, with
    /// `aria-current="page"` on the current one (`{{{barLinksHTML}}}`, `{{{navHTML}}}`). Made in Swift
    /// rather than in the template (see `TableRowsHTML`): every page lists the bars and the site's
    /// sections, three names a link, which cost swift-mustache more than the rest of the layout.
    /// Texts are escaped as the templates escape them; `lang` is the switcher's and is not written.
    static func listItemsHTML(_ links: [Self]) -> SplicedHTML {
        TableRowsHTML.of(links, capacity: links.count * 80) { link, html in
            html += "<li><a href=\""
            html.appendTemplateEscaped(link.href)
            html += link.current ? "\" aria-current=\"page\">" : "\">"
            html.appendTemplateEscaped(link.label)
            html += "</a></li>\n"
        }
    }
}

extension PageChrome.NavLink: MustacheBoxable {
    var mustacheBox: [String: Any] {
        var box: [String: Any] = ["label": label, "href": href, "current": current, "alternate": alternate]
        box.setIfPresent("lang", lang)
        return box
    }
}

extension SitePageModel: MustacheBoxable {
    var mustacheBox: [String: Any] { ["chrome": chrome.mustacheBox, "content": MustacheBoxing.box(content)] }
}
