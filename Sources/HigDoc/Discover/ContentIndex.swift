import Foundation

/// The pages of a content directory, found and their front matter read and validated, before any
/// body is parsed.
///
/// A translation check needs no more than this to pair each translation with its source; it then parses
/// one pair at a time (`TranslationChecker.run(index:)`), so memory holds two parsed pages per core
/// instead of the whole corpus. `Corpus.load` finds, reads and validates pages with the same code.
public struct ContentIndex: Sendable {
    /// One page's path and front matter.
    public struct Page: Sendable {
        public var path: String
        public var frontMatter: FrontMatter
        /// The line of the source file on which the markdown body begins.
        public var bodyStartLine: Int
        /// The line of each front matter key, for messages.
        public var keyLines: [String: Int]
        /// The file's lines up to and including the closing `---` of the front matter, so that checks
        /// pointing at a front matter key (`SourceLines.frontMatterLine`) find it without the body.
        public var frontMatterLines: [String]

        /// `lang/id`, like `Document.key`.
        public var key: String { "\(frontMatter.lang.rawValue)/\(frontMatter.id)" }

        /// The page as a document without blocks: enough for reports, which name files and editions.
        public var outline: Document {
            Document(path: path, frontMatter: frontMatter, bodyStartLine: bodyStartLine, blocks: [], diagnostics: [])
        }
    }

    /// A page read from disk: its bytes, its text and its front matter, split from the body.
    struct ReadPage {
        var data: Data
        var file: SourceFile
        var split: FrontMatterReader.Split

        /// The file's lines as read back from disk (a byte order mark kept), like `SourceLines.read`.
        var lines: FileLines { FileLines(String(decoding: data, as: UTF8.self)) }

        /// The first `count` of `lines`, splitting no more of the file than they take.
        func firstLines(_ count: Int) -> [String] {
            // The end of line `count` (past its line feed), found with memchr: `Data`'s own search
            // checks exclusive access for every byte it reads (about 60 instructions a byte).
            let length: Int? = data.withUnsafeBytes { bytes in
                var end = 0
                for _ in 0..<count {
                    guard let base = bytes.baseAddress, let newline = memchr(base + end, 0x0A, bytes.count - end)
                    else { return nil }
                    end = base.distance(to: UnsafeRawPointer(newline)) + 1
                }
                return end
            }
            guard let length else { return Array(lines.prefix(count)) }
            let head = data[data.startIndex..<data.startIndex + length]
            return Array(SourceLines.split(String(decoding: head, as: UTF8.self)).prefix(count))
        }
    }

    public var contentDirectory: String
    /// Every page, English first, each language's pages by file name.
    public var pages: [Page]
    public var glossary: Glossary

    /// Lists `DIR/en/*.md` and `DIR/zh/*.md`, reads every page's front matter on all cores and checks the
    /// pages against each other (unique ids, translations of existing English pages).
    ///
    /// Only the first few kilobytes of a page are read here (the rest is read when its pair is checked),
    /// unless something in them is amiss: then the whole file is read, so that the error is the one
    /// `Corpus.load` reports. Throws the first input error in path order, as `Corpus.load` does; when the
    /// pages disagree with each other, only after every file has been read whole and found sound.
    public static func discover(contentDirectory: String) throws -> ContentIndex {
        let (root, paths) = try pagePaths(contentDirectory)
        let glossary = try glossary(root)
        let results = ParallelMap.map(paths) { path -> Result<Page, InputError> in
            inputResult(path) {
                let read = try readFrontMatter(path)
                return Page(
                    path: path, frontMatter: read.split.frontMatter, bodyStartLine: read.split.bodyStartLine,
                    keyLines: read.split.keyLines, frontMatterLines: read.firstLines(read.split.bodyStartLine - 1))
            }
        }
        do {
            let pages = try results.map { try $0.get() }
            try validate(pages.map { ($0.path, $0.frontMatter, $0.keyLines) })
            return ContentIndex(contentDirectory: root, pages: pages, glossary: glossary)
        } catch let error as InputError {
            // An earlier file may have an error in the part not read yet: the first file's own error
            // comes first, then the disagreements between pages.
            try firstFileError(paths)
            throw error
        }
    }

