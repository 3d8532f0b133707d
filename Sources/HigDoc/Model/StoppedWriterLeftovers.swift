import Foundation

/// What a writer of higdoc's leaves beside its output while it writes, named after its process, and
/// leaves behind when it is stopped before it can clean up (killed by SIGKILL, out of memory, or stopped
/// while `StopSignalCleanup` was removing it): the site's staging directory (`SiteWriter`), a report's
/// or the spec's temporary file (`AtomicFileStream`). Such an entry is hidden and as large as what was
/// written before the stop (gigabytes at scale), and no later writer reuses it: its process id is new
/// each time. The next writer of the same output removes those whose process no longer runs, and leaves
/// another writer's that still runs alone.
enum StoppedWriterLeftovers {
    /// Removes each entry of `directory` for which `processOf` gives the id of the process that made it,
    /// when that process no longer runs.
    static func remove(in directory: URL, processOf: (String) -> pid_t?) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for entry in entries {
            guard let pid = processOf(entry), pid > 0, !processRuns(pid) else { continue }
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(entry))
        }
    }

    /// The process id that ends `entry` after `prefix` (`.site.higdoc-new-` + `4242`), or nil. A serial
    /// number may follow it (`.spec.json.` + `4242-2` + `.tmp`: a process's second stream).
    static func process(of entry: String, after prefix: String, before suffix: String = "") -> pid_t? {
        guard entry.hasPrefix(prefix), entry.hasSuffix(suffix) else { return nil }
        // Nothing left between them, or what a prefix and suffix that overlap leave, is no number.
        let between = entry.dropFirst(prefix.count).dropLast(suffix.count)
        guard let dash = between.firstIndex(of: "-") else { return pid_t(between) }
        guard Int(between[between.index(after: dash)...]) != nil else { return nil }
        return pid_t(between[..<dash])
    }

    /// Whether a process with id `pid` runs (one that exists but that this user may not signal runs).
    /// A process that has ended but that its parent has not waited for yet (a zombie, whose files no
    /// one will remove) still answers `kill`; on Linux `/proc/PID/stat` tells it apart.
    static func processRuns(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 || errno == EPERM else { return false }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
        return !hasEnded(stat: stat)
    }

    /// Whether a process's `/proc/PID/stat` line says it has ended (`Z`, zombie, or `X`, dead): the state
    /// is the field after the command's name, which is in parentheses and may hold both parentheses and
    /// spaces itself.
    static func hasEnded(stat: String) -> Bool {
        guard let close = stat.lastIndex(of: ")") else { return false }
        let state = stat[stat.index(after: close)...].drop { $0 == " " }.first
        return state == "Z" || state == "X"
    }
}
