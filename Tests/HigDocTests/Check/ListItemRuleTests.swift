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

    /// A reviewer's terms described where the toolbar section lacks three rules: each paired with a
    /// missing rule on one concept or number (0.69 to 0.81) and hid its error.
    @Test func termsDescribedWhereRulesAreMissingAreNoRules() throws {
        let result = try TestSupport.checkBundledCopy(editing: "zh/bars.md") { lines in
            let intro = try #require(lines.firstIndex { $0.hasPrefix("使用工具栏可以向用户提供") })
            lines.insert(
                contentsOf: [
                    "", "工具栏中常见的几种元素：", "", "- **系统自带的工具栏项目。**苹果提供的标准按钮，例如分享和添加。",
                    "- **文字按钮。**用文字标题表示的按钮。", "- **旋转。**在 iPhone 上，设备旋转时工具栏的高度会发生变化。",
                    "- **点击区域。**每个工具栏项目周围可点击的范围，至少为 44 x 44 点。",
                ], at: intro + 1)
        }
        let missing = Self.said(result).filter { $0.hasPrefix("HD0303") }
        #expect(missing == Self.unedited.filter { $0.hasPrefix("HD0303") })
        #expect(
            missing.contains { $0.contains("Use system-provided toolbar items according to their documented meaning.") }
        )
        #expect(!result.diagnostics.contains { $0.message.contains("系统自带的工具栏项目") })
    }

    /// CommonMark makes one list of a rule's items and the rules written as items after them.
    @Test func aRuleKeepsTheItemsBeforeTheRulesOfItsList() throws {
        let (root, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        try TestSupport.editLines(of: content + "/zh/bars.md") { lines in
            // The three ways under “防止让滚动内容透过状态栏显示。”, then the next rule as a fourth item.
            let way = try #require(lines.lastIndex { $0.hasPrefix("- 定位内容，以避开状态栏区域") })
            #expect(lines[way + 2].hasPrefix("**避免在状态栏后面放置干扰性内容。**"))
            lines[way + 1] = "- " + lines[way + 2]
            lines.remove(at: way + 2)
        }
        let corpus = try Corpus.load(contentDirectory: content)
        let graph = GuidelineGraph.build(corpus)
        let above = try #require(graph.rules.first { $0.id == "zh/bars/防止让滚动内容透过状态栏显示" })
        #expect(above.list.count == 3 && above.blockCount == 1)
        let item = try #require(graph.rules.first { $0.id == "zh/bars/避免在状态栏后面放置干扰性内容" })
        #expect(item.listItem == 3)
        #expect(!Self.said(TranslationChecker.run(corpus: corpus)).contains { $0.hasPrefix("HD0323") })
    }

    /// An item's later paragraphs go on with its rule: checked with it, not lost between rule and prose.
    @Test func anItemsLaterParagraphsAreItsRules() throws {
        let (root, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        try TestSupport.editLines(of: content + "/zh/bars.md") { lines in
            lines[Self.hideLine] = "- **隐藏状态栏时请慎重。**由于状态栏是透明的，通常情况下不需要隐藏它。\n\n  始终隐藏状态栏意味着用户必须退出你的应用才能看到当前时间（44 秒）。"
        }
        let corpus = try Corpus.load(contentDirectory: content)
        let rule = try #require(GuidelineGraph.build(corpus).rules.first { $0.id == "zh/bars/隐藏状态栏时请慎重" })
        #expect(rule.body == "由于状态栏是透明的，通常情况下不需要隐藏它。 始终隐藏状态栏意味着用户必须退出你的应用才能看到当前时间（44 秒）。")
        let numbers = TranslationChecker.run(corpus: corpus).diagnostics.filter {
            $0.code == .numberMismatch && $0.message.contains("44")
        }
        #expect(numbers.map(\.location.line) == [Self.hideLine + 1])
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
