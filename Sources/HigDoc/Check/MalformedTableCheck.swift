/// Finds table rows of system-item tables that cannot be read as an item (HD0307): a row without a
/// name, or without the image every other row of its table shows. Pipe-table delimiter and row-width
/// problems are reported by the parser (HD0101, HD0102) and kept in the report.
enum MalformedTableCheck {
    static func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        // Each table's rows by position in the graph, not copied (an item holds a dozen strings), grouped
        // by the table's document, section and kind without making a key string for every row.
        let items = context.graph.systemItems
        let tables = Dictionary(grouping: items.indices.filter { items[$0].kind != .searchBarElement }) {
            TableKey(document: items[$0].document, section: items[$0].section, kind: items[$0].kind)
        }
        // Tables in the order of their `document|section|kind`: one string per table, not per row.
        let order = tables.keys.map { (name: "\($0.document)|\($0.section)|\($0.kind.rawValue)", key: $0) }
            .sorted { $0.name < $1.name }
        for (_, key) in order {
            let rows = tables[key]!
            let withImages = rows.filter { items[$0].image != nil }.count
            for index in rows {
                let missesName = items[index].name.isEmpty
                guard missesName || (items[index].image == nil && withImages * 2 > rows.count) else { continue }
                let row = items[index]
                found.append(
                    Diagnostic(
                        code: .malformedTable,
                        message: missesName
                            ? "malformed table: row \(row.index + 1) has no name"
                            : "malformed table: row “\(row.localizedName)” has no image, unlike the other rows of its table",
                        location: context.location(row.document, row.location), bar: row.bars.first,
                        subject: "\(row.id)|\(missesName ? "name" : "image")"))
            }
        }
        return found
    }

    /// The table a system item's row is in.
    private struct TableKey: Hashable {
        var document: String
        var section: String
        var kind: SystemItem.Kind
    }
}
