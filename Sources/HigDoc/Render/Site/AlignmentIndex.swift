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
    /// What the alignments say of each unit id: one lookup for its counterpart, status and confidence.
    private var units: [UnitKey: UnitFacts] = [:]
    private let structureOnly: [String: String]

    /// What the alignments say of one unit, in twelve bytes rather than a copy of its counterpart's id
    /// and its confidence: its status, and which pair aligned it last (whose other side is its
    /// counterpart and whose confidence is its own). At N = 10,000 pages the table holds about a
    /// million units.
    private struct UnitFacts: Sendable {
        var status = Status.unaligned
        /// The list of `alignments[alignment]` that holds the pair, or nil when no pair aligned the unit.
        var list: PairList?
        /// Whether the unit is the pair's source (else its translation).
        var isSource = false
        var alignment: UInt32 = 0
        var pair: UInt32 = 0
    }

    private enum PairList: UInt8, Sendable {
        case sections, rules, systemItems
    }

    /// `structureOnly`: English sections whose heading only the translation lacks, with their carriers.
    public init(_ alignments: [DocumentAlignment], structureOnly: [String: String] = [:]) {
        self.alignments = alignments
        self.structureOnly = structureOnly
        // Room for every id the pairs name (at most one entry each), so the table is never copied to grow.
        units.reserveCapacity(
            alignments.reduce(0) { total, alignment in
                [alignment.sections, alignment.rules, alignment.systemItems].joined().reduce(total) {
                    $0 + ($1.source == nil ? 0 : 1) + ($1.translation == nil ? 0 : 1)
                }
            })
        for (alignmentNumber, alignment) in alignments.enumerated() {
            for (list, pairs) in [
                (PairList.sections, alignment.sections), (.rules, alignment.rules),
                (.systemItems, alignment.systemItems),
            ] {
                for (pairNumber, pair) in pairs.enumerated() {
                    switch (pair.source, pair.translation) {
                    case (let source?, let translation?):
                        for (id, isSource) in [(source, true), (translation, false)] {
                            update(id) {
                                $0.status = .aligned
                                $0.list = list
                                $0.isSource = isSource
                                $0.alignment = UInt32(alignmentNumber)
                                $0.pair = UInt32(pairNumber)
                            }
                        }
                    case (let source?, nil): update(source) { $0.status = .missing }
                    case (nil, let translation?): update(translation) { $0.status = .extra }
                    case (nil, nil): break
                    }
                }
            }
        }
    }

    /// Changes what is known of unit `id`, with one lookup.
    private mutating func update(_ id: String, _ change: (inout UnitFacts) -> Void) {
        change(&units[UnitKey(id), default: UnitFacts()])
    }

    /// The pair that aligned a unit last, and whether the unit is its source.
    private func alignedPair(_ facts: UnitFacts?) -> (pair: AlignedPair, isSource: Bool)? {
        guard let facts, let list = facts.list else { return nil }
        let alignment = alignments[Int(facts.alignment)]
        let pairs =
            switch list {
            case .sections: alignment.sections
            case .rules: alignment.rules
            case .systemItems: alignment.systemItems
            }
        return (pairs[Int(facts.pair)], facts.isSource)
    }

    public func counterpart(of id: String) -> String? {
        alignedPair(units[UnitKey(id)]).flatMap { $0.isSource ? $0.pair.translation : $0.pair.source }
    }
    public func status(of id: String) -> Status { units[UnitKey(id)]?.status ?? .unaligned }
    public func confidence(of id: String) -> Double? { alignedPair(units[UnitKey(id)])?.pair.confidence }
    /// For a missing English section whose heading only the translation lacks, the translated section
    /// that carries its content (the checker's structure-only judgement); nil for a real gap.
    public func carrier(ofHeadingOnly id: String) -> String? { structureOnly[id] }

    /// The alignment that covers a document key, as source or as translation.
    public func alignment(covering document: String) -> DocumentAlignment? {
        alignments.first { $0.source == document || $0.translation == document }
    }
}
