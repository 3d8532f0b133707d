import Foundation
import Testing

@testable import HigDoc

/// The same address is written the same way wherever the site writes it: in the sitemap, in the links
/// of a page's body and in a document's link to its original.
@Suite("site addresses")
struct SiteAddressAgreementTests {
    /// The English document page of a site built from `english` (with a `## 状态栏` translation) whose
    /// original is at `canonicalURL`.
    static func englishPage(_ english: String, canonicalURL: String) throws -> String {
        let corpus = try SiteTestSupport.corpus(en: english, zh: "## 状态栏\n", canonicalURL: canonicalURL)
        let site = try SiteBuilder(
            input: SiteInput(corpus: corpus, graph: GuidelineGraph.build(corpus)), templates: SiteTestSupport.templates
        ).build()
        return try #require(site.page(.document(.en, "page")))
    }

    /// The `<loc>` of the English home page in a sitemap under `baseURL`, its XML escapes undone.
    static func homeLocation(baseURL: String) throws -> String {
        let xml = SitemapWriter.xml(routes: [.home(.en)], untranslated: [], baseURL: baseURL)
        let start = try #require(xml.range(of: "<loc>"))
        let end = try #require(xml.range(of: "</loc>"))
        return String(xml[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test(
        "The sitemap writes a base URL as the link rewriter resolves a link against it",
        arguments: [
            ("https://example.org/文档/", "https://example.org/%E6%96%87%E6%A1%A3/en/"),
            ("https://example.org/a%20b/", "https://example.org/a%20b/en/"),
            ("https://example.org/100%/", "https://example.org/100%25/en/"),
            ("https://example.org/%zz%4/", "https://example.org/%25zz%254/en/"),
            ("https://example.org/[a]/", "https://example.org/%5Ba%5D/en/"),
            ("https://[::1]:8080/docs/", "https://[::1]:8080/docs/en/"),
            ("https://example.org/it's&more/", "https://example.org/it's&more/en/"),
            ("https://example.org/a b/", "https://example.org/a%20b/en/"),
            ("https://user:p@ss@example.org/", "https://user:p%40ss@example.org/en/"),
        ])
    func sitemapAndLinkRewriterAgree(_ baseURL: String, _ expected: String) throws {
        #expect(try Self.homeLocation(baseURL: baseURL) == expected)
        #expect(LinkRewriter.absolute("en/", base: baseURL) == expected)
    }

    @Test("A page's links and its original's link are percent-encoded as the sitemap's addresses are")
    func pageLinks() throws {
        let english = """
            ## Status Bar

            A [stray](https://example.org/100%/), a [second hash](https://example.org/a#b#c), an
            [escape](https://example.org/a%20b/), a [relative one](文档/100%.html) and [another](x.html#y#z).

            """
        let html = try Self.englishPage(english, canonicalURL: "https://example.org/文档/a%20b/Page.html")
        let base = "https://example.org/%E6%96%87%E6%A1%A3/a%20b/"
        for href in [
            "https://example.org/100%25/", "https://example.org/a#b%23c", "https://example.org/a%20b/",
            base + "%E6%96%87%E6%A1%A3/100%25.html", base + "x.html#y%23z", base + "Page.html",
        ] {
            #expect(html.contains("href=\"\(href)\""), "\(href)")
        }
        // The sitemap under the original's directory begins its addresses as the page's links do.
        #expect(try Self.homeLocation(baseURL: "https://example.org/文档/a%20b/") == base + "en/")
    }

    @Test(
        "A relative link whose first segment holds a colon but begins no scheme is resolved, not dropped",
        arguments: [
            ("1a:b", "https://example.org/docs/1a:b"),
            ("文档:说明.html", "https://example.org/docs/%E6%96%87%E6%A1%A3:%E8%AF%B4%E6%98%8E.html"),
            ("My Doc: intro.html", "https://example.org/docs/My%20Doc:%20intro.html"),
            ("_x:y.html#z", "https://example.org/docs/_x:y.html#z"),
        ])
    func colonInFirstSegment(_ reference: String, _ expected: String) {
        // Not a scheme (RFC 3986 3.1: a letter, then letters, digits, +, - or .), so browsers resolve it as
        // a path (WHATWG: a path-relative-scheme-less-URL string); RFC 3986 4.2 has it written `./1a:b`.
        #expect(LinkRewriter.scheme(of: reference) == nil)
        #expect(!LinkRewriter.isUnsafe(reference))
        #expect(LinkRewriter.absolute(reference, base: "https://example.org/docs/Page.html") == expected)
    }

    @Test("A body link to an IP literal keeps its brackets, as the sitemap and the original's link do")
    func ipLiteralHostInBodyLinks() throws {
        let english = """
            ## Status Bar

            An [absolute one](<http://[::1]:8080/a b>) and a [relative one](x.html).

            """
        let html = try Self.englishPage(english, canonicalURL: "http://[::1]:8080/docs/Page.html")
        // `http://%5B::1%5D:8080/` is no URL to a browser: WHATWG's host parser reads an IPv6 address only
        // from a literal `[`, and `[::1]` percent-decoded is no domain (RFC 3986 3.2.2: IP-literal).
        for href in ["http://[::1]:8080/docs/Page.html", "http://[::1]:8080/a%20b", "http://[::1]:8080/docs/x.html"] {
            #expect(html.contains("href=\"\(href)\""), "\(href)")
        }
        #expect(!html.contains("%5B::1%5D"))
        #expect(try Self.homeLocation(baseURL: "http://[::1]:8080/docs/") == "http://[::1]:8080/docs/en/")
    }

    @Test("A body link to an IP literal keeps its brackets when the body is rendered with the hooks, not cut out")
    func ipLiteralHostInHookRenderedLinks() throws {
        // A document whose inline raw HTML opens a script element is rendered through
        // `SiteBodyRenderer.hooks(for:on:)`, not from its `RenderedBody`.
        let english = """
            ## Status Bar

            Text with <script>x</script> inline HTML, an [absolute one](<http://[::1]:8080/a b>) and a
            [relative one](x.html).

            """
        let html = try Self.englishPage(english, canonicalURL: "http://[::1]:8080/docs/Page.html")
        #expect(!html.contains("<script>x"))
        for href in ["http://[::1]:8080/a%20b", "http://[::1]:8080/docs/x.html"] {
            #expect(html.contains("href=\"\(href)\""), "\(href)")
        }
        #expect(!html.contains("%5B::1%5D"))
    }
}
