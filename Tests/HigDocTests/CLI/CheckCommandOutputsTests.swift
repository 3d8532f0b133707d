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
        let withoutReader = try TestSupport.higdoc(["check", "--content", fixture.content, "--accept"], stdout: pipe)
        #expect(withoutReader.endedBySignal && withoutReader.status == SIGPIPE)
        #expect(try Data(contentsOf: fixture.root.appendingPathComponent("higdoc.lock")) == lock)
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
}
