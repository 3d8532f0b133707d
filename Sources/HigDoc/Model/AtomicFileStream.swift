import Foundation

/// Writes a file piece by piece into a temporary file beside it, then renames it into place, so the file
/// is never seen half written and a large output is never whole in memory.
///
/// A symbolic link is followed: its target is what is replaced (the temporary file is made beside the
/// target), and the link stays. A FIFO, a device or a socket (a named pipe someone reads) cannot be
/// replaced without cutting off its reader, and an open descriptor named by path (`/dev/stdout`,
/// `/proc/self/fd/1`, even when it is a regular file) would be taken from whoever holds it, so these
/// are written through directly, not atomically.
/// A directory is refused when the file is opened, before anything is written.
public final class AtomicFileStream {
    /// The path as given, which messages name.
    private let path: String
    /// The file renamed into place: `path` with its symbolic links followed.
    private let destination: String
    /// The file written, then renamed to `destination`; nil when `destination` is written through.
    private let temporaryPath: String?
    /// The open file written (-1 once closed).
    private var descriptor: Int32
    /// Where the undo action is registered, and whose final step the rename takes.
    private let registry: StopSignalRegistry
    /// The token of the undo action that removes the temporary file if a stop signal arrives first.
    private let undo: Int?

    /// How many streams this process has opened, which numbers their temporary files.
    nonisolated(unsafe) private static var streamsOpened = 0
    private static let streamsOpenedLock = NSLock()

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
    /// leaves all three as they were when it fails. The renames run as one final step, which a stop
    /// signal's undo actions wait for or prevent, never cut in two. Only a rename that fails after earlier
    /// ones succeeded (which the checks when a file is opened make unlikely) leaves the earlier files in
    /// place.
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

    /// What the output at `path` is written to, as a text that another output's equals when both name
    /// one file (after their links are followed, or as hard links of one file): two outputs of one run
    /// must not, or the rename of one would replace the other, or both would be written into one FIFO.
    /// Throws an `InputError` naming `path` when a file there has no real path.
    public static func destinationIdentity(of path: String) throws -> String {
        try OutputPath(path).identity
    }

    /// Refuses an output at `path` that would replace what a run reads: the content directory, its
    /// glossary or lock, anything in a language's directory (a page, or a file that would become one), or
    /// one of `inputs` (a baseline); links followed, hard links known by their file; nor one that holds the
    /// content directory (a site's directory is replaced whole). Another file in the content directory
    /// (`content/report.json`) is allowed. `option` names the output in the message.
    public static func refuseReplacingInputs(
        _ path: String, option: String, contentDirectory: String, inputs: [(option: String, path: String)] = []
    ) throws {
        let output = try OutputPath(path)
        guard output.existing != .descriptor, output.existing != .special else { return }
        if let content = OutputPath.realPath(contentDirectory) {
            let root = content.hasSuffix("/") ? content : content + "/"
            let location = output.realLocation
            let read = [TranslationLock.fileName, "glossary.yaml"]
            let languages = Language.allCases.map(\.rawValue)
            if location == content || read.contains(where: { location == root + $0 })
                || languages.contains(where: { location == root + $0 || location.hasPrefix(root + $0 + "/") })
            {
                throw InputError(
                    path: path,
                    "\(option) would replace what the content directory '\(contentDirectory)' holds (its pages, glossary or lock); write it elsewhere"
                )
            }
            // A site replaces its directory whole: one that holds the content would take it along.
            if content.hasPrefix(location.hasSuffix("/") ? location : location + "/") {
                throw InputError(
                    path: path,
                    "\(option) holds the content directory '\(contentDirectory)', which writing it would replace; write it elsewhere"
                )
            }
        }
        let identity = output.identity
        for input in inputs where FileManager.default.fileExists(atPath: input.path) {
            if try OutputPath(input.path).identity == identity {
                throw InputError(
                    path: path,
                    "\(option) and \(input.option) name the same file; the output would replace what is read")
            }
        }
    }

    /// Refuses, before a command does its work, a destination the stream would refuse when opened (a
    /// directory, a path ending in `/`), where no file could be made, or a file it could not rename over
    /// (`OutputProbe`), with the error it would give. A special file or a descriptor is written through,
    /// and opened only then.
    public static func checkWritable(_ path: String) throws {
        let output = try OutputPath(path)
        try refuseDirectory(output, path)
        guard output.existing == .nothing || output.existing == .regularFile else { return }
        let url = URL(fileURLWithPath: output.resolved)
        try OutputProbe.check(
            .file(nameLength: temporaryName(url.lastPathComponent, serial: "").utf8.count),
            in: url.deletingLastPathComponent().path, for: path, failure: "cannot write file")
        if output.existing == .regularFile {
            try OutputProbe.checkReplaceable(output.resolved, for: path, failure: "cannot write file")
        }
    }

    /// Writes `data` as the whole file at `path`.
    public static func write(_ data: Data, to path: String) throws {
        try write(to: path) { try $0(data) }
    }

    /// Creates the temporary file (and the destination's directory), or opens a special file to write
    /// through. Errors name `path` as given, with the system's reason ("Permission denied").
    public convenience init(path: String) throws {
        try self.init(path: path, registry: StopSignalCleanup.registry)
    }

