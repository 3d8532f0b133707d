import Foundation
import Testing

@testable import HigDoc

/// A section pasted twice: its second copy was an extra section that "has no counterpart in the English
/// source", and only some of its rules were reported as repeated.
@Suite("repeated sections")
struct RepeatedSectionTests {
    @Test("A section that repeats the one above it, rule for rule, is said to be a copy, with the first copy's place")
    func pastedTwice() throws {
        let (root, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        try TestSupport.editLines(of: content + "/zh/bars.md") { lines in
            let start = try #require(lines.firstIndex(of: "## 状态栏"))
            let end = try #require(lines.firstIndex(of: "## 导航栏"))
            lines.insert(contentsOf: lines[start..<end], at: end)
        }
        let diagnostics = TranslationChecker.run(corpus: try Corpus.load(contentDirectory: content)).diagnostics
        let extra = diagnostics.filter { $0.code == .extraSection }
        #expect(
            extra.map(\.message) == [
                "extra section: “状态栏” (with 7 rules) repeats the section “状态栏” above it, rule for rule; remove one of the two copies"
            ])
        #expect(extra.first?.location.line == 51)
        #expect(extra.first?.related.map(\.line) == [12])
    }

    @Test("A section of another's title whose rules differ is an extra section as before")
    func sameTitleOtherRules() throws {
        let (root, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        try TestSupport.editLines(of: content + "/zh/bars.md") { lines in
            let end = try #require(lines.firstIndex(of: "## 导航栏"))
            lines.insert(contentsOf: ["## 状态栏", "", "**不要遮挡状态栏。**状态栏应始终可见。", ""], at: end)
        }
        let diagnostics = TranslationChecker.run(corpus: try Corpus.load(contentDirectory: content)).diagnostics
        let extra = diagnostics.filter { $0.code == .extraSection }
        #expect(extra.count == 1)
        #expect(
            extra.first?.message.hasPrefix(
                "extra section: “状态栏” (with 1 rule) has no counterpart in the English source") == true)
    }
}
