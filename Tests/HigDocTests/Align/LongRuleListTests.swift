import Foundation
import Testing

@testable import HigDoc

/// A page whose rules all sit under one heading, as many as the translation's: each rule is scored
/// against the rules it shares evidence with, not against all of them, and still finds its own.
@Suite struct LongRuleListTests {
    /// How many rules each side has: enough that every rule has hundreds of others in its bar.
    static let count = 400

    /// The check of a page of `count` rules, `Use a navigation bar number 2.` to `… number 401.`, whose
    /// translation lists them in the opposite order: only the numbers tell them apart (the bar is every
    /// rule's, and weighs nothing).
    static let result: TranslationChecker.Result = {
        let root = try! TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let numbers = (0..<count).map { $0 + 2 }
        let english = numbers.map { "**Use a navigation bar number \($0).** It helps people \($0) times.\n" }
        let chinese = numbers.reversed().map { "**使用导航栏第 \($0) 号。** 它帮助人们 \($0) 次。\n" }
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
    }()

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
