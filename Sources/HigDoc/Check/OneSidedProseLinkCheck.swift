import Foundation

/// Finds links that the prose of an aligned section has on one side only (HD0327): its paragraphs, list
/// items and callouts (`SectionProse`), with those of the subsections the other side folds into it
/// (HD0318). The links of rules are compared by `OneSidedLinkCheck` (HD0309), pair by pair.
///
/// Targets are compared as `UnitFeatures.linkTarget` reads them (the `apple_ref` id, else the page's
/// file name), so that the English relative links and the Chinese absolute ones agree. A prose link is
/// not one-sided when the other side links to its target anywhere in the section's own text, a rule or a
/// table included: a translation may move the sentence that holds it. A finding is at the translated
/// paragraph that holds the translation's link, or at the translation of the English paragraph that
/// holds the English one (`ParagraphEvidence.counterpart`); failing that, at the translated section's
/// heading. Where the pair's editions differ it is a note, not a warning: editions change their
/// references.
enum OneSidedProseLinkCheck {
    static func check(_ context: CheckContext) -> [Diagnostic] {
        guard !context.alignments.isEmpty else { return [] }
        // The link targets of each section's own text (not its subsections'), read where the links are.
        var bySection: [String: Set<String>] = [:]
        let links = context.graph.links
        for index in links.indices {
            guard let section = links[index].section, let key = UnitFeatures.linkTarget(links[index].destination)
            else { continue }
            bySection[section, default: []].insert(key)
        }
        func targets(of sections: [String]) -> Set<String> {
            sections.count == 1
                ? bySection[sections[0]] ?? []
                : sections.reduce(into: Set<String>()) { $0.formUnion(bySection[$1] ?? []) }
        }
        var found: [Diagnostic] = []
        var prose = SectionProse(context)
        for alignment in context.alignments {
            for (en, zh, english, chinese) in prose.sectionPairs(of: alignment) {
                let enTargets = targets(of: english)
                let zhTargets = targets(of: chinese)
                guard enTargets != zhTargets else { continue }
                found += diagnostics(
                    english: Side(section: en, sections: english, only: enTargets.subtracting(zhTargets)),
                    chinese: Side(section: zh, sections: chinese, only: zhTargets.subtracting(enTargets)),
                    alignment: alignment, prose: prose, context: context)
            }
        }
        return found
    }

    /// One side of a section pair: its section, the sections whose prose it is, and the targets its
    /// sections link to that the other side's do not.
    struct Side {
        var section: String
        var sections: [String]
        var only: Set<String>
    }

    /// A link to a target the other side does not link to: its target, its text, and the position of its
    /// paragraph among the side's paragraphs.
    struct OneSided {
        var target: String
        var text: String
        var paragraph: Int
    }

    /// The links of `paragraphs` whose target `only` holds, the first of each target, in page order.
    static func oneSided(in paragraphs: [SectionProse.Paragraph], only: Set<String>) -> [OneSided] {
        guard !only.isEmpty else { return [] }
        var found: [OneSided] = []
        var seen = Set<String>()
        for index in paragraphs.indices {
            paragraphs[index].inlines.forEachLink { link in
                guard let target = UnitFeatures.linkTarget(link.destination), only.contains(target),
                    seen.insert(target).inserted
                else { return }
                found.append(OneSided(target: target, text: OneSidedLinkCheck.text(of: link), paragraph: index))
            }
        }
        return found
    }

    /// The findings of one section pair: one per place in the translation (a paragraph, or the section's
    /// heading), each naming the links either side's prose has there that the other lacks.
    static func diagnostics(
        english: Side, chinese: Side, alignment: DocumentAlignment, prose: SectionProse, context: CheckContext
    ) -> [Diagnostic] {
        let enParagraphs = prose.paragraphs(ofSections: english.sections)
        let zhParagraphs = prose.paragraphs(ofSections: chinese.sections)
        let enOnly = oneSided(in: enParagraphs, only: english.only)
        let zhOnly = oneSided(in: zhParagraphs, only: chinese.only)
        // A difference in the links of rules, tables or captions alone is another check's.
        guard !enOnly.isEmpty || !zhOnly.isEmpty else { return [] }
        var enEvidence = ParagraphEvidence(
            enParagraphs,
            numbers: ProseNumberMismatchCheck.stated(in: english.sections, language: .en, prose).map {
                ($0.value, $0.paragraph)
            })
        var zhEvidence = ParagraphEvidence(
            zhParagraphs,
            numbers: ProseNumberMismatchCheck.stated(in: chinese.sections, language: .zh, prose).map {
                ($0.value, $0.paragraph)
            })
        // By place in the translation: a paragraph's position, or nil for the section's heading.
        var places: [Int?: (english: [OneSided], chinese: [OneSided])] = [:]
        for link in zhOnly { places[link.paragraph, default: ([], [])].chinese.append(link) }
        for link in enOnly {
            let place = ParagraphEvidence.counterpart(of: link.paragraph, in: &enEvidence, among: &zhEvidence)
            places[place, default: ([], [])].english.append(link)
        }
        let enTitle = context.sections[english.section]?.title ?? english.section
        let editionsDiffer = context.edition(alignment.source) != context.edition(alignment.translation)
        let enFile = context.path(alignment.source)
        let zhFile = context.path(alignment.translation)
        let heading =
            context.location(ofSection: chinese.section) ?? DiagnosticLocation(file: zhFile, line: 1, column: 1)
        let enHeading =
            context.location(ofSection: english.section) ?? DiagnosticLocation(file: enFile, line: 1, column: 1)
        var found: [Diagnostic] = []
        for place in places.keys.sorted(by: { ($0 ?? -1) < ($1 ?? -1) }) {
            let (enLinks, zhLinks) = places[place]!
            var related: [DiagnosticLocation] = []
            for link in enLinks {
                let location = DiagnosticLocation(file: enFile, enParagraphs[link.paragraph].location)
                if !related.contains(location) { related.append(location) }
            }
            if related.isEmpty {
                let source = place.flatMap {
                    ParagraphEvidence.counterpart(of: $0, in: &zhEvidence, among: &enEvidence)
                }
                related = [source.map { DiagnosticLocation(file: enFile, enParagraphs[$0].location) } ?? enHeading]
            }
            var parts: [String] = []
            if !enLinks.isEmpty {
                parts.append("the English links to \(listed(enLinks)), the translation does not")
            }
            if !zhLinks.isEmpty {
                parts.append("the translation links to \(listed(zhLinks)), the English does not")
            }
            found.append(
                Diagnostic(
                    code: .proseLinkOneSided, severity: editionsDiffer ? .note : nil,
                    message:
                        "link on one side only in the prose of “\(enTitle)”: \(parts.joined(separator: "; "))\(context.editionNote(alignment))",
                    location: place.map { DiagnosticLocation(file: zhFile, zhParagraphs[$0].location) } ?? heading,
                    related: related, bar: context.bar(ofSection: chinese.section),
                    subject: "\(chinese.section)|\((enLinks + zhLinks).map(\.target).joined(separator: ","))"))
        }
        return found
    }

    /// `“Navigation Controllers” (doc/uid/TP40007457-CH7), …`: each link's text and target.
    static func listed(_ links: [OneSided]) -> String {
        links.map { "“\($0.text)” (\($0.target))" }.joined(separator: ", ")
    }
}
