/// Decides what an unaligned section means, so one gap is reported once.
///
/// A section without counterpart is *missing* (or *extra*) when its content is absent; it is
/// *structure-only* when only its heading is: the translation carries its rules or prose under the
/// parent section (the zh pages have no "Appearance and Behavior" / "Guidelines" headings). Units inside
/// a missing or extra section are folded into that one finding instead of being reported one by one.
///
/// A section with rules is carried when one of its rules is aligned. One without rules and without
/// prose of its own (a heading over subsections, a table) has nothing to carry. One of prose is
/// carried when the parent's counterpart has more prose of its own (paragraphs with text, lists,
/// callouts, quotes; not rules, not image-only paragraphs) than the parent itself: the surplus is
/// where the subsection's prose went. An introduction and a figure alone carry nothing.
struct SectionFolding: Sendable {
    /// English sections absent from the translation (outermost only).
    var missing: [String] = []
    /// Translated sections absent from the source (outermost only).
    var extra: [String] = []
    /// English sections whose heading only is absent, keyed by the translated section that carries them.
    var structureOnlySource: [String: [String]] = [:]
    /// Translated sections whose heading only is absent from the source, keyed by the English section.
    var structureOnlyTranslation: [String: [String]] = [:]
    /// Every section inside a missing or extra section, the outermost included.
    var folded: Set<UnitKey> = []

    init(
        alignment: DocumentAlignment, graph: GuidelineGraph, sections: UnitIndex<Section>, ancestry: SectionAncestry,
        documents: [String: Document]
    ) {
        var counterparts: [UnitKey: String] = [:]
        for pair in [alignment.sections, alignment.rules, alignment.systemItems].joined() {
            if let source = pair.source, let translation = pair.translation {
                counterparts[UnitKey(source)] = translation
                counterparts[UnitKey(translation)] = source
            }
        }
        func counterpart(_ id: String) -> String? { counterparts[UnitKey(id)] }
        func ancestors(_ id: String) -> [String] { ancestry.parentChain(of: id) }
        // Per section: how many rules and table rows it holds (itself or in its subsections), and whether one
        // of each is aligned. Worked out once, when a section is first judged; section ids are unique to
        // their document.
        var unitsInsideSection: [UnitKey: Contents]?
        func unitsInside(_ id: String) -> Contents {
            if unitsInsideSection == nil {
                var own: [UnitKey: Contents] = [:]
                let pages = [alignment.source, alignment.translation]
                let rules = graph.rules
                for index in rules.indices where pages.contains(rules[index].document) {
                    own[UnitKey(rules[index].section), default: Contents()].add(
                        rule: counterpart(rules[index].id) != nil)
                }
                let items = graph.systemItems
                for index in items.indices where pages.contains(items[index].document) {
                    own[UnitKey(items[index].section), default: Contents()].add(
                        item: counterpart(items[index].id) != nil)
                }
                unitsInsideSection = SectionTotals.summed(own, zero: Contents(), ancestors: ancestors) {
                    $0.merge($1)
                }
            }
            return unitsInsideSection![UnitKey(id)] ?? Contents()
        }
        // The rules' blocks of the pair's pages and each section's subsections' block ranges, made when a
        // section of prose only is first judged (most pairs have none).
        var proseIndex: (ruleBlocks: [String: Set<Int>], children: [String: [Range<Int>]])?
        // Each section's count, worked out once: a parent is asked about for each of its subsections.
        var ownProseCounts: [UnitKey: Int] = [:]
        func ownProse(_ id: String) -> Int {
            if let known = ownProseCounts[UnitKey(id)] { return known }
            if proseIndex == nil {
                // Read where they are: a loop over the units would copy each.
                var ruleBlocks: [String: Set<Int>] = [:]
                let rules = graph.rules
                for index in rules.indices {
                    ruleBlocks[rules[index].document, default: []].formUnion(
                        rules[index].blockIndex..<rules[index].blockIndex + rules[index].blockCount)
                }
                var children: [String: [Range<Int>]] = [:]
                let graphSections = graph.sections
                for index in graphSections.indices {
                    if let parent = graphSections[index].parent {
                        children[parent, default: []].append(
                            graphSections[index].blockStart..<graphSections[index].blockEnd)
                    }
                }
                proseIndex = (ruleBlocks, children)
            }
            let count = Self.ownProseBlocks(
                of: id, sections: sections, documents: documents, ruleBlocks: proseIndex!.ruleBlocks,
                children: proseIndex!.children[id] ?? [])
            ownProseCounts[UnitKey(id)] = count
            return count
        }
        func judge(_ ids: [String], missing: inout [String], structureOnly: inout [String: [String]]) {
            for id in ids where counterpart(id) == nil {
                guard let isBarSection = sections.read(id, { $0.isBarSection }) else { continue }
                let chain = ancestors(id)
                if chain.contains(where: { counterpart($0) == nil }) { continue }
                let carrier = chain.lazy.compactMap { counterpart($0) }.first
                let inside = unitsInside(id)
                let carried: Bool
                if carrier == nil {
                    carried = false
                } else if isBarSection {
                    // A topic's heading (Tab Bar Icons) whose table the parent carries: every rule of it
                    // that is aligned, and one of its rows at least.
                    carried = inside.items > 0 && inside.itemsAligned && (inside.rules == 0 || inside.rulesAligned)
                } else if inside.rules > 0 {
                    carried = inside.rulesAligned
                } else {
                    // A section with no prose of its own (a heading over subsections, a table) has nothing
                    // to carry; one with prose is carried by the surplus of the parent's counterpart.
                    let own = ownProse(id)
                    carried = own == 0 || ownProse(carrier!) > ownProse(chain[0])
                }
                if carried {
                    // A topic's rows went to the section that holds their counterparts (标签栏, not the page).
                    let holder = isBarSection ? Self.sectionOfCounterpartRows(of: id, graph: graph, counterpart) : nil
                    structureOnly[holder ?? carrier!, default: []].append(id)
                } else {
                    missing.append(id)
                }
            }
        }
        let sourceIDs = alignment.sections.compactMap(\.source)
        let translationIDs = alignment.sections.compactMap(\.translation)
        judge(sourceIDs, missing: &missing, structureOnly: &structureOnlySource)
        judge(translationIDs, missing: &extra, structureOnly: &structureOnlyTranslation)
        let outer = Set((missing + extra).map(UnitKey.init))
        for id in sourceIDs + translationIDs
        where outer.contains(UnitKey(id)) || ancestors(id).contains(where: { outer.contains(UnitKey($0)) }) {
            folded.insert(UnitKey(id))
        }
    }

