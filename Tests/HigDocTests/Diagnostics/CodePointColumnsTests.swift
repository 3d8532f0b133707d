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
        let lines: [String: FileLines] = [
            "zh/bars.md": FileLines("# 栏\n\ne\u{301}te the title of the view\n状态栏"),
            "en/bars.md": FileLines("Caf\u{E9} bar\nCafe\u{301} bar"),
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
        ]
        let report = CheckReport(
            documents: [], coverage: [], alignments: [], diagnostics: diagnostics, suppressed: 0, failOn: .never)
        let columns = CodePointColumns(report) { lines[$0] }
        #expect(diagnostics.map { columns.column($0.location) } == [5, 1, 2, 2, 5])
        #expect(diagnostics[0].related.map(columns.column) == [6, 7])
        // The log's regions, written and encoded alike.
        let log = SARIFFormatter.log(report, columns: columns)
        let regions = log.runs[0].results.map { $0.locations[0].physicalLocation.region }
        // In the report's order: by file, then by place.
        #expect(report.diagnostics.map(\.message) == ["e", "b", "a", "c", "d"])
        #expect(regions.map(\.startColumn) == [5, 1, 5, 2, 2])
        #expect(log.runs[0].results[2].relatedLocations?.map(\.physicalLocation.region.startColumn) == [6, 7])
        #expect(
            SARIFFormatter.format(report, columns: columns) == (try? DeterministicJSON.encode(log)))
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
        let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let result = try #require(
            results.first { (($0["message"] as? [String: Any])?["text"] as? String)?.contains("current view") == true })
        let region =
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
            as? [String: Any]
        #expect(region?["startLine"] as? Int == location["line"] as? Int)
        #expect(region?["startColumn"] as? Int == 10)
    }
}
