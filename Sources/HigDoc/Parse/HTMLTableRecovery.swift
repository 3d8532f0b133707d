import Foundation

/// Reassembles a raw HTML `<table>` that libcmark split into sibling blocks.
///
/// Blank lines inside `<td>` end an HTML block, so the table arrives as html_block, paragraph and
/// (for indented `<img>`) code_block fragments. The recovery reads the original source lines from
/// the first fragment to the one holding `</table>` and tokenizes them as one piece of HTML.
enum HTMLTableRecovery {
    static func startsTable(_ block: Block) -> Bool {
        guard case .htmlBlock(let html) = block else { return false }
        return Text.containsIgnoringASCIICase("<table", in: html.literal[...])
    }

    static func closesTable(_ block: Block, lines: LineIndex, lineOffset: Int) -> Bool {
        let range = block.range
        return (range.start.line...range.end.line).contains { line in
            Text.containsIgnoringASCIICase("</table>", in: lines.line(line - lineOffset))
        }
    }

    /// Builds a table from source lines `firstLine...lastLine` (file line numbers).
    static func table(firstLine: Int, lastLine: Int, lines: LineIndex, lineOffset: Int) throws -> Table {
        let html =
            lines.text(fromLine: firstLine - lineOffset, throughLine: lastLine - lineOffset)
            ?? (firstLine...lastLine).map { lines.line($0 - lineOffset) }.joined(separator: "\n")[...]
        let tokens = HTMLScanner.tokens(html, firstLine: firstLine)
        var anchor: String?
        var caption = ""
        var captionLine: Int?
        var inCaption = false
        // Cells are parsed together once the table is read (`CmarkConverter.inlines(parsingEach:)`):
        // the header and the rows hold indices into `cells` until then.
        var cells: [(text: String, images: [Inline.InlineImage], location: SourceLocation)] = []
        var header: [Int] = []
        var rows: [(cells: [Int], location: SourceLocation)] = []
        var currentRow: [Int]?
        var rowPlace = SourceLocation(line: firstLine, column: 1)
        var inHead = false
        // Whether the table has a `<thead>`, and whether every cell of the row being read is a `<th>`: a
        // first row of `<th>` cells is the header without one, as a browser reads it.
        var sawHead = false
        var rowIsHeaders = true
        // The cell being read: its text with the tags of its inline formatting kept as raw HTML, for the
        // parse of its inlines to recover (`InlineHTMLRecovery`); how many of its `<a href>` are open; and
        // whether a block-level tag (`<p>`, `<li>`) came after text, so that the next text is on a line of
        // its own.
        var cell:
            (
                text: String, images: [Inline.InlineImage], line: Int, textPlace: SourceLocation?, openLinks: Int,
                pendingBreak: Bool
            )?
        // Where the first text of the caption that is not whitespace is, once it has come.
        var captionPlace: SourceLocation?

        // The character column of a token's place (a file line and a byte column on it).
        func place(line: Int, byteColumn: Int) -> SourceLocation {
            SourceLocation(
                line: line, column: lines.location(line: line - lineOffset, byteColumn: byteColumn).column)
        }
        // Where the first character that is not whitespace of a text token is, if it has one.
        func firstNonWhitespace(_ text: String, line: Int, byteColumn: Int) -> SourceLocation? {
            HTMLTableRecovery.firstNonWhitespace(in: text, byteColumn: byteColumn).map {
                place(line: line + $0.newlines, byteColumn: $0.byteColumn)
            }
        }

        func finishCell() {
            guard let open = cell else { return }
            cell = nil
            let text = Text.collapseWhitespace(open.text)
            let location =
                text.isEmpty
                ? SourceLocation(line: open.images.first?.location.line ?? open.line, column: 1)
                : open.textPlace ?? SourceLocation(line: open.line, column: 1)
            cells.append((text, open.images, location))
            if inHead { header.append(cells.count - 1) } else { currentRow?.append(cells.count - 1) }
        }

        for token in tokens {
            switch token {
            case .start(let name, let attributes, let line, let byteColumn):
                switch name {
                case "a":
                    if cell != nil, attributes["href"] != nil {
                        cell!.text += HTMLCellMarkup.startTag(name, attributes: attributes)
                        cell!.openLinks += 1
                    } else if anchor == nil, let value = attributes["name"] {
                        anchor = value
                    }
                case "caption":
                    inCaption = true
                    captionLine = line
                case "thead":
                    inHead = true
                    sawHead = true
                case "tbody": inHead = false
                case "tr":
                    finishCell()
                    if !inHead {
                        currentRow = []
                        rowIsHeaders = true
                        rowPlace = place(line: line, byteColumn: byteColumn)
                    }
                case "td", "th":
                    finishCell()
                    if name == "td" { rowIsHeaders = false }
                    if name == "th" && currentRow == nil && rows.isEmpty && header.isEmpty { inHead = true }
                    cell = ("", [], line, nil, 0, false)
                case "img":
                    let image = Inline.InlineImage(
                        source: attributes["src"] ?? "", alt: attributes["alt"] ?? "",
                        location: place(line: line, byteColumn: byteColumn))
                    cell?.images.append(image)
                default:
                    guard cell != nil else { break }
                    if HTMLCellMarkup.isBlockLevel(name) {
                        cell!.pendingBreak = cell!.textPlace != nil
                    } else {
                        cell!.text += HTMLCellMarkup.startTag(name, attributes: attributes)
                    }
                }
            case .end(let name, _, _):
                switch name {
                case "caption": inCaption = false
                case "td", "th": finishCell()
                case "tr":
                    finishCell()
                    if let row = currentRow, !inHead {
                        if rowIsHeaders, !row.isEmpty, !sawHead, rows.isEmpty, header.isEmpty {
                            header = row
                        } else {
                            rows.append((row, rowPlace))
                        }
                    }
                    currentRow = nil
                case "thead":
                    finishCell()
                    inHead = false
                case "a":
                    guard let open = cell, open.openLinks > 0 else { break }
                    cell!.text += "</a>"
                    cell!.openLinks -= 1
                default:
                    guard cell != nil else { break }
                    if HTMLCellMarkup.isBlockLevel(name) {
                        cell!.pendingBreak = cell!.textPlace != nil
                    } else if !HTMLCellMarkup.isVoid(name) {
                        cell!.text += "</\(name)>"
                    }
                }
            case .text(let text, let line, let byteColumn):
                if inCaption {
                    if captionPlace == nil {
                        captionPlace = firstNonWhitespace(text, line: line, byteColumn: byteColumn)
                    }
                    caption += text
                } else if cell != nil {
                    let first = firstNonWhitespace(text, line: line, byteColumn: byteColumn)
                    if cell!.textPlace == nil { cell!.textPlace = first }
                    if cell!.pendingBreak, first != nil {
                        while cell!.text.last?.isWhitespace == true { cell!.text.removeLast() }
                        cell!.text += "<br>"
                        cell!.pendingBreak = false
                    }
                    cell!.text += text
                }
            }
        }
        finishCell()
        let texts = cells.filter { !$0.text.isEmpty }
        var parsed = try CmarkConverter.inlines(parsingEach: texts.map { ($0.text, $0.location) })[...]
        let built = cells.map { cell -> Table.Cell in
            var inlines: [Inline] = cell.images.map { .image($0) }
            if !cell.text.isEmpty {
                // CJK emphasis is recovered in a cell as in a paragraph (`**分享。**打开`).
                inlines += InlineHTMLRecovery.recover(
                    CJKEmphasisRecovery.recover(
                        parsed.removeFirst(),
                        escapedAsterisks: { Text.withUTF8(cell.text, CJKEmphasisRecovery.escapedAsterisks(in:)) },
                        underscoreMayDelimit: {
                            Text.withUTF8(cell.text, CJKEmphasisRecovery.mayWriteUnderscoreEmphasis)
                        }),
                    location: cell.location)
            }
            return Table.Cell(inlines: inlines, location: cell.location)
        }
        let captionText = Text.collapseWhitespace(caption)
        let captionLocation = captionLine.map { captionPlace ?? SourceLocation(line: $0, column: 1) }
        let lastText = lines.line(lastLine - lineOffset)
        return Table(
            origin: .html, caption: captionText, captionLocation: captionLocation, anchor: anchor,
            header: header.map { built[$0] },
            rows: rows.map { Table.Row(cells: $0.cells.map { built[$0] }, location: $0.location) },
            range: SourceRange(
                start: SourceLocation(line: firstLine, column: 1),
                end: SourceLocation(line: lastLine, column: max(1, lastText.count))))
    }

