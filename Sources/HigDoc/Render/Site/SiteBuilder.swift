import Foundation

/// Builds the bilingual site in memory: one page per route from the templates, the search index, the
/// sitemap, the spec and its schema, and the static assets.
public struct SiteBuilder: Sendable {
    public let context: SiteContext
    public let templates: SiteTemplates
    let body: SiteBodyRenderer
    /// What the site drops (HD0401, HD0402), found once per build; `siteDiagnostics()` adds the images
    /// without an asset file (HD0403).
    public let siteNotes: [Diagnostic]
    /// The lists of the QA report, prepared once for all its pages.
    let report: QAReportLists
    /// The rules and system items of each bar, per language, over all its pages.
    let barCounts: [Language: [String: (rules: Int, items: Int)]]
    /// The translation coverage of each bar, per kind of unit.
    let barCoverages: [String: [UnitKind: Coverage.Ratio]]
    /// The rules and system items per bar and language that the home pages count.
    let unitCounts: UnitCounts
    /// Every page of the site, sorted by path.
    public let routes: [PageRoute]
    let routeSet: Set<PageRoute>
    /// The pages of documents in a language they have no translation into (`zh/docs/search-bars/`
    /// shows the English under a notice): no hreflang alternates in that language.
    public let untranslatedRoutes: Set<PageRoute>
    /// The search index's token files when they were written before the builder was made; nil when
    /// the whole index is made as one of the build's jobs.
    let searchTokens: SearchTokenFiles?

    /// A builder of the site of `input`. With `searchTokens`, the search index's token files are
    /// written already (`SearchTokenFiles.write`) and `build(timer:files:)` writes the rest of the
    /// index; the files are the ones `build()` makes.
    public init(input: SiteInput, templates: SiteTemplates, searchTokens: SearchTokenFiles? = nil) {
        self.searchTokens = searchTokens
        let context = SiteContext(input: input)
        self.context = context
        self.templates = templates
        // The summaries only read the context, so they are computed side by side, the longest first.
        let summaries = ParallelMap.map(Summary.Kind.allCases) {
            Summary(kind: $0, context: context)
        }
        var body: SiteBodyRenderer?
        var siteNotes: [Diagnostic] = []
        var reportAssetOrder: [Int32] = []
        var barCounts: [Language: [String: (rules: Int, items: Int)]] = [:]
        var barCoverages: [String: [UnitKind: Coverage.Ratio]] = [:]
        var unitCounts: UnitCounts?
        for summary in summaries {
            switch summary {
            case .body(let renderer): body = renderer
            case .notes(let notes): siteNotes = notes
            case .reportAssetOrder(let order): reportAssetOrder = order
            case .barCounts(let counts): barCounts = counts
            case .barCoverages(let coverages): barCoverages = coverages
            case .unitCounts(let counts): unitCounts = counts
            }
        }
        self.body = body!
        self.siteNotes = siteNotes
        report = QAReportLists(context: context, siteDiagnostics: siteNotes, assetOrder: reportAssetOrder)
        self.barCounts = barCounts
        self.barCoverages = barCoverages
        self.unitCounts = unitCounts!
        routes = Self.routes(context, report: self.report)
        routeSet = Set(routes)
        untranslatedRoutes = Self.untranslatedRoutes(context)
    }

    /// One of the summaries of the whole site that the pages share, computed once per build (the body
    /// renderer's anchor tables among them).
    private enum Summary: Sendable {
        enum Kind: CaseIterable { case notes, unitCounts, body, reportAssetOrder, barCounts, barCoverages }

        case body(SiteBodyRenderer)
        case notes([Diagnostic])
        case reportAssetOrder([Int32])
        case barCounts([Language: [String: (rules: Int, items: Int)]])
        case barCoverages([String: [UnitKind: Coverage.Ratio]])
        case unitCounts(UnitCounts)

        init(kind: Kind, context: SiteContext) {
            switch kind {
            case .body: self = .body(SiteBodyRenderer(context: context))
            case .notes: self = .notes(SiteBuilder.siteNotes(audited: context.input.contentAudit))
            case .reportAssetOrder: self = .reportAssetOrder(QAReportLists.assetOrder(context))
            case .barCounts: self = .barCounts(SiteBuilder.barCounts(context))
            case .barCoverages: self = .barCoverages(SiteBuilder.barCoverages(context))
            case .unitCounts: self = .unitCounts(UnitCounts(context: context))
            }
        }
    }

