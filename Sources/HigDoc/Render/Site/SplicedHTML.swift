import Mustache

/// HTML made as bytes (`HTMLBytes`) in a page model, for a template to write as it is (`{{{body}}}`,
/// `{{{rowsHTML}}}`).
///
/// While a page is rendered for its file (`SiteTemplates.renderPage`), it renders as a short marker
/// that `HTMLSplicing` replaces with its bytes in the page's file; otherwise, as its text. Either way a
/// template sees a text, as with `MustacheText`: `{{name}}` escapes it, a section on it is entered
/// once, and the transforms of a string apply to it.
final class SplicedHTML: MustacheCustomRenderable, MustacheParent, MustacheTransformable, Sendable {
    let html: HTMLBytes

    init(_ html: HTMLBytes) { self.html = html }

    var renderText: String {
        guard !html.isEmpty else { return "" }
        if let splicing = HTMLSplicing.current { return splicing.marker(for: html) }
        return html.string
    }

    var isNull: Bool { false }

    func child(named name: String) -> Any? { name == "renderText" ? html.string : nil }

    func transform(_ name: String) -> Any? { html.string.transform(name) }
}
