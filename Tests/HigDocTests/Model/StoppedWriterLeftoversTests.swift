import Foundation
import Testing

@testable import HigDoc

/// What writers stopped before they could clean up left beside their output is removed by the next
/// writer of that output, and nothing else is.
@Suite struct StoppedWriterLeftoversTests {
    @Test func anEntryNamesItsProcessBetweenPrefixAndSuffix() {
        typealias Leftovers = StoppedWriterLeftovers
        #expect(Leftovers.process(of: ".site.higdoc-new-4242", after: ".site.higdoc-new-") == 4242)
        #expect(Leftovers.process(of: ".spec.json.77.tmp", after: ".spec.json.", before: ".tmp") == 77)
        #expect(Leftovers.process(of: ".site.higdoc-new-", after: ".site.higdoc-new-") == nil)
        #expect(Leftovers.process(of: ".site.higdoc-new-4x", after: ".site.higdoc-new-") == nil)
        #expect(Leftovers.process(of: ".spec.json.tmp", after: ".spec.json.", before: ".tmp") == nil)
        #expect(Leftovers.process(of: ".spec.json.77-2.tmp", after: ".spec.json.", before: ".tmp") == 77)
        #expect(Leftovers.process(of: ".spec.json.77-x.tmp", after: ".spec.json.", before: ".tmp") == nil)
        #expect(Leftovers.process(of: ".spec.json.-2.tmp", after: ".spec.json.", before: ".tmp") == nil)
        #expect(Leftovers.process(of: ".other.higdoc-new-1", after: ".site.higdoc-new-") == nil)
    }

    /// A report or the spec written through `AtomicFileStream`: the temporary files of stopped writers
    /// of the same file go, a running writer's (pid 1 always runs) and other files' stay.
    @Test func aFileWrittenAtomicallyRemovesStoppedWritersTemporaryFiles() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let ended = [".spec.json.2147483647.tmp"]
        let kept = [".spec.json.1.tmp", ".spec.json.x.tmp", ".other.json.2147483647.tmp", "notes.txt"]
        for name in ended + kept {
            try Data("left".utf8).write(to: root.appendingPathComponent(name))
        }
        try AtomicFileStream.write(Data("{}".utf8), to: root.appendingPathComponent("spec.json").path)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == (kept + ["spec.json"]).sorted())
        #expect(try String(contentsOfFile: root.path + "/spec.json", encoding: .utf8) == "{}")
    }
}
