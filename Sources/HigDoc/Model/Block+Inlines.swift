extension Array where Element == Block {
    /// Calls `body` with the inlines of every paragraph, heading and table cell of the blocks, in order,
    /// into lists, block quotes and callouts, each with where it starts; and `other` with every other
    /// block (code, raw HTML, figures, thematic breaks).
    func forEachInlineRun(_ body: ([Inline], SourceLocation) -> Void, other: (Block) -> Void = { _ in }) {
        for block in self {
            switch block {
            case .paragraph(let paragraph): body(paragraph.inlines, paragraph.range.start)
            case .heading(let heading): body(heading.inlines, heading.range.start)
            case .list(let list): for item in list.items { item.blocks.forEachInlineRun(body, other: other) }
            case .blockQuote(let quote): quote.blocks.forEachInlineRun(body, other: other)
            case .callout(let callout): callout.blocks.forEachInlineRun(body, other: other)
            case .table(let table):
                for cell in table.header { body(cell.inlines, cell.location) }
                for row in table.rows { for cell in row.cells { body(cell.inlines, cell.location) } }
            case .codeBlock, .htmlBlock, .figure, .thematicBreak: other(block)
            }
        }
    }
}
