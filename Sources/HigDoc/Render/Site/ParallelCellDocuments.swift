/// The documents whose rules one document pair of a parallel page shows, each with the hooks its
/// cells are rendered with (no anchors: a page that shows both languages could repeat an id).
///
/// A pair's rule cells come from its two documents: fetching the document from the site's cache (a
/// lock, a lookup, a copy of its fields) and making its hooks (six closures) once per document rather
/// than once per cell left the cells only to be rendered.
struct ParallelCellDocuments {
    private var documents: [(key: String, document: Document, hooks: HTMLBodyRenderer.Hooks)] = []

    /// The document with `key` and its hooks on `page`, fetched the first time; nil when the site has
    /// no such document.
    mutating func document(_ key: String, on page: PageRoute, builder: SiteBuilder) throws -> (
        Document, HTMLBodyRenderer.Hooks
    )? {
        if let found = documents.first(where: { $0.key == key }) { return (found.document, found.hooks) }
        guard let document = try builder.context.documents.document(key) else { return nil }
        let hooks = builder.body.hooks(for: document, on: page, anchors: false)
        documents.append((key, document, hooks))
        return (document, hooks)
    }
}
