import Foundation
import Testing

@testable import HigDoc

/// Output formats validated with real validators (python3 jsonschema, an XML parser), baselines and
/// exit codes through the `higdoc` executable.
@Suite(.serialized) struct CheckOutputTests {
    static let report = CheckReport.make(corpus: TestSupport.bundled.corpus, result: BundledAlignmentTests.result)

    /// Validates `instance` against `schema` with python's jsonschema; returns the errors it reports.
    static func validate(_ instance: Data, schema: String) throws -> String {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("instance.json")
        try instance.write(to: file)
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            cls = jsonschema.validators.validator_for(schema)
            cls.check_schema(schema)
            errors = list(cls(schema).iter_errors(json.load(open(sys.argv[2]))))
            print("\\n".join(e.message[:200] for e in errors[:5]) if errors else "valid")
            """
        let result = try TestSupport.python(script, [schema, file.path])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func sarifValidatesAgainstSARIF210() throws {
        let sarif = try ReportFormat.sarif.render(Self.report)
        #expect(try Self.validate(sarif, schema: TestSupport.fixture("schemas/sarif-schema-2.1.0.json")) == "valid")
        let log = try #require(try JSONSerialization.jsonObject(with: sarif) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == Self.report.diagnostics.count)
        let airPlay = try #require(
            results.first { (($0["message"] as? [String: Any])?["text"] as? String)?.contains("AirPlay") == true })
        #expect(airPlay["ruleId"] as? String == "HD0305")
        #expect(airPlay["level"] as? String == "error")
        let fingerprints = try #require(airPlay["partialFingerprints"] as? [String: String])
        #expect(fingerprints["higdocFingerprint/v2"]?.count == 16)
        #expect((airPlay["relatedLocations"] as? [Any])?.count == 1)
        // The validator is real: a log that claims another version is rejected.
        let wrong = String(decoding: sarif, as: UTF8.self).replacingOccurrences(
            of: "\"version\" : \"2.1.0\"", with: "\"version\" : \"2.0.0\"")
        #expect(
            try Self.validate(Data(wrong.utf8), schema: TestSupport.fixture("schemas/sarif-schema-2.1.0.json"))
                != "valid")
    }

    @Test(
        "SARIF with a baseline's suppressed results, an invocation and results left out validates against SARIF 2.1.0")
    func sarifWithBaselineAndLimitValidates() throws {
        let schema = TestSupport.fixture("schemas/sarif-schema-2.1.0.json")
        let report = try SARIFWriterTests.baselinedReport()
        for limit in [nil, 60, 40] {
            let sarif = try ReportFormat.sarif.render(report, sarif: .init(resultLimit: limit))
            #expect(try Self.validate(sarif, schema: schema) == "valid", "limit \(limit ?? 0)")
        }
        // The validator reads the new parts: a suppression of a kind SARIF does not have is rejected, and
        // so is a baseline state.
        let sarif = String(decoding: try ReportFormat.sarif.render(report), as: UTF8.self)
        for (valid, invalid) in [
            (#""kind" : "external""#, #""kind" : "baseline""#),
            (#""baselineState" : "unchanged""#, #""baselineState" : "suppressed""#),
            (#""exitCode" : 1"#, #""exitCode" : "1""#),
        ] {
            #expect(sarif.contains(valid))
            let wrong = sarif.replacingOccurrences(of: valid, with: invalid)
            #expect(try Self.validate(Data(wrong.utf8), schema: schema) != "valid", "\(invalid)")
        }
    }

    @Test func jsonValidatesAgainstTheReportSchema() throws {
        let json = try ReportFormat.json.render(Self.report)
        #expect(
            try Self.validate(
                json, schema: TestSupport.repoRoot.appendingPathComponent("schemas/higdoc-report.schema.json").path)
                == "valid")
        let decoded = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let summary = try #require(decoded["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 10)
        #expect(summary["failed"] as? Bool == true)
    }

    @Test func reportSchemaFileMatchesTheEmbeddedOne() throws {
        let file = try String(
            contentsOf: TestSupport.repoRoot.appendingPathComponent("schemas/higdoc-report.schema.json"),
            encoding: .utf8)
        #expect(file == SchemaDocuments.reportSchema)
    }

    @Test func junitIsWellFormedXML() throws {
        let xml = try ReportFormat.junit.render(Self.report)
        let script =
            "import sys, xml.dom.minidom as m; d = m.parse(sys.argv[1]); print(len(d.getElementsByTagName('testcase')), len(d.getElementsByTagName('failure')))"
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("report.xml")
        try xml.write(to: file)
        let result = try TestSupport.python(script, [file.path])
        #expect(
            result.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines) == "\(Self.report.diagnostics.count) 10")
    }

    /// Messages once named other lines (“repeats the row on line 158”) or the page's length ratio, which
    /// an edit elsewhere changed: the test's history on a dashboard broke.
    @Test("JUnit's test names stay when lines are added above the findings, and when a rule is deleted")
    func junitNamesSurviveEditsElsewhere() throws {
        let names = Set(Self.report.diagnostics.map(JUnitFormatter.testName))
        let shifted = try TestSupport.checkBundledCopy(editing: "zh/bars.md") { lines in
            let heading = try #require(lines.firstIndex { $0.hasPrefix("## ") })
            lines.insert(contentsOf: ["", "", ""], at: heading)
        }
        #expect(Set(shifted.diagnostics.map(JUnitFormatter.testName)) == names)
        #expect(shifted.diagnostics.map(\.location.line) != Self.report.diagnostics.map(\.location.line))
        // One rule less (a missing one more): every other name stays, the length notes' too.
        let deleted = try BundledFindingsTests.checkWithoutChineseLine(83, startingWith: "**")
        let kept = Set(deleted.diagnostics.map(JUnitFormatter.testName))
        #expect(names.subtracting(kept).count <= 2, "\(names.subtracting(kept))")
    }

    @Test("JUnit classes and names hold nothing that moves with an edit or a checkout")
    func junitNamesAreStable() throws {
        let xml = String(decoding: try ReportFormat.junit.render(Self.report), as: UTF8.self)
        let attribute = { (name: String) in
            xml.components(separatedBy: " \(name)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }
        let classes = attribute("classname")
        #expect(classes.count == 107)
        #expect(
            Set(classes) == [
                "higdoc.en/iphone-2010-bars", "higdoc.en/search-bars", "higdoc.en/uikit-search-bars",
                "higdoc.navigation-bar", "higdoc.scope-bar", "higdoc.search-bar", "higdoc.status-bar",
                "higdoc.tab-bar", "higdoc.toolbar", "higdoc.zh/bars",
            ])
        let names = attribute("name").filter { $0.hasPrefix("HD") }
        #expect(names.count == 107)
        #expect(Set(names).count == 107)
        let airPlay = try #require(Self.report.diagnostics.first { $0.message.contains("AirPlay") })
        #expect(names.contains("HD0305 \(JUnitFormatter.escape(airPlay.message)) [\(airPlay.fingerprint)]"))
        #expect(!names.contains { $0.contains("bars.md:") })
        // Nothing of the checkout's path: the report was made from an absolute --content.
        #expect(!xml.contains(" name=\"\(TestSupport.contentDirectory)"))
        #expect(!names.contains { $0.contains(TestSupport.contentDirectory) })
        #expect(
            attribute("name").filter { !$0.hasPrefix("HD") }.contains("en/uikit-search-bars.md"),
            "a file's suite is named by its path in the content directory")
        // A file's group outside the content's usual place, with dots in its directories.
        let group = ReportGrouping.Group(title: "./my.docs/en/v1.2.md", bar: nil, diagnostics: [])
        #expect(JUnitFormatter.className(group) == "en/v1_2")
    }

    /// The bundled report's findings 400 times over (42,000: more than the cores write at a time, in
    /// chunks of 2,048, 8 per core at a time), written by `format` piece by piece: the text, the number
    /// of pieces, and whether it equals the report rendered whole.
    static func streamed(_ format: ReportFormat) throws -> (text: String, pieces: Int, isWhole: Bool) {
        let many = CheckReport(
            documents: [], coverage: report.coverage, alignments: [],
            diagnostics: Array(repeating: report.diagnostics, count: 400).flatMap { $0 }, suppressed: 0,
            failOn: .warning)
        #expect(many.diagnostics.count == 42_800)
        var pieces = 0
        var streamed = Data()
        try format.write(many) { piece in
            pieces += 1
            streamed.append(piece)
        }
        return (String(decoding: streamed, as: UTF8.self), pieces, streamed == (try format.render(many)))
    }

    @Test func junitStreamedIsTheWholeReport() throws {
        let (text, pieces, isWhole) = try Self.streamed(.junit)
        #expect(isWhole && pieces > 10)
        #expect(text.components(separatedBy: "<testcase ").count - 1 == 42_800)
        #expect(text.hasSuffix("  </testsuite>\n</testsuites>\n"))
    }

    @Test func markdownStreamedIsTheWholeReport() throws {
        let (text, pieces, isWhole) = try Self.streamed(.markdown)
        #expect(isWhole && pieces > 10)
        let rows = text.split(separator: "\n").filter {
            $0.hasPrefix("| error |") || $0.hasPrefix("| warning |") || $0.hasPrefix("| note |")
        }
        #expect(rows.count == 42_800)
        #expect(text.contains("| **en/bars→zh/bars** | 21/21 (100%) | 20/28 (71%) | 27/29 (93%) |"))
    }

    @Test func textStreamedIsTheWholeReport() throws {
        let (text, pieces, isWhole) = try Self.streamed(.text)
        #expect(isWhole && pieces >= 2)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // Errors and warnings are all listed; notes beyond three of a code in a group are counted.
        #expect(lines.filter { $0.contains(": error: ") }.count == 4_000)
        #expect(lines.filter { $0.contains(": warning: ") }.count == 11_200)
        #expect(lines.contains { $0.hasPrefix("Toolbar · 工具栏") })
        #expect(
            text.hasSuffix(
                "4000 errors, 11200 warnings, 27600 notes\n"
                    + "What a code means and what to do: higdoc explain HD0303 (or any other code)\n"))
    }

    @Test func markdownCellsEscapePipesAndJoinLines() {
        #expect(MarkdownReportFormatter.cell("plain “中文” text") == "plain “中文” text")
        #expect(MarkdownReportFormatter.cell("a | b\nc") == "a \\| b c")
        #expect(MarkdownReportFormatter.cell("") == "")
        #expect(MarkdownReportFormatter.cell("a\u{1B}[2J\u{7}b") == "a\u{241B}[2J\u{2407}b")
    }

    @Test("A message in the Markdown report shows as it is: its Markdown and HTML marks are escaped")
    func markdownMessagesAreLiteral() throws {
        #expect(MarkdownReportFormatter.literal("plain “中文” (text).") == "plain “中文” (text).")
        #expect(
            MarkdownReportFormatter.literal("“不要用 <script> 和 *粗* a_b`c` [x] & ~y~ \\ | z”\nnext")
                == "“不要用 \\<script\\> 和 \\*粗\\* a\\_b\\`c\\` \\[x\\] \\& \\~y\\~ \\\\ \\| z” next")
        // Read back as Markdown (cmark), the escaped message is its own text.
        let message = "extra rule: “不要用 <script> 和 <img src=x onerror=alert(1)> 以及 _下划线_ 与 \\* 星号。”"
        let document = try TestSupport.parse("| a |\n| - |\n| \(MarkdownReportFormatter.literal(message)) |\n")
        guard case .table(let table)? = document.blocks.first else {
            Issue.record("no table")
            return
        }
        #expect(table.rows.first?.cells.first?.inlines.plainText == message)
    }

    @Test("Reports that show three related places show the other file's first and say how many are left")
    func relatedPlacesShown() throws {
        let here = (1...4).map { DiagnosticLocation(file: "zh/a.md", line: $0) }
        let there = DiagnosticLocation(file: "en/a.md", line: 9)
        let finding = Diagnostic(
            code: .imageOneSided, message: "m", location: DiagnosticLocation(file: "zh/a.md", line: 1),
            related: here + [there])
        let (shown, more) = finding.relatedForReport(limit: 3)
        #expect(shown == [there] + here.prefix(2))
        #expect(more == 2)
        #expect(finding.relatedForReport(limit: 5) == (here + [there], 0))
        let markdown = String(decoding: try ReportFormat.markdown.render(Self.report), as: UTF8.self)
        let content = TestSupport.contentDirectory
        #expect(
            markdown.contains(
                "| `\(content)/en/bars.md:69:1`<br>`\(content)/zh/bars.md:57:1`<br>`\(content)/zh/bars.md:81:1`<br>… and 3 more |"
            ))
        let text = String(decoding: try ReportFormat.text.render(Self.report), as: UTF8.self)
        #expect(text.contains("      ↳ \(content)/en/bars.md:69:1\n      ↳ \(content)/zh/bars.md:57:1\n"))
    }

    @Test func junitEscapesWhatXMLForbidsAndKeepsTheRest() {
        #expect(JUnitFormatter.escape("plain “中文” é\ttab\nline\r") == "plain “中文” é\ttab\nline\r")
        #expect(JUnitFormatter.escape("a & b < c > d \" e ' f") == "a &amp; b &lt; c &gt; d &quot; e &apos; f")
        #expect(JUnitFormatter.escape("nul\u{0} us\u{1F} bell\u{7} del\u{7F}") == "nul us bell del\u{7F}")
        #expect(JUnitFormatter.escape("") == "")
        // XML 1.0 forbids U+FFFE and U+FFFF too; U+FFxx else (fullwidth forms, `（`) are characters.
        #expect(JUnitFormatter.escape("a\u{FFFE}b\u{FFFF}c（d）\u{FFFD}") == "abc（d）\u{FFFD}")
        #expect(JUnitFormatter.escape("（全角）ｘ") == "（全角）ｘ")
    }

    @Test("The text report shows a control character of the content as a symbol, never as itself")
    func textShowsControlCharactersAsSymbols() throws {
        #expect(TerminalText.visible("plain “中文” © é") == "plain “中文” © é")
        #expect(
            TerminalText.visible("a\u{1B}]0;T\u{7} b\u{85}c\u{7F}\nd\u{0}")
                == "a\u{241B}]0;T\u{2407} b\u{FFFD}c\u{2421}\u{240A}d\u{2400}")
        let finding = Diagnostic(
            code: .untranslatedProse, message: "untranslated: “\u{1B}[2J”",
            location: DiagnosticLocation(file: "zh/a\u{1B}b.md", line: 3, column: 1))
        let report = CheckReport(
            documents: [], coverage: [], alignments: [], diagnostics: [finding], suppressed: 0, failOn: .never)
        let text = TextReportFormatter(color: false).format(report)
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("zh/a\u{241B}b.md:3:1: warning: untranslated: “\u{241B}[2J”"))
    }

    @Test func textIsGroupedByBarWithoutColorsByDefault() throws {
        let text = String(decoding: try ReportFormat.text.render(Self.report), as: UTF8.self)
        #expect(!text.contains("\u{1B}["))
        #expect(text.contains("Toolbar · 工具栏  —  sections 4/7 (57%) · rules 1/4 (25%) · system items 10/12 (83%)"))
        #expect(text.contains("missing table row: the English table lists “AirPlay”"))
        // The summary, then where to read what the codes mean, the first error's code as the example.
        #expect(
            text.hasSuffix(
                "10 errors, 28 warnings, 69 notes\n"
                    + "What a code means and what to do: higdoc explain HD0303 (or any other code)\n"))
        let colored = TextReportFormatter(color: true).format(Self.report)
        #expect(colored.contains("\u{1B}[1;31merror\u{1B}[0m"))
    }

    @Test func markdownHasCoverageTable() throws {
        let markdown = String(decoding: try ReportFormat.markdown.render(Self.report), as: UTF8.self)
        #expect(markdown.contains("| **en/bars→zh/bars** | 21/21 (100%) | 20/28 (71%) | 27/29 (93%) |"))
        #expect(
            markdown.hasPrefix(
                "# Translation QA\n\n10 errors, 28 warnings, 69 notes.\n\n"
                    + "What a code means and what to do: `higdoc explain HD0303` (or any other code).\n\n"))
    }

    @Test func noFindingsNoExplainHint() throws {
        let empty = CheckReport(
            documents: [], coverage: [], alignments: [], diagnostics: [], suppressed: 0, failOn: .error)
        #expect(
            String(decoding: try ReportFormat.text.render(empty), as: UTF8.self) == "0 errors, 0 warnings, 0 notes\n")
        #expect(
            String(decoding: try ReportFormat.markdown.render(empty), as: UTF8.self)
                .hasPrefix("# Translation QA\n\n0 errors, 0 warnings, 0 notes.\n\n"))
        #expect(!String(decoding: try ReportFormat.markdown.render(empty), as: UTF8.self).contains("higdoc explain"))
    }

    @Test func baselineSuppressesKnownFindings() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace("zh/bars.md", "至少 44 x 44 点", with: "至少 40 x 40 点")
        let corpus = try fixture.corpus()
        let result = TranslationChecker.run(corpus: corpus)
        #expect(result.diagnostics.count == 1)
        let path = fixture.content + "/baseline.json"
        try Baseline(diagnostics: result.diagnostics).write(to: path)
        let report = CheckReport.make(corpus: corpus, result: result, baseline: try Baseline.read(path), failOn: .note)
        #expect(report.diagnostics.isEmpty)
        #expect(report.summary.suppressed == 1)
        #expect(!report.summary.failed)
        // A baseline of another version of the fingerprints is refused, not silently matched to nothing.
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.contains("\"version\" : 2"))
        for (version, message) in [
            (
                "1",
                "baseline of version 1, whose fingerprints this higdoc no longer makes; write it again with --write-baseline"
            ),
            ("3", "baseline of version 3, written by a newer higdoc (this one reads version 2)"),
        ] {
            try written.replacingOccurrences(of: "\"version\" : 2", with: "\"version\" : \(version)").write(
                toFile: path, atomically: true, encoding: .utf8)
            // At the line of the version, the last key of the file (`version` sorts after `findings`).
            let versionLine = written.split(separator: "\n").firstIndex { $0.contains("\"version\"") }! + 1
            #expect(versionLine == 10)
            #expect(throws: InputError(path: path, line: versionLine, message)) { try Baseline.read(path) }
        }
    }

    @Test(
        "A baseline of every other bundled finding leaves the findings it does not know, in order, as each finding asks"
    )
    func baselineOfManyFindings() {
        let findings = BundledAlignmentTests.result.diagnostics
        let known = findings.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        let baseline = Baseline(diagnostics: known)
        let kept = baseline.unsuppressed(findings)
        #expect(kept == findings.filter { !baseline.suppresses($0) })
        let knownFingerprints = Set(known.map(\.fingerprint))
        let odd = findings.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        #expect(kept == odd.filter { !knownFingerprints.contains($0.fingerprint) })
        // 107 findings, 54 in the baseline; every finding has a fingerprint of its own (the two identical
        // pipe table recoveries of zh/bars.md are numbered apart), so the other 53 are all kept.
        #expect(findings.count == 107 && knownFingerprints.count == 54 && odd.count == 53 && kept.count == 53)
        let report = CheckReport.make(
            corpus: TestSupport.bundled.corpus, result: BundledAlignmentTests.result, baseline: baseline)
        #expect(report.diagnostics.count == 53 && report.summary.suppressed == 54)
    }

    @Test func exitCodes() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        #expect(try TestSupport.higdoc(["check", "--content", fixture.content]).status == 0)
        #expect(try TestSupport.higdoc(["check", "--content", TestSupport.contentDirectory]).status == 1)
        #expect(
            try TestSupport.higdoc(["check", "--content", TestSupport.contentDirectory, "--fail-on", "never"]).status
                == 0)
        #expect(try TestSupport.higdoc(["check", "--format", "yaml"]).status == 2)
        #expect(try TestSupport.higdoc(["check", "--no-such-flag"]).status == 2)
        #expect(try TestSupport.higdoc(["check", "--content", fixture.content + "/missing"]).status == 2)
        // A warning fails only with --fail-on warning.
        try fixture.replace("zh/bars.md", "至少 44 x 44 点", with: "至少 40 x 40 点")
        #expect(try TestSupport.higdoc(["check", "--content", fixture.content]).status == 0)
        #expect(try TestSupport.higdoc(["check", "--content", fixture.content, "--fail-on", "warning"]).status == 1)
        // --write-baseline, then --baseline makes the run pass.
        let baseline = fixture.content + "/qa-baseline.json"
        #expect(
            try TestSupport.higdoc(["check", "--content", fixture.content, "--write-baseline", baseline]).status == 0)
        #expect(
            try TestSupport.higdoc([
                "check", "--content", fixture.content, "--fail-on", "warning", "--baseline", baseline,
            ]).status == 0)
    }

    @Test func acceptThroughTheCommandLine() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        let accepted = try TestSupport.higdoc(["check", "--content", fixture.content, "--accept"])
        #expect(accepted.status == 0)
        #expect(FileManager.default.fileExists(atPath: fixture.content + "/higdoc.lock"))
        try fixture.replace(
            "en/bars.md", "The default appearance displays dark content.",
            with: "The default appearance displays light content.")
        let output = fixture.content + "/report.json"
        let checked = try TestSupport.higdoc([
            "check", "--content", fixture.content, "--format", "json", "--output", output,
        ])
        #expect(checked.status == 1)
        let report = try JSONDecoder().decode(CheckReport.self, from: Data(contentsOf: URL(fileURLWithPath: output)))
        #expect(report.diagnostics.map(\.code) == [.outdatedTranslation])
        #expect(
            report.diagnostics.first?.message
                == "outdated translation: the English rule changed after this translation was accepted: “…default appearance displays dark content.” → “…default appearance displays light content.”"
        )
    }
}
