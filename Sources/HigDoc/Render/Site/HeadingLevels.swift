/// Moves the headings of a fragment so it nests under the page's own headings.
public enum HeadingLevels {
    /// The blocks with every heading level moved by `delta`, kept within h2…h6 (h1 is the page title).
    public static func shifted(_ blocks: [Block], by delta: Int) -> [Block] {
        delta == 0 ? blocks : Array(shifted(blocks[...], by: delta))
    }

    /// `shifted(_:by:)` of a run of a document's blocks, handed back as it is when nothing moves (a
    /// page that shows part of a document renders it without a copy of its blocks).
    public static func shifted(_ blocks: ArraySlice<Block>, by delta: Int) -> ArraySlice<Block> {
        guard delta != 0 else { return blocks }
        return ArraySlice(
            blocks.map { block in
                switch block {
                case .heading(var heading):
                    heading.level = min(6, max(2, heading.level + delta))
                    return .heading(heading)
                case .blockQuote(var quote):
                    quote.blocks = shifted(quote.blocks, by: delta)
                    return .blockQuote(quote)
                case .callout(var callout):
                    callout.blocks = shifted(callout.blocks, by: delta)
                    return .callout(callout)
                case .list(var list):
                    list.items = list.items.map { item in
                        var item = item
                        item.blocks = shifted(item.blocks, by: delta)
                        return item
                    }
                    return .list(list)
                default:
                    return block
                }
            })
    }

    /// The smallest heading level among top-level blocks, if any.
    public static func topLevel(of blocks: some Collection<Block>) -> Int? {
        blocks.compactMap { block -> Int? in
            if case .heading(let heading) = block { return heading.level }
            return nil
        }.min()
    }
}
