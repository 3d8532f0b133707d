import Foundation

/// Prints how long each pipeline stage took to standard error when `HIGDOC_TIMINGS` is set;
/// used by the benchmark to see where time goes. Costs nothing otherwise.
public struct StageTimer: Sendable {
    private let enabled = ProcessInfo.processInfo.environment["HIGDOC_TIMINGS"] != nil
    private var last = DispatchTime.now().uptimeNanoseconds

    public init() {}

    public mutating func mark(_ stage: String) {
        guard enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        FileHandle.standardError.write(
            Data(String(format: "[timing] %-28@ %8.3f s\n", stage, Double(now - last) / 1e9).utf8))
        last = now
    }

    /// Prints a figure measured elsewhere (the CPU time of a kind of page, summed over threads).
    public func note(_ label: String, seconds: Double) {
        guard enabled else { return }
        FileHandle.standardError.write(Data(String(format: "[timing] %-28@ %8.3f s\n", label, seconds).utf8))
    }
}
