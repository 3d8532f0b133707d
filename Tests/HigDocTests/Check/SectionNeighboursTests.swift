import Testing

@testable import HigDoc

/// The sections right around a section: its parent and its direct subsections.
@Suite struct SectionNeighboursTests {
    static func section(_ id: String, level: Int, parent: String?, document: String = "zh/bars") -> Section {
        Section(
            id: id, document: document, title: id, level: level, anchor: nil, concept: nil, isBarSection: false,
            bars: [], parent: parent, location: SourceLocation(line: 1, column: 1), blockStart: 0, blockEnd: 0)
    }

    static let sections = UnitIndex([
        section("chapter", level: 1, parent: nil),
        section("toolbar", level: 2, parent: "chapter"),
        section("items", level: 3, parent: "toolbar"),
        section("item-icons", level: 4, parent: "items"),
        section("buttons", level: 3, parent: "toolbar"),
        section("tab-bar", level: 2, parent: "chapter"),
        section("other-chapter", level: 1, parent: nil, document: "zh/search"),
        section("other-section", level: 2, parent: "other-chapter", document: "zh/search"),
    ])

    @Test("A section's parent, then its subsections in page order; not their subsections nor its siblings")
    func parentAndSubsections() {
        #expect(SectionNeighbours.of(["toolbar"], in: Self.sections) == ["chapter", "items", "buttons"])
        #expect(SectionNeighbours.of(["chapter"], in: Self.sections) == ["toolbar", "tab-bar"])
        #expect(SectionNeighbours.of(["item-icons"], in: Self.sections) == ["items"])
        #expect(SectionNeighbours.of(["tab-bar"], in: Self.sections) == ["chapter"])
        #expect(SectionNeighbours.of(["other-chapter"], in: Self.sections) == ["other-section"])
    }

    @Test("Sections asked about together are none of each other's neighbours, and each neighbour comes once")
    func severalSections() {
        #expect(SectionNeighbours.of(["toolbar", "items"], in: Self.sections) == ["chapter", "buttons", "item-icons"])
        #expect(SectionNeighbours.of(["items", "buttons"], in: Self.sections) == ["toolbar", "item-icons"])
        #expect(SectionNeighbours.of(["unknown"], in: Self.sections) == [])
    }
}
