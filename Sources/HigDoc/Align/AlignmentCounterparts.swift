/// The counterparts of one document alignment's units, found by hashing rather than by a walk over its
/// pairs (`DocumentAlignment.counterpart(of:)`): a check that asks for each unit of a page of a
/// thousand sections walked a thousand pairs a thousand times.
///
/// Answers as `counterpart(of:)` does: the first pair that names the id, sections then rules then
/// system items, gives its other side (nil when that side is missing).
struct AlignmentCounterparts: Sendable {
    private var others: [UnitKey: String?] = [:]

    init(_ alignment: DocumentAlignment) {
        others.reserveCapacity(2 * (alignment.sections.count + alignment.rules.count + alignment.systemItems.count))
        for pair in [alignment.sections, alignment.rules, alignment.systemItems].joined() {
            if let source = pair.source, others[UnitKey(source)] == nil {
                others[UnitKey(source)] = .some(pair.translation)
            }
            if let translation = pair.translation, others[UnitKey(translation)] == nil {
                others[UnitKey(translation)] = .some(pair.source)
            }
        }
    }

    /// The counterpart of a unit id on the other side, if aligned.
    func counterpart(of id: String) -> String? { others[UnitKey(id)] ?? nil }
}
