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
    /// Made byte by byte: every link and image of a page is named twice as it is graphed (once for its
    /// id, once to see whether the id is that name), and string interpolation of two numbers cost about
    /// 1,400 instructions a name, 2.7% of a check.
    static func name(_ kind: String, document: String, location: SourceLocation) -> String {
        guard location.line >= 0, location.column >= 0 else {
            return "\(document)/\(kind)-\(location.line)-\(location.column)"
        }
        return Text.withUTF8(document) { documentBytes in
            Text.withUTF8(kind) { kindBytes in
                // Two decimal numbers of at most 20 digits each, three separators.
                String(unsafeUninitializedCapacity: documentBytes.count + kindBytes.count + 43) { buffer in
                    var count = 0
                    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
                        for byte in bytes {
                            buffer[count] = byte
                            count += 1
                        }
                    }
                    func append(_ byte: UInt8) {
                        buffer[count] = byte
                        count += 1
                    }
                    func append(decimal value: Int) {
                        let start = count
                        var rest = value
                        repeat {
                            append(UInt8(ascii: "0") + UInt8(rest % 10))
                            rest /= 10
                        } while rest > 0
                        buffer[start..<count].reverse()
                    }
                    append(documentBytes)
                    append(UInt8(ascii: "/"))
                    append(kindBytes)
                    append(UInt8(ascii: "-"))
                    append(decimal: location.line)
                    append(UInt8(ascii: "-"))
                    append(decimal: location.column)
                    return count
                }
            }
        }
    }

    /// Keeps `id` only if it is not the name of the place.
    init(_ id: String, kind: String, document: String, location: SourceLocation) {
        numberedApart = id == Self.name(kind, document: document, location: location) ? nil : id
    }

    /// The id: the one kept, or the name of the place.
    func id(_ kind: String, document: String, location: SourceLocation) -> String {
        numberedApart ?? Self.name(kind, document: document, location: location)
    }
}
