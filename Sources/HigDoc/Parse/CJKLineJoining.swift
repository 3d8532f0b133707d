/// Drops the line ends of a paragraph that fall between two CJK characters (`一致性。` / `就算…`):
/// Chinese and Japanese are written without spaces, and a line end there is only where the author's
/// editor wrapped the text. CSS's segment break transformation (CSS Text 3, §4.1.2) removes such a line
/// end, which browsers do not all do; kept, it is a space on the site, in the spec's texts, in the
/// search index and in the checks' quotations. Hangul, written with spaces, keeps its line ends.
///
/// It runs once the page's blocks are recovered: a callout's label (`>要点` on its own line) is told
/// by the line end after it.
enum CJKLineJoining {
    static func join(_ blocks: [Block]) -> [Block] {
        joined(blocks) ?? blocks
    }

    /// `blocks` with their paragraphs' line ends between CJK characters dropped, at any depth; nil when
    /// none is (then no block is copied).
    static func joined(_ blocks: [Block]) -> [Block]? {
        var result: [Block]?
        for index in blocks.indices {
            var replacement: Block?
            switch blocks[index] {
            case .paragraph(var paragraph):
                // A soft line end needs a second line.
                guard paragraph.range.end.line > paragraph.range.start.line, let joined = joined(paragraph.inlines)
                else { break }
                paragraph.inlines = joined
                replacement = .paragraph(paragraph)
            case .list(var list):
                var changed = false
                for item in list.items.indices {
                    guard let joined = joined(list.items[item].blocks) else { continue }
                    list.items[item].blocks = joined
                    changed = true
                }
                if changed { replacement = .list(list) }
            case .blockQuote(var quote):
                guard let joined = joined(quote.blocks) else { break }
                quote.blocks = joined
                replacement = .blockQuote(quote)
            case .callout(var callout):
                guard let joined = joined(callout.blocks) else { break }
                callout.blocks = joined
                replacement = .callout(callout)
            default: break
            }
            if let replacement {
                if result == nil { result = blocks }
                result![index] = replacement
            }
        }
        return result
    }

    /// `inlines` without their soft line ends between CJK characters, at any depth; nil when they have
    /// none.
    static func joined(_ inlines: [Inline]) -> [Inline]? {
        // Most paragraphs are one line: no inline is copied for them.
        guard hasSoftBreak(inlines) else { return nil }
        var result: [Inline]?
        for index in inlines.indices {
            let inline = inlines[index]
            var replacement: Inline?? = nil
            switch inline {
            case .softBreak:
                if index > 0, index + 1 < inlines.count,
                    let before = inlines[index - 1].edgeScalar(first: false, codeCounts: true),
                    let after = inlines[index + 1].edgeScalar(first: true, codeCounts: true), isWide(before),
                    isWide(after)
                {
                    replacement = .some(nil)
                }
            case .strong(let children):
                if let joined = joined(children) { replacement = .strong(joined) }
            case .emphasis(let children):
                if let joined = joined(children) { replacement = .emphasis(joined) }
            case .link(var link):
                if let joined = joined(link.children) {
                    link.children = joined
                    replacement = .link(link)
                }
            default: break
            }
            if let replacement {
                if result == nil { result = Array(inlines[..<index]) }
                if let kept = replacement { result!.append(kept) }
            } else {
                result?.append(inline)
            }
        }
        return result.map(CJKEmphasisRecovery.merge)
    }

    /// Whether a soft line end is among `inlines`, at any depth.
    static func hasSoftBreak(_ inlines: [Inline]) -> Bool {
        inlines.contains { inline in
            switch inline {
            case .softBreak: true
            case .strong(let children), .emphasis(let children): hasSoftBreak(children)
            case .link(let link): hasSoftBreak(link.children)
            default: false
            }
        }
    }

    /// A CJK character of the East Asian wide kind that is no Hangul.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        Text.isCJK(scalar) && !(0xAC00...0xD7AF).contains(scalar.value)
    }
}
