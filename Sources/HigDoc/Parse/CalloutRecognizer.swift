/// Recognizes block quotes used as callouts: `>API 备注`, `>要点`, `> NOTE`, `> Note: …`; a label in
/// bold (`> **要点：** …`, `> **Note**` on a line of its own); and GitHub's alerts (`> [!NOTE]`,
/// `> [!WARNING]`), whose five types are read as the two kinds they mean here: `NOTE` and `TIP` a note,
/// `IMPORTANT`, `WARNING` and `CAUTION` something important.
enum CalloutRecognizer {
    /// GitHub's alert types, by the type written between `[!` and `]` (in any case), and their label.
    static let alerts: [String: (kind: CalloutKind, label: String)] = [
        "note": (.note, "Note"), "tip": (.note, "Tip"), "important": (.important, "Important"),
        "warning": (.important, "Warning"), "caution": (.important, "Caution"),
    ]

    /// Labels, matched case-insensitively against the first line of the quote.
    static let labels: [(label: String, kind: CalloutKind)] = [
        ("api 备注", .apiNote), ("api备注", .apiNote), ("api note", .apiNote),
        ("要点", .important), ("重要", .important), ("important", .important),
        ("注意", .note), ("备注", .note), ("note", .note),
    ]

    static func callout(from quote: Block.BlockQuote) -> Block.Callout? {
        guard case .paragraph(var paragraph)? = quote.blocks.first, let first = paragraph.inlines.first else {
            return nil
        }
        // The quote's blocks once the label is taken off its first paragraph.
        func rest(_ paragraph: Block.Paragraph) -> [Block] {
            var blocks = quote.blocks
            if paragraph.inlines.isEmpty {
                blocks.removeFirst()
            } else {
                blocks[0] = .paragraph(paragraph)
            }
            return blocks
        }
        if case .strong(let children) = first, let label = boldLabel(children.plainText) {
            // `**要点：**` or `**要点**：` then the text, or `**要点**` alone on its line; not `**Note** that …`
            // or `**注意**事项`, a sentence that opens with the word.
            var inlines = paragraph.inlines.dropFirst()
            var colon = label.colon
            if case .text(let text)? = inlines.first {
                // Only the space before the text goes: the space after it may part it from a code span.
                var after = text.drop { $0.isWhitespace }
                if after.hasPrefix(":") || after.hasPrefix("：") {
                    colon = true
                    after = after.dropFirst().drop { $0.isWhitespace }
                }
                if after.isEmpty { inlines.removeFirst() } else { inlines[inlines.startIndex] = .text(String(after)) }
            }
            let alone = inlines.first.map(isBreak) ?? true
            guard colon || alone else { return nil }
            if let next = inlines.first, isBreak(next) { inlines.removeFirst() }
            paragraph.inlines = Array(inlines)
            return Block.Callout(kind: label.kind, label: label.shown, blocks: rest(paragraph), range: quote.range)
        }
        guard case .text(let firstText) = first else { return nil }
        // `[!NOTE]` alone on the quote's first line, as GitHub wants it.
        if let alert = alert(firstText), alert.rest.isEmpty, paragraph.inlines.dropFirst().first.map(isBreak) ?? true {
            paragraph.inlines.removeFirst()
            if let next = paragraph.inlines.first, isBreak(next) { paragraph.inlines.removeFirst() }
            return Block.Callout(kind: alert.kind, label: alert.label, blocks: rest(paragraph), range: quote.range)
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
            let shown = String(firstLine.prefix(label.count))
            return Block.Callout(kind: kind, label: shown, blocks: rest(paragraph), range: quote.range)
        }
        return nil
    }

    /// The kind and label of a bold text that is a callout's label (`要点`, `Note:`, `注意：`), and whether
    /// it ends with a colon.
    static func boldLabel(_ text: String) -> (kind: CalloutKind, shown: String, colon: Bool)? {
        var trimmed = text.trimmingWhitespace()
        let colon = trimmed.hasSuffix(":") || trimmed.hasSuffix("：")
        if colon { trimmed = trimmed.dropLast().trimmingWhitespace() }
        let lowered = trimmed.lowercased()
        guard let match = labels.first(where: { $0.label == lowered }) else { return nil }
        return (match.kind, String(trimmed), colon)
    }

    /// GitHub's alert marker at the start of a text (`[!WARNING]`), its kind and label, and the text
    /// after it.
    static func alert(_ text: String) -> (kind: CalloutKind, label: String, rest: String)? {
        let trimmed = text.trimmingWhitespace()
        guard trimmed.hasPrefix("[!"), let close = trimmed.firstIndex(of: "]") else { return nil }
        let type = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 2)..<close].lowercased()
        guard let alert = alerts[type] else { return nil }
        return (alert.kind, alert.label, String(trimmed[trimmed.index(after: close)...].trimmingWhitespace()))
    }

    private static func isBreak(_ inline: Inline) -> Bool {
        if case .lineBreak = inline { return true }
        if case .softBreak = inline { return true }
        return false
    }
}
