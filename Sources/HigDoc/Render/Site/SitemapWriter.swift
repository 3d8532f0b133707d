/// Writes `sitemap.xml`: every page a search engine should index, with its alternates in both languages
/// and x-default, as its page lists them (`SiteAlternates`). Left out: the page of a document in a
/// language it has no translation into (`untranslated`: a copy of the English page, which it names
/// canonical) and the search pages (results, not content). Every address is percent-encoded
/// (`URLPercentEncoding`), then escaped for XML.
public enum SitemapWriter {
    public static func xml(routes: [PageRoute], untranslated: Set<PageRoute>, baseURL: String) -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">

            """
        let pages = Set(routes)
        let base = SiteBaseURL.encoded(baseURL)
        for route in routes.sorted() where !untranslated.contains(route) && !isSearch(route) {
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

    private static func isSearch(_ route: PageRoute) -> Bool {
        if case .search = route.firstPage { return true }
        return false
    }

    /// The address of the page at `path` under `base` (`SiteBaseURL.pageAddress`), escaped for XML.
    static func location(_ base: String, _ path: String) -> String {
        escape(SiteBaseURL.pageAddress(path, under: base))
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
