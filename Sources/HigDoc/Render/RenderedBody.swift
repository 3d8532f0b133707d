/// A document's body rendered once for every page that shows it or a run of its blocks (the site's
/// document page and its bars' pages), with the bytes that depend on the page left out.
///
/// Two things in a body depend on the page that shows it: where each link leads (a link is relative
/// to the page, or an anchor on the page itself, or dropped) and, when the page nests the body under
/// its own headings, the headings' levels. Everything else (text, anchors, image placeholders) is the
/// same on every page, so it is rendered once (`HTMLBodyRenderer.renderedBody(_:hooks:)`) and each
/// page copies its run of blocks out, writing those places as it goes.
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
        }

        /// The offset in `bytes` the place's bytes go before.
        var offset: Int
        var kind: Kind
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

    /// The HTML of the top-level blocks `range` as `HTMLBodyRenderer.bytes(_:hooks:)` renders them alone,
    /// with the hooks this body was rendered with and `linkDestination`, each heading at
    /// `headingLevel(level)`. Nil when the run's first block does not start a line here (rendered alone
    /// it would not begin with the line break the blocks before it left out).
    func bytes(
        ofBlocks range: Range<Int>, headingLevel: (Int) -> Int, linkDestination: (Inline.Link) -> String?
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
                    if let destination { HTMLBodyRenderer.appendLinkOpen(destination, title: link.title, to: &out) }
                    linksKept.append(destination != nil)
                case .linkClose:
                    if linksKept.popLast() == true { out += "</a>" }
                }
            }
            copy(upTo: end)
            return out
        }
    }
}
