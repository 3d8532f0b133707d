/// A parsed content page: its front matter, its blocks, and what the parser noticed.
public struct Document: Sendable {
    /// The path as given to higdoc, relative to the working directory when possible (`content/en/bars.md`).
    public var path: String
    public var frontMatter: FrontMatter
    /// The line of the source file on which the markdown body begins (after the front matter).
    public var bodyStartLine: Int
    public var blocks: [Block]
    public var diagnostics: [Diagnostic]

    public init(path: String, frontMatter: FrontMatter, bodyStartLine: Int, blocks: [Block], diagnostics: [Diagnostic])
    {
        self.path = path
        self.frontMatter = frontMatter
        self.bodyStartLine = bodyStartLine
        self.blocks = blocks
        self.diagnostics = diagnostics
    }

    /// `lang/id`, unique in a corpus (`en/bars`, `zh/bars`).
    public var key: String { "\(frontMatter.lang.rawValue)/\(frontMatter.id)" }
    public var language: Language { frontMatter.lang }
}
