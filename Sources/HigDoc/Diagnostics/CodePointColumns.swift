import Foundation

/// The columns of a report's locations counted in Unicode code points, as the SARIF log declares them
/// (`columnKind: unicodeCodePoints`); every other higdoc location counts characters. The two differ
/// only where a character of more than one code point comes before the column on its line: a letter
/// with a combining mark (`e\u{301}`), an emoji sequence, a flag, Hangul written in jamo.
///
/// The findings do not carry their lines, so the lines are read back from the files, once each and
/// only for the files with a location past a line's first column. A file that cannot be read keeps its
/// character columns, as does a column past its line's end (counted on as one code point each).
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

    /// The columns of every location of `report`'s findings, their related locations too, with the
    /// lines of each file as `read` gives them (by default the file read again, as the check read it).
    init(_ report: CheckReport, read: @Sendable (String) -> FileLines? = SourceLines.lines(ofFile:)) {
        var columnsByFile: [String: Set<SourceLocation>] = [:]
        for diagnostic in report.diagnostics {
            for location in CollectionOfOne(diagnostic.location) + diagnostic.related where location.column > 1 {
                columnsByFile[location.file, default: []].insert(
                    SourceLocation(line: location.line, column: location.column))
            }
        }
        let files = columnsByFile.sorted { $0.key < $1.key }
        let converted = ParallelMap.map(files) { file, places -> [(SourceLocation, Int)] in
            guard let lines = read(file) else { return [] }
            return places.compactMap { place in
                guard place.line >= 1, place.line <= lines.count else { return nil }
                let codePoints = Self.codePointColumn(
                    ofCharacterColumn: place.column, in: lines.substring(place.line - 1))
                return codePoints == place.column ? nil : (place, codePoints)
            }
        }
        for ((file, _), places) in zip(files, converted) {
            for (place, codePoints) in places {
                shifted[Place(file: file, line: place.line, column: place.column)] = codePoints
            }
        }
    }

    /// The column of `location` in code points.
    func column(_ location: DiagnosticLocation) -> Int {
        guard !shifted.isEmpty else { return location.column }
        return shifted[Place(file: location.file, line: location.line, column: location.column)] ?? location.column
    }

    /// The 1-based code-point column of the 1-based character `column` of `line`. Past the line's end,
    /// each column further is one code point further.
    static func codePointColumn(ofCharacterColumn column: Int, in line: Substring) -> Int {
        // A line of ASCII has one code point per character (a CR LF, two code points in one character,
        // ends a line and is not in it).
        if line.utf8.allSatisfy({ $0 < 0x80 }) { return column }
        var characters = 0
        var codePoints = 0
        for character in line {
            guard characters < column - 1 else { break }
            characters += 1
            codePoints += character.unicodeScalars.count
        }
        return codePoints + (column - 1 - characters) + 1
    }
}
