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

    @Test("A file replaced keeps its permissions; a new one has the process's")
    func replacedFileKeepsItsMode() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let kept = root.appendingPathComponent("kept.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: kept))
        // A set-user-id bit is not kept: the new file is a report, not the program it may have been.
        #expect(chmod(kept, 0o4640) == 0)
        try AtomicFileStream.write(Data("new".utf8), to: kept)
        let new = root.appendingPathComponent("new.json").path
        try AtomicFileStream.write(Data("new".utf8), to: new)
        func mode(_ path: String) -> mode_t {
            var status = stat()
            return stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0
        }
        #expect(try String(contentsOfFile: kept, encoding: .utf8) == "new")
        #expect(mode(kept) == 0o640)
        // The process's umask, read without setting it (tests run side by side).
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Umask:") })
        let mask = try #require(mode_t(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8))
        #expect(mode(new) == 0o666 & ~mask)
    }

    @Test("Two streams of one destination have temporary files of their own: the later one wins whole")
    func streamsOfOneDestination() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("report.json").path
        try AtomicFileStream.committingTogether {
            try AtomicFileStream.write(to: path) { write in
                try write(Data("first, longer".utf8))
                try AtomicFileStream.write(Data("second".utf8), to: path)
                try write(Data(" text".utf8))
            }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "first, longer text")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["report.json"])
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

    @Test("A symbolic link is written through: its target is replaced, the link stays, a missing target is made")
    func symbolicLinks() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let real = root.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: real.appendingPathComponent("spec.json"))
        let link = root.appendingPathComponent("link.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/spec.json")
        // A link to a link to a target that does not exist yet.
        let dangling = root.appendingPathComponent("dangling.json").path
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "hop.json")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("hop.json").path, withDestinationPath: "real/new.json")
        try AtomicFileStream.write(Data("new".utf8), to: link)
        try AtomicFileStream.write(Data("made".utf8), to: dangling)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real/spec.json")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dangling) == "hop.json")
        #expect(try String(contentsOf: real.appendingPathComponent("spec.json"), encoding: .utf8) == "new")
        #expect(try String(contentsOf: real.appendingPathComponent("new.json"), encoding: .utf8) == "made")
        #expect(try FileManager.default.contentsOfDirectory(atPath: real.path).sorted() == ["new.json", "spec.json"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
                == ["dangling.json", "hop.json", "link.json", "real"])
    }

    @Test("A FIFO is written through, not replaced")
    func fifo() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let fifo = root.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        nonisolated(unsafe) var received: Data?
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            received = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile()
            done.signal()
        }
        try AtomicFileStream.write(to: fifo) { write in
            try write(Data("first ".utf8))
            try write(Data("second".utf8))
        }
        // The reader waits for ever when the FIFO was replaced instead of written.
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(received.map { String(decoding: $0, as: UTF8.self) } == "first second")
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["pipe"])
    }

    @Test("A directory is refused before anything is written", arguments: ["", "/"])
    func directory(_ suffix: String) throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let error = try #require(throws: InputError.self) { try AtomicFileStream(path: root.path + suffix) }
        #expect(error == InputError(path: root.path + suffix, "cannot write file (Is a directory)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == [])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root.deletingLastPathComponent().path).filter {
                $0.hasPrefix("." + root.lastPathComponent)
            } == [])
    }
}
