/// The QA report: coverage per bar, the check findings, what the site dropped and the missing assets.
public struct QAReportPage: Sendable {
    public struct CoverageRow: Sendable {
        public var bar: String
        public var href: String
        public var sections: String
        public var rules: String
        public var items: String
        public var percent: Int
    }

    public struct Finding: Sendable {
        public var severity: String
        public var code: String
        public var codeName: String
        public var location: String
        public var message: String
        public var related: String?
    }

    public struct Asset: Sendable {
        public var fileName: String
        public var caption: String
        public var location: String
    }

    public var summary: String
    public var coverage: [CoverageRow]
    public var findings: [Finding]
    public var siteNotes: [Finding]
    public var assets: [Asset]
    public var hasFindings: Bool
    public var hasSiteNotes: Bool
    /// The navigation between the pages of the list (nil when it fits on one page).
    public var pagination: PageNavigation?
    /// The three tables' rows as HTML, when made already: the rows are the same on both languages' pages.
    var rowsHTML: RowsHTML?

    /// The rows of the findings, the site notes and the missing assets as HTML, made once for a page in
    /// both languages (the site builds the two together).
    struct RowsHTML: Sendable {
        let findings: SplicedHTML
        let siteNotes: SplicedHTML
        let assets: SplicedHTML

        init(_ page: QAReportPage) {
            findings = TableRowsHTML.of(page.findings) { $0.appendHTML(to: &$1) }
            siteNotes = TableRowsHTML.of(page.siteNotes) { $0.appendSiteNoteHTML(to: &$1) }
            assets = TableRowsHTML.of(page.assets) { $0.appendHTML(to: &$1) }
        }
    }
}

extension QAReportPage: MustacheBoxable {
    var mustacheBox: [String: Any] {
        let rows = rowsHTML ?? RowsHTML(self)
        var box: [String: Any] = [
            "summary": summary, "coverage": coverage.map(\.mustacheFields),
            "findingRowsHTML": rows.findings, "siteNoteRowsHTML": rows.siteNotes, "assetRowsHTML": rows.assets,
            "hasFindings": hasFindings, "hasSiteNotes": hasSiteNotes,
        ]
        box.setIfPresent("pagination", pagination?.mustacheBox)
        return box
    }
}

extension QAReportPage.CoverageRow {
    var mustacheFields: MustacheFields {
        MustacheFields(
            texts: ["bar": bar, "href": href, "sections": sections, "rules": rules, "items": items],
            others: ["percent": percent])
    }
}

extension QAReportPage.Finding: TableRow {
    /// The finding as a table row: its severity as the row's class, then its cells.
    func appendHTML(to html: inout HTMLBytes) {
        html += #"<tr class="severity-"#
        html.appendTemplateEscaped(severity)
        html += #"">"#
        appendCells(to: &html)
        html += "</tr>\n"
    }

    /// The finding as a row of the site notes' table: its cells without the severity
    /// (`appendSiteNoteCells(to:)`); every site note is a note.
    func appendSiteNoteHTML(to html: inout HTMLBytes) {
        html += "<tr>"
        appendSiteNoteCells(to: &html)
        html += "</tr>\n"
    }

    /// The severity, code, location (with the related locations after "↔") and message cells.
    func appendCells(to html: inout HTMLBytes) {
        html += #"<td><span class="status severity">"#
        html.appendTemplateEscaped(severity)
        html += "</span></td>"
        appendCodeAndLocation(to: &html)
        if let related {
            html += #"<br><span class="meta">↔ <code>"#
            html.appendTemplateEscaped(related)
            html += "</code></span>"
        }
        appendMessage(to: &html)
    }

    /// The code, location and message cells of a site note.
    func appendSiteNoteCells(to html: inout HTMLBytes) {
        appendCodeAndLocation(to: &html)
        appendMessage(to: &html)
    }

    /// `appendSiteNoteCells(to:)` as a string.
    var siteNoteCellsHTML: String {
        var html = HTMLBytes()
        appendSiteNoteCells(to: &html)
        return html.string
    }

    /// The code cell, then the location cell left open for the related locations.
    private func appendCodeAndLocation(to html: inout HTMLBytes) {
        html += #"<td><code title=""#
        html.appendTemplateEscaped(codeName)
        html += #"">"#
        html.appendTemplateEscaped(code)
        html += "</code></td><td><code>"
        html.appendTemplateEscaped(location)
        html += "</code>"
    }

    /// Closes the location cell and adds the message cell.
    private func appendMessage(to html: inout HTMLBytes) {
        html += "</td><td>"
        html.appendTemplateEscaped(message)
        html += "</td>"
    }
}

extension QAReportPage.Asset: TableRow {
    /// The missing asset as a table row.
    func appendHTML(to html: inout HTMLBytes) {
        html += "<tr>"
        appendCells(to: &html)
        html += "</tr>\n"
    }

    /// The missing asset's file name, caption and location cells.
    func appendCells(to html: inout HTMLBytes) {
        html += "<td><code>"
        html.appendTemplateEscaped(fileName)
        html += "</code></td><td>"
        html.appendTemplateEscaped(caption)
        html += "</td><td><code>"
        html.appendTemplateEscaped(location)
        html += "</code></td>"
    }
}
