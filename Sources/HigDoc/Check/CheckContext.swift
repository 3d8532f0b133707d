/// Everything a translation check reads: the corpus, its graph, the alignments, and lookups over them.
public struct CheckContext: Sendable {
    public let corpus: Corpus
    public let graph: GuidelineGraph
    public let alignments: [DocumentAlignment]
    public let sources: SourceLines
    let matcher: TermMatcher
    let rules: UnitIndex<Rule>
    let sections: UnitIndex<Section>
    /// Each section's ancestors.
    let ancestry: SectionAncestry
    let items: UnitIndex<SystemItem>
    let documents: [String: Document]
    /// How each unaligned section is judged, per alignment (see `SectionFolding`).
    let folding: [String: SectionFolding]
    /// The system item rows that repeat an earlier row of their table, found once for the coverage and
    /// the two table-row checks.
    let duplicateRows: [DuplicateTableRowCheck.Duplicate]
    /// The bar of the section each source line falls in.
    let sectionBars: SectionBarIndex

    public init(corpus: Corpus, graph: GuidelineGraph, alignments: [DocumentAlignment], sources: SourceLines) {
        self.init(
            corpus: corpus, graph: graph, alignments: alignments, sources: sources,
            matcher: TermMatcher(glossary: corpus.glossary))
    }

    init(
        corpus: Corpus, graph: GuidelineGraph, alignments: [DocumentAlignment], sources: SourceLines,
        matcher: TermMatcher
    ) {
        self.corpus = corpus
        self.graph = graph
        self.alignments = alignments
        self.sources = sources
        self.matcher = matcher
        self.rules = UnitIndex(graph.rules)
        self.sections = UnitIndex(graph.sections)
        self.ancestry = SectionAncestry(self.sections)
        self.items = UnitIndex(graph.systemItems)
        self.documents = Dictionary(corpus.documents.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var folding: [String: SectionFolding] = [:]
        for alignment in alignments {
            folding[alignment.translation] = SectionFolding(
                alignment: alignment, graph: graph, sections: self.sections, ancestry: self.ancestry,
                documents: self.documents)
        }
        self.folding = folding
        duplicateRows = DuplicateTableRowCheck.duplicates(in: graph.systemItems)
        sectionBars = SectionBarIndex(graph.sections)
    }

    /// The English pages no page of the corpus translates (HD0314; their units count as not covered).
    var untranslatedEnglishDocuments: [Document] {
        let translated = Set(corpus.documents.compactMap { $0.frontMatter.translates.map { "en/\($0)" } })
        return corpus.documents.filter { $0.language == .en && !translated.contains($0.key) }
    }

    func path(_ documentKey: String) -> String { documents[documentKey]?.path ?? documentKey }

    func location(_ documentKey: String, _ location: SourceLocation) -> DiagnosticLocation {
        DiagnosticLocation(file: path(documentKey), location)
    }

    func location(ofRule id: String) -> DiagnosticLocation? { rules.read(id) { location($0.document, $0.location) } }
    func location(ofSection id: String) -> DiagnosticLocation? {
        sections.read(id) { location($0.document, $0.location) }
    }
    func location(ofItem id: String) -> DiagnosticLocation? { items.read(id) { location($0.document, $0.location) } }

    func edition(_ documentKey: String) -> String { documents[documentKey]?.frontMatter.edition ?? "?" }

    /// `the iOS 7 edition` / `the translation follows iOS 8`, said only when the editions differ.
    func editionNote(_ alignment: DocumentAlignment) -> String {
        let source = edition(alignment.source)
        let translation = edition(alignment.translation)
        return source == translation
            ? "" : " (the English page is the \(source) edition; the translation follows \(translation))"
    }

    /// Every pair of aligned rules (English, translation), in alignment order: their positions in
    /// `graph.rules`, so that a check reads what it needs of each rule where it is (a copy of a rule
    /// retains a dozen strings).
    var alignedRules: [(en: Int, zh: Int)] {
        alignments.flatMap { alignment in
            alignment.rules.compactMap { pair -> (en: Int, zh: Int)? in
                guard let source = pair.source, let translation = pair.translation,
                    let en = rules.position(of: source), let zh = rules.position(of: translation)
                else { return nil }
                return (en, zh)
            }
        }
    }

    /// The bar of the section that line `line` of a document falls in, for grouping a finding that
    /// is not about a unit.
    func bar(at line: Int, document: String) -> String? { sectionBars.bar(at: line, document: document) }

    /// The bar a unit belongs to, for grouping (a valid bar id or nil).
    func bar(ofSection id: String) -> String? { sections[id]?.bars.first }

    /// The ids of a section's ancestors, nearest first.
    func ancestors(of id: String) -> [String] { ancestry.ancestors(of: id) }

    /// How many rules and system items (table rows) each section holds, itself or in its subsections.
    func containedUnitCounts() -> [UnitKey: (rules: Int, rows: Int)] {
        var own: [UnitKey: (rules: Int, rows: Int)] = [:]
        // Units read where they are, by position (a loop over them copies each: a dozen strings).
        for rule in graph.rules.indices { own[UnitKey(graph.rules[rule].section), default: (0, 0)].rules += 1 }
        for item in graph.systemItems.indices {
            own[UnitKey(graph.systemItems[item].section), default: (0, 0)].rows += 1
        }
        return SectionTotals.summed(own, zero: (0, 0), ancestors: ancestors(of:)) {
            $0.rules += $1.rules
            $0.rows += $1.rows
        }
    }

    /// The plain prose of a section's own blocks: not its subsections, rules, tables, figures or the list
    /// items that are search bar elements (each element is a unit of its own, locked and checked by
    /// itself).
    func ownProse(ofSection id: String) -> String {
        guard let section = sections[id], let document = documents[section.document] else { return "" }
        // The subsections' block ranges and the rules' blocks, read where the units are (filtering the
        // units copied every one, for every section asked about).
        let graphSections = graph.sections
        let children = graphSections.indices.filter { graphSections[$0].parent == id }.map {
            (start: graphSections[$0].blockStart, end: graphSections[$0].blockEnd)
        }
        let graphRules = graph.rules
        // A rule's blocks: its paragraph and the list it opens.
        let ruleBlocks = Set(
            graphRules.indices.filter { graphRules[$0].document == section.document }.flatMap {
                graphRules[$0].blockIndex..<graphRules[$0].blockIndex + graphRules[$0].blockCount
            })
        let graphItems = graph.systemItems
        let elementLines = graphItems.indices.filter {
            graphItems[$0].section == id && graphItems[$0].kind == .searchBarElement
        }.map { graphItems[$0].location.line }
        var parts: [String] = []
        for index in (section.blockStart + 1)..<max(section.blockStart + 1, section.blockEnd)
        where document.blocks.indices.contains(index) {
            if ruleBlocks.contains(index) || children.contains(where: { index >= $0.start && index < $0.end }) {
                continue
            }
            switch document.blocks[index] {
            case .list(let list) where !elementLines.isEmpty:
                // The list's other items are prose (a bullet about the microphone among the elements).
                for item in list.items
                where !elementLines.contains(where: { $0 >= item.range.start.line && $0 <= item.range.end.line }) {
                    parts.append(item.blocks.map(DocumentGraphBuilder.plainText).joined(separator: " "))
                }
            case .list:
                parts.append(DocumentGraphBuilder.plainText(document.blocks[index]))
            case .paragraph, .callout, .blockQuote:
                parts.append(DocumentGraphBuilder.plainText(document.blocks[index]))
            default: break
            }
        }
        return parts.joined(separator: "\n")
    }
}
