/// Renders document content for the site: `HTMLBodyRenderer` with hooks that give rules, system items
/// and sections their stable anchors, rewrite links, show image placeholders and drop raw HTML.
public struct SiteBodyRenderer: Sendable {
    let context: SiteContext
    let links: LinkRewriter
    /// Per document key, the anchor id of each unit by where it starts (the last unit of a location
    /// wins); ids rather than units, so no second copy of the graph is kept.
    private let ruleAnchors: [String: [SourceLocation: (id: String, kind: RuleKind)]]
    private let itemAnchors: [String: [SourceLocation: String]]
    private let sectionAnchors: [String: [SourceLocation: String]]

    public init(context: SiteContext) {
        self.context = context
        links = LinkRewriter(context: context)
        var rules: [String: [SourceLocation: (id: String, kind: RuleKind)]] = [:]
        for rule in context.graph.rules { rules[rule.document, default: [:]][rule.location] = (rule.id, rule.kind) }
        var items: [String: [SourceLocation: String]] = [:]
        for item in context.graph.systemItems { items[item.document, default: [:]][item.location] = item.id }
        var sections: [String: [SourceLocation: String]] = [:]
        for section in context.graph.sections {
            sections[section.document, default: [:]][section.location] = section.id
        }
        ruleAnchors = rules
        itemAnchors = items
        sectionAnchors = sections
    }

    /// The HTML of `blocks` of `document` as shown on `page`, headings moved by `headingShift`.
    /// Without `anchors`, units get no ids (for pages that show both languages, whose ids may coincide).
    public func render(
        _ blocks: [Block], of document: Document, on page: PageRoute, headingShift: Int = 0, anchors: Bool = true
    ) -> String {
        var hooks = hooks(for: document, on: page)
        if !anchors {
            hooks.paragraphAttributes = { _ in "" }
            hooks.rowAttributes = { _, _ in "" }
            hooks.headingID = { _ in nil }
            hooks.listItemAttributes = { _ in "" }
        }
        let safe = ScriptContentFilter.filtered(HeadingLevels.shifted(blocks, by: headingShift))
        return HTMLBodyRenderer.render(safe, hooks: hooks)
    }

    /// The HTML of inline content (a table cell, a lead) of `document` on `page`.
    public func render(inlines: [Inline], of document: Document, on page: PageRoute) -> String {
        HTMLBodyRenderer.render(inlines: ScriptContentFilter.filtered(inlines), hooks: hooks(for: document, on: page))
    }

    func hooks(for document: Document, on page: PageRoute) -> HTMLBodyRenderer.Hooks {
        let key = document.key
        let rules = ruleAnchors[key] ?? [:]
        let items = itemAnchors[key] ?? [:]
        let sections = sectionAnchors[key] ?? [:]
        let links = self.links
        return HTMLBodyRenderer.Hooks(
            linkDestination: { links.destination(for: $0, document: key, page: page) },
            image: { ImagePlaceholder.html(for: $0) },
            rawHTML: { _, _ in "" },
            paragraphAttributes: { paragraph in
                guard let rule = rules[paragraph.range.start] else { return "" }
                return
                    " id=\"\(HTMLEscaping.text(SiteAnchor.id(for: rule.id)))\" class=\"rule rule-\(rule.kind.rawValue)\""
            },
            rowAttributes: { table, index in
                let row = table.rows[index]
                let locations = [row.location] + row.cells.map(\.location)
                guard let item = locations.lazy.compactMap({ items[$0] }).first else { return "" }
                return " id=\"\(HTMLEscaping.text(SiteAnchor.id(for: item)))\" class=\"system-item\""
            },
            headingID: { heading in
                sections[heading.range.start].map { SiteAnchor.id(for: $0) }
            },
            listItemAttributes: { listItem in
                guard case .paragraph(let paragraph)? = listItem.blocks.first, let item = items[paragraph.range.start]
                else { return "" }
                return " id=\"\(HTMLEscaping.text(SiteAnchor.id(for: item)))\" class=\"system-item\""
            })
    }
}
