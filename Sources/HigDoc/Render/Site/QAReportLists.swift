/// The lists the QA report shows, prepared once and then cut into pages: the check findings, the
/// site notes, and the images without an asset file.
struct QAReportLists: Sendable {
    var findings: [Diagnostic]
    /// Site notes other than missing assets (those have their own list).
    var notes: [Diagnostic]
    var assets: [QAReportPage.Asset]
    var findingsBySeverity: [Severity: Int]

    /// `assets`: the images' rows as `assets(_:)` lists them.
    init(context: SiteContext, siteDiagnostics: [Diagnostic], assets: [QAReportPage.Asset]) {
        findings = context.input.findings
        notes = siteDiagnostics.filter { $0.code != .missingImageAsset }
        self.assets = assets
        var bySeverity: [Severity: Int] = [:]
        for diagnostic in findings { bySeverity[diagnostic.severity, default: 0] += 1 }
        findingsBySeverity = bySeverity
    }

    /// A row per image of the graph, sorted by the length of its location, then the location (each
    /// length is counted once, not in every comparison).
    static func assets(_ context: SiteContext) -> [QAReportPage.Asset] {
        let paths = Dictionary(
            context.graph.documents.map { ($0.key, $0.path) }, uniquingKeysWith: { first, _ in first })
        return context.graph.images.map { image in
            let asset = QAReportPage.Asset(
                fileName: ImagePlaceholder.fileName(of: image.source),
                caption: ImagePlaceholder.caption(alt: image.alt, source: image.source),
                location: DiagnosticLocation(file: paths[image.document] ?? image.document, image.location).description)
            return (length: asset.location.count, asset: asset)
        }
        .sorted { ($0.length, $0.asset.location) < ($1.length, $1.asset.location) }
        .map(\.asset)
    }

    /// Pages of `perPage` rows: each page shows its slice of all three lists.
    func pageCount(perPage: Int) -> Int {
        SitePageSizes.pageCount(max(findings.count, notes.count, assets.count), perPage: perPage)
    }
}
