import Foundation

/// Removes what higdoc's writers have begun when higdoc is stopped by a signal (Ctrl-C's SIGINT, SIGTERM,
/// SIGHUP), then lets the signal end the process as it would have without higdoc's handling.
///
/// A writer registers how to undo its work while it writes: the site's staging directory, a report's or
/// the spec's temporary file. At N = 10,000 a build stopped halfway leaves gigabytes in a hidden
/// directory; without this it stayed until the next build of the same site (`StoppedWriterLeftovers`).
///
/// The undo actions run on a thread of their own while the writers may still be writing. Each writer
/// makes its own undo safe against that (the site's staging directory is renamed before it is removed,
/// so no writer can add to it), and does its final step (renaming its work into place) in
/// `exclusively`, which no undo action overlaps: the undo then finds either the work in place, complete,
/// or the work not in place, and the final step refused.
public enum StopSignalCleanup {
    /// The signals handled: an interactive stop, a polite kill and a closed terminal.
    public static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    private static let state = State()

    /// Handles the stop signals from now on; a signal the process ignores already (`nohup`, a background
    /// job) stays ignored. Call once, from the main thread, before any other thread starts.
    ///
    /// The signals are blocked, not ignored, until their sources take them: libdispatch reads them from
    /// a `signalfd` that it sets up on a thread of its own a few milliseconds later, and a signal ignored
    /// meanwhile would be lost (the build would run on), while a blocked one waits. Threads started
    /// later inherit the mask.
    public static func install() {
        state.install {
            let handled = signals.filter { !isIgnored($0) }
            var set = sigset_t()
            sigemptyset(&set)
            for signal in handled { sigaddset(&set, signal) }
            pthread_sigmask(SIG_BLOCK, &set, nil)
            let queue = DispatchQueue(label: "higdoc.stop-signals")
            return handled.map { signal in
                let source = DispatchSource.makeSignalSource(signal: signal, queue: queue)
                source.setEventHandler { stop(by: signal) }
                source.resume()
                return source
            }
        }
    }

    /// Registers `undo`, which removes what a writer has begun and says what it removed (nil when there
    /// was nothing), to run if a stop signal arrives before `unregister` is called with the token returned.
    static func register(undo: @escaping @Sendable () -> String?) -> Int {
        state.register(undo)
    }

    static func unregister(_ token: Int) {
        state.unregister(token)
    }

    /// Runs `body`, a writer's final step, where no undo action runs at the same time; throws
    /// `StopSignalCleanup.Stopped` instead when the undo actions have started.
    static func exclusively<Result>(_ body: () throws -> Result) throws -> Result {
        try state.exclusively(body)
    }

    /// Whether a stop signal has arrived: its undo actions are running or have run, and the process is
    /// about to end by it.
    public static var isStopping: Bool { state.isStopping }

    /// Waits for the end of the process when a stop signal has arrived (returns at once otherwise): a
    /// writer whose work was just removed fails, and its error must not be reported or end the process
    /// before the undo actions are done.
    public static func waitIfStopping() {
        guard isStopping else { return }
        while true { sleep(60) }
    }

    /// The error of a writer's final step refused because a stop signal has arrived.
    struct Stopped: Error {}

    /// Runs every undo action, reports what they removed, and ends the process by `signal`.
    static func stop(by signal: Int32) {
        let removed = state.stop()
        if !removed.isEmpty {
            let name = signalName(signal)
            let lines = removed.map { "higdoc: stopped by \(name); removed \($0)\n" }.joined()
            // Standard error may be gone (a closed terminal, a pipe whose reader Ctrl-C stopped too): the
            // lines are then lost, and neither a failed write (`FileHandle` traps) nor SIGPIPE ends the
            // process before the signal does.
            _ = Glibc.signal(SIGPIPE, SIG_IGN)
            var bytes = Array(lines.utf8)
            _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
        }
        // The signal again, now with its default action, from this thread with the signal unblocked.
        _ = Glibc.signal(signal, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(signal)
        _exit(128 + signal)
    }

    /// `SIGINT`, `SIGTERM`, `SIGHUP`, or the number.
    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        case SIGHUP: "SIGHUP"
        default: "signal \(signal)"
        }
    }

    /// Whether the process ignores `signal` (its disposition is `SIG_IGN`).
    private static func isIgnored(_ signal: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0, let handler = current.__sigaction_handler.sa_handler else {
            return false
        }
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// The registered undo actions, the lock that `exclusively` and the undo actions share, and the
    /// installed signal sources (kept alive for the process's life).
    private final class State: @unchecked Sendable {
        private let lock = NSLock()
        /// Held by a writer's final step and by the undo actions, never by both.
        private let finalStep = NSLock()
        private var actions: [(token: Int, undo: @Sendable () -> String?)] = []
        private var nextToken = 0
        private var stopping = false
        private var sources: [DispatchSourceSignal]?

        func install(_ make: () -> [DispatchSourceSignal]) {
            lock.withLock {
                guard sources == nil else { return }
                sources = make()
            }
        }

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

        var isStopping: Bool { lock.withLock { stopping } }

        func exclusively<Result>(_ body: () throws -> Result) throws -> Result {
            try finalStep.withLock {
                guard !isStopping else { throw Stopped() }
                return try body()
            }
        }

        /// Marks the process as stopping, then runs the undo actions registered, the latest first, and
        /// returns what they removed.
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
}
