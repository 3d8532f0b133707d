/// Finds an aligned rule or table row whose English uses a glossary term and whose translation has none
/// of the glossary's Chinese renderings of it (HD0329): "segmented control" in the English rule, 分段控制器
/// and no 分段控件 in its translation. Once per concept and unit, at the translated unit.
///
/// What is weighed, so that a finding is a term rendered otherwise, not a sentence said otherwise:
/// - the bars and the UI terms only: a topic's names are headings, which legitimately vary, and a search
///   bar element's names are everyday words (`clear`, `prompt`); nor a UI term whose renderings are its
///   English (`iPad`: it is not translated, so no other word can render it), nor one the glossary lets a
///   translation say freely (`freeRendering: true`: `custom`, `tap`, words that pair rules);
/// - the English as written, not the titles of its links (`see Segmented Control`, a page's name,
///   which the translation keeps in English) or its code; of a table row its meaning, not its name (a
///   button's name, `Bookmarks`, which the row renders as it does);
/// - the whole translated unit, its links too: a term said once anywhere in it is rendered, and a
///   translation that says it again with a pronoun or not at all is no finding;
/// - a bar a translation names otherwise is HD0321's finding (`WrongBarNameCheck`), not this one's, and
///   a unit of a bar's section need not name its bar, which the heading names (包含当前情境下最常用的指令
///   under 工具栏 for "Use a toolbar to give people … commands");
/// - a translation far shorter than its English (HD0324) has lost sentences, whose terms are lost with
///   them, as has one with its lead alone (HD0320) or a list of another length (HD0323: then the English
///   list is not weighed); an outdated one (HD0316) is to be brought up to its English first; and one that lacks two of its English's terms or more and renders fewer than it lacks says
///   something else (another edition's guideline): its words are not the question.
///
/// Where the pair's editions differ it is a note, not a warning: the term may be one the editions differ in.
enum GlossaryTermMissingCheck {
    /// The findings of `context`. `incomplete` are the places of the translated units another finding
    /// already calls incomplete, whose missing terms are in what they lack: far shorter than their English
    /// (HD0324, `ShortTranslationCheck`) or outdated (HD0316, `OutdatedTranslationCheck`).
    static func check(_ context: CheckContext, incomplete: Set<DiagnosticLocation> = []) -> [Diagnostic] {
        guard !context.alignments.isEmpty else { return [] }
        let glossary = context.corpus.glossary
        let matcher = context.matcher
        // Per concept rank: its Chinese renderings when the check weighs it, else nil.
        let renderings: [[String]?] = matcher.conceptIDs.map { id in
            guard let concept = glossary.concept(id) else { return nil }
            return checkedRenderings(of: concept)
        }
        let barRanks = matcher.conceptIDs.indices.filter { glossary.concept(matcher.conceptIDs[$0])?.kind == .bar }
        var found: [Diagnostic] = []
        for alignment in context.alignments {
            let editionsDiffer = context.edition(alignment.source) != context.edition(alignment.translation)
            for (kind, pairs) in [("rule", alignment.rules), ("table row", alignment.systemItems)] {
                for pair in pairs {
                    guard let source = pair.source, let translation = pair.translation,
                        let location = place(of: translation, context), !incomplete.contains(location),
                        let (english, translated, withList) = texts(of: source, translation, context)
                    else { continue }
                    // The English terms, each once, in the order first used; a rendering is sought in the
                    // translation only for a concept the check weighs.
                    var used: [(rank: Int, term: String)] = []
                    for occurrence in matcher.occurrences(in: english, language: .en)
                    where renderings[occurrence.conceptRank] != nil
                        && !used.contains(where: { $0.rank == occurrence.conceptRank })
                    {
                        used.append((occurrence.conceptRank, occurrence.term))
                    }
                    guard !used.isEmpty else { continue }
                    var missing = used.filter { use in
                        !renderings[use.rank]!.contains { rendering($0, isIn: translated) }
                    }
                    guard !missing.isEmpty else { continue }
                    // The terms the English uses outside its links' titles and its code: a title is the
                    // name of a page, which a translation keeps in English.
                    let written = matcher.conceptRanks(
                        lead: writtenText(of: source, withList: withList, context), body: "", language: .en
                    )
                    .all
                    missing.removeAll { !written.contains($0.rank) }
                    // A unit in its bar's section need not name the bar: the heading does.
                    let ownBars = bars(of: translation, context)
                    missing.removeAll { ownBars.contains(matcher.conceptIDs[$0.rank]) }
                    if missing.contains(where: { barRanks.contains($0.rank) }),
                        namesAnotherBar(
                            translated, englishBars: used.map(\.rank).filter(barRanks.contains), bars: barRanks,
                            renderings: renderings)
                    {
                        missing.removeAll { barRanks.contains($0.rank) }
                    }
                    guard !missing.isEmpty else { continue }
                    let rendered = used.count - missing.count
                    if missing.count >= 2 && rendered < missing.count { continue }
                    guard let related = place(of: source, context) else { continue }
                    let bar = context.bar(at: location.line, document: alignment.translation) ?? pair.bar
                    for use in missing {
                        let listed = renderings[use.rank]!
                        let none =
                            switch listed.count {
                            case 1: "none of it"
                            case 2: "neither"
                            default: "none of them"
                            }
                        found.append(
                            Diagnostic(
                                code: .glossaryTermMissing, severity: editionsDiffer ? .note : nil,
                                message:
                                    "term not translated as the glossary says: “\(use.term)” is \(listed.joined(separator: " or ")) in the glossary; this \(kind) has \(none)",
                                location: location, related: [related], bar: bar,
                                subject: "\(translation)|\(matcher.conceptIDs[use.rank])"))
                    }
                }
            }
        }
        return found
    }

