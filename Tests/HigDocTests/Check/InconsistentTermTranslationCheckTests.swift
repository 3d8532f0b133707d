import Foundation
import Testing

@testable import HigDoc

/// HD0312 on a page that renders one UI term three ways, counted and ordered as a translator reads them.
@Suite("inconsistent term translation")
struct InconsistentTermTranslationCheckTests {
    /// The check's findings for a Chinese page whose body is `body`, beside an English page, with one UI
    /// term (`widget`) that the glossary renders as 首选, 偏好 or 设定 (preferred in that order).
    static func findings(_ body: String, english: String = "A widget in a toolbar.") throws -> [Diagnostic] {
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

            \(english)

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

    /// Two renderings used twice each, the preferred one once: the preferred one is advised all the same,
    /// and the others follow it by their uses, a tie in string order (偏好 before 设定), whatever order a
    /// dictionary would list them in.
    @Test("The glossary's preferred rendering is advised though others are used more; a tie lists in string order")
    func tieBetweenMinorityRenderings() throws {
        let found = try Self.findings("设定一。偏好二。\n\n首选三。设定四。偏好五。")
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(
            finding.message
                == "term translated inconsistently: “widget” is rendered as 首选 (1×), 偏好 (2×), 设定 (2×); consider using “首选”, the glossary's preferred rendering, throughout"
        )
        // The first use of a rendering other than the preferred one: 设定, at the start of the first line;
        // related, the preferred one's use, then the other renderings' uses.
        #expect(finding.location.line == 13)
        #expect(finding.location.column == 1)
        #expect(finding.related.map(\.line) == [15, 13, 15, 15])
    }

    /// A word in a rule whose English counterpart lacks the term renders something else; in one whose
    /// English has it, it is a rendering.
    @Test("A word counts as a rendering only where the aligned English unit has the term, or nothing is aligned")
    func renderingNeedsTheTermInTheCounterpart() throws {
        let chinese = "**避免在工具栏中使用首选。**它太挤。\n\n**考虑使用 3 个菜单。**设定很快。"
        let without = "**Avoid a widget in a toolbar.** It crowds it.\n\n**Consider 3 menus.** They are quick."
        #expect(try Self.findings(chinese, english: without).isEmpty)
        let with = "**Avoid a widget in a toolbar.** It crowds it.\n\n**Consider 3 widget menus.** They are quick."
        let finding = try #require(try Self.findings(chinese, english: with).first)
        #expect(
            finding.message
                == "term translated inconsistently: “widget” is rendered as 首选 (1×), 设定 (1×); consider using “首选”, the glossary's preferred rendering, throughout"
        )
        #expect(finding.location.line == 15)
        // Prose aligned to nothing still counts.
        #expect(try Self.findings(chinese + "\n\n设定在此。", english: without).map(\.location.line) == [17])
        #expect(try Self.findings("首选一。\n\n" + chinese, english: without).isEmpty)
        #expect(try Self.findings("设定一。\n\n" + chinese, english: without).count == 1)
    }

    /// The bundled translation: 横向 in 横向常规 (a size class) and in a rule whose English says "On iPad"
    /// renders no "landscape", 模态窗口 is a modal view, and 模式 is the glossary's word for a mode.
    @Test("The bundled translation's inconsistent terms, where each starts and what each advises")
    func bundled() {
        let found = BundledAlignmentTests.result.diagnostics.filter { $0.code == .inconsistentTermTranslation }
        let summary = found.map { finding in
            "\(finding.location.line):\(finding.location.column) "
                + finding.message.replacingOccurrences(of: "term translated inconsistently: ", with: "")
        }
        #expect(
            summary == [
                "67:5 “tint color” is rendered as 着色 (2×), 染色 (1×); consider using “着色”, the glossary's preferred rendering, throughout",
                "153:81 “system-provided” is rendered as 系统自带 (3×), 系统提供 (1×); consider using “系统自带”, the glossary's preferred rendering, throughout",
                "176:19 “mode” is rendered as 模式 (4×), 模态 (4×); consider using “模式”, the glossary's preferred rendering, throughout",
                "207:14 “more tab” is rendered as 更多标签 (2×), 更多这一标签 (1×); consider using “更多标签”, the glossary's preferred rendering, throughout",
                "209:6 “landscape” is rendered as 横向 (1×), 横屏 (3×); consider using “横向”, the glossary's preferred rendering, throughout",
                "255:28 “tap” is rendered as 轻触 (3×), 点击 (1×), 轻点 (1×); consider using “轻触”, the glossary's preferred rendering, throughout",
            ])
    }

    /// Two renderings, neither the glossary's preferred: the preferred one is advised all the same (the
    /// first review of the fifty-ninth session's change found the less used of the two called preferred).
    @Test("The glossary's preferred rendering is advised when the page uses two others")
    func preferredAdvisedWhenUnused() throws {
        let finding = try #require(try Self.findings("设定一。设定二。\n\n偏好三。").first)
        #expect(
            finding.message
                == "term translated inconsistently: “widget” is rendered as 设定 (2×), 偏好 (1×); consider using “首选”, the glossary's preferred rendering, throughout"
        )
        // The other uses: no use of the preferred one to show first.
        #expect(finding.location.line == 13)
        #expect(finding.related.map(\.line) == [13, 15])
    }

    /// The preferred rendering wins a tie for the most uses.
    @Test("The preferred rendering wins a tie for the most uses")
    func preferredWinsTie() throws {
        let found = try Self.findings("设定一。首选二。\n\n设定三。首选四。")
        let finding = try #require(found.first)
        #expect(
            finding.message
                == "term translated inconsistently: “widget” is rendered as 首选 (2×), 设定 (2×); consider using “首选”, the glossary's preferred rendering, throughout"
        )
    }
}
