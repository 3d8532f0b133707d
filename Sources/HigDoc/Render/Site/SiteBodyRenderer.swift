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

    /// The document with `key` as its pages show it (`ShownDocument`), nil when the site has none: its
    /// body rendered once for every page that shows it or a run of it (`RenderedBody`, kept in
    /// `renderedBodies`), as the build rendered it when it checked the document (`DocumentSource`), or
    /// else rendered now. A document's page and its bars' pages show most of its blocks, and the
    /// parallel views its rules. There is no body when the document's raw HTML may open a script-like
    /// element (`ScriptContentFilter` works on each run), nor when another page is rendering it now
    /// (the runs are rendered alone: waiting would leave a core idle). A body read back is read again
    /// instead: that costs little.
    func shown(_ key: String) throws -> ShownDocument? {
        let documents = context.documents
        if !documents.mayOpenScriptElements(key) {
            if documents.spoolsBody(key),
                let body = renderedBodies.body(key, render: { documents.spooledBody(key) })
                    ?? documents.spooledBody(key)
            {
                return ShownDocument(key: key, body: body)
            }
            guard let document = try documents.document(key) else { return nil }
            let images = imagePlaceholders
            let body = renderedBodies.body(key) {
                HTMLBodyRenderer.renderedBody(document.blocks, image: images.append(_:to:))
            }
            return ShownDocument(key: key, body: body, document: document)
        }
        return try documents.document(key).map { ShownDocument(key: key, body: nil, document: $0) }
    }

    /// The HTML of the top-level blocks `range` of `shown` on `page`, headings moved by `headingShift`:
    /// `render(blocks, of: document, on: page, headingShift:, anchors:)`, cut out of the document's body
    /// when it has one and the run can be cut out. Without `anchors`, units get no ids.
    func render(
        _ range: Range<Int>, of shown: ShownDocument, on page: PageRoute, headingShift: Int = 0, anchors: Bool = true
    ) throws -> HTMLBytes {
        let key = shown.key
        if let body = shown.body {
            let links = self.links
            if let bytes = body.bytes(
                ofBlocks: range,
                headingLevel: { HeadingLevels.level($0, shiftedBy: headingShift) },
                linkDestination: { links.destination(for: $0, document: key, page: page) },
                unitAttributes: anchors ? unitAttributes(of: key) : nil)
            {
                return bytes
            }
        }
        guard let document = try shown.document ?? context.documents.document(key) else {
            throw InputError(path: context.documentInfos[key]?.path ?? key, "no parsed document for \(key)")
        }
        return render(document.blocks[range], of: document, on: page, headingShift: headingShift, anchors: anchors)
    }

    /// The HTML of item `item` of the list at top-level block `index` of `shown`, alone in a list of its
    /// own (an ordered list's keeps its number), units without ids: a rule written as a list item, in a
    /// parallel view's cell. Empty when the block is no list with that item.
    func render(item: Int, ofListAt index: Int, of shown: ShownDocument, on page: PageRoute) throws -> HTMLBytes {
        guard let document = try shown.document ?? context.documents.document(shown.key) else {
            throw InputError(
                path: context.documentInfos[shown.key]?.path ?? shown.key, "no parsed document for \(shown.key)")
        }
        guard document.blocks.indices.contains(index), case .list(var list) = document.blocks[index],
            list.items.indices.contains(item)
        else { return HTMLBytes() }
        list.start += item
        list.items = [list.items[item]]
        return render(
            [.list(list)][...], of: shown.key, hooks: hooks(for: document, on: page, anchors: false))
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
        let attributes = unitAttributes(of: key)
        let sectionList = context.graph.sections
        let sections = sectionAnchors.document(key)
        let links = self.links
        let imagePlaceholders = self.imagePlaceholders
        return HTMLBodyRenderer.Hooks(
            linkDestination: { links.destination(for: $0, document: key, page: page) },
            image: { imagePlaceholders.append($0, to: &$1) },
            rawHTML: { _, _ in "" },
            paragraphAttributes: { paragraph, out in attributes(.paragraph(paragraph.range.start), &out) },
            rowAttributes: { table, index, out in
                attributes(
                    .row([table.rows[index].location] + table.rows[index].cells.map(\.location)), &out)
            },
            headingID: { heading in
                sections.position(at: heading.range.start).map { SiteAnchor.id(for: sectionList[$0].id) }
            },
            listItemAttributes: { listItem, out in
                guard case .paragraph(let paragraph)? = listItem.blocks.first else { return }
                attributes(.listItem(paragraph.range.start), &out)
            },
            keepsIPLiteralHosts: true)
    }

    /// Writes the attributes of the unit of document `key` at a place (`RenderedBody.UnitPlace`): a
    /// rule's ` id="…" class="rule rule-…"` on its paragraph, a system item's ` id="…"
    /// class="system-item"` on its row or list item, a section's ` id="…"` on its heading; nothing
    /// where the graph found no unit.
    func unitAttributes(of key: String) -> (RenderedBody.UnitPlace, inout HTMLBytes) -> Void {
        // The graph's three arrays the places read, not the whole graph (a copy retains every array).
        let ruleList = context.graph.rules
        let itemList = context.graph.systemItems
        let sectionList = context.graph.sections
        let rules = ruleAnchors.document(key)
        let items = itemAnchors.document(key)
        let sections = sectionAnchors.document(key)
        return { place, out in
            switch place {
            case .paragraph(let start):
                // The rule's id and kind read in place (a copy of the rule retains a dozen strings). A rule
                // written as a list item has them on its item, whose paragraph a loose list shows too.
                guard let position = rules.position(at: start), ruleList[position].listItem == nil else { return }
                Self.appendRuleAttributes(of: ruleList[position], to: &out)
            case .row(let starts):
                // The row's own place first, then its cells'.
                guard let position = starts.lazy.compactMap({ items.position(at: $0) }).first else { return }
                Self.appendItemAttributes(itemList[position].id, to: &out)
            case .listItem(let start):
                if let position = items.position(at: start) {
                    Self.appendItemAttributes(itemList[position].id, to: &out)
                } else if let position = rules.position(at: start), ruleList[position].listItem != nil {
                    Self.appendRuleAttributes(of: ruleList[position], to: &out)
                }
            case .heading(let start):
                guard let position = sections.position(at: start) else { return }
                out += " id=\""
                SiteAnchor.appendEscapedID(for: sectionList[position].id, to: &out)
                out += "\""
            }
        }
    }

    /// ` id="…" class="rule rule-…"` for a rule, read where it is.
    private static func appendRuleAttributes(of rule: borrowing Rule, to out: inout HTMLBytes) {
        out += " id=\""
        SiteAnchor.appendEscapedID(for: rule.id, to: &out)
        out += "\" class=\"rule rule-"
        out += rule.kind.rawValue
        out += "\""
    }

    /// ` id="…" class="system-item"` for the system item with id `item`.
    private static func appendItemAttributes(_ item: String, to out: inout HTMLBytes) {
        out += " id=\""
        SiteAnchor.appendEscapedID(for: item, to: &out)
        out += "\" class=\"system-item\""
    }
}
