import Foundation

/// What an output path names once symbolic links are followed: where a writer must write, and what is
/// there now. A link is written through, not replaced: replacing it with a file would leave its target
/// stale. The target of a link whose target does not exist yet is where the new file goes.
struct OutputPath {
    /// What is at the path now.
    enum Existing: Equatable {
        case nothing
        case regularFile
        case directory
        /// A FIFO, a character or block device, a socket: something to open and write to, which cannot
        /// be replaced by a renamed file without cutting off whoever reads it.
        case special
    }

    /// The path to write: the given one with every symbolic link resolved (for a special file, the given
    /// path, which opening follows: `/proc/self/fd/1` names a pipe that has no path of its own).
    let resolved: String
    let existing: Existing

    /// How many links are followed at most, as the kernel does (`ELOOP` beyond).
    private static let linkLimit = 40

    init(_ path: String) {
        var status = stat()
        if stat(path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFREG: existing = .regularFile
            case S_IFDIR: existing = .directory
            default: existing = .special
            }
            resolved = existing == .special ? path : (Self.realPath(path) ?? path)
            return
        }
        existing = .nothing
        resolved = Self.danglingLinkTarget(path) ?? path
    }

    /// The absolute path of `path`, which exists, with no symbolic link in it.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Where the symbolic link at `path` leads when its target does not exist (through links to links),
    /// or nil when `path` is no link (or the links go round in a loop).
    private static func danglingLinkTarget(_ path: String) -> String? {
        var current = path
        for _ in 0..<linkLimit {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
                return current == path ? nil : current
            }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length > 0 else { return nil }
            let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current =
                target.hasPrefix("/")
                ? target : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(target).path
        }
        return nil
    }
}
