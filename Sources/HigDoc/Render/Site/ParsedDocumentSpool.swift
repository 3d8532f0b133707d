import Foundation

/// What the pages of the site need of every page `higdoc build` checked, kept as bytes in an unnamed
/// temporary file, so that they read a document back instead of parsing it again: its body rendered
/// once (`RenderedBodyArchive`), or, for a page whose raw HTML needs filtering run by run, its blocks
/// (`BlockArchive`).
///
/// The build never holds the parsed corpus (at 10,000 pages per language it would not fit in the memory
/// budget), so every document its pages show used to be parsed twice: once while it was checked, once
/// for its pages. Reading its blocks back costs about a tenth of a parse, and its body less again (a copy
/// of its HTML and a few hundred places, where blocks are thousands of values to make and free). The
/// file is written while the pages are checked and lives in the kernel's page cache rather than in
/// higdoc's memory. It is unlinked as soon as it is made, so nothing is left behind, whatever happens
/// to the build.
///
/// What is read back is what was checked, so the site shows exactly what its QA report
/// and graph describe even if a file changes meanwhile. A page the spool cannot give (the temporary file
/// could not be made or written) is parsed again from its file, as before.
public final class ParsedDocumentSpool: @unchecked Sendable {
    private let descriptor: Int32
    /// Guards the fields below.
    private let lock = NSLock()
    /// Where each document's bytes are in the file, by document key.
    private var entries: [String: (offset: Int, count: Int, isBody: Bool)] = [:]
    private var end = 0
    private var reads = 0

    /// A spool in a new temporary file under `directory` (the system's temporary directory by
    /// default; `higdoc build` gives the directory its site is written to, so the spool uses the same
    /// disk as the site); nil when the file cannot be made.
    public init?(directory: String = NSTemporaryDirectory()) {
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        var template = Array((base + "higdoc-parsed-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// How many documents were read back so far.
    public var readCount: Int { lock.withLock { reads } }

    /// The size of the file: the bytes of every document stored.
    public var byteCount: Int { lock.withLock { end } }

    /// Keeps `blocks` as the document with `key` (the first stored under a key is kept). A write that
    /// fails leaves the document out: it is parsed again when asked for.
    public func store(_ key: String, blocks: [Block]) {
        var bytes: [UInt8] = []
        BlockArchive.encode(blocks, into: &bytes)
        store(key, bytes, isBody: false)
    }

    /// Keeps `body` as the document with `key`, as `store(_:blocks:)` keeps blocks.
    func store(_ key: String, body: RenderedBody) {
        var bytes: [UInt8] = []
        RenderedBodyArchive.encode(body, into: &bytes)
        store(key, bytes, isBody: true)
    }

    private func store(_ key: String, _ bytes: [UInt8], isBody: Bool) {
        let offset: Int? = lock.withLock {
            guard entries[key] == nil else { return nil }
            defer { end += bytes.count }
            return end
        }
        guard let offset, write(bytes, at: offset) else { return }
        lock.withLock { entries[key] = (offset, bytes.count, isBody) }
    }

    /// The blocks stored as the document with `key`; nil when none were (or they cannot be read back).
    public func blocks(_ key: String) -> [Block]? {
        read(key, body: false, BlockArchive.decode)
    }

    /// The body stored as the document with `key`; nil when none was (or it cannot be read back).
    func body(_ key: String) -> RenderedBody? {
        read(key, body: true, RenderedBodyArchive.decode)
    }

    /// Whether a body is stored as the document with `key` (its blocks are not).
    func holdsBody(_ key: String) -> Bool {
        lock.withLock { entries[key]?.isBody } == true
    }

    /// The bytes stored as the document with `key`, decoded; nil when nothing of that kind (a body or
    /// blocks) was stored under it, or when it cannot be read back.
    private func read<Stored>(_ key: String, body: Bool, _ decode: (UnsafeRawBufferPointer) -> Stored?) -> Stored? {
        guard let entry = lock.withLock({ entries[key] }), entry.isBody == body else { return nil }
        var complete = false
        let bytes = [UInt8](unsafeUninitializedCapacity: entry.count) { buffer, initialized in
            var done = 0
            while done < entry.count {
                let got = pread(descriptor, buffer.baseAddress! + done, entry.count - done, off_t(entry.offset + done))
                if got < 0 && errno == EINTR { continue }
                guard got > 0 else { break }
                done += got
            }
            complete = done == entry.count
            initialized = done
        }
        guard complete, let stored = bytes.withUnsafeBytes(decode) else { return nil }
        lock.withLock { reads += 1 }
        return stored
    }

    /// Writes all of `bytes` at `offset`.
    private func write(_ bytes: [UInt8], at offset: Int) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let wrote = pwrite(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
                if wrote < 0 && errno == EINTR { continue }
                guard wrote > 0 else { return false }
                done += wrote
            }
            return true
        }
    }
}
