import Foundation
import Testing

@testable import HigDoc

/// higdoc stopped by a signal while it writes (Ctrl-C, `kill`, a closed terminal) removes what it had
/// begun to write, leaves what was there before as it was, and ends by the signal.
@Suite("stop signals")
struct StopSignalTests {
    /// The content directory of a generated corpus of `pages` pairs (`bench/generate_corpus.py`): its
    /// site and spec take long enough to write that a signal can be sent while they are written.
    static func corpus(pages: Int, under root: URL) throws -> String {
        let script = TestSupport.repoRoot.appendingPathComponent("bench/generate_corpus.py").path
        let out = root.appendingPathComponent("corpus")
        let result = try TestSupport.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", script, "--pages", "\(pages)", "--out", out.path])
        try #require(result.status == 0, "\(result.stderr)")
        return out.appendingPathComponent("content").path
    }

    /// higdoc started with `arguments`, its standard error going to `stderr`.
    static func start(_ arguments: [String], stderr: URL) throws -> Process {
        let process = Process()
        process.executableURL = TestSupport.executable
        process.arguments = arguments
        _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: stderr)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Whether `ready` came true, polled every 5 ms while `process` runs (for at most a minute).
    static func wait(for process: Process, until ready: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline {
            if ready() { return true }
            usleep(5_000)
        }
        return false
    }

    /// The number of files under `directory` (0 when it is missing).
    static func fileCount(_ directory: String) -> Int {
        guard let files = FileManager.default.enumerator(atPath: directory) else { return 0 }
        var count = 0
        while files.nextObject() != nil { count += 1 }
        return count
    }

    @Test("A build stopped by SIGTERM while it writes the site removes the unfinished site; the previous one stays")
    func stoppedBuild() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let content = try Self.corpus(pages: 60, under: root.appendingPathComponent("input"))
        let work = root.appendingPathComponent("work")
        let output = work.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data(SiteWriter.markerText.utf8).write(to: output.appendingPathComponent(SiteWriter.markerFile))
        try Data("previous".utf8).write(to: output.appendingPathComponent("index.html"))
        let stderr = root.appendingPathComponent("stderr")
        let process = try Self.start(
            ["build", "--content", content, "--templates", SiteTestSupport.templatesDirectory, "--out", output.path],
            stderr: stderr)
        let staging = work.appendingPathComponent(".site.higdoc-new-\(process.processIdentifier)").path
        #expect(Self.wait(for: process) { Self.fileCount(staging) >= 10 }, "the build never wrote 10 files")
        process.terminate()
        process.waitUntilExit()
        let message = try String(contentsOf: stderr, encoding: .utf8)
        #expect(process.terminationReason == .uncaughtSignal, "\(message)")
        #expect(process.terminationStatus == SIGTERM)
        #expect(message.contains("higdoc: stopped by SIGTERM; removed the unfinished site \(staging)\n"))
        #expect(!message.contains("error"), "\(message)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path) == ["site"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
                == [SiteWriter.markerFile, "index.html"])
        #expect(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8) == "previous")
    }

    @Test("An export stopped by SIGINT while it writes the spec removes its temporary file; no spec is left")
    func stoppedExport() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        // The spec of 150 pairs takes a debug build about 0.2 s to write.
        let content = try Self.corpus(pages: 150, under: root.appendingPathComponent("input"))
        let work = root.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let spec = work.appendingPathComponent("spec.json").path
        let stderr = root.appendingPathComponent("stderr")
        let process = try Self.start(["export", "--content", content, "--output", spec], stderr: stderr)
        let temporary = work.appendingPathComponent(".spec.json.\(process.processIdentifier).tmp").path
        let started = Self.wait(for: process) {
            ((try? FileManager.default.attributesOfItem(atPath: temporary)[.size] as? Int) ?? 0) > 0
        }
        #expect(started, "the export never began its spec")
        process.interrupt()
        process.waitUntilExit()
        let message = try String(contentsOf: stderr, encoding: .utf8)
        #expect(process.terminationReason == .uncaughtSignal, "\(message)")
        #expect(process.terminationStatus == SIGINT)
        #expect(message.contains("higdoc: stopped by SIGINT; removed the unfinished file \(temporary)\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).isEmpty)
    }
}
