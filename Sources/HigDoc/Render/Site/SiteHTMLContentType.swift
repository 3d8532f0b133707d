import Mustache

/// The HTML escaping of the site's templates: the same five characters as swift-mustache's `HTML`
/// content type (`<`, `>`, `&`, `"`, `'`), escaped over UTF-8 bytes instead of one dictionary lookup per
/// `Character`, and text without any of them returned as it is.
///
/// Registered as the `higdoc-html` content type; `SiteTemplates` selects it for every template that does
/// not choose a content type itself (`{{% CONTENT_TYPE: … }}`).
struct SiteHTMLContentType: MustacheContentType, HTMLEntities {
    static let name = "higdoc-html"

    /// Registers the content type with swift-mustache (idempotent).
    static let registered: Void = MustacheContentTypes.register(SiteHTMLContentType(), named: name)

    func escapeText(_ text: String) -> String {
        if let marker = HTMLSplicing.escapedMarker(text) { return marker }
        return ByteEscaping.escaping(text, Self.entity)
    }

    /// The entity that replaces a byte, if any.
    @inline(__always)
    static func entity(_ byte: UInt8) -> StaticString? {
        switch byte {
        case 0x3C: "&lt;"
        case 0x3E: "&gt;"
        case 0x26: "&amp;"
        case 0x22: "&quot;"
        case 0x27: "&#39;"
        default: nil
        }
    }
}

extension HTMLBytes {
    /// Appends `text` escaped as the site's templates escape it (`SiteHTMLContentType`).
    mutating func appendTemplateEscaped(_ text: String) {
        appendEscaped(text, as: SiteHTMLContentType.self)
    }

    /// Appends a piece of HTML escaped as the site's templates escape it as a text (`{{name}}` on a
    /// `SplicedHTML`), from its bytes.
    mutating func appendTemplateEscaped(_ html: HTMLBytes) {
        html.withUnsafeBytes { appendEscaped(bytes: $0, as: SiteHTMLContentType.self) }
    }
}
