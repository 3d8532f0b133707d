import Foundation
import Testing

@testable import HigDoc

@Suite("Callouts")
struct CalloutRecognizerTests {
    /// Each callout of a page: its kind, its label as shown, and the plain text of its blocks.
    private static func callouts(_ markdown: String) throws -> [String] {
        try TestSupport.parse(markdown, lang: .zh).blocks.compactMap { block -> String? in
            guard case .callout(let callout) = block else { return nil }
            let text = callout.blocks.compactMap { block -> String? in
                if case .paragraph(let paragraph) = block { return paragraph.inlines.plainText }
                return nil
            }
            return "\(callout.kind.rawValue) \(callout.label): \(text.joined(separator: " / "))"
        }
    }

    @Test("GitHub's alerts are callouts: NOTE and TIP notes, IMPORTANT, WARNING and CAUTION important ones")
    func githubAlerts() throws {
        #expect(
            try Self.callouts(
                "> [!WARNING]\n> 不要创建多节的分段控件。\n\n> [!note]\n> Lower case.\n\n> [!TIP]\n> A.\n>\n> B.\n\n"
                    + "> [!Caution]\n> C.\n\n> [!IMPORTANT]\n> D.\n\n> [!UNKNOWN]\n> stays a quote\n\n"
                    + "> [!NOTE] not alone on its line: a quote, as on GitHub\n")
                == [
                    "important Warning: 不要创建多节的分段控件。", "note Note: Lower case.", "note Tip: A. / B.",
                    "important Caution: C.", "important Important: D.",
                ])
        // An alert over a table: the table is the callout's.
        let document = try TestSupport.parse("> [!WARNING]\n> | a | b |\n> |---|---|\n> | 1 | 2 |\n", lang: .zh)
        guard case .callout(let callout)? = document.blocks.first, case .table(let table)? = callout.blocks.first else {
            Issue.record("no callout with a table: \(document.blocks)")
            return
        }
        #expect(callout.label == "Warning")
        #expect(table.caption.isEmpty)
        #expect(table.rows.map { $0.cells.map(\.inlines.plainText) } == [["1", "2"]])
        // A tab after the `>` is the space after it; lazy lines (no `>`) go on the paragraph, as in GFM.
        let tabbed = try TestSupport.parse("> [!WARNING]\n>\t| a | b |\n>\t|---|---|\n>\t| 1 | 2 |\n", lang: .zh)
        guard case .callout(let tabbedCallout)? = tabbed.blocks.first, case .table? = tabbedCallout.blocks.first else {
            Issue.record("no callout with a table: \(tabbed.blocks)")
            return
        }
        #expect(
            HTMLBodyRenderer.render(try TestSupport.parse("> Some text\n| a | b |\n|---|---|\n").blocks)
                == "<blockquote>\n<p>Some text\n| a | b |\n|---|---|</p>\n</blockquote>\n")
    }

    @Test("A label in bold opens a callout, on the text's line or its own; a bold lead that is no label does not")
    func boldLabels() throws {
        #expect(
            try Self.callouts(
                "> **要点：** 不要创建多节。\n\n> **要点**\n> 不要创建多节。\n\n> **Note**: keep it short.\n\n"
                    + "> **不要创建自定义状态栏。**用户会依赖于系统状态栏。\n\n"
                    // A sentence that opens with the label's word, in bold, is no label.
                    + "> **Note** that the API changed.\n\n> **注意**事项很多。\n")
                == ["important 要点: 不要创建多节。", "important 要点: 不要创建多节。", "note Note: keep it short."])
    }

    /// The translation's `>要点` callout written as a GitHub alert: the same note, no bracketed name
    /// taken for a lost link (HD0109), nothing else changed.
    @Test("The bundled translation's callout written as an alert keeps its note and says nothing")
    func bundledAlert() throws {
        let (root, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = try TranslationChecker.run(index: ContentIndex.discover(contentDirectory: content))
        try TestSupport.editLines(of: content + "/zh/bars.md") { lines in
            #expect(lines[98].hasPrefix(">要点"))
            lines[98] = "> [!WARNING]"
            lines[99] = "> " + lines[99]
        }
        let after = try TranslationChecker.run(index: ContentIndex.discover(contentDirectory: content))
        #expect(after.diagnostics.map(\.code) == before.diagnostics.map(\.code))
        let notes = GuidelineGraph.build(try Corpus.load(contentDirectory: content)).notes.filter {
            $0.document == "zh/bars"
        }
        #expect(notes.count == 9)
    }
}
