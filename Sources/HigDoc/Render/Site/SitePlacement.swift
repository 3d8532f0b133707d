/// Decides which page shows each unit: the page of its bar when a bar page gathers it, else the page
/// of its document. Links, search results and catalogs all point where the unit is actually rendered.
public struct SitePlacement: Sendable {
    /// The graph's sections (the storage of the graph's own list, not a copy).
    private let sections: [Section]
    /// The positions in `sections` of the top-level sections each bar page gathers, per language and
    /// bar, in document order, split into the bar's pages (`SitePageSizes.documents` documents a page;
    /// a bar that gathers none has one empty page). Four bytes a section where a copy of each took 152.
    private let barPagePositions: [Language: [String: [[Int32]]]]
    /// Site slug of each document key (`en/bars` → `bars`; `zh/bars`, which translates it, → `bars`).
    public let documentSlugs: [String: String]
    /// Per document key, each bar's block ranges that the bar's pages show and the number of the page
    /// that shows them: one lookup for both, by a key hashed over its bytes, and a document's few bars
    /// in a list (a unit is placed by the million).
    private let barParts: [UnitKey: [(bar: String, ranges: [Range<Int>], page: Int)]]
    private let barOrder: [String]
    /// Per bar, the sections (by position) whose bar part ends before their own end: where a section
    /// ends with a section of another bar (`# Search Bars` with `## Scope Bars` last), the part stops
    /// where that one begins, and the other bar's pages show it.
    private let partEnds: [String: [Int32: Int]]

    public init(graph: GuidelineGraph, pageSizes: SitePageSizes = .standard) {
        var slugs: [String: String] = [:]
        for document in graph.documents {
            slugs[document.key] = document.translates.map { SiteAnchor.id(for: $0) } ?? document.id
        }
        documentSlugs = slugs
        let sections = graph.sections
        var sectionsByDocument: [String: [Int32]] = [:]
        for position in sections.indices where sections[position].isBarSection {
            sectionsByDocument[sections[position].document, default: []].append(Int32(position))
        }
        // Per document, its bar sections in the order of where they end, then of where they start (`partEnd`).
        var sectionsByEnd: [String: [Int32]] = [:]
        for (document, positions) in sectionsByDocument {
            sectionsByEnd[document] = positions.sorted {
                (sections[Int($0)].blockEnd, sections[Int($0)].blockStart)
                    < (sections[Int($1)].blockEnd, sections[Int($1)].blockStart)
            }
        }
        var pages: [Language: [String: [[Int32]]]] = [:]
        var parts: [UnitKey: [(bar: String, ranges: [Range<Int>], page: Int)]] = [:]
        var partEnds: [String: [Int32: Int]] = [:]
        let documents = graph.documents.sorted { $0.key < $1.key }
        for language in Language.allCases {
            for bar in graph.bars {
                var paged: [[Int32]] = []
                var documentsOnPage = pageSizes.documents
                for document in documents where document.lang == language {
                    var covered: [Range<Int>] = []
                    var gathered: [Int32] = []
                    let barSections = (sectionsByDocument[document.key] ?? [])
                        .filter { sections[Int($0)].bars.contains(bar.id) }
                        .sorted { sections[Int($0)].blockStart < sections[Int($1)].blockStart }
                    for position in barSections {
                        let section = sections[Int(position)]
                        // The parts so far start before this section and do not overlap, so only the last
                        // can hold it.
                        guard covered.last?.contains(section.blockStart) != true else { continue }
                        gathered.append(position)
                        let end = Self.partEnd(
                            of: section, bar: bar.id, byEnd: sectionsByEnd[document.key] ?? [], sections)
                        if end < section.blockEnd { partEnds[bar.id, default: [:]][position] = end }
                        covered.append(section.blockStart..<end)
                    }
                    guard !covered.isEmpty else { continue }
                    if documentsOnPage == pageSizes.documents {
                        paged.append([])
                        documentsOnPage = 0
                    }
                    paged[paged.count - 1] += gathered
                    documentsOnPage += 1
                    parts[UnitKey(document.key), default: []].append((bar.id, covered, paged.count))
                }
                pages[language, default: [:]][bar.id] = paged.isEmpty ? [[]] : paged
            }
        }
        self.sections = sections
        self.partEnds = partEnds
        barPagePositions = pages
        barParts = parts
        barOrder = graph.bars.map(\.id).sorted()
    }

    /// The number of pages of a bar in a language (one at least, when the bar is known).
    public func barPageCount(_ language: Language, _ bar: String) -> Int {
        barPagePositions[language]?[bar]?.count ?? 0
    }

