/// The bilingual entry page at the site root: one door per language.
public struct RootPage: Sendable {
    public struct Door: Sendable {
        public var lang: String
        public var href: String
        public var siteName: String
        public var tagline: String
        public var languageName: String
    }

    /// The page's one `<h1>`, for the outline and screen readers (the doors show the names already).
    public var heading: String
    public var doors: [Door]
}
