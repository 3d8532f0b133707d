import Foundation

/// Writes a file piece by piece into a temporary file beside it, then renames it into place, so the file
/// is never seen half written and a large output is never whole in memory.
///
/// A symbolic link is followed: its target is what is replaced (the temporary file is made beside the
/// target), and the link stays. A FIFO, a device or a socket (`/dev/stdout`, a named pipe someone reads)
/// cannot be replaced without cutting off its reader, so it is written through directly, not atomically.
/// A directory is refused when the file is opened, before anything is written.
public final class AtomicFileStream {
    /// The path as given, which messages name.
    private let path: String
    /// The file renamed into place: `path` with its symbolic links followed.
    private let destination: String
    /// The file written, then renamed to `destination`; nil when `destination` is written through.
    private let temporaryPath: String?
    private let handle: FileHandle
    /// The token of the undo action that removes the temporary file if a stop signal arrives first.
    private let undo: Int?

    /// The files written inside `committingTogether`, renamed into place when it ends.
    @TaskLocal static var pendingCommits: PendingFileCommits?

    /// Writes the file at `path` with what `produce` hands its function, piece by piece; the file is
    /// renamed into place only if every piece was written, and left as it was otherwise. Inside
    /// `committingTogether`, it is renamed when that ends.
    public static func write(to path: String, _ produce: ((Data) throws -> Void) throws -> Void) throws {
        let file = try AtomicFileStream(path: path)
        do {
            try produce(file.write)
            if let pendingCommits {
                pendingCommits.append(file)
            } else {
                try file.commit()
            }
        } catch {
            file.discard()
            throw error
        }
    }

    /// Runs `body`, renaming the files it writes with `write(to:_:)` into place only when it returns, in
    /// the order they were written: when `body` fails (a later file, or standard output, cannot be
    /// written), none of them replaces its destination. A run that writes a report, a baseline and a lock
    /// leaves all three as they were when it fails. Only a rename that fails after earlier ones succeeded
    /// (which the checks when a file is opened make unlikely) leaves the earlier files in place.
    public static func committingTogether<Result>(_ body: () throws -> Result) throws -> Result {
        let pending = PendingFileCommits()
        let result: Result
        do {
            result = try $pendingCommits.withValue(pending) { try body() }
        } catch {
            pending.discardAll()
            throw error
        }
        try pending.commitAll()
        return result
    }

    /// Writes `data` as the whole file at `path`.
    public static func write(_ data: Data, to path: String) throws {
        try write(to: path) { try $0(data) }
    }

    /// Creates the temporary file (and the destination's directory), or opens a special file to write
    /// through.
    public init(path: String) throws {
        self.path = path
        let output = OutputPath(path)
        guard output.existing != .directory, !path.hasSuffix("/") else {
            throw InputError(path: path, "cannot write file (\(SystemCallError(code: EISDIR).reason))")
        }
        destination = output.resolved
        if output.existing == .special {
            let descriptor = open(output.resolved, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                throw InputError(path: path, "cannot write file (\(SystemCallError().reason))")
            }
            handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            temporaryPath = nil
            undo = nil
            return
        }
        let url = URL(fileURLWithPath: output.resolved)
        let directory = url.deletingLastPathComponent()
        let temporaryPath = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
        self.temporaryPath = temporaryPath
        let undo = StopSignalCleanup.register {
            unlink(temporaryPath) == 0 ? "the unfinished file " + temporaryPath : nil
        }
        self.undo = undo
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            // What writers of this file that were stopped before they could clean up left here.
            let name = url.lastPathComponent
            StoppedWriterLeftovers.remove(in: directory) {
                StoppedWriterLeftovers.process(of: $0, after: ".\(name).", before: ".tmp")
            }
            // Made where the undo cannot run meanwhile (as the site's staging directory is).
            try StopSignalCleanup.exclusively {
                guard FileManager.default.createFile(atPath: temporaryPath, contents: nil) else {
                    throw CocoaError(.fileWriteUnknown)
                }
            }
            handle = try FileHandle(forWritingTo: URL(fileURLWithPath: temporaryPath))
        } catch {
            try? FileManager.default.removeItem(atPath: temporaryPath)
            StopSignalCleanup.unregister(undo)
            throw InputError(path: path, "cannot write file (\(error.localizedDescription))")
        }
    }

    /// Appends bytes to the temporary file.
    public func write(_ data: Data) throws {
        do {
            try handle.write(contentsOf: data)
        } catch {
            discard()
            throw InputError(path: path, "cannot write file (\(error.localizedDescription))")
        }
    }

    /// Closes the temporary file and renames it to the destination (closes a file written through).
    public func commit() throws {
        do {
            try handle.close()
            if let temporaryPath {
                try StopSignalCleanup.exclusively {
                    guard rename(temporaryPath, destination) == 0 else {
                        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                    }
                }
            }
            if let undo { StopSignalCleanup.unregister(undo) }
        } catch {
            discard()
            throw InputError(path: path, "cannot write file (\(error.localizedDescription))")
        }
    }

    /// Removes the temporary file; the destination keeps what it had (a file written through keeps
    /// what was written to it).
    public func discard() {
        try? handle.close()
        if let temporaryPath { try? FileManager.default.removeItem(atPath: temporaryPath) }
        if let undo { StopSignalCleanup.unregister(undo) }
    }
}
