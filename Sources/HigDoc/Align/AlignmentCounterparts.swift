/// The counterparts of one document alignment's sections, found by hashing rather than by a walk over
/// its pairs (`DocumentAlignment.counterpart(of:)`): a check that asks for each section of a page of a
/// thousand sections walked a thousand pairs a thousand times.
///
/// Answers as `counterpart(of:)` does: the first pair that names the id, sections then rules then
/// system items, gives its other side (nil when that side is missing). Every section of both pages is
/// in a section pair, so a section's answer is hashed; any other id is looked for among the rules and
/// items, pair by pair (indexing them too cost an ordinary pair more than its walks).
struct AlignmentCounterparts: Sendable {
    private let alignment: DocumentAlignment
    private var sectionOthers: [UnitKey: String?] = [:]

    init(_ alignment: DocumentAlignment) {
        self.alignment = alignment
        sectionOthers.reserveCapacity(2 * alignment.sections.count)
        for pair in alignment.sections {
            if let source = pair.source, sectionOthers[UnitKey(source)] == nil {
                sectionOthers[UnitKey(source)] = .some(pair.translation)
            }
            if let translation = pair.translation, sectionOthers[UnitKey(translation)] == nil {
                sectionOthers[UnitKey(translation)] = .some(pair.source)
            }
        }
    }

    /// The counterpart of a unit id on the other side, if aligned.
    func counterpart(of id: String) -> String? {
        if let other = sectionOthers[UnitKey(id)] { return other }
        for pair in [alignment.rules, alignment.systemItems].joined() {
            if pair.source == id { return pair.translation }
            if pair.translation == id { return pair.source }
        }
        return nil
    }
}
