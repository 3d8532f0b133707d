/// The id of a node named after its place (`en/bars/link-34-165`), kept only when it is not that name.
///
/// `DocumentGraphBuilder` names links and images after their document, kind and place, and numbers one
/// apart (`…-2`) only when the page already has the name. Most such ids are never stored: a large
/// corpus has hundreds of thousands of links and images, and the name can be made again when read.
struct PlaceID: Hashable, Sendable {
    /// The id when it is not the name of the place, else nil.
    private var numberedApart: String?

    /// `document/kind-line-column`.
    static func name(_ kind: String, document: String, location: SourceLocation) -> String {
        "\(document)/\(kind)-\(location.line)-\(location.column)"
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
