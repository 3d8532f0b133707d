/// The documents, graph and alignments of a build, indexed for the page builders.
public struct SiteContext: Sendable {
    public let input: SiteInput
    public let placement: SitePlacement
    public let alignment: AlignmentIndex
    /// The parsed documents, for the pages that render their blocks.
    public let documents: DocumentSource
    public let documentInfos: [String: DocumentInfo]
    public let sections: UnitIndex<Section>
    public let rules: UnitIndex<Rule>
    public let items: UnitIndex<SystemItem>
    /// The positions of each document's sections in the graph's list, in order.
    private let sectionsByDocument: [String: [Int]]
    /// The bars each unit belongs to (`belongs(_:to:)`), looked up once per unit instead of through the
    /// rule, item and section indexes on every row of every page.
    private let barsOfUnit: UnitBars
    /// The bars of the pairs of each alignment of `input.alignments`, in the same order.
    let alignmentBars: [AlignmentBars]
    private let documentsBySlug: [String: [DocumentInfo]]
    /// Keys of the translations of each English document.
    private let translations: [String: [String]]
    /// Per bar, the indices of the alignments with at least one row in the bar's parallel view.
    public private(set) var parallelAlignments: [String: [Int]]
    /// The English pages no page translates, per bar, for the parallel views.
    public let untranslatedPages: UntranslatedPageUnits
    /// The rows of the system item catalog, grouped by kind (buttons, tab bar icons, search bar
    /// elements), each group in alignment order followed by the items no alignment lists.
    public private(set) var catalogPairs: [CatalogPair]

    public init(input: SiteInput) {
        self.input = input
        // The indexes are independent of each other, so they are built side by side.
        var parts = ParallelMap.map(Index.Kind.allCases) { Index(kind: $0, input: input) }.makeIterator()
        guard case .placement(let placement) = parts.next(), case .alignment(let alignment) = parts.next(),
            case .documents(let documentInfos) = parts.next(),
            case .sections(let sections, let sectionsByDocument) = parts.next(),
            case .units(let rules, let items) = parts.next()
        else { preconditionFailure("SiteContext.Index.Kind.allCases lists the indexes in this order") }
        self.placement = placement
        self.alignment = alignment
        documents = input.documents
        self.documentInfos = documentInfos
        self.sections = sections
        self.sectionsByDocument = sectionsByDocument
        // The bars of every unit on one core, the catalog's rows and the documents' groupings on the
        // other: each needs only the indexes above (one after the other, they kept a core idle for about
        // two seconds at N = 10,000).
        var late = ParallelMap.map(LatePart.Kind.allCases) { kind -> LatePart in
            switch kind {
            case .bars:
                // A rule's bars include its section's, as the section index finds it.
                return .bars(UnitBars(input.graph, sectionIndex: sections))
            case .catalog:
                let slugs = placement.documentSlugs
                return .catalog(
                    Self.catalogPairs(
                        alignments: input.alignments, graph: input.graph, documentInfos: documentInfos, items: items,
                        alignment: alignment),
                    translations: Dictionary(
                        grouping: input.graph.documents.filter { $0.translates != nil }, by: { $0.translates! }
                    )
                    .mapValues { $0.map(\.key).sorted() },
                    documentsBySlug: Dictionary(grouping: input.graph.documents, by: { slugs[$0.key] ?? $0.id }))
            }
        }.makeIterator()
        guard case .bars(let unitBars) = late.next(),
            case .catalog(let catalogPairs, let translations, let documentsBySlug) = late.next()
        else { preconditionFailure("SiteContext.LatePart.Kind.allCases lists the parts in this order") }
        barsOfUnit = unitBars
        alignmentBars = ParallelMap.map(input.alignments) { AlignmentBars($0, unitBars: unitBars) }
        self.rules = rules
        self.items = items
        self.translations = translations
        untranslatedPages = UntranslatedPageUnits(graph: input.graph, translatedSources: Set(translations.keys))
        self.documentsBySlug = documentsBySlug
        self.catalogPairs = catalogPairs
        // It needs the alignments' bars, so it is filled in last.
        parallelAlignments = [:]
        parallelAlignments = Self.parallelAlignments(self)
    }

