/// Finds numbers that the prose of an aligned section states on one side only (HD0322): its paragraphs,
/// list items and callouts (`SectionProse`), with those of the English subsections the translation
/// folds into it (HD0318). Rules and table rows are units of their own, compared by
/// `NumberMismatchCheck` (HD0308).
///
/// Each side's numbers are compared as a set (`five`, `5` and `五个` agree; a number stated twice on
/// one side and once on the other is no difference), read as `NumberExtractor` reads them: version
/// numbers and table and figure numbers (HD0311) state none, nor do link targets, code spans or images.
/// A finding is at the translated paragraph that states the translation's number, or that the
/// English paragraph stating the English number is matched to (`counterpart`); failing that, at the
/// translated section's heading. Where the pair's editions differ it is a note, not a warning: the
/// number may be one they differ in.
enum ProseNumberMismatchCheck {
    /// The findings of `context`, whose prose is `prose`, and whose alignments' section pairs are
    /// `sectionPairs` (`SectionProse.sectionPairs(of:)`, in the order of the alignments).
    static func check(_ context: CheckContext, prose: SectionProse, sectionPairs: [[SectionProse.Pair]])
        -> [Diagnostic]
    {
        var found: [Diagnostic] = []
        for (alignment, pairs) in zip(context.alignments, sectionPairs) {
            // The numbers of each section's rules that have no counterpart, made when a pair first differs:
            // a rule on one side may be a plain paragraph on the other (its bold lost), whose number is then
            // stated, by the rule.
            var unalignedRuleNumbers: [String: Set<Int>]?
            func ruleNumbers(in sections: [String]) -> Set<Int> {
                if unalignedRuleNumbers == nil {
                    var made: [String: Set<Int>] = [:]
                    let rules = context.graph.rules
                    for pair in alignment.rules where pair.source == nil || pair.translation == nil {
                        guard let id = pair.source ?? pair.translation, let position = context.rules.position(of: id)
                        else { continue }
                        let language: Language = pair.source == nil ? .zh : .en
                        made[rules[position].section, default: []].formUnion(
                            NumberExtractor.values(in: rules[position].text, language: language))
                    }
                    unalignedRuleNumbers = made
                }
                return sections.reduce(into: Set<Int>()) { $0.formUnion(unalignedRuleNumbers?[$1] ?? []) }
            }
            for (en, zh, english, chinese) in pairs {
                let enStated = stated(in: english, language: .en, prose)
                let zhStated = stated(in: chinese, language: .zh, prose)
                if enStated.isEmpty && zhStated.isEmpty { continue }
                let enValues = Set(enStated.map(\.value))
                let zhValues = Set(zhStated.map(\.value))
                guard enValues != zhValues else { continue }
                let enOnly = enValues.subtracting(zhValues).subtracting(ruleNumbers(in: chinese))
                let zhOnly = zhValues.subtracting(enValues).subtracting(ruleNumbers(in: english))
                guard !enOnly.isEmpty || !zhOnly.isEmpty else { continue }
                found += diagnostics(
                    english: Side(section: en, sections: english, stated: enStated, only: enOnly),
                    chinese: Side(section: zh, sections: chinese, stated: zhStated, only: zhOnly),
                    alignment: alignment, prose: prose, context: context)
            }
        }
        return found
    }

    /// A number a side's prose states, and the paragraph stating it (its position among the side's
    /// paragraphs).
    struct Stated {
        var value: Int
        var paragraph: Int
    }

    /// The numbers the prose of sections `ids` states, each paragraph's once, in paragraph order. A
    /// paragraph whose texts hold no digit, Chinese numeral or English number word is passed over without
    /// making a string of it.
    static func stated(in ids: [String], language: Language, _ prose: SectionProse) -> [Stated] {
        var found: [Stated] = []
        var position = 0
        for id in ids {
            prose.forEachParagraph(ofSection: id) { paragraph in
                defer { position += 1 }
                for value in SectionProse.numbers(statedIn: paragraph.inlines, language: language) {
                    found.append(Stated(value: value, paragraph: position))
                }
            }
        }
        return found
    }

