import Dispatch
import Foundation

/// The bundled content: every page of every language, parsed, and the glossary.
public struct Corpus: Sendable {
    public var contentDirectory: String
    public var documents: [Document]
    public var glossary: Glossary

    public init(contentDirectory: String, documents: [Document], glossary: Glossary) {
        self.contentDirectory = contentDirectory
        self.documents = documents
        self.glossary = glossary
    }

    /// Loads `DIR/en/*.md`, `DIR/zh/*.md` and `DIR/glossary.yaml`, parsing pages on all cores.
    ///
    /// Throws the first input error in path order (so the message is the same on every run).
    public static func load(contentDirectory: String) throws -> Corpus {
        let (root, paths) = try ContentIndex.pagePaths(contentDirectory)
        let glossary = try ContentIndex.glossary(root)
        let results = ParallelMap.map(paths) { path -> Result<(Document, [String: Int]), InputError> in
            ContentIndex.inputResult(path) {
                let read = try ContentIndex.read(path)
                let document = try MarkdownParser.parse(
                    body: read.split.body, path: path, frontMatter: read.split.frontMatter,
                    bodyStartLine: read.split.bodyStartLine)
                return (document, read.split.keyLines)
            }
        }
        let parsed = try results.map { try $0.get() }
        try ContentIndex.validate(parsed.map { ($0.0.path, $0.0.frontMatter, $0.1) })
        return Corpus(contentDirectory: root, documents: parsed.map(\.0), glossary: glossary)
    }

    /// The document with this key (a linear search: build a dictionary when looking up many).
    public func document(_ key: String) -> Document? { documents.first { $0.key == key } }
}
