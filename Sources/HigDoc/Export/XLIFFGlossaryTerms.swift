/// The glossary's terms a unit's English text uses, with their Chinese renderings: what XLIFF's glossary
/// module (`gls:glossary`) gives a translator beside the segment, so that a term is rendered as the
/// glossary says (the inconsistencies HD0312 reports are the ones this prevents).
struct XLIFFGlossaryTerms {
    private let matcher: TermMatcher
    private let glossary: Glossary

    init(_ glossary: Glossary) {
        self.init(glossary, matcher: TermMatcher(glossary: glossary))
    }

    /// The terms of `glossary`, found by `matcher` (made of the same glossary, and shared with the export's
    /// other users of one).
    init(_ glossary: Glossary, matcher: TermMatcher) {
        self.matcher = matcher
        self.glossary = glossary
    }

    /// One entry per concept the English text mentions, in the order they first occur: the term as the
    /// text writes it (`Wi-Fi`; the matcher finds it whatever its case) and every Chinese rendering the
    /// glossary lists. Concepts with no Chinese term are left out.
    func entries(in contents: [XLIFFDocument.Content]) -> [XLIFFDocument.GlossaryEntry] {
        var entries: [XLIFFDocument.GlossaryEntry] = []
        var seen: Set<String> = []
        for content in contents {
            for text in [content.lead ?? "", content.text] where !text.isEmpty {
                for occurrence in matcher.occurrences(in: text, language: .en)
                where seen.insert(occurrence.concept).inserted {
                    guard let concept = glossary.concept(occurrence.concept), !concept.zh.isEmpty else { continue }
                    entries.append(
                        .init(
                            concept: concept.id, term: Self.written(occurrence, in: text), translations: concept.zh))
                }
            }
        }
        return entries
    }

    /// The occurrence's term as `text` writes it: its characters at the occurrence's offset, when they are
    /// the term but for case (else the term as the matcher knows it, lowercase).
    static func written(_ occurrence: TermMatcher.Occurrence, in text: String) -> String {
        let written = String(text.dropFirst(occurrence.offset).prefix(occurrence.term.count))
        return written.lowercased() == occurrence.term ? written : occurrence.term
    }
}
