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
}
