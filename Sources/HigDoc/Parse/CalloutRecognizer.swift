/// Recognizes block quotes used as callouts: `>API 备注`, `>要点`, `> NOTE`, `> Note: …`.
enum CalloutRecognizer {
    /// Labels, matched case-insensitively against the first line of the quote.
    static let labels: [(label: String, kind: CalloutKind)] = [
        ("api 备注", .apiNote), ("api备注", .apiNote), ("api note", .apiNote),
        ("要点", .important), ("重要", .important), ("important", .important),
        ("注意", .note), ("备注", .note), ("note", .note),
    ]

    static func callout(from quote: Block.BlockQuote) -> Block.Callout? {
        guard case .paragraph(var paragraph)? = quote.blocks.first, case .text(let firstText)? = paragraph.inlines.first
        else {
            return nil
        }
        let firstLine = firstText.trimmingWhitespace()
        let lowered = firstLine.lowercased()
        for (label, kind) in labels {
            let wholeLine = lowered == label || lowered == label + ":" || lowered == label + "："
            let breakFollows = paragraph.inlines.count == 1 || isBreak(paragraph.inlines[1])
            if wholeLine && breakFollows {
                paragraph.inlines.removeFirst(min(2, paragraph.inlines.count))
            } else if lowered.hasPrefix(label + ":") || lowered.hasPrefix(label + "：") {
                let rest = firstLine.dropFirst(label.count + 1).trimmingWhitespace()
                paragraph.inlines[0] = .text(rest)
            } else {
                continue
            }
            var blocks = quote.blocks
            if paragraph.inlines.isEmpty {
                blocks.removeFirst()
            } else {
                blocks[0] = .paragraph(paragraph)
            }
            let shown = String(firstLine.prefix(label.count))
            return Block.Callout(kind: kind, label: shown, blocks: blocks, range: quote.range)
        }
        return nil
    }

    private static func isBreak(_ inline: Inline) -> Bool {
        if case .lineBreak = inline { return true }
        if case .softBreak = inline { return true }
        return false
    }
}
