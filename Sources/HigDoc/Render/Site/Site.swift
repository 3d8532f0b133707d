import Foundation

/// A built site, in memory: every file by its path under the site root, and what the build noticed.
public struct Site: Sendable {
    /// Files by path (`en/bars/toolbar/index.html`, `search/index.json`).
    public var files: [String: Data]
    /// The pages, in path order.
    public var routes: [PageRoute]
    /// Site diagnostics: dropped HTML (HD0401), unsafe URLs (HD0402), missing image assets (HD0403); sorted.
    public var diagnostics: [Diagnostic]

    public func text(_ path: String) -> String? { files[path].map { String(decoding: $0, as: UTF8.self) } }
    public func page(_ route: PageRoute) -> String? { text(route.file) }
    public var totalBytes: Int { files.values.reduce(0) { $0 + $1.count } }
}
