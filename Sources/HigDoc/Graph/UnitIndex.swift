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
        // Filled in place, the first unit of an id kept: no list of every key and position is made first.
        var positions: [UnitKey: Int] = [:]
        positions.reserveCapacity(units.count)
        for position in units.indices {
            // One lookup: the default is stored only when the id is new, and a stored position is kept.
            positions[UnitKey(id(units[position])), default: position] += 0
        }
        self.positions = positions
    }

    /// Whether the unit at `position` is the one the index keeps for `id` (the first of that id).
    func keeps(_ position: Int, id: String) -> Bool { positions[UnitKey(id)] == position }

    /// The unit with `id`, if any.
    public subscript(id: String) -> Unit? {
        positions[UnitKey(id)].map { units[$0] }
    }

    /// The number of distinct ids.
    public var count: Int { positions.count }
}
