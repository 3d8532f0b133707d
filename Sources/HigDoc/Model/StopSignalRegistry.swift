import Foundation

/// The undo actions of the writers at work, and the lock that a writer's final step and the undo actions
/// share (`StopSignalCleanup`, which keeps the process's one registry).
final class StopSignalRegistry: @unchecked Sendable {
    /// The error of a writer's final step refused because the undo actions have started.
    struct Stopped: Error {}

    private let lock = NSLock()
    /// Held by a writer's final step and by the undo actions, never by both.
    private let finalStep = NSLock()
    private var actions: [(token: Int, undo: @Sendable () -> String?)] = []
    private var nextToken = 0
    private var stopping = false

    /// Registers `undo` and returns the token that unregisters it.
    func register(_ undo: @escaping @Sendable () -> String?) -> Int {
        lock.withLock {
            nextToken += 1
            actions.append((nextToken, undo))
            return nextToken
        }
    }

    func unregister(_ token: Int) {
        lock.withLock { actions.removeAll { $0.token == token } }
    }

    /// Whether `stop` has begun.
    var isStopping: Bool { lock.withLock { stopping } }

    /// Runs `body` where no undo action runs at the same time; throws `Stopped` instead once `stop` has
    /// begun.
    func exclusively<Result>(_ body: () throws -> Result) throws -> Result {
        try finalStep.withLock {
            guard !isStopping else { throw Stopped() }
            return try body()
        }
    }

    /// Marks the registry as stopping (after a final step in progress ends), then runs the undo actions
    /// registered, the latest first, and returns what they removed.
    func stop() -> [String] {
        finalStep.withLock {
            let undos = lock.withLock {
                stopping = true
                return actions.reversed().map(\.undo)
            }
            return undos.compactMap { $0() }
        }
    }
}
