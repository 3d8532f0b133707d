/// One content page rendered whole; in a language the page was not translated into, the original.
public struct DocumentPage: Sendable {
    public var title: String
    /// The anchor of the section whose heading repeats the title (the h1 carries it instead).
    public var titleAnchor: String?
    public var contentLang: String
    public var edition: String
    public var source: String
    public var canonicalURL: String?
    /// Shown when the body is in another language than the page (no translation exists).
    public var untranslatedNotice: String?
    /// On a translation: the title and link of the English page it translates.
    public var translationOf: TranslationOf?
    public var body: HTMLBytes

    public struct TranslationOf: Sendable {
        public var title: String
        public var href: String
        public var edition: String
    }
}

extension DocumentPage: MustacheBoxable {
    var mustacheBox: [String: Any] {
        var box: [String: Any] = [
            "title": title, "contentLang": contentLang, "edition": edition, "source": source,
            "body": SplicedHTML(body),
        ]
        box.setIfPresent("titleAnchor", titleAnchor)
        box.setIfPresent("canonicalURL", canonicalURL)
        box.setIfPresent("untranslatedNotice", untranslatedNotice)
        box.setIfPresent("translationOf", translationOf?.mustacheBox)
        return box
    }
}

extension DocumentPage.TranslationOf: MustacheBoxable {
    var mustacheBox: [String: Any] { ["title": title, "href": href, "edition": edition] }
}