    /// How much of a page `discover` reads first: front matter and the start of the body.
    static let prefixLength = 4096

    /// A page's front matter from the first `prefixLength` bytes of its file (cut after their last line
    /// break), or from the whole file when those do not hold a sound front matter and some body.
    static func readFrontMatter(_ path: String) throws -> ReadPage {
        if let prefix = try? prefix(of: path), prefix.count < prefixLength || prefix.last == 0x0A,
            let file = try? SourceFile.page(path: path, data: prefix),
            let split = try? FrontMatterReader.split(file),
            (try? checkLanguage(split, path: path)) != nil
        {
            return ReadPage(data: prefix, file: file, split: split)
        }
        return try read(path)
    }

    /// The first `prefixLength` bytes of a file, cut after the last line break in them (all of a
    /// shorter file), its lone carriage returns read as line feeds as `contents` reads them. (A carriage
    /// return that is the last of the bytes read may have its line feed after them: read as a line feed,
    /// it still ends its line where the whole file's CRLF does.)
    static func prefix(of path: String) throws -> Data {
        // Without blocking: a named pipe called `x.md` would wait for a writer for ever. Only a regular
        // file is read (a pipe or a device is refused, as `contents` refuses it).
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw InputError(path: path, "cannot read file (\(SourceFile.reason(for: path)))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw InputError(path: path, "cannot read file (\(SourceFile.reason(for: path)))")
        }
        var buffer = [UInt8](repeating: 0, count: prefixLength)
        var count = 0
        while count < prefixLength {
            let got = buffer.withUnsafeMutableBytes {
                Foundation.read(descriptor, $0.baseAddress! + count, prefixLength - count)
            }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { break }
            count += got
        }
        let loneCarriageReturns = buffer.withUnsafeBufferPointer {
            LineEndings.loneCarriageReturns(in: UnsafeBufferPointer(rebasing: $0[..<count]))
        }
        for offset in loneCarriageReturns { buffer[offset] = 0x0A }
        if count == prefixLength, let lastBreak = buffer.lastIndex(of: 0x0A) { count = lastBreak + 1 }
        return Data(buffer[..<count])
    }

    /// Reads every file whole, in path order, and throws the first file's own error.
    static func firstFileError(_ paths: [String]) throws {
        let results = ParallelMap.map(paths) { path in inputResult(path) { _ = try read(path) } }
        for result in results { try result.get() }
    }

    /// Reads and parses a page found by `discover`, with its source lines.
    ///
    /// The front matter read by `discover` is used again when the file still starts with the same lines;
    /// otherwise (the file changed since) the page is read from scratch.
    func parse(_ page: Page) throws -> (document: Document, lines: FileLines) {
        let data = try Self.contents(page.path)
        let file = try SourceFile.page(path: page.path, data: data)
        // The lines keep a byte order mark, which the file's text has dropped.
        let hasByteOrderMark = data.starts(with: [0xEF, 0xBB, 0xBF])
        let lines = FileLines(hasByteOrderMark ? String(decoding: data, as: UTF8.self) : file.text)
        let frontMatterLineCount = page.bodyStartLine - 1
        var bodyStart: String.Index? = file.text.startIndex
        for _ in 0..<frontMatterLineCount {
            bodyStart = bodyStart.flatMap { file.text.utf8[$0...].firstIndex(of: 0x0A) }.map(
                file.text.utf8.index(after:))
        }
        if let bodyStart, lines.count > frontMatterLineCount,
            Array(lines.prefix(frontMatterLineCount)) == page.frontMatterLines
        {
            let document = try MarkdownParser.parse(
                body: file.text[bodyStart...], path: page.path, frontMatter: page.frontMatter,
                bodyStartLine: page.bodyStartLine)
            return (document, lines)
        }
        let read = try Self.read(page.path)
        let document = try MarkdownParser.parse(
            body: read.split.body, path: page.path, frontMatter: read.split.frontMatter,
            bodyStartLine: read.split.bodyStartLine)
        return (document, read.lines)
    }

