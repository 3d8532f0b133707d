/// Finds a bracketed name written as a link whose definition is missing (HD0109):
/// `[UIBarButtonSystemItemFixedSpace]` with no `[UIBarButtonSystemItemFixedSpace]: https://…` line.
/// CommonMark shows it as text, brackets and all; a translation that copied the text of a link without
/// its target looks like this.
///
/// A name counts when it has no space, has a letter and is at least two characters long (`[1]`, `[x]`
/// and `[sic est]` are text); brackets escaped in the source (`\[Name\]`) are meant as text.
enum UndefinedLinkReferenceCheck {
    static func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for document in context.corpus.documents.sorted(by: { $0.key < $1.key }) {
            guard let lines = context.sources.files[document.path] else { continue }
            var ranks: [String: Int] = [:]
            func report(_ inlines: [Inline], lines range: ClosedRange<Int>) {
                for label in literalLabels(in: inlines) {
                    guard let location = place(of: "[\(label)]", in: range, lines: lines) else { continue }
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
            visit(document.blocks, report)
        }
        return found
    }

    /// Calls `body` with the inlines of every paragraph, heading and table cell, and the lines they span.
    private static func visit(_ blocks: [Block], _ body: ([Inline], ClosedRange<Int>) -> Void) {
        for block in blocks {
            switch block {
            case .paragraph(let paragraph):
                body(paragraph.inlines, paragraph.range.start.line...paragraph.range.end.line)
            case .heading(let heading): body(heading.inlines, heading.range.start.line...heading.range.end.line)
            case .list(let list): for item in list.items { visit(item.blocks, body) }
            case .blockQuote(let quote): visit(quote.blocks, body)
            case .callout(let callout): visit(callout.blocks, body)
            case .table(let table):
                for cell in table.header + table.rows.flatMap(\.cells) {
                    body(cell.inlines, cell.location.line...cell.location.line)
                }
            case .codeBlock, .htmlBlock, .figure, .thematicBreak: break
            }
        }
    }

    /// The names in brackets that cmark left as text (`[Name]` not followed by `(` or `[`), in order.
    static func literalLabels(in inlines: [Inline]) -> [String] {
        var labels: [String] = []
        for inline in inlines {
            switch inline {
            case .text(let text):
                guard Text.containsByte(UInt8(ascii: "["), in: text) else { continue }
                labels += literalLabels(in: text)
            case .emphasis(let children), .strong(let children): labels += literalLabels(in: children)
            default: continue
            }
        }
        return labels
    }

    private static func literalLabels(in text: String) -> [String] {
        var labels: [String] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "[") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(where: { $0 == "]" || $0 == "[" || $0.isWhitespace }) else { break }
            rest = after[close...]
            guard after[close] == "]" else { continue }
            let label = after[..<close]
            let next = after.index(after: close)
            let followed = next < after.endIndex ? after[next] : nil
            if label.count >= 2, label.contains(where: \.isLetter), followed != "(", followed != "[" {
                labels.append(String(label))
            }
        }
        return labels
    }

    /// Where `written` first stands unescaped on one of `range`'s lines.
    private static func place(of written: String, in range: ClosedRange<Int>, lines: FileLines) -> SourceLocation? {
        for number in range where number >= 1 && number <= lines.count {
            let line = lines.substring(number - 1)
            var searchStart = line.startIndex
            while let found = line[searchStart...].range(of: written) {
                if found.lowerBound == line.startIndex || line[line.index(before: found.lowerBound)] != "\\" {
                    return SourceLocation(
                        line: number, column: line.distance(from: line.startIndex, to: found.lowerBound) + 1)
                }
                searchStart = found.upperBound
            }
        }
        return nil
    }
}
