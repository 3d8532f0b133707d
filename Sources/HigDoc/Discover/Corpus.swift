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
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: contentDirectory, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw InputError(path: contentDirectory, "content directory not found")
        }
        let root = contentDirectory.hasSuffix("/") ? String(contentDirectory.dropLast()) : contentDirectory
        var paths: [String] = []
        for language in Language.allCases {
            let directory = "\(root)/\(language.rawValue)"
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { continue }
            paths += names.filter { $0.hasSuffix(".md") }.sorted().map { "\(directory)/\($0)" }
        }
        if paths.isEmpty {
            throw InputError(path: root, "no pages found (expected markdown files in \(root)/en and \(root)/zh)")
        }
        let glossaryPath = "\(root)/glossary.yaml"
        let glossary =
            FileManager.default.fileExists(atPath: glossaryPath)
            ? try Glossary(reading: glossaryPath) : Glossary(concepts: [])

        let results = ParallelMap.map(paths) { path -> Result<(Document, [String: Int]), InputError> in
            do {
                let file = try SourceFile(reading: path)
                let split = try FrontMatterReader.split(file)
                let expected = path.split(separator: "/").dropLast().last.map(String.init)
                if expected != split.frontMatter.lang.rawValue {
                    throw InputError(
                        path: path, line: split.keyLines["lang"],
                        "page says lang '\(split.frontMatter.lang.rawValue)' but lives in the '\(expected ?? "")' directory"
                    )
                }
                let document = MarkdownParser.parse(
                    body: split.body, path: path, frontMatter: split.frontMatter, bodyStartLine: split.bodyStartLine)
                return .success((document, split.keyLines))
            } catch let error as InputError {
                return .failure(error)
            } catch {
                return .failure(InputError(path: path, "\(error)"))
            }
        }
        var documents: [Document] = []
        var keyLines: [String: [String: Int]] = [:]
        for result in results {
            let (document, lines) = try result.get()
            documents.append(document)
            keyLines[document.key] = lines
        }
        var seen: [String: String] = [:]
        for document in documents {
            if let other = seen[document.key] {
                throw InputError(
                    path: document.path, line: keyLines[document.key]?["id"],
                    "id '\(document.frontMatter.id)' is already used by \(other)")
            }
            seen[document.key] = document.path
        }
        for document in documents {
            guard let target = document.frontMatter.translates else { continue }
            let targetKey = "\(Language.en.rawValue)/\(target)"
            if document.language == .en {
                throw InputError(
                    path: document.path, line: keyLines[document.key]?["translates"],
                    "an English page cannot be a translation ('translates: \(target)')")
            }
            if seen[targetKey] == nil {
                throw InputError(
                    path: document.path, line: keyLines[document.key]?["translates"],
                    "translates '\(target)', but there is no English page with that id")
            }
        }
        return Corpus(contentDirectory: root, documents: documents, glossary: glossary)
    }

    /// The document with this key (a linear search: build a dictionary when looking up many).
    public func document(_ key: String) -> Document? { documents.first { $0.key == key } }
}
