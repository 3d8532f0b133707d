/// Renders a document body to HTML in cmark's own output format, plus the recovered structures.
///
/// With `.cmarkCompatible` options the output for ordinary markdown is byte-identical to what
/// `cmark` prints (safe mode: raw HTML omitted, dangerous URLs emptied). The site renderer uses
/// the hooks to rewrite links, show image placeholders and drop raw HTML with a diagnostic.
public struct HTMLBodyRenderer {
    public struct Hooks {
        /// Returns the href to use for a link, or nil to drop the link and keep its text.
        public var linkDestination: (Inline.Link) -> String?
        /// Appends the HTML of an image (inline or in a figure); nil uses cmark's `<img />`.
        public var image: ((Inline.InlineImage, inout HTMLBytes) -> Void)?
        /// What to print for raw HTML (block or inline); `location` is where it was found.
        public var rawHTML: (String, SourceLocation?) -> String
        /// Appends extra attributes for a paragraph (e.g. ` id="rule-…"`), given its range. The
        /// attribute hooks write into the page's bytes, as the image hook does: a string made for each
        /// paragraph, row and item cost more than the attributes.
        public var paragraphAttributes: (Block.Paragraph, inout HTMLBytes) -> Void
        /// Appends extra attributes for a table row, given the table and row index.
        public var rowAttributes: (Table, Int, inout HTMLBytes) -> Void
        /// The `id` for a heading, if any.
        public var headingID: (Block.Heading) -> String?
        /// Appends extra attributes for a list item (e.g. the anchor of a system item it describes).
        public var listItemAttributes: (Block.ListItem, inout HTMLBytes) -> Void
        /// Whether a link's IP literal host keeps its brackets (`HTMLEscaping.hrefKeepingIPLiteralHost`):
        /// the site's links, percent-encoded by then; cmark's escaping encodes them.
        public var keepsIPLiteralHosts: Bool

        public init(
            linkDestination: @escaping (Inline.Link) -> String?,
            image: ((Inline.InlineImage, inout HTMLBytes) -> Void)? = nil,
            rawHTML: @escaping (String, SourceLocation?) -> String,
            paragraphAttributes: @escaping (Block.Paragraph, inout HTMLBytes) -> Void = { _, _ in },
            rowAttributes: @escaping (Table, Int, inout HTMLBytes) -> Void = { _, _, _ in },
            headingID: @escaping (Block.Heading) -> String? = { $0.anchor },
            listItemAttributes: @escaping (Block.ListItem, inout HTMLBytes) -> Void = { _, _ in },
            keepsIPLiteralHosts: Bool = false
        ) {
            self.linkDestination = linkDestination
            self.image = image
            self.rawHTML = rawHTML
            self.paragraphAttributes = paragraphAttributes
            self.rowAttributes = rowAttributes
            self.headingID = headingID
            self.listItemAttributes = listItemAttributes
            self.keepsIPLiteralHosts = keepsIPLiteralHosts
        }

        /// cmark's safe defaults.
        public static var cmarkCompatible: Hooks {
            Hooks(
                linkDestination: { HTMLEscaping.isUnsafeURL($0.destination) ? "" : $0.destination },
                rawHTML: { _, _ in "<!-- raw HTML omitted -->" })
        }
    }

    public var hooks: Hooks
    private var out = HTMLBytes()
    /// When the body is rendered for every page that shows it (`renderedBody(_:image:)`): the places
    /// whose bytes depend on the page or the site, listed instead of written.
    private var pagePlaces: [RenderedBody.Place]?

    public init(hooks: Hooks = .cmarkCompatible) {
        self.hooks = hooks
    }

    public static func render(_ blocks: [Block], hooks: Hooks = .cmarkCompatible) -> String {
        bytes(blocks, hooks: hooks).string
    }

    public static func render(inlines: [Inline], hooks: Hooks = .cmarkCompatible) -> String {
        bytes(inlines: inlines, hooks: hooks).string
    }

    /// `render(_:hooks:)` as bytes, for a page's file (`HTMLBytes`, `HTMLSplicing`).
    public static func bytes(_ blocks: [Block], hooks: Hooks = .cmarkCompatible) -> HTMLBytes {
        bytes(blocks[...], hooks: hooks)
    }

    /// `bytes(_:hooks:)` of a run of a document's blocks, read where they are.
    public static func bytes(_ blocks: ArraySlice<Block>, hooks: Hooks = .cmarkCompatible) -> HTMLBytes {
        var renderer = HTMLBodyRenderer(hooks: hooks)
        // A few hundred bytes a block (a paragraph of these pages is about 300), so that the buffer does
        // not grow from its smallest size, copied at each doubling.
        renderer.out = HTMLBytes(reservingCapacity: blocks.count * 256)
        renderer.render(blocks, tight: false)
        return renderer.out
    }

