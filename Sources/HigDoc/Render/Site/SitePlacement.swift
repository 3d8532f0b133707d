/// Decides which page shows each unit: the page of its bar when a bar page gathers it, else the page
/// of its document. Links, search results and catalogs all point where the unit is actually rendered.
public struct SitePlacement: Sendable {
    /// The top-level sections a bar page gathers, per language and bar, in document order.
    public let barParts: [Language: [String: [Section]]]
    /// Site slug of each document key (`en/bars` → `bars`; `zh/bars`, which translates it, → `bars`).
    public let documentSlugs: [String: String]

    public init(graph: GuidelineGraph) {
        var slugs: [String: String] = [:]
        for document in graph.documents {
            slugs[document.key] = document.translates.map { SiteAnchor.id(for: $0) } ?? document.id
        }
        documentSlugs = slugs
        var parts: [Language: [String: [Section]]] = [:]
        let documents = graph.documents.sorted { $0.key < $1.key }
        for language in Language.allCases {
            for bar in graph.bars {
                var gathered: [Section] = []
                for document in documents where document.lang == language {
                    var covered: [Range<Int>] = []
                    let sections = graph.sections
                        .filter { $0.document == document.key && $0.isBarSection && $0.bars.contains(bar.id) }
                        .sorted { $0.blockStart < $1.blockStart }
                    for section in sections where !covered.contains(where: { $0.contains(section.blockStart) }) {
                        gathered.append(section)
                        covered.append(section.blockStart..<section.blockEnd)
                    }
                }
                parts[language, default: [:]][bar.id] = gathered
            }
        }
        barParts = parts
    }

    /// The document page of a document key.
    public func documentRoute(_ key: String, language: Language? = nil) -> PageRoute {
        let lang = language ?? Language(rawValue: String(key.prefix { $0 != "/" })) ?? .en
        return .document(lang, documentSlugs[key] ?? SiteAnchor.id(for: key))
    }

    /// The page showing the block at `blockIndex` of `document`, preferring the bars given.
    public func route(document: String, blockIndex: Int, preferring bars: [String]) -> PageRoute {
        let language = Language(rawValue: String(document.prefix { $0 != "/" })) ?? .en
        let byBar = barParts[language] ?? [:]
        let order = bars + byBar.keys.sorted().filter { !bars.contains($0) }
        for bar in order {
            let parts = byBar[bar] ?? []
            if parts.contains(where: { $0.document == document && ($0.blockStart..<$0.blockEnd).contains(blockIndex) })
            {
                return .bar(language, bar)
            }
        }
        return documentRoute(document, language: language)
    }

    public func route(of section: Section) -> PageRoute {
        route(document: section.document, blockIndex: section.blockStart, preferring: section.bars)
    }
}
