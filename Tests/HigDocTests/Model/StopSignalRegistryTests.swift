import Foundation
import Testing

@testable import HigDoc

/// The writers' undo actions that a stop signal runs, and the writers' final steps that never overlap
/// them (`StopSignalRegistry`; the signals themselves are tested in `StopSignalTests`).
@Suite("stop signal registry")
struct StopSignalRegistryTests {
    /// What happened, in order, from any thread.
    final class Events: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [String] = []
        func add(_ event: String) { lock.withLock { list.append(event) } }
        var all: [String] { lock.withLock { list } }
    }

    @Test("Runs the actions still registered, the latest first, and reports what they removed")
    func runsRegisteredActions() throws {
        let registry = StopSignalRegistry()
        let events = Events()
        _ = registry.register {
            events.add("site")
            return "the unfinished site"
        }
        let spec = registry.register {
            events.add("spec")
            return "the unfinished spec"
        }
        _ = registry.register {
            events.add("report")
            return nil
        }
        registry.unregister(spec)
        #expect(try registry.exclusively { 42 } == 42)
        #expect(!registry.isStopping)
        #expect(registry.stop() == ["the unfinished site"])
        #expect(events.all == ["report", "site"])
        #expect(registry.isStopping)
        // A final step after the stop is refused, without being run.
        #expect(throws: StopSignalRegistry.Stopped.self) { try registry.exclusively { events.add("swap") } }
        #expect(events.all == ["report", "site"])
    }

    @Test("A stop that arrives during a final step waits for it to end before it undoes anything")
    func stopWaitsForFinalStep() throws {
        let registry = StopSignalRegistry()
        let events = Events()
        _ = registry.register {
            events.add("undo")
            return "the unfinished site"
        }
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let finalStep = Thread {
            try? registry.exclusively {
                entered.signal()
                release.wait()
                events.add("swap ends")
            }
        }
        finalStep.start()
        entered.wait()
        let stopped = DispatchSemaphore(value: 0)
        let stopper = Thread {
            _ = registry.stop()
            stopped.signal()
        }
        stopper.start()
        // The stop has begun and is held: nothing is undone while the swap runs.
        #expect(stopped.wait(timeout: .now() + 0.2) == .timedOut)
        #expect(events.all.isEmpty)
        release.signal()
        #expect(stopped.wait(timeout: .now() + 10) == .success)
        #expect(events.all == ["swap ends", "undo"])
    }

    @Test("A stop during the commit of files written together waits for all of them to be renamed")
    func stopWaitsForTheWholeCommit() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let registry = StopSignalRegistry()
        let pending = PendingFileCommits()
        let names = ["report.json", "baseline.json", "higdoc.lock"]
        for name in names {
            let path = root.appendingPathComponent(name).path
            try Data("old".utf8).write(to: URL(fileURLWithPath: path))
            let file = try AtomicFileStream(path: path, registry: registry)
            try file.write(Data("new".utf8))
            pending.append(file)
        }
        let stopped = DispatchSemaphore(value: 0)
        try pending.commitAll(registry: registry) { index in
            guard index == 0 else { return }
            // The signal arrives after the first rename; it must not cut the commit in two.
            Thread {
                _ = registry.stop()
                stopped.signal()
            }.start()
            #expect(stopped.wait(timeout: .now() + 0.3) == .timedOut)
        }
        #expect(stopped.wait(timeout: .now() + 10) == .success)
        for name in names {
            #expect(
                try String(contentsOfFile: root.appendingPathComponent(name).path, encoding: .utf8) == "new", "\(name)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == names.sorted())
    }
}