    /// The Chinese renderings of `concept` when the check weighs it: a bar or a UI term whose renderings
    /// the glossary asks for (not `freeRendering`) and are not its English terms.
    static func checkedRenderings(of concept: Glossary.Concept) -> [String]? {
        guard concept.kind == .bar || concept.kind == .uiTerm, !concept.freeRendering else { return nil }
        let renderings = concept.zh.filter { !$0.isEmpty }
        guard !renderings.isEmpty, !renderings.allSatisfy(concept.en.contains) else { return nil }
        return renderings
    }

    /// Whether `text` holds the Chinese rendering `rendering`, ASCII letters compared regardless of case.
    static func rendering(_ rendering: String, isIn text: String) -> Bool {
        WrongBarNameCheck.containsIgnoringASCIICase(rendering, in: text)
    }

    /// Whether a translation names a bar, and none of `englishBars` (ranks): HD0321 reports it.
    private static func namesAnotherBar(
        _ translated: String, englishBars: [Int], bars: [Int], renderings: [[String]?]
    ) -> Bool {
        let named = bars.filter { bar in renderings[bar]?.contains { rendering($0, isIn: translated) } ?? false }
        return !named.isEmpty && !named.contains(where: englishBars.contains)
    }

    /// The bar of a translated rule, or the bars of a table row.
    private static func bars(of id: String, _ context: CheckContext) -> [String] {
        context.rules.read(id) { $0.bar.map { [$0] } ?? [] } ?? context.items.read(id) { $0.bars } ?? []
    }

    /// The texts a pair is compared by: the English rule's lead, body and list (not the list when the two
    /// lists differ in length, HD0323's finding, which says what the translation lacks) and the whole
    /// translated rule; or the English table row's meaning and the translated row's name and meaning.
    /// Nil for a translated rule without a body: its body is missing (HD0320) or in the paragraph below.
    private static func texts(of source: String, _ translation: String, _ context: CheckContext)
        -> (english: String, translated: String, withList: Bool)?
    {
        if let translated = context.rules.read(
            translation,
            { rule -> (String, Int)? in
                Text.isWhitespaceOnly(rule.body) ? nil : (rule.text, rule.list.count)
            })
        {
            guard let (text, listCount) = translated,
                let english = context.rules.read(
                    source,
                    { rule -> (String, Bool) in
                        let withList = rule.list.count == listCount
                        return (rule.text(withList: withList), withList)
                    })
            else { return nil }
            return (english.0, text, english.1)
        }
        guard let english = context.items.read(source, { $0.meaning }),
            let translated = context.items.read(translation, { $0.localizedName + " " + $0.meaning })
        else { return nil }
        return (english, translated, true)
    }

    /// What an English rule says in its own words (its paragraph, and its list `withList`, without link
    /// titles and code), or a table row's meaning.
    private static func writtenText(of id: String, withList: Bool, _ context: CheckContext) -> String {
        if let (document, first, count) = context.rules.read(id, { ($0.document, $0.blockIndex, $0.blockCount) }) {
            guard let blocks = context.documents[document]?.blocks else { return "" }
            var parts: [String] = []
            for index in first..<(first + (withList ? count : 1)) where blocks.indices.contains(index) {
                appendWrittenText(of: blocks[index], to: &parts)
            }
            return parts.joined(separator: " ")
        }
        return context.items.read(id) { $0.meaning } ?? ""
    }

    private static func appendWrittenText(of block: Block, to parts: inout [String]) {
        switch block {
        case .paragraph(let paragraph): parts.append(SectionProse.text(of: paragraph.inlines))
        case .list(let list):
            for item in list.items { for child in item.blocks { appendWrittenText(of: child, to: &parts) } }
        case .blockQuote(let quote): for child in quote.blocks { appendWrittenText(of: child, to: &parts) }
        default: break
        }
    }

    private static func place(of id: String, _ context: CheckContext) -> DiagnosticLocation? {
        context.location(ofRule: id) ?? context.location(ofItem: id)
    }
}
