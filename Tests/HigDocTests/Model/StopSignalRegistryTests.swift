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
}
