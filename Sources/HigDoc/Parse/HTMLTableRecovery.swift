import Foundation

/// Reassembles a raw HTML `<table>` that libcmark split into sibling blocks.
///
/// Blank lines inside `<td>` end an HTML block, so the table arrives as html_block, paragraph and
/// (for indented `<img>`) code_block fragments. The recovery reads the original source lines from
/// the first fragment to the one holding the table's own `</table>` (a table nested in a cell has its
/// own) and tokenizes them as one piece of HTML. What of them is outside the table's cells and caption
/// is reported (HD0104), unless `BlockRecovery` reads the lines under `</table>` as markdown.
enum HTMLTableRecovery {
    /// Whether `block` is raw HTML that opens a table: a `<table>` tag, not one in a comment, an attribute
    /// value or a code span.
    static func startsTable(_ block: Block) -> Bool {
        guard case .htmlBlock(let html) = block, Text.containsIgnoringASCIICase("<table", in: html.literal[...])
        else { return false }
        return tokens(html.literal[...], firstLine: 1).contains {
            if case .start("table", _, _, _) = $0 { true } else { false }
        }
    }

    /// The tokens a table's source is read with, for its reading and for the scan for its end alike:
    /// comments and attribute values are no tags, nor are the tags a code span writes, since the text of
    /// the table's cells is read as markdown.
    static func tokens(_ html: Substring, firstLine: Int) -> [HTMLScanner.Token] {
        HTMLScanner.tokens(html, firstLine: firstLine, codeSpans: true)
    }

    /// Where a tag is: its file line and the 1-based UTF-8 byte column of its `<` there.
    struct Place: Comparable {
        let line: Int
        let byteColumn: Int

        static func < (lhs: Place, rhs: Place) -> Bool {
            (lhs.line, lhs.byteColumn) < (rhs.line, rhs.byteColumn)
        }

        /// Where `token` starts.
        init(of token: HTMLScanner.Token) {
            switch token {
            case .start(_, _, let line, let byteColumn), .end(_, let line, let byteColumn),
                .text(_, let line, let byteColumn):
                self.init(line: line, byteColumn: byteColumn)
            }
        }

        init(line: Int, byteColumn: Int) {
            self.line = line
            self.byteColumn = byteColumn
        }
    }

    /// The search for the `</table>` that closes a table, over the lines of the blocks it runs through,
    /// read block by block with the tokens the table is read with (`tokens(_:firstLine:)`).
    ///
    /// A table opened in the table (in a cell, its caption, or straight in it) is counted out with its
    /// own `</table>`. When the table's own never comes (a nested table left open, a run of `<table>`),
    /// the first `</table>` read closes it, as the first one always did; so does a `</table>` read with no
    /// table open.
    struct ClosingScan {
        /// How many tables are open.
        private var depth = 0
        /// The first `</table>` read, which closes the table when its own never comes.
        private(set) var firstEndTag: Place?

        /// The `</table>` that closes the table in lines `first...last` (file line numbers), reading only
        /// from `start` on when it is given, or nil when they do not hold it.
        mutating func close(from first: Int, through last: Int, startingAt start: Place?, source: Source) -> Place? {
            guard first <= last else { return nil }
            let html =
                source.lines.text(fromLine: first - source.lineOffset, throughLine: last - source.lineOffset)
                ?? (first...last).map { source.lines.line($0 - source.lineOffset) }.joined(separator: "\n")[...]
            for token in HTMLTableRecovery.tokens(html, firstLine: first) {
                if let start, Place(of: token) < start { continue }
                switch token {
                case .start("table", _, _, _): depth += 1
                case .end("table", _, _):
                    let place = Place(of: token)
                    if firstEndTag == nil { firstEndTag = place }
                    depth -= 1
                    if depth <= 0 {
                        depth = 0
                        return place
                    }
                default: break
                }
            }
            return nil
        }
    }

    /// Where a second table opens on the line of a table's `</table>` (`…</table><table>…`), after it.
    static func nextTable(after close: Place, source: Source) -> Place? {
        let line = source.lines.line(close.line - source.lineOffset)
        for token in tokens(line[...], firstLine: close.line) {
            if case .start("table", _, _, _) = token, Place(of: token) > close { return Place(of: token) }
        }
        return nil
    }

