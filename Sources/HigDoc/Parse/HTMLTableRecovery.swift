import Foundation

/// Reassembles a raw HTML `<table>` that libcmark split into sibling blocks.
///
/// Blank lines inside `<td>` end an HTML block, so the table arrives as html_block, paragraph and
/// (for indented `<img>`) code_block fragments. The recovery reads the original source lines from
/// the first fragment to the one holding the table's own `</table>` (a table nested in a cell has its
/// own) and tokenizes them as one piece of HTML. What of them is outside the table's cells and caption
/// is reported (HD0104), unless `BlockRecovery` reads the lines under `</table>` as markdown.
enum HTMLTableRecovery {
    static func startsTable(_ block: Block) -> Bool {
        guard case .htmlBlock(let html) = block else { return false }
        return Text.containsIgnoringASCIICase("<table", in: html.literal[...])
    }

    /// Where the table that opens in the lines read first closes: the first of lines `first...last`
    /// (file line numbers) that holds the `</table>` bringing `depth` (the tables the lines read before
    /// left open) back to none, a nested table's own counted out, or nil, with `depth` the tables still
    /// open. A `</table>` read with no table open closes, as the first one always did.
    static func closingLine(from first: Int, through last: Int, depth: inout Int, lines: LineIndex, lineOffset: Int)
        -> Int?
    {
        guard first <= last else { return nil }
        for number in first...last {
            let closes = lines.withBytes(ofLine: number - lineOffset) { bytes -> Bool in
                var offset = 0
                while offset < bytes.count {
                    defer { offset += 1 }
                    guard bytes[offset] == UInt8(ascii: "<") else { continue }
                    if matches("/table>", in: bytes, at: offset + 1) {
                        depth -= 1
                        if depth <= 0 {
                            depth = 0
                            return true
                        }
                    } else if matches("table", in: bytes, at: offset + 1) {
                        let next = offset + 6 < bytes.count ? bytes[offset + 6] : UInt8(ascii: " ")
                        if next == UInt8(ascii: ">") || next == UInt8(ascii: "/") || next == 0x20 || next == 0x09 {
                            depth += 1
                        }
                    }
                }
                return false
            }
            if closes { return number }
        }
        return nil
    }

    /// Whether `bytes` hold the lowercase ASCII `needle` at `offset`, in any case.
    private static func matches(_ needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        guard offset + needle.utf8CodeUnitCount <= bytes.count else { return false }
        for index in 0..<needle.utf8CodeUnitCount {
            let byte = bytes[offset + index]
            let wanted = needle.utf8Start[index]
            guard byte == wanted || (Text.isASCIILetter(byte) && byte | 0x20 == wanted) else { return false }
        }
        return true
    }

    /// Whether lines `first...last` (file line numbers) hold anything a page shows: text that is not
    /// whitespace or character references only, or an image.
    static func holdContent(from first: Int, through last: Int, lines: LineIndex, lineOffset: Int) -> Bool {
        guard first <= last else { return false }
        let html = (first...last).map { lines.line($0 - lineOffset) }.joined(separator: "\n")
        return HTMLScanner.tokens(html[...], firstLine: first).contains { token in
            switch token {
            case .start(let name, _, _, _): name == "img"
            case .end: false
            case .text(let text, _, _): !Text.isWhitespaceOnly(text) && !BlockRecovery.isOnlyEntitiesAndSpace(text)
            }
        }
    }

    /// Where the table's source is and what is around it, for the findings about text it does not read.
    struct Source {
        let lines: LineIndex
        let lineOffset: Int
        let path: String
        /// The column at which the table's block starts on its first line: a list item's marker before it is
        /// no text.
        let startColumn: Int
        /// How many block quotes the table is in: their `>` marks open its lines and are no text.
        let quoteDepth: Int
    }

