/// Recovers pipe tables, which libcmark (unlike cmark-gfm) leaves as paragraphs.
///
/// Accepts rows with and without outer pipes, and tolerates a delimiter row whose cell count
/// differs from the header's (the Chinese bars chapter has 4 delimiter cells for 3 header cells):
/// the header decides the columns, and the mismatch is reported with its location.
enum PipeTableRecovery {
    struct Context {
        let lines: LineIndex
        let lineOffset: Int
        let path: String
        /// How many block quotes the paragraph is in (a table in a `> NOTE` callout): its lines carry
        /// their `>` marks.
        var quoteDepth = 0

        /// File line `number` (1-based) as the paragraph sees it: without its block quotes' `>` marks (each
        /// after at most three spaces, with the space after it), a slice of the line, so that its indices
        /// are the line's. A lazy line, without marks, is as it is.
        @inline(__always) func line(_ number: Int) -> Substring {
            // Most paragraphs are in no quote: read as every paragraph's line is (this is asked of every
            // line of every paragraph that is no table).
            quoteDepth == 0 ? lines.line(number - lineOffset) : unquotedLine(number)
        }

        /// Whether file line `number` carries its block quotes' `>` marks (a lazy line does not).
        func isMarked(_ number: Int) -> Bool {
            lines.line(number - lineOffset).count != unquotedLine(number).count
        }

        private func unquotedLine(_ number: Int) -> Substring {
            var line = lines.line(number - lineOffset)
            for _ in 0..<quoteDepth {
                let marked = line.drop { $0 == " " }
                guard line.count - marked.count <= 3, marked.first == ">" else { break }
                line = marked.dropFirst()
                if line.first == " " || line.first == "\t" { line = line.dropFirst() }
            }
            return line
        }
    }

    /// A table that interrupts a paragraph (no blank line between them, as a caption line above a table
    /// is often written): the paragraph's lines before its table's header, parsed again as a paragraph,
    /// and the rest of its lines, which `table(from:context:diagnostics:)` reads as a table, when a later
    /// line of the paragraph and the line after it are a header and a delimiter row (GFM reads them so;
    /// their cell counts may differ, as for any table: HD0101). Only for a paragraph at a line's start (a
    /// list item's or a block quote's lines carry their container's marks and indentation), and only when
    /// the paragraph's first line opens no table itself.
    static func interruptingTable(in paragraph: Block.Paragraph, context: Context) throws -> (
        before: Block.Paragraph, table: Block.Paragraph
    )? {
        let firstLine = paragraph.range.start.line
        let lastLine = paragraph.range.end.line
        // In a block quote (`> [!WARNING]` or `>要点` over a table) the lines are read without their marks.
        guard paragraph.range.start.column == 1 || context.quoteDepth > 0, lastLine >= firstLine + 2 else {
            return nil
        }
        for header in (firstLine + 1)..<lastLine {
            // Over the line's bytes: most paragraphs of several lines have no pipe at all.
            guard context.lines.withBytes(ofLine: header - context.lineOffset, { Text.containsBytes("|", in: $0) }),
                delimiterCellCount(context.line(header + 1)) != nil,
                // In a quote, a lazy line (without its `>`) goes on the paragraph; it opens no table.
                context.quoteDepth == 0 || (context.isMarked(header) && context.isMarked(header + 1))
            else { continue }
            let rest = Block.Paragraph(
                inlines: [],
                range: SourceRange(start: SourceLocation(line: header, column: 1), end: paragraph.range.end))
            // Its findings are made again when the table is read.
            var unused: [Diagnostic] = []
            guard try table(from: rest, context: context, diagnostics: &unused) != nil else { continue }
            // The lines before it, parsed again: their places are the file's (the paragraph starts a line).
            // Joined by line feeds whatever ended them (a file's carriage returns would end lines twice).
            let text = ((firstLine..<header).map { context.line($0) }).joined(separator: "\n")
            let blocks = try CmarkConverter.blocks(
                parsing: text[...], lines: LineIndex(text[...]), lineOffset: firstLine - 1)
            guard blocks.count == 1, case .paragraph(var before) = blocks[0] else { continue }
            // In a quote, the places move right by the first line's marks.
            let marks = context.lines.line(firstLine - context.lineOffset).count - context.line(firstLine).count
            if marks > 0 {
                before.inlines = before.inlines.map { $0.shifted(byColumns: marks) }
                before.range.start.column += marks
                before.range.end.column += marks
            }
            return (before, rest)
        }
        return nil
    }

