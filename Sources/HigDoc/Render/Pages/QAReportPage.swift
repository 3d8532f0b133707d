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
        /// The severity as the page's language names it (nil: `severity` itself, the English name).
        public var severityLabel: String?

        /// The href of the page of codes (`PageRoute.sameLanguageHref`, the same from both languages'
        /// pages), which the code links to at its entry; nil: the code is not a link.
        public var codesHref: String?

        /// What the severity cell shows.
        var shownSeverity: String { severityLabel ?? severity }
    }

    public struct Asset: Sendable {
        /// The image's address as its page writes it (`images/status_bar_2x.png`): where the file is missing.
        public var file: String
        public var caption: String
        public var location: String
        /// The language of the caption when it is the image's alt text (its document's, `bcp47`); nil
        /// when the caption is the file's name, which is in no language.
        public var captionLang: String? = nil
    }

    public var summary: String
    /// The href of the page that explains the findings' codes.
    public var codesHref: String = ""
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
    /// both languages (the site builds the two together): the other language's page takes them with its
    /// own names of the findings' severities (`relabeled(_:)`), the only text of theirs it translates.
    struct RowsHTML: Sendable {
        let findings: SplicedHTML
        /// Where each finding's severity name is in `findings`, in the findings' order.
        let severityNames: [Range<Int>]
        let siteNotes: SplicedHTML
        let assets: SplicedHTML

        init(_ page: QAReportPage) {
            var names: [Range<Int>] = []
            names.reserveCapacity(page.findings.count)
            findings = TableRowsHTML.of(page.findings) { finding, html in
                finding.appendHTML(to: &html) { names.append($0) }
            }
            severityNames = names
            siteNotes = TableRowsHTML.of(page.siteNotes) { $0.appendSiteNoteHTML(to: &$1) }
            assets = TableRowsHTML.of(page.assets) { $0.appendHTML(to: &$1) }
        }

        private init(findings: SplicedHTML, severityNames: [Range<Int>], siteNotes: SplicedHTML, assets: SplicedHTML) {
            self.findings = findings
            self.severityNames = severityNames
            self.siteNotes = siteNotes
            self.assets = assets
        }

        /// These rows with each finding's severity shown as in `findings` (the same findings, relabeled):
        /// the bytes between the severities' names are copied as they are.
        func relabeled(_ findings: [Finding]) -> RowsHTML {
            precondition(findings.count == severityNames.count, "one severity name per finding")
            var html = HTMLBytes(reservingCapacity: self.findings.html.count + findings.count * 8)
            var names: [Range<Int>] = []
            names.reserveCapacity(findings.count)
            self.findings.html.withUnsafeBytes { source in
                var copied = 0
                for (finding, name) in zip(findings, severityNames) {
                    html.append(UnsafeBufferPointer(rebasing: source[copied..<name.lowerBound]))
                    let start = html.count
                    html.appendTemplateEscaped(finding.shownSeverity)
                    names.append(start..<html.count)
                    copied = name.upperBound
                }
                html.append(UnsafeBufferPointer(rebasing: source[copied..<source.count]))
            }
            return RowsHTML(
                findings: SplicedHTML(html), severityNames: names, siteNotes: siteNotes, assets: assets)
        }
    }
}

extension QAReportPage {
    /// The report's first line: how many findings of each severity, how many images have no asset file.
    static func summary(findings: Int, bySeverity: [Severity: Int], missingAssets: Int, in language: Language)
        -> String
    {
        let (errors, warnings, notes) = (bySeverity[.error] ?? 0, bySeverity[.warning] ?? 0, bySeverity[.note] ?? 0)
        guard language == .en else {
            func count(_ number: Int, _ severity: Severity) -> String { "\(severity.name(in: .zh)) \(number) 项" }
            return "共 \(findings) 项检查结果：\(count(errors, .error))，\(count(warnings, .warning))，\(count(notes, .note))。"
                + "\(missingAssets) 张图片没有图片文件。"
        }
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        return "\(count(findings, "finding")): \(count(errors, "error")), \(count(warnings, "warning")), "
            + "\(count(notes, "note")). \(count(missingAssets, "image")) \(missingAssets == 1 ? "has" : "have") no asset file."
    }
}

extension QAReportPage: MustacheBoxable {
    var mustacheBox: [String: Any] {
        let rows = rowsHTML ?? RowsHTML(self)
        var box: [String: Any] = [
            "summary": summary, "codesHref": codesHref, "coverage": coverage.map(\.mustacheFields),
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
        appendHTML(to: &html) { _ in }
    }

    /// `appendHTML(to:)`, telling `severityName` where the severity's name went in `html`.
    func appendHTML(to html: inout HTMLBytes, severityName: (Range<Int>) -> Void) {
        html += #"<tr class="severity-"#
        html.appendTemplateEscaped(severity)
        html += #"">"#
        appendCells(to: &html, severityName: severityName)
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
        appendCells(to: &html) { _ in }
    }

    /// `appendCells(to:)`, telling `severityName` where the severity's name went in `html`.
    func appendCells(to html: inout HTMLBytes, severityName: (Range<Int>) -> Void) {
        html += #"<td><span class="status severity">"#
        let start = html.count
        html.appendTemplateEscaped(shownSeverity)
        severityName(start..<html.count)
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

    /// The code cell, then the location cell left open for the related locations. The code's title is
    /// its name, in English on every page (`lang="en"`).
    private func appendCodeAndLocation(to html: inout HTMLBytes) {
        html += "<td>"
        if let codesHref {
            html += #"<a href=""#
            html.appendTemplateEscaped(codesHref)
            html += "#"
            html.appendTemplateEscaped(code)
            html += #"">"#
        }
        html += #"<code lang="en" title=""#
        html.appendTemplateEscaped(codeName)
        html += #"">"#
        html.appendTemplateEscaped(code)
        html += codesHref == nil ? "</code></td><td><code>" : "</code></a></td><td><code>"
        html.appendTemplateEscaped(location)
        html += "</code>"
    }

    /// Closes the location cell and adds the message cell. Messages are English on every page, the
    /// Chinese one included, and say so (`lang="en"`).
    private func appendMessage(to html: inout HTMLBytes) {
        html += #"</td><td lang="en">"#
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

    /// The missing asset's file, caption and location cells; an alt text as caption is marked with
    /// its document's language (`captionLang`), the same on both languages' pages.
    func appendCells(to html: inout HTMLBytes) {
        html += "<td><code>"
        html.appendTemplateEscaped(file)
        html += "</code></td>"
        if let captionLang {
            html += #"<td lang=""#
            html.appendTemplateEscaped(captionLang)
            html += #"">"#
        } else {
            html += "<td>"
        }
        html.appendTemplateEscaped(caption)
        html += "</td><td><code>"
        html.appendTemplateEscaped(location)
        html += "</code></td>"
    }
}
