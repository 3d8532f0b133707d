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
        /// An open file descriptor named by path (`/dev/stdout`, `/dev/fd/N`, `/proc/self/fd/N`,
        /// `/proc/<pid>/fd/N`, or a link through one): written through whatever it is, even a regular
        /// file, which a rename would take from whoever holds the descriptor (`>> log` would lose `log`).
        case descriptor
    }

    /// The path to write: the given one with every symbolic link resolved (for a special file, the given
    /// path, which opening follows: `/proc/self/fd/1` names a pipe that has no path of its own).
    let resolved: String
    let existing: Existing
    /// The number of this process's own descriptor that the path names (`/dev/stdout` is 1), which is
    /// written through a duplicate so that it writes where the descriptor is (at its offset, appending if
    /// it appends); nil for any other path.
    let ownDescriptor: Int32?

    /// How many links are followed at most, as the kernel does (`ELOOP` beyond).
    private static let linkLimit = 40

    /// Throws an `InputError` naming `path` when a file is there whose real path cannot be found: it is
    /// never replaced by a rename made blindly over the path as given.
    init(_ path: String) throws {
        if let descriptor = Self.descriptorNamed(by: path) {
            existing = .descriptor
            resolved = path
            ownDescriptor = descriptor
            return
        }
        ownDescriptor = nil
        var status = stat()
        if stat(path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFREG: existing = .regularFile
            case S_IFDIR: existing = .directory
            default: existing = .special
            }
            if existing == .special {
                resolved = path
            } else if let real = Self.realPath(path) {
                resolved = real
            } else {
                throw InputError(
                    path: path, "cannot find the real path of the file there (\(SystemCallError().reason))")
            }
            return
        }
        // A loop of links has no end to write to: renaming over it would replace the link the user made.
        if errno == ELOOP { throw InputError(path: path, "output is a loop of symbolic links; refusing to replace it") }
        existing = .nothing
        resolved = Self.danglingLinkTarget(path) ?? path
    }

    /// What two outputs are compared by: for a file that is there, its device and inode (two hard links
    /// of one file, or `/dev/stdout` and `/proc/self/fd/1`, are one file); else `resolved`, absolute,
    /// with its directory's links resolved (`X`, `./X` and a link to `X` are one file).
    var identity: String {
        var status = stat()
        if existing != .nothing && stat(resolved, &status) == 0 {
            return "device \(status.st_dev) inode \(status.st_ino)"
        }
        return realLocation
    }

    /// Where the output lies, as a real path: the resolved path of what is there, else the real path of
    /// its nearest ancestor that is there, links followed, and the names after it (`cl/zh/new/site`, `cl` a
    /// link to `content`, lies in `content/zh`; a `..` among the names that are not there yet goes up one).
    var realLocation: String {
        if existing == .regularFile || existing == .directory { return resolved }
        // Split by hand: Foundation's `NSString.deletingLastPathComponent` traps on a one-character name
        // (`--output s`) on Linux.
        var ancestor = resolved.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let root = resolved.hasPrefix("/") ? "/" : "."
        var names: [String] = []
        while true {
            let path = ancestor.isEmpty ? root : (root == "/" ? "/" : "") + ancestor.joined(separator: "/")
            if let real = Self.realPath(path) {
                var parts = real.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
                for name in names.reversed() where name != "." {
                    if name == ".." { _ = parts.popLast() } else { parts.append(name) }
                }
                return "/" + parts.joined(separator: "/")
            }
            guard let last = ancestor.popLast() else {
                return URL(fileURLWithPath: resolved).standardizedFileURL.path
            }
            names.append(last)
        }
    }

    /// Whether `path`, with its symbolic links followed one by one, goes through a directory of open
    /// file descriptors (`/dev/fd`, `/proc/<pid>/fd`, `/proc/<pid>/task/<tid>/fd`) or is `/dev/stdout`,
    /// `/dev/stderr`: .some(the descriptor's number) when it names one of this process's descriptors,
    /// .some(nil) when another process's, nil when it names no descriptor.
    static func descriptorNamed(by path: String) -> Int32?? {
        var pending = Array(path.split(separator: "/", omittingEmptySubsequences: true).map(String.init).reversed())
        var resolved: [String] =
            path.hasPrefix("/")
            ? [] : FileManager.default.currentDirectoryPath.split(separator: "/").map(String.init)
        var linksFollowed = 0
        while let component = pending.popLast() {
            if component == "." { continue }
            if component == ".." {
                _ = resolved.popLast()
                continue
            }
            let candidate = resolved + [component]
            let candidatePath = "/" + candidate.joined(separator: "/")
            switch candidatePath {
            case "/dev/stdout": return .some(STDOUT_FILENO)
            case "/dev/stderr": return .some(STDERR_FILENO)
            case "/dev/stdin": return .some(STDIN_FILENO)
            default: break
            }
            if let owner = descriptorDirectoryOwner(resolved) {
                guard owner, let number = Int32(component), number >= 0 else { return .some(nil) }
                return .some(number)
            }
            var status = stat()
            guard lstat(candidatePath, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
                resolved = candidate
                continue
            }
            linksFollowed += 1
            guard linksFollowed <= linkLimit, let target = linkTarget(candidatePath) else { return nil }
            if target.hasPrefix("/") { resolved = [] }
            pending += target.split(separator: "/", omittingEmptySubsequences: true).map(String.init).reversed()
        }
        return nil
    }

    /// Whether `directory` (components of an absolute path without links) holds open file descriptors:
    /// true when they are this process's, false when another's, nil when it is no such directory.
    private static func descriptorDirectoryOwner(_ directory: [String]) -> Bool? {
        func isOwn(_ process: String) -> Bool {
            process == "self" || process == "thread-self" || process == String(getpid())
        }
        switch directory.count {
        case 2 where directory == ["dev", "fd"]: return true
        case 3 where directory[0] == "proc" && directory[2] == "fd": return isOwn(directory[1])
        case 5 where directory[0] == "proc" && directory[2] == "task" && directory[4] == "fd":
            return isOwn(directory[1])
        default: return nil
        }
    }

    /// What the symbolic link at `path` holds, or nil when it cannot be read.
    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The absolute path of `path`, which exists, with no symbolic link in it.
    static func realPath(_ path: String) -> String? {
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
            guard let target = linkTarget(current) else { return nil }
            current = target.hasPrefix("/") ? target : join(target, toDirectoryOf: current)
        }
        return nil
    }

    /// The relative `target` of the link at `link` as the kernel reads it: from the directory the link
    /// really is in, its own links resolved first, so that `..` leaves that directory, not the text before
    /// it (`sdir/dl -> ../zz.json` with `sdir -> /abs/deep` is `/abs/zz.json`, not `./zz.json`).
    private static func join(_ target: String, toDirectoryOf link: String) -> String {
        let parent = (link as NSString).deletingLastPathComponent
        let directory = realPath(parent.isEmpty ? "." : parent) ?? parent
        return directory.isEmpty ? target : (directory as NSString).appendingPathComponent(target)
    }
}
