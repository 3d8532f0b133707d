/// The bars each aligned pair of one document alignment belongs to, as `SiteContext.belongs(_:to:)`
/// defines them for a pair (either side's unit belongs): one bit per bar of `Glossary.barIDs`, as in
/// `UnitBars`. Worked out once per build, so that the parallel view's pages (each listed once per
/// language) and the choice of which alignments a bar's view shows read a byte per pair instead of
/// looking up both sides' ids.
///
/// The same lookup finds each side's unit, so its position is kept too: the parallel view's cells read
/// their units by position (`unitPosition`) instead of looking each id up again in the unit indexes
/// (a million lookups at N = 10,000, each a hash and a comparison with an id far away in memory).
struct AlignmentBars: Sendable {
    /// One mask per pair, for the alignment's sections, rules and system items, in that order.
    let kinds: [[UInt8]]
    /// The bars of all its pairs together.
    let all: UInt8
    /// Per kind (as in `kinds`), two entries per pair, its source's then its translation's: the unit's
    /// position in the graph's list of that kind, `AlignmentBars.noUnit` for a missing side or an id no
    /// unit has, or `AlignmentBars.lookUp` for an id another kind's unit holds in `UnitBars` (the unit
    /// indexes are then asked).
    private let positions: [[Int32]]

    static let noUnit: Int32 = -1
    static let lookUp: Int32 = -2

    /// The kind of unit each list of pairs holds, in the order of `kinds`.
    private static let unitKinds: [UnitBars.Kind] = [.section, .rule, .item]

    init(_ alignment: DocumentAlignment, unitBars: UnitBars) {
        var kinds: [[UInt8]] = []
        var positions: [[Int32]] = []
        for (kind, pairs) in [alignment.sections, alignment.rules, alignment.systemItems].enumerated() {
            let unitKind = Self.unitKinds[kind]
            var masks: [UInt8] = []
            var sides: [Int32] = []
            masks.reserveCapacity(pairs.count)
            sides.reserveCapacity(pairs.count * 2)
            func side(_ id: String?) -> UInt8 {
                guard let id, let unit = unitBars.unit(id) else {
                    sides.append(Self.noUnit)
                    return 0
                }
                sides.append(unit.kind == unitKind ? Int32(unit.position) : Self.lookUp)
                return unit.mask
            }
            for pair in pairs { masks.append(side(pair.source) | side(pair.translation)) }
            kinds.append(masks)
            positions.append(sides)
        }
        self.kinds = kinds
        self.positions = positions
        all = kinds.joined().reduce(0, |)
    }

    /// The position of the source's (`translation: false`) or translation's unit of pair `index` of
    /// list `kind`, as `positions` holds it.
    func unitPosition(kind: Int, pair index: Int, translation: Bool) -> Int32 {
        positions[kind][index * 2 + (translation ? 1 : 0)]
    }
}
