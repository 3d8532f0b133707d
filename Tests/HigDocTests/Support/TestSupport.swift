import Foundation
import Testing

@testable import HigDoc

/// Paths and helpers shared by the tests.
enum TestSupport {
    /// The repository root (three levels above this file).
    static let repoRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var contentDirectory: String { repoRoot.appendingPathComponent("content").path }

    static func fixture(_ relative: String) -> String {
        repoRoot.appendingPathComponent("Tests/HigDocTests/Fixtures").appendingPathComponent(relative).path
    }

    /// The bundled corpus and its graph, built once.
    static let bundled: (corpus: Corpus, graph: GuidelineGraph) = {
        let corpus = try! Corpus.load(contentDirectory: contentDirectory)
        return (corpus, GuidelineGraph.build(corpus))
    }()

    /// The `higdoc` executable built next to the test bundle.
    static var executable: URL {
        var directory = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("higdoc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return repoRoot.appendingPathComponent(".build/debug/higdoc")
    }

    struct ProcessResult {
        var status: Int32
        var stdout: Data
        var stderr: String
        /// Whether the process was ended by a signal (`status` is then the signal's number).
        var endedBySignal = false
        var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// Runs a program to completion and captures its output (or sends its standard output to `stdout`, and
    /// captures none).
    static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, stdin: Data? = nil,
        stdout: FileHandle? = nil, environment: [String: String] = [:]
    ) throws -> ProcessResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe()
        // stderr goes to a file so that reading stdout to its end can never dead-lock on a full pipe.
        let errorPath = FileManager.default.temporaryDirectory.appendingPathComponent(
            "higdoc-stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorPath.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorPath) }
        let errorHandle = try FileHandle(forWritingTo: errorPath)
        process.standardOutput = stdout ?? out
        process.standardError = errorHandle
        let input = Pipe()
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try? input.fileHandleForWriting.close()
        let outData = stdout == nil ? out.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        try? errorHandle.close()
        let errData = (try? Data(contentsOf: errorPath)) ?? Data()
        return ProcessResult(
            status: process.terminationStatus, stdout: outData, stderr: String(decoding: errData, as: UTF8.self),
            endedBySignal: process.terminationReason == .uncaughtSignal)
    }

    static func higdoc(
        _ arguments: [String], in directory: URL? = nil, stdout: FileHandle? = nil, environment: [String: String] = [:]
    ) throws -> ProcessResult {
        try run(executable, arguments, in: directory, stdout: stdout, environment: environment)
    }

    /// A pipe whose reading end is closed: a process writing to it finds its reader gone.
    static func pipeWithoutReader() throws -> FileHandle {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        return pipe.fileHandleForWriting
    }

    /// Runs python3 with a script; used for real validators (jsonschema) that have no Swift equivalent here.
    static func python(_ script: String, _ arguments: [String] = []) throws -> ProcessResult {
        try run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script] + arguments)
    }

    /// Writes `text` to the file at `relative` under `root`, making its directories.
    static func write(_ text: String, to relative: String, under root: URL) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// A fresh temporary directory, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("higdoc-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A copy of the bundled content as `content/` in a fresh temporary directory, for mutation: the
    /// directory (the caller's to remove) and the copy's path.
    static func bundledContentCopy() throws -> (root: URL, content: String) {
        let root = try temporaryDirectory()
        let content = root.appendingPathComponent("content").path
        try FileManager.default.copyItem(atPath: contentDirectory, toPath: content)
        return (root, content)
    }

    /// Runs `higdoc` in `root` (a `bundledContentCopy`'s) with each of `commands` (`inputErrorCommands`
    /// by default) and expects each to stop on the input with exit 2, `stderr` and its line feed on
    /// standard error, and to write nothing beside `content/`.
    static func expectInputError(
        _ stderr: String, in root: URL, commands: [[String]] = inputErrorCommands,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        for arguments in commands {
            let result = try higdoc(arguments, in: root)
            #expect(result.status == 2, "\(arguments)", sourceLocation: sourceLocation)
            #expect(result.stderr == stderr + "\n", "\(arguments)", sourceLocation: sourceLocation)
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root.path) == ["content"],
            sourceLocation: sourceLocation)
    }

    /// Check, export and build, as `expectInputError` runs them in a content copy's directory.
    static let inputErrorCommands = [
        ["check"], ["export", "--output", "spec.json"],
        ["build", "--out", "site", "--templates", repoRoot.appendingPathComponent("templates").path],
    ]

    /// Rewrites a text file line by line: `change` edits its lines (split at line feeds), which are
    /// joined back as they are.
    static func editLines(of path: String, _ change: (inout [String]) throws -> Void) throws {
        var lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
        try change(&lines)
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// The check of a copy of the bundled content whose file `relative` (`zh/bars.md`) `change` edited,
    /// line by line; the copy is removed after.
    static func checkBundledCopy(editing relative: String, _ change: (inout [String]) throws -> Void) throws
        -> TranslationChecker.Result
    {
        let (root, content) = try bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        try editLines(of: content + "/" + relative, change)
        return TranslationChecker.run(corpus: try Corpus.load(contentDirectory: content))
    }

    /// Parses markdown (no front matter needed) as a document of the given language.
    static func parse(_ markdown: String, lang: Language = .en, path: String = "test.md") throws -> Document {
        let frontMatter = FrontMatter(id: "test", title: "Test", lang: lang, edition: "test", source: "test")
        return try MarkdownParser.parse(body: markdown[...], path: path, frontMatter: frontMatter)
    }
}
