import Foundation
import Testing

@testable import HigDoc

/// Long lists continue on …/page/N/: the bundled content built with one document per bar page and seven
/// rows per catalog and QA page.
@Suite("Site pagination")
struct SitePaginationTests {
    static let paged: (builder: SiteBuilder, site: Site) = {
        var input = SiteInput.checked(TestSupport.bundled.corpus)
        input.pageSizes = SitePageSizes(documents: 1, rows: 7)
        let builder = SiteBuilder(input: input, templates: SiteTestSupport.templates)
        return (builder, try! builder.build())
    }()

    @Test("Split lists get continuation pages; the standard sizes keep the bundled site on single pages")
    func routes() throws {
        let (builder, site) = Self.paged
        #expect(PageRoute.paged(.bar(.en, "search-bar"), 3).path == "en/bars/search-bar/page/3/")
        // A unit's link made in one string is the path or href and the unit's anchor, in either shape of id.
        let page = PageRoute.paged(.bar(.zh, "search-bar"), 2)
        for id in ["zh/bars/搜索栏/rule-1", "en/a", "en//x/", "plain", "", "zh/bars/a&b"] {
            #expect(page.path(anchorOfUnit: id) == page.path + "#" + SiteAnchor.id(for: id), "\(id)")
            #expect(PageRoute.root.path(anchorOfUnit: id) == "#" + SiteAnchor.id(for: id))
            for from in [PageRoute.home(.en), .document(.en, "bars"), page] {
                #expect(
                    from.href(to: page, anchorOfUnit: id) == from.href(to: page, anchor: SiteAnchor.id(for: id)),
                    "\(id)")
            }
        }
        #expect(page.path(anchorOfUnit: "zh/bars/搜索栏/rule-1") == "zh/bars/search-bar/page/2/#bars.搜索栏.rule-1")
        #expect(PageRoute.paged(.bar(.en, "search-bar"), 1) == .bar(.en, "search-bar"))
        // Three English documents have search bar guidance (not the 2010 chapter), one Chinese document.
        #expect(builder.context.placement.barPageCount(.en, "search-bar") == 3)
        #expect(builder.context.placement.barPageCount(.zh, "search-bar") == 1)
        #expect(site.page(.continued(.bar(.en, "search-bar"), page: 3)) != nil)
        #expect(site.page(.continued(.bar(.en, "search-bar"), page: 4)) == nil)
        #expect(site.page(.continued(.bar(.zh, "search-bar"), page: 2)) == nil)
        // 60 system items in 33 catalog rows: 16 buttons (10 pairs, 2 missing, 4 extra), 12 tab bar icon
        // pairs, 5 search bar element pairs; 7 a page.
        #expect(builder.context.catalogPairs.count == 33)
        // Each row keeps where its items are, as the index of items finds their ids.
        let items = builder.context.items
        for pair in builder.context.catalogPairs {
            #expect(pair.sourcePosition.map(Int.init) == pair.source.flatMap(items.position(of:)))
            #expect(pair.translationPosition.map(Int.init) == pair.translation.flatMap(items.position(of:)))
            let shown = try #require(pair.source ?? pair.translation)
            #expect(pair.status == builder.context.alignment.status(of: shown))
        }
        #expect(
            builder.context.catalogPairs.filter { $0.sourcePosition != nil && $0.translationPosition != nil }.count
                == 27)
        // The rows' statuses: 27 aligned pairs, 2 English buttons missing, 4 extra.
        let statuses = builder.context.catalogPairs.map(\.status)
        #expect(statuses.filter { $0 == .aligned }.count == 27)
        #expect(statuses.filter { $0 == .missing }.count == 2 && statuses.filter { $0 == .extra }.count == 4)
        #expect(site.page(.continued(.items(.en), page: 5)) != nil)
        #expect(site.page(.continued(.items(.en), page: 6)) == nil)
        let qaPages = site.routes.filter { $0.firstPage == .qa(.en) }.count
        #expect(qaPages == SitePageSizes.pageCount(builder.context.input.findings.count, perPage: 7))
        #expect(SiteTestSupport.bundled.site.routes.allSatisfy { $0.pageNumber == 1 })
    }

    @Test(
        "A QA page's rows are made once for both languages: the same rows but for the severities' names, a site note's without severity"
    )
    func qaPagesBuiltTogether() throws {
        let (builder, site) = Self.paged
        let pages = builder.report.pageCount(perPage: 7)
        #expect(pages == 16)
        func tableBodies(_ html: String) -> [Substring] {
            html.components(separatedBy: "<tbody>").dropFirst().compactMap { part in
                part.range(of: "</tbody>").map { part[..<$0.lowerBound] }
            }
        }
        var pagesWithSiteNotes = 0
        var chineseNames: [String: Int] = [:]
        for number in 1...pages {
            let english = try #require(site.page(.paged(.qa(.en), number)))
            let chinese = try #require(site.page(.paged(.qa(.zh), number)))
            #expect(chinese.contains("<h1>质量报告</h1>") && english.contains("<h1>QA report</h1>"))
            // Coverage, then findings, site notes and missing assets as far as the page has them.
            let rows = tableBodies(english)
            #expect(rows.count >= 2 && rows.dropFirst().contains { $0.contains("<tr") })
            // The Chinese page names each finding's severity in Chinese; nothing else differs.
            var englishNamed = tableBodies(chinese).dropFirst().map(String.init)
            for (english, name) in [("error", "错误"), ("warning", "警告"), ("note", "提示")] {
                let cell = #"<span class="status severity">"#
                chineseNames[name, default: 0] += englishNamed.map { $0.components(separatedBy: cell + name).count - 1 }
                    .reduce(0, +)
                englishNamed = englishNamed.map { $0.replacingOccurrences(of: cell + name, with: cell + english) }
            }
            #expect(rows.dropFirst().map(String.init) == englishNamed)
            // A site note's row has no severity cell (every site note is a note).
            let notes = english.components(separatedBy: #"<h2 id="site-notes">"#).dropFirst().first ?? ""
            if let noteRows = tableBodies(notes.components(separatedBy: "</section>")[0]).first {
                #expect(noteRows.hasPrefix("\n<tr><td><a href=\"") && !noteRows.contains("severity"))
                pagesWithSiteNotes += 1
            }
        }
        #expect(pagesWithSiteNotes == 2)
        let bySeverity = builder.report.findingsBySeverity
        #expect(chineseNames == ["错误": bySeverity[.error], "警告": bySeverity[.warning], "提示": bySeverity[.note]])
        #expect(chineseNames["警告"] == 28)
    }

    @Test("The QA pages list every image without an asset once, by path, line and column, 7 a page")
    func missingAssetPages() throws {
        let (builder, _) = Self.paged
        let context = builder.context
        let paths = Dictionary(context.graph.documents.map { ($0.key, $0.path) }, uniquingKeysWith: { a, _ in a })
        let expected = context.graph.images.map { image in
            DiagnosticLocation(file: paths[image.document] ?? image.document, image.location)
        }
        .sorted().map(\.description)
        var listed: [QAReportPage.Asset] = []
        let pages = builder.report.pageCount(perPage: 7)
        for page in 1...pages {
            let content = builder.qaReportPage(.en, page: page).content
            #expect(content.assets.count <= 7)
            #expect(content.summary.hasSuffix("\(expected.count) images have no asset file."))
            listed += content.assets
        }
        #expect(listed.map(\.location) == expected)
        // Each row's file (as the page writes it) and caption are those of the image at its location.
        let byLocation = Dictionary(
            context.graph.images.map { image in
                (
                    DiagnosticLocation(file: paths[image.document] ?? image.document, image.location).description,
                    [
                        image.source, ImagePlaceholder.caption(alt: image.alt, source: image.source),
                    ]
                )
            }, uniquingKeysWith: { first, _ in first })
        #expect(listed.allSatisfy { byLocation[$0.location] == [$0.file, $0.caption] })
        #expect(expected.count == context.graph.images.count)
        #expect(expected.count > 7)
        let first = try #require(listed.first)
        // Relative to the content directory, as every path the site shows.
        #expect(first.location == "en/bars.md:32:1")
        #expect(first.file.hasSuffix(".png") && first.file.contains("/"))
        #expect(builder.qaReportPage(.zh, page: pages + 1).content.assets.isEmpty)
        // The builder keeps the dropped-HTML notes; the site's diagnostics add an HD0403 per image, sorted.
        let diagnostics = builder.siteDiagnostics()
        #expect(!builder.siteNotes.contains { $0.code == .missingImageAsset })
        #expect(diagnostics.filter { $0.code == .missingImageAsset }.count == expected.count)
        #expect(diagnostics.count == builder.siteNotes.count + expected.count)
        #expect(diagnostics == diagnostics.sorted())
        #expect(builder.siteNoteCount() == diagnostics.count)
    }

    /// The start of the fifty-eighth session sorted them by the length of the location, then the location:
    /// `bars.md:319:1` before `bars.md:32:93`, and the shorter paths' images first.
    @Test(
        "Missing assets sort as findings do: by path, then line and column as numbers",
        arguments: ["fixture", "fixtur\u{E9}", "fixture\u{301}", "图片"])
    func assetOrder(root: String) throws {
        // Images at lines 1 … 71 and columns 1 … 3, in two documents: locations of one, two and three
        // lengths, compared across the documents' paths.
        let page = (0..<36).map { String(repeating: "x", count: $0 % 3) + "![i](Art/\($0).png)" }
            .joined(separator: "\n\n")
        var input = SiteInput.checked(try SiteTestSupport.corpus(en: page, zh: page))
        for index in input.graph.documents.indices {
            input.graph.documents[index].path = root + "/" + input.graph.documents[index].path
        }
        let context = SiteContext(input: input)
        let paths = QAReportLists.documentPaths(context)
        let locations = context.graph.images.map { QAReportLists.location($0.location, in: $0.document, paths: paths) }
        #expect(locations.count == 72 && locations.contains { $0.hasSuffix("/zh/page.md:9:2") })
        let expected = context.graph.images.map {
            DiagnosticLocation(file: paths[$0.document] ?? $0.document, $0.location)
        }
        .sorted().map(\.description)
        #expect(QAReportLists.assetOrder(context).map { locations[Int($0)] } == expected)
        #expect(
            expected.first?.hasSuffix("/en/page.md:1:1") == true && expected.last?.hasSuffix("/zh/page.md:71:3") == true
        )
    }

    @Test("An image referenced twice at one place is one HD0403 note, and the count of notes agrees")
    func repeatedImage() throws {
        let page = """
            # Bars

            <table><tr><td><img src="Art/a.png" alt="A"><img src="Art/a.png" alt="A"></td></tr></table>

            | Icon |
            | --- |
            | <img src="Art/c.png"><img src="Art/c.png"> |

            ![B](Art/b.png) ![B](Art/b.png)
            """
        let corpus = try SiteTestSupport.corpus(en: page, zh: page)
        let builder = SiteBuilder(
            input: SiteInput(corpus: corpus, graph: GuidelineGraph.build(corpus)), templates: SiteTestSupport.templates)
        let images = builder.context.graph.images
        let notes = builder.siteDiagnostics().filter { $0.code == .missingImageAsset }
        // Per language: the two <img> of the pipe table's cell share the cell's place; the two of the HTML
        // table are each at its own <img>, and the two markdown images each at its own place.
        #expect(images.count == 12)
        #expect(notes.count == 10)
        #expect(Set(notes.map(\.location)).count == 10)
        #expect(builder.siteNoteCount() == builder.siteDiagnostics().count)
        #expect(builder.siteNoteCount() == builder.siteNotes.count + 10)
    }

    @Test("A page's way back to the root has one ../ per part of its path, on every page and odd slugs")
    func rootPrefix() throws {
        #expect(PageRoute.root.rootPrefix == "")
        #expect(PageRoute.home(.zh).rootPrefix == "../")
        #expect(PageRoute.paged(.qa(.en), 12).rootPrefix == "../../../../")
        #expect(
            PageRoute.paged(.parallel(.zh, "tab-bar"), 2).href(to: "assets/site.css")
                == "../../../../../assets/site.css")
        let odd: [PageRoute] = [
            .document(.en, "a/b"), .document(.en, "/lead"), .document(.en, "trail/"), .document(.en, ""),
            .bar(.zh, "x//y"), .paged(.document(.zh, "a/b/c"), 7),
        ]
        for route in Self.paged.site.routes + odd {
            #expect(route.rootPrefix == String(repeating: "../", count: route.path.split(separator: "/").count))
        }
    }

    @Test("Paths and hrefs of every kind of page, as their definitions give them")
    func pathsAndHrefs() throws {
        let expected: [(PageRoute, String)] = [
            (.root, ""), (.home(.zh), "zh/"), (.bar(.en, "tab-bar"), "en/bars/tab-bar/"),
            (.document(.zh, "导航/栏"), "zh/docs/导航/栏/"), (.parallel(.en, "toolbar"), "en/parallel/toolbar/"),
            (.items(.zh), "zh/items/"), (.qa(.en), "en/qa/"), (.data(.zh), "zh/data/"), (.search(.en), "en/search/"),
            (.paged(.qa(.zh), 12), "zh/qa/page/12/"),
            (.paged(.bar(.en, "search-bar"), 2), "en/bars/search-bar/page/2/"),
        ]
        for (route, path) in expected {
            #expect(route.path == path)
            #expect(route.file == path + "index.html")
        }
        let routes = Array(Self.paged.site.routes.prefix(40)) + expected.map(\.0)
        for from in routes {
            for to in routes {
                let relative = from.rootPrefix + to.path
                #expect(from.href(to: to) == (from == to ? "./" : relative.isEmpty ? "./" : relative))
                #expect(from.href(to: to, anchor: "rule-ü 1") == (from == to ? "" : relative) + "#rule-ü 1")
            }
        }
    }

    @Test("Every unit is linked to the page that shows it, continuations included")
    func anchors() throws {
        let (builder, site) = Self.paged
        let context = builder.context
        var onContinuations = 0
        for rule in context.graph.rules {
            let route = context.route(of: rule)
            if route.pageNumber > 1 { onContinuations += 1 }
            let html = try #require(site.page(route), "\(route.path)")
            #expect(html.contains("id=\"\(SiteAnchor.id(for: rule.id))\""), "\(rule.id)")
        }
        #expect(onContinuations > 0)
    }

    @Test("A continuation page navigates, is titled by its position, and falls back to page 1 across languages")
    func navigation() throws {
        let site = Self.paged.site
        let html = try #require(site.page(.continued(.bar(.en, "search-bar"), page: 2)))
        #expect(html.contains("<title>Search Bar · Page 2 of 3 · "))
        #expect(html.contains("<li><a rel=\"prev\" href=\"../../../../../en/bars/search-bar/\">Previous</a></li>"))
        #expect(html.contains("<li><span aria-current=\"page\">2</span></li>"))
        // The Chinese search bar has one page: no alternate to a missing page 2, the switcher goes to page 1.
        #expect(html.contains("<link rel=\"alternate\" hreflang=\"en\""))
        #expect(!html.contains("<link rel=\"alternate\" hreflang=\"zh-Hans\""))
        #expect(html.contains("class=\"language-switch\" href=\"../../../../../zh/bars/search-bar/\""))
        let single = try #require(site.page(.bar(.zh, "search-bar")))
        #expect(!single.contains("class=\"pagination\""))
    }

    @Test("Parallel views, QA pages and catalog pages: one job for both languages, each page as if alone")
    func pagesBuiltInBothLanguages() throws {
        let (builder, site) = Self.paged
        let kinds = ["parallel", "qa", "items"]
        let jobs = builder.routes.compactMap(builder.job)
        let together = jobs.compactMap { if case .bothLanguages(let route) = $0 { route } else { nil } }
        // One document pair: one parallel page per bar; 16 QA pages and 5 catalog pages of 7 rows.
        #expect(together.count == 6 + 16 + 5)
        #expect(Set(together) == Set(site.routes.filter { kinds.contains($0.kind) && $0.language == .en }))
        #expect(!jobs.contains { if case .page(let route) = $0 { kinds.contains(route.kind) } else { false } })
        let shown = site.routes.filter { kinds.contains($0.kind) }
        #expect(shown.count == 2 * together.count)
        for route in shown { #expect(site.page(route) == (try builder.page(route)), "\(route.path)") }
        // A catalog row shares its id, image, names and links; its meaning and status label are the page's.
        for number in 1...5 {
            let english = builder.itemCatalogPage(.en, page: number).content.groups
            let chinese = builder.itemCatalogPage(.zh, page: number, sharing: .init(groups: english)).content.groups
            #expect(english.map(\.id) == chinese.map(\.id))
            for (en, zh) in zip(english, chinese) {
                #expect(en.rows.map(\.id) == zh.rows.map(\.id) && en.rows.map(\.zhHref) == zh.rows.map(\.zhHref))
                #expect(en.rows.map(\.placeholder) == zh.rows.map(\.placeholder))
                #expect(zip(en.rows, zh.rows).allSatisfy { $0.statusLabel != $1.statusLabel })
            }
        }
        func meanings(_ language: Language) -> [String] {
            builder.itemCatalogPage(language, page: 2).content.groups.flatMap(\.rows).map(\.meaning)
        }
        #expect(meanings(.zh).contains("创建一个新项目") && meanings(.en).contains("Create a new item"))
    }

    @Test("Any positive page size works, Int.max included: page counts and slices do not overflow")
    func largestPageSizes() {
        #expect(SitePageSizes.pageCount(0, perPage: 7) == 1)
        #expect(SitePageSizes.pageCount(7, perPage: 7) == 1)
        #expect(SitePageSizes.pageCount(8, perPage: 7) == 2)
        #expect(SitePageSizes.pageCount(33, perPage: .max) == 1)
        #expect(SitePageSizes.pageCount(.max, perPage: .max) == 1)
        #expect(SitePageSizes.pageCount(.max, perPage: 1) == .max)
        #expect(SitePageSizes.slice(2, of: 8, perPage: 7) == 7..<8)
        #expect(SitePageSizes.slice(3, of: 8, perPage: 7) == 8..<8)
        #expect(SitePageSizes.slice(1, of: 33, perPage: .max) == 0..<33)
        #expect(SitePageSizes.slice(2, of: 33, perPage: .max) == 33..<33)
        #expect(SitePageSizes.slice(.max, of: .max, perPage: 2) == .max..<Int.max)
    }

    @Test("higdoc build with the largest page sizes builds the site the standard sizes build")
    func largestPageSizesThroughTheCommandLine() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let standard = root.appendingPathComponent("standard").path
        let largest = root.appendingPathComponent("largest").path
        let common = [
            "build", "--content", TestSupport.contentDirectory, "--templates", SiteTestSupport.templatesDirectory,
        ]
        #expect(try TestSupport.higdoc(common + ["--out", standard]).status == 0)
        let built = try TestSupport.higdoc(
            common + ["--out", largest, "--documents-per-page", "\(Int.max)", "--rows-per-page", "\(Int.max)"])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["largest", "standard"])
        let files = try #require(FileManager.default.subpaths(atPath: standard)).sorted()
        #expect(try #require(FileManager.default.subpaths(atPath: largest)).sorted() == files)
        for file in files where !file.hasSuffix("/") {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: standard + "/" + file, isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { continue }
            #expect(
                FileManager.default.contents(atPath: largest + "/" + file)
                    == FileManager.default.contents(atPath: standard + "/" + file), "\(file)")
        }
    }
}
