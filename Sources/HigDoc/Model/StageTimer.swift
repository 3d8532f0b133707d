import Foundation

/// Prints how long each pipeline stage took, and the process's resident memory after it (and at most
/// until then), to standard error when `HIGDOC_TIMINGS` is set (`isRequested`); used by the benchmark to
/// see where time and memory go. Costs nothing otherwise.
public struct StageTimer: Sendable {
    /// Whether `HIGDOC_TIMINGS` asks for the timings: set to anything but nothing or `0`.
    public static let isRequested: Bool = {
        guard let value = ProcessInfo.processInfo.environment["HIGDOC_TIMINGS"] else { return false }
        return !value.isEmpty && value != "0"
    }()
    private let enabled = StageTimer.isRequested
    private var last = DispatchTime.now().uptimeNanoseconds

    public init() {}

    public mutating func mark(_ stage: String) {
        guard enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        Self.print(String(format: "[timing] %-28@ %8.3f s   %@\n", stage, Double(now - last) / 1e9, Self.memory()))
        last = now
    }

    /// `rss 812 MiB (peak 1024 MiB)` from /proc/self/status, or nothing where there is none.
    static func memory() -> String {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return "" }
        func mebibytes(_ field: String) -> Int? {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else {
                return nil
            }
            return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 / 1024 }
        }
        guard let rss = mebibytes("VmRSS"), let peak = mebibytes("VmHWM") else { return "" }
        return "rss \(rss) MiB (peak \(peak) MiB)"
    }

    /// Prints a count measured elsewhere (how many documents the pages parsed again).
    public func note(_ label: String, count: Int) {
        guard enabled else { return }
        Self.print(String(format: "[timing] %-28@ %8d\n", label, count))
    }

    /// Prints a figure measured elsewhere (the CPU time of a kind of page, summed over threads).
    public func note(_ label: String, seconds: Double) {
        guard enabled else { return }
        Self.print(String(format: "[timing] %-28@ %8.3f s\n", label, seconds))
    }

    /// Writes a timing line to standard error, or loses it: a standard error that cannot be written (a
    /// closed pipe, now that SIGPIPE is ignored) must not end the run, as `FileHandle`'s trap did.
    private static func print(_ line: String) {
        try? DescriptorWriter.write(Data(line.utf8), to: STDERR_FILENO)
    }
}
