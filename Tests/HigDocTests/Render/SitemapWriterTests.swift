import Foundation
import Testing

@testable import HigDoc

/// The sitemap lists every page with its alternates, URLs escaped for XML.
@Suite("sitemap")
struct SitemapWriterTests {
    @Test("URLs are escaped for XML: & < > \" and ' as entities, everything else kept")
    func escaping() {
        let texts = ["https://example.com/en/bars/tab-bar/", "a&b<c>d\"e'f", "''&&", "https://例子.com/zh/docs/导航栏/", ""]
        for text in texts {
            #expect(
                SitemapWriter.escape(text)
                    == HTMLEscaping.text(text).replacingOccurrences(of: "'", with: "&apos;"), "\(text)")
        }
        #expect(SitemapWriter.escape("it's <a&b>") == "it&apos;s &lt;a&amp;b&gt;")
    }

    @Test("Addresses are percent-encoded (RFC 3986, UTF-8 bytes), then escaped for XML, in <loc> and the alternates")
    func percentEncoding() {
        // A page whose name holds what no URL may: a space, Chinese, `#`, `%`, `?` and quotes.
        let name = "a b#%?文'\""
        let xml = SitemapWriter.xml(
            routes: [.document(.en, name), .document(.zh, name)], untranslated: [],
            baseURL: "https://h.example/指南 100%/a%2Fb/")
        let base = "https://h.example/%E6%8C%87%E5%8D%97%20100%25/a%2Fb/"
        let english = base + "en/docs/a%20b%23%25%3F%E6%96%87&apos;%22/"
        let chinese = base + "zh/docs/a%20b%23%25%3F%E6%96%87&apos;%22/"
        #expect(
            xml.components(separatedBy: "\n").dropFirst(2).prefix(5).joined(separator: "\n") == """
                  <url>
                    <loc>\(english)</loc>
                    <xhtml:link rel="alternate" hreflang="en" href="\(english)"/>
                    <xhtml:link rel="alternate" hreflang="zh-Hans" href="\(chinese)"/>
                    <xhtml:link rel="alternate" hreflang="x-default" href="\(english)"/>
                """)
        #expect(xml.contains("<loc>\(chinese)</loc>"))
        // A path's `%`, `?` and `#` are characters of a name; a base URL's escapes are kept
        // (URLPercentEncodingTests has every case).
        let bracketed = SitemapWriter.xml(routes: [.home(.en)], untranslated: [], baseURL: "https://[::1]:8080/[a]/")
        #expect(bracketed.contains("<loc>https://[::1]:8080/%5Ba%5D/en/</loc>"))
        // A base without its last slash is read as the directory it names, as `SiteInput` reads it.
        let unslashed = SitemapWriter.xml(routes: [.home(.en)], untranslated: [], baseURL: "https://example.org")
        #expect(unslashed.contains("<loc>https://example.org/en/</loc>"))
    }

    @Test("higdoc build --base-url with a Chinese path writes it percent-encoded in sitemap.xml")
    func commandLineBaseURL() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("site").path
        let result = try TestSupport.higdoc([
            "build", "--content", TestSupport.contentDirectory, "--templates", SiteTestSupport.templatesDirectory,
            "--out", output, "--base-url", "https://hig.example/指南/",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let xml = try String(contentsOfFile: output + "/sitemap.xml", encoding: .utf8)
        #expect(xml.contains("<loc>https://hig.example/%E6%8C%87%E5%8D%97/en/docs/bars/</loc>"))
        #expect(xml.contains(#"hreflang="zh-Hans" href="https://hig.example/%E6%8C%87%E5%8D%97/zh/docs/bars/""#))
        #expect(!xml.contains("指南"))
    }

    /// A sitemap of a placeholder host would send crawlers nowhere (the start of the fifty-eighth session
    /// wrote one of `https://higdoc.example/` without a word).
    @Test("higdoc build without --base-url writes no sitemap.xml, and says so")
    func noBaseURLNoSitemap() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("site").path
        let result = try TestSupport.higdoc([
            "build", "--content", TestSupport.contentDirectory, "--templates", SiteTestSupport.templatesDirectory,
            "--out", output,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output + "/sitemap.xml"))
        #expect(FileManager.default.fileExists(atPath: output + "/en/index.html"))
        #expect(
            result.stderr.hasSuffix(
                "no sitemap.xml: give --base-url, the address the site is published at, to have one\n"))
        // Without the site's address, the head's alternates and canonical links are relative.
        let bars = try String(contentsOfFile: output + "/zh/docs/bars/index.html", encoding: .utf8)
        #expect(bars.contains(#"<link rel="alternate" hreflang="en" href="../../../en/docs/bars/">"#))
        #expect(bars.contains(#"<link rel="alternate" hreflang="zh-Hans" href="./">"#))
        let copy = try String(contentsOfFile: output + "/zh/docs/search-bars/index.html", encoding: .utf8)
        #expect(copy.contains(#"<link rel="canonical" href="../../../en/docs/search-bars/">"#))
    }

    @Test("Every page of the bundled site to index, with its alternates in both languages")
    func bundledSitemap() throws {
        let (builder, site) = SiteTestSupport.bundled
        let xml = try #require(site.text("sitemap.xml"))
        #expect(
            xml
                == SitemapWriter.xml(
                    routes: builder.routes, untranslated: builder.untranslatedRoutes,
                    baseURL: try #require(builder.context.input.baseURL)))
        // Less the two search pages and the three Chinese copies of untranslated English documents.
        #expect(xml.components(separatedBy: "<url>").count - 1 == site.routes.count - 5)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset "))
        #expect(xml.contains("<xhtml:link rel=\"alternate\" hreflang=\"zh-Hans\" href=\""))
        #expect(xml.hasSuffix("</urlset>\n"))
    }

    @Test("A page that shows a document untranslated is no alternate and lists none; x-default is the original's page")
    func untranslatedAlternates() {
        func alternates(_ route: PageRoute, untranslated: Set<PageRoute>) -> [String] {
            SiteAlternates.of(route, isUntranslated: untranslated.contains).map { "\($0.hreflang) \($0.route.path)" }
        }
        // No Chinese translation: the English page names itself only; the Chinese one, which no page
        // names, names none.
        let noChinese: Set<PageRoute> = [.document(.zh, "search-bars")]
        #expect(
            alternates(.document(.en, "search-bars"), untranslated: noChinese)
                == ["en en/docs/search-bars/", "x-default en/docs/search-bars/"])
        #expect(alternates(.document(.zh, "search-bars"), untranslated: noChinese).isEmpty)
        // No English one (a page written in Chinese): the Chinese page is x-default too.
        let noEnglish: Set<PageRoute> = [.document(.en, "page")]
        #expect(
            alternates(.document(.zh, "page"), untranslated: noEnglish)
                == ["zh-Hans zh/docs/page/", "x-default zh/docs/page/"])
        #expect(alternates(.document(.en, "page"), untranslated: noEnglish).isEmpty)
        // A translated page, and the other pages, keep all three.
        #expect(
            alternates(.document(.zh, "bars"), untranslated: noChinese)
                == ["en en/docs/bars/", "zh-Hans zh/docs/bars/", "x-default en/docs/bars/"])
        #expect(alternates(.root, untranslated: noChinese) == ["en en/", "zh-Hans zh/", "x-default "])
        let xml = SitemapWriter.xml(
            routes: [.document(.en, "search-bars"), .document(.zh, "search-bars")], untranslated: noChinese,
            baseURL: "https://h.example/")
        #expect(!xml.contains("zh-Hans"))
        #expect(xml.components(separatedBy: #"hreflang="en" href="https://h.example/en/docs/search-bars/""#).count == 2)
    }
}