    /// Returns a table when the paragraph's source lines form a pipe table.
    static func table(from paragraph: Block.Paragraph, context: Context, diagnostics: inout [Diagnostic]) throws
        -> Table?
    {
        let firstLine = paragraph.range.start.line
        let lastLine = paragraph.range.end.line
        guard lastLine > firstLine,
            Text.contains("|", in: String(context.line(firstLine))),
            let delimiterCount = delimiterCellCount(context.line(firstLine + 1))
        else {
            if isHeaderlessRows(firstLine...lastLine, context: context) {
                let message =
                    firstLine == lastLine
                    ? "this line looks like a pipe table row, but no header and delimiter row (| --- |) opens it, so it is read as a paragraph"
                    : "these \(lastLine - firstLine + 1) lines look like pipe table rows, but no header and delimiter row (| --- |) opens them, so they are read as a paragraph"
                let line = context.lines.line(firstLine - context.lineOffset)
                let pipe = context.line(firstLine).firstIndex(of: "|") ?? line.startIndex
                diagnostics.append(
                    Diagnostic(
                        code: .pipeTableWithoutHeader, message: message,
                        location: DiagnosticLocation(
                            file: context.path, line: firstLine,
                            column: LineIndex.characterCount(line[..<pipe]) + 1)))
            }
            return nil
        }
        // The paragraph's lines, once it is known to be a table (most paragraphs of several lines are not).
        let sourceLines = (firstLine...lastLine).map { context.line($0) }

        // Every cell of the table (header, then rows; the delimiter row has none), parsed in one cmark call.
        let rowLines = [firstLine] + ((firstLine + 2)...max(firstLine + 2, lastLine)).filter { $0 <= lastLine }
        var fragments: [(text: String, location: SourceLocation)] = []
        var fragmentRanges: [Int: Range<Int>] = [:]
        for number in rowLines {
            let text = sourceLines[number - firstLine]
            let start = fragments.count
            // Columns count from the line's start, its quotes' marks included (none but in a block quote).
            // A block quote's marks before the row's text count in its columns.
            var marks = 0
            if context.quoteDepth > 0 {
                let whole = context.lines.line(number - context.lineOffset)
                marks = whole.utf8.distance(from: whole.startIndex, to: text.startIndex)
            }
            for cell in splitCells(text) {
                // Through the line index, which counts a long line's characters from a checkpoint rather
                // than from the line's start (a row of 20,000 cells is read in linear time).
                let byteColumn = marks + text.utf8.distance(from: text.startIndex, to: cell.start) + 1
                let column = context.lines.location(line: number - context.lineOffset, byteColumn: byteColumn).column
                fragments.append((String(cell.text), SourceLocation(line: number, column: column)))
            }
            fragmentRanges[number] = start..<fragments.count
        }
        let parsed = try CmarkConverter.inlines(parsingEach: fragments)
        func cells(ofLine number: Int) -> [Table.Cell] {
            fragmentRanges[number, default: 0..<0].map { index in
                let location = fragments[index].location
                // CJK emphasis is recovered in a cell as in a paragraph (`**分享。**打开`).
                let text = fragments[index].text
                var inlines = InlineHTMLRecovery.recover(
                    CJKEmphasisRecovery.recover(
                        parsed[index],
                        escapedAsterisks: { Text.withUTF8(text, CJKEmphasisRecovery.escapedAsterisks(in:)) },
                        underscoreMayDelimit: { Text.withUTF8(text, CJKEmphasisRecovery.mayWriteUnderscoreEmphasis) }),
                    location: location)
                // `\|` is how a cell writes a pipe, in a code span too (GFM), where cmark keeps the backslash.
                if Text.containsByte(0x7C, in: fragments[index].text) { inlines = Self.unescapingPipesInCode(inlines) }
                return Table.Cell(inlines: inlines, location: location)
            }
        }

        let header = cells(ofLine: firstLine)
        if delimiterCount != header.count {
            diagnostics.append(
                Diagnostic(
                    code: .pipeTableDelimiterMismatch,
                    message:
                        "pipe table delimiter row has \(delimiterCount) cells for a \(header.count)-cell header; read as \(header.count) columns",
                    location: DiagnosticLocation(file: context.path, line: firstLine + 1, column: 1)))
        }
        var rows: [Table.Row] = []
        for number in (firstLine + 2)...max(firstLine + 2, lastLine) where number <= lastLine {
            let rowCells = cells(ofLine: number)
            if rowCells.isEmpty { continue }
            if rowCells.count != header.count {
                diagnostics.append(
                    Diagnostic(
                        code: .pipeTableRowWidth,
                        message: "pipe table row has \(rowCells.count) cells, the header has \(header.count)",
                        location: DiagnosticLocation(file: context.path, line: number, column: 1)))
            }
            rows.append(
                Table.Row(cells: rowCells, location: SourceLocation(line: number, column: rowCells[0].location.column)))
        }
        return Table(
            origin: .pipe, caption: "", captionLocation: nil, anchor: nil, header: header, rows: rows,
            range: paragraph.range,
            alignments: alignments(
                ofDelimiterRow: context.line(firstLine + 1), columns: header.count))
    }

