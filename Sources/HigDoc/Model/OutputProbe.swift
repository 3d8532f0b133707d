import Foundation

/// Finds out, before a command does its work, whether its output could be made where it goes: `check`,
/// `export` and `build` read and check the whole corpus before they write, so an output under a file, in
/// a directory the user may not write, or on a read-only or pseudo file system (`/proc`, `/sys`) was
/// refused only then, seconds or minutes into a large corpus (22 s at N = 10,000 pages per language).
///
/// The probe makes nothing that another run could share (two runs writing into one new `reports/` would
/// remove each other's): in the nearest directory that is there it makes what the writer would make,
/// the missing directories (by `DirectoryCreation`, as the writer makes them, so with their modes and
/// errors) and the writer's entry, but the first of them under a random name of its own, at least as
/// long as the real one. It removes all of it at once, and words what failed as the writer would have
/// after the work.
enum OutputProbe {
    /// What the writer makes in the output's directory: a temporary file (`AtomicFileStream`) or the new
    /// site's staging directory (`SiteWriter`), and how long that name is, in bytes.
    enum Entry {
        case file(nameLength: Int)
        case directory(nameLength: Int)
    }

    /// Throws an `InputError` naming `output` when `entry` could not be made in `directory` (made first
    /// with its missing parents, as the writer makes it): `cannot create directory /srv/file (Not a
    /// directory)` when a file stands in the way or a missing directory could not be made, else
    /// `failure` with the system's reason (`cannot write file (Read-only file system)`).
    static func check(_ entry: Entry, in directory: String, for output: String, failure: String) throws {
        let directory = URL(fileURLWithPath: directory).standardizedFileURL.path
        // The nearest of the directory and its parents that is there (a link to nothing is there, and no
        // directory), and the names missing below it.
        var existing = directory
        var missing: [String] = []
        var status = stat()
        while lstat(existing, &status) != 0 {
            guard errno == ENOENT else {
                // A file where a directory must be (`ENOTDIR`), a loop: `DirectoryCreation` names the
                // directory it was asked to make.
                throw cannotCreate(directory, SystemCallError(), for: output)
            }
            let url = URL(fileURLWithPath: existing)
            // `/` that cannot be looked at: the writer will say why.
            guard url.deletingLastPathComponent().path != existing else { return }
            missing.insert(url.lastPathComponent, at: 0)
            existing = url.deletingLastPathComponent().path
        }
        // Followed, it must be a directory: `DirectoryCreation` finds a file, or a link to nothing, there
        // ("File exists"), and says it is not one.
        guard stat(existing, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw cannotCreate(existing, SystemCallError(code: ENOTDIR), for: output)
        }
        switch probe(entry, missing: missing, in: existing) {
        case nil: return
        case .directory(let path, let reason): throw cannotCreate(path, reason, for: output)
        case .entry(let reason): throw InputError(path: output, "\(failure) (\(reason.reason))")
        }
    }

    /// Throws, as the writer's rename would fail, when `destination` (which is there) is a file or
    /// directory this process may not replace: in a directory with the sticky bit (`/tmp`), only the
    /// owner of the entry or of the directory, or a process with `CAP_FOWNER` (root, usually), may rename
    /// over it (`failure (Operation not permitted)`).
    static func checkReplaceable(_ destination: String, for output: String, failure: String) throws {
        var entry = stat()
        var parent = stat()
        let directory = URL(fileURLWithPath: destination).deletingLastPathComponent().path
        guard lstat(destination, &entry) == 0, stat(directory, &parent) == 0, parent.st_mode & S_ISVTX != 0 else {
            return
        }
        let user = geteuid()
        if entry.st_uid != user && parent.st_uid != user && !mayOverrideOwnership() {
            throw InputError(path: output, "\(failure) (\(SystemCallError(code: EPERM).reason))")
        }
    }

    /// Whether this process has `CAP_FOWNER` (bit 3 of `CapEff` in `/proc/self/status`), which lets it
    /// rename over another user's entry in a sticky directory; where that cannot be read, whether it is
    /// root.
    private static func mayOverrideOwnership() -> Bool {
        let fileOwnerCapability: UInt64 = 1 << 3
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("CapEff:") }),
            let effective = UInt64(line.dropFirst("CapEff:".count).trimmingCharacters(in: .whitespaces), radix: 16)
        else { return geteuid() == 0 }
        return effective & fileOwnerCapability != 0
    }

    /// What the probe could not make: one of the missing directories (by its real path), or the entry.
    private enum Failure {
        case directory(String, SystemCallError)
        case entry(SystemCallError)
    }

    /// Makes in `existing` what the writer would make there, under names of its own, and removes it: the
    /// `missing` directories (the first under a random name at least as long as its own, the others
    /// under theirs, all by `DirectoryCreation` as the writer makes them) and the entry (under a random
    /// name as long as the writer's). What failed, by its real path, or nil. What it made is removed if
    /// a stop signal comes meanwhile.
    private static func probe(_ entry: Entry, missing: [String], in existing: String) -> Failure? {
        let root = existing.hasSuffix("/") ? existing : existing + "/"
        for _ in 0..<8 {
            // What stands for the first missing directory, else the entry itself.
            let own: String
            switch (missing.first, entry) {
            case (let first?, _): own = root + randomName(length: max(24, first.utf8.count))
            case (nil, .file(let length)), (nil, .directory(let length)): own = root + randomName(length: length)
            }
            let undo = StopSignalCleanup.register {
                try? FileManager.default.removeItem(atPath: own)
                return nil
            }
            defer {
                try? FileManager.default.removeItem(atPath: own)
                StopSignalCleanup.unregister(undo)
            }
            let outcome: Failure?? = try? StopSignalCleanup.exclusively {
                guard let first = missing.first else { return make(entry, at: own).map { .entry($0) } }
                let directory = ([own] + missing.dropFirst()).joined(separator: "/")
                do {
                    try DirectoryCreation.make(directory)
                } catch let failure as DirectoryCreation.Failure {
                    // Named as the writer's would be: the probe's own name back to the first missing one.
                    let real =
                        failure.directory.hasPrefix(own)
                        ? root + first + failure.directory.dropFirst(own.utf8.count) : failure.directory
                    return .directory(real, failure.error)
                } catch {
                    return .entry(SystemCallError(code: EIO))
                }
                let length: Int
                switch entry {
                case .file(let nameLength), .directory(let nameLength): length = nameLength
                }
                return make(entry, at: directory + "/" + randomName(length: length)).map { .entry($0) }
            }
            switch outcome {
            // Stopped meanwhile: the process ends by the signal.
            case nil: return nil
            // A name that is there already (another run's, against all odds): another name.
            case .entry(let error)?? where error.code == EEXIST && missing.isEmpty: continue
            case let failure?: return failure
            }
        }
        return nil
    }

    /// Makes the file or directory `entry` at `path`, as its writer would; the error, or nil.
    private static func make(_ entry: Entry, at path: String) -> SystemCallError? {
        switch entry {
        case .file:
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else { return SystemCallError() }
            close(descriptor)
        case .directory:
            guard mkdir(path, 0o777) == 0 else { return SystemCallError() }
        }
        return nil
    }

    /// A hidden name of `length` bytes (at least two), random past its dot.
    private static func randomName(length: Int) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return "." + String(decoding: (1..<max(2, length)).map { _ in digits.randomElement()! }, as: UTF8.self)
    }

    private static func cannotCreate(_ directory: String, _ reason: SystemCallError, for output: String)
        -> InputError
    {
        InputError(path: output, "cannot create directory \(directory) (\(reason.reason))")
    }
}
