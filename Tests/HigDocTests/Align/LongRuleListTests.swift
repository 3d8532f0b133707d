import Foundation
import Testing

@testable import HigDoc

/// A page whose rules all sit under one heading, as many as the translation's: each rule is scored
/// against the rules it shares evidence with, not against all of them, and still finds its own.
@Suite struct LongRuleListTests {
    /// The check of a page whose `english` rules (paragraphs) are under `## Navigation Bar`, and of its
    /// translation's `chinese` rules under `## 导航栏`, with the bundled glossary.
    static func check(english: [String], chinese: [String]) -> TranslationChecker.Result {
        let root = try! TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try! TestSupport.write(
            "---\nid: bars\ntitle: Bars\nlang: en\nedition: iOS 7\nsource: x.txt\n---\n## Navigation Bar\n\n"
                + english.joined(separator: "\n"), to: "en/bars.md", under: root)
        try! TestSupport.write(
            "---\nid: bars\ntitle: 栏\nlang: zh\nedition: iOS 7\nsource: x.txt\ntranslates: bars\n---\n## 导航栏\n\n"
                + chinese.joined(separator: "\n"), to: "zh/bars.md", under: root)
        try! FileManager.default.copyItem(
            atPath: TestSupport.contentDirectory + "/glossary.yaml",
            toPath: root.appendingPathComponent("glossary.yaml").path)
        return TranslationChecker.run(corpus: try! Corpus.load(contentDirectory: root.path))
    }

    /// How many rules each side has: enough that every rule has hundreds of others in its bar.
    static let count = 400

    /// The check of a page of `count` rules, `Use a navigation bar number 2.` to `… number 401.`, whose
    /// translation lists them in the opposite order: only the numbers tell them apart (the bar is every
    /// rule's, and weighs nothing).
    static let result: TranslationChecker.Result = {
        let numbers = (0..<count).map { $0 + 2 }
        let english = numbers.map { "**Use a navigation bar number \($0).** It helps people \($0) times.\n" }
        let chinese = numbers.reversed().map { "**使用导航栏第 \($0) 号。** 它帮助人们 \($0) 次。\n" }
        return check(english: english, chinese: chinese)
    }()

    /// The check of a page of 300 rules that share nothing but the concept "control" / "控件", each told
    /// apart by a word of its own (letters in the English, ideographs in the Chinese), in the same order
    /// but for the English rule 10, whose translation is the last rule and which links as it does.
    static let sharedConceptResult: TranslationChecker.Result = {
        func word(_ index: Int, _ alphabet: [Character]) -> String {
            String([alphabet[index % 20], alphabet[index / 20 % 20]])
        }
        let (letters, ideographs) = (Array("abcdefghijklmnopqrst"), Array("甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉"))
        let link = "[UIControl](https://developer.apple.com/documentation/uikit/uicontrol)"
        let english = (0..<sharedConceptCount).map { index in
            "**Place the control \(word(index, letters)) with care.** People expect it\(index == 10 ? " (\(link))" : "").\n"
        }
        var chinese = (0..<sharedConceptCount).map { index in
            "**小心放置控件\(word(index, ideographs))。** 人们期待它\(index == 10 ? "（\(link)）" : "")。\n"
        }
        chinese.append(chinese.remove(at: 10))
        return check(english: english, chinese: chinese)
    }()
    static let sharedConceptCount = 300

    @Test("Hundreds of rules that share only one concept pair by their places, and a moved one by its link")
    func sharedConceptRulesAligned() throws {
        // Enough rules that the concept proposes only each rule's neighbours, and that the pairing is
        // solved over the candidates, not as a matrix.
        let count = Self.sharedConceptCount
        #expect(count > RuleAligner.EvidenceIndex.frequentConceptUnits)
        #expect(count * count > OptimalAssignment.denseCells)
        let alignment = try #require(Self.sharedConceptResult.alignments.first)
        let rules = alignment.rules.map { "\($0.source ?? "-") → \($0.translation ?? "-")" }
        #expect(rules.count == count)
        let pairs = rules.filter { !$0.hasPrefix("- →") && !$0.hasSuffix("→ -") }
        #expect(pairs.count == count)
        #expect(rules[0] == "en/bars/place-the-control-aa-with-care → zh/bars/小心放置控件甲甲")
        #expect(rules[10] == "en/bars/place-the-control-ka-with-care → zh/bars/小心放置控件子甲")
        #expect(
            alignment.rules[10].signals == [
                "glossary:control", "link:uicontrol", "code:UIControl", "term:uicontrol", "kind:do",
            ])
        #expect(rules[299] == "en/bars/place-the-control-to-with-care → zh/bars/小心放置控件酉辰")
        #expect(Self.sharedConceptResult.diagnostics.map(\.formatted) == [])
    }

    @Test("Every rule of a long list under one heading is paired with its own translation, by its number")
    func everyRuleAligned() throws {
        let alignment = try #require(Self.result.alignments.first)
        #expect(alignment.rules.count == Self.count)
        let expected = (0..<Self.count).map { index -> String in
            let number = index + 2
            return
                "en/bars/use-a-navigation-bar-number-\(number) → zh/bars/使用导航栏第-\(number)-号 number:\(number),kind:do"
        }
        #expect(
            alignment.rules.map {
                "\($0.source ?? "-") → \($0.translation ?? "-") \($0.signals.joined(separator: ","))"
            }
                == expected)
        #expect(alignment.rules.allSatisfy { $0.bar == "navigation-bar" && $0.confidence > 0.3 })
    }

    @Test("A long list of rules translated in another order has no finding")
    func noFindings() {
        #expect(Self.result.diagnostics.map(\.formatted) == [])
        #expect(
            Self.result.coverage.first { $0.scope == .bar && $0.id == "navigation-bar" }?.rules
                == Coverage.Ratio(aligned: Self.count, total: Self.count))
    }
}
