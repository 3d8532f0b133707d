import Foundation
import Testing

@testable import HigDoc

/// The site of the bundled content: pages, languages, links, anchors, images, parallel view, output.
@Suite("site builder")
struct SiteBuilderTests {
    let site = SiteTestSupport.bundled.site
    let builder = SiteTestSupport.bundled.builder

    @Test("One page per bar per language, per document, per parallel view, plus home, catalog, QA, codes, data, search")
    func pages() throws {
        // 1 root + per language: home, 6 bars, 6 parallel views, 4 documents, items, qa, codes, data, search.
        #expect(site.routes.count == 1 + 2 * (1 + 6 + 6 + 4 + 5))
        for path in [
            "index.html", "en/index.html", "zh/index.html", "en/bars/status-bar/index.html",
            "zh/bars/status-bar/index.html",
            "en/parallel/toolbar/index.html", "zh/docs/bars/index.html", "en/docs/iphone-2010-bars/index.html",
            "zh/docs/iphone-2010-bars/index.html", "en/items/index.html", "zh/qa/index.html", "zh/qa/codes/index.html",
            "en/data/index.html",
            "sitemap.xml", "search/index.json", "search/entries/0.json", "search/tokens/0.json",
            "data/higdoc-spec.json", "data/higdoc-spec.schema.json",
            "assets/site.css", "assets/search.js",
        ] {
            #expect(site.files[path] != nil, "missing \(path)")
        }
    }

