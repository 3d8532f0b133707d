import Foundation
import Testing

@testable import HigDoc

/// A rule's list items in the XLIFF: each item's target is the translated item that says what it says,
/// wherever the translation lists it; an item without one has no target and stays `initial`.
@Suite("XLIFF list pairing")
struct XLIFFPartPairingTests {
    static let englishRule = RuleListTests.englishRule
    static let chineseRule = RuleListTests.chineseRule
    static let paragraph = "Users depend on the consistency of the system-provided status bar. Instead:"
    static let translatedParagraph = "用户会依赖于系统自带状态栏的一致性。可以："

    /// The fixture's rule “Don’t create a custom status bar.” with `english` items under it, and its
    /// translation with `chinese` items: its XLIFF unit.
    static func ruleUnit(english: [String], chinese: [String]) throws -> XLIFFDocument.Unit {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace(
            "en/bars.md", englishRule, with: englishRule + " Instead:\n\n" + english.map { "- \($0)\n" }.joined())
        try fixture.replace(
            "zh/bars.md", chineseRule, with: chineseRule + "可以：\n\n" + chinese.map { "- \($0)\n" }.joined())
        let document = try XLIFFExportTests.document(fixture.content)
        return try #require(document.files.first?.units.first { $0.id == "rule.don-t-create-a-custom-status-bar" })
    }

    static func listNotes(_ unit: XLIFFDocument.Unit) -> [String] {
        unit.notes.filter { $0.text.hasPrefix("list items") }.map(\.text)
    }

