import Foundation
import Testing

@testable import HigDoc

/// An output that cannot be written is one line naming the path as given, with the system's reason.
@Suite struct OutputErrorMessagesTests {
    /// Runs higdoc as an unprivileged user when the tests run as root (whom permissions do not stop).
    static func higdocUnprivileged(_ arguments: [String]) throws -> TestSupport.ProcessResult {
        guard getuid() == 0 else { return try TestSupport.higdoc(arguments) }
        return try TestSupport.run(
            URL(fileURLWithPath: "/usr/bin/setpriv"),
            ["--reuid=65534", "--regid=65534", "--clear-groups", TestSupport.executable.path] + arguments)
    }

    @Test("export -o: the reason is the system's, the path the one given")
    func exportMessages() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("x".utf8).write(to: root.appendingPathComponent("file.txt"))
        let readOnly = root.appendingPathComponent("read-only")
        try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: readOnly.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root.path)
        let export = ["export", "--content", TestSupport.contentDirectory, "-o"]
        let cases: [(output: String, message: String)] = [
            (root.path + "/", "cannot write file (Is a directory)"),
            (root.path, "cannot write file (Is a directory)"),
            ("/dev/full", "cannot write file (No space left on device)"),
            (
                root.path + "/file.txt/sub/spec.json",
                "cannot create directory \(root.path)/file.txt/sub (Not a directory)"
            ),
        ]
        for (output, message) in cases {
            let result = try TestSupport.higdoc(export + [output])
            #expect(result.status == 2)
            #expect(result.stderr == "\(output): error: \(message)\n")
        }
        let denied = try Self.higdocUnprivileged(export + [readOnly.path + "/spec.json"])
        #expect(denied.status == 2)
        #expect(denied.stderr == "\(readOnly.path)/spec.json: error: cannot write file (Permission denied)\n")
        let missing = try Self.higdocUnprivileged(export + [readOnly.path + "/missing/spec.json"])
        #expect(
            missing.stderr
                == "\(readOnly.path)/missing/spec.json: error: cannot create directory \(readOnly.path)/missing (Permission denied)\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: readOnly.path) == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["file.txt", "read-only"])
    }

    @Test("build --out in a directory higdoc may not write: the path given, the system's reason")
    func buildMessages() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let readOnly = root.appendingPathComponent("read-only")
        try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: readOnly.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root.path)
        let output = readOnly.path + "/site"
        let result = try Self.higdocUnprivileged([
            "build", "--content", TestSupport.contentDirectory, "--templates",
            TestSupport.repoRoot.appendingPathComponent("templates").path, "--out", output,
        ])
        #expect(result.status == 2)
        #expect(result.stderr == "\(output): error: cannot write the site (Permission denied)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: readOnly.path) == [])
    }

    @Test("An output that could not be written is refused before any content is read, and the probe leaves nothing")
    func outputsRefusedFirst() throws {
        let (root, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        // Content the commands would refuse: each must name its output, not this.
        try TestSupport.editLines(of: content + "/en/bars.md") { $0[4] = "bars: [a, b" }
        let contentError = "content/en/bars.md:6: error: malformed front matter: did not find expected ',' or ']'\n"
        try Data("x".utf8).write(to: root.appendingPathComponent("file.txt"))
        let templates = TestSupport.repoRoot.appendingPathComponent("templates").path
        let underFile = "cannot create directory \(root.path)/file.txt (Not a directory)"
        var cases: [(arguments: [String], output: String, message: String)] = [
            (["check", "--output"], "file.txt/report.txt", underFile),
            (["check", "--write-baseline"], "file.txt/baseline.json", underFile),
            (["export", "--output"], "file.txt/spec.json", underFile),
            (
                ["export", "--format", "xliff", "--output"], "file.txt/deeper/zh.xlf",
                "cannot create directory \(root.path)/file.txt/deeper (Not a directory)"
            ),
            (["build", "--templates", templates, "--out"], "file.txt/site", underFile),
        ]
        #if os(Linux)
            // A pseudo file system, where nothing can be made whoever asks.
            cases += [
                (["export", "--output"], "/proc/spec.json", "cannot write file (No such file or directory)"),
                (
                    ["build", "--templates", templates, "--out"], "/proc/site",
                    "cannot write the site (No such file or directory)"
                ),
            ]
        #endif
        for (arguments, output, message) in cases {
            let result = try TestSupport.higdoc(arguments + [output], in: root)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr == "\(output): error: \(message)\n", "\(arguments)")
        }
        // Where the output can be made, the content's error comes, and the directories the probe made
        // for the output are gone again.
        for arguments in [
            ["check", "--output"], ["export", "--output"], ["build", "--templates", templates, "--out"],
        ] {
            let result = try TestSupport.higdoc(arguments + ["new/deeper/out"], in: root)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr == contentError, "\(arguments)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["content", "file.txt"])
        // A directory the user may not write in, with one to make in it.
        let readOnly = root.appendingPathComponent("read-only")
        try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: readOnly.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root.path)
        let denied = try Self.higdocUnprivileged([
            "build", "--content", content, "--templates", templates, "--out", readOnly.path + "/new/site",
        ])
        #expect(denied.status == 2)
        #expect(
            denied.stderr
                == "\(readOnly.path)/new/site: error: cannot create directory \(readOnly.path)/new (Permission denied)\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: readOnly.path) == [])
    }
}
