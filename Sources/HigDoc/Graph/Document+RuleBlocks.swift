extension Document {
    /// The paragraph a rule opens with: the top-level block at `blockIndex`, or, for a rule written as a
    /// list item, the paragraph that opens item `listItem` of the list there (`Rule.listItem`). Nil when
    /// the document has no such paragraph (a rule of another document).
    func ruleParagraph(blockIndex: Int, listItem: Int?) -> Block.Paragraph? {
        guard blocks.indices.contains(blockIndex) else { return nil }
        switch blocks[blockIndex] {
        case .paragraph(let paragraph) where listItem == nil:
            return paragraph
        case .list(let list):
            guard let listItem, list.items.indices.contains(listItem),
                case .paragraph(let paragraph)? = list.items[listItem].blocks.first
            else { return nil }
            return paragraph
        default:
            return nil
        }
    }

    /// The source range of what a rule is written in: its top-level paragraph, or its list item.
    func ruleRange(blockIndex: Int, listItem: Int?) -> SourceRange? {
        guard blocks.indices.contains(blockIndex) else { return nil }
        guard let listItem else { return blocks[blockIndex].range }
        guard case .list(let list) = blocks[blockIndex], list.items.indices.contains(listItem) else { return nil }
        return list.items[listItem].range
    }
}