    /// The top-level sections page `number` (from 1) of a bar gathers, in document order; none for a
    /// page that does not exist. A section that ends with another bar's section ends, here, where that
    /// one begins (`blockEnd`).
    public func barPage(_ language: Language, _ bar: String, _ number: Int) -> [Section] {
        guard let pages = barPagePositions[language]?[bar], pages.indices.contains(number - 1) else { return [] }
        let ends = partEnds[bar] ?? [:]
        return pages[number - 1].map { position in
            var section = sections[Int(position)]
            if let end = ends[position] { section.blockEnd = end }
            return section
        }
    }

    /// Where a bar's part of `section` ends: at the start of the outermost bar section inside it that
    /// runs to its end and is not about `bar`, else at its own end. `byEnd` are the positions of the bar
    /// sections of its document in the order of their ends, then of their starts: those that end where
    /// it ends and start after it (the last sections nested in it, a few) follow it there, found by
    /// halving (a page of 32,000 bar sections took seconds when each looked at all the others).
    static func partEnd(of section: Section, bar: String, byEnd: [Int32], _ sections: [Section]) -> Int {
        var (low, high) = (0, byEnd.count)
        while low < high {
            let middle = (low + high) / 2
            let other = sections[Int(byEnd[middle])]
            if (other.blockEnd, other.blockStart) <= (section.blockEnd, section.blockStart) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        for position in byEnd[low...] {
            let inner = sections[Int(position)]
            guard inner.blockEnd == section.blockEnd else { break }
            if !inner.bars.contains(bar) { return min(section.blockEnd, inner.blockStart) }
        }
        return section.blockEnd
    }

    /// Whether `index` is in one of `ranges`, which do not overlap and come in order: the last range
    /// that starts at or before it, found by halving (a document's part of a bar can have thousands).
    static func contains(_ ranges: [Range<Int>], _ index: Int) -> Bool {
        // Most parts are a range or two.
        if ranges.count <= 4 { return ranges.contains { $0.contains(index) } }
        var (low, high) = (0, ranges.count)
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].lowerBound <= index { low = middle + 1 } else { high = middle }
        }
        return low > 0 && ranges[low - 1].contains(index)
    }

    /// The keys of the documents each bar page gathers sections of, per language and bar (every bar
    /// of the graph, if with none).
    public var barPartDocuments: [Language: [String: Set<String>]] {
        barPagePositions.mapValues { bars in
            bars.mapValues { pages in Set(pages.joined().map { sections[Int($0)].document }) }
        }
    }

    /// The document page of a document key.
    public func documentRoute(_ key: String, language: Language? = nil) -> PageRoute {
        let lang = language ?? Self.language(ofKey: key)
        return .document(lang, documentSlugs[key] ?? SiteAnchor.id(for: key))
    }

    /// The page showing the block at `blockIndex` of `document`, preferring the bars given.
    public func route(document: String, blockIndex: Int, preferring bars: [String]) -> PageRoute {
        route(document: document, blockIndex: blockIndex, preferringAny: bars)
    }

    /// `route(document:blockIndex:preferring:)` with the bars in any collection (a rule's own bar as a
    /// `CollectionOfOne`, not in an array allocated for each rule placed).
    func route<Bars: Collection<String>>(document: String, blockIndex: Int, preferringAny bars: Bars) -> PageRoute {
        let language = Self.language(ofKey: document)
        // The first of `bars + barOrder` whose part of the document holds the block: the document's own
        // few bars are each ranked there, instead of looking every bar of that list up in its table.
        if let parts = barParts[UnitKey(document)] {
            var best: (rank: Int, part: Int)?
            for index in parts.indices where Self.contains(parts[index].ranges, blockIndex) {
                let bar = parts[index].bar
                let preferred = bars.firstIndex(of: bar).map { bars.distance(from: bars.startIndex, to: $0) }
                guard let rank = preferred ?? barOrder.firstIndex(of: bar).map({ bars.count + $0 }),
                    rank < best?.rank ?? .max
                else { continue }
                best = (rank, index)
            }
            if let best { return .paged(.bar(language, parts[best.part].bar), parts[best.part].page) }
        }
        return documentRoute(document, language: language)
    }

    /// The language of a document key (`zh/bars` → Chinese): what precedes its first slash as a language
    /// code, English for anything else. Over the key's bytes: a `Character` prefix made into a string and
    /// matched by name cost about 1,100 instructions for every placed unit.
    static func language(ofKey key: String) -> Language {
        Text.withUTF8(key) { bytes in
            for language in Language.allCases {
                let code = language.rawValue.utf8
                if bytes.count >= code.count, bytes.starts(with: code),
                    bytes.count == code.count || bytes[code.count] == UInt8(ascii: "/")
                {
                    return language
                }
            }
            return .en
        }
    }

    public func route(of section: Section) -> PageRoute {
        route(document: section.document, blockIndex: section.blockStart, preferring: section.bars)
    }
}
