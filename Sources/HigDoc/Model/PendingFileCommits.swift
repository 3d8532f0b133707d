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

    /// Renames every file into place, in order; when one fails, the files after it are removed and
    /// keep what they had (the ones before it are in place already).
    func commitAll() throws {
        let files = lock.withLock { self.files }
        for (index, file) in files.enumerated() {
            do {
                try file.commit()
            } catch {
                for later in files[(index + 1)...] { later.discard() }
                throw error
            }
        }
    }

    /// Removes every file; their destinations keep what they had.
    func discardAll() {
        for file in lock.withLock({ files }) { file.discard() }
    }
}