    /// `bytes(blocks, hooks:)` with the hooks of a site's page, for every page that shows the blocks or a
    /// run of them: raw HTML is dropped and images go through `image`; each heading's level, each
    /// link's opening and closing tag and the attributes of each paragraph, row, list item and heading
    /// are left out and listed with where they go, and the top-level blocks' starts are kept
    /// (`RenderedBody`). A page writes those places itself when it cuts a run out.
    static func renderedBody(_ blocks: [Block], image: ((Inline.InlineImage, inout HTMLBytes) -> Void)?)
        -> RenderedBody
    {
        var renderer = HTMLBodyRenderer(
            hooks: Hooks(linkDestination: { _ in nil }, image: image, rawHTML: { _, _ in "" }))
        renderer.out = HTMLBytes(reservingCapacity: blocks.count * 256)
        renderer.pagePlaces = []
        var blockStarts: [RenderedBody.BlockStart] = []
        blockStarts.reserveCapacity(blocks.count + 1)
        for block in blocks {
            blockStarts.append(
                RenderedBody.BlockStart(offset: renderer.out.count, place: renderer.pagePlaces?.count ?? 0))
            renderer.render(block, tight: false)
        }
        blockStarts.append(RenderedBody.BlockStart(offset: renderer.out.count, place: renderer.pagePlaces?.count ?? 0))
        return RenderedBody(
            bytes: renderer.out, blockStarts: blockStarts, places: renderer.pagePlaces ?? [],
            outline: RenderedBody.Outline(blocks))
    }

    /// `render(inlines:hooks:)` as bytes.
    public static func bytes(inlines: [Inline], hooks: Hooks = .cmarkCompatible) -> HTMLBytes {
        var renderer = HTMLBodyRenderer(hooks: hooks)
        renderer.render(inlines)
        return renderer.out
    }

    private mutating func cr() {
        if let last = out.last, last != UInt8(ascii: "\n") { out.append(UInt8(ascii: "\n")) }
    }

    /// ` id="…"` (escaped), or nothing without an id.
    private mutating func appendID(_ id: String?) {
        guard let id else { return }
        out += " id=\""
        out.appendEscaped(id)
        out += "\""
    }

    private mutating func render(_ blocks: ArraySlice<Block>, tight: Bool) {
        for block in blocks { render(block, tight: tight) }
    }

    private mutating func render(_ block: Block, tight: Bool) {
        switch block {
        case .heading(let heading):
            cr()
            out += "<h"
            appendLevel(heading.level)
            if pagePlaces != nil {
                pagePlaces?.append(RenderedBody.Place(offset: out.count, kind: .unit(.heading(heading.range.start))))
            } else {
                appendID(hooks.headingID(heading))
            }
            out += ">"
            render(heading.inlines)
            out += "</h"
            appendLevel(heading.level)
            out += ">\n"
        case .paragraph(let paragraph):
            if tight {
                render(paragraph.inlines)
            } else {
                cr()
                out += "<p"
                if pagePlaces != nil {
                    pagePlaces?.append(
                        RenderedBody.Place(offset: out.count, kind: .unit(.paragraph(paragraph.range.start))))
                } else {
                    hooks.paragraphAttributes(paragraph, &out)
                }
                out += ">"
                render(paragraph.inlines)
                out += "</p>\n"
            }
        case .list(let list):
            cr()
            if list.ordered {
                if list.start == 1 {
                    out += "<ol>\n"
                } else {
                    out += "<ol start=\""
                    out.appendDecimal(list.start)
                    out += "\">\n"
                }
            } else {
                out += "<ul>\n"
            }
            for item in list.items {
                cr()
                out += "<li"
                if pagePlaces == nil {
                    hooks.listItemAttributes(item, &out)
                } else if case .paragraph(let paragraph)? = item.blocks.first {
                    pagePlaces?.append(
                        RenderedBody.Place(offset: out.count, kind: .unit(.listItem(paragraph.range.start))))
                }
                out += ">"
                render(item.blocks[...], tight: list.tight)
                out += "</li>\n"
            }
            out += list.ordered ? "</ol>\n" : "</ul>\n"
        case .blockQuote(let quote):
            cr()
            out += "<blockquote>\n"
            render(quote.blocks[...], tight: false)
            cr()
            out += "</blockquote>\n"
        case .callout(let callout):
            cr()
            out += "<blockquote class=\"callout callout-"
            out += callout.kind.rawValue
            out += "\">\n<p class=\"callout-label\">"
            out.appendEscaped(callout.label)
            out += "</p>\n"
            render(callout.blocks[...], tight: false)
            cr()
            out += "</blockquote>\n"
        case .codeBlock(let code):
            cr()
            out += "<pre><code"
            if let language = code.info.split(separator: " ").first {
                out += " class=\"language-"
                out.appendEscaped(String(language))
                out += "\""
            }
            out += ">"
            out.appendEscaped(code.literal)
            out += "</code></pre>\n"
        case .htmlBlock(let html):
            cr()
            out += hooks.rawHTML(html.literal, html.range.start)
            cr()
        case .thematicBreak:
            cr()
            out += "<hr />\n"
        case .table(let table):
            render(table)
        case .figure(let figure):
            cr()
            out += "<figure>"
            for image in figure.images { render(image) }
            if !figure.caption.isEmpty {
                out += "<figcaption>"
                out.appendEscaped(figure.caption)
                out += "</figcaption>"
            }
            out += "</figure>\n"
        }
    }

