import Testing

@testable import HigDoc

/// A section's ancestors, worked out once, are what walking up its parents gives.
@Suite struct SectionAncestryTests {
    static func section(_ id: String, parent: String?) -> Section {
        Section(
            id: id, document: "d", title: id, level: 2, anchor: nil, concept: nil, isBarSection: false, bars: [],
            parent: parent, location: SourceLocation(line: 1, column: 1), blockStart: 0, blockEnd: 1)
    }

    /// Walking up the parents one lookup at a time: every parent id (`includingOutside`), or only those
    /// the index has.
    static func walked(_ id: String, _ index: UnitIndex<Section>, includingOutside: Bool) -> [String] {
        var found: [String] = []
        var current = index[id]?.parent
        while let parent = current {
            guard let next = index[parent] else {
                if includingOutside { found.append(parent) }
                break
            }
            found.append(parent)
            current = next.parent
        }
        return found
    }

    @Test func chainsOfNestedSectionsAndAParentOutsideTheIndex() {
        let index = UnitIndex([
            Self.section("top", parent: nil), Self.section("mid", parent: "top"), Self.section("low", parent: "mid"),
            Self.section("stray", parent: "gone"), Self.section("under-stray", parent: "stray"),
            Self.section("mid", parent: "elsewhere"),
        ])
        let ancestry = SectionAncestry(index)
        #expect(ancestry.ancestors(of: "low") == ["mid", "top"])
        #expect(ancestry.parentChain(of: "low") == ["mid", "top"])
        #expect(ancestry.ancestors(of: "top").isEmpty)
        #expect(ancestry.ancestors(of: "under-stray") == ["stray"])
        #expect(ancestry.parentChain(of: "under-stray") == ["stray", "gone"])
        #expect(ancestry.ancestors(of: "stray").isEmpty)
        #expect(ancestry.parentChain(of: "stray") == ["gone"])
        #expect(ancestry.ancestors(of: "no-such-section").isEmpty)
        // A repeated id answers for the first section of that id, as the index does.
        #expect(ancestry.ancestors(of: "mid") == ["top"])
    }

    @Test func parentsThatLoopEndAfterAsManyStepsAsThereAreSections() {
        let index = UnitIndex([Self.section("a", parent: "b"), Self.section("b", parent: "a")])
        #expect(SectionAncestry(index).parentChain(of: "a") == ["b", "a"])
    }

    @Test func everySectionOfTheBundledGraphAsWalked() {
        let index = UnitIndex(TestSupport.bundled.graph.sections)
        let ancestry = SectionAncestry(index)
        var nested = 0
        for section in TestSupport.bundled.graph.sections {
            let ancestors = ancestry.ancestors(of: section.id)
            #expect(ancestors == Self.walked(section.id, index, includingOutside: false), "\(section.id)")
            #expect(ancestry.parentChain(of: section.id) == Self.walked(section.id, index, includingOutside: true))
            if ancestors.count >= 2 { nested += 1 }
        }
        #expect(TestSupport.bundled.graph.sections.count == 57)
        #expect(nested == 23)
    }
}