    /// The value `body` makes, or the input error it throws (any other error becomes one about `path`).
    static func inputResult<Value>(_ path: String, _ body: () throws -> Value) -> Result<Value, InputError> {
        do {
            return .success(try body())
        } catch let error as InputError {
            return .failure(error)
        } catch {
            return .failure(InputError(path: path, "\(error)"))
        }
    }

    /// The content directory without a trailing slash, and its pages' paths, English first.
    static func pagePaths(_ contentDirectory: String) throws -> (root: String, paths: [String]) {
        if SourceFile.isSymbolicLinkLoop(contentDirectory) {
            throw InputError(path: contentDirectory, "cannot read directory (\(SourceFile.linkLoop))")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: contentDirectory, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw InputError(path: contentDirectory, "content directory not found")
        }
        // Without its trailing slashes (`content//` is `content`), but `/` itself.
        let trimmed = contentDirectory.reversed().drop { $0 == "/" }
        let root = trimmed.isEmpty ? "/" : String(trimmed.reversed())
        var paths: [String] = []
        for language in Language.allCases {
            let directory = "\(root)/\(language.rawValue)"
            guard let names = try languageDirectoryNames(directory) else { continue }
            try refuseUnreadPages(names.filter { !$0.hasSuffix(".md") }, in: directory)
            paths += names.filter { $0.hasSuffix(".md") }.sorted().map { "\(directory)/\($0)" }
        }
        if paths.isEmpty {
            throw InputError(path: root, "no pages found (expected markdown files in \(root)/en and \(root)/zh)")
        }
        return (root, paths)
    }

    /// Refuses what looks like a page that would not be read: a file named `.MD` or `.markdown`, or a
    /// markdown file in a subdirectory (pages lie directly in `en/` and `zh/`). Left out in silence, its
    /// page would be missing from the site, the spec and the check. `names`: the directory's other names
    /// than `*.md`, in any order; the first in name order is reported. Other files (pictures, notes) are
    /// passed over.
    static func refuseUnreadPages(_ names: [String], in directory: String) throws {
        for name in names.sorted() {
            let lowered = name.lowercased()
            if lowered.hasSuffix(".md") || lowered.hasSuffix(".markdown") {
                throw InputError(
                    path: "\(directory)/\(name)",
                    "a page's file name ends in .md (lowercase): rename it, or move it out of the directory")
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: "\(directory)/\(name)", isDirectory: &isDirectory),
                isDirectory.boolValue,
                let enumerator = FileManager.default.enumerator(atPath: "\(directory)/\(name)")
            else { continue }
            let nested = enumerator.compactMap { $0 as? String }.filter { $0.lowercased().hasSuffix(".md") }.sorted()
            if let first = nested.first {
                throw InputError(
                    path: "\(directory)/\(name)/\(first)",
                    "pages lie directly in \(directory), whose subdirectories are not read: move it up, or out of the content"
                )
            }
        }
    }

