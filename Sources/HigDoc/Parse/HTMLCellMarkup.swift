/// The tags of an HTML table's cell as its text keeps them for the parse of its inlines: the cell's
/// inline formatting (`<a href>`, `<b>`, `<code>`, `<br>`) written back as raw HTML, which
/// `InlineHTMLRecovery` turns into links, strong text and code spans, and any other inline tag as raw
/// HTML the site drops and reports (HD0401). Block-level tags (`<p>`, `<li>`) only separate the cell's
/// lines.
enum HTMLCellMarkup {
    /// Tags that hold or separate blocks: in a cell, the text after one starts a new line.
    static func isBlockLevel(_ name: String) -> Bool {
        switch name {
        case "p", "div", "ul", "ol", "li", "dl", "dt", "dd", "h1", "h2", "h3", "h4", "h5", "h6", "hr",
            "blockquote", "pre", "section", "article", "header", "footer", "figure", "figcaption", "table",
            "colgroup", "col":
            return true
        default: return false
        }
    }

    /// Elements without an end tag.
    static func isVoid(_ name: String) -> Bool {
        switch name {
        case "br", "wbr", "img", "input", "area", "base", "embed", "link", "meta", "param", "source", "track":
            return true
        default: return false
        }
    }

    /// A start tag written back for the parse: a link's `href` and `title`, and no other attribute (the
    /// recovery reads no other).
    static func startTag(_ name: String, attributes: [String: String]) -> String {
        var tag = "<" + name
        for key in ["href", "title"] {
            guard let value = attributes[key] else { continue }
            tag += " \(key)=\""
            for scalar in value.unicodeScalars {
                switch scalar {
                case "&": tag += "&amp;"
                case "\"": tag += "&quot;"
                default: tag.unicodeScalars.append(scalar)
                }
            }
            tag += "\""
        }
        return tag + ">"
    }
}
