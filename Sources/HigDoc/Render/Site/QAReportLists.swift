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

    /// The positions of the graph's images, sorted by the length of their location, then the location
    /// (each length is counted once, not in every comparison).
    ///
    /// A large corpus has hundreds of thousands of images: their locations are written one after another
    /// into one buffer and compared there, byte by byte, instead of kept as that many strings while they
    /// are sorted (at N = 10,000 pages 38 MB instead of 117 MB, at the moment the build's memory peaked).
    /// Bytes compare as the strings do when every location is its own normal form (paths of ASCII and
    /// CJK text, `Text.isCanonicallyInert`); otherwise the strings themselves are sorted.
    static func assetOrder(_ context: SiteContext) -> [Int32] {
        let paths = documentPaths(context)
        let images = context.graph.images
        var bytes: [UInt8] = []
        var starts: [Int] = []
        var lengths: [Int32] = []
        starts.reserveCapacity(images.count + 1)
        lengths.reserveCapacity(images.count)
        var inert = true
        // Each location (`path:line:column`) written into the buffer as its string would read: the path
        // of the image's document (looked up once for the run of its images, which follow each other),
        // then the two numbers. Images are read where they are (a loop over them copied every one).
        var path: (document: String, bytes: [UInt8], characters: Int)?
        for position in images.indices {
            if path?.document != images[position].document {
                let document = images[position].document
                let file = paths[document] ?? document
                // A location that is not its own normal form (its path is not; the rest is ASCII): the
                // strings are sorted instead, from the start.
                guard Text.isCanonicallyInert(file) else {
                    inert = false
                    break
                }
                path = (document, Array(file.utf8), Text.characterCount(file))
            }
            starts.append(bytes.count)
            bytes += path!.bytes
            // Inert text is one character a scalar: the path's characters and one per byte after it.
            let suffix = Self.appendLineAndColumn(of: images[position].location, to: &bytes)
            lengths.append(Int32(path!.characters + suffix))
        }
        starts.append(bytes.count)
        guard inert else {
            return images.enumerated().map { position, image in
                let location = location(image.location, in: image.document, paths: paths)
                return (length: location.count, location: location, position: Int32(position))
            }
            .sorted { ($0.length, $0.location) < ($1.length, $1.location) }
            .map(\.position)
        }
        return bytes.withUnsafeBufferPointer { bytes in
            func precedes(_ a: Int32, _ b: Int32) -> Bool {
                let (a, b) = (Int(a), Int(b))
                if lengths[a] != lengths[b] { return lengths[a] < lengths[b] }
                let first = bytes[starts[a]..<starts[a + 1]]
                let second = bytes[starts[b]..<starts[b + 1]]
                return first.lexicographicallyPrecedes(second)
            }
            return (0..<Int32(images.count)).sorted(by: precedes)
        }
    }

    /// The rows of the missing-assets list at `positions` of `assetOrder`.
    func assets(_ positions: Range<Int>, _ context: SiteContext) -> [QAReportPage.Asset] {
        // Each image's fields read where it is: a copy of the image retained and released its seven texts
        // for every row, on each language's page.
        let images = context.graph.images
        return assetOrder[positions].map { position in
            let index = Int(position)
            // The file name is the caption too when the alt text says nothing: made once for both.
            let fileName = ImagePlaceholder.fileName(of: images[index].source)
            let caption = ImagePlaceholder.caption(alt: images[index].alt, fileName: { fileName })
            return QAReportPage.Asset(
                fileName: fileName, caption: caption,
                location: Self.location(images[index].location, in: images[index].document, paths: documentPaths),
                captionLang: caption == fileName ? nil : context.documentInfos[images[index].document]?.lang.bcp47)
        }
    }

    /// Appends `:line:column` of `location` to `bytes`, as `DiagnosticLocation.description` ends;
    /// returns how many bytes it appended.
    private static func appendLineAndColumn(of location: SourceLocation, to bytes: inout [UInt8]) -> Int {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 + 2 * DecimalText.maximumLength) { buffer in
            let output = buffer.baseAddress!
            output[0] = UInt8(ascii: ":")
            var count = 1 + DecimalText.write(location.line, to: output + 1)
            output[count] = UInt8(ascii: ":")
            count += 1
            count += DecimalText.write(location.column, to: output + count)
            bytes.append(contentsOf: UnsafeBufferPointer(start: output, count: count))
            return count
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