    /// Paths of the published spec and schema, under the site root.
    public static let specPath = "data/higdoc-spec.json"
    public static let schemaPath = "data/higdoc-spec.schema.json"
    /// The manifest of the sharded search index (`SearchIndexShards`).
    public static let searchIndexPath = SearchIndexShards.manifestPath

    /// Every page of the site: per language the home page, each bar's pages and parallel pages, a page
    /// per document, the catalog's and the QA report's pages, the codes', data and search pages.
    static func routes(_ context: SiteContext, report: QAReportLists) -> [PageRoute] {
        let sizes = context.input.pageSizes
        var routes: [PageRoute] = [.root]
        func pages(_ first: PageRoute, _ count: Int) -> [PageRoute] { (1...max(1, count)).map { .paged(first, $0) } }
        for language in Language.allCases {
            routes.append(.home(language))
            for bar in context.graph.bars {
                routes += pages(.bar(language, bar.id), max(1, context.placement.barPageCount(language, bar.id)))
                let pairs = context.parallelAlignments[bar.id]?.count ?? 0
                routes += pages(.parallel(language, bar.id), SitePageSizes.pageCount(pairs, perPage: sizes.documents))
            }
            for slug in context.documentSlugs { routes.append(.document(language, slug)) }
            routes += pages(.items(language), SitePageSizes.pageCount(context.catalogPairs.count, perPage: sizes.rows))
            routes += pages(.qa(language), report.pageCount(perPage: sizes.rows))
            routes += [.codes(language), .data(language), .search(language)]
        }
        return routes.sorted()
    }

    /// The document pages whose document has no version in the page's language: the page shows the
    /// document in its own language.
    static func untranslatedRoutes(_ context: SiteContext) -> Set<PageRoute> {
        var routes: Set<PageRoute> = []
        let slugs = context.documentSlugs
        for language in Language.allCases {
            for slug in slugs where context.document(slug: slug, language: language) == nil {
                routes.insert(.document(language, slug))
            }
        }
        return routes
    }

    /// Builds every file of the site in memory; deterministic for the same input and templates.
    public func build() throws -> Site {
        var timer = StageTimer()
        let collector = SiteFileCollector()
        let summary = try build(timer: &timer, files: collector.siteFiles)
        return Site(files: collector.files, routes: summary.routes, diagnostics: siteDiagnostics())
    }

    /// Builds every file of the site and hands each to `files` as soon as it is made, so no more than
    /// the pages being rendered are held in memory (and the spec, in pieces, not even whole). The pages,
    /// the search index and the spec are built side by side on all cores (the index and the spec first,
    /// since they take longest), so `files` is used from several threads at once. Stages are marked on
    /// `timer`.
    public func build(timer: inout StageTimer, files: SiteFiles) throws -> SiteBuildSummary {
        timer.mark("site context")
        let builder = self
        let jobs: [SiteBuildJob] = [.searchIndex, .spec] + inDocumentOrder(routes.compactMap(job))
        let done = ParallelMap.map(jobs) { job in
            let started = DispatchTime.now().uptimeNanoseconds
            let result = Result { try builder.write(job, to: files) }
            return (result, DispatchTime.now().uptimeNanoseconds - started)
        }
        var totalBytes = 0
        var fileCount = 0
        var seconds: [String: Double] = [:]
        for (job, (result, nanoseconds)) in zip(jobs, done) {
            let sizes = try result.get()
            fileCount += sizes.count
            totalBytes += sizes.reduce(0, +)
            seconds[job.kind, default: 0] += Double(nanoseconds) / 1e9
        }
        timer.mark("pages, search index, spec")
        for (kind, total) in seconds.sorted(by: { $0.key < $1.key }) {
            timer.note("  \(kind) (sum of job times)", seconds: total)
        }
        timer.note("  documents parsed again", count: context.documents.parseCount)
        timer.note("  documents read back from the spool", count: context.documents.spoolReadCount)
        timer.note("  spool KiB", count: context.documents.spoolByteCount / 1024)
        let skeletons = templates.skeletons.statistics
        let bodies = body.renderedBodies.counts
        timer.note("  document bodies read back or rendered for every page", count: bodies.rendered)
        timer.note("  bodies asked for", count: bodies.asked)
        timer.note("  bodies asked for while another page was getting them", count: bodies.busy)
        timer.note("  pages made from a skeleton", count: skeletons.fromSkeleton)
        timer.note("  skeletons made", count: skeletons.made)
        timer.note("  pages rendered, with a shape", count: skeletons.rendered)
        timer.note("  pages rendered, without a shape", count: skeletons.shapeless)
        var rest: [(path: String, data: Data)] = [(Self.schemaPath, Data(SchemaDocuments.spec.utf8))]
        if let baseURL = context.input.baseURL {
            rest.insert(
                (
                    "sitemap.xml",
                    Data(SitemapWriter.xml(routes: routes, untranslated: untranslatedRoutes, baseURL: baseURL).utf8)
                ), at: 0)
        }
        rest += templates.assets.map { ($0.path, $0.data) }
        for file in rest { try files.write(file.path, file.data) }
        return SiteBuildSummary(
            routes: routes, fileCount: fileCount + rest.count,
            totalBytes: totalBytes + rest.reduce(0) { $0 + $1.data.count },
            siteNoteCount: siteNoteCount())
    }

