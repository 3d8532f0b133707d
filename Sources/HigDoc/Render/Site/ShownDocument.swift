/// A document as the site's pages show it: its body rendered once for every page (`RenderedBody`), or,
/// when there is none to cut runs from, the parsed document its pages render their runs from.
struct ShownDocument {
    let key: String
    /// The body the runs are cut from, when there is one.
    let body: RenderedBody?
    /// The parsed document, when it is at hand (always when there is no body).
    let document: Document?
    /// The document's top-level blocks' outline.
    let outline: RenderedBody.Outline

    init(key: String, body: RenderedBody) {
        self.key = key
        self.body = body
        document = nil
        outline = body.outline
    }

    init(key: String, body: RenderedBody?, document: Document) {
        self.key = key
        self.body = body
        self.document = document
        outline = body?.outline ?? RenderedBody.Outline(document.blocks)
    }
}
