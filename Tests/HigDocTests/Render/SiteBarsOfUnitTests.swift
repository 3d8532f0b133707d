import Testing

@testable import HigDoc

/// `SiteContext.belongs(_:to:)` and `bars(ofUnit:)`: a rule belongs to its own bar and its section's
/// bars, an item and a section to their bars, kept as one bit per bar.
@Suite("Bars of a unit")
struct SiteBarsOfUnitTests {
    @Test("Every bundled unit belongs to exactly the bars its definition gives")
    func bundled() {
        let context = SiteTestSupport.bundled.builder.context
        let graph = context.graph
        var memberships = 0
        func expectBars(_ id: String, _ expected: Set<String>) {
            #expect(Set(context.bars(ofUnit: id)) == expected, "\(id)")
            for bar in Glossary.barIDs {
                #expect(context.belongs(id, to: bar) == expected.contains(bar), "\(id) \(bar)")
            }
            memberships += expected.count
        }
        for rule in graph.rules {
            let section = graph.sections.first { $0.id == rule.section }
            expectBars(rule.id, Set((rule.bar.map { [$0] } ?? []) + (section?.bars ?? [])))
        }
        for item in graph.systemItems { expectBars(item.id, Set(item.bars)) }
        for section in graph.sections { expectBars(section.id, Set(section.bars)) }
        #expect(memberships == 208)
        #expect(context.bars(ofUnit: "en/none").isEmpty && !context.belongs("en/none", to: "tab-bar"))
        #expect(!context.belongs(graph.rules[0].id, to: "no-such-bar"))
    }

    @Test("A bar's bit is its place in the glossary's bars; anything else has none")
    func bits() {
        #expect(Glossary.barIDs.map(SiteContext.barBit) == [1, 2, 4, 8, 16, 32])
        #expect(SiteContext.barMask(["tab-bar", "status-bar", "tab-bar", "bars"]) == 9)
        #expect(SiteContext.barMask([]) == 0 && SiteContext.barBit("") == 0)
    }
}
