/// Decides which page shows each unit: the page of its bar when a bar page gathers it, else the page
/// of its document. Links, search results and catalogs all point where the unit is actually rendered.
public struct SitePlacement: Sendable {
    /// The top-level sections a bar page gathers, per language and bar, in document order.
    public let barParts: [Language: [String: [Section]]]
    /// The same sections split into the bar's pages (`SitePageSizes.documents` documents a page).
    public let barPages: [Language: [String: [[Section]]]]
    /// Site slug of each document key (`en/bars` → `bars`; `zh/bars`, which translates it, → `bars`).
    public let documentSlugs: [String: String]
    /// Block ranges each bar page shows, per document key and bar.
    private let barRanges: [String: [String: [Range<Int>]]]
    /// The number of the bar page that shows a document's part, per document key and bar.
    private let barPageNumbers: [String: [String: Int]]
    private let barOrder: [String]

    public init(graph: GuidelineGraph, pageSizes: SitePageSizes = .standard) {
        var slugs: [String: String] = [:]
        for document in graph.documents {
            slugs[document.key] = document.translates.map { SiteAnchor.id(for: $0) } ?? document.id
        }
        documentSlugs = slugs
        var sectionsByDocument: [String: [Section]] = [:]
        for section in graph.sections where section.isBarSection {
            sectionsByDocument[section.document, default: []].append(section)
        }
        var parts: [Language: [String: [Section]]] = [:]
        var pages: [Language: [String: [[Section]]]] = [:]
        var pageNumbers: [String: [String: Int]] = [:]
        var ranges: [String: [String: [Range<Int>]]] = [:]
        let documents = graph.documents.sorted { $0.key < $1.key }
        for language in Language.allCases {
            for bar in graph.bars {
                var gathered: [Section] = []
                var paged: [[Section]] = []
                var documentsOnPage = pageSizes.documents
                for document in documents where document.lang == language {
                    var covered: [Range<Int>] = []
                    let sections = (sectionsByDocument[document.key] ?? [])
                        .filter { $0.bars.contains(bar.id) }
                        .sorted { $0.blockStart < $1.blockStart }
                    for section in sections where !covered.contains(where: { $0.contains(section.blockStart) }) {
                        gathered.append(section)
                        covered.append(section.blockStart..<section.blockEnd)
                    }
                    guard !covered.isEmpty else { continue }
                    ranges[document.key, default: [:]][bar.id] = covered
                    if documentsOnPage == pageSizes.documents {
                        paged.append([])
                        documentsOnPage = 0
                    }
                    paged[paged.count - 1] += gathered.suffix(covered.count)
                    documentsOnPage += 1
                    pageNumbers[document.key, default: [:]][bar.id] = paged.count
                }
                parts[language, default: [:]][bar.id] = gathered
                pages[language, default: [:]][bar.id] = paged.isEmpty ? [[]] : paged
            }
        }
        barParts = parts
        barPages = pages
        barPageNumbers = pageNumbers
        barRanges = ranges
        barOrder = graph.bars.map(\.id).sorted()
    }

    /// The document page of a document key.
    public func documentRoute(_ key: String, language: Language? = nil) -> PageRoute {
        let lang = language ?? Language(rawValue: String(key.prefix { $0 != "/" })) ?? .en
        return .document(lang, documentSlugs[key] ?? SiteAnchor.id(for: key))
    }

    /// The page showing the block at `blockIndex` of `document`, preferring the bars given.
    public func route(document: String, blockIndex: Int, preferring bars: [String]) -> PageRoute {
        let language = Language(rawValue: String(document.prefix { $0 != "/" })) ?? .en
        if let byBar = barRanges[document] {
            for bar in bars + barOrder where byBar[bar]?.contains(where: { $0.contains(blockIndex) }) ?? false {
                return .paged(.bar(language, bar), barPageNumbers[document]?[bar] ?? 1)
            }
        }
        return documentRoute(document, language: language)
    }

    public func route(of section: Section) -> PageRoute {
        route(document: section.document, blockIndex: section.blockStart, preferring: section.bars)
    }
}
