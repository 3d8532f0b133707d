import Foundation

/// Creates a directory and its missing parents, saying which one could not be made and why in the
/// system's words: `FileManager.createDirectory` says "You don't have permission" for a directory whose
/// parent does not exist, and names neither.
enum DirectoryCreation {
    /// The directory that could not be made, and why.
    struct Failure: Error, Equatable {
        var directory: String
        var error: SystemCallError
    }

    /// Creates `directory` and whichever of its parents are missing (below `root`, when one is given: a
    /// missing `root` is an error, not something to create); a directory that exists is left as it is,
    /// and a file in the way is "Not a directory". The deepest directory is tried first: it is the one
    /// missing when a site's page opens a new directory among existing ones.
    static func make(_ directory: String, under root: String? = nil) throws {
        if mkdir(directory, 0o777) == 0 { return }
        var code = errno
        if code == ENOENT {
            let parent = URL(fileURLWithPath: directory).deletingLastPathComponent().path
            if parent != directory, root.map({ directory != $0 && parent.utf8.count > $0.utf8.count }) ?? true {
                try make(parent, under: root)
                if mkdir(directory, 0o777) == 0 { return }
                code = errno
            }
        }
        if code == EEXIST {
            var status = stat()
            if stat(directory, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR { return }
            code = ENOTDIR
        }
        throw Failure(directory: directory, error: SystemCallError(code: code))
    }
}
