import Foundation

/// Finds out, before a command does its work, whether its output could be made where it goes: `check`,
/// `export` and `build` read and check the whole corpus before they write, so an output under a file, in
/// a directory the user may not write, or on a read-only or pseudo file system (`/proc`, `/sys`) was
/// refused only then, seconds or minutes into a large corpus (22 s at N = 10,000 pages per language).
///
/// The probe makes nothing that another run could share: not the output's missing directories (two
/// runs writing into one new `reports/` would remove each other's), only an entry of its own name in
/// the nearest directory that is there, which it removes at once. What it finds is worded as the writer
/// would word it after the work.
enum OutputProbe {
    /// What the writer makes in the output's directory: a temporary file (`AtomicFileStream`) or the new
    /// site's staging directory (`SiteWriter`).
    enum Entry {
        case file, directory
    }

    /// Throws an `InputError` naming `output` when `entry` could not be made in `directory` (made first
    /// with its missing parents, as the writer makes it): `cannot create directory /srv/file (Not a
    /// directory)` when a file stands in the way or a missing directory could not be made, else
    /// `failure` with the system's reason (`cannot write file (Read-only file system)`).
    static func check(_ entry: Entry, in directory: String, for output: String, failure: String) throws {
        let directory = URL(fileURLWithPath: directory).standardizedFileURL.path
        // The nearest of the directory and its parents that is there, and the first missing one below it.
        var existing = directory
        var firstMissing: String?
        var status = stat()
        while stat(existing, &status) != 0 {
            guard errno == ENOENT else {
                // A file where a directory must be (`ENOTDIR`), or a loop: `DirectoryCreation` names the
                // directory it was asked to make.
                throw cannotCreate(directory, SystemCallError(), for: output)
            }
            let parent = URL(fileURLWithPath: existing).deletingLastPathComponent().path
            // `/` that cannot be looked at: the writer will say why.
            guard parent != existing else { return }
            firstMissing = existing
            existing = parent
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw cannotCreate(directory, SystemCallError(code: ENOTDIR), for: output)
        }
        // The writer makes the first missing directory here, else its entry.
        let makesDirectory = firstMissing != nil || entry == .directory
        if let reason = probe(in: existing, makingDirectory: makesDirectory) {
            guard let firstMissing else { throw InputError(path: output, "\(failure) (\(reason.reason))") }
            throw cannotCreate(firstMissing, reason, for: output)
        }
    }

    /// Throws, as the writer's rename would fail, when `destination` (which is there) is a file or
    /// directory this user may not replace: in a directory with the sticky bit (`/tmp`), only the owner of
    /// the entry or of the directory, or root, may rename over it (`failure (Operation not permitted)`).
    static func checkReplaceable(_ destination: String, for output: String, failure: String) throws {
        let user = geteuid()
        guard user != 0 else { return }
        var entry = stat()
        var parent = stat()
        let directory = URL(fileURLWithPath: destination).deletingLastPathComponent().path
        guard lstat(destination, &entry) == 0, stat(directory, &parent) == 0 else { return }
        if parent.st_mode & S_ISVTX != 0 && entry.st_uid != user && parent.st_uid != user {
            throw InputError(path: output, "\(failure) (\(SystemCallError(code: EPERM).reason))")
        }
    }

    /// Makes an entry of a name no other run uses in `directory`, and removes it; the error that stopped
    /// it, or nil. The entry is removed if a stop signal comes meanwhile.
    private static func probe(in directory: String, makingDirectory: Bool) -> SystemCallError? {
        for _ in 0..<8 {
            let name = ".higdoc-probe-\(getpid())-\(String(UInt32.random(in: .min ... .max), radix: 16))"
            let path = URL(fileURLWithPath: directory).appendingPathComponent(name).path
            let remove: @Sendable () -> Int32 = { makingDirectory ? rmdir(path) : unlink(path) }
            let undo = StopSignalCleanup.register {
                _ = remove()
                return nil
            }
            defer { StopSignalCleanup.unregister(undo) }
            let made: Int32? = try? StopSignalCleanup.exclusively {
                if makingDirectory { return mkdir(path, 0o700) }
                let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
                if descriptor >= 0 { close(descriptor) }
                return descriptor >= 0 ? 0 : -1
            }
            // Stopped meanwhile: the process ends by the signal.
            guard let made else { return nil }
            if made == 0 {
                _ = remove()
                return nil
            }
            let error = SystemCallError()
            // A name that is there already (another run's, against all odds): another name.
            guard error.code == EEXIST else { return error }
        }
        return nil
    }

    private static func cannotCreate(_ directory: String, _ reason: SystemCallError, for output: String)
        -> InputError
    {
        InputError(path: output, "cannot create directory \(directory) (\(reason.reason))")
    }
}