    /// The alignment each of the first `columns` cells of a delimiter row asks for (`:---` left, `:---:`
    /// center, `---:` right); empty when none asks for one.
    static func alignments(ofDelimiterRow line: Substring, columns: Int) -> [Table.Alignment] {
        let alignments = splitCells(line).prefix(columns).map { cell -> Table.Alignment in
            let text = cell.text.trimmingWhitespace()
            switch (text.hasPrefix(":"), text.hasSuffix(":")) {
            case (true, true): return .center
            case (true, false): return .left
            case (false, true): return .right
            case (false, false): return .none
            }
        }
        return alignments.contains { $0 != .none } ? Array(alignments) : []
    }

    /// Whether every line of a paragraph that is no table starts and ends with a pipe, with a cell between
    /// (`| a | b |`): rows cut off from their table's header (by a blank line, or a deleted delimiter
    /// row). Prose that opens with a pipe (`|x| 是绝对值，|y| 也是。`) does not end with one. A paragraph
    /// that does not start with a pipe costs one byte test.
    static func isHeaderlessRows(_ lines: ClosedRange<Int>, context: Context) -> Bool {
        lines.allSatisfy { number in
            let line = context.line(number).utf8
            let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            guard let first = line.firstIndex(where: { !isSpace($0) }), line[first] == UInt8(ascii: "|"),
                let last = line.lastIndex(where: { !isSpace($0) }), last > first, line[last] == UInt8(ascii: "|")
            else { return false }
            return line.index(after: first) < last
        }
    }

    /// The number of cells of a delimiter row (`:---: | ---`, with optional outer pipes and alignment
    /// colons), or nil when the line is none.
    static func delimiterCellCount(_ line: Substring) -> Int? {
        let cells = splitCells(line)
        guard !cells.isEmpty, cells.allSatisfy({ isDelimiterCell($0.text.trimmingWhitespace()) }) else { return nil }
        return cells.count
    }

    /// Dashes between optional colons (`:---:`, `---:`, `-`), over the bytes. The answer is the one over
    /// characters: a character with a scalar beyond ASCII is neither a colon nor a dash, and its bytes
    /// beyond ASCII, which no colon test removes, fail the dash test.
    static func isDelimiterCell(_ text: String) -> Bool {
        Text.withUTF8(text) { bytes in
            var start = 0
            var end = bytes.count
            while start < end && bytes[start] == UInt8(ascii: ":") { start += 1 }
            while end > start && bytes[end - 1] == UInt8(ascii: ":") { end -= 1 }
            return start < end && bytes[start..<end].allSatisfy { $0 == UInt8(ascii: "-") }
        }
    }

    /// `inlines` with every `\|` of their code spans a `|`: a cell's pipes are escaped even inside code,
    /// as GFM reads them, and cmark, which reads a code span's text as it is, kept the backslash.
    static func unescapingPipesInCode(_ inlines: [Inline]) -> [Inline] {
        inlines.map { inline in
            if case .code(let text) = inline { return .code(text.replacingOccurrences(of: "\\|", with: "|")) }
            return inline.mappingChildren(unescapingPipesInCode)
        }
    }

