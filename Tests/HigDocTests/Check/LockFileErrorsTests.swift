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
                result.stderr.hasPrefix("\(lock):1: error: malformed lock file: not valid JSON;"),
                "\(arguments[0]): \(result.stderr)")
            #expect(result.stderr.contains("re-run `higdoc check --accept`"))
            #expect(!FileManager.default.fileExists(atPath: output), "\(arguments[0]) wrote \(output)")
        }
    }

    @Test(
        "A malformed lock or baseline says what is wrong and where in its JSON",
        arguments: [
            (#"{ "entries" : [], "generator" : "higdoc" }"#, "missing key 'version' at the top level"),
            (
                #"{ "entries" : [ { "translation" : "zh/x", "kind" : 3, "sources" : [] } ], "generator" : "g", "version" : 1 }"#,
                "'entries[0].kind' is not a string"
            ),
            ("{ \"entries\" : [\n  broken", "not valid JSON"),
            // Broken on line 3, after a subject of three-byte characters, in each line ending.
            ("{ \"subject\" : \"状态栏\",\n \"entries\" : [\n  broken", "not valid JSON on line 3"),
            ("{ \"subject\" : \"状态栏\",\r\n \"entries\" : [\r\n  broken", "not valid JSON on line 3"),
            ("{ \"subject\" : \"状态栏\",\r \"entries\" : [\r  broken", "not valid JSON on line 3"),
        ])
    func malformedSaysWhat(json: String, reason: String) throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("higdoc.lock").path
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: InputError.self) { try TranslationLock.read(path) }
        do {
            _ = try TranslationLock.read(path)
        } catch let error as InputError {
            let line = reason.hasSuffix(" on line 3") ? 3 : reason == "not valid JSON" ? 2 : nil
            let said = reason.replacingOccurrences(of: " on line 3", with: "")
            #expect(error.message.hasPrefix("malformed lock file: \(said);"), "\(error.message)")
            #expect(error.line == line)
        }
        do {
            _ = try Baseline.read(path)
        } catch let error as InputError {
            #expect(error.message.hasPrefix("malformed baseline file: "), "\(error.message)")
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
