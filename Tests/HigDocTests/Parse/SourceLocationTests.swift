import Testing

@testable import HigDoc

@Suite("Source locations")
struct SourceLocationTests {
    @Test("Columns count characters, not UTF-8 bytes")
    func characterColumns() throws {
        let document = TestSupport.parse("状态栏显示了 [链接](https://example.com) 信息\n", lang: .zh)
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
}
