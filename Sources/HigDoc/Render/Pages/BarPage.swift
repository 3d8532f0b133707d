/// One bar in one language: that bar's guidance from every document of the language.
public struct BarPage: Sendable {
    public struct Part: Sendable {
        public var documentTitle: String
        public var documentHref: String
        public var edition: String
        public var source: String
        public var body: HTMLBytes
    }

    /// The interface words of each part's source line (`SiteStrings`): "From", "Edition", "Source".
    public struct PartLabels: Sendable {
        public var fromDocument: String
        public var edition: String
        public var source: String
    }

    public var name: String
    public var otherName: String
    public var otherLang: String
    public var parallelHref: String
    public var itemsHref: String
    public var parts: [Part]
    public var partLabels: PartLabels
    public var isEmpty: Bool
    public var ruleCount: Int
    public var itemCount: Int
    /// The navigation between the pages of the list (nil when it fits on one page).
    public var pagination: PageNavigation?
}

extension BarPage: MustacheBoxable {
    var mustacheBox: [String: Any] {
        var box: [String: Any] = [
            "name": name, "otherName": otherName, "otherLang": otherLang, "parallelHref": parallelHref,
            "itemsHref": itemsHref, "partsHTML": partsHTML, "isEmpty": isEmpty, "ruleCount": ruleCount,
            "itemCount": itemCount,
        ]
        box.setIfPresent("pagination", pagination?.mustacheBox)
        return box
    }

    /// Every part's HTML (`Part.appendHTML`), in order, without the last part's closing line break, which
    /// the template writes (`TableRowsHTML.of`).
    var partsHTML: SplicedHTML {
        TableRowsHTML.of(parts, capacity: parts.reduce(0) { $0 + $1.body.count + 400 }, lastLineBreak: false) {
            $0.appendHTML(to: &$1, labels: partLabels)
        }
    }
}

extension BarPage.Part {
    /// The part as HTML: a `<section class="part">` with the line naming its document (link, edition,
    /// source file), then its body in a `<div class="prose">`. Made in Swift rather than in the template
    /// (see `TableRowsHTML`): a bar page shows up to a page size of parts, and their names (the labels
    /// three levels up the template's context) cost swift-mustache more than the part's line. Texts are
    /// escaped as the templates escape them; the body is HTML already.
    func appendHTML(to html: inout HTMLBytes, labels: BarPage.PartLabels) {
        html += "<section class=\"part\">\n<p class=\"part-source\"><span class=\"part-label\">"
        html.appendTemplateEscaped(labels.fromDocument)
        html += #"</span> <a href=""#
        html.appendTemplateEscaped(documentHref)
        html += #"">"#
        html.appendTemplateEscaped(documentTitle)
        html += #"</a> <span class="meta">"#
        html.appendTemplateEscaped(labels.edition)
        html += " "
        html.appendTemplateEscaped(edition)
        html += " · "
        html.appendTemplateEscaped(labels.source)
        html += " <code>"
        html.appendTemplateEscaped(source)
        html += "</code></span></p>\n<div class=\"prose\">\n"
        html.append(body)
        html += "\n</div>\n</section>\n"
    }
}
