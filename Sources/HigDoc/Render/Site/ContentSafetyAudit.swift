/// Finds what the site drops from a document: raw HTML the parser did not recognize as a structure
/// (HD0401) and links or images with unsafe URLs (HD0402); and every image asset the corpus lacks (HD0403).
///
/// The renderer drops these silently; the audit says so once per document, whatever the number of
/// pages the content appears on.
public enum ContentSafetyAudit {
    public static func diagnostics(for document: Document) -> [Diagnostic] {
        var found: [Diagnostic] = []
        func report(_ code: DiagnosticCode, _ message: String, _ location: SourceLocation) {
            found.append(
                Diagnostic(code: code, message: message, location: DiagnosticLocation(file: document.path, location)))
        }
        func visit(_ inlines: [Inline], at location: SourceLocation) {
            for inline in inlines {
                switch inline {
                case .html(let raw):
                    report(.droppedHTML, "raw HTML '\(excerpt(raw))' was dropped", location)
                case .link(let link):
                    if LinkRewriter.isUnsafe(link.destination) {
                        report(
                            .unsafeURL,
                            "link '\(excerpt(link.children.plainText))' to '\(excerpt(link.destination))' was dropped (unsafe URL)",
                            link.location)
                    }
                    visit(link.children, at: link.location)
                case .image(let image):
                    if LinkRewriter.isUnsafe(image.source) {
                        report(
                            .unsafeURL,
                            "image '\(excerpt(image.alt))' with source '\(excerpt(image.source))' was dropped (unsafe URL)",
                            image.location)
                    }
                case .emphasis(let children), .strong(let children): visit(children, at: location)
                default: break
                }
            }
        }
        document.blocks.forEachInlineRun(
            { visit($0, at: $1) },
            other: { block in
                switch block {
                case .htmlBlock(let html):
                    report(.droppedHTML, "raw HTML block '\(excerpt(html.literal))' was dropped", html.range.start)
                case .figure(let figure):
                    for image in figure.images where LinkRewriter.isUnsafe(image.source) {
                        report(
                            .unsafeURL,
                            "image '\(excerpt(image.alt))' with source '\(excerpt(image.source))' was dropped (unsafe URL)",
                            image.location)
                    }
                default: break
                }
            })
        return found
    }

    /// One HD0403 per image reference of the graph whose file the corpus does not ship. An image with an
    /// unsafe source is not among them: it was dropped (HD0402), not looked for.
    public static func missingAssets(_ graph: GuidelineGraph, paths: [String: String]) -> [Diagnostic] {
        graph.images.filter(wantsAsset).map { image in
            Diagnostic(
                code: .missingImageAsset,
                message:
                    "image '\(ImagePlaceholder.fileName(of: image.source))' is not shipped; a placeholder is shown",
                location: DiagnosticLocation(file: paths[image.document] ?? image.document, image.location),
                subject: image.source)
        }
    }

    /// Whether the site looks for `image`'s file: every image but those whose unsafe source the site drops.
    static func wantsAsset(_ image: Image) -> Bool { !LinkRewriter.isUnsafe(image.source) }

    /// The first line of a fragment, at most 60 characters.
    static func excerpt(_ text: String) -> String {
        let line = Text.collapseWhitespace(text)
        return line.count > 60 ? String(line.prefix(59)) + "…" : line
    }
}
