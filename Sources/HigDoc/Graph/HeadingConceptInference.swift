/// Which bar or topic a heading is about when it is none of the glossary's terms for one: a translator's
/// synonym (`导航条` for `导航栏`), a reworded topic (`工具栏与导航栏按钮`), the English name first
/// (`Navigation Bar（导航栏）`). Such a heading used to make its section nobody's: the English section was
/// missing, the translated one extra, and every guideline under it unpaired, which hid the real findings.
///
/// A heading is read as a concept only where the page shows it is one of its bar or topic headings:
/// - the page has recognized bar or topic headings at the heading's level, and the heading is not inside
///   a section that is about a bar already;
/// - no other heading of the page names the concept;
/// - and either the heading names exactly what one of the concept's terms names (the same bars and UI
///   terms, in any order or wording: `导航栏和工具栏按钮`), or it shares a word (English) or a character
///   (Chinese) with the bar's terms and its section's text names that bar at least
///   `minimumMentions` times and at least twice as often as any other bar no heading is about.
///
/// Whoever reads the page is told (`DiagnosticCode.unrecognizedHeading`): the heading should be written
/// as the glossary writes it, or the glossary should list it.
struct HeadingConceptInference {
    /// Why a heading was read as a concept.
    enum Reason: Equatable {
        /// The heading names the same bars and terms as `term`, one of the concept's terms.
        case sameTerms(term: String)
        /// The section's text names the bar `mentions` times, with `term` the word it uses most.
        case content(term: String, mentions: Int)
    }

    /// Fewest mentions of a bar in a section's text for the section to be read as that bar's.
    static let minimumMentions = 3

    let glossary: Glossary
    let language: Language
    /// The concepts the page's recognized headings name: no other heading is read as one of them.
    private var claimed: Set<String>
    /// The levels of the page's recognized bar and topic headings.
    private let levels: Set<Int>
    /// Bars, UI terms and system items only: a topic's own term would name the topic, where its words are
    /// what a reworded heading is compared by. Made when a heading first passes the survey's tests: most
    /// pages have no heading to infer, and making it for each page cost half again of a check's time.
    private var matcher: TermMatcher {
        mutating get {
            if let made = madeMatcher { return made }
            let made = TermMatcher(glossary: glossary, kinds: [.bar, .systemItem, .uiTerm])
            madeMatcher = made
            return made
        }
    }
    private var madeMatcher: TermMatcher?

    /// Surveys the page's headings: each one's level and the concept the glossary recognizes it as.
    init(glossary: Glossary, language: Language, headings: [(level: Int, concept: Glossary.Concept?)]) {
        self.glossary = glossary
        self.language = language
        var claimed = Set<String>()
        var levels = Set<Int>()
        for heading in headings {
            if let concept = heading.concept {
                claimed.insert(concept.id)
                levels.insert(heading.level)
            }
        }
        self.claimed = claimed
        self.levels = levels
    }

    /// The concept the heading `title` at `level` is about, and why, or nil; a concept found is claimed, so
    /// that no later heading of the page is read as it. `sectionText` is the plain text of what the section
    /// holds (its subsections included).
    mutating func concept(heading title: String, level: Int, sectionText: () -> String)
        -> (concept: Glossary.Concept, reason: Reason)?
    {
        guard levels.contains(level) else { return nil }
        let found = bySameTerms(title) ?? byContent(title, sectionText())
        if let found { claimed.insert(found.concept.id) }
        return found
    }

    /// The one unclaimed bar or topic with a term that names what `title` names, as sets of concepts.
    private mutating func bySameTerms(_ title: String) -> (concept: Glossary.Concept, reason: Reason)? {
        let matcher = self.matcher
        let named = matcher.concepts(in: title, language: language)
        guard !named.isEmpty else { return nil }
        var found: (concept: Glossary.Concept, reason: Reason)?
        for concept in glossary.concepts where Self.isSectionKind(concept) && !claimed.contains(concept.id) {
            guard
                let term = concept.terms(in: language).first(where: {
                    matcher.concepts(in: $0, language: language) == named
                })
            else { continue }
            // Two concepts that answer alike: the heading tells neither.
            guard found == nil else { return nil }
            found = (concept, .sameTerms(term: term))
        }
        return found
    }

    /// The unclaimed bar the section's text names most, when it names it often enough, far more than any
    /// other unclaimed bar, and the heading shares a word or character with one of its terms.
    private mutating func byContent(_ title: String, _ text: String) -> (concept: Glossary.Concept, reason: Reason)? {
        var mentions: [String: [String: Int]] = [:]
        for occurrence in matcher.occurrences(in: text, language: language)
        where occurrence.language == language && !claimed.contains(occurrence.concept)
            && glossary.concept(occurrence.concept)?.kind == .bar
        {
            mentions[occurrence.concept, default: [:]][occurrence.term, default: 0] += 1
        }
        let totals = mentions.mapValues { $0.values.reduce(0, +) }
        // The most named bar; of two named as often, the first in the glossary (neither then wins below).
        guard let (bar, count) = totals.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }),
            count >= Self.minimumMentions, totals.allSatisfy({ $0.key == bar || 2 * $0.value <= count }),
            let concept = glossary.concept(bar), sharesWording(title, concept.terms(in: language))
        else { return nil }
        let term = mentions[bar]!.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }!.key
        return (concept, .content(term: term, mentions: count))
    }

    /// Whether `title` shares a word of two letters or more (English) or a Chinese character with `terms`.
    private func sharesWording(_ title: String, _ terms: [String]) -> Bool {
        let folded = Text.fold(title)
        if language == .en {
            let words = Set(Self.words(folded))
            return terms.contains { term in Self.words(term).contains { words.contains($0) } }
        }
        let characters = Set(folded.unicodeScalars.filter(Text.isCJK))
        return terms.contains { $0.unicodeScalars.contains { characters.contains($0) } }
    }

    /// The lowercase words of `text` of two letters or more, a plural `s` dropped (`bars` is `bar`).
    private static func words(_ text: String) -> [Substring] {
        text.split { !$0.isLetter }.filter { $0.count >= 2 }.map {
            $0.count > 3 && $0.hasSuffix("s") ? $0.dropLast() : $0
        }
    }

    /// The finding's words: what the heading was read as, why, and what to write instead.
    static func message(heading title: String, concept: Glossary.Concept, reason: Reason, language: Language) -> String
    {
        let name = concept.en.first.map(DocumentGraphBuilder.titleCased) ?? concept.id
        let glossaryTerm = concept.terms(in: language).first ?? name
        let why: String
        switch reason {
        case .sameTerms(let term):
            why = "it names what the glossary's “\(term)” names"
        case .content(let term, let mentions):
            why =
                "its section's text names the \(name.lowercased()) (“\(term)”) \(mentions) times, and no other heading of the page is about it"
        }
        return
            "heading “\(title)” is none of the glossary's terms for a bar or topic; \(why), so its section is read as the “\(name)” section; write “\(glossaryTerm)”, or add “\(Text.fold(title))” to the \(language.rawValue) terms of \(concept.id) in glossary.yaml"
    }

    private static func isSectionKind(_ concept: Glossary.Concept) -> Bool {
        concept.kind == .bar || concept.kind == .topic
    }
}
