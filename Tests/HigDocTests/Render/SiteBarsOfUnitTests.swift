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
        #expect(memberships == 204)
        // A rule's bits by its position are the bits its id looks up.
        for position in graph.rules.indices {
            #expect(context.barMask(ofRuleAt: position) == context.barMask(ofUnit: graph.rules[position].id))
        }
        #expect(graph.rules.indices.filter { context.barMask(ofRuleAt: $0) != 0 }.count == 62)
        #expect(context.bars(ofUnit: "en/none").isEmpty && !context.belongs("en/none", to: "tab-bar"))
        #expect(!context.belongs(graph.rules[0].id, to: "no-such-bar"))
    }

    @Test("Each bar page counts the rules and items of the documents it shows, as its definition counts them")
    func barCounts() {
        let context = SiteTestSupport.bundled.builder.context
        // The definition: a unit counts on a bar page of a language when it belongs to the bar and the
        // page shows its document; every bar page is counted, if only as zero.
        var expected: [Language: [String: (rules: Int, items: Int)]] = [:]
        for (language, bars) in context.placement.barPartDocuments {
            for (bar, documents) in bars {
                let rules = context.graph.rules.filter {
                    documents.contains($0.document) && context.bars(ofUnit: $0.id).contains(bar)
                }
                let items = context.graph.systemItems.filter {
                    documents.contains($0.document) && $0.bars.contains(bar)
                }
                expected[language, default: [:]][bar] = (rules.count, items.count)
            }
        }
        let counts = SiteBuilder.barCounts(context)
        #expect(counts.keys.sorted() == expected.keys.sorted())
        var rules = 0
        var items = 0
        for (language, bars) in expected {
            #expect(counts[language]?.keys.sorted() == bars.keys.sorted())
            for (bar, count) in bars {
                #expect(counts[language]?[bar]?.rules == count.rules, "\(language) \(bar)")
                #expect(counts[language]?[bar]?.items == count.items, "\(language) \(bar)")
                rules += count.rules
                items += count.items
            }
        }
        #expect(counts.values.map(\.count).reduce(0, +) == 12)
        #expect(rules == 62 && items == 86)
    }

    @Test("The home pages' counts are each language's rules and items, in all and per bar, by definition")
    func unitCounts() {
        let context = SiteTestSupport.bundled.builder.context
        let counts = UnitCounts(context: context)
        var total = 0
        for language in Language.allCases {
            let rules = context.graph.rules.filter { context.documentInfos[$0.document]?.lang == language }
            let items = context.graph.systemItems.filter { context.documentInfos[$0.document]?.lang == language }
            #expect(counts.rules[language] ?? 0 == rules.count)
            #expect(counts.items[language] ?? 0 == items.count)
            for bar in context.graph.bars.map(\.id) {
                let barRules = rules.filter { context.bars(ofUnit: $0.id).contains(bar) }.count
                let barItems = items.filter { $0.bars.contains(bar) }.count
                #expect(counts.rules(language, bar: bar) == barRules, "\(language) \(bar)")
                #expect(counts.items(language, bar: bar) == barItems, "\(language) \(bar)")
                total += barRules + barItems
            }
        }
        #expect(total == 148)
        #expect(counts.rules == [.en: 35, .zh: 27] && counts.items == [.en: 29, .zh: 31])
        #expect(counts.rules(.en, bar: "no-such-bar") == 0)
    }

    @Test("Each aligned pair's bars, worked out once, are those `belongs` gives it")
    func pairs() {
        let context = SiteTestSupport.bundled.builder.context
        var memberships = 0
        for (position, alignment) in context.input.alignments.enumerated() {
            let bars = context.alignmentBars[position]
            let kinds = [alignment.sections, alignment.rules, alignment.systemItems]
            #expect(bars.kinds.map(\.count) == kinds.map(\.count))
            for (kind, pairs) in kinds.enumerated() {
                for (index, pair) in pairs.enumerated() {
                    for bar in Glossary.barIDs {
                        let belongs = context.belongs(pair, to: bar)
                        #expect((bars.kinds[kind][index] & UnitBars.bit(bar) != 0) == belongs, "\(pair) \(bar)")
                        if belongs { memberships += 1 }
                    }
                }
            }
            #expect(bars.all == bars.kinds.joined().reduce(0, |))
        }
        #expect(memberships == 105)
        for bar in Glossary.barIDs {
            let expected = context.input.alignments.indices.filter { index in
                let alignment = context.input.alignments[index]
                return [alignment.sections, alignment.rules, alignment.systemItems].contains { pairs in
                    pairs.contains { context.belongs($0, to: bar) }
                }
            }
            #expect((context.parallelAlignments[bar] ?? []) == expected, "\(bar)")
        }
    }

    @Test("A bar's bit is its place in the glossary's bars; anything else has none")
    func bits() {
        #expect(Glossary.barIDs.map(UnitBars.bit) == [1, 2, 4, 8, 16, 32])
        #expect(UnitBars.mask(["tab-bar", "status-bar", "tab-bar", "bars"]) == 9)
        #expect(UnitBars.mask([]) == 0 && UnitBars.bit("") == 0)
    }

    @Test("A unit's route by its position is its route(of:), for every bundled section, rule and item")
    func routesByPosition() {
        let context = SiteTestSupport.bundled.builder.context
        let graph = context.graph
        #expect(
            graph.sections.indices.allSatisfy {
                context.route(ofSectionAt: $0) == context.route(of: graph.sections[$0])
            })
        #expect(graph.rules.indices.allSatisfy { context.route(ofRuleAt: $0) == context.route(of: graph.rules[$0]) })
        #expect(
            graph.systemItems.indices.allSatisfy {
                context.route(ofItemAt: $0) == context.route(of: graph.systemItems[$0])
            })
        // Not all on one page: the routes tell the units apart.
        #expect(Set(graph.rules.indices.map { context.route(ofRuleAt: $0) }).count > 4)
    }
}

