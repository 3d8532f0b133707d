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

    @Test("Every page of the bundled site, with its alternates in both languages")
    func bundledSitemap() throws {
        let (builder, site) = SiteTestSupport.bundled
        let xml = try #require(site.text("sitemap.xml"))
        #expect(xml == SitemapWriter.xml(routes: builder.routes, baseURL: builder.context.input.baseURL))
        #expect(xml.components(separatedBy: "<url>").count - 1 == site.routes.count)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset "))
        #expect(xml.contains("<xhtml:link rel=\"alternate\" hreflang=\"zh-Hans\" href=\""))
        #expect(xml.hasSuffix("</urlset>\n"))
    }
}
