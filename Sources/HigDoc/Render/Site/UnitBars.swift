/// The bars each unit belongs to, by unit id, as `SiteContext.belongs(_:to:)` defines them: items and
/// sections through their bars, rules through their own bar and their section's. One bit per bar of
/// `Glossary.barIDs` (the only bars there are), so that no unit needs a list of its own.
///
/// Where ids collide, the first unit of an id wins within its kind (as in the unit indexes) and a rule
/// wins over an item, an item over a section. Each id takes eight bytes and an eight-byte slot of an
/// `IDTable`: about a million units at N = 10,000 pages, where a dictionary keyed by the ids took
/// 17 bytes a bucket in twice as many buckets.
struct UnitBars: Sendable {
    /// The kinds of unit, in the order their ids are put in.
    enum Kind: UInt8 { case section, item, rule }

    /// A unit (its kind and position in the graph's list of that kind) and its bits.
    private struct Entry {
        var kind: Kind
        var mask: UInt8
        var position: Int32
    }

    private let sections: [Section]
    private let items: [SystemItem]
    private let rules: [Rule]
    private var entries: [Entry] = []
    private var table: IDTable
    /// For each rule of the graph (by position), the entry its id holds: `mask(ofRuleAt:)` reads a
    /// rule's bits without hashing its id. Rules go in last and no kind takes an id over from a rule,
    /// so the entry stays the id's.
    private var ruleEntries: [Int32] = []

    /// The bars of every unit of `graph`; `sectionIndex` says which section a rule's `section` names.
    init(_ graph: GuidelineGraph, sectionIndex: UnitIndex<Section>) {
        sections = graph.sections
        items = graph.systemItems
        rules = graph.rules
        let count = sections.count + items.count + rules.count
        table = IDTable(capacity: count)
        entries.reserveCapacity(count)
        // Units read where they are, by position (a loop over them copies each: a dozen strings).
        for position in sections.indices {
            add(
                Entry(kind: .section, mask: Self.mask(sections[position].bars), position: Int32(position)),
                id: sections[position].id)
        }
        for position in items.indices {
            add(
                Entry(kind: .item, mask: Self.mask(items[position].bars), position: Int32(position)),
                id: items[position].id)
        }
        ruleEntries.reserveCapacity(rules.count)
        // The section looked up last and its bits: a section's rules follow each other.
        var lastSection: (id: String, mask: UInt8)?
        for position in rules.indices {
            if lastSection?.id != rules[position].section {
                let section = rules[position].section
                lastSection = (section, Self.mask(sectionIndex.read(section) { $0.bars } ?? []))
            }
            let mask = (rules[position].bar.map(Self.bit) ?? 0) | lastSection!.mask
            ruleEntries.append(
                Int32(add(Entry(kind: .rule, mask: mask, position: Int32(position)), id: rules[position].id)))
        }
    }

    /// Puts a unit in: a new id, or a later kind taking an id over (within a kind the first stays).
    /// Returns the entry that holds the id.
    @discardableResult
    private mutating func add(_ entry: Entry, id: String) -> Int {
        // The closure captures the lists, not `self`, whose table the insertion changes.
        let held = table.insert(entries.count, id: id) { [entries, sections, items, rules] in
            Self.id(of: entries[$0], sections: sections, items: items, rules: rules)
        }
        if held == entries.count {
            entries.append(entry)
        } else if entries[held].kind != entry.kind {
            entries[held] = entry
        }
        return held
    }

    /// The id of the unit of an entry.
    private static func id(of entry: Entry, sections: [Section], items: [SystemItem], rules: [Rule]) -> String {
        let position = Int(entry.position)
        switch entry.kind {
        case .section: return sections[position].id
        case .item: return items[position].id
        case .rule: return rules[position].id
        }
    }

    /// The bits of the bars unit `id` belongs to; 0 for no unit.
    func mask(of id: String) -> UInt8 { unit(id)?.mask ?? 0 }

    /// The unit that holds `id` here: its bits, and its position in the graph's list of sections, system
    /// items or rules (`kind`). The position is the one the unit indexes give for the id within that
    /// kind, as the first unit of a kind keeps its id. Nil for no unit.
    func unit(_ id: String) -> (mask: UInt8, kind: Kind, position: Int)? {
        table.entry(of: id) { Self.id(of: entries[$0], sections: sections, items: items, rules: rules) }.map {
            (entries[$0].mask, entries[$0].kind, Int(entries[$0].position))
        }
    }

    /// `mask(of: rules[position].id)` for the rule at `position` of the graph's rules, without hashing
    /// its id (every rule is counted for the home and bar pages: a million lookups at N = 10,000).
    func mask(ofRuleAt position: Int) -> UInt8 { entries[Int(ruleEntries[position])].mask }

    /// One bit per bar of `Glossary.barIDs` that `bars` names (others are no bar and have none).
    static func mask(_ bars: [String]) -> UInt8 { bars.reduce(0) { $0 | bit($1) } }

    /// The bit of a bar of `Glossary.barIDs`; 0 for anything else.
    static func bit(_ bar: String) -> UInt8 { Glossary.barIDs.firstIndex(of: bar).map { 1 << $0 } ?? 0 }
}
