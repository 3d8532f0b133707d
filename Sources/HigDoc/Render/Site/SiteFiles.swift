import Foundation

/// Where a build puts the files of the site, from any thread: each file whole, or (for a file too
/// large to hold, such as the spec of a large corpus) in pieces appended one after another.
public struct SiteFiles: Sendable {
    /// Writes a whole file (never twice for a path).
    public let write: @Sendable (_ path: String, _ data: Data) throws -> Void
    /// Appends a piece to a file, creating it with the first piece; the pieces of one file come from
    /// one thread, in order.
    public let append: @Sendable (_ path: String, _ data: Data) throws -> Void
    /// Writes a whole page from its parts (never twice for a path); by default, joined (`write`).
    public let writePage: @Sendable (_ path: String, _ page: SplicedPage) throws -> Void

    public init(
        write: @escaping @Sendable (_ path: String, _ data: Data) throws -> Void,
        append: @escaping @Sendable (_ path: String, _ data: Data) throws -> Void,
        writePage: (@Sendable (_ path: String, _ page: SplicedPage) throws -> Void)? = nil
    ) {
        self.write = write
        self.append = append
        self.writePage = writePage ?? { path, page in try write(path, page.data) }
    }
}
