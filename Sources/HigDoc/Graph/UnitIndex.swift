/// Units of one kind (sections, rules, system items) by id, for the checks and the page builders: the
/// graph's own array and a table of positions in it (`IDTable`, eight bytes a slot), so the index holds
/// no second copy of the units or of their ids.
///
/// Where ids collide, the first unit of the id wins, as in a dictionary built with
/// `uniquingKeysWith: { first, _ in first }`.
public struct UnitIndex<Unit: GraphUnit>: Sendable {
    private let units: [Unit]
    private let positions: IDTable

    init(_ units: [Unit]) {
        self.units = units
        var positions = IDTable(capacity: units.count)
        for position in units.indices {
            _ = positions.insert(position, id: units[position].id) { units[$0].id }
        }
        self.positions = positions
    }

    /// The position of the unit the index keeps for `id` (the first of that id), for `read(at:_:)`.
    func position(of id: String) -> Int? {
        positions.entry(of: id) { units[$0].id }
    }

    /// The unit with `id`, if any.
    public subscript(id: String) -> Unit? {
        position(of: id).map { units[$0] }
    }

    /// What `body` reads of the unit with `id`, if any, without copying the unit (a copy retains each
    /// of its strings and arrays): `sections.read(id) { $0.bars }` rather than `sections[id]?.bars`.
    @inline(__always)
    public func read<Value>(_ id: String, _ body: (borrowing Unit) throws -> Value) rethrows -> Value? {
        guard let position = position(of: id) else { return nil }
        return try units.withUnsafeBufferPointer { try body($0[position]) }
    }

    /// What `body` reads of the unit at `position` (from `position(of:)`, or below `unitCount`).
    @inline(__always)
    func read<Value>(at position: Int, _ body: (borrowing Unit) throws -> Value) rethrows -> Value {
        try units.withUnsafeBufferPointer { try body($0[position]) }
    }

    /// The number of units, those of repeated ids included: positions run from 0 below it.
    var unitCount: Int { units.count }

    /// The number of distinct ids.
    public var count: Int { positions.count }
}
