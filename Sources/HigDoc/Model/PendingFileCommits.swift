import Foundation

/// The files `AtomicFileStream` has written in full but not renamed into place yet, while
/// `AtomicFileStream.committingTogether` runs: renamed in the order they were written when it succeeds,
/// all removed when it fails.
final class PendingFileCommits: @unchecked Sendable {
    private var files: [AtomicFileStream] = []
    private let lock = NSLock()

    func append(_ file: AtomicFileStream) {
        lock.withLock { files.append(file) }
    }

    /// Renames every file into place, in order, as one final step of `registry`: a stop signal's undo
    /// actions run before it (and it renames nothing) or after it, never between two renames. When one
    /// fails, the files after it are removed and keep what they had (the ones before it are in place
    /// already). `afterEach` is told each file renamed (tests stop the process there).
    func commitAll(
        registry: StopSignalRegistry = StopSignalCleanup.registry, afterEach: (Int) -> Void = { _ in }
    ) throws {
        let files = lock.withLock { self.files }
        do {
            try registry.exclusively {
                for (index, file) in files.enumerated() {
                    do {
                        try file.commitWithinFinalStep()
                        afterEach(index)
                    } catch {
                        for later in files[(index + 1)...] { later.discard() }
                        throw error
                    }
                }
            }
        } catch let stopped as StopSignalRegistry.Stopped {
            discardAll()
            throw stopped
        }
    }

    /// Removes every file; their destinations keep what they had.
    func discardAll() {
        for file in lock.withLock({ files }) { file.discard() }
    }
}
