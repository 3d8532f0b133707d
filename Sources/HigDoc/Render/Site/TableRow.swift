/// A row of one of the site's long tables, made as HTML in Swift (`TableRowsHTML`). Each row type writes
/// its own `<tr>` (`appendHTML(to:)`, concrete: a shared generic one cost 1.4% of the build's
/// instructions) around its cells.
protocol TableRow {
    /// Appends the row's cells.
    func appendCells(to html: inout HTMLBytes)
}

extension TableRow {
    /// The row's cells as a string.
    var cellsHTML: String {
        var html = HTMLBytes()
        appendCells(to: &html)
        return html.string
    }
}
