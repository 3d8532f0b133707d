/// The home page of a language: the bars, the languages and their coverage, the documents.
public struct HomePage: Sendable {
    public struct BarCard: Sendable {
        public var id: String
        public var name: String
        public var otherName: String
        public var otherLang: String
        public var href: String
        public var parallelHref: String
        public var enRules: Int
        public var zhRules: Int
        public var enItems: Int
        public var zhItems: Int
        public var coveragePercent: Int
        public var coverageLabel: String
    }

    public struct LanguageSummary: Sendable {
        public var name: String
        public var lang: String
        public var href: String
        public var documents: Int
        public var rules: Int
        public var items: Int
        public var note: String
        public var coveragePercent: Int
    }

    public struct DocumentLink: Sendable {
        public var title: String
        public var lang: String
        public var edition: String
        public var href: String
        public var languageName: String
    }

    public var tagline: String
    public var bars: [BarCard]
    public var languages: [LanguageSummary]
    public var documents: [DocumentLink]
}
