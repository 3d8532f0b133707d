/// The documents whose rules one document pair of a parallel page shows (`ShownDocument`).
///
/// A pair's rule cells come from its two documents: fetching each from the site's cache (a lock and a
/// lookup) once per document pair rather than once per cell leaves the cells only to be cut out.
struct ParallelCellDocuments {
    private var documents: [ShownDocument] = []

    /// The document with `key`, fetched the first time; nil when the site has no such document.
    mutating func document(_ key: String, builder: SiteBuilder) throws -> ShownDocument? {
        if let found = documents.first(where: { $0.key == key }) { return found }
        guard let shown = try builder.body.shown(key) else { return nil }
        documents.append(shown)
        return shown
    }
}