    /// The section of the first counterpart of a table row of section `id`.
    static func sectionOfCounterpartRows(of id: String, graph: GuidelineGraph, _ counterpart: (String) -> String?)
        -> String?
    {
        let items = graph.systemItems
        for index in items.indices where items[index].section == id {
            if let other = counterpart(items[index].id) { return items.first { $0.id == other }?.section }
        }
        return nil
    }

    /// What a section holds, itself or in its subsections: rules and table rows, and whether one of each is
    /// aligned.
    struct Contents {
        var rules = 0
        var rulesAligned = false
        var items = 0
        var itemsAligned = false

        mutating func add(rule aligned: Bool) {
            rules += 1
            rulesAligned = rulesAligned || aligned
        }

        mutating func add(item aligned: Bool) {
            items += 1
            itemsAligned = itemsAligned || aligned
        }

        mutating func merge(_ other: Contents) {
            rules += other.rules
            rulesAligned = rulesAligned || other.rulesAligned
            items += other.items
            itemsAligned = itemsAligned || other.itemsAligned
        }
    }

    /// How many blocks of prose section `id` has of its own: paragraphs with text (not rules, not an image
    /// alone), lists, callouts and quotes, outside its subsections.
    static func ownProseBlocks(
        of id: String, sections: UnitIndex<Section>, documents: [String: Document],
        ruleBlocks: [String: Set<Int>], children: [Range<Int>]
    ) -> Int {
        guard let (document, start, end) = sections.read(id, { ($0.document, $0.blockStart, $0.blockEnd) }),
            let blocks = documents[document]?.blocks
        else { return 0 }
        let ruleBlocks = ruleBlocks[document] ?? []
        // The subsections' ranges in order, passed over in one walk with the blocks (testing each block
        // against every subsection cost a section with a thousand of them a million steps).
        var children = children.filter { !$0.isEmpty }
        if !zip(children, children.dropFirst()).allSatisfy({ $0.lowerBound <= $1.lowerBound }) {
            children.sort { $0.lowerBound < $1.lowerBound }
        }
        var child = 0
        var count = 0
        for index in (start + 1)..<max(start + 1, end) where blocks.indices.contains(index) {
            while child < children.count && children[child].upperBound <= index { child += 1 }
            if ruleBlocks.contains(index)
                || children[child...].prefix(while: { $0.lowerBound <= index }).contains(where: { $0.contains(index) })
            {
                continue
            }
            switch blocks[index] {
            case .paragraph(let paragraph):
                if paragraph.inlines.contains(where: Self.isText) { count += 1 }
            case .list, .callout, .blockQuote:
                count += 1
            default:
                break
            }
        }
        return count
    }

    /// Whether an inline is text a reader reads (not an image, not only white space).
    private static func isText(_ inline: Inline) -> Bool {
        switch inline {
        case .image, .html, .softBreak, .lineBreak: false
        case .text(let text): !text.allSatisfy(\.isWhitespace)
        default: true
        }
    }

    /// Whether a unit in section `id` is already reported through its missing or extra section.
    func isFolded(section id: String) -> Bool { folded.contains(UnitKey(id)) }
}
