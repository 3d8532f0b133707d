/// Which part of a unit's translation is the target of each of the unit's parts (a rule's paragraph and
/// list items, a table row's name and meaning), and what a translator should know of how they were paired.
struct XLIFFPartPairing {
    /// For each of the unit's parts, the index of its counterpart among the translation's parts, or nil.
    var targets: [Int?]
    /// How a rule's list items were paired, when that is not each by its place (nil otherwise).
    var note: XLIFFDocument.Note?

    /// The pairing of `unit`'s parts with those of `target`, the unit's aligned counterpart (nil: none).
    ///
    /// A rule's paragraph pairs with its translation's paragraph, and its list items with the translation's
    /// items by what they say (`ListItemAligner`): a translation may reorder a list. A table row's cells
    /// are columns, which no translation reorders: they pair by their place when both rows have as many
    /// (a section has one part, its title).
    init(_ unit: XLIFFUnitTable.Unit, target: XLIFFUnitTable.Unit?, items: ListItemAligner) {
        guard let target else {
            self.init(targets: unit.contents.map { _ in nil }, note: nil)
            return
        }
        let byPlace = unit.contents.indices.map { part in
            part == 0 || unit.contents.count == target.contents.count ? part : nil
        }
        guard unit.kind == .rule, unit.contents.count > 1, target.contents.count > 1 else {
            self.init(targets: byPlace, note: nil)
            return
        }
        let pairings = items.pair(
            unit.contents.dropFirst().map(\.text), target.contents.dropFirst().map(\.text))
        let targets = [0] + pairings.map { $0.index.map { $0 + 1 } }
        self.init(
            targets: targets,
            note: targets == byPlace ? nil : Self.note(pairings, translatedItems: target.contents.count - 1))
    }

    private init(targets: [Int?], note: XLIFFDocument.Note?) {
        self.targets = targets
        self.note = note
    }

    /// `list items paired by what they say: 1 → 3 (number:7), 2 → 1 (place), 3 → none; the translation's
    /// 2 → none`: the items numbered from 1 as each list runs, so the translator can tell which target
    /// came from where and which of the translation's items no English item took.
    static func note(_ pairings: [ListItemAligner.Pairing], translatedItems: Int) -> XLIFFDocument.Note {
        var taken = [Bool](repeating: false, count: translatedItems)
        let pairs = pairings.enumerated().map { row, pairing in
            let item = "\(row + 1) → "
            switch pairing {
            case .content(let column, let signals):
                taken[column] = true
                return item + "\(column + 1)" + (signals.isEmpty ? "" : " (\(signals.joined(separator: ", ")))")
            case .place(let column):
                taken[column] = true
                return item + "\(column + 1) (place)"
            case .none:
                return item + "none"
            }
        }
        let left = taken.indices.filter { !taken[$0] }.map { "\($0 + 1) → none" }
        return XLIFFDocument.Note(
            category: "alignment",
            text: "list items paired by what they say: " + pairs.joined(separator: ", ")
                + (left.isEmpty ? "" : "; the translation's " + left.joined(separator: ", ")))
    }
}
