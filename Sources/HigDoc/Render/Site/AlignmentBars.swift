/// The bars each aligned pair of one document alignment belongs to, as `SiteContext.belongs(_:to:)`
/// defines them for a pair (either side's unit belongs): one bit per bar of `Glossary.barIDs`, as in
/// `UnitBars`. Worked out once per build, so that the parallel view's pages (each listed once per
/// language) and the choice of which alignments a bar's view shows read a byte per pair instead of
/// looking up both sides' ids.
struct AlignmentBars: Sendable {
    /// One mask per pair, for the alignment's sections, rules and system items, in that order.
    let kinds: [[UInt8]]
    /// The bars of all its pairs together.
    let all: UInt8

    init(_ alignment: DocumentAlignment, unitBars: UnitBars) {
        kinds = [alignment.sections, alignment.rules, alignment.systemItems].map { pairs in
            pairs.map { pair in
                (pair.source.map(unitBars.mask(of:)) ?? 0) | (pair.translation.map(unitBars.mask(of:)) ?? 0)
            }
        }
        all = kinds.joined().reduce(0, |)
    }
}
