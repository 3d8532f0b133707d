/// The machine-readable JSON spec that `higdoc export` writes (described by `SpecSchema`).
public struct Spec: Codable, Sendable {
    public struct Generator: Codable, Sendable {
        public var name: String
        public var version: String
    }

    /// Bumped on any incompatible change to the spec's shape (semantic versioning).
    public static let schemaVersion = "2.2.0"

    public var schemaVersion: String
    public var generator: Generator
    public var documents: [DocumentInfo]
    public var bars: [Bar]
    public var sections: [Section]
    public var rules: [Rule]
    public var systemItems: [SystemItem]
    public var notes: [Note]
    public var links: [Link]
    public var images: [Image]
    public var diagnostics: [Diagnostic]
    public var alignments: [DocumentAlignment]
    public var coverage: [Coverage]

    /// `contentDirectory`: the directory the pages' paths begin with, which the spec leaves out of them
    /// and of the findings' files (`ContentRelativePaths`); nil when they are relative already.
    public init(
        graph: GuidelineGraph, alignments: [DocumentAlignment] = [], coverage: [Coverage] = [],
        diagnostics: [Diagnostic]? = nil, contentDirectory: String? = nil
    ) {
        let relative = contentDirectory.map(ContentRelativePaths.init(contentDirectory:))
        schemaVersion = Self.schemaVersion
        generator = Generator(name: "higdoc", version: HigDocVersion.current)
        // The original's address as a URI, as the site links to it (the front matter may write `/文档/`).
        documents = graph.documents.sorted { $0.key < $1.key }.map { document in
            var document = document
            document.canonicalURL = document.canonicalURL.map(URLPercentEncoding.address)
            if let relative { document.path = relative.path(document.path) }
            return document
        }
        bars = graph.bars
        sections = graph.sections
        rules = graph.rules
        systemItems = graph.systemItems
        notes = graph.notes
        links = graph.links
        images = graph.images
        // The findings usually come sorted (`SiteInput` sorts its own): then they are shared, not copied
        // (350,000 findings, 32 MiB at N = 10,000, held while the site's pages are written).
        let sorted = Diagnostic.sortedIfNeeded(diagnostics ?? graph.diagnostics)
        self.diagnostics = relative.map { $0.diagnostics(sorted) } ?? sorted
        self.alignments = alignments
        self.coverage = coverage
    }
}

/// The version of higdoc, printed by `--version` and recorded in every output.
public enum HigDocVersion {
    public static let current = "0.1.0"
}
