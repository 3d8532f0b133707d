import Foundation
import Testing

@testable import HigDoc

/// Raw HTML never reaches the site and unsafe URLs are dropped, each with a diagnostic.
@Suite("site safety")
struct SiteSafetyTests {
    static let english = """
        ## Status Bar

        Intro paragraph.

        <script>alert("block")</script>

        **Don’t run scripts.** Text with <script>alert("inline")</script> inline HTML and a [bad link](javascript:alert(1)).

        A [vb link](vbscript:msgbox) and [data](data:text/html;base64,PHNjcmlwdD4=) and ![pic](javascript:alert(2)).

        <img src="x.png" onerror="alert(3)">

        <div onclick="alert(4)">raw div</div>

        A [good link](https://example.com/ok) and a [relative one](Other.html#//apple_ref/doc/uid/X).

        """
    static let chinese = """
        ## 状态栏

        **不要运行脚本。**这里有 <script>alert("zh")</script> 和 [坏链接](JavaScript:alert(5))。

        """

    let site: Site
    let corpus: Corpus

    init() throws {
        corpus = try SiteTestSupport.corpus(en: SiteSafetyTests.english, zh: SiteSafetyTests.chinese)
        let graph = GuidelineGraph.build(corpus)
        site = try SiteBuilder(input: SiteInput(corpus: corpus, graph: graph), templates: SiteTestSupport.templates)
            .build()
    }

    @Test(
        "A page whose content carries <script> or javascript: links renders without them",
        arguments: [
            PageRoute.document(.en, "page"), .bar(.en, "status-bar"), .document(.zh, "page"), .bar(.zh, "status-bar"),
        ])
    func dropsScriptsAndUnsafeURLs(route: PageRoute) throws {
        let html = try #require(site.page(route))
        let main = SiteTestSupport.main(html)
        #expect(!main.isEmpty)
        for forbidden in [
            "<script", "javascript:", "JavaScript:", "vbscript:", "data:text", "onerror", "onclick", "alert(",
            "raw div",
        ] {
            #expect(!main.contains(forbidden), "\(route.path) contains \(forbidden)")
        }
        // The only script of the page is the site's own search, from the layout.
        #expect(html.components(separatedBy: "<script").count - 1 == 1)
        #expect(html.contains("<script src=\"") && html.contains("assets/search.js\" defer></script>"))
    }

    @Test("Link text stays, safe links stay, relative links become absolute")
    func keepsText() throws {
        let main = SiteTestSupport.main(try #require(site.page(.document(.en, "page"))))
        #expect(main.contains("and a bad link.</p>"))
        #expect(main.contains("<a href=\"https://example.com/ok\">good link</a>"))
        #expect(
            main.contains(
                "<a href=\"https://developer.apple.com/library/ios/documentation/Guide/Other.html#//apple_ref/doc/uid/X\">relative one</a>"
            ))
        #expect(main.contains("<span class=\"image-placeholder\" role=\"img\" aria-label=\"pic\""))
        let zh = SiteTestSupport.main(try #require(site.page(.document(.zh, "page"))))
        #expect(zh.contains("和 坏链接。</p>"))
    }

    @Test("Dropped HTML and unsafe URLs are reported with their locations")
    func diagnostics() throws {
        let dropped = site.diagnostics.filter { $0.code == .droppedHTML }
        let unsafe = site.diagnostics.filter { $0.code == .unsafeURL }
        #expect(dropped.map(\.location.file).contains("en/page.md"))
        #expect(dropped.map(\.location.file).contains("zh/page.md"))
        #expect(dropped.contains { $0.location.line == 5 && $0.message.contains("<script>") })
        #expect(unsafe.count == 5)
        #expect(unsafe.contains { $0.location.file == "zh/page.md" && $0.message.contains("坏链接") })
        let qa = try #require(site.page(.qa(.en)))
        #expect(qa.contains("<code lang=\"en\" title=\"unsafe-url\">HD0402</code>"))
        #expect(qa.contains("<code lang=\"en\" title=\"dropped-html\">HD0401</code>"))
    }

    @Test("An image with an unsafe source is reported dropped, not as a missing file")
    func unsafeImageIsNoMissingAsset() throws {
        let builder = try SiteBuilder(
            input: SiteInput(corpus: corpus, graph: GuidelineGraph.build(corpus)), templates: SiteTestSupport.templates)
        let diagnostics = builder.siteDiagnostics()
        #expect(
            diagnostics.filter { $0.code == .unsafeURL && $0.message.hasPrefix("image 'pic'") }.map(\.location.line)
                == [9])
        // The `<img>` the raw HTML holds is the one missing file.
        #expect(diagnostics.filter { $0.code == .missingImageAsset }.map(\.location.line) == [11])
        #expect(builder.siteNoteCount() == diagnostics.count)
        let qa = try #require(site.page(.qa(.en)))
        #expect(!qa.contains("<td><code>javascript:"))
    }

    @Test("Unsafe schemes are recognized, whatever their case and leading space")
    func unsafeSchemes() {
        for url in [
            "javascript:alert(1)", " JavaScript:x", "vbscript:x", "data:text/html,x", "file:///etc/passwd", "ftp://x",
        ] {
            #expect(LinkRewriter.isUnsafe(url), "\(url)")
        }
        for url in [
            "https://a.b/c", "http://a", "mailto:a@b.c", "Controls.html#//apple_ref/x", "#//apple_ref/x", "../x.html",
        ] {
            #expect(!LinkRewriter.isUnsafe(url), "\(url)")
        }
    }

    @Test("A page published at an unsafe address (javascript:) has no link to its original, nor links made from it")
    func unsafeCanonicalURL() throws {
        let corpus = try SiteTestSupport.corpus(
            en: "## Status Bar\n\nA [relative one](Other.html).\n", zh: "## 状态栏\n", canonicalURL: "javascript:alert(1)")
        let site = try SiteBuilder(
            input: SiteInput(corpus: corpus, graph: GuidelineGraph.build(corpus)), templates: SiteTestSupport.templates
        ).build()
        for route in [PageRoute.document(.en, "page"), .document(.zh, "page"), .bar(.en, "status-bar")] {
            let html = try #require(site.page(route))
            #expect(!html.contains("javascript:"), "\(route.path)")
        }
        let english = try #require(site.page(.document(.en, "page")))
        #expect(english.contains("A relative one.</p>"))
    }
}
