import Foundation

/// Finds out, before a command does its work, whether its output could be made where it goes: `check`,
/// `export` and `build` read and check the whole corpus before they write, so an output under a file, in
/// a directory the user may not write, or on a read-only or pseudo file system (`/proc`, `/sys`) was
/// refused only then, seconds or minutes into a large corpus (22 s at N = 10,000 pages per language).
///
/// The probe does what the writer will do first, and undoes it: it makes the directory the output goes
/// into with its missing parents (`DirectoryCreation`), makes a file or directory in it, and removes
/// all of these. A failure is the error the writer would have given.
enum OutputProbe {
    /// What the writer makes in the output's directory: a temporary file (`AtomicFileStream`) or the new
    /// site's staging directory (`SiteWriter`).
    enum Entry {
        case file, directory
    }

    /// Throws an `InputError` naming `output` when `entry` could not be made in `directory`:
    /// `cannot create directory /srv/file/sub (Not a directory)` for a directory that could not be made,
    /// else `failure` with the system's reason (`cannot write file (Read-only file system)`).
    static func check(_ entry: Entry, in directory: String, for output: String, failure: String) throws {
        let directory = URL(fileURLWithPath: directory).standardizedFileURL.path
        // The directories the probe makes are those missing now, up to the nearest that is there.
        var missing: [String] = []
        var candidate = directory
        var status = stat()
        while lstat(candidate, &status) != 0 && errno == ENOENT {
            let parent = URL(fileURLWithPath: candidate).deletingLastPathComponent().path
            guard parent != candidate else { break }
            missing.append(candidate)
            candidate = parent
        }
        // Deepest first, so that each is empty when it goes.
        defer { for made in missing { rmdir(made) } }
        do {
            try DirectoryCreation.make(directory)
        } catch let failure as DirectoryCreation.Failure {
            throw InputError(path: output, "cannot create directory \(failure.directory) (\(failure.error.reason))")
        }
        let probe = URL(fileURLWithPath: directory).appendingPathComponent(".higdoc-probe-\(getpid())").path
        switch entry {
        case .file:
            let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { return try refuse(output, failure) }
            close(descriptor)
            unlink(probe)
        case .directory:
            guard mkdir(probe, 0o700) == 0 else { return try refuse(output, failure) }
            rmdir(probe)
        }
    }

    /// The error of the probe that just failed, unless an entry of its name was there already (one left by
    /// a stopped process of this number): then something could be made there.
    private static func refuse(_ output: String, _ failure: String) throws {
        let reason = SystemCallError()
        guard reason.code != EEXIST else { return }
        throw InputError(path: output, "\(failure) (\(reason.reason))")
    }
}
