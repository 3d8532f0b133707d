import Foundation
import Testing

@testable import HigDoc

/// HD0312 on a page that renders one UI term three ways, counted and ordered as a translator reads them.
@Suite("inconsistent term translation")
struct InconsistentTermTranslationCheckTests {
    /// The check's findings for a Chinese page whose body is `body`, beside an English page, with one UI
    /// term (`widget`) that the glossary renders as 首选, 偏好 or 设定 (preferred in that order).
    static func findings(_ body: String) throws -> [Diagnostic] {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ relative: String, _ text: String) throws { try TestSupport.write(text, to: relative, under: root) }
        try write(
            "glossary.yaml",
            """
            version: 1
            concepts:
              - {id: toolbar, kind: bar, en: [toolbar], zh: [工具栏]}
              - {id: widget, kind: ui-term, en: [widget], zh: [首选, 偏好, 设定]}
            ruleKinds:
              dont: {en: [avoid], zh: [避免]}
              consider: {en: [consider], zh: [考虑]}

            """)
        try write(
            "en/a.md",
            """
            ---
            id: a
            title: Toolbars
            lang: en
            edition: iOS 7
            source: fixture
            ---
            # Toolbars

            ## Toolbar

            A widget in a toolbar.

            """)
        try write(
            "zh/a.md",
            """
            ---
            id: a-zh
            title: 工具栏
            lang: zh
            edition: iOS 8
            source: fixture
            translates: a
            ---
            # 工具栏

            ## 工具栏

            \(body)

            """)
        let corpus = try Corpus.load(contentDirectory: root.path)
        let result = TranslationChecker.run(corpus: corpus)
        return result.diagnostics.filter { $0.code == .inconsistentTermTranslation }
    }

    /// Two renderings used twice each, the preferred one once: the tie goes to the first of the two in
    /// string order (偏好 before 设定), whatever order a dictionary would list them in.
    @Test("A tie between renderings the glossary does not prefer goes to the first in string order")
    func tieBetweenMinorityRenderings() throws {
        let found = try Self.findings("设定一。偏好二。\n\n首选三。设定四。偏好五。")
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(
            finding.message
                == "term translated inconsistently: “widget” is rendered as 偏好 (2×), 设定 (2×), 首选 (1×); consider using “偏好” throughout"
        )
        // The first use of a rendering other than the majority's: 设定, at the start of the first line.
        #expect(finding.location.line == 13)
        #expect(finding.location.column == 1)
        #expect(finding.related.map(\.line) == [13, 15, 15])
    }

    /// The preferred rendering wins a tie for the most uses.
    @Test("The preferred rendering wins a tie for the most uses")
    func preferredWinsTie() throws {
        let found = try Self.findings("设定一。首选二。\n\n设定三。首选四。")
        let finding = try #require(found.first)
        #expect(
            finding.message
                == "term translated inconsistently: “widget” is rendered as 首选 (2×), 设定 (2×); consider using “首选” throughout"
        )
    }
}
