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
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("dangling").path, withDestinationPath: "nowhere/at/all")
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
            // A link to nothing where a directory must be.
            (
                ["export", "--output"], "dangling/sub/spec.json",
                "cannot create directory \(root.path)/dangling (Not a directory)"
            ),
            // A name too long: the temporary file's (the output's own fits), or a directory's under one to make.
            (
                ["check", "--output"], String(repeating: "y", count: 250) + ".json",
                "cannot write file (File name too long)"
            ),
            (
                ["export", "--output"], "new/" + String(repeating: "x", count: 300) + "/spec.json",
                "cannot create directory \(root.path)/new/\(String(repeating: "x", count: 300)) (File name too long)"
            ),
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
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == [
                "content", "dangling", "file.txt",
            ])
        // The lock of `--accept` goes into the content directory: one that is not there is reported as such.
        let accept = try TestSupport.higdoc(["check", "--accept", "--content", "file.txt/content"], in: root)
        #expect(accept.stderr == "file.txt/content: error: content directory not found\n")
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
        // A directory anyone may write in, but a umask under which the directory made in it is not
        // writable: the writer would make `new` and then fail in it.
        guard getuid() == 0 else { return }
        let open = root.appendingPathComponent("open")
        try FileManager.default.createDirectory(at: open, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: open.path)
        let masked = try TestSupport.run(
            URL(fileURLWithPath: "/bin/sh"),
            [
                "-c", "umask 0222; exec setpriv --reuid=65534 --regid=65534 --clear-groups \"$0\" \"$@\"",
                TestSupport.executable.path, "export", "--content", content, "-o", open.path + "/new/spec.json",
            ])
        #expect(masked.stderr == "\(open.path)/new/spec.json: error: cannot write file (Permission denied)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: open.path) == [])
    }

    @Test("Runs that probe one new directory at once neither refuse each other nor leave it behind")
    func concurrentProbes() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        // Forty runs started together (check and export), each with its own output in one new directory,
        // and content that is not there: each must get past its output and say so.
        let script = """
            for run in $(seq 40); do
                command=export; [ $((run % 2)) = 0 ] && command=check
                "$0" "$command" --content nowhere --output "reports/new/out-$run.json" 2>> log &
            done
            wait
            """
        _ = try TestSupport.run(
            URL(fileURLWithPath: "/bin/bash"), ["-c", script, TestSupport.executable.path], in: root)
        let lines = try String(contentsOf: root.appendingPathComponent("log"), encoding: .utf8)
            .split(separator: "\n")
        #expect(lines == Array(repeating: "nowhere: error: content directory not found", count: 40))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["log"])
    }

    @Test(
        "A file or site in a sticky directory that belongs to another user is refused before the work",
        .enabled(if: getuid() == 0, "makes the files another user may not replace as root"))
    func stickyDirectory() throws {
        let (root, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root.path)
        // Content the commands would refuse: the refusal of the output must come first.
        try TestSupport.editLines(of: content + "/en/bars.md") { $0[4] = "bars: [a, b" }
        let sticky = root.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: sticky, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o1777], ofItemAtPath: sticky.path)
        // Files of the user the tests run as, which the unprivileged user may not rename over.
        try Data("old".utf8).write(to: sticky.appendingPathComponent("report.json"))
        let site = sticky.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: false)
        try Data().write(to: site.appendingPathComponent(".higdoc-site"))
        let export = try Self.higdocUnprivileged([
            "export", "--content", content, "-o", sticky.path + "/report.json",
        ])
        #expect(export.stderr == "\(sticky.path)/report.json: error: cannot write file (Operation not permitted)\n")
        let build = try Self.higdocUnprivileged([
            "build", "--content", content, "--templates", TestSupport.repoRoot.appendingPathComponent("templates").path,
            "--out", site.path,
        ])
        #expect(build.stderr == "\(site.path): error: cannot replace the site (Operation not permitted)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: sticky.path).sorted() == ["report.json", "site"])
        #expect(try String(contentsOf: sticky.appendingPathComponent("report.json"), encoding: .utf8) == "old")
    }
}
