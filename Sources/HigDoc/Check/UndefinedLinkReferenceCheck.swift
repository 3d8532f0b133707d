import Foundation

/// Finds a bracketed name written as a link whose definition is missing (HD0109):
/// `[UIBarButtonSystemItemFixedSpace]` with no `[UIBarButtonSystemItemFixedSpace]: https://…` line.
/// CommonMark shows it as text, brackets and all; a translation that copied the text of a link without
/// its target looks like this.
///
/// A name counts when it has no space, has a letter and is at least two characters long (`[1]`, `[x]`
/// and `[sic est]` are text); brackets escaped in the source (`\[Name\]`) are meant as text. The source
/// lines are scanned over their bytes for such names; a line with one is then read as cmark parsed it,
/// and the name counts only where cmark left it as text (a defined reference is a link, a code span
/// code).
enum UndefinedLinkReferenceCheck {
    static func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for document in context.corpus.documents.sorted(by: { $0.key < $1.key }) {
            guard let lines = context.sources.files[document.path] else { continue }
            var ranks: [String: Int] = [:]
            for index in lines.indices where index + 1 >= document.bodyStartLine {
                let candidates = lines.withUTF8(ofLine: index, Self.candidates(in:))
                guard !candidates.isEmpty else { continue }
                let line = lines.substring(index)
                let literal = literalLabels(onLine: index + 1, in: document.blocks)
                for candidate in candidates {
                    let label = String(decoding: candidate.label, as: UTF8.self)
                    // `[^a]` is a footnote's mark, which HD0110 reports.
                    guard literal.contains(label), !label.hasPrefix("^") else { continue }
                    let prefix = line.utf8.prefix(candidate.offset)
                    let column = LineIndex.characterCount(line[..<prefix.endIndex]) + 1
                    let location = SourceLocation(line: index + 1, column: column)
                    ranks[label, default: 0] += 1
                    found.append(
                        Diagnostic(
                            code: .undefinedLinkReference,
                            message:
                                "“[\(label)]” is written as a link, but no link definition names it, so it shows with its brackets",
                            location: DiagnosticLocation(file: document.path, location),
                            bar: context.bar(at: location.line, document: document.key),
                            subject: "\(label)#\(ranks[label]!)"))
                }
            }
        }
        return found
    }

    /// The `[name]`s of a line's bytes that could be links without a definition: not escaped, not an
    /// image's, not a reference's second bracket (`[text][name]`), not inside a code span, an HTML tag or
    /// another bracket (a link's text), not followed by `(` or `:`; with a name of two bytes or more, no
    /// white space and a letter (ASCII, or any character beyond it). Each with the byte offset of its `[`.
    static func candidates(in bytes: UnsafeBufferPointer<UInt8>) -> [(offset: Int, label: [UInt8])] {
        var found: [(offset: Int, label: [UInt8])] = []
        guard let base = bytes.baseAddress else { return found }
        var open = 0
        // What encloses the bytes read so far, read on from one `[` to the next: a line's `[`s are met in
        // order, and reading the line from its start again for each made a line of n links cost n².
        var enclosure = LineEnclosure()
        while open < bytes.count {
            // The next `[`, by `memchr`: most lines have none, and most of a line's bytes are not one.
            guard let hit = memchr(base + open, Int32(UInt8(ascii: "[")), bytes.count - open) else { break }
            open = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            let before = open > 0 ? bytes[open - 1] : 0
            enclosure.read(bytes, upTo: open)
            let skipped =
                before == UInt8(ascii: "\\") || before == UInt8(ascii: "!") || before == UInt8(ascii: "]")
                || enclosure.isEnclosing
            var close = open + 1
            var hasLetter = false
            while close < bytes.count {
                let byte = bytes[close]
                if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "[") || byte == 0x20 || byte == 0x09 { break }
                if byte >= 0x80 || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) { hasLetter = true }
                close += 1
            }
            guard close < bytes.count, bytes[close] == UInt8(ascii: "]") else {
                open = close
                continue
            }
            let next = close + 1 < bytes.count ? bytes[close + 1] : 0
            if !skipped, hasLetter, close - open - 1 >= 2, next != UInt8(ascii: "("), next != UInt8(ascii: ":") {
                found.append((open, Array(bytes[(open + 1)..<close])))
            }
            open = close + 1
        }
        return found
    }

    /// The names cmark left in brackets as text in the paragraphs, headings and table cells on `line`.
    private static func literalLabels(onLine line: Int, in blocks: [Block]) -> Set<String> {
        var labels = Set<String>()
        func visit(_ blocks: [Block]) {
            for block in blocks where block.range.start.line <= line && line <= block.range.end.line {
                switch block {
                case .paragraph(let paragraph): labels.formUnion(literalLabels(in: paragraph.inlines))
                case .heading(let heading): labels.formUnion(literalLabels(in: heading.inlines))
                case .list(let list): for item in list.items { visit(item.blocks) }
                case .blockQuote(let quote): visit(quote.blocks)
                case .callout(let callout): visit(callout.blocks)
                case .table(let table):
                    for cell in table.header where cell.location.line == line {
                        labels.formUnion(literalLabels(in: cell.inlines))
                    }
                    for row in table.rows where row.location.line == line {
                        for cell in row.cells { labels.formUnion(literalLabels(in: cell.inlines)) }
                    }
                case .codeBlock, .htmlBlock, .figure, .thematicBreak: break
                }
            }
        }
        visit(blocks)
        return labels
    }

    /// The names in brackets that cmark left as text (`[Name]` not followed by `(` or `[`).
    static func literalLabels(in inlines: [Inline]) -> [String] {
        var labels: [String] = []
        for inline in inlines {
            switch inline {
            case .text(let text):
                labels += Text.withUTF8(text) { bytes in
                    candidates(in: bytes).map { String(decoding: $0.label, as: UTF8.self) }
                }
            case .emphasis(let children), .strong(let children): labels += literalLabels(in: children)
            default: continue
            }
        }
        return labels
    }
}
