import Foundation
import Testing

@testable import HigDoc

/// `--output` paths that are symbolic links or special files, through the command line.
@Suite struct OutputPathTests {
    static let export = ["export", "--content", TestSupport.contentDirectory]

    @Test("export -o a symbolic link writes its target and keeps the link")
    func symbolicLink() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("real"), withIntermediateDirectories: true)
        try Data("stale".utf8).write(to: root.appendingPathComponent("real/spec.json"))
        let link = root.appendingPathComponent("link.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/spec.json")
        let written = try TestSupport.higdoc(Self.export + ["-o", link])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real/spec.json")
        let spec = try TestSupport.higdoc(Self.export).stdout
        #expect(spec.count > 1000)
        #expect(try Data(contentsOf: root.appendingPathComponent("real/spec.json")) == spec)
    }

    @Test("export -o /proc/self/fd/1 writes to standard output, a pipe, through")
    func standardOutputByPath() throws {
        let throughPath = try TestSupport.higdoc(Self.export + ["-o", "/proc/self/fd/1"])
        #expect(throughPath.status == 0, "\(throughPath.stderr)")
        #expect(throughPath.stdout == (try TestSupport.higdoc(Self.export).stdout))
    }

    @Test(
        "export -o a path naming standard output writes into the file it goes to, after what it holds",
        arguments: ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1", "link-to-stdout", "dir-link/1"])
    func standardOutputFileByPath(path: String) throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("link-to-stdout").path, withDestinationPath: "/proc/self/fd/1")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("dir-link").path, withDestinationPath: "/dev/fd")
        let log = root.appendingPathComponent("log")
        try Data("HEADER\n".utf8).write(to: log)
        let descriptor = open(log.path, O_WRONLY | O_APPEND)
        try #require(descriptor >= 0)
        let appending = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        let result = try TestSupport.higdoc(Self.export + ["-o", path], in: root, stdout: appending)
        try appending.close()
        #expect(result.status == 0, "\(result.stderr)")
        let spec = try TestSupport.higdoc(Self.export).stdout
        #expect(try Data(contentsOf: log) == Data("HEADER\n".utf8) + spec)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == [
                "dir-link", "link-to-stdout", "log",
            ])
    }

    @Test("export -o a relative dangling link reached through a linked directory writes beside the real directory")
    func danglingLinkThroughLinkedDirectory() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let deep = root.appendingPathComponent("abs/deep")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("sdir").path, withDestinationPath: deep.path)
        try FileManager.default.createSymbolicLink(
            atPath: deep.appendingPathComponent("dl").path, withDestinationPath: "../zz.json")
        let result = try TestSupport.higdoc(Self.export + ["-o", "sdir/dl"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try Data(contentsOf: root.appendingPathComponent("abs/zz.json")) == TestSupport.higdoc(Self.export).stdout)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("zz.json").path))
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: deep.appendingPathComponent("dl").path)
                == "../zz.json")
    }
}
