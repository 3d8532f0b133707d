import Foundation
import Testing

@testable import HigDoc

/// Pages whose lines end in a lone carriage return, every line (classic Mac OS line endings) or a few
/// among line feeds, read as cmark reads them: a lone CR ends a line as an LF and a CRLF do
/// (`LineEndings`), so every unit and finding is on the line it is on when the page ends its lines in LF.
@Suite("lone carriage returns")
struct LoneCarriageReturnTests {
    /// How a copy of the fixture ends its lines.
    enum Endings: CaseIterable, CustomTestStringConvertible {
        /// Every line feed of the pages and the glossary a lone CR.
        case carriageReturns
        /// A few line feeds of each page a lone CR (lines whose next line is not empty, so that no CR
        /// meets the LF after it as a CRLF): in the front matter, before a rule, a heading, a table's rows.
        case mixed

        var testDescription: String { self == .carriageReturns ? "CR only" : "LF with a few CRs" }

        /// The 1-based lines of a page whose line feed becomes a CR (nil: every line).
        func lines(of relative: String) -> Set<Int>? {
            switch self {
            case .carriageReturns: nil
            case .mixed: relative == "en/bars.md" ? [3, 13, 21, 36, 38] : [4, 14, 20, 26, 37, 38]
            }
        }
    }

