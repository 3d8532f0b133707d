/// Renders document content for the site: `HTMLBodyRenderer` with hooks that give rules, system items
/// and sections their stable anchors, rewrite links, show image placeholders and drop raw HTML.
public struct SiteBodyRenderer: Sendable {
    let context: SiteContext
    let links: LinkRewriter
    /// The placeholders of the images shown so far (each image is shown on several pages).
    let imagePlaceholders = ImagePlaceholderCache()
    /// The bodies of the documents shown last, rendered once for every page that shows them.
    let renderedBodies = RenderedBodyCache()
    /// Per document, its units of each kind by where they start (the last unit of a place wins):
    /// positions in the graph's arrays, so no second copy of the graph is kept.
    private let ruleAnchors: DocumentAnchors
    private let itemAnchors: DocumentAnchors
    private let sectionAnchors: DocumentAnchors

    public init(context: SiteContext) {
        self.context = context
        links = LinkRewriter(context: context)
        let graph = context.graph
        ruleAnchors = DocumentAnchors(graph.rules)
        itemAnchors = DocumentAnchors(graph.systemItems)
        sectionAnchors = DocumentAnchors(graph.sections)
    }

    /// The HTML of `blocks` of `document` as shown on `page`, headings moved by `headingShift`.
    /// Without `anchors`, units get no ids (for pages that show both languages, whose ids may coincide).
    public func render(
        _ blocks: ArraySlice<Block>, of document: Document, on page: PageRoute, headingShift: Int = 0,
        anchors: Bool = true
    ) -> HTMLBytes {
        render(
            blocks, of: document.key, hooks: hooks(for: document, on: page, anchors: anchors),
            headingShift: headingShift)
    }

    /// `render(document.blocks[range], of: document, on: page, headingShift:)`, cut out of the
    /// document's body rendered once for every page that shows it (`RenderedBody`, `renderedBodies`):
    /// a document's page and its bars' pages show most of its blocks. Rendered as a run of its own when
    /// the document's raw HTML may open a script-like element (`ScriptContentFilter` works on the run),
    /// when another page is rendering the body now, or when the run cannot be cut out.
    public func render(blocksOf document: Document, _ range: Range<Int>, on page: PageRoute, headingShift: Int = 0)
        -> HTMLBytes
    {
        let key = document.key
        if !context.documents.mayOpenScriptElements(key) {
            // The hooks of any page do: the body leaves out the one hook that depends on the page.
            let body = renderedBodies.body(key) {
                HTMLBodyRenderer.renderedBody(document.blocks, hooks: hooks(for: document, on: page))
            }
            let links = self.links
            if let body,
                let bytes = body.bytes(
                    ofBlocks: range,
                    headingLevel: { HeadingLevels.level($0, shiftedBy: headingShift) },
                    linkDestination: { links.destination(for: $0, document: key, page: page) })
            {
                return bytes
            }
        }
        return render(document.blocks[range], of: document, on: page, headingShift: headingShift)
    }

    /// `render(blocks, of: document, on: page, …)` with the hooks `hooks(for: document, on: page,
    /// anchors:)` gave: a page that shows many pieces of one document (the parallel view's cells) makes
    /// them once. The blocks go through `ScriptContentFilter` unless the document is known to need none.
    func render(_ blocks: ArraySlice<Block>, of document: String, hooks: HTMLBodyRenderer.Hooks, headingShift: Int = 0)
        -> HTMLBytes
    {
        let shifted = HeadingLevels.shifted(blocks, by: headingShift)
        let safe =
            context.documents.mayOpenScriptElements(document) ? ScriptContentFilter.filtered(shifted) : shifted
        return HTMLBodyRenderer.bytes(safe, hooks: hooks)
    }

    /// The hooks for `document` on `page`; without `anchors`, units get no ids.
    func hooks(for document: Document, on page: PageRoute, anchors: Bool) -> HTMLBodyRenderer.Hooks {
        var hooks = hooks(for: document, on: page)
        if !anchors {
            hooks.paragraphAttributes = { _, _ in }
            hooks.rowAttributes = { _, _, _ in }
            hooks.headingID = { _ in nil }
            hooks.listItemAttributes = { _, _ in }
        }
        return hooks
    }

    /// The HTML of inline content (a table cell, a lead) of `document` on `page`.
    public func render(inlines: [Inline], of document: Document, on page: PageRoute) -> HTMLBytes {
        HTMLBodyRenderer.bytes(
            inlines: context.documents.mayOpenScriptElements(document.key)
                ? ScriptContentFilter.filtered(inlines) : inlines,
            hooks: hooks(for: document, on: page))
    }

    func hooks(for document: Document, on page: PageRoute) -> HTMLBodyRenderer.Hooks {
        let key = document.key
        // The graph's three arrays the hooks read, not the whole graph (a copy retains every array).
        let ruleList = context.graph.rules
        let itemList = context.graph.systemItems
        let sectionList = context.graph.sections
        let rules = ruleAnchors.document(key)
        let items = itemAnchors.document(key)
        let sections = sectionAnchors.document(key)
        func item(at location: SourceLocation) -> String? {
            items.position(at: location).map { itemList[$0].id }
        }
        let links = self.links
        let imagePlaceholders = self.imagePlaceholders
        return HTMLBodyRenderer.Hooks(
            linkDestination: { links.destination(for: $0, document: key, page: page) },
            image: { imagePlaceholders.append($0, to: &$1) },
            rawHTML: { _, _ in "" },
            paragraphAttributes: { paragraph, out in
                // The rule's id and kind read in place (a copy of the rule retains a dozen strings).
                guard let position = rules.position(at: paragraph.range.start) else { return }
                out += " id=\""
                SiteAnchor.appendEscapedID(for: ruleList[position].id, to: &out)
                out += "\" class=\"rule rule-"
                out += ruleList[position].kind.rawValue
                out += "\""
            },
            rowAttributes: { table, index, out in
                // The row's own place first, then its cells' (no list of the places is made).
                var found = item(at: table.rows[index].location)
                for cell in table.rows[index].cells.indices where found == nil {
                    found = item(at: table.rows[index].cells[cell].location)
                }
                guard let item = found else { return }
                Self.appendItemAttributes(item, to: &out)
            },
            headingID: { heading in
                sections.position(at: heading.range.start).map { SiteAnchor.id(for: sectionList[$0].id) }
            },
            listItemAttributes: { listItem, out in
                guard case .paragraph(let paragraph)? = listItem.blocks.first,
                    let item = item(at: paragraph.range.start)
                else { return }
                Self.appendItemAttributes(item, to: &out)
            })
    }

    /// ` id="…" class="system-item"` for the system item with id `item`.
    private static func appendItemAttributes(_ item: String, to out: inout HTMLBytes) {
        out += " id=\""
        SiteAnchor.appendEscapedID(for: item, to: &out)
        out += "\" class=\"system-item\""
    }
}
