import Foundation

/// The id of a node named after its place (`en/bars/link-34-165`), kept only when it is not that name.
///
/// `DocumentGraphBuilder` names links and images after their document, kind and place, and numbers one
/// apart (`…-2`) only when the page already has the name. Most such ids are never stored: a large
/// corpus has hundreds of thousands of links and images, and the name can be made again when read.
struct PlaceID: Hashable, Sendable {
    /// The id when it is not the name of the place, else nil.
    private var numberedApart: String?

    /// `document/kind-line-column`.
    ///
    /// Written as bytes, straight into the string's storage: every link and image of a page is named
    /// as it is graphed, and string interpolation of two numbers cost about 1,400 instructions a name,
    /// 2.7% of a check.
    static func name(_ kind: String, document: String, location: SourceLocation) -> String {
        String(unsafeUninitializedCapacity: nameCapacity(kind, document: document)) { buffer in
            writeName(kind, document: document, location: location, into: buffer)
        }
    }

    /// An id known to be the name of the place (nil) or not (the id).
    init(numberedApart: String?) {
        self.numberedApart = numberedApart
    }

    /// Keeps `id` only if it is not the name of the place (compared with the name written on the
    /// stack: no string is made for it).
    init(_ id: String, kind: String, document: String, location: SourceLocation) {
        let isName = withUnsafeTemporaryAllocation(
            of: UInt8.self, capacity: Self.nameCapacity(kind, document: document)
        ) {
            buffer in
            let count = Self.writeName(kind, document: document, location: location, into: buffer)
            return Text.withUTF8(id) { $0.count == count && memcmp($0.baseAddress!, buffer.baseAddress!, count) == 0 }
        }
        numberedApart = isName ? nil : id
    }

    /// Room enough for a name: the document, the kind, two separators and two numbers of
    /// `DecimalText.maximumLength` characters at most.
    private static func nameCapacity(_ kind: String, document: String) -> Int {
        document.utf8.count + kind.utf8.count + 3 + 2 * DecimalText.maximumLength
    }

    /// Writes the name into `buffer` (of `nameCapacity` bytes at least) and returns its length.
    ///
    /// Each piece's length is returned, not added to a count the pieces' closures capture: a local
    /// function that changes a captured variable has each of its calls checked for exclusive access
    /// at run time (most of the build's calls into those checks).
    private static func writeName(
        _ kind: String, document: String, location: SourceLocation, into buffer: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        let base = buffer.baseAddress!
        var count = copyUTF8(of: document, to: base)
        base[count] = UInt8(ascii: "/")
        count += 1
        count += copyUTF8(of: kind, to: base + count)
        base[count] = UInt8(ascii: "-")
        count += 1
        count += DecimalText.write(location.line, to: base + count)
        base[count] = UInt8(ascii: "-")
        count += 1
        return count + DecimalText.write(location.column, to: base + count)
    }

    /// Copies the UTF-8 bytes of `text` to `output`; returns how many it copied.
    private static func copyUTF8(of text: String, to output: UnsafeMutablePointer<UInt8>) -> Int {
        Text.withUTF8(text) { bytes in
            if let source = bytes.baseAddress { output.initialize(from: source, count: bytes.count) }
            return bytes.count
        }
    }

    /// The id: the one kept, or the name of the place.
    func id(_ kind: String, document: String, location: SourceLocation) -> String {
        numberedApart ?? Self.name(kind, document: document, location: location)
    }
}
