/// The system items of every bar in both languages, with their alignment status.
public struct ItemCatalogPage: Sendable {
    public struct Row: Sendable {
        public var id: String
        public var placeholder: String
        public var enName: String?
        public var enHref: String?
        public var zhName: String?
        public var zhHref: String?
        public var meaning: String
        public var meaningLang: String
        public var bars: String
        public var status: String
        public var statusLabel: String
        /// The language of the placeholder's caption (`bcp47`; its UIKit symbol or English name, the same
        /// on both languages' pages); nil when the row has no image.
        public var placeholderLang: String? = nil
    }

    public struct Group: Sendable {
        public var id: String
        public var title: String
        public var rows: [Row]
    }

    public var groups: [Group]
    /// The navigation between the pages of the catalog (nil when it fits on one page).
    public var pagination: PageNavigation?
}

extension ItemCatalogPage: MustacheBoxable {
    var mustacheBox: [String: Any] {
        var box: [String: Any] = ["groups": groups.map(\.mustacheFields)]
        box.setIfPresent("pagination", pagination?.mustacheBox)
        return box
    }
}

extension ItemCatalogPage.Group {
    var mustacheFields: MustacheFields {
        MustacheFields(
            texts: ["id": id, "title": title],
            others: ["rowsHTML": TableRowsHTML.of(rows) { $0.appendHTML(to: &$1) }])
    }
}

extension ItemCatalogPage.Row: TableRow {
    /// The row as HTML: its id and status on the `<tr>`, then its cells, one a line.
    func appendHTML(to html: inout HTMLBytes) {
        html += #"<tr id=""#
        html.appendTemplateEscaped(id)
        html += #"" data-status=""#
        html.appendTemplateEscaped(status)
        html += "\">\n"
        appendCells(to: &html)
        html += "</tr>\n"
    }

    /// The icon, English name, Chinese name, meaning, bars and status cells, one a line: a name links to
    /// its item, or is a gap when that language lacks the item; the icon's cell is in its caption's
    /// language (`placeholderLang`). Texts are escaped as the templates escape them
    /// (`SiteHTMLContentType`); the placeholder is already HTML.
    func appendCells(to html: inout HTMLBytes) {
        html += #"<td class="item-icon""#
        if let placeholderLang {
            html += #" lang=""#
            html.appendTemplateEscaped(placeholderLang)
            html += #"""#
        }
        html += ">"
        html += placeholder
        html += "</td>\n"
        func name(_ name: String?, _ href: String?, opening: String) {
            html += opening
            if let href {
                html += #"<a href=""#
                html.appendTemplateEscaped(href)
                html += #"">"#
                html.appendTemplateEscaped(name ?? "")
                html += "</a>"
            } else {
                html += #"<span class="gap-label">—</span>"#
            }
            html += "</td>\n"
        }
        name(enName, enHref, opening: #"<td lang="en">"#)
        name(zhName, zhHref, opening: #"<td lang="zh-Hans">"#)
        html += #"<td lang=""#
        html.appendTemplateEscaped(meaningLang)
        html += #"">"#
        html.appendTemplateEscaped(meaning)
        html += "</td>\n<td>"
        html.appendTemplateEscaped(bars)
        html += "</td>\n"
        html += #"<td><span class="status status-"#
        html.appendTemplateEscaped(status)
        html += #"">"#
        html.appendTemplateEscaped(statusLabel)
        html += "</span></td>\n"
    }
}