    /// Expects `unit`'s items (after the paragraph's segment) to have `targets`, each `translated` when it has
    /// one and `initial` when not, and `note` as the unit's list note.
    static func expectItems(
        _ unit: XLIFFDocument.Unit, _ targets: [String?], note: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(
            unit.segments.map { $0.target?.text } == [translatedParagraph] + targets, sourceLocation: sourceLocation)
        #expect(
            unit.segments.map(\.state) == [.translated] + targets.map { $0 == nil ? .initial : .translated },
            sourceLocation: sourceLocation)
        #expect(listNotes(unit) == [note], sourceLocation: sourceLocation)
    }

    static let threeWays = [
        "Hide it after 3 seconds.", "Show it again after 5 seconds.", "Keep it on the first 7 screens.",
    ]

    @Test("A translation that lists the ways 3-1-2: each item's target is the item with its number")
    func reorderedList() throws {
        let unit = try Self.ruleUnit(
            english: Self.threeWays, chinese: ["在前 7 个屏幕上保留它。", "3 秒后隐藏它。", "5 秒后再次显示它。"])
        #expect(unit.segments.map(\.source.text) == [Self.paragraph] + Self.threeWays)
        Self.expectItems(
            unit, ["3 秒后隐藏它。", "5 秒后再次显示它。", "在前 7 个屏幕上保留它。"],
            note:
                "list items paired by what they say: 1 → 2 (glossary:hide, number:3), 2 → 3 (number:5), 3 → 1 (number:7)"
        )
        #expect(unit.notes.first { $0.text.hasPrefix("list items") }?.priority == 10)
    }

    @Test("Items that differ by glossary term, reordered, pair by their terms")
    func reorderedByTerms() throws {
        let unit = try Self.ruleUnit(
            english: [
                "Let a toolbar extend under it.", "Let a tab bar extend under it.", "Tint it like the search bar.",
            ],
            chinese: ["像搜索栏一样给它着色。", "让工具栏延伸到它下面。", "让标签栏延伸到它下面。"])
        Self.expectItems(
            unit, ["让工具栏延伸到它下面。", "让标签栏延伸到它下面。", "像搜索栏一样给它着色。"],
            note:
                "list items paired by what they say: 1 → 2 (glossary:toolbar), 2 → 3 (glossary:tab-bar), 3 → 1 (glossary:search-bar)"
        )
    }

    @Test("A translation that drops an item: the others keep their targets, the dropped one has none")
    func droppedItem() throws {
        let unit = try Self.ruleUnit(english: Self.threeWays, chinese: ["在前 7 个屏幕上保留它。", "3 秒后隐藏它。"])
        Self.expectItems(
            unit, ["3 秒后隐藏它。", nil, "在前 7 个屏幕上保留它。"],
            note: "list items paired by what they say: 1 → 2 (glossary:hide, number:3), 2 → none, 3 → 1 (number:7)")
        #expect(XLIFFExportTests.findings(unit.notes) == ["HD0323"])
    }

    @Test("As many items, one dropped and one added: the place of the dropped one claims nothing")
    func droppedAndAddedItem() throws {
        let unit = try Self.ruleUnit(
            english: Self.threeWays, chinese: ["3 秒后隐藏它。", "在前 7 个屏幕上保留它。", "让用户自己选择。"])
        Self.expectItems(
            unit, ["3 秒后隐藏它。", nil, "在前 7 个屏幕上保留它。"],
            note:
                "list items paired by what they say: 1 → 1 (glossary:hide, number:3), 2 → none, 3 → 2 (number:7); the translation's 3 → none"
        )
    }

    @Test("In place, but the item there states another number: no target")
    func contradictedPlace() throws {
        let unit = try Self.ruleUnit(
            english: Self.threeWays, chinese: ["3 秒后隐藏它。", "9 秒后再次显示它。", "在前 7 个屏幕上保留它。"])
        Self.expectItems(
            unit, ["3 秒后隐藏它。", nil, "在前 7 个屏幕上保留它。"],
            note:
                "list items paired by what they say: 1 → 1 (glossary:hide, number:3), 2 → none, 3 → 3 (number:7); the translation's 2 → none"
        )
    }

    @Test("Items with no signals pair by their place, as many on each side; none when counts differ")
    func signallessItems() throws {
        let english = ["Ask people first.", "Let them choose.", "Respect the choice."]
        let chinese = ["先询问用户。", "让用户选择。", "尊重用户的选择。"]
        let unit = try Self.ruleUnit(english: english, chinese: chinese)
        #expect(unit.segments.map { $0.target?.text } == [Self.translatedParagraph] + chinese)
        #expect(unit.segments.allSatisfy { $0.state == .translated })
        #expect(Self.listNotes(unit) == [])
        // In the translation's order: nothing tells them apart, so the place is all there is.
        let reversed = try Self.ruleUnit(english: english, chinese: chinese.reversed())
        #expect(reversed.segments.map { $0.target?.text } == [Self.translatedParagraph] + chinese.reversed())
        let shorter = try Self.ruleUnit(english: english, chinese: Array(chinese.prefix(2)))
        #expect(shorter.segments.map { $0.target?.text } == [Self.translatedParagraph, nil, nil, nil])
        #expect(Self.listNotes(shorter) == [])
    }

    @Test("A table row's cells pair by their place, whatever they say")
    func tableRowCells() {
        func row(_ name: String, _ meaning: String, document: String) -> XLIFFUnitTable.Unit {
            XLIFFUnitTable.Unit(
                kind: .item, id: "\(document)/share", document: document, location: .init(line: 1, column: 1),
                contents: [.init(lead: nil, text: name), .init(lead: nil, text: meaning)])
        }
        let aligner = ListItemAligner(matcher: TermMatcher(glossary: TestSupport.bundled.corpus.glossary))
        let english = row("Toolbar 3", "Opens 5 toolbars", document: "en/bars")
        let swapped = row("打开 5 个工具栏", "工具栏 3", document: "zh/bars")
        let pairing = XLIFFPartPairing(english, target: swapped, items: aligner)
        #expect(pairing.targets == [0, 1])
        #expect(pairing.note == nil)
        #expect(XLIFFPartPairing(english, target: nil, items: aligner).targets == [nil, nil])
    }
}
