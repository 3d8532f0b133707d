import Foundation
import Testing

@testable import HigDoc

/// The table-number check reads `Table 33-1` and `表 37-1` with a scan over scalars; where the scan
/// decides, it must find what the regular expression finds.
@Suite struct TableNumberScanTests {
    typealias Check = InconsistentTableNumberingCheck

    static func texts(_ matches: [Check.Match], in line: String) -> [String] {
        matches.map { "\(line[$0.whole])|\(line[$0.chapter])|\(line[$0.table])" }
    }

    /// The zh page mentions 表 35-1, 表 37-1 and 表 37-2 and captions 表37-1; with the caption made 表38-1,
    /// most references still say chapter 37, and each wrong one is compared with its own table.
    @Test("HD0311 takes the chapter most references use and compares a reference with the same table's")
    func misnumberedCaptionIsReported() throws {
        let findings = try TestSupport.checkBundledCopy(editing: "zh/bars.md") { lines in
            #expect(lines[148].hasPrefix("表37-1 "))
            lines[148] = lines[148].replacingOccurrences(of: "表37-1", with: "表38-1")
        }.diagnostics.filter {
            $0.code == .inconsistentTableNumbering
        }
        #expect(findings.map(\.location.line) == [144, 149])
        #expect(findings.flatMap(\.related).map(\.line) == [168, 168])
        #expect(
            findings.last?.message
                == "inconsistent table numbering: “表38-1” does not match “表 37-1”, as the document numbers it elsewhere; the document's tables are numbered 37-n"
        )
    }

    /// The zh page has two tables: 表 37-3 and 表 37-5 name none (the start of the fifty-ninth session
    /// said nothing), each reported once however often it is named.
    @Test("A reference to a table the page lacks is HD0311, once per table number")
    func referenceToAMissingTable() throws {
        let findings = try TestSupport.checkBundledCopy(editing: "zh/bars.md") { lines in
            lines[167] = lines[167].replacingOccurrences(of: "表 37-1", with: "表 37-3")
            lines[212] = lines[212].replacingOccurrences(of: "表 37-2", with: "表 37-5（表 37-5）")
        }.diagnostics.filter { $0.code == .inconsistentTableNumbering }
        #expect(
            findings.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
                "144:5 inconsistent table numbering: “表 35-1” does not match “表37-1”, as the document numbers it elsewhere; the document's tables are numbered 37-n",
                "168:6 reference to a missing table: “表 37-3” names table 3, but the document has 2 tables (37-1 to 37-2)",
                "213:18 reference to a missing table: “表 37-5” names table 5, but the document has 2 tables (37-1 to 37-2)",
            ])
        let chinese = try #require(TestSupport.bundled.corpus.documents.first { $0.key == "zh/bars" })
        #expect(InconsistentTableNumberingCheck.tableCount(chinese.blocks) == 2)
    }

    /// Many references on one line were each counted from the line's start, and each wrong one looked
    /// for its table among all the page's references: `bench/long-pages.py`'s `table-references`.
    @Test(
        "References on one line, each at its own column, each wrong one compared with its table's caption or first mention"
    )
    func referencesOnOneLine() throws {
        let findings = try TestSupport.checkBundledCopy(editing: "zh/bars.md") { lines in
            #expect(lines[212].contains("表 37-2"))
            lines.insert("对照：表 36-1、表 37-2、表 36-2、e\u{301} 表 36-9。", at: 213)
        }.diagnostics.filter {
            $0.code == .inconsistentTableNumbering
        }
        #expect(findings.map { "\($0.location.line):\($0.location.column)" } == ["144:5", "214:4", "214:18", "214:27"])
        #expect(findings.map { $0.related.map(\.line) } == [[149], [149], [213], []])
        #expect(
            findings.last?.message.hasSuffix("does not match chapter 37; the document's tables are numbered 37-n")
                == true)
    }

    @Test func scanFindsReferencesAsTheRegularExpressionDoes() throws {
        let line = "见表 37-1，表37 - 2 与 Table 6-1；表示 3-1 不是，TTable 7-8 是，Tab 1-2、Tabl\u{E9} 1-2 不是，表 9- 表 10-11"
        let scanned = try #require(Check.scannedMatches(in: line))
        #expect(
            Self.texts(scanned, in: line) == [
                "表 37-1|37|1", "表37 - 2|37|2", "Table 6-1|6|1", "Table 7-8|7|8", "表 10-11|10|11",
            ])
        #expect(scanned == Check.patternMatches(in: line))
        // Scalars whose class the scan does not fix are left to the regular expression.
        for undecided in ["表\u{3000}37-1", "Table\u{A0}6-1", "表 ３-1", "表 3-1\u{0661}", "表 3\u{301}-1"] {
            #expect(Check.scannedMatches(in: undecided) == nil, "\(undecided)")
        }
        #expect(Self.texts(Check.patternMatches(in: "表\u{3000}37-1"), in: "表\u{3000}37-1") == ["表\u{3000}37-1|37|1"])
    }

    /// Every scalar of planes 0 and 1 (every 16th CJK ideograph, a range the scan treats alike) at each
    /// place that decides a match: the scan either leaves the line to the regular expression or finds
    /// exactly its matches, and it decides for every ASCII scalar, CJK ideograph and CJK or full-width
    /// punctuation mark.
    @Test func scanAgreesWithTheRegularExpressionAroundEveryScalar() {
        let templates = ["表X37-1", "表 37X-1", "表 37 -X1", "表 37-1X", "见表 3-1X表 4-2"]
        var decided = 0
        var failures: [String] = []
        for value in 0..<0x20000 {
            guard let scalar = Unicode.Scalar(value), !(0x4E00...0x9FFF).contains(value) || value % 16 == 0 else {
                continue
            }
            let known = Check.ScalarClass(scalar.value) != nil
            for template in templates {
                let line = template.replacingOccurrences(of: "X", with: String(Character(scalar)))
                guard let scanned = Check.scannedMatches(in: line) else {
                    if known { failures.append("undecided U+\(String(value, radix: 16)) in \(template)") }
                    continue
                }
                decided += 1
                if scanned != Check.patternMatches(in: line) {
                    failures.append("U+\(String(value, radix: 16)) in \(template)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
        #expect(decided == templates.count * (128 + 3 + 10 + 24 + 15 + 7 + 1_312))
    }

    /// On every line of the bundled pages and the QA fixture, the check's matches are the regular
    /// expression's.
    @Test func scanAgreesOnTheBundledAndFixtureLines() throws {
        var paths = TestSupport.bundled.corpus.documents.map(\.path)
        for language in ["en", "zh"] {
            let directory = URL(fileURLWithPath: QAFixture.base).appendingPathComponent(language)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".md")
            {
                paths.append(directory.appendingPathComponent(name).path)
            }
        }
        var references = 0
        for path in paths {
            for line in try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n") {
                let expected = Check.patternMatches(in: line)
                references += expected.count
                #expect((Check.scannedMatches(in: line) ?? expected) == expected, "\(line)")
            }
        }
        #expect(references == 11)
    }
}
