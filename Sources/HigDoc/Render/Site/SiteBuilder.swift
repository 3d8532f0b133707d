import Foundation

/// Builds the bilingual site in memory: one page per route from the templates, the search index, the
/// sitemap, the spec and its schema, and the static assets.
public struct SiteBuilder: Sendable {
    public let context: SiteContext
    public let templates: SiteTemplates
    let body: SiteBodyRenderer

    public init(input: SiteInput, templates: SiteTemplates) {
        context = SiteContext(input: input)
        self.templates = templates
        body = SiteBodyRenderer(context: context)
    }

    /// Paths of the published spec and schema, under the site root.
    public static let specPath = "data/higdoc-spec.json"
    public static let schemaPath = "data/higdoc-spec.schema.json"
    public static let searchIndexPath = "search-index.json"

    /// Every page of the site.
    public var routes: [PageRoute] {
        var routes: [PageRoute] = [.root]
        for language in Language.allCases {
            routes.append(.home(language))
            for bar in context.graph.bars {
                routes.append(.bar(language, bar.id))
                routes.append(.parallel(language, bar.id))
            }
            for slug in context.documentSlugs { routes.append(.document(language, slug)) }
            routes += [.items(language), .qa(language), .data(language), .search(language)]
        }
        return routes.sorted()
    }

    /// Builds every file of the site; deterministic for the same input and templates.
    public func build() throws -> Site {
        var timer = StageTimer()
        return try build(timer: &timer)
    }

    /// Builds every file of the site, marking the stages on `timer` (`HIGDOC_TIMINGS`).
    public func build(timer: inout StageTimer) throws -> Site {
        timer.mark("site context")
        let diagnostics = siteDiagnostics()
        timer.mark("site diagnostics")
        let routes = self.routes
        let builder = self
        let pages = ParallelMap.map(routes) { route in
            let t0 = DispatchTime.now().uptimeNanoseconds
            let r = Result { try builder.page(route, siteDiagnostics: diagnostics) }
            if ProcessInfo.processInfo.environment["HIGDOC_PAGE_TIMES"] != nil {
                FileHandle.standardError.write(Data("[page] \(route.path) \(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9)\n".utf8))
            }
            return r
        }
        var files: [String: Data] = [:]
        for (route, page) in zip(routes, pages) { files[route.file] = Data(try page.get().utf8) }
        timer.mark("pages")
        files[Self.searchIndexPath] = Data(SearchIndexBuilder.build(context).compactJSON())
        timer.mark("search index")
        files["sitemap.xml"] = Data(SitemapWriter.xml(routes: routes, baseURL: context.input.baseURL).utf8)
        // The spec of what the site shows: with `SiteInput.checked`, byte-identical to `higdoc export`.
        let input = context.input
        files[Self.specPath] = try DeterministicJSON.encode(
            Spec(
                graph: input.graph, alignments: input.alignments, coverage: input.coverage, diagnostics: input.findings)
        )
        timer.mark("spec")
        files[Self.schemaPath] = Data(SchemaDocuments.spec.utf8)
        for asset in templates.assets { files[asset.path] = asset.data }
        return Site(files: files, routes: routes, diagnostics: diagnostics)
    }

    /// The HTML of one page.
    public func page(_ route: PageRoute, siteDiagnostics: [Diagnostic]) throws -> String {
        switch route {
        case .root: try templates.render(rootPage(), template: "root")
        case .home(let language): try templates.render(homePage(language), template: "home")
        case .bar(let language, let bar): try templates.render(barPage(language, bar), template: "bar")
        case .document(let language, let slug): try templates.render(documentPage(language, slug), template: "document")
        case .parallel(let language, let bar): try templates.render(parallelPage(language, bar), template: "parallel")
        case .items(let language): try templates.render(itemCatalogPage(language), template: "items")
        case .qa(let language):
            try templates.render(qaReportPage(language, siteDiagnostics: siteDiagnostics), template: "qa")
        case .data(let language): try templates.render(dataPage(language), template: "data")
        case .search(let language):
            try templates.render(
                SitePageModel(chrome: chrome(route, title: SiteStrings.of(language).search), content: true),
                template: "search")
        }
    }

    /// What the site drops or lacks, once per document: HD0401, HD0402, HD0403.
    public func siteDiagnostics() -> [Diagnostic] {
        var found = context.input.corpus.documents.flatMap(ContentSafetyAudit.diagnostics(for:))
        let paths = Dictionary(
            context.graph.documents.map { ($0.key, $0.path) }, uniquingKeysWith: { first, _ in first })
        found += ContentSafetyAudit.missingAssets(context.graph, paths: paths)
        return Array(Set(found)).sorted()
    }
}
