import Testing

@testable import HigDoc

/// `DocumentAnchors`: the unit that starts at a place of a document, as the site's body renderer asks.
@Suite("Document anchors")
struct DocumentAnchorsTests {
    /// A unit with a document and a place only.
    struct Placed: GraphUnit {
        var id: String { document }
        var document: String
        var location: HigDoc.SourceLocation
        init(_ document: String, _ location: HigDoc.SourceLocation) {
            (self.document, self.location) = (document, location)
        }
    }

    @Test("Each place finds the last unit of its document that starts there, whatever the units' order")
    func lookups() {
        func at(_ line: Int, _ column: Int) -> HigDoc.SourceLocation { .init(line: line, column: column) }
        // (document, place), positions 0...6; documents interleaved and out of place order.
        let units: [Placed] = [
            .init("en/b", at(9, 1)), .init("zh/b", at(3, 1)), .init("en/b", at(2, 4)), .init("en/b", at(9, 1)),
            .init("zh/b", at(3, 2)), .init("en/b", at(2, 1)), .init("en/b", at(9, 1)),
        ]
        let anchors = DocumentAnchors(units)
        let english = anchors.document("en/b")
        #expect(english.position(at: at(9, 1)) == 6)
        #expect(english.position(at: at(2, 1)) == 5 && english.position(at: at(2, 4)) == 2)
        #expect(english.position(at: at(3, 1)) == nil && english.position(at: at(1, 1)) == nil)
        #expect(english.position(at: at(10, 1)) == nil && english.position(at: at(2, 2)) == nil)
        let chinese = anchors.document("zh/b")
        #expect(chinese.position(at: at(3, 1)) == 1 && chinese.position(at: at(3, 2)) == 4)
        #expect(chinese.position(at: at(9, 1)) == nil)
        #expect(anchors.document("en/none").position(at: at(9, 1)) == nil)
        let empty = DocumentAnchors([Placed]())
        #expect(empty.document("en/b").position(at: at(1, 1)) == nil)
    }

    @Test("On the bundled graph every rule, item and section is found at its own place")
    func bundled() {
        let graph = TestSupport.bundled.graph
        let rules = DocumentAnchors(graph.rules)
        for (position, rule) in graph.rules.enumerated() {
            let found = rules.document(rule.document).position(at: rule.location)
            // The last unit of a place wins: a later rule may share it.
            #expect(found.map { $0 >= position && graph.rules[$0].location == rule.location } == true)
        }
        let sections = DocumentAnchors(graph.sections)
        #expect(
            graph.sections.indices.allSatisfy { position in
                let section = graph.sections[position]
                return sections.document(section.document).position(at: section.location) == position
            })
        #expect(graph.rules.count == 62 && graph.sections.count == 57)
    }
}