/// `UnitBars` where units share an id: the first of a kind wins, then a rule over an item over a section.
@Suite("Bars of units that share an id")
struct UnitBarsCollisionTests {
    static func section(_ id: String, _ bars: [String]) -> Section {
        Section(
            id: id, document: "en/d", title: id, level: 2, anchor: nil, concept: nil, isBarSection: true, bars: bars,
            parent: nil, location: SourceLocation(line: 1, column: 1), blockStart: 0, blockEnd: 1)
    }
    static func rule(_ id: String, bar: String?, section: String) -> Rule {
        Rule(
            id: id, document: "en/d", section: section, bar: bar, kind: .do, lead: "Do.", body: "",
            location:
                SourceLocation(line: 2, column: 1), blockIndex: 1)
    }
    static func item(_ id: String, _ bars: [String]) -> SystemItem {
        SystemItem(
            id: id, document: "en/d", section: "en/d/s", kind: .barButtonItem, concept: nil, name: id,
            localizedName: id,
            meaning: "", image: nil, symbol: nil, bars: bars, location: SourceLocation(line: 3, column: 1), index: 0)
    }

    @Test("A rule's bars win over an item's, an item's over a section's; the first unit of a kind stays")
    func precedence() {
        let graph = Self.collidingGraph
        let bars = UnitBars(graph, sectionIndex: UnitIndex(graph.sections))
        func named(_ id: String) -> Set<String> {
            Set(Glossary.barIDs.filter { bars.mask(of: id) & UnitBars.bit($0) != 0 })
        }
        #expect(named("x") == ["tab-bar", "search-bar"])
        #expect(named("y") == ["toolbar"])
        #expect(named("z") == ["status-bar"])
        #expect(named("r") == ["search-bar"])
        #expect(named("w") == ["tab-bar"])
        #expect(named("en/d/s") == ["search-bar"])
        #expect(bars.mask(of: "v") == 0)
    }

    /// The unit that holds an id, and its position in its kind's list: the one its unit index gives.
    @Test("The unit holding an id is the first of its kind, at the position its unit index gives")
    func unitsHoldingIDs() throws {
        let graph = Self.collidingGraph
        let bars = UnitBars(graph, sectionIndex: UnitIndex(graph.sections))
        func unit(_ id: String) -> String? {
            bars.unit(id).map { "\($0.kind) \($0.position)" }
        }
        #expect(unit("x") == "rule 0")
        #expect(unit("y") == "item 1")
        #expect(unit("w") == "item 2")
        #expect(unit("z") == "section 3")
        #expect(unit("r") == "rule 1")
        #expect(unit("en/d/s") == "section 0")
        #expect(unit("v") == nil)
        #expect(try #require(bars.unit("y")).mask == bars.mask(of: "y"))
        #expect(UnitIndex(graph.rules).position(of: "r") == 1)
        #expect(UnitIndex(graph.sections).position(of: "z") == 3)
    }

    /// `AlignmentBars` keeps each side's unit position where `UnitBars` found a unit of the pair's own kind;
    /// an id that another kind holds is left to the unit indexes (`lookUp`), a missing side or unknown
    /// id has none.
    @Test("An alignment's pairs keep their units' positions, or ask the index where kinds share an id")
    func alignmentPositions() {
        let graph = Self.collidingGraph
        let bars = UnitBars(graph, sectionIndex: UnitIndex(graph.sections))
        let alignment = DocumentAlignment(
            source: "en/d", translation: "zh/d",
            sections: [
                AlignedPair(source: "z", translation: "y", confidence: 1, signals: [], bar: nil),
                AlignedPair(source: "en/d/s", translation: nil, confidence: 0, signals: [], bar: nil),
            ],
            rules: [AlignedPair(source: "r", translation: "v", confidence: 1, signals: [], bar: nil)],
            systemItems: [AlignedPair(source: "w", translation: "x", confidence: 1, signals: [], bar: nil)])
        let aligned = AlignmentBars(alignment, unitBars: bars)
        func sides(_ kind: Int, _ pair: Int) -> [Int32] {
            [false, true].map { aligned.unitPosition(kind: kind, pair: pair, translation: $0) }
        }
        // Section "y" is held by item "y": the section index is asked.
        #expect(sides(0, 0) == [3, AlignmentBars.lookUp])
        #expect(sides(0, 1) == [0, AlignmentBars.noUnit])
        #expect(sides(1, 0) == [1, AlignmentBars.noUnit])
        // Item "x" is held by rule "x".
        #expect(sides(2, 0) == [2, AlignmentBars.lookUp])
        #expect(aligned.kinds[0][0] == bars.mask(of: "z") | bars.mask(of: "y"))
        #expect(aligned.kinds[2][0] == bars.mask(of: "w") | bars.mask(of: "x"))
    }

    static var collidingGraph: GuidelineGraph {
        var graph = GuidelineGraph()
        graph.sections = [
            section("en/d/s", ["search-bar"]), section("x", ["status-bar"]), section("y", ["status-bar"]),
            section("z", ["status-bar"]), section("z", ["toolbar"]),
        ]
        graph.systemItems = [item("x", ["toolbar"]), item("y", ["toolbar"]), item("w", ["tab-bar"])]
        graph.rules = [
            rule("x", bar: "tab-bar", section: "en/d/s"), rule("r", bar: nil, section: "en/d/s"),
            rule("r", bar: "toolbar", section: "z"),
        ]
        return graph
    }
}
