/// A unit of the graph that has an id (a section, a rule, a system item): what `UnitIndex` indexes.
///
/// The index reads each unit's id in place through this requirement, specialized for each kind; a
/// closure or key path instead copied the whole unit (a dozen strings and arrays) to read one field.
public protocol GraphUnit: Sendable {
    var id: String { get }
}

extension Section: GraphUnit {}
extension Rule: GraphUnit {}
extension SystemItem: GraphUnit {}
