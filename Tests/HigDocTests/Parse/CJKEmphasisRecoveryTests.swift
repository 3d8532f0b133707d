import Testing

@testable import HigDoc

@Suite("CJK emphasis recovery")
struct CJKEmphasisRecoveryTests {
    @Test("A Chinese bold lead followed by CJK text becomes strong")
    func chineseBoldLead() {
        let html = HTMLBodyRenderer.render(TestSupport.parse("**不要创建自定义状态栏。**用户会依赖于系统状态栏的一致性。", lang: .zh).blocks)
        #expect(html == "<p><strong>不要创建自定义状态栏。</strong>用户会依赖于系统状态栏的一致性。</p>\n")
    }

    @Test("A bold lead holding a link is recovered around it")
    func boldLeadWithLink() {
        let html = HTMLBodyRenderer.render(TestSupport.parse("**参阅 [Toolbar](#x)。**然后继续", lang: .zh).blocks)
        #expect(html == "<p><strong>参阅 <a href=\"#x\">Toolbar</a>。</strong>然后继续</p>\n")
    }

    @Test(
        "Text without CJK characters is exactly what cmark prints",
        arguments: [
            ("a ** b ** c", "<p>a ** b ** c</p>\n"),
            ("5 * 3 * 2", "<p>5 * 3 * 2</p>\n"),
            ("**Don’t.**Users", "<p>**Don’t.**Users</p>\n"),
            ("**bold** text", "<p><strong>bold</strong> text</p>\n"),
            ("foo**bar**", "<p>foo<strong>bar</strong></p>\n"),
        ])
    func nonCJKUnchanged(input: String, expected: String) {
        #expect(HTMLBodyRenderer.render(TestSupport.parse(input).blocks) == expected)
    }

    @Test("Every zh rule lead of the bundled chapter renders in <strong>, with no literal ** left")
    func bundledChineseChapter() throws {
        let document = try #require(TestSupport.bundled.corpus.document("zh/bars"))
        let html = HTMLBodyRenderer.render(document.blocks)
        #expect(!html.contains("**"))
        let rules = TestSupport.bundled.graph.rules(in: "zh/bars")
        #expect(rules.count == 27)
        for rule in rules {
            #expect(html.contains("<strong>\(HTMLEscaping.text(rule.lead))</strong>"), "lead \(rule.lead)")
        }
        #expect(html.components(separatedBy: "<strong>").count - 1 == 29)  // 27 rule leads + 2 bold list items
    }
}
