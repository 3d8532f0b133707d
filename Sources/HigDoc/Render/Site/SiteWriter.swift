import Foundation

/// Writes a built site to disk atomically and only where higdoc may write.
///
/// The site is written to a temporary directory beside the output, which then replaces the output by
/// renames: a failed build leaves the previous site as it was. An output that is a symbolic link is
/// followed, and the site replaced beside the link's target: the link stays. higdoc writes only into a directory
/// that does not exist, is empty, or carries the marker file of a site higdoc built.
public enum SiteWriter {
    /// The marker file that says higdoc created a directory (and may replace it).
    public static let markerFile = ".higdoc-site"
    static let markerText = "This directory was built by higdoc; `higdoc build` replaces it whole.\n"

    public static func write(_ site: Site, to output: String) throws {
        try write(to: output) { files in
            for path in site.files.keys.sorted() { try files.write(path, site.files[path]!) }
        }
    }

    /// Runs `produce` with the files of the new site (written from any thread), then swaps the new site
    /// in. If `produce` or a write fails, the new site is removed and the previous one is left as it was.
    public static func write<Result>(to output: String, _ produce: (_ files: SiteFiles) throws -> Result) throws
        -> Result
    {
        let fileManager = FileManager.default
        try checkOutput(output)
        // A symbolic link to the site is kept: the site is built beside its target and swapped in there.
        let outputURL = URL(fileURLWithPath: try outputPath(output).path.resolved).standardizedFileURL
        let parent = outputURL.deletingLastPathComponent()
        let name = outputURL.lastPathComponent
        let pid = ProcessInfo.processInfo.processIdentifier
        let staging = parent.appendingPathComponent(stagingName(name))
        let retired = parent.appendingPathComponent(".\(name).higdoc-old-\(pid)")
        let stopped = parent.appendingPathComponent(".\(name).higdoc-stopped-\(pid)")
        let result: Result
        // A stop signal moves the staging directory aside (to `stopped`), so that the writers' next files
        // fail instead of adding to it, then removes it; the swap below runs before that or not at all.
        let undo = StopSignalCleanup.register {
            try? FileManager.default.removeItem(at: stopped)
            guard rename(staging.path, stopped.path) == 0 else { return nil }
            try? FileManager.default.removeItem(at: stopped)
            return "the unfinished site " + staging.path
        }
        defer { StopSignalCleanup.unregister(undo) }
        do {
            try DirectoryCreation.make(parent.path)
            // What builds of this site that were stopped before they could clean up left here. A retired
            // site (`-old-`) goes only while the output exists: a build stopped between moving the
            // output aside and moving the new site in left the previous site there alone.
            let outputExists = fileManager.fileExists(atPath: outputURL.path)
            StoppedWriterLeftovers.remove(in: parent) { entry in
                StoppedWriterLeftovers.process(of: entry, after: ".\(name).higdoc-new-")
                    ?? StoppedWriterLeftovers.process(of: entry, after: ".\(name).higdoc-stopped-")
                    ?? (outputExists ? StoppedWriterLeftovers.process(of: entry, after: ".\(name).higdoc-old-") : nil)
            }
            try? fileManager.removeItem(at: staging)
            // Made where the undo cannot run meanwhile: an undo that found nothing to remove is not followed
            // by the directory.
            try StopSignalCleanup.exclusively {
                guard mkdir(staging.path, 0o777) == 0 else { throw SystemCallError() }
            }
            let root = staging.path
            // Errors name the files as the output will hold them, not the hidden directory they are made in.
            let files = SiteFiles(
                write: { path, data in
                    try writing(path, under: root, for: output) { try write(data, to: path, under: root) }
                },
                append: { path, data in
                    try writing(path, under: root, for: output) {
                        try write(data, to: path, under: root, appending: true)
                    }
                },
                writePage: { path, page in
                    try writing(path, under: root, for: output) {
                        try page.withBuffers { try write($0, to: path, under: root) }
                    }
                })
            result = try produce(files)
            try files.write(markerFile, Data(markerText.utf8))
        } catch let error as InputError {
            try? fileManager.removeItem(at: staging)
            throw error
        } catch let failure as DirectoryCreation.Failure {
            try? fileManager.removeItem(at: staging)
            throw InputError(path: output, "cannot create directory \(failure.directory) (\(failure.error.reason))")
        } catch {
            try? fileManager.removeItem(at: staging)
            throw InputError(path: output, "cannot write the site (\(SystemCallError.reason(of: error)))")
        }
        do {
            try StopSignalCleanup.exclusively {
                if fileManager.fileExists(atPath: outputURL.path) {
                    try? fileManager.removeItem(at: retired)
                    guard rename(outputURL.path, retired.path) == 0 else { throw SystemCallError() }
                }
                guard rename(staging.path, outputURL.path) == 0 else {
                    let error = SystemCallError()
                    if fileManager.fileExists(atPath: retired.path) { rename(retired.path, outputURL.path) }
                    throw error
                }
            }
            try? fileManager.removeItem(at: retired)
        } catch {
            try? fileManager.removeItem(at: staging)
            throw InputError(path: output, "cannot replace the site (\(SystemCallError.reason(of: error)))")
        }
        return result
    }

