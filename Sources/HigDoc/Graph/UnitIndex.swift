/// Units of one kind (sections, rules, system items) by id, for the checks and the page builders: the
/// graph's own array and each id's position in it, so the index holds no second copy of the units.
///
/// Where ids collide, the first unit of the id wins, as in a dictionary built with
/// `uniquingKeysWith: { first, _ in first }`.
public struct UnitIndex<Unit: Sendable>: Sendable {
    private let units: [Unit]
    private let positions: [UnitKey: Int]

    init(_ units: [Unit], id: (Unit) -> String) {
        self.units = units
        positions = Dictionary(
            units.indices.map { (UnitKey(id(units[$0])), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The unit with `id`, if any.
    public subscript(id: String) -> Unit? {
        positions[UnitKey(id)].map { units[$0] }
    }

    /// The number of distinct ids.
    public var count: Int { positions.count }
}
