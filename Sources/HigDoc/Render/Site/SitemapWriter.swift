/// Writes `sitemap.xml`: every page, with its alternates in both languages and x-default.
public enum SitemapWriter {
    public static func xml(routes: [PageRoute], baseURL: String) -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">

            """
        let pages = Set(routes)
        for route in routes.sorted() {
            out += "  <url>\n    <loc>\(escape(baseURL + route.path))</loc>\n"
            for alternate in SiteAlternates.of(route, exists: pages.contains) {
                out +=
                    "    <xhtml:link rel=\"alternate\" hreflang=\"\(alternate.hreflang)\" href=\"\(escape(baseURL + alternate.route.path))\"/>\n"
            }
            out += "  </url>\n"
        }
        out += "</urlset>\n"
        return out
    }

    static func escape(_ text: String) -> String {
        HTMLEscaping.text(text).replacingOccurrences(of: "'", with: "&apos;")
    }
}
