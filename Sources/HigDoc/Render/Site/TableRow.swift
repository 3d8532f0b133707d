/// A row of one of the site's long tables, made as HTML in Swift (`TableRowsHTML`): its cells, and the
/// attributes of its `<tr>`.
protocol TableRow {
    /// The row's `<tr>` attributes in order, values unescaped (`id`, `class`, `data-status`…).
    var rowAttributes: KeyValuePairs<String, String> { get }
    /// Whether the cells start on a line of their own after `<tr …>`.
    var cellsOnTheirOwnLines: Bool { get }
    /// Appends the row's cells.
    func appendCells(to html: inout String)
}

extension TableRow {
    /// The row: `<tr …>`, its cells, `</tr>` and a line break.
    func appendHTML(to html: inout String) {
        html += "<tr"
        for (name, value) in rowAttributes {
            html += " "
            html += name
            html += "=\""
            html += TableRowsHTML.escape(value)
            html += "\""
        }
        html += cellsOnTheirOwnLines ? ">\n" : ">"
        appendCells(to: &html)
        html += "</tr>\n"
    }

    /// The row's cells as a string.
    var cellsHTML: String {
        var html = ""
        appendCells(to: &html)
        return html
    }
}