    /// Whether lines `first...last` (file line numbers) hold anything a page shows: text that is not
    /// whitespace or character references only, or an image.
    static func holdContent(from first: Int, through last: Int, lines: LineIndex, lineOffset: Int) -> Bool {
        guard first <= last else { return false }
        let html = (first...last).map { lines.line($0 - lineOffset) }.joined(separator: "\n")
        return tokens(html[...], firstLine: first).contains { token in
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

    /// Builds a table from source lines `firstLine...lastLine` (file line numbers), from `start` on and
    /// before `stop` when they are given (tables side by side on a line), and says what of them it does
    /// not read (HD0104): text before `<table>`, text between its rows or cells (a browser shows it above
    /// the table), text after its `</table>` (`close`, found by `ClosingScan`; nil when it has none), and
    /// images outside its cells. A table nested in a cell is that cell's text, a line for each of its
    /// rows, its cells separated by ` · `.
    static func table(
        firstLine: Int, lastLine: Int, start: Place? = nil, close: Place?, stop: Place? = nil, source: Source,
        diagnostics: inout [Diagnostic]
    ) throws -> Table {
        let lines = source.lines
        let lineOffset = source.lineOffset
        let html =
            lines.text(fromLine: firstLine - lineOffset, throughLine: lastLine - lineOffset)
            ?? (firstLine...lastLine).map { lines.line($0 - lineOffset) }.joined(separator: "\n")[...]
        let tokens = tokens(html, firstLine: firstLine).filter { token in
            let place = Place(of: token)
            return (start.map { place >= $0 } ?? true) && (stop.map { place < $0 } ?? true)
        }
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
        // Whether the table's own `<table>` has come. One written straight in it (not in a cell) is no table
        // of its own: its rows are read as the table's. One in its caption is the caption's text: how many
        // of those are open.
        var opened = false
        var captionTables = 0
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

        // Text outside the cells and the caption, a line at a time: kept for its finding unless it is
        // whitespace, character references, or a container's marks (a list item's marker before the table,
        // a quote's `>`), and found at its first character. Text on the line of `</table>` and text under
        // it are findings apart.
        func readStray(_ text: String, line: Int, byteColumn: Int) {
            // The white space between a table's tags, most of what is outside its cells, read once.
            guard !inCode, !Text.isWhitespaceOnly(text) else { return }
            for (index, piece) in linePieces(of: text).enumerated() {
                let pieceLine = line + index
                var piece = piece
                var pieceColumn = index == 0 ? byteColumn : 1
                if source.quoteDepth > 0, pieceColumn == 1 {
                    let unquoted = withoutQuoteMarks(piece, quoteDepth: source.quoteDepth)
                    pieceColumn += piece.utf8.count - unquoted.utf8.count
                    piece = unquoted
                }
                let text = String(piece)
                guard !Text.isWhitespaceOnly(text), !BlockRecovery.isOnlyEntitiesAndSpace(text),
                    let location = firstNonWhitespace(text, line: pieceLine, byteColumn: pieceColumn),
                    location.line != firstLine || location.column >= source.startColumn
                else { continue }
                let strayPlace: StrayPlace = closeLine.map { .after(closeLine: $0) } ?? (opened ? .between : .before)
                if let run = stray, run.place == strayPlace,
                    (run.location.line == closeLine) == (location.line == closeLine)
                {
                    stray!.text += " " + text
                } else {
                    reportStray()
                    stray = (text, location, strayPlace)
                }
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

        // A row without its `</tr>` ends at the next `<tr>`, `<thead>`, `<tbody>` or `<tfoot>` (or the end
        // tag of one), or at the table's `</table>`, and is kept.
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
                if captionTables > 0, Self.isTableStructure(name) {
                    if name == "table" { captionTables += 1 }
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
                    if !opened {
                        reportStray()
                        opened = true
                    } else if cell != nil {
                        nestedDepth = 1
                        nestedCells = 0
                        cell!.pendingBreak = cellHasText()
                    } else if inCaption {
                        captionTables = 1
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
                    finishRow()
                    inHead = true
                    sawHead = true
                case "tbody", "tfoot":
                    finishRow()
                    inHead = false
                case "tr":
                    finishRow()
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
            case .end(let name, let line, let byteColumn):
                if name == "script" || name == "style" { inCode = false }
                if closeLine != nil { continue }
                if name == "table", close == Place(line: line, byteColumn: byteColumn) {
                    finishRow()
                    reportStray()
                    closeLine = line
                    continue
                }
                if captionTables > 0, Self.isTableStructure(name) {
                    if name == "table" { captionTables -= 1 }
                    continue
                }
                if nestedDepth > 0, Self.isTableStructure(name) {
                    if name == "table" {
                        nestedDepth -= 1
                        nestedCells = 0
                        cell!.pendingBreak = cellHasText()
                    }
                    continue
                }
                switch name {
                // A `</table>` not the table's own closes one written straight in it, or nothing.
                case "table": break
                case "caption": inCaption = false
                case "td", "th": finishCell()
                case "tr", "tbody", "tfoot": finishRow()
                case "thead":
                    finishRow()
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
                        cell!.blankLineSeen || Self.mayHoldBlankLine(text)
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
                start: start.map { place(line: $0.line, byteColumn: $0.byteColumn) }
                    ?? SourceLocation(line: firstLine, column: 1),
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

    /// A line without the `>` marks of `quoteDepth` block quotes that open it (and the spaces before each).
    static func withoutQuoteMarks(_ line: Substring, quoteDepth: Int) -> Substring {
        var rest = line
        for _ in 0..<quoteDepth {
            let unindented = rest.drop { $0 == " " || $0 == "\t" }
            guard unindented.first == ">" else { break }
            rest = unindented.dropFirst()
        }
        return rest
    }

    /// Whether a line of `text` between its first and its last may be blank, over its bytes: a line of
    /// ASCII spaces and tabs, or of any non-ASCII byte (Unicode white space). Without one, a cell's text
    /// (`\n  Share\n  `, between its tags) is no list (`listItemPieces`), and is not cut.
    static func mayHoldBlankLine(_ text: String) -> Bool {
        Text.withUTF8(text) { bytes in
            guard let first = bytes.firstIndex(of: 0x0A) else { return false }
            var blank = true
            for byte in bytes[(first + 1)...] {
                if byte == 0x0A {
                    if blank { return true }
                    blank = true
                } else if byte < 0x80 && byte != 0x20 && byte != 0x09 && byte != 0x0D {
                    blank = false
                }
            }
            return false
        }
    }

    /// The lines of `text`, split where cmark ends a line (`LineEndings`), without their line ends.
    static func linePieces(of text: String) -> [Substring] {
        guard text.contains(where: LineEndings.isLineEnd) else { return [text[...]] }
        return text.split(omittingEmptySubsequences: false, whereSeparator: LineEndings.isLineEnd)
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