    /// Runs `body`, which writes the file at `path` under `root`, the staging directory of the site at
    /// `output`; an error other than an input error becomes one about that file in `output`.
    private static func writing(_ path: String, under root: String, for output: String, _ body: () throws -> Void)
        throws
    {
        do {
            try body()
        } catch let error as InputError {
            throw error
        } catch let failure as DirectoryCreation.Failure {
            let directory =
                failure.directory.hasPrefix(root + "/") ? String(failure.directory.dropFirst(root.count + 1)) : path
            throw InputError(
                path: joined(output, directory), "cannot create directory (\(failure.error.reason))")
        } catch {
            throw InputError(path: joined(output, path), "cannot write the site (\(SystemCallError.reason(of: error)))")
        }
    }

    /// `path` within the directory `output`, as the user named it.
    private static func joined(_ output: String, _ path: String) -> String {
        output.hasSuffix("/") ? output + path : output + "/" + path
    }

    /// Writes (or appends) `data` to the file at `path` under `root` (`write(_:to:under:appending:)` of
    /// its one buffer).
    static func write(_ data: Data, to path: String, under root: String, appending: Bool = false) throws {
        try data.withUnsafeBytes {
            try write([$0.bindMemory(to: UInt8.self)], to: path, under: root, appending: appending)
        }
    }

    /// Writes (or appends) `buffers`, one after another, to the file at `path` under `root`, creating the
    /// file, and its directories when the first try finds them missing: a site has tens of thousands of
    /// files in a few hundred directories, and asking for every directory of every file cost a `mkdir`
    /// each. The buffers go out in gathered writes (`writev`), so a page made of parts is not first
    /// copied into one buffer.
    static func write(
        _ buffers: [UnsafeBufferPointer<UInt8>], to path: String, under root: String, appending: Bool = false
    ) throws {
        let fullPath = root + "/" + path
        let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (appending ? O_APPEND : O_TRUNC)
        var descriptor = open(fullPath, flags, 0o666)
        if descriptor < 0 && errno == ENOENT {
            try makeDirectories(for: path, under: root)
            descriptor = open(fullPath, flags, 0o666)
        }
        guard descriptor >= 0 else { throw SystemCallError() }
        defer { close(descriptor) }
        var vectors = buffers.compactMap { buffer in
            buffer.isEmpty
                ? nil : iovec(iov_base: UnsafeMutableRawPointer(mutating: buffer.baseAddress), iov_len: buffer.count)
        }
        try vectors.withUnsafeMutableBufferPointer { vectors in
            var first = 0
            while first < vectors.count {
                // At most IOV_MAX (1,024 on Linux) buffers a call.
                let batch = Swift.min(vectors.count - first, 1024)
                var written = writev(descriptor, vectors.baseAddress! + first, Int32(batch))
                if written <= 0 {
                    if written < 0 && errno == EINTR { continue }
                    throw SystemCallError(code: written < 0 ? errno : ENOSPC)
                }
                // Past the buffers written whole, and into the one written in part.
                while written > 0 {
                    let length = vectors[first].iov_len
                    if written >= length {
                        written -= length
                        first += 1
                    } else {
                        vectors[first].iov_base += written
                        vectors[first].iov_len -= written
                        written = 0
                    }
                }
            }
        }
    }

