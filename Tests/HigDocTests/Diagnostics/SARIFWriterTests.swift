import Foundation
import Testing

@testable import HigDoc

/// `SARIFFormatter.format` writes the log straight from the report; it must be, byte for byte, what
/// `DeterministicJSON` makes of `SARIFFormatter.log`.
@Suite("SARIF writer")
struct SARIFWriterTests {
    static func expectSameAsEncoder(_ report: CheckReport, options: SARIFFormatter.Options = .init()) throws {
        let written = SARIFFormatter.format(report, options: options)
        #expect(written == (try DeterministicJSON.encode(SARIFFormatter.log(report, options: options))))
        var streamed = Data()
        try SARIFFormatter.write(report, options: options) { streamed.append($0) }
        #expect(streamed == written)
    }

    /// The log's one run, parsed.
    static func run(_ report: CheckReport, options: SARIFFormatter.Options = .init()) throws -> [String: Any] {
        let log = try JSONSerialization.jsonObject(with: SARIFFormatter.format(report, options: options))
        return try #require(((log as? [String: Any])?["runs"] as? [[String: Any]])?.first)
    }

    /// The bundled report with a baseline of every other finding (53 of the 105: 5 errors, 14 warnings,
    /// 34 notes), read from a file named `qa-baseline.json`.
    static func baselinedReport(failOn: CheckReport.FailOn = .error) throws -> CheckReport {
        let findings = BundledAlignmentTests.result.diagnostics
        var baseline = Baseline(diagnostics: findings.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
        baseline.file = "qa-baseline.json"
        return CheckReport.make(
            corpus: TestSupport.bundled.corpus, result: BundledAlignmentTests.result, baseline: baseline,
            failOn: failOn)
    }

    @Test("The bundled report, under every failure policy")
    func bundled() throws {
        let bundled = TestSupport.bundled
        let result = TranslationChecker.run(corpus: bundled.corpus, graph: bundled.graph)
        for failOn in CheckReport.FailOn.allCases {
            let report = CheckReport.make(corpus: bundled.corpus, result: result, failOn: failOn)
            #expect(report.diagnostics.count == 107)
            try Self.expectSameAsEncoder(report)
        }
        // More results than one chunk of the writer's (512), written side by side.
        let many = CheckReport(
            documents: [], coverage: [], alignments: [],
            diagnostics: Array(repeating: result.diagnostics, count: 13).flatMap { $0 }, suppressed: 0,
            failOn: .error)
        #expect(many.diagnostics.count == 1_391)
        try Self.expectSameAsEncoder(many)
        let log = try JSONSerialization.jsonObject(with: SARIFFormatter.format(many)) as? [String: Any]
        let run = (log?["runs"] as? [[String: Any]])?.first
        #expect((run?["results"] as? [Any])?.count == 1_391)
    }

    @Test("Escapes, absolute and relative files, related locations, bars, positions below 1, no findings")
    func awkward() throws {
        let awkward = "quote \" backslash \\ slash / tab \t nl \n “中文” \u{2028} é \u{0}"
        let relative = DiagnosticLocation(file: "content/zh/\(awkward).md", line: 0, column: -2)
        let absolute = DiagnosticLocation(file: "/abs/en/bars.md", line: 12, column: 3)
        let diagnostics = [
            Diagnostic(
                code: .untranslatedProse, message: awkward, location: relative, related: [absolute, relative],
                bar: "toolbar"),
            Diagnostic(code: .placeholderLink, message: "", location: absolute),
        ]
        try Self.expectSameAsEncoder(
            CheckReport(
                documents: [], coverage: [], alignments: [], diagnostics: diagnostics, suppressed: 1, failOn: .never))
        try Self.expectSameAsEncoder(
            CheckReport(documents: [], coverage: [], alignments: [], diagnostics: [], suppressed: 0, failOn: .warning))
    }

    @Test("File names are URI references; the base has no machine's path; related places say where they are")
    func locations() throws {
        #expect(SARIFFormatter.uri("content/zh/bars.md") == "content/zh/bars.md")
        #expect(SARIFFormatter.uri("/work/main/content/en/bars.md") == "file:///work/main/content/en/bars.md")
        #expect(SARIFFormatter.uri("my docs/zh/栏 #1%.md") == "my%20docs/zh/%E6%A0%8F%20%231%25.md")
        #expect(SARIFFormatter.uri("c:/zh/a.md") == "c%3A/zh/a.md")
        #expect(SARIFFormatter.uri("/srv/a b.md") == "file:///srv/a%20b.md")
        // However `--content` was spelled, a file inside the directory higdoc ran in is named relative to it.
        for spelling in [
            "/work/main/content/en/bars.md", "./content/en/bars.md", "././/content/en/bars.md",
            "/work/main/./content/en/bars.md", "/work//main/content/en/bars.md",
            "/work/main/Sources/../content/en/bars.md",
            "content/./en/bars.md", "content/x/../en/bars.md",
        ] {
            #expect(
                SARIFFormatter.artifactPath(spelling, workingDirectory: "/work/main") == "content/en/bars.md",
                "\(spelling)")
        }
        #expect(
            SARIFFormatter.artifactPath("/work/main2/en/bars.md", workingDirectory: "/work/main")
                == "/work/main2/en/bars.md")
        #expect(SARIFFormatter.artifactPath("/work/main/a.md", workingDirectory: "/") == "/work/main/a.md")
        // Run in `/` (a container's `WORKDIR /`), a name given relative stays relative.
        #expect(SARIFFormatter.artifactPath("tmp/c/en/a.md", workingDirectory: "/") == "tmp/c/en/a.md")
        #expect(SARIFFormatter.artifactPath("./tmp/../srv/a.md", workingDirectory: "/") == "srv/a.md")
        // A file outside it is named by its absolute path, normal (SARIF 2.1.0 §3.10.2): a `../` name against
        // the run's directory would point out of any checkout.
        #expect(SARIFFormatter.artifactPath("../content/a.md", workingDirectory: "/work/main") == "/work/content/a.md")
        #expect(SARIFFormatter.artifactPath("/srv//x/./a.md", workingDirectory: "/work/main") == "/srv/x/a.md")
        #expect(SARIFFormatter.artifactPath("/../a.md", workingDirectory: "/work/main") == "/a.md")
        // The directory as the shell reached it through a link, or as the system names it: either way.
        for file in ["/tmp/link/content/a.md", "/private/tmp/real/content/a.md"] {
            #expect(
                SARIFFormatter.artifactPath(file, workingDirectories: ["/tmp/link", "/private/tmp/real"])
                    == "content/a.md")
        }
        // The run's own directory: the absolute path of a file in it is in no log of this one.
        let here = DiagnosticLocation(file: SARIFFormatter.workingDirectory + "/zh/a.md", line: 1, column: 1)
        let hereLog = String(
            decoding: SARIFFormatter.format(
                CheckReport(
                    documents: [], coverage: [], alignments: [],
                    diagnostics: [Diagnostic(code: .placeholderLink, message: "", location: here)], suppressed: 0,
                    failOn: .never)), as: UTF8.self)
        #expect(hereLog.contains(#""uri" : "zh/a.md","#) && hereLog.contains(#""uriBaseId" : "SRCROOT""#))
        let english = DiagnosticLocation(file: "content/en/bars.md", line: 7, column: 1)
        let chinese = DiagnosticLocation(file: "content/zh/bars.md", line: 9, column: 2)
        let other = DiagnosticLocation(file: "content/zh/bars.md", line: 30, column: 5)
        let report = CheckReport(
            documents: [], coverage: [], alignments: [],
            diagnostics: [
                Diagnostic(
                    code: .inconsistentTermTranslation, message: "term", location: chinese, related: [english, other])
            ], suppressed: 0, failOn: .never)
        try Self.expectSameAsEncoder(report)
        let log = try #require(try JSONSerialization.jsonObject(with: SARIFFormatter.format(report)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let bases = try #require(run["originalUriBaseIds"] as? [String: [String: Any]])
        #expect(bases["SRCROOT"]?["uri"] == nil)
        #expect(
            (bases["SRCROOT"]?["description"] as? [String: String])?["text"]
                == "The directory higdoc ran in: relative file names are relative to it.")
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        let related = try #require(result["relatedLocations"] as? [[String: Any]])
        #expect(
            related.map { ($0["message"] as? [String: String])?["text"] } == ["counterpart", "elsewhere in this file"])
    }

    @Test(
        "A baseline's findings stay as suppressed results, in the report's order, each result with its baseline state")
    func baselinedResults() throws {
        let report = try Self.baselinedReport()
        let suppressed = try #require(report.baseline?.suppressed)
        #expect(report.diagnostics.count == 53 && suppressed.count == 54 && report.summary.suppressed == 54)
        try Self.expectSameAsEncoder(report)
        let results = try #require(try Self.run(report)["results"] as? [[String: Any]])
        #expect(results.count == 107)
        // In the order of the report the check made without the baseline: the two lists merged.
        #expect(
            results.map { ($0["partialFingerprints"] as? [String: String])?["higdocFingerprint/v2"] }
                == BundledAlignmentTests.result.diagnostics.map(\.fingerprint))
        let known = Set(suppressed.map(\.fingerprint))
        for result in results {
            let fingerprint = (result["partialFingerprints"] as? [String: String])?["higdocFingerprint/v2"] ?? ""
            let suppressions = result["suppressions"] as? [[String: String]]
            if known.contains(fingerprint) {
                #expect(result["baselineState"] as? String == "unchanged")
                #expect(
                    suppressions == [
                        [
                            "kind": "external", "status": "accepted",
                            "justification": "listed in the baseline qa-baseline.json (--baseline)",
                        ]
                    ])
            } else {
                #expect(result["baselineState"] as? String == "new")
                #expect(suppressions == nil)
            }
        }
        // The 3 suppressed errors fail nothing: the 7 errors left are the exit status's.
        #expect(
            report.summary.errors == 7 && suppressed.filter { $0.severity == .error }.count == 3
                && report.summary.failed)
        // Without a baseline no result has a baseline state or a suppression.
        let plain = try #require(try Self.run(CheckOutputTests.report)["results"] as? [[String: Any]])
        #expect(plain.count == 107)
        #expect(plain.allSatisfy { $0["baselineState"] == nil && $0["suppressions"] == nil })
        // A baseline that matches nothing still gives every result its state.
        let unmatched = CheckReport.make(
            corpus: TestSupport.bundled.corpus, result: BundledAlignmentTests.result,
            baseline: Baseline(diagnostics: []))
        let fresh = try #require(try Self.run(unmatched)["results"] as? [[String: Any]])
        #expect(fresh.count == 107 && fresh.allSatisfy { $0["baselineState"] as? String == "new" })
        try Self.expectSameAsEncoder(unmatched)
        // A baseline made in memory has no file to name.
        #expect(SARIFFormatter.justification(baselineFile: nil) == "listed in the baseline (--baseline)")
    }

    @Test("A baseline is named relative to the directory higdoc ran in when inside it, else by its file name alone")
    func justificationNamesNoMachinePath() {
        let expected: [(file: String, named: String)] = [
            ("qa/baseline.json", "qa/baseline.json"),
            ("/ci/checkout/qa/baseline.json", "qa/baseline.json"),
            ("./qa/../baseline.json", "baseline.json"),
            ("/home/me/baselines/qa-baseline.json", "qa-baseline.json"),
            ("../qa-baseline.json", "qa-baseline.json"),
            ("/ci/qa baseline.json", "qa baseline.json"),
        ]
        for (file, named) in expected {
            #expect(
                SARIFFormatter.justification(baselineFile: file, workingDirectories: ["/ci/checkout"])
                    == "listed in the baseline \(named) (--baseline)")
        }
    }

    @Test("The run's invocation says the check ran, and the exit status its findings give under --fail-on")
    func invocation() throws {
        let expected: [(CheckReport.FailOn, Int, String)] = [
            (.error, 1, "findings reach --fail-on error"),
            (.never, 0, "no finding fails the run (--fail-on never)"),
        ]
        for (failOn, exitCode, description) in expected {
            let report = CheckReport.make(
                corpus: TestSupport.bundled.corpus, result: BundledAlignmentTests.result, failOn: failOn)
            let invocations = try #require(try Self.run(report)["invocations"] as? [[String: Any]])
            #expect(invocations.count == 1)
            #expect(invocations.first?["executionSuccessful"] as? Bool == true)
            #expect(invocations.first?["exitCode"] as? Int == exitCode)
            #expect(invocations.first?["exitCodeDescription"] as? String == description)
            #expect(invocations.first?["toolExecutionNotifications"] == nil)
        }
        // The findings a baseline was written with fail no run: the CLI clears `failed`, and the log says 0,
        // and why.
        var written = CheckOutputTests.report
        written.summary.failed = false
        let wrote = SARIFFormatter.Options(wroteBaseline: true)
        try Self.expectSameAsEncoder(written, options: wrote)
        let invocation = try #require((try Self.run(written, options: wrote)["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["exitCode"] as? Int == 0)
        #expect(
            invocation["exitCodeDescription"] as? String
                == "findings reach --fail-on error, but the run passes: it wrote them to the baseline (--write-baseline)"
        )
        // Written with findings that reach no --fail-on, it is the usual description.
        let never = CheckReport.make(
            corpus: TestSupport.bundled.corpus, result: BundledAlignmentTests.result, failOn: .never)
        #expect(
            SARIFFormatter.exitCodeDescription(never, options: wrote) == "no finding fails the run (--fail-on never)")
    }

    @Test("Past the limit the suppressed results go first, then notes, warnings, errors; the log counts them")
    func resultLimit() throws {
        // The bundled report: 10 errors, 28 warnings, 69 notes. 30 keep the errors and 20 warnings.
        let report = CheckOutputTests.report
        let limited = SARIFFormatter.Options(resultLimit: 30)
        try Self.expectSameAsEncoder(report, options: limited)
        let run = try Self.run(report, options: limited)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 30)
        #expect(results.filter { $0["level"] as? String == "error" }.count == 10)
        #expect(results.filter { $0["level"] as? String == "warning" }.count == 20)
        // The first 20 warnings in the report's order, and the results in that order.
        let kept =
            report.diagnostics.filter { $0.severity == .error }.map(\.fingerprint)
            + report.diagnostics.filter { $0.severity == .warning }.prefix(20).map(\.fingerprint)
        let keptSet = Set(kept)
        #expect(
            results.map { ($0["partialFingerprints"] as? [String: String])?["higdocFingerprint/v2"] }
                == report.diagnostics.map(\.fingerprint).filter { keptSet.contains($0) })
        let properties = try #require(run["properties"] as? [String: Any])
        #expect(properties["resultLimit"] as? Int == 30)
        #expect(properties["resultsFound"] as? Int == 107)
        #expect(
            properties["resultsLeftOut"] as? [String: Int]
                == ["errors": 0, "warnings": 8, "notes": 69, "suppressed": 0, "total": 77])
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notifications.count == 1 && notifications.first?["level"] as? String == "warning")
        #expect(
            (notifications.first?["message"] as? [String: String])?["text"]
                == "77 of 107 results are left out of this log, which holds 30 (--sarif-max-results 30; GitHub code scanning accepts at most 25000 results a run, and includes only the 5000 most severe): 69 notes, 8 warnings, the least severe first. The JSON report (--format json) lists every finding."
        )
        // Cut inside the errors: the first 4 in the report's order.
        let four = try #require(try Self.run(report, options: .init(resultLimit: 4))["results"] as? [[String: Any]])
        #expect(
            four.map { ($0["partialFingerprints"] as? [String: String])?["higdocFingerprint/v2"] }
                == Array(report.diagnostics.filter { $0.severity == .error }.prefix(4).map(\.fingerprint)))
        // At the limit, or without one, nothing is left out and nothing said of it.
        for options in [SARIFFormatter.Options(resultLimit: 107), .init(resultLimit: nil), .init()] {
            let whole = try Self.run(report, options: options)
            #expect((whole["results"] as? [Any])?.count == 107)
            #expect(whole["properties"] == nil)
            #expect(SARIFFormatter.leftOut(report, options: options).leftOut == 0)
        }
        #expect(SARIFFormatter.Options().resultLimit == 25_000)
    }

    @Test("A baseline's suppressed results are the first to go past the limit")
    func resultLimitWithBaseline() throws {
        let report = try Self.baselinedReport()
        // 53 unsuppressed results, and 7 of the 54 suppressed (the first 7 in the report's order).
        let options = SARIFFormatter.Options(resultLimit: 60)
        try Self.expectSameAsEncoder(report, options: options)
        let run = try Self.run(report, options: options)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 60)
        #expect(results.filter { $0["baselineState"] as? String == "new" }.count == 53)
        // The suppressed errors first, then the first suppressed warnings, listed in the report's order.
        let known = try #require(report.baseline?.suppressed)
        let severest = Set(
            [Severity.error, .warning, .note].flatMap { severity in known.filter { $0.severity == severity } }
                .prefix(7).map(\.fingerprint))
        let suppressed = results.filter { $0["suppressions"] != nil }
        #expect(
            suppressed.map { ($0["partialFingerprints"] as? [String: String])?["higdocFingerprint/v2"] }
                == known.map(\.fingerprint).filter { severest.contains($0) })
        #expect(
            suppressed.filter { $0["level"] as? String == "error" }.count
                == known.filter { $0.severity == .error }.count)
        #expect(
            (run["properties"] as? [String: Any])?["resultsLeftOut"] as? [String: Int]
                == ["errors": 0, "warnings": 0, "notes": 0, "suppressed": 47, "total": 47])
        let leftOut = SARIFFormatter.leftOut(report, options: options)
        #expect(leftOut.leftOut == 47 && leftOut.found == 107 && leftOut.description == "47 suppressed by the baseline")
        let notice = try #require(
            ((run["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [[String: Any]])?
                .first?["message"] as? [String: String])
        #expect(
            notice["text"]
                == "47 of 107 results are left out of this log, which holds 60 (--sarif-max-results 60; GitHub code scanning accepts at most 25000 results a run, and includes only the 5000 most severe): 47 suppressed by the baseline, the least severe first. The JSON report (--format json) lists every finding but the baseline's, which it counts."
        )
        #expect(
            SARIFFormatter.leftOutWarning(report, options: options)
                == "higdoc: warning: the SARIF log lists 60 of 107 results (--sarif-max-results 60); left out: 47 suppressed by the baseline; --format json lists every finding but the baseline's, which it counts"
        )
        #expect(SARIFFormatter.leftOutWarning(report, options: .init(resultLimit: nil)) == nil)
        // 40: every suppressed result and 13 notes go.
        #expect(
            SARIFFormatter.leftOut(report, options: .init(resultLimit: 40)).description
                == "54 suppressed by the baseline, 13 notes")
    }
}
