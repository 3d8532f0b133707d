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
        let matcher = context.matcher
        let renderings = matcher.missingTermRenderings
        var found: [Diagnostic] = []
        for alignment in context.alignments {
            let editionsDiffer = context.edition(alignment.source) != context.edition(alignment.translation)
            for (kind, pairs) in [("rule", alignment.rules), ("table row", alignment.systemItems)] {
                for pair in pairs {
                    guard let source = pair.source, let translation = pair.translation,
                        let (english, translated) = texts(of: source, translation, context)
                    else { continue }
                    // The English's terms the check weighs, from one scan that makes no string of them; each
                    // is sought in the translation as bytes (most units render every one).
                    let used = matcher.conceptRanks(lead: english, body: "", language: .en).all.filter {
                        renderings[$0] != nil
                    }
                    guard !used.isEmpty else { continue }
                    let inert = Text.isCanonicallyInert(translated)
                    var missing = used.filter { rank in
                        !renderings[rank]!.contains { rendering($0, isIn: translated, textIsInert: inert) }
                    }
                    guard !missing.isEmpty, let location = place(of: translation, context),
                        !incomplete.contains(location)
                    else { continue }
                    // A unit in its bar's section need not name the bar: the heading does.
                    let ownBars = bars(of: translation, context)
                    missing.removeAll { matcher.isBar[$0] && ownBars.contains(matcher.conceptIDs[$0]) }
                    if missing.contains(where: { matcher.isBar[$0] }),
                        namesAnotherBar(translated, englishBars: used.filter { matcher.isBar[$0] }, matcher)
                    {
                        missing.removeAll { matcher.isBar[$0] }
                    }
                    guard !missing.isEmpty else { continue }
                    let rendered = used.count - missing.count
                    if missing.count >= 2 && rendered < missing.count { continue }
                    guard let related = place(of: source, context) else { continue }
                    let bar = context.bar(at: location.line, document: alignment.translation) ?? pair.bar
                    // Each term as the English first writes it (`badging`), in the order of the concepts' ids.
                    let occurrences = matcher.occurrences(in: english, language: .en)
                    for rank in missing {
                        let listed = renderings[rank]!
                        let term = occurrences.first { $0.conceptRank == rank }?.term ?? matcher.conceptIDs[rank]
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
                                    "term not translated as the glossary says: “\(term)” is \(listed.joined(separator: " or ")) in the glossary; this \(kind) has \(none)",
                                location: location, related: [related], bar: bar,
                                subject: "\(translation)|\(matcher.conceptIDs[rank])"))
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

    /// Whether `text` holds the Chinese rendering `rendering`, ASCII letters compared regardless of case;
    /// `textIsInert` is `Text.isCanonicallyInert(text)`.
    static func rendering(_ rendering: String, isIn text: String, textIsInert: Bool) -> Bool {
        Text.withUTF8(rendering) { $0.contains { $0 < 0x80 } }
            ? WrongBarNameCheck.containsIgnoringASCIICase(rendering, in: text)
            : Text.contains(rendering, in: text, textIsInert: textIsInert)
    }

    /// Whether a translation names a bar, and none of `englishBars` (ranks): HD0321 reports it.
    private static func namesAnotherBar(_ translated: String, englishBars: [Int], _ matcher: TermMatcher) -> Bool {
        let inert = Text.isCanonicallyInert(translated)
        let named = matcher.conceptIDs.indices.filter { rank in
            matcher.isBar[rank]
                && (matcher.missingTermRenderings[rank]?.contains {
                    rendering($0, isIn: translated, textIsInert: inert)
                } ?? false)
        }
        return !named.isEmpty && !named.contains(where: englishBars.contains)
    }

    /// The bar of a translated rule, or the bars of a table row.
    private static func bars(of id: String, _ context: CheckContext) -> [String] {
        context.rules.read(id) { $0.bar.map { [$0] } ?? [] } ?? context.items.read(id) { $0.bars } ?? []
    }

    /// The texts a pair is compared by: what the English says in its own words (`writtenText`: the rule's
    /// paragraph and list, not the list when the two lists differ in length, HD0323's finding, which says
    /// what the translation lacks; a table row's meaning) and the whole translated rule or row. Nil for a
    /// translated rule without a body: its body is missing (HD0320) or in the paragraph below.
    private static func texts(of source: String, _ translation: String, _ context: CheckContext)
        -> (english: String, translated: String)?
    {
        if let translated = context.rules.read(
            translation,
            { rule -> (String, Int)? in Text.isWhitespaceOnly(rule.body) ? nil : (rule.text, rule.list.count) })
        {
            guard let (text, listCount) = translated,
                let (document, first, count) = context.rules.read(
                    source, { ($0.document, $0.blockIndex, $0.list.count == listCount ? $0.blockCount : 1) })
            else { return nil }
            return (writtenText(document: document, blocks: first..<(first + count), context), text)
        }
        guard let english = context.items.read(source, { $0.meaning }),
            let translated = context.items.read(translation, { $0.localizedName + " " + $0.meaning })
        else { return nil }
        return (english, translated)
    }

    /// The text of a page's `blocks` (a rule's paragraph and list) without link titles and code: a title is
    /// the name of a page, which a translation keeps in English.
    private static func writtenText(document: String, blocks range: Range<Int>, _ context: CheckContext) -> String {
        guard let blocks = context.documents[document]?.blocks else { return "" }
        var parts: [String] = []
        for index in range where blocks.indices.contains(index) { appendWrittenText(of: blocks[index], to: &parts) }
        return parts.joined(separator: " ")
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
