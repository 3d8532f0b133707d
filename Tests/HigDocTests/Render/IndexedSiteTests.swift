import Foundation
import Testing

@testable import HigDoc

/// The input `higdoc build` uses (`SiteInput.checked(index:)`): the content checked one document group
/// at a time, its pages' own graphs kept, and the documents parsed again by the pages that show them
/// (`DocumentSource`), so that the parsed corpus is never held whole.
@Suite("Site from the content index")
struct IndexedSiteTests {
    /// Builds the site of `content` both ways: from the loaded corpus and from the content index.
    static func bothSites(_ content: String, capacity: Int? = nil) throws -> (
        loaded: Site, indexed: Site, input: SiteInput, index: ContentIndex
    ) {
        let loaded = try SiteBuilder(
            input: SiteInput.checked(try Corpus.load(contentDirectory: content), baseURL: SiteTestSupport.baseURL),
            templates: SiteTestSupport.templates
        ).build()
        let index = try ContentIndex.discover(contentDirectory: content)
        var input = try SiteInput.checked(index: index, baseURL: SiteTestSupport.baseURL)
        if let capacity {
            input.documents = DocumentSource(
                index: index, textHashes: try index.pages.map { try index.parse($0).lines.textHash },
                capacity: capacity)
        }
        let indexed = try SiteBuilder(input: input, templates: SiteTestSupport.templates).build()
        return (loaded, indexed, input, index)
    }

