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
    static func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var prose = SectionProse(context)
        for alignment in context.alignments {
            let folding = context.folding[alignment.translation]
            // The aligned sections, made when a section carries another's prose (most pairs have none).
            var aligned: Set<UnitKey>?
            func withCarried(_ id: String, _ carried: [String]?) -> [String] {
                guard let carried, !carried.isEmpty else { return [id] }
                if aligned == nil {
                    aligned = Set(
                        alignment.sections.filter(\.isAligned).flatMap { [$0.source!, $0.translation!] }.map(
                            UnitKey.init))
                }
                return [id] + prose.withUnalignedSubsections(carried, aligned: aligned!)
            }
            for pair in alignment.sections {
                guard let en = pair.source, let zh = pair.translation else { continue }
                let english = withCarried(en, folding?.structureOnlySource[zh])
                let chinese = withCarried(zh, folding?.structureOnlyTranslation[en])
                let enStated = stated(in: english, language: .en, prose)
                let zhStated = stated(in: chinese, language: .zh, prose)
                if enStated.isEmpty && zhStated.isEmpty { continue }
                let enValues = Set(enStated.map(\.quantity.value))
                let zhValues = Set(zhStated.map(\.quantity.value))
                guard enValues != zhValues else { continue }
                found += diagnostics(
                    english: (en, english, enStated.filter { !zhValues.contains($0.quantity.value) }),
                    chinese: (zh, chinese, zhStated.filter { !enValues.contains($0.quantity.value) }),
                    alignment: alignment, prose: prose, context: context)
            }
        }
        return found
    }

    /// A quantity a side's prose states, and the paragraph stating it (its position among the side's
    /// paragraphs).
    struct Stated {
        var quantity: NumberExtractor.Quantity
        var paragraph: Int
    }

    /// The quantities the prose of sections `ids` states, in page order. A paragraph whose texts hold no
    /// digit, Chinese numeral or English number word is passed over without making a string of it.
    static func stated(in ids: [String], language: Language, _ prose: SectionProse) -> [Stated] {
        var found: [Stated] = []
        var position = 0
        for id in ids {
            prose.forEachParagraph(ofSection: id) { paragraph in
                defer { position += 1 }
                guard SectionProse.mayStateQuantity(paragraph.inlines, language: language) else { return }
                for quantity in NumberExtractor.quantities(
                    in: SectionProse.text(of: paragraph.inlines), language: language)
                {
                    found.append(Stated(quantity: quantity, paragraph: position))
                }
            }
        }
        return found
    }

    /// The findings of one section pair, given the quantities only one side states: one per place in the
    /// translation (a paragraph, or the section's heading), each naming what both sides state there that
    /// the other does not.
    static func diagnostics(
        english: (section: String, sections: [String], only: [Stated]),
        chinese: (section: String, sections: [String], only: [Stated]),
        alignment: DocumentAlignment, prose: SectionProse, context: CheckContext
    ) -> [Diagnostic] {
        let enParagraphs = prose.paragraphs(ofSections: english.sections)
        let zhParagraphs = prose.paragraphs(ofSections: chinese.sections)
        let enEvidence = enParagraphs.map { Evidence($0, language: .en) }
        let zhEvidence = zhParagraphs.map { Evidence($0, language: .zh) }
        // Each value at its first statement.
        func firsts(_ stated: [Stated]) -> [Stated] {
            var seen = Set<Int>()
            return stated.filter { seen.insert($0.quantity.value).inserted }
        }
        // By place in the translation: a paragraph's position, or nil for the section's heading.
        var places: [Int?: (english: [Stated], chinese: [Stated])] = [:]
        for stated in firsts(chinese.only) { places[stated.paragraph, default: ([], [])].chinese.append(stated) }
        // An English number the translation lacks belongs where its paragraph's counterpart is; failing one,
        // with the translation's own numbers when they are all in one paragraph (a number changed).
        let zhPlaces = Set(chinese.only.map(\.paragraph))
        for stated in firsts(english.only) {
            let place =
                counterpart(of: stated.paragraph, in: enEvidence, among: zhEvidence)
                ?? (zhPlaces.count == 1 ? zhPlaces.first : nil)
            places[place, default: ([], [])].english.append(stated)
        }
        let enTitle = context.sections[english.section]?.title ?? english.section
        let editionsDiffer = context.edition(alignment.source) != context.edition(alignment.translation)
        let enFile = context.path(alignment.source)
        let zhFile = context.path(alignment.translation)
        let heading =
            context.location(ofSection: chinese.section) ?? DiagnosticLocation(file: zhFile, line: 1, column: 1)
        let enHeading =
            context.location(ofSection: english.section) ?? DiagnosticLocation(file: enFile, line: 1, column: 1)
        return places.keys.sorted { ($0 ?? -1) < ($1 ?? -1) }.map { place in
            let (enOnly, zhOnly) = places[place]!
            var related: [DiagnosticLocation] = []
            for paragraph in enOnly.map(\.paragraph) {
                let location = DiagnosticLocation(file: enFile, enParagraphs[paragraph].location)
                if !related.contains(location) { related.append(location) }
            }
            if related.isEmpty {
                related = [
                    place.flatMap { counterpart(of: $0, in: zhEvidence, among: enEvidence) }.map {
                        DiagnosticLocation(file: enFile, enParagraphs[$0].location)
                    } ?? enHeading
                ]
            }
            let differences = NumberMismatchCheck.differences(
                english: enOnly.map(\.quantity), chinese: zhOnly.map(\.quantity))
            return Diagnostic(
                code: .proseNumberMismatch, severity: editionsDiffer ? .note : nil,
                message: "numbers differ in the prose of “\(enTitle)”: \(differences)\(context.editionNote(alignment))",
                location: place.map { DiagnosticLocation(file: zhFile, zhParagraphs[$0].location) } ?? heading,
                related: related, bar: context.bar(ofSection: chinese.section),
                subject:
                    "\(chinese.section)|\(enOnly.map { String($0.quantity.value) }.joined(separator: ","))|\(zhOnly.map { String($0.quantity.value) }.joined(separator: ","))"
            )
        }
    }

    /// What a paragraph shares with its translation whatever the language: the numbers it states, the
    /// targets of its links and the code identifiers it names.
    struct Evidence {
        var numbers: Set<Int>
        var links: Set<String>
        var identifiers: Set<String>

        init(_ paragraph: SectionProse.Paragraph, language: Language) {
            numbers = NumberExtractor.values(in: SectionProse.text(of: paragraph.inlines), language: language)
            var links = Set<String>()
            paragraph.inlines.forEachLink { link in
                if let target = UnitFeatures.linkTarget(link.destination) { links.insert(target) }
            }
            self.links = links
            identifiers = UnitFeatures.identifiers(in: paragraph.inlines)
        }

        func shared(with other: Evidence) -> Int {
            numbers.intersection(other.numbers).count + links.intersection(other.links).count
                + identifiers.intersection(other.identifiers).count
        }
    }

    /// The paragraph of `candidates` that paragraph `index` of `side` is translated as: the one sharing
    /// the most with it (numbers, link targets, identifiers), of those the nearest in relative position;
    /// nil when none shares anything or two remain. Glossary terms are no evidence here: on the bundled
    /// pages, placing by them too put six of thirty-six English paragraphs at the wrong translation.
    static func counterpart(of index: Int, in side: [Evidence], among candidates: [Evidence]) -> Int? {
        let scores = candidates.map { side[index].shared(with: $0) }
        guard let best = scores.max(), best > 0 else { return nil }
        let tied = scores.indices.filter { scores[$0] == best }
        guard tied.count > 1 else { return tied[0] }
        func position(_ index: Int, of count: Int) -> Double { count > 1 ? Double(index) / Double(count - 1) : 0.5 }
        let distances = tied.map { abs(position($0, of: candidates.count) - position(index, of: side.count)) }
        let nearest = distances.min()!
        let closest = tied.indices.filter { distances[$0] == nearest }
        return closest.count == 1 ? tied[closest[0]] : nil
    }
}
