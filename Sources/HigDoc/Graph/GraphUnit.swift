/// A unit of the graph that has an id and a place in a document (a section, a rule, a system item):
/// what `UnitIndex` and `DocumentAnchors` index.
///
/// They read each unit's fields in place through these requirements, specialized for each kind; a
/// closure or key path instead copied the whole unit (a dozen strings and arrays) to read one field.
public protocol GraphUnit: Sendable {
    var id: String { get }
    /// The key of the document the unit is in (`en/bars`).
    var document: String { get }
    /// Where the unit starts in its document.
    var location: SourceLocation { get }
}

extension Section: GraphUnit {}
extension Rule: GraphUnit {}
extension SystemItem: GraphUnit {}
