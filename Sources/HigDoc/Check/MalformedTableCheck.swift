/// Finds table rows of system-item tables that cannot be read as an item (HD0307): a row without a
/// name, or without the image every other row of its table shows. Pipe-table delimiter and row-width
/// problems are reported by the parser (HD0101, HD0102) and kept in the report.
enum MalformedTableCheck {
    static func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        // Each table's rows by position in the graph, not copied (an item holds a dozen strings).
        let items = context.graph.systemItems
        let tables = Dictionary(grouping: items.indices.filter { items[$0].kind != .searchBarElement }) {
            "\(items[$0].document)|\(items[$0].section)|\(items[$0].kind.rawValue)"
        }
        for key in tables.keys.sorted() {
            let rows = tables[key]!
            let withImages = rows.filter { items[$0].image != nil }.count
            for index in rows {
                let row = items[index]
                let location = context.location(row.document, row.location)
                if row.name.isEmpty {
                    found.append(
                        Diagnostic(
                            code: .malformedTable, message: "malformed table: row \(row.index + 1) has no name",
                            location: location,
                            bar: row.bars.first, subject: "\(row.id)|name"))
                } else if row.image == nil && withImages * 2 > rows.count {
                    found.append(
                        Diagnostic(
                            code: .malformedTable,
                            message:
                                "malformed table: row “\(row.localizedName)” has no image, unlike the other rows of its table",
                            location: location, bar: row.bars.first, subject: "\(row.id)|image"))
                }
            }
        }
        return found
    }
}
