import Foundation
import Testing

@testable import HigDoc

/// A document page's table of contents ("On this page"): its sections below the title, h2 and h3 as
/// the page shows them, each linking to its heading's anchor on the page.
@Suite("document page contents")
struct DocumentContentsTests {
    let site = SiteTestSupport.bundled.site

    /// The contents' `<nav>` of a page, or nil.
    static func contents(_ page: String) -> String? {
        guard let start = page.range(of: "<nav class=\"page-contents\""),
            let end = page.range(of: "</nav>", range: start.upperBound..<page.endIndex)
        else { return nil }
        return String(page[start.lowerBound..<end.upperBound])
    }

    /// The `href` targets (without `#`) and texts of a fragment's links, in order.
    static func links(_ html: String) -> [(anchor: String, title: String)] {
        let pattern = try! NSRegularExpression(pattern: "<a href=\"#([^\"]*)\">([^<]*)</a>")
        return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map { match in
            (String(html[Range(match.range(at: 1), in: html)!]), String(html[Range(match.range(at: 2), in: html)!]))
        }
    }

    @Test("The English bars chapter lists its 8 sections and their 12 subsections, nested, in page order")
    func englishChapter() throws {
        let page = try #require(site.page(.document(.en, "bars")))
        #expect(page.contains("<article class=\"document-page has-contents\">"))
        let nav = try #require(Self.contents(page))
        #expect(nav.contains("<p class=\"page-contents-title\" id=\"page-contents-title\">On this page</p>"))
        #expect(nav.contains("<ul lang=\"en\">"))
        let links = Self.links(nav)
        #expect(links.count == 20)
        #expect(links.first?.anchor == "bars.status-bar")
        #expect(links.first?.title == "The Status Bar")
        #expect(links.last?.anchor == "bars.scope-bar.guidelines")
        // The h1's section (the chapter's own title) is the page's title, not an entry.
        #expect(!links.contains { $0.anchor == "bars.bars" })
        // Subsections are nested in their section's item.
        #expect(
            nav.contains(
                "<li><a href=\"#bars.toolbar\">Toolbar</a>\n<ul>\n"
                    + "<li><a href=\"#bars.toolbar.appearance-and-behavior\">Appearance and Behavior</a></li>\n"
                    + "<li><a href=\"#bars.toolbar.guidelines\">Guidelines</a></li>\n</ul></li>\n"
                    + "<li><a href=\"#bars.bar-buttons\">Toolbar and Navigation Bar Buttons</a></li>\n"))
        #expect(nav.components(separatedBy: "<ul>").count - 1 == 6)
        // Every entry leads to a heading of the page, in the order the headings come.
        var after = page.range(of: "<div class=\"prose\"")!.upperBound
        for link in links {
            let heading = try #require(
                page.range(of: " id=\"\(link.anchor)\">\(link.title)</h", range: after..<page.endIndex),
                "no heading \(link.anchor) after the previous entry's")
            after = heading.upperBound
        }
    }

    @Test("The Chinese chapter lists its 8 sections; a page shown in the other language keeps its headings' language")
    func chineseAndFallback() throws {
        let page = try #require(site.page(.document(.zh, "bars")))
        let nav = try #require(Self.contents(page))
        #expect(nav.contains(">本页内容</p>"))
        #expect(nav.contains("<ul lang=\"zh-Hans\">"))
        #expect(Self.links(nav).map(\.title) == ["状态栏", "导航栏", "工具栏", "工具栏和导航栏按钮", "标签栏", "标签栏图标", "搜索栏", "范围栏"])
        #expect(!nav.contains("<ul>\n"))
        // The 2010 chapter has no Chinese page: the Chinese site shows the English, its contents with it.
        let fallbackPage = try #require(site.page(.document(.zh, "iphone-2010-bars")))
        let fallback = try #require(Self.contents(fallbackPage))
        #expect(fallback.contains(">本页内容</p>"))
        #expect(fallback.contains("<ul lang=\"en\">"))
        let englishPage = try #require(site.page(.document(.en, "iphone-2010-bars")))
        let english = try #require(Self.contents(englishPage))
        #expect(Self.links(fallback).map(\.anchor) == Self.links(english).map(\.anchor))
        // Its one h2 wraps the chapter, with an h3 for each bar (their h4s are left out).
        #expect(
            Self.links(english).map(\.title) == [
                "Navigation Bars, Tab Bars, Toolbars, and the Status Bar", "The Status Bar", "Navigation Bars",
                "Toolbars", "Tab Bars",
            ])
    }

    @Test("A page with one heading below its title has no contents")
    func singleHeading() throws {
        for language in Language.allCases {
            let page = try #require(site.page(.document(language, "search-bars")))
            #expect(Self.contents(page) == nil)
            #expect(page.contains("<article class=\"document-page\">"))
        }
        // Two headings, but the second is shown as an h4: one entry, so no contents either.
        let site = try SiteBuilder(
            input: SiteInput.checked(try SiteTestSupport.corpus(en: "## A\n\nText.\n\n#### B\n", zh: "## 甲\n")),
            templates: SiteTestSupport.templates
        ).build()
        let page = try #require(site.page(.document(.en, "page")))
        #expect(page.contains("<h4 id=\"page.a.b\">"))
        #expect(Self.contents(page) == nil)
    }

    @Test("Levels are the page's: the top level shown as h2, h3 nested, deeper headings left out")
    func levels() throws {
        // Headings from ### on: the page moves them to h2, h3, h4.
        let english = "### Alpha & Omega\n\nText.\n\n#### Beta 1 < 2\n\nText.\n\n##### Deep\n\nText.\n\n### Gamma\n"
        let site = try SiteBuilder(
            input: SiteInput.checked(try SiteTestSupport.corpus(en: english, zh: "## 甲\n\n文字。\n\n## 乙\n")),
            templates: SiteTestSupport.templates
        ).build()
        let page = try #require(site.page(.document(.en, "page")))
        let nav = try #require(Self.contents(page))
        #expect(
            nav.contains(
                "<ul lang=\"en\">\n<li><a href=\"#page.alpha-omega\">Alpha &amp; Omega</a>\n<ul>\n"
                    + "<li><a href=\"#page.alpha-omega.beta-1-2\">Beta 1 &lt; 2</a></li>\n</ul></li>\n"
                    + "<li><a href=\"#page.gamma\">Gamma</a></li>\n</ul>\n</nav>"))
        #expect(page.contains("<h2 id=\"page.alpha-omega\">"))
        #expect(page.contains("<h3 id=\"page.alpha-omega.beta-1-2\">"))
        #expect(!nav.contains("Deep"))
        let chinesePage = try #require(site.page(.document(.zh, "page")))
        let chinese = try #require(Self.contents(chinesePage))
        #expect(Self.links(chinese).map(\.title) == ["甲", "乙"])
    }

    @Test("The list's HTML: an h3 before any h2 stays at the top, and so does one after it")
    func listItems() {
        func entry(_ title: String, _ level: Int) -> DocumentPage.ContentsEntry {
            DocumentPage.ContentsEntry(title: title, anchor: title.lowercased(), level: level)
        }
        func html(_ entries: [DocumentPage.ContentsEntry]) -> String {
            DocumentPage.ContentsEntry.listItemsHTML(entries).html.string
        }
        #expect(html([]) == "")
        #expect(
            html([entry("A", 3), entry("B", 3), entry("C", 2), entry("D", 3)])
                == "<li><a href=\"#a\">A</a></li>\n<li><a href=\"#b\">B</a></li>\n"
                + "<li><a href=\"#c\">C</a>\n<ul>\n<li><a href=\"#d\">D</a></li>\n</ul></li>\n")
        #expect(
            html([entry("A", 2), entry("B", 3), entry("C", 3), entry("D", 2), entry("E", 2)])
                == "<li><a href=\"#a\">A</a>\n<ul>\n<li><a href=\"#b\">B</a></li>\n<li><a href=\"#c\">C</a></li>\n"
                + "</ul></li>\n<li><a href=\"#d\">D</a></li>\n<li><a href=\"#e\">E</a></li>\n")
    }
}
