import Foundation
import Testing

@testable import HigDoc

/// What `higdoc check` writes (the report, `--write-baseline`'s baseline, `--accept`'s lock) is written
/// together or not at all.
@Suite struct CheckCommandOutputsTests {
    /// A fixture whose lock was accepted, then whose English changed: an accepting run would rewrite the
    /// lock, and a plain check reports the outdated translation.
    static func fixtureWithStaleLock() throws -> (fixture: QAFixture, lock: Data) {
        let fixture = try QAFixture()
        #expect(try TestSupport.higdoc(["check", "--content", fixture.content, "--accept"]).status == 0)
        try fixture.replace(
            "en/bars.md", "The default appearance displays dark content.",
            with: "The default appearance displays light content.")
        return (fixture, try Data(contentsOf: fixture.root.appendingPathComponent("higdoc.lock")))
    }

    /// The codes a plain check of `fixture` reports, in JSON.
    static func codes(_ fixture: QAFixture) throws -> [DiagnosticCode] {
        let result = try TestSupport.higdoc(["check", "--content", fixture.content, "--format", "json"])
        return try JSONDecoder().decode(CheckReport.self, from: result.stdout).diagnostics.map(\.code)
    }

    @Test("A failed --accept leaves the lock, the baseline and the report as they were, and no temporary file")
    func failedAcceptWritesNothing() throws {
        let (fixture, lock) = try Self.fixtureWithStaleLock()
        defer { fixture.remove() }
        let directory = fixture.root.appendingPathComponent("a-directory").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? full.close() }
        let failing: [(arguments: [String], stdout: FileHandle?)] = [
            (["--output", directory], nil),
            (["--write-baseline", directory], nil),
            ([], full),
        ]
        for (arguments, stdout) in failing {
            let result = try TestSupport.higdoc(
                ["check", "--content", fixture.content, "--accept"] + arguments, stdout: stdout)
            #expect(result.status == 2, "\(arguments)")
            #expect(!result.stderr.contains("accepted"), "\(arguments)")
            #expect(try Data(contentsOf: fixture.root.appendingPathComponent("higdoc.lock")) == lock, "\(arguments)")
        }
        let pipe = try TestSupport.pipeWithoutReader()
        defer { try? pipe.close() }
        let baseline = fixture.root.appendingPathComponent("baseline.json").path
        let withoutReader = try TestSupport.higdoc(
            ["check", "--content", fixture.content, "--accept", "--write-baseline", baseline], stdout: pipe)
        #expect(withoutReader.endedBySignal && withoutReader.status == SIGPIPE)
        #expect(try Data(contentsOf: fixture.root.appendingPathComponent("higdoc.lock")) == lock)
        #expect(!FileManager.default.fileExists(atPath: baseline))
        let reportInTheWay = try TestSupport.higdoc([
            "check", "--content", fixture.content, "--write-baseline", baseline, "--output", directory,
        ])
        #expect(reportInTheWay.status == 2)
        #expect(!FileManager.default.fileExists(atPath: baseline))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: fixture.content).sorted()
                == ["a-directory", "en", "glossary.yaml", "higdoc.lock", "zh"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [])
        // The outdated translation is still reported.
        #expect(try Self.codes(fixture) == [.outdatedTranslation])
    }

    @Test("A successful --accept writes the lock and the report")
    func acceptWritesBoth() throws {
        let (fixture, lock) = try Self.fixtureWithStaleLock()
        defer { fixture.remove() }
        let report = fixture.root.appendingPathComponent("report.json").path
        let result = try TestSupport.higdoc([
            "check", "--content", fixture.content, "--accept", "--format", "json", "--output", report,
        ])
        #expect(result.status == 0)
        #expect(try Data(contentsOf: fixture.root.appendingPathComponent("higdoc.lock")) != lock)
        let written = try JSONDecoder().decode(CheckReport.self, from: Data(contentsOf: URL(fileURLWithPath: report)))
        #expect(written.diagnostics.isEmpty)
        #expect(try Self.codes(fixture) == [])
    }

    @Test("--write-baseline writes the report too, in --format to --output, and exits 0")
    func writeBaselineWritesTheReport() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace("zh/bars.md", "至少 44 x 44 点", with: "至少 40 x 40 点")
        let baseline = fixture.root.appendingPathComponent("baseline.json").path
        let sarif = fixture.root.appendingPathComponent("report.sarif").path
        let result = try TestSupport.higdoc([
            "check", "--content", fixture.content, "--fail-on", "warning", "--write-baseline", baseline,
            "--format", "sarif", "--output", sarif,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let written = try JSONDecoder().decode(Baseline.self, from: Data(contentsOf: URL(fileURLWithPath: baseline)))
        #expect(written.findings.map(\.code) == ["HD0308"])
        let log = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sarif))) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["HD0308"])
        // Without --output, the report goes to standard output.
        let printed = try TestSupport.higdoc([
            "check", "--content", fixture.content, "--write-baseline", baseline, "--format", "json",
        ])
        #expect(printed.status == 0)
        let printedReport = try JSONDecoder().decode(CheckReport.self, from: printed.stdout)
        #expect(printedReport.diagnostics.map(\.code) == [.numberMismatch])
        // The summary agrees with the exit status, even when a finding reaches --fail-on.
        #expect(!printedReport.summary.failed)
        let failing = try TestSupport.higdoc([
            "check", "--content", fixture.content, "--fail-on", "warning", "--write-baseline", baseline, "--format",
            "json",
        ])
        #expect(failing.status == 0)
        #expect(try !JSONDecoder().decode(CheckReport.self, from: failing.stdout).summary.failed)
    }

    @Test("With --baseline the SARIF log keeps the known findings as suppressed results; --sarif-max-results limits it")
    func sarifWithBaselineAndLimit() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let content = TestSupport.contentDirectory
        let written = try TestSupport.higdoc(
            [
                "check", "--content", content, "--write-baseline", "bl.json", "--format", "sarif", "--output",
                "wb.sarif",
            ], in: directory)
        #expect(written.status == 0, "\(written.stderr)")
        func results(_ data: Data) throws -> [[String: Any]] {
            let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            return try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        }
        let before = try results(Data(contentsOf: directory.appendingPathComponent("wb.sarif")))
        #expect(before.count == 107 && before.allSatisfy { $0["suppressions"] == nil })
        // Every finding is known now: all 107 stay, suppressed, and the run passes.
        let baselined = try TestSupport.higdoc(
            ["check", "--content", content, "--baseline", "bl.json", "--format", "sarif"], in: directory)
        #expect(baselined.status == 0, "\(baselined.stderr)")
        #expect(baselined.stderr.isEmpty)
        let after = try results(baselined.stdout)
        #expect(after.count == 107)
        #expect(after.allSatisfy { $0["baselineState"] as? String == "unchanged" })
        #expect(
            after.allSatisfy {
                ($0["suppressions"] as? [[String: String]])?.first?["justification"]
                    == "listed in the baseline bl.json (--baseline)"
            })
        let invocation = try #require(
            (try JSONSerialization.jsonObject(with: baselined.stdout) as? [String: Any]).flatMap {
                ($0["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]]
            }?.first)
        #expect(invocation["exitCode"] as? Int == 0 && invocation["executionSuccessful"] as? Bool == true)
        // --output writes the same bytes as standard output, run after run.
        let file = try TestSupport.higdoc(
            ["check", "--content", content, "--baseline", "bl.json", "--format", "sarif", "-o", "b.sarif"],
            in: directory)
        #expect(file.status == 0)
        #expect(try Data(contentsOf: directory.appendingPathComponent("b.sarif")) == baselined.stdout)
        // The JSON report counts them, and lists none of them, as before.
        let json = try TestSupport.higdoc(
            ["check", "--content", content, "--baseline", "bl.json", "--format", "json"], in: directory)
        let report = try JSONDecoder().decode(CheckReport.self, from: json.stdout)
        #expect(report.diagnostics.isEmpty && report.summary.suppressed == 107)
        // A limit: the warning on standard error, the exit status unchanged (10 errors fail the run).
        let limited = try TestSupport.higdoc(
            ["check", "--content", content, "--format", "sarif", "--sarif-max-results", "30"], in: directory)
        #expect(limited.status == 1)
        #expect(try results(limited.stdout).count == 30)
        #expect(
            limited.stderr
                == "higdoc: warning: the SARIF log lists 30 of 107 results (--sarif-max-results 30); left out: 69 notes, 8 warnings; --format json lists every finding\n"
        )
        let unlimited = try TestSupport.higdoc(
            ["check", "--content", content, "--format", "sarif", "--sarif-max-results", "0"], in: directory)
        #expect(try results(unlimited.stdout).count == 107 && unlimited.stderr.isEmpty)
        // The limit is the SARIF log's alone: the JSON report is the same with it, the exit status too, and
        // standard error says it was not used.
        let jsonLimited = try TestSupport.higdoc(
            ["check", "--content", content, "--format", "json", "--sarif-max-results", "1"], in: directory)
        let jsonPlain = try TestSupport.higdoc(["check", "--content", content, "--format", "json"], in: directory)
        #expect(jsonLimited.stdout == jsonPlain.stdout && jsonPlain.stderr.isEmpty)
        #expect(jsonLimited.status == 1 && jsonPlain.status == 1)
        #expect(
            jsonLimited.stderr
                == "higdoc: warning: --sarif-max-results limits the SARIF log alone; --format json ignores it\n")
        let textLimited = try TestSupport.higdoc(
            ["check", "--content", content, "--sarif-max-results", "0", "--fail-on", "never"], in: directory)
        #expect(textLimited.status == 0 && !textLimited.stdout.isEmpty)
        #expect(
            textLimited.stderr
                == "higdoc: warning: --sarif-max-results limits the SARIF log alone; --format text ignores it\n")
        // A negative limit is refused for its value, however it is spelled (`-1` is no option).
        for spelling in [["--sarif-max-results=-1"], ["--sarif-max-results", "-1"]] {
            let negative = try TestSupport.higdoc(["check", "--content", content] + spelling)
            #expect(negative.status == 2)
            #expect(
                negative.stderr == "higdoc check: error: --sarif-max-results must be 0 (no limit) or more, not -1\n")
        }
    }

    @Test("A baseline outside the working directory is named by its file name alone in the SARIF log")
    func sarifBaselineOutsideWorkingDirectory() throws {
        let directory = try TestSupport.temporaryDirectory()
        let elsewhere = try TestSupport.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: directory)
            try? FileManager.default.removeItem(at: elsewhere)
        }
        let content = TestSupport.contentDirectory
        let baseline = elsewhere.appendingPathComponent("known.json").path
        let written = try TestSupport.higdoc(
            ["check", "--content", content, "--write-baseline", baseline, "--format", "sarif"], in: directory)
        #expect(written.status == 0, "\(written.stderr)")
        // The run passed because it wrote the baseline, and its log says so.
        let writtenLog = try #require(try JSONSerialization.jsonObject(with: written.stdout) as? [String: Any])
        let writtenRun = try #require((writtenLog["runs"] as? [[String: Any]])?.first)
        let writtenInvocation = try #require((writtenRun["invocations"] as? [[String: Any]])?.first)
        #expect(writtenInvocation["exitCode"] as? Int == 0)
        #expect(
            writtenInvocation["exitCodeDescription"] as? String
                == "findings reach --fail-on error, but the run passes: it wrote them to the baseline (--write-baseline)"
        )
        let baselined = try TestSupport.higdoc(
            ["check", "--content", content, "--baseline", baseline, "--format", "sarif"], in: directory)
        #expect(baselined.status == 0, "\(baselined.stderr)")
        let log = try #require(try JSONSerialization.jsonObject(with: baselined.stdout) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.count == 107)
        #expect(
            Set(results.compactMap { ($0["suppressions"] as? [[String: String]])?.first?["justification"] })
                == ["listed in the baseline known.json (--baseline)"])
        // Neither the baseline's directory nor the one the check ran in is named (the content, outside it,
        // is, as a file URI).
        let text = String(decoding: baselined.stdout, as: UTF8.self)
        #expect(!text.contains(elsewhere.lastPathComponent) && !text.contains(directory.lastPathComponent))
    }

    @Test("Two outputs that name one file, even through a link, are refused before anything is written")
    func sharedDestinationsRefused() throws {
        let (fixture, lock) = try Self.fixtureWithStaleLock()
        defer { fixture.remove() }
        let lockPath = fixture.root.appendingPathComponent("higdoc.lock").path
        let report = fixture.root.appendingPathComponent("report.json").path
        try Data("old report".utf8).write(to: URL(fileURLWithPath: report))
        let link = fixture.root.appendingPathComponent("link.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "report.json")
        let shared: [(arguments: [String], named: String)] = [
            (["--output", report, "--write-baseline", report], report),
            (["--output", link, "--write-baseline", "./report.json"], "./report.json"),
            (["--accept", "--output", lockPath], lockPath),
            (["--accept", "--write-baseline", lockPath], lockPath),
        ]
        for (arguments, named) in shared {
            let result = try TestSupport.higdoc(
                ["check", "--content", fixture.content, "--format", "json"] + arguments, in: fixture.root)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains("name the same file '\(named)'"), "\(result.stderr)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: report)) == Data("old report".utf8), "\(arguments)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: lockPath)) == lock, "\(arguments)")
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: fixture.content).sorted()
                == ["en", "glossary.yaml", "higdoc.lock", "link.json", "report.json", "zh"])
    }

    @Test("Two outputs that are hard links of one file, or of one FIFO, are refused as one file")
    func hardLinkedDestinationsRefused() throws {
        let (fixture, lock) = try Self.fixtureWithStaleLock()
        defer { fixture.remove() }
        let outputs = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: outputs) }
        func path(_ name: String) -> String { outputs.appendingPathComponent(name).path }
        try Data("old report".utf8).write(to: URL(fileURLWithPath: path("report.json")))
        #expect(link(path("report.json"), path("hard.json")) == 0)
        let lockPath = fixture.root.appendingPathComponent("higdoc.lock").path
        #expect(link(lockPath, path("hard.lock")) == 0)
        #expect(mkfifo(path("fifo"), 0o600) == 0)
        #expect(link(path("fifo"), path("hard-fifo")) == 0)
        // A reader of the FIFO, so that a writer would not wait for one: it must find nothing written.
        let reader = open(path("fifo"), O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let shared: [(arguments: [String], named: String)] = [
            (["--output", path("report.json"), "--write-baseline", path("hard.json")], path("hard.json")),
            (["--accept", "--output", path("hard.lock")], lockPath),
            (["--accept", "--write-baseline", path("hard.lock")], lockPath),
            (["--output", path("fifo"), "--write-baseline", path("hard-fifo")], path("hard-fifo")),
            // Without --output the report goes to standard output, here a pipe.
            (["--write-baseline", "/dev/stdout"], "/dev/stdout"),
        ]
        for (arguments, named) in shared {
            let result = try TestSupport.higdoc(
                ["check", "--content", fixture.content, "--format", "json"] + arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains("name the same file '\(named)'; give each its own"), "\(result.stderr)")
            #expect(result.stdout.isEmpty, "\(arguments)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path("hard.json"))) == Data("old report".utf8))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path("hard.lock"))) == lock)
        var status = stat()
        #expect(stat(path("report.json"), &status) == 0 && status.st_nlink == 2)
        #expect(stat(lockPath, &status) == 0 && status.st_nlink == 2)
        var byte: UInt8 = 0
        #expect(read(reader, &byte, 1) <= 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: outputs.path).sorted()
                == ["fifo", "hard-fifo", "hard.json", "hard.lock", "report.json"])
        // Two outputs that are different files are not refused.
        let separate = try TestSupport.higdoc([
            "check", "--content", fixture.content, "--format", "json", "--output", path("report.json"),
            "--write-baseline", path("baseline.json"),
        ])
        #expect(separate.status == 0, "\(separate.stderr)")
    }

    /// The start of the fifty-ninth session wrote a report over the baseline it had just read, and a spec
    /// over the glossary, and exited 0.
    @Test("No output replaces what the run reads: the baseline, a page, the glossary; nothing is written")
    func outputsNeverReplaceInputs() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        let outputs = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: outputs) }
        let baseline = outputs.appendingPathComponent("baseline.json").path
        #expect(
            try TestSupport.higdoc(["check", "--content", fixture.content, "--write-baseline", baseline]).status == 0)
        let kept = try Data(contentsOf: URL(fileURLWithPath: baseline))
        #expect(symlink(baseline, outputs.appendingPathComponent("link.json").path) == 0)
        let glossary = fixture.root.appendingPathComponent("glossary.yaml").path
        let page = fixture.root.appendingPathComponent("en/bars.md").path
        let pageText = try Data(contentsOf: URL(fileURLWithPath: page))
        let replaces = "would replace what the content directory"
        let refused: [(arguments: [String], message: String)] = [
            (
                ["check", "--baseline", baseline, "--output", baseline],
                "\(baseline): error: --output and --baseline name the same file; the output would replace what is read"
            ),
            (
                ["check", "--baseline", baseline, "--output", outputs.appendingPathComponent("link.json").path],
                "--output and --baseline name the same file"
            ),
            (["check", "--output", page], "\(page): error: --output \(replaces)"),
            (["export", "--output", glossary], "\(glossary): error: --output \(replaces)"),
            (["build", "--out", fixture.content + "/en/site"], "error: --out \(replaces)"),
        ]
        for (arguments, message) in refused {
            let result = try TestSupport.higdoc(arguments + ["--content", fixture.content])
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains(message), "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: baseline)) == kept)
        #expect(try Data(contentsOf: URL(fileURLWithPath: page)) == pageText)
        // A new baseline may replace the one read: it is read whole first (a baseline refreshed in place).
        let refreshed = try TestSupport.higdoc([
            "check", "--content", fixture.content, "--baseline", baseline, "--write-baseline", baseline,
        ])
        #expect(refreshed.status == 0, "\(refreshed.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: baseline)) == kept)
        // Through a link to the content, into directories not made yet: the same place.
        let link = outputs.appendingPathComponent("cl").path
        #expect(symlink(fixture.root.path, link) == 0)
        for arguments in [["build", "--out", link + "/zh/a/site"], ["export", "--output", link + "/en/new/x.json"]] {
            let result = try TestSupport.higdoc(arguments + ["--content", fixture.content])
            #expect(result.status == 2 && result.stderr.contains(replaces), "\(arguments): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: fixture.root.appendingPathComponent("zh/a").path))
        // A site's directory that holds the content is refused: it would be replaced whole.
        let site = outputs.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture.root, to: site.appendingPathComponent("content"))
        let holding = try TestSupport.higdoc([
            "build", "--content", site.appendingPathComponent("content").path, "--out", site.path,
        ])
        #expect(holding.status == 2)
        #expect(holding.stderr.contains("error: --out holds the content directory"), "\(holding.stderr)")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("content/en/bars.md").path))
        #expect(!FileManager.default.fileExists(atPath: fixture.content + "/en/site"))
        // Outputs of one-letter names in the directory the run is in (Foundation trapped on them once).
        let short = try TestSupport.higdoc(
            ["check", "--content", fixture.content, "-o", "s", "--write-baseline", "b"], in: outputs)
        #expect(short.status == 0, "\(short.stderr)")
        #expect(FileManager.default.fileExists(atPath: outputs.appendingPathComponent("s").path))
        #expect(FileManager.default.fileExists(atPath: outputs.appendingPathComponent("b").path))
    }

    @Test("A baseline or lock that cannot be written fails the run before the report reaches standard output")
    func failedRunPrintsNoReport() throws {
        let (fixture, _) = try Self.fixtureWithStaleLock()
        defer { fixture.remove() }
        let directory = fixture.root.appendingPathComponent("outdir").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        let baselineInTheWay = try TestSupport.higdoc([
            "check", "--content", fixture.content, "--write-baseline", directory, "--format", "json",
        ])
        #expect(baselineInTheWay.status == 2)
        #expect(baselineInTheWay.stderr.contains(directory), "\(baselineInTheWay.stderr)")
        #expect(baselineInTheWay.stdout.isEmpty, "\(baselineInTheWay.stdoutText)")
        // A lock that is a directory cannot be replaced by --accept.
        let lock = fixture.root.appendingPathComponent("higdoc.lock")
        try FileManager.default.removeItem(at: lock)
        try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: false)
        let lockInTheWay = try TestSupport.higdoc(["check", "--content", fixture.content, "--accept"])
        #expect(lockInTheWay.status == 2)
        #expect(lockInTheWay.stdout.isEmpty, "\(lockInTheWay.stdoutText)")
    }
}