    @Test("Pages declare their language, switch to the counterpart page and list hreflang alternates")
    func languages() throws {
        let zh = try #require(site.page(.bar(.zh, "status-bar")))
        #expect(zh.contains("<html lang=\"zh-Hans\">"))
        #expect(
            zh.contains(
                "<a class=\"language-switch\" href=\"../../../en/bars/status-bar/\" hreflang=\"en\" lang=\"en\" rel=\"alternate\">English</a>"
            ))
        #expect(
            zh.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"https://higdoc.example/en/bars/status-bar/\">"))
        #expect(
            zh.contains(
                "<link rel=\"alternate\" hreflang=\"zh-Hans\" href=\"https://higdoc.example/zh/bars/status-bar/\">"))
        #expect(
            zh.contains(
                "<link rel=\"alternate\" hreflang=\"x-default\" href=\"https://higdoc.example/en/bars/status-bar/\">"))
        let en = try #require(site.page(.bar(.en, "status-bar")))
        #expect(en.contains("<html lang=\"en\">"))
        #expect(
            en.contains(
                "href=\"../../../zh/bars/status-bar/\" hreflang=\"zh-Hans\" lang=\"zh-Hans\" rel=\"alternate\">中文</a>"))
        let home = try #require(site.page(.home(.zh)))
        #expect(home.contains("<link rel=\"alternate\" hreflang=\"x-default\" href=\"https://higdoc.example/\">"))
        // The home page lists every document: a translated one in the page's language, the others in
        // theirs, named; an edition is followed by a language only when it is not the page's.
        #expect(
            home.contains(
                "<li><a href=\"../zh/docs/bars/\" lang=\"zh-Hans\">栏</a> <span class=\"meta\">iOS 8</span></li>"))
        #expect(
            home.contains(
                "<li><a href=\"../zh/docs/search-bars/\" lang=\"en\">Search Bars</a> <span class=\"meta\" lang=\"en\">current · English</span></li>"
            ))
        let englishHome = try #require(site.page(.home(.en)))
        #expect(englishHome.components(separatedBy: "<span class=\"meta\">").count - 1 == 4)
        #expect(!englishHome.contains(" · </span>"))
        // Each language's counts, a noun in the singular after a count of one.
        #expect(englishHome.contains(">English</a>: 4 Documents · 35 Guidelines · 29 System items — source language"))
        #expect(englishHome.contains(">中文</a>: 1 Document · 27 Guidelines · 31 System items — Translation coverage"))
        #expect(home.contains(">中文</a>: 1 文档 · 27 指南 · 31 系统项目 — 翻译覆盖率"))
        let english = SiteStrings.english
        #expect(
            [0, 1, 2].map { english.noun(.documents, count: $0) } == ["Documents", "Document", "Documents"]
                && english.noun(.rules, count: 1) == "Guideline"
                && english.noun(.systemItems, count: 1) == "System item"
                && SiteStrings.chinese.noun(.systemItems, count: 1) == "系统项目")
        let sitemap = try #require(site.text("sitemap.xml"))
        // Every page but the three Chinese copies of untranslated English documents and the two search pages.
        #expect(sitemap.components(separatedBy: "<url>").count - 1 == site.routes.count - 5)
        #expect(!sitemap.contains("/search/"))
        #expect(
            sitemap.contains(
                "<xhtml:link rel=\"alternate\" hreflang=\"zh-Hans\" href=\"https://higdoc.example/zh/parallel/toolbar/\"/>"
            ))
    }

    @Test(
        "A document without a translation has no zh-Hans alternate, and its Chinese page lists none, in heads or sitemap"
    )
    func untranslatedAlternates() throws {
        let untranslated = ["iphone-2010-bars", "search-bars", "uikit-search-bars"]
        #expect(builder.untranslatedRoutes == Set(untranslated.map { PageRoute.document(.zh, $0) }))
        let sitemap = try #require(site.text("sitemap.xml"))
        func sitemapEntry(_ path: String) throws -> String {
            let start = try #require(sitemap.range(of: "  <url>\n    <loc>https://higdoc.example/\(path)</loc>\n"))
            let end = try #require(sitemap.range(of: "  </url>\n", range: start.upperBound..<sitemap.endIndex))
            return String(sitemap[start.lowerBound..<end.upperBound])
        }
        func alternates(_ links: [(String, String)]) -> String {
            links.map {
                #"    <xhtml:link rel="alternate" hreflang="\#($0.0)" href="https://higdoc.example/\#($0.1)"/>"# + "\n"
            }
            .joined()
        }
        for slug in untranslated {
            // The Chinese page shows the English under a notice: it is nobody's alternate and lists none,
            // since none would point back.
            let zh = try #require(site.page(.document(.zh, slug)))
            #expect(zh.contains(#"<div class="prose" lang="en">"#))
            #expect(zh.contains(#"<p class="notice">本页尚无中文译文，以下为英文原文。</p>"#))
            #expect(!zh.contains(#"<link rel="alternate""#))
            #expect(zh.contains(#"<link rel="canonical" href="https://higdoc.example/en/docs/\#(slug)/">"#))
            #expect(
                zh.contains(
                    #"<a class="language-switch" href="../../../en/docs/\#(slug)/" lang="en">English</a>"#
                ))
            // The English page does not call it its Chinese version, in its head or its switcher, which
            // still leads there.
            let en = try #require(site.page(.document(.en, slug)))
            #expect(
                en.contains(
                    #"<link rel="alternate" hreflang="en" href="https://higdoc.example/en/docs/\#(slug)/">"# + "\n"
                        + #"<link rel="alternate" hreflang="x-default" href="https://higdoc.example/en/docs/\#(slug)/">"#
                        + "\n" + #"<link rel="stylesheet""#)
            )
            #expect(!en.contains(#"hreflang="zh-Hans""#))
            #expect(
                en.contains(#"<a class="language-switch" href="../../../zh/docs/\#(slug)/" lang="zh-Hans">中文</a>"#))
            #expect(!en.contains(#"rel="canonical""#))
            // The sitemap says the same, and leaves the copy out.
            let english = alternates([("en", "en/docs/\(slug)/"), ("x-default", "en/docs/\(slug)/")])
            #expect(!sitemap.contains("https://higdoc.example/zh/docs/\(slug)/"))
            #expect(
                try sitemapEntry("en/docs/\(slug)/")
                    == "  <url>\n    <loc>https://higdoc.example/en/docs/\(slug)/</loc>\n" + english + "  </url>\n")
        }
        // The translated document keeps both alternates, on both pages and in the sitemap.
        let bars = alternates([("en", "en/docs/bars/"), ("zh-Hans", "zh/docs/bars/"), ("x-default", "en/docs/bars/")])
        for language in Language.allCases {
            let path = "\(language.rawValue)/docs/bars/"
            #expect(
                try sitemapEntry(path) == "  <url>\n    <loc>https://higdoc.example/\(path)</loc>\n" + bars
                    + "  </url>\n")
        }
        let zhBars = try #require(site.page(.document(.zh, "bars")))
        #expect(
            zhBars.contains(
                #"<link rel="alternate" hreflang="en" href="https://higdoc.example/en/docs/bars/">"# + "\n"
                    + #"<link rel="alternate" hreflang="zh-Hans" href="https://higdoc.example/zh/docs/bars/">"# + "\n"
                    + #"<link rel="alternate" hreflang="x-default" href="https://higdoc.example/en/docs/bars/">"#))
        let enBars = try #require(site.page(.document(.en, "bars")))
        #expect(
            enBars.contains(#"<link rel="alternate" hreflang="zh-Hans" href="https://higdoc.example/zh/docs/bars/">"#))
        #expect(
            enBars.contains(
                #"<a class="language-switch" href="../../../zh/docs/bars/" hreflang="zh-Hans" lang="zh-Hans" rel="alternate">中文</a>"#
            ))
        // Bar pages show only their language's documents (or say there are none): all are alternates.
        for route in site.routes where route.kind != "document" && route != .root {
            let html = try #require(site.page(route))
            #expect(html.contains(#"<link rel="alternate" hreflang="zh-Hans""#), "\(route.path)")
            #expect(html.contains(#"<link rel="alternate" hreflang="en""#), "\(route.path)")
        }
    }

    @Test("Every page has exactly one <h1>, the root page too (hidden there: its doors show the names)")
    func oneHeadingPerPage() throws {
        for route in site.routes {
            let html = try #require(site.page(route))
            #expect(html.components(separatedBy: "<h1").count == 2, "\(route.path)")
        }
        #expect(
            try #require(site.page(.root)).contains(
                #"<h1 class="visually-hidden">iOS Human Interface Guidelines: Bars</h1>"#))
    }

    @Test(
        "A bar page gathers that bar's guidance from every document of its language, labelled with source and edition")
    func barPageGathersDocuments() throws {
        let page = SiteTestSupport.main(try #require(site.page(.bar(.en, "search-bar"))))
        for title in ["Bars", "Search Bars", "Search Bars (UIKit Catalog)"] {
            #expect(page.contains(">\(title)</a>"), "no part from \(title)")
        }
        #expect(page.contains("Edition iOS 7"))
        #expect(page.contains("<code>001_bca57267d7128758.txt</code>"))
        let zh = SiteTestSupport.main(try #require(site.page(.bar(.zh, "toolbar"))))
        #expect(zh.contains("<h2 id=\"bars.toolbar\">工具栏</h2>"))
        // Bar button items belong to the toolbar and the navigation bar: both pages show them.
        #expect(zh.contains("id=\"bars.bar-button-item.action\""))
        #expect(try #require(site.page(.bar(.zh, "navigation-bar"))).contains("id=\"bars.bar-button-item.action\""))
        // The current Search Bars page ends with its Scope Bars section: the scope bar's page shows it,
        // the search bar's stops before it, and shows as many rules as it counts.
        #expect(!page.contains("id=\"search-bars.scope-bar\""))
        #expect(
            SiteTestSupport.main(try #require(site.page(.bar(.en, "scope-bar")))).contains(
                "<h2 id=\"search-bars.scope-bar\">Scope Bars</h2>"))
        #expect(page.components(separatedBy: "class=\"rule rule-").count - 1 == 6)
        #expect(page.contains("<span class=\"meta\">Guidelines 6 · System items 5</span>"))
    }

    @Test("A parallel view links a unit of two bars, and a section about both, to its own bar's page")
    func parallelViewLinksStayOnItsBar() throws {
        for language in Language.allCases {
            let navigation = try #require(site.page(.parallel(language, "navigation-bar")))
            let toolbar = try #require(site.page(.parallel(language, "toolbar")))
            let code = language.rawValue
            #expect(navigation.contains("href=\"../../../\(code)/bars/navigation-bar/#bars.bar-buttons\""))
            #expect(!navigation.contains("/bars/toolbar/#bars.bar-button"))
            #expect(navigation.contains("/bars/navigation-bar/#bars.bar-button-item."))
            #expect(toolbar.contains("/bars/toolbar/#bars.bar-button-item."))
            #expect(!toolbar.contains("/bars/navigation-bar/#bars.bar-button"))
        }
    }

    @Test("apple_ref links lead to the right page and anchor in the same language; other links as the issue says")
    func links() throws {
        let enNavigation = try #require(site.page(.bar(.en, "navigation-bar")))
        #expect(enNavigation.contains("href=\"#bars.bar-buttons\""))
        let enTabBar = try #require(site.page(.bar(.en, "tab-bar")))
        #expect(enTabBar.contains("href=\"../../../en/bars/toolbar/#bars.toolbar\""))
        // zh links are absolute URLs of the English chapter; they lead to the Chinese section.
        let zhNavigation = try #require(site.page(.bar(.zh, "navigation-bar")))
        #expect(zhNavigation.contains("href=\"../../../zh/bars/toolbar/#bars.toolbar\""))
        #expect(!zhNavigation.contains("MobileHIG/Bars.html#//apple_ref/doc/uid/TP40006556-CH12-SW4"))
        // Relative links the corpus cannot resolve become absolute links to Apple's documentation.
        let enStatus = try #require(site.page(.bar(.en, "status-bar")))
        #expect(
            enStatus.contains(
                "href=\"https://developer.apple.com/library/ios/documentation/UserExperience/Conceptual/MobileHIG/Controls.html#//apple_ref/doc/uid/TP40006556-CH15-SW44\""
            ))
        #expect(
            enStatus.contains(
                "href=\"https://developer.apple.com/library/ios/documentation/UIKit/Reference/UIApplication_Class/Reference/Reference.html#//apple_ref/doc/uid/TP40006728\""
            ))
        // Placeholder links keep their text only.
        let uikit = SiteTestSupport.main(try #require(site.page(.document(.en, "uikit-search-bars"))))
        #expect(!uikit.contains("href=\"#\""))
        #expect(
            builder.context.graph.links.filter { $0.document == "en/uikit-search-bars" && $0.destination == "#" }.count
                == 36)
        // No link anywhere on the site is relative to a page that does not exist here.
        for route in site.routes {
            let html = try #require(site.page(route))
            #expect(!html.contains("href=\"Controls.html"), "\(route.path)")
            #expect(!html.contains("href=\"../../../UIKit"), "\(route.path)")
        }
    }

    @Test("Every rule and system item has its stable anchor on the page the site links it to")
    func anchors() throws {
        let context = builder.context
        for rule in context.graph.rules {
            let html = try #require(site.page(context.route(of: rule)))
            #expect(html.contains("id=\"\(SiteAnchor.id(for: rule.id))\""), "\(rule.id)")
        }
        for item in context.graph.systemItems {
            let html = try #require(site.page(context.route(of: item)))
            #expect(html.contains("id=\"\(SiteAnchor.id(for: item.id))\""), "\(item.id)")
        }
        #expect(SiteAnchor.id(for: "en/bars/bar-button-item/airplay") == "bars.bar-button-item.airplay")
        #expect(
            context.route(of: try #require(context.items["en/bars/bar-button-item/airplay"])) == .bar(.en, "toolbar"))
    }

    @Test("Images are captioned placeholders, never <img>; the QA report lists the missing assets")
    func images() throws {
        var placeholders = 0
        for route in site.routes {
            let html = try #require(site.page(route))
            #expect(!html.contains("<img"), "\(route.path)")
            placeholders += html.components(separatedBy: "class=\"image-placeholder\"").count - 1
        }
        #expect(placeholders > builder.context.graph.images.count)
        let status = try #require(site.page(.bar(.zh, "status-bar")))
        #expect(status.contains("aria-label=\"status_bar_default_2x.png\""))
        let qa = try #require(site.page(.qa(.en)))
        // The file as the page writes it: where the image is missing.
        #expect(qa.contains("<td><code>../image/UI Elements/Bars/UIButtonBarAirPlay.png</code></td>"))
        #expect(site.diagnostics.filter { $0.code == .missingImageAsset }.count == builder.context.graph.images.count)
    }

    @Test("The toolbar's parallel view puts aligned units in one row and shows AirPlay missing in zh")
    func parallelView() throws {
        for language in Language.allCases {
            let html = try #require(site.page(.parallel(language, "toolbar")))
            let row = try #require(SiteTestSupport.row("pair-en.bars.bar-button-item.airplay", in: html))
            #expect(row.contains("data-status=\"missing\""))
            #expect(row.contains("<td class=\"side side-en\" lang=\"en\">"))
            #expect(
                row.contains(
                    language == .en
                        ? "<span class=\"gap-label\">Missing in Chinese</span>"
                        : "<span class=\"gap-label\">中文缺失</span>"))
            let camera = try #require(SiteTestSupport.row("pair-en.bars.bar-button-item.camera", in: html))
            #expect(camera.contains("data-status=\"aligned\""))
            #expect(camera.contains("<strong>相机</strong>"))
        }
        // Bar button items belong to both bars.
        #expect(
            try #require(site.page(.parallel(.en, "navigation-bar"))).contains(
                "id=\"pair-en.bars.bar-button-item.airplay\""))
    }

    @Test("A parallel view lists the English pages about its bar that no page translates, with their units")
    func parallelViewUntranslatedPages() throws {
        let search = try #require(site.page(.parallel(.en, "search-bar")))
        #expect(search.contains("<h2 id=\"untranslated\">English pages with no translation</h2>"))
        #expect(
            search.contains(
                "<li><a href=\"../../../en/docs/search-bars/\" lang=\"en\">Search Bars</a> <span class=\"meta\" lang=\"en\">current</span> — Sections 1 · Guidelines 6</li>"
            ))
        #expect(
            search.contains(
                "<li><a href=\"../../../en/docs/uikit-search-bars/\" lang=\"en\">Search Bars (UIKit Catalog)</a> <span class=\"meta\" lang=\"en\">iOS 7</span> — Sections 14</li>"
            ))
        let scope = try #require(site.page(.parallel(.zh, "scope-bar")))
        #expect(scope.contains("<h2 id=\"untranslated\">尚无中文译文的英文页面</h2>"))
        #expect(scope.contains("— 章节 1 · 指南 1</li>"))
        // The 2010 chapter has sections about the toolbar and no rule (its guidance is prose).
        let toolbar = try #require(site.page(.parallel(.en, "toolbar")))
        #expect(toolbar.contains("iPhone OS 2010</span> — Sections 3</li>"))
        let list = try #require(
            toolbar.components(separatedBy: "<h2 id=\"untranslated\">").last?.components(separatedBy: "</section>")
                .first)
        #expect(list.components(separatedBy: "<li>").count - 1 == 1)
    }

    @Test("Subsection headings the zh bar section folds in are heading-only, not missing, as the checker judges")
    func parallelViewHeadingOnly() throws {
        // `higdoc check`: the toolbar lacks 3 rules (HD0303) and 2 table rows, AirPlay and Locate (HD0305);
        // 工具栏 has no “Appearance and Behavior” / “Guidelines” headings but carries their content (HD0318).
        let findings = builder.context.input.findings.filter { $0.bar == "toolbar" }
        #expect(findings.filter { $0.code == .missingRule }.count == 3)
        #expect(findings.filter { $0.code == .missingTableRow }.count == 2)
        #expect(findings.filter { $0.code == .missingSection }.isEmpty)
        #expect(findings.filter { $0.code == .structureOnlySection }.count == 1)
        #expect(
            builder.context.input.structureOnly.filter { $0.key.hasPrefix("en/bars/toolbar/") }
                == [
                    "en/bars/toolbar/appearance-and-behavior": "zh/bars/toolbar",
                    "en/bars/toolbar/guidelines": "zh/bars/toolbar",
                ])
        for language in Language.allCases {
            let html = try #require(site.page(.parallel(language, "toolbar")))
            let en = language == .en
            #expect(html.contains(en ? "Missing in Chinese: 5</li>" : "中文缺失: 5</li>"))
            #expect(html.contains(en ? "Heading only in English: 2</li>" : "仅英文有此小标题: 2</li>"))
            #expect(html.components(separatedBy: "data-status=\"missing\"").count - 1 == 5)
            #expect(html.components(separatedBy: "data-status=\"heading-only\"").count - 1 == 2)
            for id in ["appearance-and-behavior", "guidelines"] {
                let row = try #require(SiteTestSupport.row("pair-en.bars.toolbar.\(id)", in: html))
                #expect(row.contains("data-status=\"heading-only\""))
                #expect(!row.contains("class=\"side gap\""))
                let link = "<a href=\"../../../zh/bars/toolbar/#bars.toolbar\" lang=\"zh-Hans\">工具栏</a>"
                #expect(
                    row.contains(
                        en
                            ? "<td class=\"side heading-only\"><span class=\"heading-only-label\">Heading only in English — content is in \(link)</span></td>"
                            : "<td class=\"side heading-only\"><span class=\"heading-only-label\">仅英文有此小标题，内容在「\(link)」中</span></td>"
                    ))
            }
            for item in ["airplay", "locate"] {
                let row = try #require(SiteTestSupport.row("pair-en.bars.bar-button-item.\(item)", in: html))
                #expect(row.contains("data-status=\"missing\""))
                #expect(row.contains("<td class=\"side gap\">"))
            }
        }
    }

    @Test("The item catalog lists both languages with alignment status")
    func itemCatalog() throws {
        let html = try #require(site.page(.items(.zh)))
        let airplay = try #require(SiteTestSupport.row("item-en.bars.bar-button-item.airplay", in: html))
        #expect(airplay.contains("data-status=\"missing\""))
        let camera = try #require(SiteTestSupport.row("item-en.bars.bar-button-item.camera", in: html))
        #expect(camera.contains(">相机</a>"))
        #expect(camera.contains("<span class=\"status status-aligned\">已对齐</span>"))
        // The icon column's hidden header is a chrome string, in each page's language, in every group.
        let header = { (icon: String, meaning: String, bars: String, status: String) in
            #"<tr><th scope="col"><span class="visually-hidden">\#(icon)</span></th>"#
                + #"<th scope="col" lang="en">English</th><th scope="col" lang="zh-Hans">中文</th>"#
                + #"<th scope="col">\#(meaning)</th><th scope="col">\#(bars)</th><th scope="col">\#(status)</th></tr>"#
        }
        #expect(html.components(separatedBy: header("图标", "含义", "栏", "状态")).count - 1 == 3)
        #expect(!html.contains(">Icon<"))
        let english = try #require(site.page(.items(.en)))
        #expect(english.components(separatedBy: header("Icon", "Meaning", "Bars", "Status")).count - 1 == 3)
        #expect(SiteStrings.english.icon == "Icon" && SiteStrings.chinese.icon == "图标")
    }

    @Test("English-only texts on the Chinese pages are marked lang=\"en\": messages, code names, symbols, editions")
    func englishOnChinesePages() throws {
        // The QA report: every finding's and site note's message is English (not translated), in a cell
        // that says so, and so is the code's name in its title.
        let qa = try #require(site.page(.qa(.zh)))
        #expect(qa.hasPrefix("<!DOCTYPE html>\n<html lang=\"zh-Hans\">"))
        // (The locations' paths are where the content is checked out.)
        #expect(
            qa.contains(
                #"<tr class="severity-warning"><td><span class="status severity">警告</span></td>"#
                    + #"<td><a href="../qa/codes/#HD0314"><code lang="en" title="missing-translation">HD0314</code></a></td>"#
            ))
        #expect(
            qa.contains(
                #"<code>en/search-bars.md:2:1</code></td>"#
                    + #"<td lang="en">no translation: “Search Bars” (current) has no page in 中文 that translates it</td></tr>"#
            ))
        #expect(
            qa.contains(
                #"<tr><td><a href="../qa/codes/#HD0401"><code lang="en" title="dropped-html">HD0401</code></a></td>"#))
        #expect(
            qa.contains(
                #"<code>en/bars.md:791:1</code></td><td lang="en">raw HTML block &#39;&lt;/article&gt;&#39; was dropped</td></tr>"#
            ))
        // One English cell a finding and a site note: every message.
        let report = builder.report
        #expect(qa.components(separatedBy: #"<tr class="severity-"#).count - 1 == report.findings.count)
        #expect(qa.components(separatedBy: #"<td lang="en">"#).count - 1 == report.findings.count + report.notes.count)
        // The codes page: each code's name is English.
        let codes = try #require(site.page(.codes(.zh)))
        #expect(
            codes.contains(#"<dt><code>HD0314</code> <span class="code-name" lang="en">missing-translation</span>"#))
        #expect(!codes.contains(#"<span class="code-name">"#))
        // The item catalog: an icon's caption is its UIKit symbol.
        let items = try #require(site.page(.items(.zh)))
        let share = try #require(SiteTestSupport.row("item-en.bars.bar-button-item.share", in: items))
        #expect(
            share.contains(
                #"<td class="item-icon" lang="en"><span class="image-placeholder" role="img" aria-label="Action" title="UIButtonBarAction.png">"#
            ))
        // The parallel view: on the Chinese side, the symbol under a Chinese name; editions in their
        // documents' languages.
        let parallel = try #require(site.page(.parallel(.zh, "toolbar")))
        let camera = try #require(SiteTestSupport.row("pair-en.bars.bar-button-item.camera", in: parallel))
        #expect(
            camera.contains(
                #"<td class="side side-zh" lang="zh-Hans"><span lang="en"><span class="image-placeholder" role="img" aria-label="Camera" title="UIBarButtonCamera_2x.png">"#
            ))
        #expect(
            camera.contains(
                #"<span class="image-placeholder-caption">Camera</span></span></span><p><strong>相机</strong>"#))
        #expect(
            camera.contains(
                #"<td class="side side-en" lang="en"><span class="image-placeholder" role="img" aria-label="Camera""#))
        #expect(
            parallel.contains(
                #"<a href="../../../en/docs/bars/" lang="en">Bars</a> <span class="meta" lang="en">iOS 7</span> ↔ "#
                    + #"<a href="../../../zh/docs/bars/" lang="zh-Hans">栏</a> <span class="meta" lang="zh-Hans">iOS 8</span>"#
            ))
        // Document pages: an untranslated document's edition, a translation's source edition.
        let searchBars = try #require(site.page(.document(.zh, "search-bars")))
        #expect(searchBars.contains(#"<p class="meta">版本 <span lang="en">current</span> · 来源 "#))
        let bars = try #require(site.page(.document(.zh, "bars")))
        #expect(bars.contains(#"<p class="meta">版本 iOS 8 · 来源 "#))
        #expect(
            bars.contains(
                #"<p class="meta">译自 <a href="../../../en/docs/bars/" lang="en">Bars</a> (<span lang="en">iOS 7</span>)</p>"#
            ))
        let english = try #require(site.page(.document(.en, "search-bars")))
        #expect(english.contains(#"<p class="meta">Edition current · Source "#))
    }

    @Test("The spec and schema are published as higdoc export and higdoc schema print them")
    func specPublished() throws {
        let corpus = TestSupport.bundled.corpus
        #expect(site.files[SiteBuilder.specPath] == (try DeterministicJSON.encode(SpecBuilder.spec(for: corpus))))
        #expect(site.text(SiteBuilder.schemaPath) == SchemaDocuments.spec)
    }

    @Test("Two builds are byte-identical")
    func deterministic() throws {
        let again = try SiteBuilder(input: builder.context.input, templates: SiteTestSupport.templates).build()
        #expect(again.files.keys.sorted() == site.files.keys.sorted())
        for (path, data) in site.files { #expect(again.files[path] == data, "\(path) differs") }
    }
}
