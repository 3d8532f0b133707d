import Foundation
import Testing

@testable import HigDoc

/// SARIF counts columns in code points, higdoc in characters: `CodePointColumns` converts them with the
/// files' lines.
@Suite("code point columns")
struct CodePointColumnsTests {
    @Test("A character of several code points before the column moves it by the code points it adds")
    func ofALine() {
        func column(_ column: Int, _ line: Substring) -> Int {
            CodePointColumns.codePointColumn(ofCharacterColumn: column, in: line)
        }
        #expect(column(7, "status bar") == 7)
        #expect(column(4, "状态栏 bar") == 4)
        // `é` as e and a combining acute accent: one character, two code points.
        #expect(column(7, "e\u{301}tude bar") == 8)
        #expect(column(1, "e\u{301}tude bar") == 1)
        #expect(column(2, "e\u{301}tude bar") == 3)
        // A flag (two regional indicators) and a family (five code points joined by ZWJ).
        #expect(column(3, "🇨🇳 旗") == 4)
        #expect(column(3, "👨‍👩‍👧 家") == 7)
        // Hangul in jamo: 한 as three code points.
        #expect(column(2, "\u{1112}\u{1161}\u{11AB}x") == 4)
        // Past the line's end, one code point a column.
        #expect(column(5, "e\u{301}") == 6)
        #expect(column(9, "ab") == 9)
    }

    @Test("Every location of a report is converted, related ones too; unreadable files and first columns keep theirs")
    func ofAReport() {
        let files: [String: Data] = [
            "zh/bars.md": Data("# 栏\n\ne\u{301}te the title of the view\n状态栏".utf8),
            "en/bars.md": Data("Caf\u{E9} bar\r\nCafe\u{301} bar".utf8),
            // Nothing but code points that stand alone (`Text.standsAlone`): no line is decoded.
            "zh/toolbar.md": Data("“工具栏”（toolbar）—— 显示…\r\n第二行".utf8),
        ]
        let diagnostics = [
            Diagnostic(
                code: .untranslatedProse, message: "a",
                location: DiagnosticLocation(file: "zh/bars.md", line: 3, column: 4),
                related: [
                    DiagnosticLocation(file: "en/bars.md", line: 1, column: 6),
                    DiagnosticLocation(file: "en/bars.md", line: 2, column: 6),
                ]),
            Diagnostic(
                code: .placeholderLink, message: "b",
                location: DiagnosticLocation(file: "zh/bars.md", line: 3, column: 1)),
            Diagnostic(
                code: .placeholderLink, message: "c",
                location: DiagnosticLocation(file: "zh/bars.md", line: 4, column: 2)),
            Diagnostic(
                code: .placeholderLink, message: "d",
                location: DiagnosticLocation(file: "zh/bars.md", line: 9, column: 2)),
            Diagnostic(
                code: .placeholderLink, message: "e", location: DiagnosticLocation(file: "gone.md", line: 1, column: 5)),
            Diagnostic(
                code: .placeholderLink, message: "f",
                location: DiagnosticLocation(file: "zh/toolbar.md", line: 1, column: 9)),
        ]
        let report = CheckReport(
            documents: [], coverage: [], alignments: [], diagnostics: diagnostics, suppressed: 0, failOn: .never)
        let columns = CodePointColumns(report) { files[$0] }
        #expect(diagnostics.map { columns.column($0.location) } == [5, 1, 2, 2, 5, 9])
        #expect(diagnostics[0].related.map(columns.column) == [6, 7])
        // The log's regions, written and encoded alike.
        let log = SARIFFormatter.log(report, columns: columns)
        let regions = log.runs[0].results.map { $0.locations[0].physicalLocation.region }
        // In the report's order: by file, then by place.
        #expect(report.diagnostics.map(\.message) == ["e", "b", "a", "c", "d", "f"])
        #expect(regions.map(\.startColumn) == [5, 1, 5, 2, 2, 9])
        #expect(log.runs[0].results[2].relatedLocations?.map(\.physicalLocation.region.startColumn) == [6, 7])
        #expect(
            SARIFFormatter.format(report, columns: columns) == (try? DeterministicJSON.encode(log)))
    }

    @Test("Only the places' lines of a file are looked at, as the check's lines end: LF, CRLF, a byte order mark kept")
    func placesOfAFile() {
        let file = Array("\u{FEFF}e\u{301} x\r\nab\ne\u{301} y\ne\u{301}\r\n".utf8)
        let places = [(1, 3), (2, 2), (3, 3), (3, 5), (4, 2), (5, 1), (7, 2)].map {
            HigDoc.SourceLocation(line: $0, column: $1)
        }
        let converted = file.withUnsafeBufferPointer { CodePointColumns.convert(places, in: $0) }
        #expect(converted.map { [$0.0.line, $0.0.column, $0.1] } == [[1, 3, 4], [3, 3, 4], [3, 5, 6], [4, 2, 3]])
        #expect(CodePointColumns.convert(places, in: UnsafeBufferPointer(start: nil, count: 0)).isEmpty)
    }

    @Test("Many columns of one line are converted in one walk of it")
    func manyOnALine() {
        let line = Substring(String(repeating: "e\u{301}状", count: 5_000))
        let columns = Array(stride(from: 2, through: 10_003, by: 7)) + [10_005]
        let converted = CodePointColumns.codePointColumns(ofCharacterColumns: columns, in: line)
        // Of the characters before a column, every other one is `é`, of two code points.
        let expected: [Int] = columns.dropLast().map { (column: Int) -> Int in column + column / 2 }
        #expect(Array(converted.dropLast()) == expected)
        // The last two: the line's 9,998th character, and two columns past its 10,000 characters
        // (15,000 code points).
        #expect(Array(converted.suffix(2)) == [14_997, 15_005])
        #expect(converted[0] == 3)
    }

    @Test("A check's SARIF log counts code points where its JSON report counts characters")
    func fromTheCommand() throws {
        let (copy, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: copy) }
        // A run of English in the translation, after a letter with a combining accent.
        let zh = content + "/zh/bars.md"
        var text = try String(contentsOfFile: zh, encoding: .utf8)
        let anchor = "\n## 状态栏\n"
        try #require(text.components(separatedBy: anchor).count == 2)
        text = text.replacingOccurrences(
            of: anchor, with: anchor + "\nCafe\u{301} 显示 the title of the current view 的文字。\n")
        try Data(text.utf8).write(to: URL(fileURLWithPath: zh))
        func report(_ format: String) throws -> Data {
            let result = try TestSupport.higdoc(
                ["check", "--content", "content", "--format", format, "--fail-on", "never"], in: copy)
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout
        }
        let json = try #require(try JSONSerialization.jsonObject(with: report("json")) as? [String: Any])
        let finding = try #require(
            (json["diagnostics"] as? [[String: Any]])?.first {
                ($0["message"] as? String)?.contains("the title of the current view") == true
            })
        let location = try #require(finding["location"] as? [String: Any])
        #expect(location["column"] as? Int == 9)
        let sarif = try #require(try JSONSerialization.jsonObject(with: report("sarif")) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        // Its lines end where the check's do: at a lone CR too.
        #expect(run["newlineSequences"] as? [String] == ["\r\n", "\r", "\n"])
        let results = try #require(run["results"] as? [[String: Any]])
        let result = try #require(
            results.first { (($0["message"] as? [String: Any])?["text"] as? String)?.contains("current view") == true })
        let region =
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
            as? [String: Any]
        #expect(region?["startLine"] as? Int == location["line"] as? Int)
        #expect(region?["startColumn"] as? Int == 10)
    }
}
