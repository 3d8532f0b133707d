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
}
