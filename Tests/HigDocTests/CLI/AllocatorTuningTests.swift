import Foundation
import Testing

/// The allocator keeps freed memory while the pairs are checked and gives it back from then on
/// (`AllocatorTuning`); `MIMALLOC_ALLOW_DECOMMIT` decides alone when it is set. `HIGDOC_TIMINGS` says
/// where the switch happened, among the stages' lines.
@Suite("Allocator tuning")
struct AllocatorTuningTests {
    static let switchLine = "[allocator] freed memory is given back from here"

    /// The lines of standard error that name a stage or the switch, in order, without their figures.
    static func stages(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").compactMap { line in
            if line == switchLine { return String(line) }
            guard line.hasPrefix("[timing] ") else { return nil }
            let stage = line.dropFirst("[timing] ".count).prefix { !$0.isNumber }
            return stage.trimmingCharacters(in: .whitespaces)
        }
    }

    #if os(Linux)
        @Test(
            "Check, export and build keep freed memory until the pairs are checked, then give it back",
            arguments: ["check", "export", "build"])
        func switchAfterPairs(command: String) throws {
            let directory = try TestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            var arguments = [command, "--content", TestSupport.contentDirectory]
            if command == "build" {
                arguments += [
                    "--out", directory.appendingPathComponent("site").path, "--templates",
                    TestSupport.repoRoot.appendingPathComponent("templates").path,
                ]
            } else {
                arguments += ["--output", directory.appendingPathComponent("out").path]
            }
            let result = try TestSupport.higdoc(arguments, environment: ["HIGDOC_TIMINGS": "1"])
            #expect(result.status == (command == "check" ? 1 : 0), "\(result.stderr)")
            let stages = Self.stages(result.stderr)
            #expect(stages.filter { $0 == Self.switchLine }.count == 1)
            let pairs = try #require(stages.firstIndex(of: "parse, align and check pairs"))
            #expect(stages.indices.contains(pairs + 1) && stages[pairs + 1] == Self.switchLine, "\(stages)")
        }

        @Test("MIMALLOC_ALLOW_DECOMMIT in the environment decides for the whole run", arguments: ["0", "1"])
        func environmentDecides(value: String) throws {
            let result = try TestSupport.higdoc(
                ["check", "--content", TestSupport.contentDirectory, "--format", "json"],
                environment: ["HIGDOC_TIMINGS": "1", "MIMALLOC_ALLOW_DECOMMIT": value])
            #expect(result.status == 1)
            #expect(Self.stages(result.stderr).contains("parse, align and check pairs"))
            #expect(!result.stderr.contains(Self.switchLine))
        }
    #endif
}
