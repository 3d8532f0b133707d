/// A document's body rendered once for every page that shows it or a run of its blocks (the site's
/// document page, its bars' pages and the parallel views' cells), with the bytes that depend on the
/// page left out.
///
/// Three things in a body depend on the page that shows it or on the whole site: where each link
/// leads (a link is relative to the page, or an anchor on the page itself, or dropped); when the page
/// nests the body under its own headings, the headings' levels; and the anchors of the units the
/// graph found in it (a page that shows both languages leaves them out, and a unit's id is the
/// graph's). Everything else (text, tables, image placeholders) is the same on every page, so it is
/// rendered once (`HTMLBodyRenderer.renderedBody(_:image:)`), even before the site's graph exists,
/// and each page copies its run of blocks out, writing those places as it goes.
struct RenderedBody: Sendable {
    /// A place whose bytes the page writes.
    struct Place: Sendable {
        enum Kind: Sendable {
            /// A heading's level, in its opening or its closing tag.
            case headingLevel(Int)
            /// Where a link's opening tag goes, when the page keeps the link.
            case linkOpen(Inline.Link)
            /// Where the closing tag of the link opened last goes.
            case linkClose
            /// Where the attributes of a unit the graph may have found go.
            case unit(UnitPlace)
        }

        /// The offset in `bytes` the place's bytes go before.
        var offset: Int
        var kind: Kind
    }

    /// A place for a unit's attributes, by where in the source the unit would start (the places
    /// `HTMLBodyRenderer.Hooks` gives its attribute hooks).
    enum UnitPlace: Sendable, Equatable {
        /// A paragraph's attributes (a rule's ` id="…" class="…"`), at the paragraph's start.
        case paragraph(SourceLocation)
        /// A table row's attributes (a system item's), at the row's place, then at its cells'.
        case row([SourceLocation])
        /// A list item's attributes (a system item's), at the start of its first block, a paragraph.
        case listItem(SourceLocation)
        /// A heading's ` id="…"` (a section's), at the heading's start.
        case heading(SourceLocation)
    }

    /// What a document's page needs of its top-level blocks besides their HTML.
    struct Outline: Sendable, Equatable {
        /// A top-level heading: its block, its level and where it starts.
        struct Heading: Sendable, Equatable {
            var block: Int
            var level: Int
            var start: SourceLocation
        }

        /// The number of top-level blocks.
        var blockCount: Int
        /// The top-level headings, in order.
        var headings: [Heading]
        /// The plain text of the first block, with its whitespace collapsed, when it is a heading.
        var firstHeadingText: String?

        init(blockCount: Int, headings: [Heading], firstHeadingText: String?) {
            self.blockCount = blockCount
            self.headings = headings
            self.firstHeadingText = firstHeadingText
        }

        init(_ blocks: [Block]) {
            var headings: [Heading] = []
            for (index, block) in blocks.enumerated() {
                if case .heading(let heading) = block {
                    headings.append(Heading(block: index, level: heading.level, start: heading.range.start))
                }
            }
            var firstHeadingText: String?
            if case .heading(let heading)? = blocks.first {
                firstHeadingText = Text.collapseWhitespace(heading.inlines.plainText)
            }
            self.init(blockCount: blocks.count, headings: headings, firstHeadingText: firstHeadingText)
        }

        /// The lowest level of the top-level headings from block `start` on: where a page that shows the
        /// blocks from there nests them (`HeadingLevels.shifted`).
        func topLevel(from start: Int) -> Int? {
            headings.lazy.filter { $0.block >= start }.map(\.level).min()
        }
    }

    /// Where a top-level block's HTML starts in `bytes`, and its first place in `places`.
    struct BlockStart: Sendable {
        var offset: Int
        var place: Int
    }

    /// The HTML without the places' bytes.
    let bytes: HTMLBytes
    /// Each top-level block's start, and then the end of the last (`bytes.count`, `places.count`).
    let blockStarts: [BlockStart]
    /// The places, in the order of their offsets.
    let places: [Place]
    /// The top-level blocks' outline.
    let outline: Outline

    /// The HTML of the top-level blocks `range` as `HTMLBodyRenderer.bytes(_:hooks:)` renders them alone,
    /// with the image hook this body was rendered with, raw HTML dropped, `linkDestination`, each heading
    /// at `headingLevel(level)`, and the attributes `unitAttributes` writes for each unit's place (none
    /// without it). Nil when the run's first block does not start a line here (rendered alone it would
    /// not begin with the line break the blocks before it left out).
    func bytes(
        ofBlocks range: Range<Int>, headingLevel: (Int) -> Int, linkDestination: (Inline.Link) -> String?,
        unitAttributes: ((UnitPlace, inout HTMLBytes) -> Void)? = nil
    ) -> HTMLBytes? {
        precondition(range.upperBound < blockStarts.count, "blocks \(range) of \(blockStarts.count - 1)")
        let start = blockStarts[range.lowerBound].offset
        let end = blockStarts[range.upperBound].offset
        return bytes.withUnsafeBytes { source -> HTMLBytes? in
            guard start == 0 || source[start - 1] == UInt8(ascii: "\n") else { return nil }
            var out = HTMLBytes(reservingCapacity: end - start + 64)
            var copied = start
            func copy(upTo offset: Int) {
                out.append(UnsafeBufferPointer(rebasing: source[copied..<offset]))
                copied = offset
            }
            // Whether each link open now was kept (links do not nest, but a stack costs nothing).
            var linksKept: [Bool] = []
            for index in blockStarts[range.lowerBound].place..<blockStarts[range.upperBound].place {
                copy(upTo: places[index].offset)
                switch places[index].kind {
                case .headingLevel(let level):
                    out.appendDecimal(headingLevel(level))
                case .linkOpen(let link):
                    let destination = linkDestination(link)
                    if let destination {
                        // The site's links: an IP literal host keeps its brackets.
                        HTMLBodyRenderer.appendLinkOpen(
                            destination, title: link.title, keepingIPLiteralHost: true, to: &out)
                    }
                    linksKept.append(destination != nil)
                case .linkClose:
                    if linksKept.popLast() == true { out += "</a>" }
                case .unit(let unit):
                    unitAttributes?(unit, &out)
                }
            }
            copy(upTo: end)
            return out
        }
    }
}