    /// Where the first character of `text` that is not whitespace is, for a text whose first byte is at
    /// `byteColumn` of its line: the number of line ends before it, counted as cmark counts them
    /// (`LineEndings`: an LF, a lone CR, or a CR and its LF; a VT, FF, NEL, U+2028 or U+2029 is whitespace
    /// of its line), and its 1-based UTF-8 byte column on its own line (counted from the end of the last
    /// line end before it, or from `byteColumn` when none is). Nil when every character is whitespace.
    ///
    /// Over the bytes while they are ASCII: there the whitespace characters are 09–0D and 20. A non-ASCII
    /// byte among the leading whitespace sends the text to the character walk, where a mark may join a
    /// space.
    static func firstNonWhitespace(in text: String, byteColumn: Int) -> (newlines: Int, byteColumn: Int)? {
        let counted = Text.withUTF8(text) { bytes -> (newlines: Int, byteColumn: Int)?? in
            var newlines = 0
            var lineStart: Int?
            var offset = 0
            while offset < bytes.count {
                let byte = bytes[offset]
                guard byte < 0x80 else { return nil }
                // An ASCII byte after ASCII bytes starts a character of its own.
                guard byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) else {
                    return .some((newlines, lineStart.map { offset - $0 + 1 } ?? byteColumn + offset))
                }
                let lineEnd = LineEndings.length(at: offset, in: bytes)
                if lineEnd > 0 {
                    newlines += 1
                    lineStart = offset + lineEnd
                }
                offset += max(1, lineEnd)
            }
            return .some(nil)
        }
        if let counted { return counted }
        guard let firstNonSpace = text.firstIndex(where: { !$0.isWhitespace }) else { return nil }
        let leading = text[..<firstNonSpace]
        let utf8 = text.utf8
        guard let lastLineEnd = leading.lastIndex(where: LineEndings.isLineEnd) else {
            return (0, byteColumn + utf8.distance(from: text.startIndex, to: firstNonSpace))
        }
        let lineStart = text.index(after: lastLineEnd)
        let lineEnds = leading.reduce(0) { $0 + (LineEndings.isLineEnd($1) ? 1 : 0) }
        return (lineEnds, utf8.distance(from: lineStart, to: firstNonSpace) + 1)
    }
}
