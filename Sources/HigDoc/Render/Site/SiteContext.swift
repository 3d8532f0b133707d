/// The corpus, graph and alignments of a build, indexed for the page builders.
public struct SiteContext: Sendable {
    public let input: SiteInput
    public let placement: SitePlacement
    public let alignment: AlignmentIndex
    public let documents: [String: Document]
    public let documentInfos: [String: DocumentInfo]
    public let sections: [String: Section]
    public let rules: [String: Rule]
    public let items: [String: SystemItem]

    public init(input: SiteInput) {
        self.input = input
        placement = SitePlacement(graph: input.graph)
        alignment = AlignmentIndex(input.alignments)
        documents = Dictionary(input.corpus.documents.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        documentInfos = Dictionary(input.graph.documents.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        sections = Dictionary(input.graph.sections.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        rules = Dictionary(input.graph.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        items = Dictionary(input.graph.systemItems.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
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
        graph.documents.filter { $0.lang == language && placement.documentSlugs[$0.key] == slug }.min {
            $0.key < $1.key
        }
    }

    /// The bar sections a unit belongs to.
    public func bars(ofSection id: String) -> [String] { sections[id]?.bars ?? [] }

    /// Whether a unit belongs to a bar (items and sections through their bars, rules through their section).
    public func belongs(_ unitID: String, to bar: String) -> Bool {
        if let rule = rules[unitID] { return rule.bar == bar || bars(ofSection: rule.section).contains(bar) }
        if let item = items[unitID] { return item.bars.contains(bar) }
        if let section = sections[unitID] { return section.bars.contains(bar) }
        return false
    }

    /// The section in `language` that stands for `section`: itself, its aligned counterpart, or the
    /// section of the paired document that names the same glossary concept.
    public func section(_ section: Section, in language: Language) -> Section? {
        guard let info = documentInfos[section.document] else { return nil }
        if info.lang == language { return section }
        if let other = alignment.counterpart(of: section.id), let found = sections[other] { return found }
        guard let concept = section.concept else { return nil }
        let pairedDocuments = graph.documents.filter { candidate in
            candidate.lang == language
                && (candidate.translates == info.key || info.translates == candidate.key
                    || (info.translates != nil && info.translates == candidate.translates))
        }.map(\.key)
        return graph.sections.first { pairedDocuments.contains($0.document) && $0.concept == concept }
    }

    public func route(of section: Section) -> PageRoute { placement.route(of: section) }
    public func route(of rule: Rule) -> PageRoute {
        let bars = rule.bar.map { [$0] } ?? bars(ofSection: rule.section)
        return placement.route(document: rule.document, blockIndex: rule.blockIndex, preferring: bars)
    }
    public func route(of item: SystemItem) -> PageRoute {
        placement.route(
            document: item.document, blockIndex: sections[item.section]?.blockStart ?? 0, preferring: item.bars)
    }

    public func barName(_ bar: String, in language: Language) -> String {
        graph.bars.first { $0.id == bar }?.names[language.rawValue] ?? bar
    }
}
