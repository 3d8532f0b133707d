import Foundation
import Testing

@testable import HigDoc

/// Standard output that cannot be written: one line on standard error and status 2, never a trap or a
/// false success; a reader that went away ends higdoc by SIGPIPE, silently.
@Suite struct StandardOutputTests {
    /// Every command that writes to standard output, with arguments that make it write.
    static let commands: [[String]] = [
        ["export", "--content", TestSupport.contentDirectory],
        ["export", "--content", TestSupport.contentDirectory, "--format", "xliff"],
        ["check", "--content", TestSupport.contentDirectory],
        ["check", "--content", TestSupport.contentDirectory, "--format", "sarif"],
        ["schema"],
        ["schema", "--report"],
        ["explain"],
        ["explain", "HD0312", "--language", "zh"],
        ["render", TestSupport.contentDirectory + "/zh/bars.md"],
        ["--help"],
        ["check", "--help"],
        ["--version"],
    ]

    @Test("A full standard output is an error naming it, with status 2", arguments: commands)
    func fullDevice(_ arguments: [String]) throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? full.close() }
        let result = try TestSupport.higdoc(arguments, stdout: full)
        #expect(!result.endedBySignal)
        #expect(result.status == 2)
        #expect(
            result.stderr.components(separatedBy: "\n").filter { $0.hasPrefix("standard output") }
                == ["standard output: error: cannot write (No space left on device)"])
        #expect(!result.stderr.contains("Fatal error"))
    }

    @Test("A closed standard output is an error naming it, with status 2", arguments: [["export"], ["schema"]])
    func closedDescriptor(_ arguments: [String]) throws {
        let result = try TestSupport.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "exec \"$0\" \"$@\" >&-", TestSupport.executable.path] + arguments,
            in: TestSupport.repoRoot)
        #expect(!result.endedBySignal)
        #expect(result.status == 2)
        #expect(result.stderr == "standard output: error: cannot write (Bad file descriptor)\n")
    }

    @Test("A reader that went away ends higdoc by SIGPIPE, without a message or a trap")
    func readerGone() throws {
        let pipe = try TestSupport.pipeWithoutReader()
        defer { try? pipe.close() }
        let result = try TestSupport.higdoc(["export", "--content", TestSupport.contentDirectory], stdout: pipe)
        #expect(result.endedBySignal)
        #expect(result.status == SIGPIPE)
        #expect(result.stderr == "")
    }

    @Test("HIGDOC_TIMINGS lines to a standard error without a reader are lost, and the run goes on")
    func timingsToClosedStandardError() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        let arguments = ["check", "--content", fixture.content]
        let plain = try TestSupport.higdoc(arguments)
        let process = Process()
        process.executableURL = TestSupport.executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["HIGDOC_TIMINGS": "1"]) { $1 }
        let errors = try TestSupport.pipeWithoutReader()
        defer { try? errors.close() }
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == plain.status)
    }
}
