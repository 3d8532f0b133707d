import Testing

@testable import HigDoc

@Suite("Source locations")
struct SourceLocationTests {
    @Test("Columns count characters, not UTF-8 bytes")
    func characterColumns() throws {
        let document = try TestSupport.parse("状态栏显示了 [链接](https://example.com) 信息\n", lang: .zh)
        guard case .paragraph(let paragraph)? = document.blocks.first else {
            Issue.record("expected a paragraph")
            return
        }
        let link = try #require(paragraph.inlines.links.first)
        // "状态栏显示了 " is 7 characters (21 bytes in UTF-8): the link starts at column 8.
        #expect(link.location == SourceLocation(line: 1, column: 8))
    }

    @Test("Lines count from the top of the file, front matter included")
    func frontMatterOffset() throws {
        let rule = try #require(TestSupport.bundled.graph.rules.first { $0.lead == "不要创建自定义状态栏。" })
        #expect(rule.location == SourceLocation(line: 32, column: 1))
        let item = try #require(
            TestSupport.bundled.graph.systemItems.first { $0.id == "zh/bars/bar-button-item/action" })
        // "|![image](images/UIBarButtonAction_2x.png)    |" is 47 characters.
        #expect(item.location == SourceLocation(line: 153, column: 48))
    }

    @Test("A needle's column on a line counts the characters before it; a missing needle is column 1")
    func needleColumns() {
        let text = "<td>Share</td>\n  状态栏 <img src=\"a.png\">\r\ne\u{301}<tr>x<tr>\n"
        let lines = LineIndex(text[...])
        #expect(lines.column(of: "Share", onLine: 1) == 5)
        #expect(lines.column(of: "<img", onLine: 2) == 7)
        // The first of two, after a character of two scalars.
        #expect(lines.column(of: "<tr", onLine: 3) == 2)
        #expect(lines.column(of: "<caption", onLine: 1) == 1)
        #expect(lines.column(of: "x", onLine: 9) == 1)
    }
}
