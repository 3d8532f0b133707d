import Foundation
import Testing

@testable import HigDoc

/// A lock file (`content/higdoc.lock`) that cannot be read stops every command that reads it, with the
/// file named: the build and the export used to pass over it and leave out every outdated translation.
@Suite("lock file errors")
struct LockFileErrorsTests {
    /// A copy of the bundled content whose lock file holds `lock`.
    static func content(withLock lock: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lock-\(UUID().uuidString)")
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: TestSupport.contentDirectory), to: root.appendingPathComponent("content"))
        try Data(lock.utf8).write(to: root.appendingPathComponent("content/higdoc.lock"))
        return root
    }

    @Test("check, build and export stop on a malformed lock, name it, exit 2 and write nothing")
    func malformed() throws {
        let root = try Self.content(withLock: "{ \"entries\" : [ broken")
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("content").path
        let lock = content + "/higdoc.lock"
        let output = root.appendingPathComponent("out").path
        for arguments in [
            ["check", "--content", content, "--output", output],
            ["build", "--content", content, "--out", output],
            ["export", "--content", content, "--output", output],
        ] {
            let result = try TestSupport.higdoc(arguments)
            #expect(result.status == 2, "\(arguments[0])")
            #expect(
                result.stderr.hasPrefix("\(lock): error: malformed lock file"), "\(arguments[0]): \(result.stderr)")
            #expect(result.stderr.contains("re-run `higdoc check --accept`"))
            #expect(!FileManager.default.fileExists(atPath: output), "\(arguments[0]) wrote \(output)")
        }
    }

    @Test("A lock of another format version is refused by the build too")
    func otherVersion() throws {
        let root = try Self.content(withLock: #"{ "entries" : [], "generator" : "higdoc 9", "version" : 9 }"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("content").path
        let result = try TestSupport.higdoc(
            ["build", "--content", content, "--out", root.appendingPathComponent("site").path])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "\(content)/higdoc.lock: error: lock file version 9 is not supported (expected 1); re-run `higdoc check --accept`"
            ))
    }
}
