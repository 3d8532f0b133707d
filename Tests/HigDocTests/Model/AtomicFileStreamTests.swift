import Foundation
import Testing

@testable import HigDoc

/// Files written through `AtomicFileStream` replace their destinations whole, and together when asked.
@Suite struct AtomicFileStreamTests {
    struct Failure: Error {}

    @Test("Files written together are renamed into place when the body returns, in order")
    func committedTogether() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = root.appendingPathComponent("first.json").path
        let second = root.appendingPathComponent("second.json").path
        let answer = try AtomicFileStream.committingTogether {
            try AtomicFileStream.write(Data("1".utf8), to: first)
            // Not in place until the body returns.
            #expect(!FileManager.default.fileExists(atPath: first))
            try AtomicFileStream.write(Data("2".utf8), to: second)
            return 42
        }
        #expect(answer == 42)
        #expect(try String(contentsOfFile: first, encoding: .utf8) == "1")
        #expect(try String(contentsOfFile: second, encoding: .utf8) == "2")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["first.json", "second.json"])
    }

    @Test("When the body fails, or a later file cannot be written, no file written together replaces its destination")
    func nothingCommittedOnFailure() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let kept = root.appendingPathComponent("kept.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: kept))
        #expect(throws: Failure.self) {
            try AtomicFileStream.committingTogether {
                try AtomicFileStream.write(Data("new".utf8), to: kept)
                throw Failure()
            }
        }
        // A file whose destination's directory is a file cannot be written.
        let blocked = root.appendingPathComponent("kept.json/report.txt").path
        #expect(throws: InputError.self) {
            try AtomicFileStream.committingTogether {
                try AtomicFileStream.write(Data("new".utf8), to: kept)
                try AtomicFileStream.write(Data("report".utf8), to: blocked)
            }
        }
        #expect(try String(contentsOfFile: kept, encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["kept.json"])
    }
}
