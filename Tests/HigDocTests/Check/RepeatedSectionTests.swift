import Foundation
import Testing

@testable import HigDoc

/// A section pasted twice: its second copy was an extra section that "has no counterpart in the English
/// source", and only some of its rules were reported as repeated.
@Suite("repeated sections")
struct RepeatedSectionTests {
    /// The extra-section findings (HD0302) of the bundled content with `edit` made to the translation.
    static func extraSections(_ edit: (inout [String]) throws -> Void) throws -> [Diagnostic] {
        let (root, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        try TestSupport.editLines(of: content + "/zh/bars.md", edit)
        return TranslationChecker.run(corpus: try Corpus.load(contentDirectory: content)).diagnostics.filter {
            $0.code == .extraSection
        }
    }

    @Test("A section that repeats the one above it, rule for rule, is said to be a copy, with the first copy's place")
    func pastedTwice() throws {
        let extra = try Self.extraSections { lines in
            let start = try #require(lines.firstIndex(of: "## 状态栏"))
            let end = try #require(lines.firstIndex(of: "## 导航栏"))
            lines.insert(contentsOf: lines[start..<end], at: end)
        }
        #expect(
            extra.map(\.message) == [
                "extra section: “状态栏” (with 7 rules) repeats the section “状态栏” above it, rule for rule; remove one of the two copies"
            ])
        #expect(extra.first?.location.line == 51)
        #expect(extra.first?.related.map(\.line) == [12])
    }

