import Foundation
import Testing

@testable import HigDoc

/// Bad input: a one-line error naming the file and line, a non-zero exit, and no partial output.
@Suite("Bad input")
struct InputErrorTests {
    /// A copy of the bundled content in a temporary directory, for mutation.
    private func contentCopy() throws -> URL { try TestSupport.bundledContentCopy().root }

    private func loadError(_ content: URL) -> InputError? {
        do {
            _ = try Corpus.load(contentDirectory: content.path)
            return nil
        } catch {
            return error as? InputError
        }
    }

    @Test("A missing content directory")
    func missingDirectory() throws {
        let error = try #require(loadError(URL(fileURLWithPath: "/nonexistent/content")))
        #expect(error.description == "/nonexistent/content: error: content directory not found")
    }

    @Test("An unreadable file (a directory named like a page)")
    func unreadable() throws {
        let root = try contentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("content")
        try FileManager.default.createDirectory(
            at: content.appendingPathComponent("en/broken.md"), withIntermediateDirectories: true)
        let error = try #require(loadError(content))
        #expect(error.path.hasSuffix("content/en/broken.md"))
        #expect(error.message == "cannot read file (is a directory)")
    }

    /// Passed over in silence before the fifty-ninth session: a page missing from everything, without a word.
    @Test("A page in a subdirectory, or named .MD, is an error; other files beside the pages are not")
    func unreadPages() throws {
        let root = try contentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("content")
        let manager = FileManager.default
        try manager.createDirectory(at: content.appendingPathComponent("zh/images"), withIntermediateDirectories: true)
        try Data().write(to: content.appendingPathComponent("zh/images/toolbar.png"))
        try Data("notes".utf8).write(to: content.appendingPathComponent("en/NOTES.txt"))
        #expect(loadError(content) == nil)
        try manager.createDirectory(
            at: content.appendingPathComponent("en/more/deeper"), withIntermediateDirectories: true)
        try manager.copyItem(
            at: content.appendingPathComponent("en/bars.md"), to: content.appendingPathComponent("en/more/deeper/x.md"))
        let nested = try #require(loadError(content))
        #expect(nested.path.hasSuffix("content/en/more/deeper/x.md"))
        #expect(
            nested.message.hasPrefix("pages lie directly in ")
                && nested.message.hasSuffix(
                    "/content/en, whose subdirectories are not read: move it up, or out of the content")
        )
        try manager.removeItem(at: content.appendingPathComponent("en/more"))
        try manager.copyItem(
            at: content.appendingPathComponent("en/bars.md"), to: content.appendingPathComponent("zh/Other.MD"))
        let upper = try #require(loadError(content))
        #expect(upper.path.hasSuffix("content/zh/Other.MD"))
        #expect(
            upper.message == "a page's file name ends in .md (lowercase): rename it, or move it out of the directory")
    }

    @Test("A named pipe named like a page is refused, not waited on")
    func namedPipe() throws {
        let root = try contentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("content")
        #expect(mkfifo(content.appendingPathComponent("en/pipe.md").path, 0o644) == 0)
        let error = try #require(loadError(content))
        #expect(error.path.hasSuffix("content/en/pipe.md"))
        #expect(error.message == "cannot read file (a named pipe, not a file)")
    }

    /// Sequences whose bytes each look right but that UTF-8 forbids: a surrogate, overlong forms, a code
    /// point above U+10FFFF. The file is refused at the line that holds one, not at its end.
    @Test(
        "Forbidden UTF-8 sequences are reported on their line",
        arguments: [[0xED, 0xA0, 0x80], [0xE0, 0x80, 0x80], [0xF0, 0x80, 0x80, 0x80], [0xF4, 0x90, 0x80, 0x80]]
            as [[UInt8]])
    func forbiddenUTF8(sequence: [UInt8]) throws {
        let data = Data("line one\nA ".utf8) + sequence + Data(" B\nline three\nline four\n".utf8)
        #expect(String(data: data, encoding: .utf8) == nil)
        #expect(SourceFile.firstInvalidUTF8Line(in: data) == 2)
        #expect(SourceFile.firstInvalidUTF8Line(in: Data("a\n\u{D7FF}\u{E000}\u{10FFFF}\u{800}\u{10000}\nb".utf8)) == 3)
    }

    @Test("Invalid UTF-8 is reported on the line that holds it")
    func invalidUTF8() throws {
        let root = try contentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let page = root.appendingPathComponent("content/zh/bars.md")
        var data = try Data(contentsOf: page)
        let lineStarts = data.indices.filter { data[$0] == 0x0A }
        data.insert(0xFF, at: lineStarts[11] + 1)  // first byte of line 13
        try data.write(to: page)
        let error = try #require(loadError(root.appendingPathComponent("content")))
        #expect(error.line == 13)
        #expect(error.message == "file is not valid UTF-8")
    }

    @Test("Malformed front matter names the line")
    func malformedFrontMatter() throws {
        let root = try contentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let page = root.appendingPathComponent("content/en/search-bars.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        try text.replacingOccurrences(of: "title: Search Bars\n", with: "title: [Search Bars\n").write(
            to: page, atomically: true, encoding: .utf8)
        let error = try #require(loadError(root.appendingPathComponent("content")))
        #expect(error.path.hasSuffix("content/en/search-bars.md"))
        #expect(error.message.hasPrefix("malformed front matter"))
        #expect(error.line == 3 || error.line == 4)
    }

    @Test("A zh page whose translation target does not exist")
    func missingTranslationTarget() throws {
        let root = try contentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let page = root.appendingPathComponent("content/zh/bars.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        try text.replacingOccurrences(of: "translates: bars", with: "translates: barz").write(
            to: page, atomically: true, encoding: .utf8)
        let error = try #require(loadError(root.appendingPathComponent("content")))
        #expect(
            error.description.hasSuffix(
                "content/zh/bars.md:7: error: translates 'barz', but there is no English page with that id"))
    }

    @Test(
        "A misspelt key (translate: for translates:) stops check, export and build; it unpaired the translation silently"
    )
    func misspeltFrontMatterKey() throws {
        let (root, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        try TestSupport.editLines(of: content + "/zh/bars.md") { lines in
            let index = try #require(lines.firstIndex(of: "translates: bars"))
            lines[index] = "translate: bars"
        }
        let expected = "content/zh/bars.md:7: error: unknown front matter key 'translate' (did you mean 'translates'?)"
        #expect(throws: InputError.self) { try ContentIndex.discover(contentDirectory: content) }
        try TestSupport.expectInputError(expected, in: root)
    }

    /// Writes a copy of the page at `path` (front matter `id: bars`) to `copy`, with the id `id`.
    static func copyPage(_ path: String, to copy: String, id: String) throws {
        try String(contentsOfFile: path, encoding: .utf8)
            .replacingOccurrences(of: "\nid: bars\n", with: "\nid: \(id)\n")
            .write(toFile: copy, atomically: true, encoding: .utf8)
    }

    @Test("Two zh pages translating one English page: an error naming both, from check, export and build")
    func twoTranslationsOfOnePage() throws {
        let (root, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.copyPage(content + "/zh/bars.md", to: content + "/zh/bars-b.md", id: "bars-b")
        // Pages are taken in file name order: `bars-b.md` before `bars.md`.
        let expected =
            "content/zh/bars.md:7: error: translates 'bars', which content/zh/bars-b.md translates already (an English page has one translation per language)"
        #expect(
            loadError(URL(fileURLWithPath: content))?.description
                == "\(content)/zh/bars.md:7: error: translates 'bars', which \(content)/zh/bars-b.md translates already (an English page has one translation per language)"
        )
        try TestSupport.expectInputError(expected, in: root)
    }

    /// `id: Bars` beside `id: bars` was accepted: on a case-insensitive file system (macOS's default) the
    /// two pages' directories, `docs/Bars/` and `docs/bars/`, are one, and one page replaces the other.
    @Test("Two ids of one language that differ only in letter case: an error naming both, from check, export and build")
    func idsDifferingInCase() throws {
        let (root, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        // `bars2.md` comes after `bars.md` in file name order.
        try Self.copyPage(content + "/en/bars.md", to: content + "/en/bars2.md", id: "Bars")
        try TestSupport.expectInputError(
            "content/en/bars2.md:2: error: id 'Bars' differs from 'bars' of content/en/bars.md only in letter case; on a case-insensitive file system their pages would be one directory",
            in: root)
        // The same id in the other language is no conflict: the languages' pages are in directories of
        // their own.
        try FileManager.default.removeItem(atPath: content + "/en/bars2.md")
        try TestSupport.editLines(of: content + "/zh/bars.md") { lines in
            let index = try #require(lines.firstIndex(of: "id: bars"))
            lines[index] = "id: Bars"
        }
        #expect(throws: Never.self) { try ContentIndex.discover(contentDirectory: content) }
    }

    /// A stray `ESC [31m` in a page's prose reached the site's pages as it was (HTML allows no control
    /// character, and a terminal acts on it).
    @Test("A control character in a page's body: an error at its line and column, from check, export and build")
    func controlCharacterInBody() throws {
        let (root, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        try TestSupport.editLines(of: content + "/en/bars.md") { lines in
            #expect(lines[27].hasPrefix("  The **status bar** displays important"))
            lines[27] = lines[27].replacingOccurrences(of: "displays ", with: "displays \u{1B}[31m")
        }
        try TestSupport.expectInputError(
            "content/en/bars.md:28: error: the control character U+001B at column 31 is not text: a content file holds text, tabs and line breaks only; remove it",
            in: root)
    }

    @Test(
        "Control characters are found wherever they fall among the eight-byte words; tabs, line breaks and form feeds pass"
    )
    func controlCharacterPositions() {
        func first(_ text: String) -> Int? {
            Array(text.utf8).withUnsafeBytes { SourceFile.firstControlCharacter(in: $0) }
        }
        for control in [
            "\u{0}", "\u{1}", "\u{8}", "\u{B}", "\u{E}", "\u{1B}", "\u{1F}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}",
        ] {
            for length in [1, 7, 8, 9, 16, 23] {
                for position in 0..<length {
                    for filler in ["a", "栏", "\u{A0}"] {
                        var characters = Array(repeating: filler, count: length)
                        characters[position] = control
                        let text = characters.joined()
                        #expect(
                            first(text) == filler.utf8.count * position,
                            "\(control.unicodeScalars.first!.value) \(length) \(position) \(filler)")
                    }
                }
            }
        }
        #expect(first("a\tb\nc\rd\u{C}e\r\n栏\u{A0}\u{A9}") == nil)
        // Columns count characters, a byte order mark none.
        for (bytes, line, column) in [
            ([0xEF, 0xBB, 0xBF] + Array("---\u{7F}".utf8), 1, 4), (Array("---\u{7F}".utf8), 1, 4),
            (Array("a\r\n栏栏\u{1}".utf8), 2, 3), (Array("a\rb\n\u{1}".utf8), 3, 1),
        ] {
            let error = SourceFile.controlCharacterError(
                path: "x.md", data: Data(bytes), offset: bytes.count - 1)
            #expect(error.line == line && error.message.contains("at column \(column) "), "\(bytes)")
        }
        #expect(first("") == nil)
    }

    @Test("A missing glossary is an input error of check, export and build; the smallest glossary is read")
    func missingGlossary() throws {
        let (root, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.removeItem(atPath: content + "/glossary.yaml")
        let expected =
            "content/glossary.yaml: error: no glossary: a content directory needs one to recognize bars, system items and terms (the smallest is 'version: 1', 'concepts: []' and 'ruleKinds: {}')"
        try TestSupport.expectInputError(expected, in: root)
        try "version: 1\nconcepts: []\nruleKinds: {}\n".write(
            toFile: content + "/glossary.yaml", atomically: true, encoding: .utf8)
        let smallest = try ContentIndex.discover(contentDirectory: content)
        #expect(smallest.glossary.concepts.isEmpty && smallest.glossary.ruleKinds.isEmpty)
        #expect(smallest.pages.count == 5)
    }

    @Test("A language's directory that is a file, or a link to nothing, is an error; a missing one is not")
    func languageDirectory() throws {
        let root = try contentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("content")
        let zh = content.appendingPathComponent("zh")
        try FileManager.default.removeItem(at: zh)
        let englishOnly = try Corpus.load(contentDirectory: content.path)
        #expect(
            englishOnly.documents.map(\.key) == [
                "en/bars", "en/iphone-2010-bars", "en/search-bars", "en/uikit-search-bars",
            ])

        try Data("zh pages\n".utf8).write(to: zh)
        let file = try #require(loadError(content))
        #expect(file.description == "\(zh.path): error: not a directory (a language's pages belong in a directory)")

        try FileManager.default.removeItem(at: zh)
        try FileManager.default.createSymbolicLink(
            atPath: zh.path, withDestinationPath: root.appendingPathComponent("moved-zh").path)
        let link = try #require(loadError(content))
        #expect(link.description == "\(zh.path): error: a link to nothing (a language's pages belong in a directory)")
    }

    @Test("A loop of symbolic links is named as one: two pages, a language's directory, the glossary, the lock")
    func symbolicLinkLoops() throws {
        let root = try contentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("content")
        func loop(_ relative: String, through other: String? = nil) throws {
            let path = content.appendingPathComponent(relative).path
            if let other {
                try FileManager.default.createSymbolicLink(
                    atPath: path, withDestinationPath: (other as NSString).lastPathComponent)
                try FileManager.default.createSymbolicLink(
                    atPath: content.appendingPathComponent(other).path,
                    withDestinationPath: (relative as NSString).lastPathComponent)
            } else {
                try FileManager.default.createSymbolicLink(
                    atPath: path, withDestinationPath: (relative as NSString).lastPathComponent)
            }
        }
        func discoverError(_ directory: String? = nil) -> InputError? {
            do {
                _ = try ContentIndex.discover(contentDirectory: directory ?? content.path)
                return nil
            } catch {
                return error as? InputError
            }
        }
        // `en/a.md -> b.md -> a.md`: both pages are named, the first in path order.
        try loop("en/a.md", through: "en/b.md")
        let pages = "\(content.path)/en/a.md: error: cannot read file (a loop of symbolic links)"
        #expect(loadError(content)?.description == pages)
        #expect(discoverError()?.description == pages)
        for name in ["en/a.md", "en/b.md"] {
            try FileManager.default.removeItem(at: content.appendingPathComponent(name))
        }

        let zh = content.appendingPathComponent("zh")
        try FileManager.default.moveItem(at: zh, to: root.appendingPathComponent("zh-pages"))
        try loop("zh")
        #expect(
            discoverError()?.description == "\(zh.path): error: cannot read directory (a loop of symbolic links)")
        try FileManager.default.removeItem(at: zh)
        try FileManager.default.moveItem(at: root.appendingPathComponent("zh-pages"), to: zh)

        let glossary = content.appendingPathComponent("glossary.yaml")
        try FileManager.default.moveItem(at: glossary, to: root.appendingPathComponent("glossary.yaml"))
        try loop("glossary.yaml")
        #expect(
            discoverError()?.description
                == "\(glossary.path): error: cannot read file (a loop of symbolic links)")
        try FileManager.default.removeItem(at: glossary)
        try FileManager.default.moveItem(at: root.appendingPathComponent("glossary.yaml"), to: glossary)
        #expect(discoverError() == nil)

        // A lock that loops is not taken for no lock: the outdated translations would go unreported.
        let lock = TranslationLock.path(contentDirectory: content.path)
        try? FileManager.default.removeItem(atPath: lock)
        try loop(TranslationLock.fileName)
        #expect(throws: InputError(path: lock, "cannot read lock file (a loop of symbolic links)")) {
            try TranslationLock.read(lock)
        }
        // Nor is a link to a lock that is not there any more.
        try FileManager.default.removeItem(atPath: lock)
        try FileManager.default.createSymbolicLink(atPath: lock, withDestinationPath: "moved/higdoc.lock")
        #expect(throws: InputError(path: lock, "cannot read lock file (a link to nothing)")) {
            try TranslationLock.read(lock)
        }
        try FileManager.default.removeItem(atPath: lock)
        #expect(try TranslationLock.read(lock) == nil)

        let looping = root.appendingPathComponent("looping").path
        try FileManager.default.createSymbolicLink(atPath: looping, withDestinationPath: "looping")
        #expect(
            discoverError(looping)?.description == "\(looping): error: cannot read directory (a loop of symbolic links)"
        )
    }

    /// The repository's templates: a build refuses a missing templates directory before it reads content.
    static let templates = TestSupport.repoRoot.appendingPathComponent("templates").path

    @Test("The CLI says a page is a loop of symbolic links, exits 2 and writes nothing", arguments: ["check", "build"])
    func symbolicLinkLoopCommandLine(command: String) throws {
        let root = try contentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let english = root.appendingPathComponent("content/en")
        try FileManager.default.createSymbolicLink(
            atPath: english.appendingPathComponent("a.md").path, withDestinationPath: "b.md")
        try FileManager.default.createSymbolicLink(
            atPath: english.appendingPathComponent("b.md").path, withDestinationPath: "a.md")
        let output = root.appendingPathComponent("out")
        let arguments =
            command == "build"
            ? ["build", "--out", output.path, "--templates", Self.templates] : ["check", "--output", output.path]
        let result = try TestSupport.higdoc(arguments, in: root)
        #expect(result.status == 2)
        #expect(result.stderr == "content/en/a.md: error: cannot read file (a loop of symbolic links)\n")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test("An output that is a loop of symbolic links is refused, not replaced", arguments: ["check", "export"])
    func outputThatLoops(command: String) throws {
        let root = try contentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = root.appendingPathComponent("loop-a").path
        try FileManager.default.createSymbolicLink(atPath: first, withDestinationPath: "loop-b")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("loop-b").path, withDestinationPath: "loop-a")
        let result = try TestSupport.higdoc([command, "--output", "loop-a"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr == "loop-a: error: output is a loop of symbolic links; refusing to replace it\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: first) == "loop-b")
    }

    @Test("An empty file")
    func emptyFile() throws {
        let root = try contentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data().write(to: root.appendingPathComponent("content/en/empty.md"))
        let error = try #require(loadError(root.appendingPathComponent("content")))
        #expect(error.description.hasSuffix("content/en/empty.md:1: error: file is empty"))
    }

    @Test("The CLI prints one line, exits 2 and writes nothing", arguments: ["export", "check", "build"])
    func commandLine(command: String) throws {
        let root = try contentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data().write(to: root.appendingPathComponent("content/en/empty.md"))
        let output = root.appendingPathComponent("out")
        let arguments =
            command == "export"
            ? ["export", "--output", output.path]
            : command == "build" ? ["build", "--out", output.path, "--templates", Self.templates] : ["check"]
        let result = try TestSupport.higdoc(arguments, in: root)
        #expect(result.status == 2)
        #expect(result.stderr == "content/en/empty.md:1: error: file is empty\n")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
