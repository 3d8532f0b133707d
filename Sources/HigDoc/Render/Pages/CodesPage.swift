/// What each code of the QA report's findings means and what to do about it (`higdoc explain` as a
/// page): a finding's code links to its entry here.
public struct CodesPage: Sendable {
    public struct Entry: Sendable {
        /// `HD0312`, also the entry's anchor.
        public var code: String
        public var name: String
        /// The default severity: its raw value (for the class) and its name in the page's language.
        public var severity: String
        public var severityName: String
        public var meaning: String
        public var fix: String
    }

    public var intro: String
    public var entries: [Entry]
    /// The label before each fix ("What to do:").
    public var whatToDo: String
}

extension CodesPage: MustacheBoxable {
    /// The entries as HTML made in Swift (`{{{entriesHTML}}}`, see `TableRowsHTML`): rendered by the
    /// template, the two pages of 29 entries cost swift-mustache seventeen million instructions (each
    /// entry looks up eight names, one of them three levels up), more than the rest of a small site.
    var mustacheBox: [String: Any] { ["intro": intro, "entriesHTML": Entry.listHTML(entries, whatToDo: whatToDo)] }
}

extension CodesPage.Entry {
    /// The entries, one `<div class="code-entry severity-…" id="HD…">` each, with the code, its name
    /// (English in every language, `lang="en"`) and severity as the term, and the meaning, then
    /// `whatToDo` and the fix, as the description. Texts are escaped as the templates escape them.
    static func listHTML(_ entries: [Self], whatToDo: String) -> SplicedHTML {
        TableRowsHTML.of(entries, capacity: entries.count * 600) { entry, html in
            html += #"<div class="code-entry severity-"#
            html.appendTemplateEscaped(entry.severity)
            html += #"" id=""#
            html.appendTemplateEscaped(entry.code)
            html += "\">\n<dt><code>"
            html.appendTemplateEscaped(entry.code)
            html += #"</code> <span class="code-name" lang="en">"#
            html.appendTemplateEscaped(entry.name)
            html += #"</span> <span class="status severity">"#
            html.appendTemplateEscaped(entry.severityName)
            html += "</span></dt>\n<dd><p>"
            html.appendTemplateEscaped(entry.meaning)
            html += "</p><p><strong>"
            html.appendTemplateEscaped(whatToDo)
            html += "</strong> "
            html.appendTemplateEscaped(entry.fix)
            html += "</p></dd>\n</div>\n"
        }
    }
}
