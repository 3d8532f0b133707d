/// One bar with English and Chinese side by side: aligned units in one row, a missing counterpart as a gap.
public struct ParallelPage: Sendable {
    public struct Cell: Sendable {
        public var html: HTMLBytes
        public var href: String
    }

    /// Where an English heading the translation lacks has its content: `before`, the link, `after`.
    public struct HeadingOnly: Sendable {
        public var before: String
        public var carrierTitle: String
        public var carrierHref: String
        public var after: String
    }

    public struct Row: Sendable {
        public var id: String
        /// `aligned`, `missing` (in the translation), `heading-only` (an English heading whose content the
        /// translation carries elsewhere) or `extra` (only in the translation).
        public var status: String
        public var statusLabel: String
        public var en: Cell?
        public var zh: Cell?
        public var gapLabel: String
        public var confidence: String?
        public var headingOnly: HeadingOnly?
    }

    public struct Group: Sendable {
        public var id: String
        public var title: String
        public var rows: [Row]
    }

    public struct Pair: Sendable {
        public var sourceTitle: String
        public var sourceHref: String
        public var sourceEdition: String
        public var translationTitle: String
        public var translationHref: String
        public var translationEdition: String
        public var groups: [Group]
    }

    /// An English page about the bar that no page translates: none of its units has a row.
    public struct UntranslatedDocument: Sendable {
        public var title: String
        public var href: String
        public var edition: String
        /// Its units of the bar in words (`Sections 18 · Guidelines 6`).
        public var units: String
    }

    public var name: String
    public var otherName: String
    public var otherLang: String
    public var barHref: String
    public var pairs: [Pair]
    public var isEmpty: Bool
    public var alignedCount: Int
    public var missingCount: Int
    public var headingOnlyCount: Int
    public var extraCount: Int
    /// The navigation between the pages of the list (nil when it fits on one page).
    public var pagination: PageNavigation?
    /// The English pages about the bar that no page translates (on the view's first page only).
    public var untranslated: [UntranslatedDocument] = []
}

extension ParallelPage: MustacheBoxable {
    var mustacheBox: [String: Any] {
        var box: [String: Any] = [
            "name": name, "otherName": otherName, "otherLang": otherLang, "barHref": barHref,
            "pairsHTML": pairsHTML, "isEmpty": isEmpty, "alignedCount": alignedCount, "missingCount": missingCount,
            "headingOnlyCount": headingOnlyCount, "extraCount": extraCount,
        ]
        box.setIfPresent("pagination", pagination?.mustacheBox)
        if !untranslated.isEmpty {
            box["hasUntranslated"] = true
            box["untranslatedCount"] = untranslated.count
            box["untranslated"] = untranslated.map {
                ["title": $0.title, "href": $0.href, "edition": $0.edition, "units": $0.units] as [String: Any]
            }
        }
        return box
    }

    /// Every document pair's HTML (`Pair.appendHTML`), in order, without the last pair's closing line
    /// break, which the template writes (`TableRowsHTML.of`).
    var pairsHTML: SplicedHTML {
        // Room for the cells' own HTML as well, so that the page's buffer never grows (a copy of it each time).
        var capacity = pairs.count * 600
        for pair in pairs {
            for group in pair.groups {
                for row in group.rows {
                    capacity += 400 + (row.en?.html.count ?? 0) + (row.zh?.html.count ?? 0)
                }
            }
        }
        return TableRowsHTML.of(pairs, capacity: capacity, lastLineBreak: false) {
            $0.appendHTML(to: &$1)
        }
    }
}

