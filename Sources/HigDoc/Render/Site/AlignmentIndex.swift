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

    private struct UnitFacts: Sendable {
        var counterpart: String?
        var status = Status.unaligned
        var confidence: Double?
    }

    /// `structureOnly`: English sections whose heading only the translation lacks, with their carriers.
    public init(_ alignments: [DocumentAlignment], structureOnly: [String: String] = [:]) {
        self.alignments = alignments
        self.structureOnly = structureOnly
        for alignment in alignments {
            for pair in [alignment.sections, alignment.rules, alignment.systemItems].joined() {
                switch (pair.source, pair.translation) {
                case (let source?, let translation?):
                    for (id, other) in [(source, translation), (translation, source)] {
                        update(id) {
                            $0.counterpart = other
                            $0.status = .aligned
                            $0.confidence = pair.confidence
                        }
                    }
                case (let source?, nil): update(source) { $0.status = .missing }
                case (nil, let translation?): update(translation) { $0.status = .extra }
                case (nil, nil): break
                }
            }
        }
    }

    /// Changes what is known of unit `id`, with one lookup.
    private mutating func update(_ id: String, _ change: (inout UnitFacts) -> Void) {
        change(&units[UnitKey(id), default: UnitFacts()])
    }

    public func counterpart(of id: String) -> String? { units[UnitKey(id)]?.counterpart }
    public func status(of id: String) -> Status { units[UnitKey(id)]?.status ?? .unaligned }
    public func confidence(of id: String) -> Double? { units[UnitKey(id)]?.confidence }
    /// For a missing English section whose heading only the translation lacks, the translated section
    /// that carries its content (the checker's structure-only judgement); nil for a real gap.
    public func carrier(ofHeadingOnly id: String) -> String? { structureOnly[id] }

    /// The alignment that covers a document key, as source or as translation.
    public func alignment(covering document: String) -> DocumentAlignment? {
        alignments.first { $0.source == document || $0.translation == document }
    }
}
