/// Finds an aligned table row that shows the image of another English row (HD0325): `新增（Add）` with the
/// Trash icon, where the English table has a Trash row besides its Add row; or that shows its English
/// row's image under another English row's name (`刷新（Refresh）` over the Search button's image). Images are compared by their
/// UIKit symbols (`UIBarButtonTrash_2x.png` and `UIButtonBarTrash.png` are both `Trash`,
/// `SystemItemAligner.normalizedName`), against the other rows' symbols and names. An image that is merely
/// not the English row's is no finding: editions name their files differently (the iOS 7 Add button is
/// `UIButtonBarNew.png`, the iOS 8 one `UIBarButtonAdd_2x.png`).
enum RowImageMismatchCheck {
    static func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let items = context.graph.systemItems
        for alignment in context.alignments {
            // The English rows of the pair by the keys of their symbols and names, per kind of row: made only
            // when a translated row's image is neither its English row's symbol nor its name.
            var englishRows: [SystemItem.Kind: [String: [Int]]]?
            for pair in alignment.systemItems {
                guard let source = pair.source, let translation = pair.translation,
                    let en = context.items.position(of: source), let zh = context.items.position(of: translation),
                    let zhImage = items[zh].image, let zhSymbol = items[zh].symbol
                else { continue }
                let key = SystemItemAligner.normalizedName(zhSymbol)
                guard !key.isEmpty else { continue }
                // The English row whose symbol or name a translated row's `name` (a key) is, other than its own.
                func otherRow(named name: String) -> Int? {
                    if englishRows == nil { englishRows = Self.englishRows(alignment, context) }
                    guard let rows = englishRows?[items[en].kind]?[name], !rows.contains(en) else { return nil }
                    return rows.first
                }
                let message: String
                if key != items[en].symbol.map(SystemItemAligner.normalizedName),
                    key != SystemItemAligner.normalizedName(items[en].name)
                {
                    guard let other = otherRow(named: key) else { continue }
                    let english =
                        items[en].image.map { " shows \(ImagePlaceholder.fileName(of: $0))" } ?? " has no image"
                    message =
                        "wrong image: the row “\(items[zh].localizedName)” shows \(ImagePlaceholder.fileName(of: zhImage)), the image of the English row “\(items[other].name)”; its English row “\(items[en].name)”\(english)"
                } else {
                    // The image is the English row's: the name may be another row's (`刷新（Refresh）` over
                    // the Search button, which a row below names and shows).
                    let name = SystemItemAligner.normalizedName(items[zh].name)
                    guard !name.isEmpty, name != SystemItemAligner.normalizedName(items[en].name),
                        let other = otherRow(named: name)
                    else { continue }
                    message =
                        "wrong name: the row “\(Self.shown(items[zh]))” shows \(ImagePlaceholder.fileName(of: zhImage)), the image of its English row “\(items[en].name)”, but names the English row “\(items[other].name)”"
                }
                found.append(
                    Diagnostic(
                        code: .rowImageMismatch, message: message,
                        location: context.location(items[zh].document, items[zh].location),
                        related: [context.location(items[en].document, items[en].location)],
                        bar: items[zh].bars.first, subject: translation))
            }
        }
        return found
    }

    /// A row's name as the translation writes it, its English name beside it when the two differ.
    private static func shown(_ item: SystemItem) -> String {
        item.localizedName == item.name ? item.name : "\(item.localizedName)（\(item.name)）"
    }

    /// The positions of an alignment's English rows by the keys of their symbols and names, per kind.
    private static func englishRows(_ alignment: DocumentAlignment, _ context: CheckContext)
        -> [SystemItem.Kind: [String: [Int]]]
    {
        let items = context.graph.systemItems
        var rows: [SystemItem.Kind: [String: [Int]]] = [:]
        for pair in alignment.systemItems {
            guard let source = pair.source, let en = context.items.position(of: source) else { continue }
            var keys = Set([SystemItemAligner.normalizedName(items[en].name)])
            if let symbol = items[en].symbol { keys.insert(SystemItemAligner.normalizedName(symbol)) }
            for key in keys where !key.isEmpty { rows[items[en].kind, default: [:]][key, default: []].append(en) }
        }
        return rows
    }
}