extension ParallelPage.Pair {
    /// The pair as HTML: a `<section class="parallel-pair">` with the links to its two documents and
    /// their editions (each in its document's language), then each group's table. Made in Swift rather
    /// than in the template (see `TableRowsHTML`): a page lists up to a page size of pairs, each with a
    /// few groups, and their names cost swift-mustache more than their content. Texts are escaped as
    /// the templates escape them.
    func appendHTML(to html: inout HTMLBytes) {
        html += "<section class=\"parallel-pair\">\n<p class=\"pair-documents\"><a href=\""
        html.appendTemplateEscaped(sourceHref)
        html += #"" lang="en">"#
        html.appendTemplateEscaped(sourceTitle)
        html += #"</a> <span class="meta" lang="en">"#
        html.appendTemplateEscaped(sourceEdition)
        html += #"</span> ↔ <a href=""#
        html.appendTemplateEscaped(translationHref)
        html += #"" lang="zh-Hans">"#
        html.appendTemplateEscaped(translationTitle)
        html += #"</a> <span class="meta" lang="zh-Hans">"#
        html.appendTemplateEscaped(translationEdition)
        html += "</span></p>\n"
        for group in groups { group.appendHTML(to: &html) }
        html += "</section>\n"
    }
}

extension ParallelPage.Group {
    /// The group as HTML: its heading (with the group's id) and a two-column table of its rows.
    func appendHTML(to html: inout HTMLBytes) {
        html += #"<h2 id=""#
        html.appendTemplateEscaped(id)
        html += #"">"#
        html.appendTemplateEscaped(title)
        html += "</h2>\n<table class=\"parallel\">\n<thead>\n"
        html += #"<tr><th scope="col" lang="en">English</th><th scope="col" lang="zh-Hans">中文</th></tr>"#
        html += "\n</thead>\n<tbody>\n"
        // Each row read where it is (a copy retains its texts and both cells).
        for index in rows.indices { rows[index].appendHTML(to: &html) }
        html += "</tbody>\n</table>\n"
    }
}

extension ParallelPage.Row: TableRow {
    /// The row as HTML: its id and status on the `<tr>`, then its two cells, one a line.
    func appendHTML(to html: inout HTMLBytes) {
        html += #"<tr id=""#
        html.appendTemplateEscaped(id)
        html += #"" class="row-"#
        html.appendTemplateEscaped(status)
        html += #"" data-status=""#
        html.appendTemplateEscaped(status)
        html += "\">\n"
        appendCells(to: &html)
        html += "</tr>\n"
    }

    /// `<td>` of the English side then of the Chinese side, each followed by a line break: a side's
    /// content with the link to its unit (and, on the Chinese side, the pair's confidence), or the
    /// heading that carries a heading-only section, or the gap label. Texts are escaped as the
    /// templates escape them (`SiteHTMLContentType`); a cell's `html` is already HTML.
    func appendCells(to html: inout HTMLBytes) {
        func gap() {
            html += #"<td class="side gap"><span class="gap-label">"#
            html.appendTemplateEscaped(gapLabel)
            html += "</span></td>\n"
        }
        func side(_ cell: ParallelPage.Cell, _ opening: String, confidence: String?) {
            html += opening
            html.append(cell.html)
            html += #"<a class="unit-link" href=""#
            html.appendTemplateEscaped(cell.href)
            html += #"" title=""#
            html.appendTemplateEscaped(statusLabel)
            html += #"">¶</a>"#
            if let confidence {
                html += #"<span class="confidence">"#
                html.appendTemplateEscaped(confidence)
                html += "</span>"
            }
            html += "</td>\n"
        }
        if let en { side(en, #"<td class="side side-en" lang="en">"#, confidence: nil) } else { gap() }
        if let zh {
            side(zh, #"<td class="side side-zh" lang="zh-Hans">"#, confidence: confidence)
        } else if let headingOnly {
            html += #"<td class="side heading-only"><span class="heading-only-label">"#
            html.appendTemplateEscaped(headingOnly.before)
            html += #"<a href=""#
            html.appendTemplateEscaped(headingOnly.carrierHref)
            html += #"" lang="zh-Hans">"#
            html.appendTemplateEscaped(headingOnly.carrierTitle)
            html += "</a>"
            html.appendTemplateEscaped(headingOnly.after)
            html += "</span></td>\n"
        } else {
            gap()
        }
    }
}
