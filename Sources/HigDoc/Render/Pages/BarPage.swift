/// One bar in one language: that bar's guidance from every document of the language.
public struct BarPage: Sendable {
    public struct Part: Sendable {
        public var documentTitle: String
        public var documentHref: String
        public var edition: String
        public var source: String
        public var body: HTMLBytes
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
    /// The navigation between the pages of the list (nil when it fits on one page).
    public var pagination: PageNavigation?
}

extension BarPage: MustacheBoxable {
    var mustacheBox: [String: Any] {
        var box: [String: Any] = [
            "name": name, "otherName": otherName, "otherLang": otherLang, "parallelHref": parallelHref,
            "itemsHref": itemsHref, "parts": parts.map(\.mustacheBox), "isEmpty": isEmpty, "ruleCount": ruleCount,
            "itemCount": itemCount,
        ]
        box.setIfPresent("pagination", pagination?.mustacheBox)
        return box
    }
}

extension BarPage.Part: MustacheBoxable {
    var mustacheBox: [String: Any] {
        [
            "documentTitle": documentTitle, "documentHref": documentHref, "edition": edition, "source": source,
            "body": SplicedHTML(body),
        ]
    }
}
