/// Writes `sitemap.xml`: every page, with its alternates in both languages and x-default, as its page
/// lists them (`SiteAlternates`): the page of a document in a language it has no translation into
/// (`untranslated`) is no alternate. Every address is percent-encoded (RFC 3986), then escaped for XML.
public enum SitemapWriter {
    public static func xml(routes: [PageRoute], untranslated: Set<PageRoute>, baseURL: String) -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">

            """
        let pages = Set(routes)
        let base = percentEncoded(baseURL, keeping: urlBytes, keepingEscapes: true)
        for route in routes.sorted() {
            out += "  <url>\n    <loc>\(location(base, route.path))</loc>\n"
            for alternate in SiteAlternates.of(route, exists: pages.contains, isUntranslated: untranslated.contains) {
                out +=
                    "    <xhtml:link rel=\"alternate\" hreflang=\"\(alternate.hreflang)\" href=\"\(location(base, alternate.route.path))\"/>\n"
            }
            out += "  </url>\n"
        }
        out += "</urlset>\n"
        return out
    }

    /// The address of the page at `path` under `base` (the base URL percent-encoded as a URL, its escapes
    /// kept), as a sitemap writes it: the path percent-encoded as a path, in which a `%`, a `?` or a `#` is
    /// a character of a name, not an escape, a query or a fragment; then the whole escaped for XML.
    static func location(_ base: String, _ path: String) -> String {
        escape(base + percentEncoded(path, keeping: pathBytes, keepingEscapes: false))
    }

    /// `text` with every byte that `kept` does not keep percent-encoded as `%XX` (RFC 3986): the UTF-8
    /// bytes of a non-ASCII character (`/文档/` is `/%E6%96%87%E6%A1%A3/`), a space, a quote, `<`, `>`,
    /// a control character, and so on. A `%` that begins a `%XX` escape is kept when `keepingEscapes` is
    /// true, so that an address encoded already is not encoded twice; any other `%` is encoded.
    static func percentEncoded(_ text: String, keeping kept: [Bool], keepingEscapes: Bool) -> String {
        Text.withUTF8(text) { bytes in
            func isHexDigit(_ byte: UInt8) -> Bool {
                switch byte {
                case 0x30...0x39, 0x41...0x46, 0x61...0x66: true
                default: false
                }
            }
            func isKept(at index: Int) -> Bool {
                let byte = bytes[index]
                guard byte == UInt8(ascii: "%") else { return kept[Int(byte)] }
                return keepingEscapes && index + 2 < bytes.count && isHexDigit(bytes[index + 1])
                    && isHexDigit(bytes[index + 2])
            }
            guard !bytes.indices.allSatisfy(isKept) else { return text }
            let digits = Array("0123456789ABCDEF".utf8)
            var encoded: [UInt8] = []
            encoded.reserveCapacity(bytes.count * 3)
            for index in bytes.indices {
                let byte = bytes[index]
                if isKept(at: index) {
                    encoded.append(byte)
                } else {
                    encoded += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
                }
            }
            return String(decoding: encoded, as: UTF8.self)
        }
    }

    /// Per byte, whether a URL holds it as it is: RFC 3986's unreserved and reserved characters.
    static let urlBytes = bytes(
        in: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=")

    /// Per byte, whether a URL's path holds it as it is: RFC 3986's `pchar` (unreserved characters,
    /// sub-delimiters, `:` and `@`) and `/`.
    static let pathBytes = bytes(in: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/")

    private static func bytes(in characters: String) -> [Bool] {
        var kept = [Bool](repeating: false, count: 256)
        for byte in characters.utf8 { kept[Int(byte)] = true }
        return kept
    }

    /// XML escaping of a URL: `&`, `<`, `>`, `"` and `'`, over its bytes (Foundation's
    /// `replacingOccurrences` cost about 26,000 instructions a URL, three URLs a page).
    static func escape(_ text: String) -> String {
        ByteEscaping.escaping(text) { byte in
            switch byte {
            case UInt8(ascii: "&"): "&amp;"
            case UInt8(ascii: "<"): "&lt;"
            case UInt8(ascii: ">"): "&gt;"
            case UInt8(ascii: "\""): "&quot;"
            case UInt8(ascii: "'"): "&apos;"
            default: nil
            }
        }
    }
}
