/// Finds the list items of a translated page that are the translations of English rules: a translator
/// writes a guideline as a list item (`- **隐藏状态栏时请慎重。**由于…`, `1. **…**`) where the English has
/// a paragraph. Read as the list of the rule above it, the item was a false missing rule (an error) and
/// a false "rule list longer" that told the translator to remove the translation.
///
/// A list item is a rule only where it translates one: its page is a translation, the item opens with a
/// bold lead (`DocumentGraphBuilder.ruleParagraph(of:language:)`) and is no system item, and, read as a
/// rule, it is aligned to an English rule that no paragraph of the translation is aligned to, with at
/// least `minimumConfidence`. A bold lead in a list item is as often a term being described
/// (`- **Keyboard layout.** The Keyboard field…`, `- **文字按钮。**用文字标题表示的按钮。`, a search bar
/// element), so no item is a rule by its looks alone, and an English page's never are.
/// The pages' graphs depend on their pair only, so the check, the site and the spec read the same rules.
enum ListItemRulePromotion {
    /// How sure the rule aligner must be of an item's English rule: more than of a paragraph's
    /// (`RuleAligner.threshold`). Items that translate rules pair at 0.94 to 1 with several concepts,
    /// links or numbers in common; a term described in a section that lacks rules paired at 0.69 to 0.81
    /// with one concept or number and the default kind (`系统自带的工具栏项目。` with “Use system-provided
    /// toolbar items…”), and hid those rules' missing-rule errors.
    static let minimumConfidence = 0.9

    /// The graphs of `documents` (`parts[i]` is `documents[i]`'s, built by `DocumentGraphBuilder`), with
    /// each translated page's graph built again with its list items that are rules, when it has any.
    static func apply(to parts: inout [GuidelineGraph], documents: [Document], glossary: Glossary) {
        var candidates: [(position: Int, places: Set<SourceLocation>)] = []
        for position in documents.indices where documents[position].frontMatter.translates != nil {
            let places = candidatePlaces(in: documents[position], graph: parts[position])
            if !places.isEmpty { candidates.append((position, places)) }
        }
        guard !candidates.isEmpty else { return }
        let sources = Dictionary(
            documents.indices.map { (documents[$0].key, $0) }, uniquingKeysWith: { first, _ in first })
        let matcher = TermMatcher(glossary: glossary)
        for (position, places) in candidates {
            let translation = documents[position]
            guard let translates = translation.frontMatter.translates,
                let source = sources["\(Language.en.rawValue)/\(translates)"], source != position
            else { continue }
            let promoted = promotedPlaces(
                places, translation: (translation, parts[position]), source: (documents[source], parts[source]),
                glossary: glossary, matcher: matcher)
            guard !promoted.places.isEmpty else { continue }
            parts[position] =
                promoted.places == places
                ? promoted.graph
                : DocumentGraphBuilder.build(translation, glossary: glossary, listItemRules: promoted.places)
        }
    }

    /// Where the paragraphs of the page's top-level list items that may be rules start: those that open
    /// with a bold lead and are no system item of `graph`.
    static func candidatePlaces(in document: Document, graph: GuidelineGraph) -> Set<SourceLocation> {
        var places = Set<SourceLocation>()
        for block in document.blocks {
            guard case .list(let list) = block else { continue }
            for (position, item) in list.items.enumerated() where position <= Rule.maximumListItem {
                if let (paragraph, _) = DocumentGraphBuilder.ruleParagraph(of: item, language: document.language) {
                    places.insert(paragraph.range.start)
                }
            }
        }
        guard !places.isEmpty else { return places }
        for item in graph.systemItems { places.remove(item.location) }
        return places
    }

    /// The candidate items that, read as rules, are aligned to English rules the page's own rules leave
    /// without a counterpart, and the graph with every candidate read as a rule.
    private static func promotedPlaces(
        _ places: Set<SourceLocation>, translation: (document: Document, graph: GuidelineGraph),
        source: (document: Document, graph: GuidelineGraph), glossary: Glossary, matcher: TermMatcher
    ) -> (places: Set<SourceLocation>, graph: GuidelineGraph) {
        let aligner = RuleAligner(matcher: matcher)
        let before = aligner.align(
            source: source.graph.rules, sourceDocument: source.document, translation: translation.graph.rules,
            translationDocument: translation.document)
        let uncovered = Set(before.compactMap { $0.translation == nil ? $0.source : nil })
        guard !uncovered.isEmpty else { return ([], translation.graph) }
        let promoted = DocumentGraphBuilder.build(translation.document, glossary: glossary, listItemRules: places)
        let after = aligner.align(
            source: source.graph.rules, sourceDocument: source.document, translation: promoted.rules,
            translationDocument: translation.document)
        let itemRules = Dictionary(
            promoted.rules.filter { $0.listItem != nil }.map { ($0.id, $0.location) },
            uniquingKeysWith: { first, _ in first })
        var kept = Set<SourceLocation>()
        for pair in after {
            guard let english = pair.source, uncovered.contains(english), let id = pair.translation,
                let place = itemRules[id], pair.confidence >= minimumConfidence
            else { continue }
            kept.insert(place)
        }
        return (kept, promoted)
    }
}
