import Foundation

/// Decides where each link of the content leads on the site.
///
/// - links to an anchor the graph resolved (`#//apple_ref/…`, `#scope`, `…/Bars.html#…`) go to the page and
///   anchor of the section in the same language;
/// - other relative links become absolute links into Apple's documentation, resolved against the
///   page's `canonicalURL`;
/// - placeholder (`#`) and empty links keep their text only; unsafe schemes are dropped;
/// - external `http(s)` and `mailto` links stay as written, percent-encoded as every address of the
///   site is (`URLPercentEncoding`).
public struct LinkRewriter: Sendable {
    let context: SiteContext
    /// The sections graph links resolve to, by document key and source location. Only the section is
    /// kept, not a copy of the link; of links that share a location the last one decides, and one
    /// that resolves to nothing removes the entry.
    private let resolvedSections: [String: [SourceLocation: String]]
    /// Relative links already resolved against their base.
    let resolvedURLs = ResolvedURLCache()

    public init(context: SiteContext) {
        self.context = context
        var resolvedSections: [String: [SourceLocation: String]] = [:]
        for link in context.graph.links where link.resolvedSection != nil || resolvedSections[link.document] != nil {
            resolvedSections[link.document, default: [:]][link.location] = link.resolvedSection
        }
        self.resolvedSections = resolvedSections
    }

    /// The schemes a link may keep; anything else is dropped as unsafe.
    static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

    /// The href for a link of `document` rendered on `page`, or nil to keep only the link's text.
    public func destination(for link: Inline.Link, document: String, page: PageRoute) -> String? {
        let destination = Self.trimmed(link.destination)
        if destination.isEmpty || destination == "#" { return nil }
        if Self.isUnsafe(destination) { return nil }
        if let resolved = resolvedSections[document]?[link.location],
            let target = internalTarget(resolved, document: document, page: page)
        {
            return page.href(to: target.route, anchor: target.anchor)
        }
        if Self.scheme(of: destination) != nil { return URLPercentEncoding.address(destination) }
        guard let base = context.documentInfos[document]?.canonicalURL else { return nil }
        return resolvedURLs.absolute(destination, base: base, resolve: Self.absolute)
    }

    /// `reference` resolved against `base` (a canonical URL), when that gives an allowed scheme.
    static func absolute(_ reference: String, base: String) -> String? {
        // Both percent-encoded first, so that Foundation is given RFC 3986 addresses (it refused a stray
        // `%` before Swift 6, and what it makes of one is its own rule, not the sitemap's).
        guard let base = URL(string: URLPercentEncoding.address(base)),
            let absolute = URL(string: relativeReference(reference), relativeTo: base)?.absoluteURL.absoluteString,
            scheme(of: absolute).map(allowedSchemes.contains) ?? false
        else { return nil }
        return absolute
    }

    /// `reference` percent-encoded, with `./` before it when its first segment holds a colon but begins
    /// no scheme (`1a:b`, `文档:说明.html`): RFC 3986 4.2 has such a relative path written `./1a:b`, and
    /// Foundation refuses it without (a browser reads both as the same path).
    static func relativeReference(_ reference: String) -> String {
        let encoded = URLPercentEncoding.address(reference)
        let utf8 = encoded.utf8
        guard scheme(of: encoded) == nil,
            let end = utf8.firstIndex(where: { $0 == 0x3A || $0 == 0x2F || $0 == 0x3F || $0 == 0x23 }),
            utf8[end] == UInt8(ascii: ":")
        else { return encoded }
        return "./" + encoded
    }

    /// The page and anchor of a resolved section, in the language of `document`: the current page
    /// when it shows the section, else the page where the section lives (from a parallel view, the page
    /// of the view's bar when the section is about it too).
    func internalTarget(_ sectionID: String, document: String, page: PageRoute) -> (route: PageRoute, anchor: String)? {
        guard let language = context.documentInfos[document]?.lang, let section = context.sections[sectionID],
            let local = context.section(section, in: language)
        else { return nil }
        let anchor = SiteAnchor.id(for: local.id)
        if case .bar(let pageLanguage, let bar) = page.firstPage, pageLanguage == language,
            context.placement.route(document: local.document, blockIndex: local.blockStart, preferring: [bar]) == page
        {
            return (page, anchor)
        }
        if page == context.placement.documentRoute(local.document) { return (page, anchor) }
        // Either side's cells: a view's two pages share their rows.
        if case .parallel(_, let bar) = page.firstPage, local.bars.count > 1, local.bars.contains(bar) {
            return (
                context.placement.route(
                    document: local.document, blockIndex: local.blockStart,
                    preferring: SiteContext.preferred(bar, local.bars)), anchor
            )
        }
        return (context.route(of: local), anchor)
    }

    /// The destination without surrounding whitespace and newlines; one that starts and ends with a
    /// printable ASCII character, as nearly all do, is returned without going through Foundation.
    static func trimmed(_ destination: String) -> String {
        func isPrintableASCII(_ scalar: Unicode.Scalar?) -> Bool {
            guard let value = scalar?.value else { return false }
            return value > 0x20 && value < 0x7F
        }
        let scalars = destination.unicodeScalars
        if isPrintableASCII(scalars.first) && isPrintableASCII(scalars.last) { return destination }
        return destination.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether a destination uses a scheme the site refuses (`javascript:`, `data:`, `vbscript:`, …).
    public static func isUnsafe(_ destination: String) -> Bool {
        if HTMLEscaping.isUnsafeURL(destination) { return true }
        guard let scheme = scheme(of: destination) else { return false }
        return !allowedSchemes.contains(scheme)
    }

    /// The lowercased scheme of a URL (`https`), or nil for a relative reference.
    static func scheme(of url: String) -> String? {
        if Text.isASCII(url) { return asciiScheme(of: url) }
        let trimmed = url.drop { $0.isWhitespace }
        guard let colon = trimmed.firstIndex(of: ":") else { return nil }
        let candidate = trimmed[..<colon]
        guard let first = candidate.first, first.isASCII, first.isLetter,
            candidate.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return nil }
        return candidate.lowercased()
    }

    /// `scheme(of:)` for an all-ASCII URL, over bytes: leading whitespace skipped, then an ASCII letter
    /// and letters, digits, `+`, `-` or `.` up to the first colon.
    /// The scheme's characters are read up to the first that cannot be one: a relative path
    /// (`images/toolbar.png`) is told at its first `/`, without looking for a colon further on.
    private static func asciiScheme(of url: String) -> String? {
        Text.withUTF8(url) { bytes -> String? in
            var start = 0
            // Character.isWhitespace for ASCII: tab, line feed, vertical tab, form feed, carriage return, space.
            while start < bytes.count, bytes[start] == 0x20 || (bytes[start] >= 0x09 && bytes[start] <= 0x0D) {
                start += 1
            }
            guard start < bytes.count, Text.isASCIILetter(bytes[start]) else { return nil }
            var end = start + 1
            while end < bytes.count, isSchemeByte(bytes[end]) { end += 1 }
            guard end < bytes.count, bytes[end] == UInt8(ascii: ":") else { return nil }
            // Lowercased into the string's own storage (a mapped array of the bytes was one more allocation).
            return String(unsafeUninitializedCapacity: end - start) { scheme in
                for offset in 0..<(end - start) {
                    let byte = bytes[start + offset]
                    scheme[offset] = Text.isASCIILetter(byte) ? byte | 0x20 : byte
                }
                return end - start
            }
        }
    }

    /// A letter, digit, `+`, `-` or `.`: what a scheme is made of after its first letter.
    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        Text.isASCIILetter(byte) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".")
    }
}
