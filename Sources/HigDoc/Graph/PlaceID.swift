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
    private static func writeName(
        _ kind: String, document: String, location: SourceLocation, into buffer: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        var count = 0
        func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            for byte in bytes {
                buffer[count] = byte
                count += 1
            }
        }
        func append(_ value: Int) {
            count += DecimalText.write(value, to: buffer.baseAddress! + count)
        }
        Text.withUTF8(document) { append($0) }
        buffer[count] = UInt8(ascii: "/")
        count += 1
        Text.withUTF8(kind) { append($0) }
        buffer[count] = UInt8(ascii: "-")
        count += 1
        append(location.line)
        buffer[count] = UInt8(ascii: "-")
        count += 1
        append(location.column)
        return count
    }

    /// The id: the one kept, or the name of the place.
    func id(_ kind: String, document: String, location: SourceLocation) -> String {
        numberedApart ?? Self.name(kind, document: document, location: location)
    }
}