    /// The QA fixture with three findings, in `directory/content`: the translation follows another edition
    /// (HD0315, at its `edition:` line), states another number in a rule (HD0308) and drops a table row
    /// (HD0305).
    static func writeFixtureWithFindings(in directory: URL) throws -> String {
        let content = directory.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: QAFixture.base, toPath: content.path)
        let zh = content.appendingPathComponent("zh/bars.md")
        var text = try String(contentsOf: zh, encoding: .utf8)
        for (old, new) in [
            ("edition: iOS 7", "edition: iOS 8"), ("44 x 44", "40 x 40"),
            ("|![image](images/UIBarButtonCamera_2x.png) |相机（Camera）|打开一个操作菜单，在相机模式下显示了一个图片选择器|\n", ""),
        ] {
            try #require(text.components(separatedBy: old).count == 2, "\(old)")
            text = text.replacingOccurrences(of: old, with: new)
        }
        try text.write(to: zh, atomically: true, encoding: .utf8)
        return content.path
    }

    /// Makes the line feed that ends each of `lines` (1-based; every one when nil) of a file a lone CR.
    static func endLinesWithCarriageReturns(_ path: String, lines: Set<Int>?) throws {
        let bytes = try #require(FileManager.default.contents(atPath: path))
        var line = 1
        let ended = bytes.map { byte -> UInt8 in
            guard byte == 0x0A else { return byte }
            defer { line += 1 }
            return lines.map { $0.contains(line) } ?? true ? 0x0D : 0x0A
        }
        // A CR right before an LF would be a CRLF, one line end where there were two.
        try #require(!zip(ended, ended.dropFirst()).contains { $0 == 0x0D && $1 == 0x0A })
        try #require(ended.filter { $0 == 0x0D }.count == lines?.count ?? bytes.filter { $0 == 0x0A }.count)
        try Data(ended).write(to: URL(fileURLWithPath: path))
    }

    /// The fixture with findings ending its lines in LF, and a copy ending them as `endings` says; the
    /// directory holding both (the caller's to remove) and their content directories.
    static func fixturePair(_ endings: Endings) throws -> (root: URL, lf: String, other: String) {
        let root = try TestSupport.temporaryDirectory()
        let lf = try writeFixtureWithFindings(in: root.appendingPathComponent("lf"))
        let other = try writeFixtureWithFindings(in: root.appendingPathComponent("other"))
        for relative in ["en/bars.md", "zh/bars.md"] + (endings == .carriageReturns ? ["glossary.yaml"] : []) {
            try endLinesWithCarriageReturns(other + "/" + relative, lines: endings.lines(of: relative))
        }
        return (root, lf, other)
    }

    @Test(
        "A page pair ending its lines in lone CRs has the blocks and units of the pair with LF, on their lines",
        arguments: Endings.allCases)
    func unitsOnTheirLines(_ endings: Endings) throws {
        let (root, lfContent, otherContent) = try Self.fixturePair(endings)
        defer { try? FileManager.default.removeItem(at: root) }
        let lf = try Corpus.load(contentDirectory: lfContent)
        let other = try Corpus.load(contentDirectory: otherContent)
        #expect(other.documents.map(\.key) == ["en/bars", "zh/bars"])
        for (lfDocument, document) in zip(lf.documents, other.documents) {
            #expect(document.frontMatter == lfDocument.frontMatter)
            #expect(document.bodyStartLine == lfDocument.bodyStartLine)
            #expect(document.blocks == lfDocument.blocks, "\(document.key)")
            #expect(document.diagnostics.isEmpty)
        }
        let lfGraph = GuidelineGraph.build(lf)
        let graph = GuidelineGraph.build(other)
        #expect(graph.sections.map(\.id) == lfGraph.sections.map(\.id))
        #expect(graph.sections.map(\.location) == lfGraph.sections.map(\.location))
        #expect(graph.rules.map(\.location) == lfGraph.rules.map(\.location))
        #expect(graph.systemItems.map(\.location) == lfGraph.systemItems.map(\.location))
        // The places themselves, as the fixture's lines are numbered.
        #expect(
            graph.rules.first { $0.id == "en/bars/don-t-create-a-custom-status-bar" }?.location
                == SourceLocation(line: 16, column: 1))
        #expect(graph.sections(in: "zh/bars").map(\.location.line) == [9, 11, 23, 31, 42])
        #expect(graph.systemItems(in: "en/bars").map(\.location.line) == [38, 39, 40])
        #expect(graph.systemItems(in: "zh/bars").map(\.location.line) == [39, 40])
    }

    @Test(
        "A check of a page pair ending its lines in lone CRs gives the findings of the pair with LF, at their lines",
        arguments: Endings.allCases)
    func findingsOnTheirLines(_ endings: Endings) throws {
        let (root, lfContent, otherContent) = try Self.fixturePair(endings)
        defer { try? FileManager.default.removeItem(at: root) }
        func findings(_ content: String) throws -> [String] {
            let result = TranslationChecker.run(corpus: try Corpus.load(contentDirectory: content))
            return result.diagnostics.map { $0.formatted.replacingOccurrences(of: content + "/", with: "") }
        }
        let expected = try findings(lfContent)
        #expect(try findings(otherContent) == expected)
        #expect(
            expected.map { $0.prefix { $0 != " " } } == ["zh/bars.md:5:1:", "zh/bars.md:27:1:", "zh/bars.md:39:45:"])
        #expect(expected.map { $0.suffix(8) } == ["[HD0315]", "[HD0308]", "[HD0305]"])
        // The command checks a pair at a time, from each page's first kilobytes first: the same report.
        let arguments = ["check", "--content", "content", "--format", "json", "--fail-on", "never"]
        let lfReport = try TestSupport.higdoc(arguments, in: root.appendingPathComponent("lf"))
        let report = try TestSupport.higdoc(arguments, in: root.appendingPathComponent("other"))
        #expect(report.status == 0 && lfReport.status == 0, "\(report.stderr)")
        #expect(report.stdoutText == lfReport.stdoutText)
        #expect(report.stdoutText.contains("\"line\" : 27"))
    }

    @Test("A page ending its lines in lone CRs whose front matter is malformed is an error at the file and the line")
    func malformedFrontMatter() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("bars.md").path
        let page = "---\nid: bars\ntitle: Bars\nlang: en\nedition: iOS 7\nsource: test\n---\n## Status Bar\n\nText.\n"
        for (old, new, error) in [
            (
                "title: Bars\n", "title: Bars: of iOS 7\n",
                InputError(
                    path: path, line: 3, "malformed front matter: mapping values are not allowed in this context")
            ),
            (
                "source: test\n", "source: test\ntranslate: bars\n",
                InputError(path: path, line: 7, "unknown front matter key 'translate' (did you mean 'translates'?)")
            ),
            ("lang: en\n", "lang: fr\n", InputError(path: path, line: 4, "unsupported lang 'fr' (supported: en, zh)")),
            (
                "---\n## Status", "## Status",
                InputError(path: path, line: 1, "front matter is not closed (no '---' line after the opening one)")
            ),
        ] {
            let lf = page.replacingOccurrences(of: old, with: new)
            for text in [lf, lf.replacingOccurrences(of: "\n", with: "\r")] {
                try Data(text.utf8).write(to: URL(fileURLWithPath: path))
                #expect(throws: error) { try ContentIndex.read(path) }
            }
        }
        // Bytes that are not UTF-8, on the third line of CR endings, read as the file is or as it was given.
        let invalid = Data("---\rid: bars\r".utf8) + [0xFF] + Data("\r---\r".utf8)
        try invalid.write(to: URL(fileURLWithPath: path))
        #expect(throws: InputError(path: path, line: 3, "file is not valid UTF-8")) { try SourceFile(reading: path) }
        #expect(throws: InputError(path: path, line: 3, "file is not valid UTF-8")) {
            try SourceFile(path: path, data: invalid)
        }
        // From the command, which reads each page's first kilobytes first.
        let (copy, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: copy) }
        let bars = content + "/en/bars.md"
        let lines = try String(contentsOfFile: bars, encoding: .utf8).components(separatedBy: "\n")
        let keyLine = try #require(lines.firstIndex { $0.hasPrefix("source:") }) + 1
        let edited = lines[..<keyLine] + ["translate: bars"] + lines[keyLine...]
        try Data(edited.joined(separator: "\r").utf8).write(to: URL(fileURLWithPath: bars))
        #expect(keyLine + 1 == 7)
        try TestSupport.expectInputError(
            "content/en/bars.md:7: error: unknown front matter key 'translate' (did you mean 'translates'?)",
            in: copy, commands: [["check"]])
    }

    /// The fifty-fourth session's review found a 100-page corpus on which the check stopped with an
    /// illegal instruction; this is one pair of it, cut down. cmark counted the lone CRs as line ends and
    /// the checks' lines did not, so the English run was on a line past the page's last, and the search
    /// for its column ran over a range of lines that went backwards (`SourceLinesTests`).
    @Test("A run of English after lines ended by lone CRs is reported at its line and column")
    func untranslatedProseAfterCarriageReturns() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("content")
        for directory in ["en", "zh"] {
            try FileManager.default.createDirectory(
                at: content.appendingPathComponent(directory), withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(
            atPath: QAFixture.base + "/glossary.yaml", toPath: content.appendingPathComponent("glossary.yaml").path)
        func page(_ id: String, title: String, lang: String, translates: String = "", body: String) -> Data {
            Data(
                "---\nid: \(id)\ntitle: \(title)\nlang: \(lang)\nedition: iOS 7\nsource: test\n\(translates)---\n\(body)"
                    .utf8)
        }
        try page("bars", title: "Bars", lang: "en", body: "# Bars\n").write(
            to: content.appendingPathComponent("en/bars.md"))
        try page(
            "bars-zh", title: "栏", lang: "zh", translates: "translates: bars\n",
            body: "# 栏\r\r导航栏显示 the title of the current view 的文字。\r"
        ).write(to: content.appendingPathComponent("zh/bars.md"))
        let report = try TestSupport.higdoc(["check", "--content", "content", "--fail-on", "never"], in: root)
        #expect(report.status == 0, "\(report.stderr)")
        #expect(
            report.stdoutText.contains(
                "content/zh/bars.md:11:7: warning: untranslated English: “the title of the current view” [HD0313]"),
            "\(report.stdoutText)")
    }

    @Test("A file's lone CRs end its lines for the checks' source lines and the parser's line index alike")
    func sourceLinesOfAFile() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("page.md").path
        try Data("a\r\nb\n\r\nc\rd\r\r中\r".utf8).write(to: URL(fileURLWithPath: path))
        let lines = try #require(SourceLines.lines(ofFile: path))
        #expect(Array(lines) == ["a", "b", "", "c", "d", "", "中", ""])
        let file = try SourceFile(reading: path)
        #expect(file.text == "a\r\nb\n\r\nc\nd\n\n中\n")
        let index = LineIndex(file.text[...])
        #expect((1...index.count).map { String(index.line($0)) } == Array(lines))
    }

    @Test("A page of more than the first kilobytes discovery reads, ending its lines in lone CRs, is read from them")
    func longPageDiscovered() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let rules = (1...400).map { "**Rule \($0).** Text of rule \($0)." }.joined(separator: "\n\n")
        let page =
            "---\nid: long\ntitle: Long\nlang: en\nedition: iOS 7\nsource: test\n---\n## Status Bar\n\n\(rules)\n"
        #expect(page.utf8.count > 2 * ContentIndex.prefixLength)
        try TestSupport.write("version: 1\nconcepts: []\nruleKinds: {}\n", to: "glossary.yaml", under: root)
        try TestSupport.write(page.replacingOccurrences(of: "\n", with: "\r"), to: "en/long.md", under: root)
        let path = root.appendingPathComponent("en/long.md").path
        let prefix = try ContentIndex.prefix(of: path)
        #expect(prefix.count <= ContentIndex.prefixLength && prefix.last == 0x0A && !prefix.contains(0x0D))
        let index = try ContentIndex.discover(contentDirectory: root.path)
        let discovered = try #require(index.pages.first)
        #expect(discovered.bodyStartLine == 8)
        #expect(
            discovered.frontMatterLines == [
                "---", "id: long", "title: Long", "lang: en", "edition: iOS 7", "source: test", "---",
            ])
        let (document, lines) = try index.parse(discovered)
        #expect(lines.count == page.components(separatedBy: "\n").count)
        let lf = try MarkdownParser.parse(markdown: page, path: path)
        #expect(document.blocks == lf.blocks)
        #expect(document.blocks.last?.range.start.line == 8 + 2 * 400)
    }
}