    private mutating func render(_ table: Table) {
        cr()
        out += "<table"
        appendID(table.anchor)
        out += ">\n"
        if !table.caption.isEmpty {
            out += "<caption>"
            out.appendEscaped(table.caption)
            out += "</caption>\n"
        }
        out += "<thead>\n<tr>\n"
        for (column, cell) in table.header.enumerated() {
            out += "<th"
            appendAlignment(table.alignment(ofColumn: column))
            out += ">"
            render(cell.inlines)
            out += "</th>\n"
        }
        out += "</tr>\n</thead>\n"
        if !table.rows.isEmpty {
            out += "<tbody>\n"
            for (index, row) in table.rows.enumerated() {
                out += "<tr"
                if pagePlaces != nil {
                    pagePlaces?.append(
                        RenderedBody.Place(
                            offset: out.count, kind: .unit(.row([row.location] + row.cells.map(\.location)))))
                } else {
                    hooks.rowAttributes(table, index, &out)
                }
                out += ">\n"
                for (column, cell) in row.cells.enumerated() {
                    out += "<td"
                    appendAlignment(table.alignment(ofColumn: column))
                    out += ">"
                    render(cell.inlines)
                    out += "</td>\n"
                }
                // A pipe table row short of the header's cells is filled with empty ones, as GFM fills it
                // (HD0102 reports it): an HTML table's row narrower than its header is malformed.
                if table.origin == .pipe, row.cells.count < table.header.count {
                    for column in row.cells.count..<table.header.count {
                        out += "<td"
                        appendAlignment(table.alignment(ofColumn: column))
                        out += "></td>\n"
                    }
                }
                out += "</tr>\n"
            }
            out += "</tbody>\n"
        }
        out += "</table>\n"
    }

    /// The class that aligns a cell as its pipe table's delimiter row asks (`site.css`); nothing for none,
    /// nor for left, which is how the site's tables align every cell already (the Chinese bars page asks for
    /// it in every column of its two tables: a class on each of their cells, in every page that shows them,
    /// made the build at N = 10,000 write about 1% more).
    private mutating func appendAlignment(_ alignment: Table.Alignment) {
        switch alignment {
        case .none, .left: break
        case .center: out += #" class="align-center""#
        case .right: out += #" class="align-right""#
        }
    }

    private mutating func render(_ inlines: [Inline]) {
        for inline in inlines {
            switch inline {
            case .text(let text): out.appendEscaped(text)
            case .code(let code):
                out += "<code>"
                out.appendEscaped(code)
                out += "</code>"
            case .emphasis(let children):
                out += "<em>"
                render(children)
                out += "</em>"
            case .strong(let children):
                out += "<strong>"
                render(children)
                out += "</strong>"
            case .link(let link):
                if pagePlaces != nil {
                    pagePlaces?.append(RenderedBody.Place(offset: out.count, kind: .linkOpen(link)))
                    render(link.children)
                    pagePlaces?.append(RenderedBody.Place(offset: out.count, kind: .linkClose))
                } else if let destination = hooks.linkDestination(link) {
                    Self.appendLinkOpen(
                        destination, title: link.title, keepingIPLiteralHost: hooks.keepsIPLiteralHosts, to: &out)
                    render(link.children)
                    out += "</a>"
                } else {
                    render(link.children)
                }
            case .image(let image): render(image)
            case .html(let raw): out += hooks.rawHTML(raw, nil)
            case .softBreak: out += "\n"
            case .lineBreak: out += "<br />\n"
            }
        }
    }

    private mutating func render(_ image: Inline.InlineImage) {
        if let custom = hooks.image {
            custom(image, &out)
            return
        }
        let source = HTMLEscaping.isUnsafeURL(image.source) ? "" : image.source
        out += "<img src=\""
        out += HTMLEscaping.href(source)
        out += "\" alt=\""
        out.appendEscaped(image.alt)
        out += "\""
        Self.appendTitle(image.title, to: &out)
        out += " />"
    }

    /// A heading's level, or its place when the body is rendered for every page.
    private mutating func appendLevel(_ level: Int) {
        if pagePlaces != nil {
            pagePlaces?.append(RenderedBody.Place(offset: out.count, kind: .headingLevel(level)))
        } else {
            out.appendDecimal(level)
        }
    }

    /// A link's opening tag: `<a href="…" title="…">` (escaped; no title when it is empty), an IP
    /// literal host's brackets kept or encoded as cmark does.
    static func appendLinkOpen(
        _ destination: String, title: String, keepingIPLiteralHost: Bool, to out: inout HTMLBytes
    ) {
        out += "<a href=\""
        out +=
            keepingIPLiteralHost ? HTMLEscaping.hrefKeepingIPLiteralHost(destination) : HTMLEscaping.href(destination)
        out += "\""
        appendTitle(title, to: &out)
        out += ">"
    }

    /// ` title="…"` (escaped), or nothing for an empty title.
    private static func appendTitle(_ title: String, to out: inout HTMLBytes) {
        guard !title.isEmpty else { return }
        out += " title=\""
        out.appendEscaped(title)
        out += "\""
    }
}
