import Foundation
import Testing

@testable import HigDoc

@Suite("cmark literals")
struct CmarkLiteralsTests {
    /// The strings `CmarkLiterals` makes for `literals` (in order, one block over the whole source).
    func strings(of literals: [String], in source: String, blockStart: Int = 0, blockEnd: Int? = nil) -> [String] {
        var text = source
        return text.withUTF8 { bytes in
            let maker = CmarkLiterals(source: source[...], bytes: bytes)
            maker.startBlock(at: blockStart, end: blockEnd ?? bytes.count)
            return literals.map { literal in literal.withCString { maker.string($0) } }
        }
    }

    @Test("Long literals found in the block are cut from it; others, and short ones, are made from their bytes")
    func cutOrMade() {
        let long = "状态栏显示关于设备及其环境的重要信息，用户依赖它的一致性。"  // 29 characters, 87 bytes
        let ascii = String(repeating: "Use a toolbar to give people actions. ", count: 2)
        let source = "**\(long)**\n\n\(ascii)&amp; \(long)x\n"
        let literals = [
            long, "x", ascii, "& \(long)", long, long + "x",
            // Not in the source: its second half is.
            String(repeating: "y", count: 60) + long,
        ]
        let made = strings(of: literals, in: source)
        #expect(made == literals)
        #expect(CmarkLiterals.shortestCut == 48)
        #expect(made.map(\.utf8.count) == [87, 1, 76, 89, 87, 88, 147])
    }

    @Test("A literal before the cursor or past the block's end is still the literal")
    func outsideTheBlock() {
        let a = String(repeating: "甲", count: 20)
        let b = String(repeating: "乙", count: 20)
        let source = "\(a)\n\(b)\n\(a)\n"
        // The block is the second line: `a` is only outside it, `b` is found, then not again.
        let start = a.utf8.count + 1
        #expect(
            strings(of: [a, b, b, a], in: source, blockStart: start, blockEnd: start + b.utf8.count + 1) == [
                a, b, b, a,
            ])
        // Offsets past the text are held to its end.
        #expect(strings(of: [a], in: source, blockStart: 1_000, blockEnd: 2_000) == [a])
    }

    @Test("A paragraph of long CJK text, entities, code and HTML converts to the literals cmark gives")
    func paragraph() throws {
        let long = String(repeating: "标签栏提供在应用不同子任务、视图和模式之间切换的能力。", count: 2)
        let markdown =
            "# \(long)\n\n\(long)&amp;`\(long)`<span title=\"\(long)\">\(long)</span>\n\n    \(long)\n    \(long)\n"
        let blocks = try MarkdownParser.parse(markdown: markdown, path: "t.md").blocks
        #expect(blocks.count == 3)
        guard case .heading(let heading) = blocks[0], case .paragraph(let paragraph) = blocks[1],
            case .codeBlock(let code) = blocks[2]
        else {
            Issue.record("expected a heading, a paragraph and a code block")
            return
        }
        #expect(heading.inlines == [.text(long)])
        // The raw HTML (its tag cut from the source too) is dropped by the recovery that follows; its text stays.
        #expect(paragraph.inlines == [.text(long + "&"), .code(long), .text(long)])
        #expect(code.literal == "\(long)\n\(long)\n")
    }
}
