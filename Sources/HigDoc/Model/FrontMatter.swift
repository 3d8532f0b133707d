/// The YAML front matter every content page carries.
public struct FrontMatter: Codable, Hashable, Sendable {
    public var id: String
    public var title: String
    public var lang: Language
    public var edition: String
    public var source: String
    /// On a translation: the id of the page (in the source language) that it translates.
    public var translates: String?
    /// Where the page was published; relative links are resolved against it.
    public var canonicalURL: String?

    public init(
        id: String, title: String, lang: Language, edition: String, source: String,
        translates: String? = nil, canonicalURL: String? = nil
    ) {
        self.id = id
        self.title = title
        self.lang = lang
        self.edition = edition
        self.source = source
        self.translates = translates
        self.canonicalURL = canonicalURL
    }
}
