import Foundation

/// The columns of a report's locations counted in Unicode code points, as the SARIF log declares them
/// (`columnKind: unicodeCodePoints`); every other higdoc location counts characters. The two differ
/// only where a character of more than one code point comes before the column on its line: a letter
/// with a combining mark (`e\u{301}`), an emoji sequence, a flag, Hangul written in jamo.
///
/// After a character Unicode calls Prepend (the Arabic number signs U+0600–U+0605 and a few others),
/// which joins the code point after it, a character column counted as the parser counts it (the
/// characters of the text before the place) can mean either of two code points; the conversion takes
/// the later. No content in these scripts is known to higdoc.
///
/// The findings do not carry their lines, so the files are read again, once each and only those with a
/// location past a line's first column, and of each only the lines of its locations are looked at. A
/// line of code points that always stand alone as characters (ASCII, Latin, CJK and its punctuation:
/// `Text.standsAlone`) needs no more; only the other lines are decoded and walked. A file that cannot be read
/// keeps its character columns, as does a column past its line's end (counted on as one code point
/// each).
struct CodePointColumns: Sendable {
    private struct Place: Hashable {
        var file: String
        var line: Int
        var column: Int
    }

    /// The code-point column of each place where it is not the character column.
    private var shifted: [Place: Int] = [:]

    /// No place converted: every column as the finding gives it.
    static let none = CodePointColumns()

    private init() {}

    /// The columns of every location of `report`'s findings, their related locations too, and of the
    /// findings its baseline suppressed (which the SARIF log lists), with the lines of each file as
    /// `read` gives them (by default the file read again, as the check read it).
    init(_ report: CheckReport, read: @Sendable (String) -> Data? = { try? ContentIndex.contents($0) }) {
        var columnsByFile: [String: Set<SourceLocation>] = [:]
        func note(_ location: DiagnosticLocation) {
            guard location.column > 1 else { return }
            columnsByFile[location.file, default: []].insert(
                SourceLocation(line: location.line, column: location.column))
        }
        for diagnostic in report.diagnostics {
            note(diagnostic.location)
            diagnostic.related.forEach(note)
        }
        for diagnostic in report.baseline?.suppressed ?? [] {
            note(diagnostic.location)
            diagnostic.related.forEach(note)
        }
        let files = columnsByFile.sorted { $0.key < $1.key }
        let converted = ParallelMap.map(files) { file, places -> [(SourceLocation, Int)] in
            guard let data = read(file) else { return [] }
            return data.withUnsafeBytes { Self.convert(places.sorted(), in: $0.bindMemory(to: UInt8.self)) }
        }
        for ((file, _), places) in zip(files, converted) {
            for (place, codePoints) in places {
                shifted[Place(file: file, line: place.line, column: place.column)] = codePoints
            }
        }
    }

    /// The places (ascending) whose code-point column in the file `bytes` is not their character column,
    /// with that column. Only the places' lines are looked at: each found by its line feeds, its bytes
    /// decoded only when some code point of it does not stand alone, and then walked once for all its
    /// places. The lines end as `FileLines` ends them, at an LF or a CRLF (the file's lone CRs were read
    /// as LFs).
    static func convert(_ places: [SourceLocation], in bytes: UnsafeBufferPointer<UInt8>) -> [(SourceLocation, Int)] {
        guard let base = bytes.baseAddress else { return [] }
        var converted: [(SourceLocation, Int)] = []
        var line = 1
        var start = 0
        var next = 0
        while next < places.count {
            let number = places[next].line
            let end = places[next...].firstIndex { $0.line != number } ?? places.endIndex
            defer { next = end }
            guard number >= line else { continue }
            // Forward to the line, then to its end.
            while line < number {
                guard start <= bytes.count, let feed = memchr(base + start, 0x0A, bytes.count - start) else {
                    return converted
                }
                start = base.distance(to: feed.assumingMemoryBound(to: UInt8.self)) + 1
                line += 1
            }
            var stop =
                memchr(base + start, 0x0A, bytes.count - start).map {
                    base.distance(to: $0.assumingMemoryBound(to: UInt8.self))
                } ?? bytes.count
            if stop > start && bytes[stop - 1] == 0x0D { stop -= 1 }
            let text = UnsafeBufferPointer(rebasing: bytes[start..<stop])
            guard Text.characterCountIfOneScalarEach(text) == nil else { continue }
            let columns = places[next..<end].map(\.column)
            let codePoints = codePointColumns(
                ofCharacterColumns: columns, in: String(decoding: text, as: UTF8.self)[...])
            for (column, codePoint) in zip(columns, codePoints) where codePoint != column {
                converted.append((SourceLocation(line: number, column: column), codePoint))
            }
        }
        return converted
    }

    /// The column of `location` in code points.
    func column(_ location: DiagnosticLocation) -> Int {
        guard !shifted.isEmpty else { return location.column }
        return shifted[Place(file: location.file, line: location.line, column: location.column)] ?? location.column
    }

    /// The 1-based code-point columns of the 1-based character `columns` (ascending) of `line`, in one
    /// walk of the line. Past the line's end, each column further is one code point further.
    static func codePointColumns(ofCharacterColumns columns: [Int], in line: Substring) -> [Int] {
        // A line of code points that stand alone has a character for each.
        if line.unicodeScalars.allSatisfy({ Text.standsAlone($0.value) }) { return columns }
        var converted: [Int] = []
        converted.reserveCapacity(columns.count)
        var characters = 0
        var codePoints = 0
        for character in line {
            while converted.count < columns.count && columns[converted.count] - 1 <= characters {
                converted.append(codePoints + (columns[converted.count] - 1 - characters) + 1)
            }
            if converted.count == columns.count { break }
            characters += 1
            codePoints += character.unicodeScalars.count
        }
        while converted.count < columns.count {
            converted.append(codePoints + (columns[converted.count] - 1 - characters) + 1)
        }
        return converted
    }

    /// The 1-based code-point column of the 1-based character `column` of `line`.
    static func codePointColumn(ofCharacterColumn column: Int, in line: Substring) -> Int {
        codePointColumns(ofCharacterColumns: [column], in: line)[0]
    }
}
