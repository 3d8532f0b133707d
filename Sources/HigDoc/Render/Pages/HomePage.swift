/// The home page of a language: the bars, the languages and their coverage, the documents.
public struct HomePage: Sendable {
    public struct BarCard: Sendable {
        public var id: String
        public var name: String
        public var otherName: String
        public var otherLang: String
        public var href: String
        public var parallelHref: String
        public var enRules: Int
        public var zhRules: Int
        public var enItems: Int
        public var zhItems: Int
        public var coveragePercent: Int
        public var coverageLabel: String
    }

    public struct LanguageSummary: Sendable {
        public var name: String
        public var lang: String
        public var href: String
        public var documents: Int
        public var rules: Int
        public var items: Int
        /// The nouns after the three counts, in the page's language, singular after a count of one.
        public var documentsNoun: String
        public var rulesNoun: String
        public var itemsNoun: String
        public var note: String
        public var coveragePercent: Int
    }

    public struct DocumentLink: Sendable {
        public var title: String
        public var lang: String
        public var edition: String
        public var href: String
        public var languageName: String
    }

    public var tagline: String
    public var bars: [BarCard]
    public var languages: [LanguageSummary]
    public var documents: [DocumentLink]
}

extension HomePage: MustacheBoxable {
    /// The bars and languages as the template reads them; the documents, one link each and ten thousand on
    /// a large site, as list items made in Swift (`{{{documentsHTML}}}`, see `TableRowsHTML`).
    var mustacheBox: [String: Any] {
        [
            "tagline": tagline, "bars": bars.map(MustacheBoxing.box), "languages": languages.map(MustacheBoxing.box),
            "documentsHTML": HomePage.DocumentLink.listItemsHTML(documents),
        ]
    }
}

extension HomePage.DocumentLink {
    /// The links as the document list's items, one a line: `<li><a href="…" lang="…">title</a> <span
    /// class="meta">edition · language</span></li>`, the language only when it is not the page's, and
    /// then the meta in the document's language (`<span class="meta" lang="…">`).
    /// Texts are escaped as the templates escape them.
    static func listItemsHTML(_ links: [Self]) -> SplicedHTML {
        TableRowsHTML.of(links, capacity: links.count * 120) { link, html in
            html += "<li><a href=\""
            html.appendTemplateEscaped(link.href)
            html += "\" lang=\""
            html.appendTemplateEscaped(link.lang)
            html += "\">"
            html.appendTemplateEscaped(link.title)
            html += "</a> <span class=\"meta\""
            if !link.languageName.isEmpty {
                // The edition and the language's name are the document's, in its language.
                html += " lang=\""
                html.appendTemplateEscaped(link.lang)
                html += "\""
            }
            html += ">"
            html.appendTemplateEscaped(link.edition)
            if !link.languageName.isEmpty {
                html += " · "
                html.appendTemplateEscaped(link.languageName)
            }
            html += "</span></li>\n"
        }
    }
}
