import Foundation

/// Collects the files of a build in memory, from the threads that render pages.
final class SiteFileCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String: Data] = [:]

    func add(_ path: String, _ data: Data) {
        lock.withLock { collected[path] = data }
    }

    func append(_ path: String, _ data: Data) {
        lock.withLock { collected[path, default: Data()].append(data) }
    }

    /// The collector as the place a build puts its files.
    var siteFiles: SiteFiles { SiteFiles(write: add, append: append) }

    var files: [String: Data] { lock.withLock { collected } }
}