    /// The names in a language's directory, or nil when there is no such directory (a content directory
    /// may hold one language only). One that exists but is not a directory, or cannot be listed, is an
    /// error: skipping it would drop a whole language without a word.
    static func languageDirectoryNames(_ directory: String) throws -> [String]? {
        if SourceFile.isSymbolicLinkLoop(directory) {
            throw InputError(path: directory, "cannot read directory (\(SourceFile.linkLoop))")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: directory)) != nil {
                throw InputError(path: directory, "a link to nothing (a language's pages belong in a directory)")
            }
            return nil
        }
        guard isDirectory.boolValue else {
            throw InputError(path: directory, "not a directory (a language's pages belong in a directory)")
        }
        do {
            return try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw InputError(path: directory, "cannot read directory")
        }
    }

    /// `DIR/glossary.yaml`, which every content directory needs: without one no bar, system item or UI
    /// term is recognized, and the check's findings change wholesale without a word.
    static func glossary(_ root: String) throws -> Glossary {
        let glossaryPath = "\(root)/glossary.yaml"
        // A loop of links is there (and read, to say so), though `fileExists` says nothing is.
        guard FileManager.default.fileExists(atPath: glossaryPath) || SourceFile.isSymbolicLinkLoop(glossaryPath) else {
            throw InputError(
                path: glossaryPath,
                "no glossary: a content directory needs one to recognize bars, system items and terms (the smallest is 'version: 1', 'concepts: []' and 'ruleKinds: {}')"
            )
        }
        return try Glossary(reading: glossaryPath)
    }

    /// Reads one page and splits off its front matter, which must name the language of its directory.
    static func read(_ path: String) throws -> ReadPage {
        let data = try contents(path)
        let file = try SourceFile.page(path: path, data: data)
        let split = try FrontMatterReader.split(file)
        try checkLanguage(split, path: path)
        return ReadPage(data: data, file: file, split: split)
    }

    /// A page must name the language of its directory.
    static func checkLanguage(_ split: FrontMatterReader.Split, path: String) throws {
        let expected = path.split(separator: "/").dropLast().last.map(String.init)
        if expected != split.frontMatter.lang.rawValue {
            throw InputError(
                path: path, line: split.keyLines["lang"],
                "page says lang '\(split.frontMatter.lang.rawValue)' but lives in the '\(expected ?? "")' directory")
        }
    }

    /// The bytes of a file, each carriage return that no line feed follows read as a line feed: cmark
    /// ends a line there too (`LineEndings`), and so every line reader after this agrees with it.
    static func contents(_ path: String) throws -> Data {
        // By path: no URL is parsed and percent-encoded for each of thousands of pages.
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(path: path, "cannot read file (\(SourceFile.reason(for: path)))")
        }
        return LineEndings.replacingLoneCarriageReturns(in: data)
    }

    /// Checks pages against each other: ids are unique per language, every translation translates an
    /// English page that exists, and no English page has two translations in one language (the site, the
    /// coverage and the XLIFF each take one translation per page, and would drop or count the other).
    static func validate(_ pages: [(path: String, frontMatter: FrontMatter, keyLines: [String: Int])]) throws {
        var seen: [String: String] = [:]
        // Ids by their lowercase form: an id names its page's directory on the site (`docs/<id>/`), and
        // two that differ only in case are one directory on a case-insensitive file system (macOS's and
        // Windows's by default), where one page would silently replace the other.
        var seenFolded: [String: (id: String, path: String)] = [:]
        for page in pages {
            let key = "\(page.frontMatter.lang.rawValue)/\(page.frontMatter.id)"
            if let other = seen[key] {
                throw InputError(
                    path: page.path, line: page.keyLines["id"],
                    "id '\(page.frontMatter.id)' is already used by \(other)")
            }
            // Ids are ASCII (`FrontMatterReader`): their bytes lowercased, not the Unicode case mapping.
            let folded = String(decoding: key.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
            if let other = seenFolded[folded] {
                throw InputError(
                    path: page.path, line: page.keyLines["id"],
                    "id '\(page.frontMatter.id)' differs from '\(other.id)' of \(other.path) only in letter case; on a case-insensitive file system their pages would be one directory"
                )
            }
            seen[key] = page.path
            seenFolded[folded] = (page.frontMatter.id, page.path)
        }
        // The translation of each English page in each language, by `lang/target`.
        var translations: [String: String] = [:]
        for page in pages {
            guard let target = page.frontMatter.translates else { continue }
            if page.frontMatter.lang == .en {
                throw InputError(
                    path: page.path, line: page.keyLines["translates"],
                    "an English page cannot be a translation ('translates: \(target)')")
            }
            if seen["\(Language.en.rawValue)/\(target)"] == nil {
                throw InputError(
                    path: page.path, line: page.keyLines["translates"],
                    "translates '\(target)', but there is no English page with that id")
            }
            let translation = "\(page.frontMatter.lang.rawValue)/\(target)"
            if let other = translations[translation] {
                throw InputError(
                    path: page.path, line: page.keyLines["translates"],
                    "translates '\(target)', which \(other) translates already (an English page has one translation per language)"
                )
            }
            translations[translation] = page.path
        }
    }
}
