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

    /// The undo actions of the writers at work.
    static let registry = StopSignalRegistry()
    /// The installed signal sources, kept for the process's life (nil before `install`).
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal]?
    private static let sourcesLock = NSLock()

    /// Handles the stop signals from now on; a signal the process ignores already (`nohup`, a background
    /// job) stays ignored. Call once, from the main thread, before any other thread starts.
    ///
    /// The signals are blocked, not ignored, until their sources take them: libdispatch reads them from
    /// a `signalfd` that it sets up on a thread of its own a few milliseconds later, and a signal ignored
    /// meanwhile would be lost (the build would run on), while a blocked one waits. Threads started
    /// later inherit the mask.
    public static func install() {
        sourcesLock.withLock {
            guard sources == nil else { return }
            let handled = signals.filter { !isIgnored($0) }
            var set = sigset_t()
            sigemptyset(&set)
            for signal in handled { sigaddset(&set, signal) }
            pthread_sigmask(SIG_BLOCK, &set, nil)
            let queue = DispatchQueue(label: "higdoc.stop-signals")
            sources = handled.map { signal in
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
        registry.register(undo)
    }

    static func unregister(_ token: Int) {
        registry.unregister(token)
    }

    /// Runs `body`, a writer's final step, where no undo action runs at the same time; throws
    /// `StopSignalRegistry.Stopped` instead when the undo actions have started.
    static func exclusively<Result>(_ body: () throws -> Result) throws -> Result {
        try registry.exclusively(body)
    }

    /// Whether a stop signal has arrived: its undo actions are running or have run, and the process is
    /// about to end by it.
    public static var isStopping: Bool { registry.isStopping }

    /// Waits for the end of the process when a stop signal has arrived (returns at once otherwise): a
    /// writer whose work was just removed fails, and its error must not be reported or end the process
    /// before the undo actions are done.
    public static func waitIfStopping() {
        guard isStopping else { return }
        while true { sleep(60) }
    }

    /// Runs every undo action, reports what they removed, and ends the process by `signal`.
    static func stop(by signal: Int32) {
        let removed = registry.stop()
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
}