    /// Splits a row at unescaped pipes outside code spans; outer pipes and surrounding space are dropped.
    static func splitCells(_ line: Substring) -> [(text: Substring, start: Substring.Index)] {
        // Whether every scalar stands alone, over the bytes when they are contiguous.
        let oneScalarEach =
            line.utf8.withContiguousStorageIfAvailable { Text.characterCountIfOneScalarEach($0) != nil }
            ?? line.unicodeScalars.allSatisfy { Text.standsAlone($0.value) }
        if oneScalarEach { return splitCellsByScalar(line) }
        return splitCellsByCharacter(line)
    }

    /// `splitCells` over `Character`s, for lines with combining marks or other clusters.
    static func splitCellsByCharacter(_ line: Substring) -> [(text: Substring, start: Substring.Index)] {
        var row = line[...]
        while let last = row.last, last.isWhitespace { row = row.dropLast() }
        while let first = row.first, first.isWhitespace { row = row.dropFirst() }
        if row.hasPrefix("|") { row = row.dropFirst() }
        if row.hasSuffix("|") && !row.hasSuffix("\\|") { row = row.dropLast() }
        var cells: [(Substring, Substring.Index)] = []
        var cellStart = row.startIndex
        var index = row.startIndex
        var inCode = false
        while index < row.endIndex {
            let character = row[index]
            if character == "\\" {
                index = row.index(after: index)
                if index < row.endIndex { index = row.index(after: index) }
                continue
            }
            if character == "`" { inCode.toggle() }
            if character == "|" && !inCode {
                cells.append(trimmed(row[cellStart..<index]))
                cellStart = row.index(after: index)
            }
            index = row.index(after: index)
        }
        cells.append(trimmed(row[cellStart..<row.endIndex]))
        if cells.count == 1 && cells[0].0.isEmpty { return [] }
        return cells.map { (text: $0.0, start: $0.1) }
    }

    /// `splitCells` of a line whose every character is one scalar, walking its UTF-8 bytes: the
    /// delimiters are ASCII, and whitespace is the scalars `Text.isWhitespace` holds for.
    static func splitCellsByScalar(_ line: Substring) -> [(text: Substring, start: Substring.Index)] {
        let utf8 = line.utf8
        let cells = utf8.withContiguousStorageIfAvailable { bytes -> [(text: Substring, start: Substring.Index)] in
            func index(_ offset: Int) -> Substring.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
            func length(at offset: Int) -> Int { Text.scalarLength(lead: bytes[offset]) }
            func scalar(at offset: Int) -> UInt32 { Text.decodeScalar(bytes, at: offset).value }
            func start(before end: Int) -> Int { Text.scalarStart(before: end, in: bytes) }
            func trimmed(_ from: Int, _ to: Int) -> (first: Int, last: Int) {
                var first = from
                while first < to, Text.isWhitespace(scalar(at: first)) { first += length(at: first) }
                var last = to
                while last > first, Text.isWhitespace(scalar(at: start(before: last))) { last = start(before: last) }
                return (first, last)
            }
            var (start, end) = trimmed(0, bytes.count)
            if start < end, bytes[start] == UInt8(ascii: "|") { start += 1 }
            if start < end, bytes[end - 1] == UInt8(ascii: "|") {
                let pipe = end - 1
                if pipe == start || bytes[pipe - 1] != UInt8(ascii: "\\") { end = pipe }
            }
            var cells: [(text: Substring, start: Substring.Index)] = []
            func appendCell(_ from: Int, _ to: Int) {
                let (first, last) = trimmed(from, to)
                cells.append((line[index(first)..<index(last)], index(first)))
            }
            var cellStart = start
            var offset = start
            var inCode = false
            while offset < end {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\\") {
                    offset += 1
                    if offset < end { offset += length(at: offset) }
                    continue
                }
                if byte == UInt8(ascii: "`") { inCode.toggle() }
                if byte == UInt8(ascii: "|") && !inCode {
                    appendCell(cellStart, offset)
                    cellStart = offset + 1
                }
                offset += length(at: offset)
            }
            appendCell(cellStart, end)
            return cells
        }
        guard let cells else { return splitCellsByCharacter(line) }
        if cells.count == 1 && cells[0].text.isEmpty { return [] }
        return cells
    }

    private static func trimmed(_ cell: Substring) -> (Substring, Substring.Index) {
        let start = cell.firstIndex(where: { !$0.isWhitespace }) ?? cell.endIndex
        let end = cell.lastIndex(where: { !$0.isWhitespace }).map { cell.index(after: $0) } ?? start
        return (cell[start..<max(start, end)], start)
    }
}
