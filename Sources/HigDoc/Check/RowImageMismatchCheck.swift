/// Finds an aligned table row that shows the image of another English row (HD0325): `新增（Add）` with the
/// Trash icon, where the English table has a Trash row besides its Add row. Images are compared by their
/// UIKit symbols (`UIBarButtonTrash_2x.png` and `UIButtonBarTrash.png` are both `Trash`,
/// `SystemItemAligner.normalizedName`), against the other rows' symbols and names. An image that is merely
/// not the English row's is no finding: editions name their files differently (the iOS 7 Add button is
/// `UIButtonBarNew.png`, the iOS 8 one `UIBarButtonAdd_2x.png`).
enum RowImageMismatchCheck {
    static func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let items = context.graph.systemItems
        for alignment in context.alignments {
            // The English rows of the pair by the keys of their symbols and names, per kind of row.
            var englishRows: [SystemItem.Kind: [String: [Int]]] = [:]
            for pair in alignment.systemItems {
                guard let source = pair.source, let en = context.items.position(of: source) else { continue }
                var keys = Set([SystemItemAligner.normalizedName(items[en].name)])
                if let symbol = items[en].symbol { keys.insert(SystemItemAligner.normalizedName(symbol)) }
                for key in keys where !key.isEmpty {
                    englishRows[items[en].kind, default: [:]][key, default: []].append(en)
                }
            }
            for pair in alignment.systemItems {
                guard let source = pair.source, let translation = pair.translation,
                    let en = context.items.position(of: source), let zh = context.items.position(of: translation),
                    let zhImage = items[zh].image, let zhSymbol = items[zh].symbol
                else { continue }
                let key = SystemItemAligner.normalizedName(zhSymbol)
                guard !key.isEmpty, let rows = englishRows[items[en].kind]?[key], !rows.contains(en),
                    let other = rows.first
                else { continue }
                let english = items[en].image.map { " shows \(ImagePlaceholder.fileName(of: $0))" } ?? " has no image"
                found.append(
                    Diagnostic(
                        code: .rowImageMismatch,
                        message:
                            "wrong image: the row “\(items[zh].localizedName)” shows \(ImagePlaceholder.fileName(of: zhImage)), the image of the English row “\(items[other].name)”; its English row “\(items[en].name)”\(english)",
                        location: context.location(items[zh].document, items[zh].location),
                        related: [context.location(items[en].document, items[en].location)],
                        bar: items[zh].bars.first, subject: translation))
            }
        }
        return found
    }
}