    @Test("A copy whose heading was renamed is a copy of the section of its level with its rules")
    func pastedUnderAnotherTitle() throws {
        let extra = try Self.extraSections { lines in
            let start = try #require(lines.firstIndex(of: "## 导航栏"))
            let end = try #require(lines.firstIndex(of: "## 工具栏"))
            lines.insert(contentsOf: ["## 导航栏（续）"] + lines[(start + 1)..<end], at: end)
        }
        #expect(
            extra.map(\.message) == [
                "extra section: “导航栏（续）” (with 8 rules) repeats the section “导航栏” above it, rule for rule; remove one of the two copies"
            ])
        #expect(extra.first?.related.map(\.line) == [51])
        // One rule changed is no copy.
        let changed = try Self.extraSections { lines in
            let start = try #require(lines.firstIndex(of: "## 导航栏"))
            let end = try #require(lines.firstIndex(of: "## 工具栏"))
            var copy = ["## 导航栏（续）"] + lines[(start + 1)..<end]
            let rule = try #require(copy.firstIndex { $0.hasPrefix("**") })
            copy[rule] += "另加一句。"
            lines.insert(contentsOf: copy, at: end)
        }
        #expect(changed.map { $0.message.contains("repeats") } == [false])
    }

    /// The nearest section above of its title and level is the one compared (a `### 提示` under each bar
    /// is no copy of the first bar's), and the rules of its subsections count (`## 状态栏` / `### 指南`).
    @Test("The nearest earlier section is compared, subsections included; a partial copy is no copy")
    func nearestSubtreeAndPartial() throws {
        let nearest = try Self.extraSections { lines in
            let navigation = try #require(lines.firstIndex(of: "## 导航栏"))
            lines.insert(contentsOf: ["### 提示", "", "**状态栏的提示一。**这是第一条提示。", ""], at: navigation)
            let toolbar = try #require(lines.firstIndex(of: "## 工具栏"))
            let tip = ["### 提示", "", "**导航栏的提示二。**这是第二条提示。", ""]
            lines.insert(contentsOf: tip + tip, at: toolbar)
        }
        #expect(nearest.filter { $0.message.contains("repeats") }.count == 1)
        let subtree = try Self.extraSections { lines in
            let first = try #require(lines.firstIndex { $0.hasPrefix("**不要创建自定义状态栏。**") })
            lines.insert(contentsOf: ["### 指南", ""], at: first)
            let start = try #require(lines.firstIndex(of: "## 状态栏"))
            let end = try #require(lines.firstIndex(of: "## 导航栏"))
            lines.insert(contentsOf: lines[start..<end], at: end)
        }
        #expect(subtree.contains { $0.message.hasPrefix("extra section: “状态栏” (with 7 rules) repeats the section") })
        let partial = try Self.extraSections { lines in
            let rule = try #require(lines.first { $0.hasPrefix("**不要创建自定义状态栏。**") })
            let end = try #require(lines.firstIndex(of: "## 导航栏"))
            lines.insert(contentsOf: ["## 状态栏", "", rule, "", "新的一段说明。", ""], at: end)
        }
        #expect(partial.count == 1)
        #expect(partial.first?.message.contains("repeats") == false)
    }

    /// The bar sections hold rules of the newer edition the English lacks: pasted twice, they were
    /// duplicate-rule errors (HD0319) at the first copy (three or four a section) instead of extra rules,
    /// and a copy the aligner paired hid its original's pair.
    @Test("A section pasted twice gives the page's findings and its one copy finding, no duplicate rules")
    func pastedTwiceKeepsRuleFindings() throws {
        // The section and rule findings: the copy repeats the other findings of its text (a link reference
        // without a definition, a term's renderings).
        let counted: Set<DiagnosticCode> = [.missingSection, .extraSection, .missingRule, .extraRule, .duplicateRule]
        func codes(_ diagnostics: [Diagnostic]) -> [String: Int] {
            Dictionary(
                diagnostics.filter { counted.contains($0.code) }.map { ($0.code.rawValue, 1) }, uniquingKeysWith: +)
        }
        var expected = codes(TranslationChecker.run(corpus: TestSupport.bundled.corpus).diagnostics)
        expected["HD0302", default: 0] += 1
        for (section, next) in [
            ("## 状态栏", "## 导航栏"), ("## 工具栏", "## 工具栏和导航栏按钮"), ("## 标签栏", "## 标签栏图标"),
            ("## 导航栏", "## 工具栏"),
        ] {
            let pasted = try TestSupport.checkBundledCopy(editing: "zh/bars.md") { lines in
                let start = try #require(lines.firstIndex(of: section))
                let end = try #require(lines.firstIndex(of: next))
                lines.insert(contentsOf: lines[start..<end], at: end)
            }.diagnostics
            #expect(!pasted.contains { $0.code == .duplicateRule }, "\(section)")
            // The navigation bar's copy also gave the aligner a second back button rule, which took the
            // English rule the first copy's appearance rule translates (an extra rule more): the copies
            // are left out of the pairing now.
            #expect(codes(pasted) == expected, "\(section)")
        }
    }

    @Test("A rule without a counterpart pasted twice: the first stays an extra rule, the copy is one HD0319")
    func unpairedRulePastedTwice() throws {
        let rule = "**考虑隐藏导航栏，当用户希望把重点放在内容。**如果这样做，一定要保证用户可用一个简单的动作恢复导航栏，比如轻触。"
        let pasted = try TestSupport.checkBundledCopy(editing: "zh/bars.md") { lines in
            let line = try #require(lines.firstIndex(of: rule))
            lines.insert(contentsOf: [rule, ""], at: line + 2)
        }.diagnostics
        let bundled = TranslationChecker.run(corpus: TestSupport.bundled.corpus).diagnostics
        let extra = { (findings: [Diagnostic]) in
            findings.filter { $0.code == .extraRule && $0.message.contains("考虑隐藏导航栏") }.map(\.location.line)
        }
        #expect(extra(bundled) == [102])
        #expect(extra(pasted) == [102])
        let duplicates = pasted.filter { $0.code == .duplicateRule }
        #expect(duplicates.map(\.location.line) == [104])
        #expect(duplicates.flatMap(\.related).map(\.line) == [102])
        #expect(pasted.count == bundled.count + 1)
    }

    @Test("The rules that repeat an earlier one word for word, among those asked about")
    func repeatedRulesLeftOutOfPairing() throws {
        let rules = ["a", "b", "a", "c", "b"].enumerated().map { index, lead in
            Rule(
                id: "zh/p/\(index)", document: "p", section: "zh/p/s", bar: nil, kind: .do, lead: lead, body: "",
                location: SourceLocation(line: index + 1, column: 1), blockIndex: index)
        }
        #expect(RuleCopies.repeats(Array(rules.indices), of: rules) == [2, 4])
        #expect(RuleCopies.repeats([0, 1, 3], of: rules).isEmpty)
    }

    @Test("A section of another's title whose rules differ is an extra section as before")
    func sameTitleOtherRules() throws {
        let extra = try Self.extraSections { lines in
            let end = try #require(lines.firstIndex(of: "## 导航栏"))
            lines.insert(contentsOf: ["## 状态栏", "", "**不要遮挡状态栏。**状态栏应始终可见。", ""], at: end)
        }
        #expect(extra.count == 1)
        #expect(
            extra.first?.message.hasPrefix(
                "extra section: “状态栏” (with 1 rule) has no counterpart in the English source") == true)
    }
}