    /// One side of a section pair: its section, the sections whose prose it is, the numbers that prose
    /// states, and those the other side's does not.
    struct Side {
        var section: String
        var sections: [String]
        var stated: [Stated]
        var only: Set<Int>
    }

    /// The findings of one section pair: one per place in the translation (a paragraph, or the section's
    /// heading), each naming what either side states there that the other does not.
    static func diagnostics(
        english: Side, chinese: Side, alignment: DocumentAlignment, prose: SectionProse, context: CheckContext
    )
        -> [Diagnostic]
    {
        var enEvidence = ParagraphEvidence(
            prose.paragraphs(ofSections: english.sections), language: .en,
            numbers: english.stated.map { ($0.value, $0.paragraph) })
        var zhEvidence = ParagraphEvidence(
            prose.paragraphs(ofSections: chinese.sections), language: .zh,
            numbers: chinese.stated.map { ($0.value, $0.paragraph) })
        let enOnly = firstStatements(of: english.only, in: &enEvidence)
        let zhOnly = firstStatements(of: chinese.only, in: &zhEvidence)
        // By place in the translation: a paragraph's position, or nil for the section's heading.
        var byPlace: [Int?: (english: [Statement], chinese: [Statement])] = [:]
        for stated in zhOnly { byPlace[stated.paragraph, default: ([], [])].chinese.append(stated) }
        // An English number the translation lacks belongs where its paragraph's counterpart is; failing one,
        // with the translation's own numbers when both sides' are each in one paragraph (a number changed).
        let zhPlaces = Set(zhOnly.map(\.paragraph))
        let onePlaceEach = zhPlaces.count == 1 && Set(enOnly.map(\.paragraph)).count == 1
        for stated in enOnly {
            let place =
                ParagraphEvidence.counterpart(of: stated.paragraph, in: &enEvidence, among: &zhEvidence)
                ?? (onePlaceEach ? zhPlaces.first : nil)
            byPlace[place, default: ([], [])].english.append(stated)
        }
        let places = SectionPairPlaces(
            english: english.section, chinese: chinese.section, alignment: alignment, context: context)
        var found: [Diagnostic] = []
        for place in byPlace.keys.sorted(by: { ($0 ?? -1) < ($1 ?? -1) }) {
            let (enStated, zhStated) = byPlace[place]!
            let related = places.related(
                paragraphs: enStated.map(\.paragraph), place: place, english: &enEvidence, chinese: &zhEvidence)
            let differences = NumberMismatchCheck.differences(
                english: enStated.map(\.quantity), chinese: zhStated.map(\.quantity))
            found.append(
                Diagnostic(
                    code: .proseNumberMismatch, severity: places.editionsDiffer ? .note : nil,
                    message:
                        "numbers differ in the prose of “\(places.englishTitle)”: \(differences)\(context.editionNote(alignment))",
                    location: places.location(of: place, in: zhEvidence),
                    related: related, bar: context.bar(ofSection: chinese.section),
                    subject:
                        "\(chinese.section)|\(enStated.map { String($0.quantity.value) }.joined(separator: ","))|\(zhStated.map { String($0.quantity.value) }.joined(separator: ","))"
                ))
        }
        return found
    }

    /// A number as a side's prose first states it, and the paragraph stating it.
    struct Statement {
        var quantity: NumberExtractor.Quantity
        var paragraph: Int
    }

    /// Each of `values` where a side's prose first states it, as written there, in page order.
    static func firstStatements(of values: Set<Int>, in side: inout ParagraphEvidence) -> [Statement] {
        var found: [Statement] = []
        var seen = Set<Int>()
        for paragraph in side.paragraphs.indices where !side.numbers(paragraph).isDisjoint(with: values) {
            let text = SectionProse.text(of: side.paragraphs[paragraph].inlines)
            for quantity in NumberExtractor.quantities(in: text, language: side.language)
            where values.contains(quantity.value) && seen.insert(quantity.value).inserted {
                found.append(Statement(quantity: quantity, paragraph: paragraph))
            }
        }
        return found
    }
}
