import Testing

@testable import HigDoc

/// `DocumentAnchors`: the unit that starts at a place of a document, as the site's body renderer asks.
@Suite("Document anchors")
struct DocumentAnchorsTests {
    @Test("Each place finds the last unit of its document that starts there, whatever the units' order")
    func lookups() {
        func at(_ line: Int, _ column: Int) -> HigDoc.SourceLocation { .init(line: line, column: column) }
        // (document, place), positions 0...6; documents interleaved and out of place order.
        let units: [(String, HigDoc.SourceLocation)] = [
            ("en/b", at(9, 1)), ("zh/b", at(3, 1)), ("en/b", at(2, 4)), ("en/b", at(9, 1)),
            ("zh/b", at(3, 2)), ("en/b", at(2, 1)), ("en/b", at(9, 1)),
        ]
        let anchors = DocumentAnchors(units, document: \.0, location: \.1)
        let english = anchors.document("en/b")
        #expect(english.position(at: at(9, 1)) == 6)
        #expect(english.position(at: at(2, 1)) == 5 && english.position(at: at(2, 4)) == 2)
        #expect(english.position(at: at(3, 1)) == nil && english.position(at: at(1, 1)) == nil)
        #expect(english.position(at: at(10, 1)) == nil && english.position(at: at(2, 2)) == nil)
        let chinese = anchors.document("zh/b")
        #expect(chinese.position(at: at(3, 1)) == 1 && chinese.position(at: at(3, 2)) == 4)
        #expect(chinese.position(at: at(9, 1)) == nil)
        #expect(anchors.document("en/none").position(at: at(9, 1)) == nil)
        let empty = DocumentAnchors([(String, HigDoc.SourceLocation)](), document: \.0, location: \.1)
        #expect(empty.document("en/b").position(at: at(1, 1)) == nil)
    }

    @Test("On the bundled graph every rule, item and section is found at its own place")
    func bundled() {
        let graph = TestSupport.bundled.graph
        let rules = DocumentAnchors(graph.rules, document: \.document, location: \.location)
        for (position, rule) in graph.rules.enumerated() {
            let found = rules.document(rule.document).position(at: rule.location)
            // The last unit of a place wins: a later rule may share it.
            #expect(found.map { $0 >= position && graph.rules[$0].location == rule.location } == true)
        }
        let sections = DocumentAnchors(graph.sections, document: \.document, location: \.location)
        #expect(
            graph.sections.indices.allSatisfy { position in
                let section = graph.sections[position]
                return sections.document(section.document).position(at: section.location) == position
            })
        #expect(graph.rules.count == 66 && graph.sections.count == 57)
    }
}