    /// Builds a table from source lines `firstLine...lastLine` (file line numbers), and says what of them
    /// it does not read (HD0104): text before `<table>`, text between its rows or cells (a browser shows
    /// it above the table), text after its `</table>`, and images outside its cells. A table nested in a
    /// cell is that cell's text, a line for each of its rows, its cells separated by ` · `.
    static func table(firstLine: Int, lastLine: Int, source: Source, diagnostics: inout [Diagnostic]) throws
        -> Table
    {
        let lines = source.lines
        let lineOffset = source.lineOffset
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
        // parse of its inlines to recover (`InlineHTMLRecovery`); how many of its `<a href>` are open;
        // whether a block-level tag (`<p>`, `<li>`, a nested table's row) came after text, so that the next
        // text is on a line of its own, or a nested table's cell, so that a separator comes before it; and
        // whether a blank line came in its text (after one, a markdown list's items are lines of their own).
        var cell:
            (
                text: String, images: [Inline.InlineImage], line: Int, textPlace: SourceLocation?, openLinks: Int,
                pendingBreak: Bool, pendingSeparator: Bool, blankLineSeen: Bool
            )?
        // Where the first text of the caption that is not whitespace is, once it has come.
        var captionPlace: SourceLocation?
        // How many tables are open: the table's own, and one written straight in it (not in a cell), whose
        // rows are read as the table's.
        var tableDepth = 0
        // How many tables are open in the cell being read, which are read as its text; and how many cells the
        // row of the innermost has had.
        var nestedDepth = 0
        var nestedCells = 0
        // The line of the table's own `</table>`, once it has come.
        var closeLine: Int?
        // Text of a script or a style is code, not text.
        var inCode = false
        // Text the table does not read, while it runs on (tags between its pieces do not end it).
        var stray: (text: String, location: SourceLocation, place: StrayPlace)?

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

        func reportStray() {
            guard let run = stray else { return }
            stray = nil
            let excerpt = Text.collapseWhitespace(run.text)
            let shown = excerpt.count > 60 ? excerpt.prefix(60) + "…" : excerpt[...]
            let message: String
            switch run.place {
            case .before: message = "text before <table> in its raw HTML block is read as HTML, not as content"
            case .between:
                message =
                    "text in <table> outside its cells is read as HTML, not as content (a browser shows it above the table)"
            case .after(let line) where line == run.location.line:
                message = "text after </table> on its line is read as HTML, not as content"
            case .after:
                message = "text right under </table> with no blank line between is read as raw HTML, not as content"
            }
            diagnostics.append(
                Diagnostic(
                    code: .unrecognizedHTML, message: "\(message): '\(shown)'",
                    location: DiagnosticLocation(file: source.path, run.location), subject: excerpt))
        }

        // Text outside the cells and the caption: kept for its finding unless it is whitespace, character
        // references, or a container's marks (a list item's marker before the table, a quote's `>`).
        func readStray(_ text: String, line: Int, byteColumn: Int) {
            guard !inCode else { return }
            let unquoted =
                source.quoteDepth > 0
                ? withoutQuoteMarks(text, quoteDepth: source.quoteDepth, startsLine: byteColumn == 1) : text
            guard !Text.isWhitespaceOnly(unquoted), !BlockRecovery.isOnlyEntitiesAndSpace(unquoted),
                let location = firstNonWhitespace(text, line: line, byteColumn: byteColumn),
                location.line != firstLine || location.column >= source.startColumn
            else { return }
            let strayPlace: StrayPlace =
                closeLine.map { .after(closeLine: $0) } ?? (tableDepth == 0 ? .before : .between)
            if let run = stray, run.place == strayPlace {
                stray!.text += " " + unquoted
            } else {
                reportStray()
                stray = (unquoted, location, strayPlace)
            }
        }

        func finishCell() {
            guard let open = cell else { return }
            cell = nil
            nestedDepth = 0
            let text = Text.collapseWhitespace(open.text)
            let location =
                text.isEmpty
                ? SourceLocation(line: open.images.first?.location.line ?? open.line, column: 1)
                : open.textPlace ?? SourceLocation(line: open.line, column: 1)
            cells.append((text, open.images, location))
            if inHead { header.append(cells.count - 1) } else { currentRow?.append(cells.count - 1) }
        }

        // A row without its `</tr>` ends at the next `<tr>` (which drops it, as the table always did) or at
        // the table's `</table>` (which keeps it).
        func finishRow() {
            finishCell()
            if let row = currentRow, !inHead {
                if rowIsHeaders, !row.isEmpty, !sawHead, rows.isEmpty, header.isEmpty {
                    header = row
                } else {
                    rows.append((row, rowPlace))
                }
            }
            currentRow = nil
        }

        // Text of the cell being read: a separator or a line break first when one is due (and the text is
        // more than whitespace).
        func appendToCell(_ text: String) {
            if cell!.pendingBreak || cell!.pendingSeparator, !Text.isWhitespaceOnly(text) {
                while cell!.text.last?.isWhitespace == true { cell!.text.removeLast() }
                cell!.text += cell!.pendingBreak ? "<br>" : " · "
                cell!.pendingBreak = false
                cell!.pendingSeparator = false
            }
            cell!.text += text
        }

        // Whether the cell being read has text that is not whitespace.
        func cellHasText() -> Bool { !Text.isWhitespaceOnly(cell!.text) }

        for token in tokens {
            switch token {
            case .start(let name, let attributes, let line, let byteColumn):
                if name == "script" || name == "style" { inCode = true }
                if closeLine != nil {
                    // After the table: an image is lost with the text around it.
                    if name == "img" {
                        readStray("<img src=\"\(attributes["src"] ?? "")\">", line: line, byteColumn: byteColumn)
                    }
                    continue
                }
                if nestedDepth > 0, Self.isTableStructure(name) {
                    switch name {
                    case "table":
                        nestedDepth += 1
                        cell!.pendingBreak = cellHasText()
                    case "td", "th":
                        if nestedCells > 0 { cell!.pendingSeparator = cellHasText() }
                        nestedCells += 1
                    default:
                        cell!.pendingBreak = cellHasText()
                        nestedCells = 0
                    }
                    continue
                }
                // Other tags between pieces of text the table does not read leave them one run.
                if cell == nil, ["tr", "td", "th", "caption"].contains(name) { reportStray() }
                switch name {
                case "table":
                    if tableDepth == 0 {
                        reportStray()
                        tableDepth = 1
                    } else if cell != nil {
                        nestedDepth = 1
                        nestedCells = 0
                        cell!.pendingBreak = cellHasText()
                    } else {
                        tableDepth += 1
                    }
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
                    cell = ("", [], line, nil, 0, false, false, false)
                case "img":
                    let image = Inline.InlineImage(
                        source: attributes["src"] ?? "", alt: attributes["alt"] ?? "",
                        location: place(line: line, byteColumn: byteColumn))
                    if cell != nil {
                        cell!.images.append(image)
                    } else if !inCaption {
                        readStray("<img src=\"\(image.source)\">", line: line, byteColumn: byteColumn)
                    }
                default:
                    guard cell != nil else { break }
                    if HTMLCellMarkup.isBlockLevel(name) {
                        cell!.pendingBreak = cell!.textPlace != nil
                    } else {
                        cell!.text += HTMLCellMarkup.startTag(name, attributes: attributes)
                    }
                }
            case .end(let name, let line, _):
                if name == "script" || name == "style" { inCode = false }
                if closeLine != nil { continue }
                if nestedDepth > 0, Self.isTableStructure(name) {
                    if name == "table" {
                        nestedDepth -= 1
                        nestedCells = 0
                        cell!.pendingBreak = cellHasText()
                    }
                    continue
                }
                switch name {
                case "table":
                    if tableDepth <= 1 {
                        finishRow()
                        reportStray()
                        tableDepth = 0
                        closeLine = line
                    } else {
                        tableDepth -= 1
                    }
                case "caption": inCaption = false
                case "td", "th": finishCell()
                case "tr": finishRow()
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
                if inCaption && closeLine == nil && nestedDepth == 0 {
                    if captionPlace == nil {
                        captionPlace = firstNonWhitespace(text, line: line, byteColumn: byteColumn)
                    }
                    caption += text
                } else if cell != nil && closeLine == nil {
                    if cell!.textPlace == nil {
                        cell!.textPlace = firstNonWhitespace(text, line: line, byteColumn: byteColumn)
                    }
                    let pieces =
                        cell!.blankLineSeen || Text.containsByte(0x0A, in: text)
                        ? listItemPieces(text, blankLineSeen: &cell!.blankLineSeen) : [text]
                    for (offset, piece) in pieces.enumerated() {
                        // Each item of a markdown list after a blank line is a line of its own.
                        if offset > 0 { cell!.pendingBreak = cellHasText() }
                        appendToCell(piece)
                    }
                } else {
                    readStray(text, line: line, byteColumn: byteColumn)
                }
            }
        }
        if closeLine == nil { finishRow() }
        reportStray()
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

    /// Where text the table does not read is: before its `<table>`, between its rows or cells, or after
    /// its `</table>` (on the line of that tag, or under it).
    enum StrayPlace: Equatable {
        case before, between
        case after(closeLine: Int)
    }

    /// Tags that make a table's structure, which a table nested in a cell gives no structure of its own.
    private static func isTableStructure(_ name: String) -> Bool {
        switch name {
        case "table", "tr", "td", "th", "thead", "tbody", "tfoot", "caption": true
        default: false
        }
    }

    /// `text` without the `>` marks of `quoteDepth` block quotes that open its lines (the lines after its
    /// line ends, and its first when it `startsLine`).
    static func withoutQuoteMarks(_ text: String, quoteDepth: Int, startsLine: Bool) -> String {
        var result: [Substring] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard index > 0 || startsLine else {
                result.append(line)
                continue
            }
            var rest = line
            for _ in 0..<quoteDepth {
                let unindented = rest.drop { $0 == " " || $0 == "\t" }
                guard unindented.first == ">" else { break }
                rest = unindented.dropFirst()
            }
            result.append(rest)
        }
        return result.joined(separator: "\n")
    }

    /// A cell's text token cut before each item of a markdown list (`<td>`, a blank line, `- a`, `- b`),
    /// which CommonMark reads as a list once a blank line has ended the HTML block: a bullet item without
    /// its marker, an ordered one with its number. Before the cell's first blank line (`blankLineSeen`,
    /// carried over the cell's tokens) a line is the HTML block's text, whatever it opens with.
    static func listItemPieces(_ text: String, blankLineSeen: inout Bool) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var pieces = [String(lines[0])]
        for (index, line) in lines.enumerated().dropFirst() {
            if Text.isWhitespaceOnly(String(line)) {
                // The last line of a token is the part of a line before a tag: no blank line.
                if index < lines.count - 1 { blankLineSeen = true }
            } else if blankLineSeen, let item = listItemText(line) {
                pieces.append(String(item))
                continue
            }
            pieces[pieces.count - 1] += "\n" + line
        }
        return pieces
    }

    /// The text of a markdown list item's line: after a bullet (`-`, `*`, `+`) and its spaces, or the
    /// whole line after its indent for an ordered item (`1.`, `2)`), whose number is its content. Nil for
    /// any other line.
    static func listItemText(_ line: Substring) -> Substring? {
        let item = line.drop { $0 == " " || $0 == "\t" }
        guard let first = item.first else { return nil }
        if first == "-" || first == "*" || first == "+" {
            let rest = item.dropFirst()
            guard let next = rest.first, next == " " || next == "\t" else { return nil }
            return rest.drop { $0 == " " || $0 == "\t" }
        }
        let digits = item.prefix { $0.isASCII && $0.isNumber }
        guard (1...9).contains(digits.count) else { return nil }
        let rest = item.dropFirst(digits.count)
        guard let mark = rest.first, mark == "." || mark == ")", rest.dropFirst().first == " " else { return nil }
        return item
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
