import Foundation
import Testing

@testable import HigDoc

/// A translator writes a guideline as a list item (`- **隐藏状态栏时请慎重。**…`, `1. **…**`) where the English
/// has a paragraph: the item is that rule (`ListItemRulePromotion`), in the check, the spec and the site.
@Suite struct ListItemRuleTests {
    /// The line of the bundled Chinese page's rule “隐藏状态栏时请慎重。” (0-based), and of the two rules after it.
    static let hideLine = 41
    static let fullScreenLine = 43
    static let colorLine = 45

    /// Each finding's code and message: where a rule is written moves its column, not what is said.
    static func said(_ result: TranslationChecker.Result) -> [String] {
        result.diagnostics.map { "\($0.code.rawValue) \($0.message)" }.sorted()
    }

    static let unedited = said(TranslationChecker.run(corpus: TestSupport.bundled.corpus))

    @Test func aRuleTranslatedAsABulletIsTheRuleItTranslates() throws {
        let result = try TestSupport.checkBundledCopy(editing: "zh/bars.md") { lines in
            #expect(lines[Self.hideLine].hasPrefix("**隐藏状态栏时请慎重。**"))
            lines[Self.hideLine] = "- " + lines[Self.hideLine]
        }
        // Before, a missing-rule error (HD0303) and "rule list longer" (HD0323) on the rule above it.
        #expect(Self.said(result) == Self.unedited)
        #expect(!result.diagnostics.contains { $0.code == .missingRule && $0.message.contains("Think twice") })
        let pair = result.alignments.flatMap(\.rules).first {
            $0.source == "en/bars/think-twice-before-hiding-the-status-bar"
        }
        #expect(pair?.translation == "zh/bars/隐藏状态栏时请慎重")
    }

    @Test func rulesTranslatedAsANumberedListAreEachTheirRule() throws {
        let (root, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        try TestSupport.editLines(of: content + "/zh/bars.md") { lines in
            lines[Self.fullScreenLine] = "1. " + lines[Self.fullScreenLine]
            lines[Self.colorLine] = "2. " + lines[Self.colorLine]
        }
        let corpus = try Corpus.load(contentDirectory: content)
        #expect(Self.said(TranslationChecker.run(corpus: corpus)) == Self.unedited)
        let graph = GuidelineGraph.build(corpus)
        let items = graph.rules.filter { $0.listItem != nil }
        #expect(items.map(\.id) == ["zh/bars/在用户全屏观看多媒体内容时-考虑隐藏状态栏-和其它所有界面元素", "zh/bars/选择一个和你的应用相协调的状态栏颜色"])
        #expect(items.map(\.listItem) == [0, 1])
        #expect(items.map(\.location.line) == [Self.fullScreenLine + 1, Self.colorLine + 1])
        #expect(items.map(\.location.column) == [4, 4])
        #expect(items.map(\.kind) == [.consider, .do])
        #expect(items.first?.body.hasPrefix("当你这么做的时候") == true)
        // One list: both rules name its block, and the rule above no longer owns it.
        #expect(Set(items.map(\.blockIndex)).count == 1)
        let above = try #require(graph.rules.first { $0.id == "zh/bars/隐藏状态栏时请慎重" })
        #expect(above.list.isEmpty && above.blockCount == 1 && above.listItem == nil)
    }

    @Test func aBoldListItemThatTranslatesNoRuleIsNoRule() throws {
        let result = try TestSupport.checkBundledCopy(editing: "zh/bars.md") { lines in
            lines.insert(contentsOf: ["- **状态栏的高度。**它在所有设备上都一样。", ""], at: Self.hideLine)
        }
        // No extra rule: the item is the section's prose, as before.
        #expect(!result.diagnostics.contains { $0.code == .extraRule && $0.message.contains("状态栏的高度") })
        #expect(
            result.diagnostics.filter { $0.code == .extraRule }.count
                == Self.unedited.filter { $0.hasPrefix("HD0304") }.count)
    }

    @Test func anEnglishPagesBoldListItemsAreNoRules() throws {
        // The UIKit Catalog describes the keyboard's options as bold list items: terms, not guidelines.
        let rules = TestSupport.bundled.graph.rules.filter { $0.document == "en/uikit-search-bars" }
        #expect(rules.isEmpty)
        #expect(TestSupport.bundled.graph.rules.allSatisfy { $0.listItem == nil })
    }

    @Test func theSpecAndTheSiteShowTheRuleAsTheItemItIs() throws {
        let (root, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        try TestSupport.editLines(of: content + "/zh/bars.md") { lines in
            lines[Self.hideLine] = "- " + lines[Self.hideLine]
        }
        let spec = try SpecBuilder.spec(for: try ContentIndex.discover(contentDirectory: content))
        let rule = try #require(spec.rules.first { $0.id == "zh/bars/隐藏状态栏时请慎重" })
        #expect(rule.listItem == 0)
        #expect(rule.location == SourceLocation(line: Self.hideLine + 1, column: 3))
        let exported = try TestSupport.higdoc(["export", "--content", content], in: root)
        #expect(exported.status == 0)
        #expect(exported.stdoutText.contains("\"listItem\" : 0"))

        let site = root.appendingPathComponent("site").path
        let templates = TestSupport.repoRoot.appendingPathComponent("templates").path
        let built = try TestSupport.higdoc(
            ["build", "--content", content, "--out", site, "--templates", templates], in: root)
        #expect(built.status == 0)
        // The rule's anchor on its item: the bar page's link to it lands there.
        let page = try String(contentsOfFile: site + "/zh/docs/bars/index.html", encoding: .utf8)
        #expect(page.contains("<li id=\"bars.隐藏状态栏时请慎重\" class=\"rule rule-consider\"><strong>隐藏状态栏时请慎重。</strong>"))
        #expect(page.components(separatedBy: "id=\"bars.隐藏状态栏时请慎重\"").count == 2)
        // The parallel view's cell: the item alone, in a list of its own, beside its English paragraph.
        let parallel = try String(contentsOfFile: site + "/zh/parallel/status-bar/index.html", encoding: .utf8)
        #expect(parallel.contains("<td class=\"side side-zh\" lang=\"zh-Hans\"><ul>\n<li><strong>隐藏状态栏时请慎重。</strong>"))
    }
}
