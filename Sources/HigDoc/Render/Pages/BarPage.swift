/// One bar in one language: that bar's guidance from every document of the language.
public struct BarPage: Sendable {
    public struct Part: Sendable {
        public var documentTitle: String
        public var documentHref: String
        public var edition: String
        public var source: String
        public var body: String
    }

    public var name: String
    public var otherName: String
    public var otherLang: String
    public var parallelHref: String
    public var itemsHref: String
    public var parts: [Part]
    public var isEmpty: Bool
    public var ruleCount: Int
    public var itemCount: Int
}