    static func expectSameFiles(_ loaded: Site, _ indexed: Site) {
        #expect(indexed.files.keys.sorted() == loaded.files.keys.sorted())
        for (path, data) in loaded.files { #expect(indexed.files[path] == data, "\(path)") }
        #expect(indexed.routes == loaded.routes)
        #expect(indexed.diagnostics == loaded.diagnostics)
    }

    @Test("The bundled site built from the content index equals the loaded corpus's, file for file")
    func bundled() throws {
        let (loaded, indexed, input, index) = try Self.bothSites(TestSupport.contentDirectory)
        Self.expectSameFiles(loaded, indexed)
        #expect(loaded.files.count == 53)
        // The spec inside the site holds the graph, the alignments and the findings: all three agree.
        #expect(indexed.files[SiteBuilder.specPath] == loaded.files[SiteBuilder.specPath])
        #expect(input.graph.rules.count == TestSupport.bundled.graph.rules.count)
        #expect(input.contentAudit.count == 15)
        // Every page is shown by some page of the site and read back as the body rendered when it was
        // checked: once, as the cache holds all five, or again by a page that asked while the other core
        // was reading it. None is parsed again.
        #expect(index.pages.count == 5)
        #expect(input.documents.spoolReadCount >= 5)
        #expect(input.documents.parseCount == 0)
        // A first heading that repeats the title is the page's h1, with its anchor; the next headings
        // move up to h2. One that does not stays, under the title.
        let searchBars = SiteTestSupport.main(try #require(indexed.page(.document(.en, "search-bars"))))
        #expect(searchBars.contains("<h1 id=\"search-bars.search-bar\" lang=\"en\">Search Bars</h1>"))
        #expect(searchBars.contains("<h2 id=\"search-bars.scope-bar\">Scope Bars</h2>"))
        #expect(!searchBars.contains("Search Bars</h2>"))
        let catalog = SiteTestSupport.main(try #require(indexed.page(.document(.en, "uikit-search-bars"))))
        #expect(catalog.contains("<h1 lang=\"en\">Search Bars (UIKit Catalog)</h1>"))
        #expect(catalog.contains("<h2 id=\"uikit-search-bars.search-bar\">Search Bars</h2>"))
        #expect(catalog.contains("<h4 id=\"uikit-search-bars.search-bar.appearance-of-search-bars.style\">Style</h4>"))
    }

    /// Only a page whose inline raw HTML opens a script-like element goes through the filter on its
    /// pages (`DocumentSource.mayOpenScriptElements`, known from the check); its script text still never
    /// shows, and the site is the loaded corpus's.
    @Test("Script content is dropped from the pages that have it; the others are known not to need the filter")
    func scriptContentByPage() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(
            atPath: "\(QAFixture.base)/glossary.yaml", toPath: root.appendingPathComponent("glossary.yaml").path)
        func page(_ id: String, _ lang: String, translates: String? = nil, _ body: String) throws {
            let front = translates.map { "translates: \($0)\n" } ?? ""
            try TestSupport.write(
                "---\nid: \(id)\ntitle: \(id)\nlang: \(lang)\nedition: iOS 7\nsource: fixture\n\(front)---\n\(body)",
                to: "\(lang)/\(id).md", under: root)
        }
        try page("bars", "en", SiteSafetyTests.english)
        try page("bars", "zh", translates: "bars", SiteSafetyTests.chinese)
        try page("plain", "en", "## Toolbar\n\nUse a toolbar. A <sup>key</sup> stays.\n")
        let (loaded, indexed, input, _) = try Self.bothSites(root.path)
        Self.expectSameFiles(loaded, indexed)
        #expect(input.documents.mayOpenScriptElements("en/bars"))
        #expect(input.documents.mayOpenScriptElements("zh/bars"))
        #expect(!input.documents.mayOpenScriptElements("en/plain"))
        // The spool keeps the blocks of the two pages whose runs are filtered, the body of the other; all
        // three are read back, none parsed again.
        #expect(!input.documents.spoolsBody("en/bars") && !input.documents.spoolsBody("zh/bars"))
        #expect(input.documents.spoolsBody("en/plain"))
        #expect(input.documents.parseCount == 0 && input.documents.spoolReadCount >= 3)
        for route in [PageRoute.document(.en, "bars"), .document(.zh, "bars"), .bar(.en, "status-bar")] {
            let main = SiteTestSupport.main(try #require(indexed.page(route)))
            #expect(!main.isEmpty)
            #expect(!main.contains("alert("), "\(route.path)")
        }
        #expect(SiteTestSupport.main(try #require(indexed.page(.document(.en, "plain")))).contains("A key stays."))
    }

    @Test("The search index's token files written before the builder is made give the same site and summary")
    func searchTokensFirst() throws {
        let input = SiteInput.checked(TestSupport.bundled.corpus)
        let expected = try SiteBuilder(input: input, templates: SiteTestSupport.templates).build()
        let collector = SiteFileCollector()
        var timer = StageTimer()
        let searchTokens = try SearchTokenFiles.write(graph: input.graph, to: collector.siteFiles)
        // Only the token files are written before the build, and all of them.
        let early = collector.files.keys.sorted()
        #expect(!early.isEmpty && early.allSatisfy { $0.hasPrefix("search/tokens/") })
        #expect(early == expected.files.keys.filter { $0.hasPrefix("search/tokens/") }.sorted())
        let builder = SiteBuilder(input: input, templates: SiteTestSupport.templates, searchTokens: searchTokens)
        let summary = try builder.build(timer: &timer, files: collector.siteFiles)
        let files = collector.files
        #expect(files.keys.sorted() == expected.files.keys.sorted())
        for (path, data) in expected.files { #expect(files[path] == data, "\(path)") }
        #expect(summary.fileCount == expected.files.count)
        #expect(summary.totalBytes == expected.files.values.reduce(0) { $0 + $1.count })
        #expect(summary.routes == expected.routes)
    }

    @Test("With room for one document the pages parse documents again and again, and the site is the same")
    func smallCache() throws {
        let (loaded, indexed, input, index) = try Self.bothSites(TestSupport.contentDirectory, capacity: 1)
        Self.expectSameFiles(loaded, indexed)
        #expect(input.documents.capacity == 1)
        #expect(input.documents.parseCount > index.pages.count)
    }

    @Test("Pages asking for one document at the same moment wait for one parse of it")
    func oneParseAtATime() throws {
        let index = try ContentIndex.discover(contentDirectory: TestSupport.contentDirectory)
        let source = DocumentSource(
            index: index, textHashes: try index.pages.map { try index.parse($0).lines.textHash }, capacity: 4)
        let keys = index.pages.map(\.key)
        let blockCounts = ParallelMap.map(Array(0..<200)) { request in
            (try? source.document(keys[request / 100]))??.blocks.count ?? -1
        }
        #expect(source.parseCount == 2)
        let expected = try keys.prefix(2).map { try #require(TestSupport.bundled.corpus.document($0)).blocks.count }
        #expect(blockCounts == (0..<200).map { expected[$0 / 100] })
        #expect(try source.document("en/no-such-page") == nil)
    }

    @Test("The QA fixture's site from the content index equals the loaded corpus's, findings included")
    func qaFixture() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        // A changed number and a dropped rule give the report findings to show.
        try fixture.replace("zh/bars.md", "至少 44 x 44 点", with: "至少 40 x 40 点")
        try fixture.replace("zh/bars.md", "**隐藏状态栏时请慎重。**由于状态栏是透明的，通常情况下不需要隐藏它。\n\n", with: "")
        let (loaded, indexed, input, _) = try Self.bothSites(fixture.content)
        Self.expectSameFiles(loaded, indexed)
        #expect(input.findings.contains { $0.code == .numberMismatch })
        #expect(input.findings.contains { $0.code == .missingRule })
        #expect(input.findings == SiteInput.checked(try fixture.corpus()).findings)
    }

    @Test("A page changed after it was checked: the site shows it as checked; parsed again, the build stops")
    func changedFile() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        let index = try ContentIndex.discover(contentDirectory: fixture.content)
        let spooled = try SiteInput.checked(index: index)
        let unspooled = try SiteInput.checked(index: index, spool: nil)
        let expected = try SiteBuilder(
            input: SiteInput.checked(try fixture.corpus()), templates: SiteTestSupport.templates
        ).build()
        let name = try #require(
            try FileManager.default.contentsOfDirectory(atPath: fixture.content + "/en").sorted().first)
        try fixture.write("en/\(name)", try fixture.read("en/\(name)") + "\nAdded after the check.\n")
        // Read back from the spool, the pages show what the QA report and the graph describe.
        let site = try SiteBuilder(input: spooled, templates: SiteTestSupport.templates).build()
        Self.expectSameFiles(expected, site)
        #expect(spooled.documents.parseCount == 0)
        // Parsed again from the changed file, they would not: the build stops instead.
        let builder = SiteBuilder(input: unspooled, templates: SiteTestSupport.templates)
        let error = try #require(throws: InputError.self) { try builder.build() }
        #expect(error.path == fixture.content + "/en/\(name)")
        #expect(error.message == "the file changed while the site was being built; build again")
    }

    @Test("The checker hands over each page once it is parsed, in the order of the content index")
    func perDocument() throws {
        let index = try ContentIndex.discover(contentDirectory: TestSupport.contentDirectory)
        let checked = try TranslationChecker.run(index: index) { page in
            (key: page.document.key, rules: page.graph.rules.count, lines: page.lines.count)
        }
        #expect(checked.perDocument.map(\.key) == index.pages.map(\.key))
        let corpus = TestSupport.bundled.corpus
        for (kept, document) in zip(checked.perDocument, index.pages.map { corpus.document($0.key)! }) {
            #expect(kept.rules == DocumentGraphBuilder.build(document, glossary: corpus.glossary).rules.count)
            #expect(kept.lines == SourceLines.lines(ofFile: document.path)?.count)
        }
        #expect(checked.result.diagnostics == (try TranslationChecker.run(index: index)).diagnostics)
    }
}
