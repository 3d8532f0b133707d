import Foundation

/// The bytes of a rendered page as the parts they are made of: stretches of the text swift-mustache
/// rendered and, between them, the page's HTML pieces (`HTMLSplicing`). A page goes to its file part by
/// part in gathered writes (`SiteWriter`), so its bytes are never first copied into one buffer (a copy of
/// every page of the site, 4 GB at N = 10,000); `data` joins them for whoever needs them whole.
public struct SplicedPage: Sendable {
    enum Part: Sendable {
        /// A stretch of `rendered`'s UTF-8 bytes.
        case rendered(Range<Int>)
        /// One of `pieces`.
        case piece(Int)
    }

    /// The text swift-mustache rendered, markers and all.
    let rendered: String
    /// The HTML spliced in: the page's pieces, and the escaped copies of those a template escaped.
    let pieces: [HTMLBytes]
    let parts: [Part]
    /// The number of bytes of the page.
    public let count: Int

    init(rendered: String, pieces: [HTMLBytes], parts: [Part]) {
        self.rendered = rendered
        self.pieces = pieces
        self.parts = parts
        count = parts.reduce(0) { total, part in
            switch part {
            case .rendered(let range): total + range.count
            case .piece(let index): total + pieces[index].count
            }
        }
    }

    /// A page that is its rendered text alone.
    init(text: String) {
        self.init(rendered: text, pieces: [], parts: [.rendered(0..<text.utf8.count)])
    }

    /// Calls `body` with the page's bytes, part by part in order, empty parts left out. The buffers are
    /// valid only during the call.
    public func withBuffers<Result>(_ body: ([UnsafeBufferPointer<UInt8>]) throws -> Result) rethrows -> Result {
        var text = rendered
        return try text.withUTF8 { text in
            try withExtendedLifetime(pieces) {
                var buffers: [UnsafeBufferPointer<UInt8>] = []
                buffers.reserveCapacity(parts.count)
                for part in parts {
                    let buffer =
                        switch part {
                        case .rendered(let range): UnsafeBufferPointer(rebasing: text[range])
                        case .piece(let index): pieces[index].unsafeBytes
                        }
                    if !buffer.isEmpty { buffers.append(buffer) }
                }
                return try body(buffers)
            }
        }
    }

    /// The page's bytes in one buffer.
    public var data: Data {
        withBuffers { buffers in
            var data = Data(capacity: count)
            for buffer in buffers { data.append(buffer) }
            return data
        }
    }
}