    /// Creates the directories of `path` under `root` (which exists); safe when several threads create
    /// the same one.
    static func makeDirectories(for path: String, under root: String) throws {
        let directories = path.split(separator: "/").dropLast()
        guard !directories.isEmpty else { return }
        try DirectoryCreation.make(root + "/" + directories.joined(separator: "/"), under: root)
    }

    /// Refuses, naming `output` as given, an output that is there and is no directory (a regular file, a
    /// FIFO, a device, a socket, an open descriptor such as `/dev/stdout`, or a symbolic link to one), a
    /// loop of symbolic links, a non-empty directory without higdoc's marker, or a place where the new
    /// site could not be made (`OutputProbe`: under a file, on a read-only file system). `higdoc build`
    /// asks before it reads any content; `write` asks again. Nothing is opened: a FIFO would block.
    public static func checkOutput(_ output: String) throws {
        let (trimmed, path) = try outputPath(output)
        switch path.existing {
        case .nothing:
            if SourceFile.isSymbolicLinkLoop(trimmed) {
                throw InputError(path: output, "output is \(SourceFile.linkLoop); refusing to replace it")
            }
        case .directory:
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: path.resolved)) ?? []
            if !contents.isEmpty && !contents.contains(markerFile) {
                throw InputError(
                    path: output,
                    "output directory is not empty and was not built by higdoc (no \(markerFile)); refusing to write into it"
                )
            }
        case .regularFile, .special, .descriptor:
            throw InputError(
                path: output,
                "output is \(kind(of: trimmed, path.existing)), not a directory; the site is a directory of files, so nothing is written"
            )
        }
        // The new site is made beside the output (its target, when a link) and swapped in.
        let url = URL(fileURLWithPath: path.resolved).standardizedFileURL
        try OutputProbe.check(
            .directory(nameLength: stagingName(url.lastPathComponent).utf8.count),
            in: url.deletingLastPathComponent().path, for: output, failure: "cannot write the site")
        if path.existing == .directory {
            try OutputProbe.checkReplaceable(path.resolved, for: output, failure: "cannot replace the site")
        }
    }

    /// The name of the directory the new site of an output named `name` is made in, beside it.
    private static func stagingName(_ name: String) -> String {
        ".\(name).higdoc-new-\(getpid())"
    }

    /// The output without trailing slashes, and what it names: `file/` names the file, as the site would
    /// be swapped in over `file`, which the slash does not name; `link/` the link, not its target's
    /// contents.
    private static func outputPath(_ output: String) throws -> (trimmed: String, path: OutputPath) {
        var trimmed = Substring(output)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return (String(trimmed), try OutputPath(String(trimmed)))
    }

    /// What the output at `path`, which is there and no directory, is: `a FIFO`, `a symbolic link to a
    /// regular file`, `an open file descriptor`.
    private static func kind(of path: String, _ existing: OutputPath.Existing) -> String {
        if existing == .descriptor { return "an open file descriptor" }
        var status = stat()
        let link = lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK ? "a symbolic link to " : ""
        guard stat(path, &status) == 0 else { return link + "a special file" }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return link + "a regular file"
        case S_IFIFO: return link + "a FIFO"
        case S_IFCHR: return link + "a character device"
        case S_IFBLK: return link + "a block device"
        case S_IFSOCK: return link + "a socket"
        default: return link + "a special file"
        }
    }
}
