/// The lists the QA report shows, prepared once and then cut into pages: the check findings, the
/// site notes, and the images without an asset file.
struct QAReportLists: Sendable {
    var findings: [Diagnostic]
    /// Site notes other than missing assets (those have their own list).
    var notes: [Diagnostic]
    /// The graph's images in the order of the missing-assets list (`assetOrder(_:)`); a page makes
    /// the rows of its own slice (`assets(_:_:)`), so the rows of every image are never held at once.
    var assetOrder: [Int32]
    var findingsBySeverity: [Severity: Int]
    /// Each document's path by its key (`documentPaths(_:)`), made once for every page's asset rows.
    var documentPaths: [String: String]

    /// `assetOrder`: the images' positions as `assetOrder(_:)` lists them.
    init(context: SiteContext, siteDiagnostics: [Diagnostic], assetOrder: [Int32]) {
        findings = context.input.findings
        notes = siteDiagnostics.filter { $0.code != .missingImageAsset }
        self.assetOrder = assetOrder
        var bySeverity: [Severity: Int] = [:]
        for diagnostic in findings { bySeverity[diagnostic.severity, default: 0] += 1 }
        findingsBySeverity = bySeverity
        documentPaths = Self.documentPaths(context)
    }

    /// The positions of the graph's images whose files the site looks for (`ContentSafetyAudit.wantsAsset`),
    /// in the order of their locations, as findings are sorted (`DiagnosticLocation`): by their document's
    /// path, then line and column as numbers.
    ///
    /// A large corpus has hundreds of thousands of images: each document's path is ranked once, and the
    /// images are sorted by rank, line and column, never by strings made of their locations.
    static func assetOrder(_ context: SiteContext) -> [Int32] {
        let paths = documentPaths(context)
        let images = context.graph.images
        // The rank of each document's path among all of them (a document's images follow each other, so
        // its rank is looked up once for the run).
        let ranks = Dictionary(
            uniqueKeysWithValues: Set(paths.values).sorted().enumerated().map { ($1, Int32($0)) })
        var rankOf: [Int32] = []
        rankOf.reserveCapacity(images.count)
        var current: (document: String, rank: Int32)?
        for position in images.indices {
            if current?.document != images[position].document {
                let document = images[position].document
                current = (document, ranks[paths[document] ?? document] ?? Int32(ranks.count))
            }
            rankOf.append(current!.rank)
        }
        return images.withUnsafeBufferPointer { images in
            (0..<Int32(images.count)).filter { ContentSafetyAudit.wantsAsset(images[Int($0)]) }.sorted { a, b in
                let (a, b) = (Int(a), Int(b))
                if rankOf[a] != rankOf[b] { return rankOf[a] < rankOf[b] }
                return images[a].location < images[b].location
            }
        }
    }

    /// The rows of the missing-assets list at `positions` of `assetOrder`.
    func assets(_ positions: Range<Int>, _ context: SiteContext) -> [QAReportPage.Asset] {
        // Each image's fields read where it is: a copy of the image retained and released its seven texts
        // for every row, on each language's page.
        let images = context.graph.images
        return assetOrder[positions].map { position in
            let index = Int(position)
            // The file is where the page looks for it, as written; the caption the alt text, or the file's
            // name when that says nothing.
            let fileName = ImagePlaceholder.fileName(of: images[index].source)
            let caption = ImagePlaceholder.caption(alt: images[index].alt, fileName: { fileName })
            return QAReportPage.Asset(
                file: images[index].source, caption: caption,
                location: Self.location(images[index].location, in: images[index].document, paths: documentPaths),
                captionLang: caption == fileName ? nil : context.documentInfos[images[index].document]?.lang.bcp47)
        }
    }

    /// Each document's path by its key (the first document of a key keeps it).
    static func documentPaths(_ context: SiteContext) -> [String: String] {
        Dictionary(context.graph.documents.map { ($0.key, $0.path) }, uniquingKeysWith: { first, _ in first })
    }

    /// Where an image is referenced (at `location` of `document`), as the list shows it
    /// (`path:line:column`).
    static func location(_ location: SourceLocation, in document: String, paths: [String: String]) -> String {
        DiagnosticLocation(file: paths[document] ?? document, location).description
    }

    /// Pages of `perPage` rows: each page shows its slice of all three lists.
    func pageCount(perPage: Int) -> Int {
        SitePageSizes.pageCount(max(findings.count, notes.count, assetOrder.count), perPage: perPage)
    }
}
