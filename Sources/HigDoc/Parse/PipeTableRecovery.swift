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
    }

    /// Returns a table when the paragraph's source lines form a pipe table.
    static func table(from paragraph: Block.Paragraph, context: Context, diagnostics: inout [Diagnostic]) -> Table? {
        let firstLine = paragraph.range.start.line
        let lastLine = paragraph.range.end.line
        guard lastLine > firstLine else { return nil }
        let sourceLines = (firstLine...lastLine).map { context.lines.line($0 - context.lineOffset) }
        guard Text.contains("|", in: String(sourceLines[0])), isDelimiterRow(sourceLines[1]) else { return nil }

        // Every cell of the table (header, then rows; the delimiter row has none), parsed in one cmark call.
        let rowLines = [firstLine] + ((firstLine + 2)...max(firstLine + 2, lastLine)).filter { $0 <= lastLine }
        var fragments: [(text: String, location: SourceLocation)] = []
        var fragmentRanges: [Int: Range<Int>] = [:]
        for number in rowLines {
            let text = sourceLines[number - firstLine]
            let start = fragments.count
            for cell in splitCells(text) {
                fragments.append(
                    (String(cell.text), SourceLocation(line: number, column: text[..<cell.start].count + 1)))
            }
            fragmentRanges[number] = start..<fragments.count
        }
        let parsed = CmarkConverter.inlines(parsingEach: fragments)
        func cells(ofLine number: Int) -> [Table.Cell] {
            fragmentRanges[number, default: 0..<0].map { index in
                let location = fragments[index].location
                return Table.Cell(
                    inlines: InlineHTMLRecovery.recover(parsed[index], location: location), location: location)
            }
        }

        let header = cells(ofLine: firstLine)
        let delimiterCount = splitCells(sourceLines[1]).count
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
            range: paragraph.range)
    }

    /// `:---: | ---` with optional outer pipes and alignment colons.
    static func isDelimiterRow(_ line: Substring) -> Bool {
        let cells = splitCells(line)
        guard !cells.isEmpty else { return false }
        return cells.allSatisfy { cell in
            let text = cell.text.trimmingWhitespace()
            let dashes = text.drop(while: { $0 == ":" }).reversed().drop(while: { $0 == ":" })
            return !dashes.isEmpty && dashes.allSatisfy { $0 == "-" }
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

    /// `splitCells` of a line whose every character is one scalar, walking scalars.
    static func splitCellsByScalar(_ line: Substring) -> [(text: Substring, start: Substring.Index)] {
        let scalars = line.unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while end > start, Text.isWhitespace(scalars[scalars.index(before: end)].value) {
            end = scalars.index(before: end)
        }
        while start < end, Text.isWhitespace(scalars[start].value) { start = scalars.index(after: start) }
        if start < end, scalars[start] == "|" { start = scalars.index(after: start) }
        if start < end, scalars[scalars.index(before: end)] == "|" {
            let pipe = scalars.index(before: end)
            if pipe == start || scalars[scalars.index(before: pipe)] != "\\" { end = pipe }
        }
        var cells: [(text: Substring, start: Substring.Index)] = []
        var cellStart = start
        var index = start
        var inCode = false
        func trimmedCell(_ from: Substring.Index, _ to: Substring.Index) -> (text: Substring, start: Substring.Index) {
            var first = from
            while first < to, Text.isWhitespace(scalars[first].value) { first = scalars.index(after: first) }
            var last = to
            while last > first, Text.isWhitespace(scalars[scalars.index(before: last)].value) {
                last = scalars.index(before: last)
            }
            return (Substring(scalars[first..<last]), first)
        }
        while index < end {
            let scalar = scalars[index]
            if scalar == "\\" {
                index = scalars.index(after: index)
                if index < end { index = scalars.index(after: index) }
                continue
            }
            if scalar == "`" { inCode.toggle() }
            if scalar == "|" && !inCode {
                cells.append(trimmedCell(cellStart, index))
                cellStart = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        cells.append(trimmedCell(cellStart, end))
        if cells.count == 1 && cells[0].text.isEmpty { return [] }
        return cells
    }

    private static func trimmed(_ cell: Substring) -> (Substring, Substring.Index) {
        let start = cell.firstIndex(where: { !$0.isWhitespace }) ?? cell.endIndex
        let end = cell.lastIndex(where: { !$0.isWhitespace }).map { cell.index(after: $0) } ?? start
        return (cell[start..<max(start, end)], start)
    }
}
