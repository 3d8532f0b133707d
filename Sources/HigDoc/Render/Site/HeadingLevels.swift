/// Moves the headings of a fragment so it nests under the page's own headings.
public enum HeadingLevels {
    /// The blocks with every heading level moved by `delta`, kept within h2…h6 (h1 is the page title).
    public static func shifted(_ blocks: [Block], by delta: Int) -> [Block] {
        delta == 0 ? blocks : rebuilt(blocks, by: delta)
    }

    /// `shifted(_:by:)` of a run of a document's blocks, handed back as it is when nothing moves (a
    /// page that shows part of a document renders it without a copy of its blocks).
    public static func shifted(_ blocks: ArraySlice<Block>, by delta: Int) -> ArraySlice<Block> {
        delta == 0 ? blocks : ArraySlice(rebuilt(blocks, by: delta))
    }

    /// The blocks with their headings moved, at every depth.
    private static func rebuilt(_ blocks: some Sequence<Block>, by delta: Int) -> [Block] {
        blocks.map { block in
            guard case .heading(var heading) = block else {
                return block.mappingChildBlocks { shifted($0, by: delta) }
            }
            heading.level = level(heading.level, shiftedBy: delta)
            return .heading(heading)
        }
    }

    /// A heading level as `shifted(_:by:)` moves it: kept within h2…h6 when it moves, as it is when not.
    static func level(_ level: Int, shiftedBy delta: Int) -> Int {
        delta == 0 ? level : min(6, max(2, level + delta))
    }
}
