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
    /// Written as bytes (`CompactJSONWriter` writes the numbers): every link and image of a page is
    /// named twice as it is graphed (once for its id, once to see whether the id is that name), and
    /// string interpolation of two numbers cost about 1,400 instructions a name, 2.7% of a check.
    static func name(_ kind: String, document: String, location: SourceLocation) -> String {
        var writer = CompactJSONWriter(capacity: document.utf8.count + kind.utf8.count + 16)
        Text.withUTF8(document) { writer.append($0) }
        writer.raw("/")
        Text.withUTF8(kind) { writer.append($0) }
        writer.raw("-")
        writer.integer(location.line)
        writer.raw("-")
        writer.integer(location.column)
        return String(decoding: writer.bytes, as: UTF8.self)
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
