import Mustache

/// The HTML escaping of the site's templates: the same five characters as swift-mustache's `HTML`
/// content type (`<`, `>`, `&`, `"`, `'`), escaped over UTF-8 bytes instead of one dictionary lookup per
/// `Character`, and text without any of them returned as it is.
///
/// Registered as the `higdoc-html` content type; `SiteTemplates` selects it for every template that does
/// not choose a content type itself (`{{% CONTENT_TYPE: … }}`).
struct SiteHTMLContentType: MustacheContentType {
    static let name = "higdoc-html"

    /// Registers the content type with swift-mustache (idempotent).
    static let registered: Void = MustacheContentTypes.register(SiteHTMLContentType(), named: name)

    func escapeText(_ text: String) -> String {
        guard Text.withUTF8(text, { $0.contains(where: Self.needsEscaping) }) else { return text }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case 0x3C: escaped.append(contentsOf: "&lt;".utf8)
            case 0x3E: escaped.append(contentsOf: "&gt;".utf8)
            case 0x26: escaped.append(contentsOf: "&amp;".utf8)
            case 0x22: escaped.append(contentsOf: "&quot;".utf8)
            case 0x27: escaped.append(contentsOf: "&#39;".utf8)
            default: escaped.append(byte)
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte == 0x3C || byte == 0x3E || byte == 0x26 || byte == 0x22 || byte == 0x27
    }
}
