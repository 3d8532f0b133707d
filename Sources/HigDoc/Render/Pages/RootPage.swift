/// The bilingual entry page at the site root: one door per language.
public struct RootPage: Sendable {
    public struct Door: Sendable {
        public var lang: String
        public var href: String
        public var siteName: String
        public var tagline: String
        public var languageName: String
    }

    public var doors: [Door]
}