    /// The jobs in the order of the first document each shows (counting a document and its translation
    /// as one), jobs that show none first, otherwise in the order given. Built in this order, the pages
    /// that show a document are made close together, so the documents parsed again for them
    /// (`DocumentSource`) are still in its cache.
    func inDocumentOrder(_ jobs: [SiteBuildJob]) -> [SiteBuildJob] {
        let slugs = context.placement.documentSlugs
        let slugRanks = Dictionary(
            Set(slugs.values).sorted().enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        func rank(_ document: String?) -> Int { document.flatMap { slugs[$0] }.flatMap { slugRanks[$0] } ?? -1 }
        func firstParallelDocument(_ bar: String, page: Int) -> String? {
            let indices = context.parallelAlignments[bar] ?? []
            let onPage = SitePageSizes.slice(page, of: indices.count, perPage: context.input.pageSizes.documents)
            return onPage.first.map { context.input.alignments[indices[$0]].source }
        }
        func firstDocument(_ job: SiteBuildJob) -> String? {
            switch job {
            case .searchIndex, .spec: return nil
            case .page(let route), .bothLanguages(let route):
                switch route.firstPage {
                case .bar(let language, let bar):
                    return context.placement.barPage(language, bar, route.pageNumber).first?.document
                case .document(let language, let slug): return context.document(slug: slug, language: language)?.key
                case .parallel(_, let bar): return firstParallelDocument(bar, page: route.pageNumber)
                default: return nil
                }
            }
        }
        return jobs.enumerated().map { (rank: rank(firstDocument($1)), position: $0, job: $1) }
            .sorted { ($0.rank, $0.position) < ($1.rank, $1.position) }
            .map(\.job)
    }

    /// The job that builds the page at `route`: its own, or for a parallel view, the QA report or the item
    /// catalog the job of both languages (nil for the Chinese page, which the English page's job builds).
    func job(_ route: PageRoute) -> SiteBuildJob? {
        switch route.firstPage {
        case .parallel, .qa, .items:
            let english = route.inLanguage(.en)
            guard routeSet.contains(english), routeSet.contains(english.inLanguage(.zh)) else { return .page(route) }
            return route == english ? .bothLanguages(english) : nil
        default: return .page(route)
        }
    }

    /// Makes the files of one job and puts them in `files`; returns their sizes.
    func write(_ job: SiteBuildJob, to files: SiteFiles) throws -> [Int] {
        switch job {
        case .page(let route):
            let page = try splicedPage(route)
            try files.writePage(route.file, page)
            return [page.count]
        case .bothLanguages(let english):
            let pages = try pagesInBothLanguages(english)
            return try zip([english, english.inLanguage(.zh)], pages).map { route, page in
                try files.writePage(route.file, page)
                return page.count
            }
        case .searchIndex:
            // Its shards are written as they are made; its token files may be written already.
            guard let searchTokens else {
                return try SearchIndexShards.write(SearchIndexBuilder.build(context), to: files)
            }
            return try SearchIndexShards.writeEntries(
                of: searchTokens.sources, context, tokenShards: searchTokens.shardCount, to: files)
                + searchTokens.sizes
        case .spec:
            // The spec of a large corpus is more than a gigabyte: it goes out a megabyte at a time.
            var size = 0
            try spec.writeDeterministicJSON { piece in
                try files.append(Self.specPath, piece)
                size += piece.count
            }
            return [size]
        }
    }

    /// The English page at `english` and the Chinese page of the same place, in that order, made together:
    /// what they share is made once.
    private func pagesInBothLanguages(_ english: PageRoute) throws -> [SplicedPage] {
        let number = english.pageNumber
        switch english.firstPage {
        case .parallel(_, let bar):
            let rows = try parallelRows(bar, page: number, route: english)
            return try Language.allCases.map { language in
                try templates.renderPage(parallelPage(language, bar, page: number, rows: rows), template: "parallel")
            }
        case .qa:
            var first = qaReportPage(.en, page: number)
            first.content.rowsHTML = QAReportPage.RowsHTML(first.content)
            let second = qaReportPage(.zh, page: number, sharing: first.content)
            return try [first, second].map { try templates.renderPage($0, template: "qa") }
        case .items:
            let first = itemCatalogPage(.en, page: number)
            let second = itemCatalogPage(.zh, page: number, sharing: first.content)
            return try [first, second].map { try templates.renderPage($0, template: "items") }
        default:
            return try [english, english.inLanguage(.zh)].map(splicedPage)
        }
    }

    /// The spec of what the site shows: with `SiteInput.checked`, byte-identical to `higdoc export`.
    var spec: Spec {
        let input = context.input
        return Spec(
            graph: input.graph, alignments: input.alignments, coverage: input.coverage, diagnostics: input.findings)
    }

    /// The HTML of one page.
    public func page(_ route: PageRoute) throws -> String {
        let (model, template) = try pageModel(route)
        return try templates.render(model, template: template)
    }

    /// The bytes of one page's file: `page(route)`, with the HTML pieces spliced in as bytes.
    func splicedPage(_ route: PageRoute) throws -> SplicedPage {
        let (model, template) = try pageModel(route)
        return try templates.renderPage(model, template: template)
    }

    /// The model of one page and the template that renders it.
    private func pageModel(_ route: PageRoute) throws -> (Any, String) {
        let number = route.pageNumber
        switch route.firstPage {
        case .root: return (rootPage(), "root")
        case .home(let language): return (homePage(language), "home")
        case .bar(let language, let bar): return (try barPage(language, bar, page: number), "bar")
        case .document(let language, let slug): return (try documentPage(language, slug), "document")
        case .parallel(let language, let bar): return (try parallelPage(language, bar, page: number), "parallel")
        case .items(let language): return (itemCatalogPage(language, page: number), "items")
        case .qa(let language): return (qaReportPage(language, page: number), "qa")
        case .codes(let language): return (codesPage(language), "codes")
        case .data(let language): return (dataPage(language), "data")
        case .search(let language):
            return (
                SitePageModel(chrome: chrome(route, title: SiteStrings.of(language).search), content: true), "search"
            )
        case .continued:
            throw InputError(path: route.path, "no such page")
        }
    }

    /// The title of page `route` of a split list: the list's title, then "Page 2 of 7" after page 1.
    func pagedTitle(_ title: String, _ route: PageRoute, _ navigation: PageNavigation?) -> String {
        guard let navigation, route.pageNumber > 1 else { return title }
        return "\(title) · \(navigation.position)"
    }

    /// What the site drops or lacks, once per document: HD0401, HD0402, HD0403. The builder holds the
    /// first two (`siteNotes`); the HD0403 notes, one per image, are made again here.
    public func siteDiagnostics() -> [Diagnostic] {
        Diagnostic.removingRepeats(
            Diagnostic.sortedByFile(
                siteNotes + ContentSafetyAudit.missingAssets(context.graph, paths: report.documentPaths)))
    }

    /// `siteDiagnostics().count`, without making the HD0403 notes: one per image reference whose file the
    /// site looks for, less those that repeat another (the same image source at the same place of the same document).
    func siteNoteCount() -> Int {
        let images = context.graph.images
        let order = images.indices.filter { ContentSafetyAudit.wantsAsset(images[$0]) }.sorted {
            (images[$0].document, images[$0].location, images[$0].source)
                < (images[$1].document, images[$1].location, images[$1].source)
        }
        let repeats = zip(order, order.dropFirst()).count { previous, next in
            (images[previous].document, images[previous].location, images[previous].source)
                == (images[next].document, images[next].location, images[next].source)
        }
        return siteNotes.count + order.count - repeats
    }

    /// `audited`: what `ContentSafetyAudit` found in the documents, sorted, without repeats. The missing
    /// image assets are not among them: the QA report lists those on its own.
    static func siteNotes(audited: [Diagnostic]) -> [Diagnostic] {
        // The same order as `sorted()` (both sorts are stable), with far fewer comparisons. Repeats are
        // dropped after sorting, not through a `Set` before it: a set's order changes from process to
        // process, and it would carry over to findings that sort alike but differ.
        Diagnostic.removingRepeats(Diagnostic.sortedByFile(audited))
    }
}
