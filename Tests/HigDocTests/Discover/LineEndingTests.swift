import Foundation
import Testing

@testable import HigDoc

/// Pages saved with Windows line endings (`\r\n`) read exactly as the same pages with `\n`.
@Suite("line endings")
struct LineEndingTests {
    static let page =
        "---\nid: bars\ntitle: Bars\nlang: en\nedition: iOS 7\nsource: test\n---\n\n## Status Bar\n\nText.\n"

    @Test("Front matter: the same values, key lines and body start with CRLF as with LF")
    func frontMatter() throws {
        let lf = try FrontMatterReader.split(SourceFile(path: "lf.md", text: Self.page))
        let crlf = try FrontMatterReader.split(
            SourceFile(path: "crlf.md", text: Self.page.replacingOccurrences(of: "\n", with: "\r\n")))
        #expect(crlf.frontMatter == lf.frontMatter)
        #expect(crlf.bodyStartLine == 8 && lf.bodyStartLine == 8)
        #expect(crlf.keyLines == lf.keyLines)
        #expect(crlf.keyLines["edition"] == 5)
        #expect(crlf.body.hasPrefix("\r\n## Status Bar"))
    }

    @Test("A front matter that is never closed is an error, not a crash, with either ending")
    func unclosed() {
        for text in ["---\r\nid: a\r\ntitle: b\r\n", "---\nid: a\n"] {
            #expect(throws: InputError.self) { try FrontMatterReader.split(SourceFile(path: "x.md", text: text)) }
        }
    }

    @Test("Source lines split at every line feed and drop the carriage return before it")
    func sourceLines() {
        #expect(SourceLines.split("a\r\nb\n\r\nc\rd\r\n") == ["a", "b", "", "c\rd", ""])
        #expect(SourceLines.split("一\r\n二") == ["一", "二"])
        #expect(SourceLines.split("") == [""])
    }

    @Test("A read page's first lines are the first of its file's lines, with any ending and count")
    func firstLines() throws {
        let root = try TestSupport.temporaryDirectory().appendingPathComponent("en")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let texts = [
            Self.page, Self.page.replacingOccurrences(of: "\n", with: "\r\n"), "\u{FEFF}" + Self.page,
            String(Self.page.dropLast()), Self.page.replacingOccurrences(of: "Text.", with: "状态栏\r。\r\n\n"),
        ]
        for (index, text) in texts.enumerated() {
            let path = root.appendingPathComponent("page\(index).md").path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            let page = try ContentIndex.read(path)
            let lines = Array(page.lines)
            for count in 0...(lines.count + 2) {
                #expect(page.firstLines(count) == Array(lines.prefix(count)), "\(index): \(count) lines")
            }
        }
        let bom = try ContentIndex.read(root.appendingPathComponent("page2.md").path)
        #expect(bom.firstLines(2) == ["\u{FEFF}---", "id: bars"])
    }

    @Test("The bundled content with CRLF endings checks, exports and builds byte for byte as with LF")
    func bundledContent() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let lf = root.appendingPathComponent("lf")
        let crlf = root.appendingPathComponent("crlf")
        for directory in [lf, crlf] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                atPath: TestSupport.contentDirectory, toPath: directory.appendingPathComponent("content").path)
        }
        var converted = 0
        let content = crlf.appendingPathComponent("content")
        let pages = try ["en", "zh"].flatMap { language in
            try FileManager.default.contentsOfDirectory(atPath: content.appendingPathComponent(language).path)
                .filter { $0.hasSuffix(".md") }.map { "\(language)/\($0)" }
        }
        for relative in pages + ["glossary.yaml"] {
            let file = crlf.appendingPathComponent("content/" + relative)
            let text = try String(contentsOf: file, encoding: .utf8)
            try text.replacingOccurrences(of: "\n", with: "\r\n").write(to: file, atomically: true, encoding: .utf8)
            converted += 1
        }
        #expect(converted == 6)
        let templates = TestSupport.repoRoot.appendingPathComponent("templates").path
        for arguments in [["check", "--content", "content", "--format", "json"], ["export", "--content", "content"]] {
            let expected = try TestSupport.higdoc(arguments, in: lf)
            let actual = try TestSupport.higdoc(arguments, in: crlf)
            #expect(actual.status == expected.status, "\(arguments[0])")
            #expect(actual.stdout == expected.stdout, "\(arguments[0])")
            #expect(actual.stdout.count > 10_000)
        }
        for directory in [lf, crlf] {
            let build = try TestSupport.higdoc(
                ["build", "--content", "content", "--out", "site", "--templates", templates], in: directory)
            #expect(build.status == 0, "\(build.stderr)")
        }
        let files = try FileManager.default.subpathsOfDirectory(atPath: lf.appendingPathComponent("site").path)
            .sorted()
        #expect(files.count > 40)
        for file in files {
            let expected = FileManager.default.contents(atPath: lf.appendingPathComponent("site/" + file).path)
            let actual = FileManager.default.contents(atPath: crlf.appendingPathComponent("site/" + file).path)
            #expect(actual == expected, "\(file)")
        }
    }
}