    /// Opens the file to write, with its undo action in `registry` (the process's, but in tests).
    init(path: String, registry: StopSignalRegistry) throws {
        self.path = path
        self.registry = registry
        let output = try OutputPath(path)
        try Self.refuseDirectory(output, path)
        destination = output.resolved
        if output.existing == .special || output.existing == .descriptor {
            // One of this process's descriptors is duplicated, to write where it writes (after what a
            // `>>` redirection's file holds); another's is opened to append, not to write over its start.
            descriptor =
                if let own = output.ownDescriptor {
                    fcntl(own, F_DUPFD_CLOEXEC, 0)
                } else {
                    open(output.resolved, O_WRONLY | O_CLOEXEC | (output.existing == .descriptor ? O_APPEND : 0))
                }
            guard descriptor >= 0 else { throw Self.error(path, SystemCallError()) }
            temporaryPath = nil
            undo = nil
            return
        }
        let url = URL(fileURLWithPath: output.resolved)
        let directory = url.deletingLastPathComponent()
        // Named after the process and, from a process's second stream on, a serial number, so that no two
        // streams share a temporary file even when they write one destination.
        let serial = Self.streamsOpenedLock.withLock {
            Self.streamsOpened += 1
            return Self.streamsOpened == 1 ? "" : "-\(Self.streamsOpened)"
        }
        let temporaryPath = directory.appendingPathComponent(Self.temporaryName(url.lastPathComponent, serial: serial))
            .path
        self.temporaryPath = temporaryPath
        let undo = registry.register {
            unlink(temporaryPath) == 0 ? "the unfinished file " + temporaryPath : nil
        }
        self.undo = undo
        do {
            try DirectoryCreation.make(directory.path)
            // What writers of this file that were stopped before they could clean up left here.
            let name = url.lastPathComponent
            StoppedWriterLeftovers.remove(in: directory) {
                StoppedWriterLeftovers.process(of: $0, after: ".\(name).", before: ".tmp")
            }
            // Made where the undo cannot run meanwhile (as the site's staging directory is).
            descriptor = try registry.exclusively {
                let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
                guard descriptor >= 0 else { throw SystemCallError() }
                return descriptor
            }
            // A file replaced keeps its read and write permissions (a report kept `rw-r-----` became
            // `rw-r--r--`, readable by everyone), not a set-user-id or set-group-id bit; a new one has the
            // process's (0666 less the umask).
            var existing = stat()
            if stat(output.resolved, &existing) == 0, existing.st_mode & S_IFMT == S_IFREG {
                guard fchmod(descriptor, existing.st_mode & 0o777) == 0 else { throw SystemCallError() }
            }
        } catch {
            registry.unregister(undo)
            if let failure = error as? DirectoryCreation.Failure {
                throw InputError(
                    path: path, "cannot create directory \(failure.directory) (\(failure.error.reason))")
            }
            throw Self.error(path, error)
        }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Appends bytes to the temporary file.
    public func write(_ data: Data) throws {
        do {
            try DescriptorWriter.write(data, to: descriptor)
        } catch {
            discard()
            throw Self.error(path, error)
        }
    }

    /// Closes the temporary file and renames it to the destination (closes a file written through).
    public func commit() throws {
        try commit { try registry.exclusively($0) }
    }

    /// Commits within a final step of `registry` that the caller holds already (`PendingFileCommits`
    /// renames all its files in one).
    func commitWithinFinalStep() throws {
        try commit { try $0() }
    }

    /// Closes the file and renames it, the rename run by `finalStep`.
    private func commit(_ finalStep: (() throws -> Void) throws -> Void) throws {
        do {
            try closeDescriptor()
            if let temporaryPath {
                let destination = destination
                try finalStep {
                    guard rename(temporaryPath, destination) == 0 else { throw SystemCallError() }
                }
            }
            if let undo { registry.unregister(undo) }
        } catch {
            discard()
            throw Self.error(path, error)
        }
    }

    /// Removes the temporary file; the destination keeps what it had (a file written through keeps
    /// what was written to it).
    public func discard() {
        try? closeDescriptor()
        if let temporaryPath { unlink(temporaryPath) }
        if let undo { registry.unregister(undo) }
    }

    /// Closes the file, once: a file system may report a failed write only when it is closed.
    private func closeDescriptor() throws {
        guard descriptor >= 0 else { return }
        let closed = close(descriptor)
        descriptor = -1
        if closed != 0 && errno != EINTR { throw SystemCallError() }
    }

    /// The temporary file's name for a destination named `name`, beside it.
    private static func temporaryName(_ name: String, serial: String) -> String {
        ".\(name).\(getpid())\(serial).tmp"
    }

    /// A directory, or a path ending in `/` (which names one), is no file to write.
    private static func refuseDirectory(_ output: OutputPath, _ path: String) throws {
        guard output.existing != .directory, output.existing == .descriptor || !path.hasSuffix("/") else {
            throw error(path, SystemCallError(code: EISDIR))
        }
    }

    /// The input error of a failure to write the file at `path`: the system's reason when there is one.
    private static func error(_ path: String, _ error: Error) -> InputError {
        InputError(path: path, "cannot write file (\(SystemCallError.reason(of: error)))")
    }
}
