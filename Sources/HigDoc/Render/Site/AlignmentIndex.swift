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
    private var counterparts: [String: String] = [:]
    private var statuses: [String: Status] = [:]
    private var confidences: [String: Double] = [:]
    private let structureOnly: [String: String]

    /// `structureOnly`: English sections whose heading only the translation lacks, with their carriers.
    public init(_ alignments: [DocumentAlignment], structureOnly: [String: String] = [:]) {
        self.alignments = alignments
        self.structureOnly = structureOnly
        for alignment in alignments {
            for pair in [alignment.sections, alignment.rules, alignment.systemItems].joined() {
                switch (pair.source, pair.translation) {
                case (let source?, let translation?):
                    counterparts[source] = translation
                    counterparts[translation] = source
                    statuses[source] = .aligned
                    statuses[translation] = .aligned
                    confidences[source] = pair.confidence
                    confidences[translation] = pair.confidence
                case (let source?, nil): statuses[source] = .missing
                case (nil, let translation?): statuses[translation] = .extra
                case (nil, nil): break
                }
            }
        }
    }

    public func counterpart(of id: String) -> String? { counterparts[id] }
    public func status(of id: String) -> Status { statuses[id] ?? .unaligned }
    public func confidence(of id: String) -> Double? { confidences[id] }
    /// For a missing English section whose heading only the translation lacks, the translated section
    /// that carries its content (the checker's structure-only judgement); nil for a real gap.
    public func carrier(ofHeadingOnly id: String) -> String? { structureOnly[id] }

    /// The alignment that covers a document key, as source or as translation.
    public func alignment(covering document: String) -> DocumentAlignment? {
        alignments.first { $0.source == document || $0.translation == document }
    }
}
