import Foundation
import Testing

@testable import HigDoc

/// A translated bar heading that keeps the English name in parentheses, as the translation's tables do
/// (`分享（Action）`), names the same bar: `## 导航栏（Navigation Bar）` made the section no bar's, and its
/// rules lost their English counterparts (three missing rules became one missing section and five extra
/// rules).
@Suite("parenthesized headings")
struct ParenthesizedHeadingTests {
    @Test("A heading with the English name in parentheses is its bar's or topic's section")
    func glossaryConcept() throws {
        let glossary = TestSupport.bundled.corpus.glossary
        #expect(glossary.concept(matchingHeading: "导航栏（Navigation Bar）", language: .zh)?.id == "navigation-bar")
        #expect(glossary.concept(matchingHeading: "工具栏 (Toolbar)", language: .zh)?.id == "toolbar")
        #expect(glossary.concept(matchingHeading: "Search Bars (UIKit)", language: .en)?.id == "search-bar")
        // The part before the parentheses names it; the parenthesized part alone names nothing: a subsection
        // `### 示例（Toolbar）` of the navigation bar took the toolbar's section from the real one.
        #expect(glossary.concept(matchingHeading: "示例（Toolbar）", language: .zh) == nil)
        #expect(glossary.concept(matchingHeading: "导航条（Navigation Bar）", language: .zh) == nil)
        #expect(glossary.concept(matchingHeading: "工具栏和导航栏按钮（Bar Buttons）", language: .zh)?.id == "bar-buttons")
        // Parentheses that do not end the heading, or hold nothing, name nothing more.
        #expect(glossary.concept(matchingHeading: "导航栏（Navigation Bar）的外观", language: .zh) == nil)
        #expect(glossary.concept(matchingHeading: "导航栏（ ）", language: .zh) == nil)
        #expect(glossary.concept(matchingHeading: "（Navigation Bar）", language: .zh) == nil)
    }

    @Test("The bundled translation with English names in its bar headings: the same findings at the same lines")
    func bundledFindingsUnchanged() throws {
        let (root, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        func findings() throws -> [String] {
            let result = TranslationChecker.run(corpus: try Corpus.load(contentDirectory: content))
            return result.diagnostics.map {
                "\($0.code.rawValue) \(URL(fileURLWithPath: $0.location.file).lastPathComponent):\($0.location.line)"
            }
            .sorted()
        }
        let before = try findings()
        try TestSupport.editLines(of: content + "/zh/bars.md") { lines in
            for (heading, english) in [("## 导航栏", "（Navigation Bar）"), ("## 工具栏", " (Toolbar)")] {
                let index = try #require(lines.firstIndex(of: heading))
                lines[index] += english
            }
        }
        let after = try findings()
        #expect(before.count == 107)
        #expect(after == before)
    }
}