    /// The two halves of the context made after its indexes, side by side.
    private enum LatePart: Sendable {
        enum Kind: CaseIterable { case bars, catalog }

        case bars(UnitBars)
        case catalog([CatalogPair], translations: [String: [String]], documentsBySlug: [String: [DocumentInfo]])
    }

    /// One of the indexes the context is made of.
    private enum Index: Sendable {
        enum Kind: CaseIterable { case placement, alignment, documents, sections, units }

        case placement(SitePlacement)
        case alignment(AlignmentIndex)
        case documents([String: DocumentInfo])
        case sections(UnitIndex<Section>, [String: [Int]])
        case units(rules: UnitIndex<Rule>, items: UnitIndex<SystemItem>)

        init(kind: Kind, input: SiteInput) {
            let graph = input.graph
            switch kind {
            case .placement: self = .placement(SitePlacement(graph: graph, pageSizes: input.pageSizes))
            case .alignment: self = .alignment(AlignmentIndex(input.alignments, structureOnly: input.structureOnly))
            case .documents:
                self = .documents(
                    Dictionary(graph.documents.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first }))
            case .sections:
                self = .sections(
                    UnitIndex(graph.sections),
                    Dictionary(grouping: graph.sections.indices, by: { graph.sections[$0].document }))
            case .units:
                self = .units(rules: UnitIndex(graph.rules), items: UnitIndex(graph.systemItems))
            }
        }
    }

    private static func parallelAlignments(_ context: SiteContext) -> [String: [Int]] {
        let bars = context.graph.bars.map(\.id)
        // An alignment shows in a bar's view when one of its pairs belongs to the bar.
        let indices = bars.map { bar in
            let bit = UnitBars.bit(bar)
            return context.alignmentBars.indices.filter { context.alignmentBars[$0].all & bit != 0 }
        }
        return Dictionary(uniqueKeysWithValues: zip(bars, indices))
    }

    private static func catalogPairs(
        alignments: [DocumentAlignment], graph: GuidelineGraph, documentInfos: [String: DocumentInfo],
        items: UnitIndex<SystemItem>, alignment: AlignmentIndex
    ) -> [CatalogPair] {
        // Each id looked up once, to its item's position: the kind is read there, and the item is marked
        // listed by position when every item has an id of its own (the index holds as many ids as items;
        // otherwise the ids are kept, and the first item of an id gives its kind, as the index reads it).
        let all = graph.systemItems
        let idsAreUnique = items.count == items.unitCount
        var listedPositions = [Bool](repeating: false, count: all.count)
        var listedIDs = Set<String>()
        var byKind: [SystemItem.Kind: [CatalogPair]] = [:]
        func add(
            kind: SystemItem.Kind?, source: (id: String, position: Int?)?, translation: (id: String, position: Int?)?
        ) {
            guard let kind, let shown = source?.position ?? translation?.position else { return }
            // The row's status, as its pages show it: of the item found first, the English one if any.
            byKind[kind, default: []].append(
                CatalogPair(
                    kind: kind, source: source?.id, translation: translation?.id,
                    sourcePosition: source?.position.map(Int32.init),
                    translationPosition: translation?.position.map(Int32.init),
                    status: alignment.status(of: all[shown].id)))
        }
        for alignment in alignments {
            for pair in alignment.systemItems {
                let source = pair.source.flatMap(items.position(of:))
                let translation = pair.translation.flatMap(items.position(of:))
                if idsAreUnique {
                    if let source { listedPositions[source] = true }
                    if let translation { listedPositions[translation] = true }
                } else {
                    if let id = pair.source { listedIDs.insert(id) }
                    if let id = pair.translation { listedIDs.insert(id) }
                }
                add(
                    kind: (source ?? translation).map { items.read(at: $0) { $0.kind } },
                    source: pair.source.map { ($0, source) }, translation: pair.translation.map { ($0, translation) })
            }
        }
        // Items read where they are (a loop over them, or `items[id]`, copies each: a dozen strings); the
        // language looked up once for the run of items of one document.
        var language: (document: String, isSource: Bool)?
        for position in all.indices {
            guard idsAreUnique ? !listedPositions[position] : !listedIDs.contains(all[position].id) else {
                continue
            }
            if language?.document != all[position].document {
                let document = all[position].document
                language = (document, documentInfos[document]?.lang == .en)
            }
            let id = all[position].id
            // With ids repeated, the index finds an id's first item.
            let found = idsAreUnique ? position : items.position(of: id)
            add(
                kind: found.map { items.read(at: $0) { $0.kind } },
                source: language!.isSource ? (id, found) : nil, translation: language!.isSource ? nil : (id, found))
        }
        // The rows are kept to the end of the build: at their exact size, not grown by doubling.
        let groups = [SystemItem.Kind.barButtonItem, .tabBarItem, .searchBarElement].map { byKind[$0] ?? [] }
        var rows: [CatalogPair] = []
        rows.reserveCapacity(groups.reduce(0) { $0 + $1.count })
        for group in groups { rows += group }
        return rows
    }

    public var graph: GuidelineGraph { input.graph }

    /// Documents of a language, by key.
    public func documents(in language: Language) -> [DocumentInfo] {
        graph.documents.filter { $0.lang == language }.sorted { $0.key < $1.key }
    }

    /// The site slugs of every document page, sorted; each has a page in both languages.
    public var documentSlugs: [String] {
        Array(Set(placement.documentSlugs.values)).sorted()
    }

    /// The document shown on the page of `slug` in `language`, if that language has one.
    public func document(slug: String, language: Language) -> DocumentInfo? {
        (documentsBySlug[slug] ?? []).filter { $0.lang == language }.min { $0.key < $1.key }
    }

    /// The sections of a document, in order.
    public func sectionsOf(document: String) -> [Section] {
        (sectionsByDocument[document] ?? []).map { graph.sections[$0] }
    }

    /// The bar sections a unit belongs to.
    public func bars(ofSection id: String) -> [String] { sections[id]?.bars ?? [] }

    /// The position of unit `id` in the graph's list of its kind (0: sections, 1: rules, 2: system items,
    /// the order of a `DocumentAlignment`'s lists), as its unit index finds it.
    func position(ofUnit id: String, kind: Int) -> Int? {
        switch kind {
        case 1: rules.position(of: id)
        case 2: items.position(of: id)
        default: sections.position(of: id)
        }
    }

    /// The bars of a unit as one bit per bar of `Glossary.barIDs` (`UnitBars`).
    func barMask(ofUnit id: String) -> UInt8 { barsOfUnit.mask(of: id) }

    /// `barMask(ofUnit: graph.rules[position].id)`, without looking the id up.
    func barMask(ofRuleAt position: Int) -> UInt8 { barsOfUnit.mask(ofRuleAt: position) }

    /// The bars a unit belongs to (items and sections through their bars, rules through their section).
    func bars(ofUnit id: String) -> [String] {
        let mask = barMask(ofUnit: id)
        return Glossary.barIDs.indices.filter { mask & 1 << $0 != 0 }.map { Glossary.barIDs[$0] }
    }

    /// Whether a unit belongs to a bar (items and sections through their bars, rules through their section).
    public func belongs(_ unitID: String, to bar: String) -> Bool {
        let bit = UnitBars.bit(bar)
        return bit != 0 && barsOfUnit.mask(of: unitID) & bit != 0
    }

    /// Whether either side of an aligned pair belongs to a bar.
    public func belongs(_ pair: AlignedPair, to bar: String) -> Bool {
        if let source = pair.source, belongs(source, to: bar) { return true }
        if let translation = pair.translation, belongs(translation, to: bar) { return true }
        return false
    }

    /// The section in `language` that stands for `section`: itself, its aligned counterpart, or the
    /// section of the paired document that names the same glossary concept.
    public func section(_ section: Section, in language: Language) -> Section? {
        guard let info = documentInfos[section.document] else { return nil }
        if info.lang == language { return section }
        if let other = alignment.counterpart(of: section.id), let found = sections[other] { return found }
        guard let concept = section.concept else { return nil }
        var paired: [String] = []
        if let source = info.translates { paired.append(source) }
        paired += translations[info.translates ?? info.key] ?? []
        for key in paired where documentInfos[key]?.lang == language {
            if let found = sectionsOf(document: key).first(where: { $0.concept == concept }) { return found }
        }
        return nil
    }

    public func route(of section: Section) -> PageRoute { placement.route(of: section) }
    public func route(of rule: Rule) -> PageRoute {
        route(ofRuleIn: rule.document, blockIndex: rule.blockIndex, bar: rule.bar, section: rule.section)
    }
    public func route(of item: SystemItem) -> PageRoute {
        route(ofItemIn: item.document, section: item.section, bars: item.bars)
    }

    /// `route(of:)` of the section, rule or system item at `position` in the graph's list, its fields read
    /// where it is: a unit handed to `route(of:)` is copied first (a dozen strings retained and released),
    /// for every entry of the search index and every cell of the parallel view.
    /// The page of the section at `position`; of a section of several bars, `bar`'s page first when it
    /// shows the section (a parallel view's links stay on its own bar).
    func route(ofSectionAt position: Int, preferring bar: String? = nil) -> PageRoute {
        let sections = graph.sections
        return placement.route(
            document: sections[position].document, blockIndex: sections[position].blockStart,
            preferring: Self.preferred(bar, sections[position].bars))
    }

    /// `bars` with `bar` first, when it is one of them.
    static func preferred(_ bar: String?, _ bars: [String]) -> [String] {
        guard let bar, bars.count > 1, bars.contains(bar), bars.first != bar else { return bars }
        return [bar] + bars.filter { $0 != bar }
    }
    func route(ofRuleAt position: Int) -> PageRoute {
        let rules = graph.rules
        return route(
            ofRuleIn: rules[position].document, blockIndex: rules[position].blockIndex, bar: rules[position].bar,
            section: rules[position].section)
    }
    /// The page of the system item at `position`; of an item of several bars, `bar`'s page first when
    /// it shows the item.
    func route(ofItemAt position: Int, preferring bar: String? = nil) -> PageRoute {
        let items = graph.systemItems
        return route(
            ofItemIn: items[position].document, section: items[position].section,
            bars: Self.preferred(bar, items[position].bars))
    }

    private func route(ofRuleIn document: String, blockIndex: Int, bar: String?, section: String) -> PageRoute {
        guard let bar else {
            return placement.route(document: document, blockIndex: blockIndex, preferring: bars(ofSection: section))
        }
        return placement.route(document: document, blockIndex: blockIndex, preferringAny: CollectionOfOne(bar))
    }
    private func route(ofItemIn document: String, section: String, bars: [String]) -> PageRoute {
        placement.route(document: document, blockIndex: sections.read(section) { $0.blockStart } ?? 0, preferring: bars)
    }

    /// The language of the text that stands for the image of the system item at `position` (the
    /// placeholder's caption, `symbol ?? name`): English for a UIKit symbol or an English name, the
    /// document's language for a name the document gives in its own language only.
    func imageLabelLanguage(ofItemAt position: Int) -> Language {
        let items = graph.systemItems
        if items[position].symbol != nil || items[position].name != items[position].localizedName { return .en }
        return language(ofDocument: items[position].document)
    }

    /// The language of document `key`: its front matter's, else its key's (`zh/bars`).
    func language(ofDocument key: String) -> Language {
        documentInfos[key]?.lang ?? SitePlacement.language(ofKey: key)
    }

    public func barName(_ bar: String, in language: Language) -> String {
        graph.bars.first { $0.id == bar }?.names[language.rawValue] ?? bar
    }
}
