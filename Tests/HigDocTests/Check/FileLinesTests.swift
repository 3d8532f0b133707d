import Foundation
import Testing

@testable import HigDoc

/// `FileLines` cuts the same lines as `SourceLines.split`, as strings, slices and bytes.
@Suite("file lines")
struct FileLinesTests {
    static func expectSameLines(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let split = SourceLines.split(text)
        let lines = FileLines(text)
        #expect(Array(lines) == split, sourceLocation: sourceLocation)
        #expect(lines.count == split.count, sourceLocation: sourceLocation)
        for index in lines.indices {
            #expect(String(lines.substring(index)) == split[index], sourceLocation: sourceLocation)
            #expect(
                lines.withUTF8(ofLine: index) { Array($0) } == Array(split[index].utf8), sourceLocation: sourceLocation)
        }
        // Given one by one, the lines come back as they were.
        #expect(Array(FileLines(lines: split)) == split, sourceLocation: sourceLocation)
    }

    @Test("Line feeds, CRLF, a lone CR, a combining mark opening a line, CJK, a byte order mark, no text")
    func edgeCases() {
        #expect(Array(FileLines("a\r\nb\n\r\nc\rd\r\n")) == ["a", "b", "", "c\rd", ""])
        #expect(Array(FileLines("")) == [""])
        #expect(Array(FileLines("一\r\n二")) == ["一", "二"])
        for text in [
            "a\n\u{301}b\n", "a\r\nb\rc\n", "\n\n", "\r\n", "\r", "x", "\u{FEFF}---\nid: a\n---\n正文\r\n",
            "e\u{301}\n表 37-1\n", "末行没有换行",
        ] {
            Self.expectSameLines(text)
        }
    }

    @Test("Every bundled page: the same lines as the split into strings")
    func bundledPages() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("content")
        var checked = 0
        for language in ["en", "zh"] {
            let directory = root.appendingPathComponent(language)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".md")
            {
                let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                Self.expectSameLines(text)
                checked += 1
            }
        }
        #expect(checked == 5)
    }

    @Test("Front matter lines are found in lines given one by one, before the closing fence only")
    func frontMatterLine() {
        let sources = SourceLines(lines: ["p.md": ["---", "id: a", "edition: iOS 8", "---", "edition: body"]])
        #expect(sources.frontMatterLine(of: "edition", in: "p.md") == 3)
        #expect(sources.frontMatterLine(of: "source", in: "p.md") == nil)
        #expect(sources.line(5, in: "p.md") == "edition: body")
        #expect(sources.line(6, in: "p.md") == nil)
    }

    @Test("The text hash is the same for the same text and tells apart texts a byte apart")
    func textHash() {
        let text = String(repeating: "状态栏 status bar\n", count: 40) + "end"
        #expect(FileLines(text).textHash == FileLines(String(text)).textHash)
        var hashes: Set<Int> = [FileLines(text).textHash]
        // One byte changed at every place (the eight-byte words and the tail), one added, one dropped.
        let bytes = Array(text.utf8)
        for offset in bytes.indices where bytes[offset] < 0x80 {
            var changed = bytes
            changed[offset] ^= 0x01
            hashes.insert(FileLines(String(decoding: changed, as: UTF8.self)).textHash)
        }
        hashes.insert(FileLines(text + "\u{0}").textHash)
        hashes.insert(FileLines(String(text.dropLast())).textHash)
        hashes.insert(FileLines("").textHash)
        #expect(hashes.count == 2 + bytes.filter { $0 < 0x80 }.count + 2)
    }
}
