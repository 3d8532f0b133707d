import Foundation

/// Builds the bilingual site in memory: one page per route from the templates, the search index, the
/// sitemap, the spec and its schema, and the static assets.
public struct SiteBuilder: Sendable {
    public let context: SiteContext
    public let templates: SiteTemplates
    let body: SiteBodyRenderer
    /// What the site drops or lacks (HD0401–HD0403), found once per build.
    public let siteNotes: [Diagnostic]
    /// The lists of the QA report, prepared once for all its pages.
    let report: QAReportLists
    /// The rules and system items of each bar, per language, over all its pages.
    let barCounts: [Language: [String: (rules: Int, items: Int)]]
    /// The translation coverage of each bar, per kind of unit.
    let barCoverages: [String: [UnitKind: Coverage.Ratio]]
    /// Every page of the site, sorted by path.
    public let routes: [PageRoute]
    let routeSet: Set<PageRoute>

    public init(input: SiteInput, templates: SiteTemplates) {
        context = SiteContext(input: input)
        self.templates = templates
        body = SiteBodyRenderer(context: context)
        siteNotes = Self.siteDiagnostics(context)
        report = QAReportLists(context: context, siteDiagnostics: siteNotes)
        barCounts = Self.barCounts(context)
        barCoverages = Self.barCoverages(context)
        routes = Self.routes(context, report: report)
        routeSet = Set(routes)
    }

    /// Paths of the published spec and schema, under the site root.
    public static let specPath = "data/higdoc-spec.json"
    public static let schemaPath = "data/higdoc-spec.schema.json"
    /// The manifest of the sharded search index (`SearchIndexShards`).
    public static let searchIndexPath = SearchIndexShards.manifestPath

    /// Every page of the site: per language the home page, each bar's pages and parallel pages, a page
    /// per document, the catalog's and the QA report's pages, the data and search pages.
    static func routes(_ context: SiteContext, report: QAReportLists) -> [PageRoute] {
        let sizes = context.input.pageSizes
        var routes: [PageRoute] = [.root]
        func pages(_ first: PageRoute, _ count: Int) -> [PageRoute] { (1...max(1, count)).map { .paged(first, $0) } }
        for language in Language.allCases {
            routes.append(.home(language))
            for bar in context.graph.bars {
                routes += pages(.bar(language, bar.id), context.placement.barPages[language]?[bar.id]?.count ?? 1)
                let pairs = context.parallelAlignments[bar.id]?.count ?? 0
                routes += pages(.parallel(language, bar.id), SitePageSizes.pageCount(pairs, perPage: sizes.documents))
            }
            for slug in context.documentSlugs { routes.append(.document(language, slug)) }
            routes += pages(.items(language), SitePageSizes.pageCount(context.catalogPairs.count, perPage: sizes.rows))
            routes += pages(.qa(language), report.pageCount(perPage: sizes.rows))
            routes += [.data(language), .search(language)]
        }
        return routes.sorted()
    }

    /// Builds every file of the site in memory; deterministic for the same input and templates.
    public func build() throws -> Site {
        var timer = StageTimer()
        let collector = SiteFileCollector()
        let summary = try build(timer: &timer) { path, data in collector.add(path, data) }
        return Site(files: collector.files, routes: summary.routes, diagnostics: summary.diagnostics)
    }

    /// Builds every file of the site and hands each to `write` as soon as it is made, so no more than
    /// the pages being rendered are held in memory. Pages are rendered on all cores, so `write` is
    /// called from several threads at once (never twice for a path). Stages are marked on `timer`.
    public func build(timer: inout StageTimer, write: @Sendable (String, Data) throws -> Void) throws
        -> SiteBuildSummary
    {
        timer.mark("site context")
        let diagnostics = siteNotes
        let builder = self
        let written = ParallelMap.map(routes) { route in
            let started = DispatchTime.now().uptimeNanoseconds
            let result = Result {
                let data = Data(try builder.page(route).utf8)
                try write(route.file, data)
                return data.count
            }
            return (result, DispatchTime.now().uptimeNanoseconds - started)
        }
        var totalBytes = 0
        var seconds: [String: Double] = [:]
        for (route, (result, nanoseconds)) in zip(routes, written) {
            totalBytes += try result.get()
            seconds[route.kind, default: 0] += Double(nanoseconds) / 1e9
        }
        timer.mark("pages")
        for (kind, total) in seconds.sorted(by: { $0.key < $1.key }) {
            timer.note("  \(kind) pages (CPU)", seconds: total)
        }
        var files = 0
        func emit(_ path: String, _ data: Data) throws {
            try write(path, data)
            files += 1
            totalBytes += data.count
        }
        for file in SearchIndexShards.files(SearchIndexBuilder.build(context)) { try emit(file.path, file.data) }
        timer.mark("search index")
        try emit("sitemap.xml", Data(SitemapWriter.xml(routes: routes, baseURL: context.input.baseURL).utf8))
        // The spec of what the site shows: with `SiteInput.checked`, byte-identical to `higdoc export`.
        let input = context.input
        try emit(
            Self.specPath,
            Spec(
                graph: input.graph, alignments: input.alignments, coverage: input.coverage, diagnostics: input.findings
            )
            .deterministicJSON())
        timer.mark("spec")
        try emit(Self.schemaPath, Data(SchemaDocuments.spec.utf8))
        for asset in templates.assets { try emit(asset.path, asset.data) }
        return SiteBuildSummary(
            routes: routes, fileCount: routes.count + files, totalBytes: totalBytes, diagnostics: diagnostics)
    }

    /// The HTML of one page.
    public func page(_ route: PageRoute) throws -> String {
        let number = route.pageNumber
        switch route.firstPage {
        case .root: return try templates.render(rootPage(), template: "root")
        case .home(let language): return try templates.render(homePage(language), template: "home")
        case .bar(let language, let bar):
            return try templates.render(barPage(language, bar, page: number), template: "bar")
        case .document(let language, let slug):
            return try templates.render(documentPage(language, slug), template: "document")
        case .parallel(let language, let bar):
            return try templates.render(parallelPage(language, bar, page: number), template: "parallel")
        case .items(let language):
            return try templates.render(itemCatalogPage(language, page: number), template: "items")
        case .qa(let language): return try templates.render(qaReportPage(language, page: number), template: "qa")
        case .data(let language): return try templates.render(dataPage(language), template: "data")
        case .search(let language):
            return try templates.render(
                SitePageModel(chrome: chrome(route, title: SiteStrings.of(language).search), content: true),
                template: "search")
        case .continued:
            throw InputError(path: route.path, "no such page")
        }
    }

    /// The title of page `route` of a split list: the list's title, then "Page 2 of 7" after page 1.
    func pagedTitle(_ title: String, _ route: PageRoute, _ navigation: PageNavigation?) -> String {
        guard let navigation, route.pageNumber > 1 else { return title }
        return "\(title) · \(navigation.position)"
    }

    /// What the site drops or lacks, once per document: HD0401, HD0402, HD0403.
    public func siteDiagnostics() -> [Diagnostic] { siteNotes }

    static func siteDiagnostics(_ context: SiteContext) -> [Diagnostic] {
        var found = context.input.corpus.documents.flatMap(ContentSafetyAudit.diagnostics(for:))
        let paths = Dictionary(
            context.graph.documents.map { ($0.key, $0.path) }, uniquingKeysWith: { first, _ in first })
        found += ContentSafetyAudit.missingAssets(context.graph, paths: paths)
        return Array(Set(found)).sorted()
    }
}
