/// Looks up alignment facts the pages need: a unit's counterpart, its status, a bar's pairs, coverage.
public struct AlignmentIndex: Sendable {
    /// How a unit fares in translation.
    public enum Status: String, Sendable {
        /// Aligned with a counterpart.
        case aligned
        /// An English unit the translation lacks.
        case missing
        /// A translated unit with no English counterpart.
        case extra
        /// A unit of a document that no alignment covers (no translation exists, or no aligner ran).
        case unaligned
    }

    public let alignments: [DocumentAlignment]
    /// What the alignments say of each unit id, one entry per id, found through `table`: one lookup for
    /// its counterpart, status and confidence. At N = 10,000 pages about a million units: 12 bytes an
    /// entry and 8 a slot, where a dictionary keyed by the ids took 28 a bucket.
    private var units: [UnitFacts] = []
    private var table: IDTable
    private let structureOnly: [String: String]

    /// What the alignments say of one unit, in twelve bytes rather than a copy of its counterpart's id
    /// and its confidence: its status, and a pair that names it (`alignment`, `list`, `pair`, and
    /// whether the unit is the pair's source, else its translation). When `isAligned`, that pair is
    /// the last that aligned the unit: its other side is the counterpart, its confidence the unit's.
    private struct UnitFacts: Sendable {
        var status = Status.unaligned
        var list = PairList.sections
        var isSource = false
        var isAligned = false
        var alignment: UInt32 = 0
        var pair: UInt32 = 0

        /// The id of the unit, read from the pair that names it.
        func id(in alignments: [DocumentAlignment]) -> String {
            let pair = AlignmentIndex.pairs(list, of: alignments[Int(alignment)])[Int(pair)]
            return (isSource ? pair.source : pair.translation) ?? ""
        }
    }

    private enum PairList: UInt8, Sendable {
        case sections, rules, systemItems
    }

    /// `structureOnly`: English sections whose heading only the translation lacks, with their carriers.
    public init(_ alignments: [DocumentAlignment], structureOnly: [String: String] = [:]) {
        self.alignments = alignments
        self.structureOnly = structureOnly
        // Room for every id the pairs name (at most one entry each), so the table is never copied to grow.
        let capacity = alignments.reduce(0) { total, alignment in
            [alignment.sections, alignment.rules, alignment.systemItems].joined().reduce(total) {
                $0 + ($1.source == nil ? 0 : 1) + ($1.translation == nil ? 0 : 1)
            }
        }
        table = IDTable(capacity: capacity)
        units.reserveCapacity(capacity)
        for (alignmentNumber, alignment) in alignments.enumerated() {
            for list in [PairList.sections, .rules, .systemItems] {
                for (pairNumber, pair) in Self.pairs(list, of: alignment).enumerated() {
                    let named = UnitFacts(
                        list: list, isSource: pair.source != nil, alignment: UInt32(alignmentNumber),
                        pair: UInt32(pairNumber))
                    switch (pair.source, pair.translation) {
                    case (let source?, let translation?):
                        for (id, isSource) in [(source, true), (translation, false)] {
                            var aligned = named
                            aligned.isSource = isSource
                            aligned.isAligned = true
                            aligned.status = .aligned
                            update(id, named: aligned) { $0 = aligned }
                        }
                    case (let source?, nil): update(source, named: named) { $0.status = .missing }
                    case (nil, let translation?): update(translation, named: named) { $0.status = .extra }
                    case (nil, nil): break
                    }
                }
            }
        }
    }

    /// The list of pairs `list` of an alignment.
    private static func pairs(_ list: PairList, of alignment: DocumentAlignment) -> [AlignedPair] {
        switch list {
        case .sections: alignment.sections
        case .rules: alignment.rules
        case .systemItems: alignment.systemItems
        }
    }

    /// Changes what is known of unit `id`, with one lookup; a new unit starts as `named` (a pair that
    /// names it, not yet aligned).
    private mutating func update(_ id: String, named: UnitFacts, _ change: (inout UnitFacts) -> Void) {
        let entry = table.insert(units.count, id: id) { [units, alignments] in units[$0].id(in: alignments) }
        if entry == units.count { units.append(named) }
        change(&units[entry])
    }

    /// The facts of unit `id`, if any pair names it.
    private func facts(_ id: String) -> UnitFacts? {
        table.entry(of: id) { units[$0].id(in: alignments) }.map { units[$0] }
    }

    /// The pair that aligned a unit last, and whether the unit is its source.
    private func alignedPair(_ facts: UnitFacts?) -> (pair: AlignedPair, isSource: Bool)? {
        guard let facts, facts.isAligned else { return nil }
        return (Self.pairs(facts.list, of: alignments[Int(facts.alignment)])[Int(facts.pair)], facts.isSource)
    }

    public func counterpart(of id: String) -> String? {
        alignedPair(facts(id)).flatMap { $0.isSource ? $0.pair.translation : $0.pair.source }
    }
    public func status(of id: String) -> Status { facts(id)?.status ?? .unaligned }
    public func confidence(of id: String) -> Double? { alignedPair(facts(id))?.pair.confidence }
    /// For a missing English section whose heading only the translation lacks, the translated section
    /// that carries its content (the checker's structure-only judgement); nil for a real gap.
    public func carrier(ofHeadingOnly id: String) -> String? { structureOnly[id] }

    /// The alignment that covers a document key, as source or as translation.
    public func alignment(covering document: String) -> DocumentAlignment? {
        alignments.first { $0.source == document || $0.translation == document }
    }
}
