/// Which bar or topic a heading is about when it is none of the glossary's terms for one: a translator's
/// synonym (`导航条` for `导航栏`), a reworded topic (`工具栏与导航栏按钮`), the English name first
/// (`Navigation Bar（导航栏）`). Such a heading used to make its section nobody's: the English section was
/// missing, the translated one extra, and every guideline under it unpaired, which hid the real findings.
///
/// A heading is read as a concept only where the page shows it is one of its bar or topic headings: the
/// page has recognized bar or topic headings at the heading's level, the heading is not inside a section
/// about a bar already, and no heading of the page is the glossary's term for the concept. Then:
/// - a heading with the words of one of the concept's terms, in any order and joined by other connecting
///   words (`导航栏和工具栏按钮`, `工具栏、导航栏按钮`, `标签栏的图标`), is that concept;
/// - a heading that names one bar among other words (`使用工具栏`, `Using Toolbars`, `不是工具栏`) is that
///   bar's when its section's text names the bar `minimumMentions` times or more, more often than any other
///   bar, and at least twice as often as any other bar no heading is about;
/// - any other heading is the bar its section's text names so, when the heading shares a word (English) or
///   a character (Chinese) with that bar's terms that no other bar's terms have (`导航条`: 导, 航; not the
///   栏 of every bar, nor the `bar` of five), and no other heading of its level on the page names the bar.
///
/// Whoever reads the page is told (`DiagnosticCode.unrecognizedHeading`): the heading should be written
/// as the glossary writes it, or the glossary should list it.
struct HeadingConceptInference {
    /// Why a heading was read as a concept.
    enum Reason: Equatable {
        /// The heading has the words of `term`, one of the concept's terms, joined in another way.
        case sameWords(term: String)
        /// The heading names the bar among other words, and the section's text names it `mentions` times,
        /// with `term` the word it uses most.
        case namesBar(term: String, mentions: Int)
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

    /// The page's blocks, for a section's text.
    private let blocks: [Block]
    /// The page's headings in order: title, level, the concept the glossary recognizes it as, and the
    /// position of its block.
    private let headings: [(title: String, level: Int, concept: Glossary.Concept?, block: Int)]
    /// Whether each heading is inside the section of a recognized bar or topic heading (then it is not read).
    private let isInsideBar: [Bool]
    /// For each heading asked about by another (`namedElsewhere`), the bar it would be read as, if any.
    private var wouldBeRead: [Int: String?] = [:]
    /// The bars and topics with each of their terms (both languages) and what the matcher finds in it.
    private var termConcepts: [(concept: Glossary.Concept, terms: [(term: String, named: Set<String>)])]?

    /// Surveys the page's headings: each one's title, level, recognized concept and block position.
    init(
        glossary: Glossary, language: Language, blocks: [Block],
        headings: [(title: String, level: Int, concept: Glossary.Concept?, block: Int)]
    ) {
        self.glossary = glossary
        self.language = language
        self.blocks = blocks
        self.headings = headings
        var claimed = Set<String>()
        var levels = Set<Int>()
        var isInsideBar: [Bool] = []
        // The levels of the open recognized bar or topic headings above each heading.
        var open: [Int] = []
        for heading in headings {
            open.removeAll { $0 >= heading.level }
            isInsideBar.append(!open.isEmpty)
            if let concept = heading.concept {
                claimed.insert(concept.id)
                levels.insert(heading.level)
                open.append(heading.level)
            }
        }
        self.claimed = claimed
        self.levels = levels
        self.isInsideBar = isInsideBar
    }

    /// The concept the page's `number`th heading is about, and why, or nil; a concept found is claimed, so
    /// that no later heading of the page is read as it.
    mutating func concept(ofHeading number: Int) -> (concept: Glossary.Concept, reason: Reason)? {
        let (title, level) = (headings[number].title, headings[number].level)
        guard levels.contains(level) else { return nil }
        let found: (concept: Glossary.Concept, reason: Reason)?
        switch namedConcept(title) {
        case .none:
            // A heading of the page at this level that would be read as the bar (`导航栏指南`) is read as it
            // before one only its text tells (`导航条`), wherever it stands.
            found = byContent(title, sectionText(number)).flatMap { found in
                namedElsewhere(besides: number).contains(found.concept.id) ? nil : found
            }
        case .some((let concept, let terms)):
            found = namingReading(title, concept, terms, number)
        }
        if let found { claimed.insert(found.concept.id) }
        return found
    }

    /// How a heading that names `concept` (with `terms`, those that name what it names) is read: by the
    /// words of one of them, or, for a bar, by its section's text; nil when neither.
    private mutating func namingReading(
        _ title: String, _ concept: Glossary.Concept, _ terms: [String], _ number: Int
    ) -> (concept: Glossary.Concept, reason: Reason)? {
        if let term = terms.first(where: { Self.sameWords(title, $0) }) { return (concept, .sameWords(term: term)) }
        guard concept.kind == .bar,
            let (used, mentions) = dominantMentions(of: concept.id, in: barMentions(in: sectionText(number)))
        else { return nil }
        return (concept, .namesBar(term: used, mentions: mentions))
    }

    /// The bars the page's other headings of `number`'s level, outside bars' sections, would be read as by
    /// naming them; each heading worked out once.
    private mutating func namedElsewhere(besides number: Int) -> Set<String> {
        var bars = Set<String>()
        for other in headings.indices
        where other != number && headings[other].concept == nil && !isInsideBar[other]
            && headings[other].level == headings[number].level
        {
            if wouldBeRead[other] == nil {
                let title = headings[other].title
                wouldBeRead[other] = .some(
                    namedConcept(title).flatMap { namingReading(title, $0.concept, $0.terms, other)?.concept.id })
            }
            if let bar = wouldBeRead[other] ?? nil { bars.insert(bar) }
        }
        return bars
    }

    /// The plain text of what the section of the page's `number`th heading holds, its subsections included.
    private func sectionText(_ number: Int) -> String {
        var text = ""
        let level = headings[number].level
        for block in blocks[(headings[number].block + 1)...] {
            if case .heading(let next) = block, next.level <= level { break }
            text += DocumentGraphBuilder.plainText(block)
            text += "\n"
        }
        return text
    }

    /// The one unclaimed bar or topic with terms that name what `title` names, as sets of concepts, and
    /// those terms (the page's language's first, then the other's).
    private mutating func namedConcept(_ title: String) -> (concept: Glossary.Concept, terms: [String])? {
        let matcher = self.matcher
        let named = matcher.concepts(in: title, language: language)
        guard !named.isEmpty else { return nil }
        if termConcepts == nil {
            let other: Language = language == .en ? .zh : .en
            termConcepts = glossary.concepts.filter(Self.isSectionKind).map { concept in
                (
                    concept,
                    (concept.terms(in: language) + concept.terms(in: other)).map {
                        (term: $0, named: matcher.concepts(in: $0, language: language))
                    }
                )
            }
        }
        var found: (concept: Glossary.Concept, terms: [String])?
        for (concept, terms) in termConcepts! where !claimed.contains(concept.id) {
            let naming = terms.filter { $0.named == named }.map(\.term)
            guard !naming.isEmpty else { continue }
            // Two concepts that answer alike: the heading tells neither.
            guard found == nil else { return nil }
            found = (concept, naming)
        }
        return found
    }

    /// The unclaimed bar the section's text names most, when it names it so (`dominantMentions`) and the
    /// heading shares a word or character with its terms that no other bar's terms have.
    private mutating func byContent(_ title: String, _ text: String) -> (concept: Glossary.Concept, reason: Reason)? {
        let mentions = barMentions(in: text)
        let totals = mentions.filter { !claimed.contains($0.key) }.mapValues { $0.values.reduce(0, +) }
        // The most named bar; of two named as often, the first by id (`dominantMentions` then refuses it).
        guard let bar = totals.max(by: Self.byCountThenKey)?.key,
            let (term, count) = dominantMentions(of: bar, in: mentions),
            let concept = glossary.concept(bar), sharesDistinctiveWording(title, bar: bar)
        else { return nil }
        return (concept, .content(term: term, mentions: count))
    }

    /// The term a text uses most for `bar`, and how often it names the bar (`mentions`: `barMentions`), when
    /// that is at least
    /// `minimumMentions` times, more than any other bar, and at least twice any other bar no heading is about.
    private func dominantMentions(of bar: String, in mentions: [String: [String: Int]]) -> (
        term: String, mentions: Int
    )? {
        guard let terms = mentions[bar] else { return nil }
        let count = terms.values.reduce(0, +)
        guard count >= Self.minimumMentions else { return nil }
        for (other, otherTerms) in mentions where other != bar {
            let otherCount = otherTerms.values.reduce(0, +)
            if otherCount >= count || (!claimed.contains(other) && 2 * otherCount > count) { return nil }
        }
        let term = terms.max(by: Self.byCountThenKey)!.key
        return (term, count)
    }

    /// For each bar the text names in the page's language, how often it uses each of the bar's terms.
    private mutating func barMentions(in text: String) -> [String: [String: Int]] {
        var mentions: [String: [String: Int]] = [:]
        for occurrence in matcher.occurrences(in: text, language: language)
        where occurrence.language == language && glossary.concept(occurrence.concept)?.kind == .bar {
            mentions[occurrence.concept, default: [:]][occurrence.term, default: 0] += 1
        }
        return mentions
    }

    /// Whether `title` shares a word (English) or a Chinese character with `bar`'s terms in the page's
    /// language that no other bar's terms have.
    private func sharesDistinctiveWording(_ title: String, bar: String) -> Bool {
        var own = Set<String>()
        var others = Set<String>()
        for concept in glossary.concepts where concept.kind == .bar {
            for term in concept.terms(in: language) {
                let units = Self.units(term, language)
                if concept.id == bar { own.formUnion(units) } else { others.formUnion(units) }
            }
        }
        return !Self.units(title, language).isDisjoint(with: own.subtracting(others))
    }

    /// Whether `title` and `term` have the same words (English) and Chinese characters, connecting words
    /// (`和`, `与`, `的`, `and`, `of`, …) aside.
    /// A word said twice is said twice (`工具栏工具` has not the words of `工具栏`).
    static func sameWords(_ title: String, _ term: String) -> Bool {
        unitList(title, .en).sorted() == unitList(term, .en).sorted()
            && unitList(title, .zh).sorted() == unitList(term, .zh).sorted()
    }

    /// The units of `text` that `sameWords` compares: in English its lowercase words of letters and its
    /// numbers (`2014 工具栏` has a word more than `工具栏`), a plural `s` dropped (`bars` is `bar`); in
    /// Chinese its Chinese characters; connecting words left out.
    static func units(_ text: String, _ language: Language) -> Set<String> {
        Set(unitList(text, language))
    }

    /// `units` in the order of `text`, each as often as it stands there.
    private static func unitList(_ text: String, _ language: Language) -> [String] {
        let folded = Text.fold(text)
        if language == .en {
            return folded.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
                .map { String($0.count > 3 && $0.hasSuffix("s") ? $0.dropLast() : $0) }
                .filter { !englishConnectors.contains($0) }
        }
        return folded.unicodeScalars.filter { Text.isCJK($0) && $0.properties.isIdeographic }.map { String($0) }
            .filter { !chineseConnectors.contains($0) }
    }

    private static let englishConnectors: Set<String> = [
        "and", "or", "of", "the", "for", "in", "a", "an", "to", "with",
    ]
    private static let chineseConnectors: Set<String> = ["和", "与", "及", "或", "的", "跟", "以"]

    /// The finding's words: what the heading was read as, why, and what to write instead. `alsoNamed` are
    /// the other bars and topics the heading names (`导航栏（Toolbar）`), by their English names: the
    /// heading says two things, and no glossary term should say both.
    static func message(
        heading title: String, concept: Glossary.Concept, reason: Reason, language: Language, alsoNamed: [String]
    ) -> String {
        let name = displayName(concept)
        let glossaryTerm = concept.terms(in: language).first ?? name
        var addToGlossary = alsoNamed.isEmpty
        let why: String
        switch reason {
        case .sameWords(let term) where !concept.terms(in: language).contains(term):
            why = "it has the words of the glossary's \(language == .zh ? "English" : "Chinese") term “\(term)”"
            addToGlossary = false
        case .sameWords(let term):
            why = "it has the words of the glossary's “\(term)”"
        case .namesBar(let term, let mentions):
            why =
                "it names the \(name.lowercased()) among other words, and its section's text names it (“\(term)”) \(mentions) times, more than any other bar"
        case .content(let term, let mentions):
            why =
                "its section's text names the \(name.lowercased()) (“\(term)”) \(mentions) times, more than any other bar, and none of the page's headings is the glossary's term for it"
        }
        let also =
            alsoNamed.isEmpty
            ? ""
            : "; it also names " + alsoNamed.map { "the “\($0)”" }.joined(separator: " and ")
                + ", which it is not read as"
        let advice =
            addToGlossary
            ? "write “\(glossaryTerm)”, or add “\(Text.fold(title))” to the \(language.rawValue) terms of \(concept.id) in glossary.yaml"
            : "write “\(glossaryTerm)”"
        return
            "heading “\(title)” is none of the glossary's \(language == .zh ? "Chinese" : "English") terms for a bar or topic; \(why)\(also), so its section is read as the “\(name)” section; \(advice)"
    }

    /// The English names of the bars and topics `title` names besides `concept` (and what its terms name:
    /// the bars of a topic), in glossary order.
    mutating func otherConcepts(named title: String, besides concept: Glossary.Concept) -> [String] {
        let matcher = self.matcher
        var expected = Set([concept.id])
        for term in concept.en + concept.zh { expected.formUnion(matcher.concepts(in: term, language: language)) }
        let named = matcher.concepts(in: title, language: language).subtracting(expected)
        var names = glossary.concepts.filter { named.contains($0.id) && Self.isSectionKind($0) }
            .map(Self.displayName)
        // Parentheses may hold another bar's or topic's name that the matcher (bars, items and UI terms
        // only) does not read: a topic's.
        if let (_, inside) = Glossary.trailingParentheses(title),
            let other = glossary.concept(matchingHeading: inside, language: .en)
                ?? glossary.concept(matchingHeading: inside, language: .zh),
            !expected.contains(other.id)
        {
            let otherName = Self.displayName(other)
            if !names.contains(otherName) { names.append(otherName) }
        }
        return names
    }

    /// A concept's English name as a heading writes it (`Toolbar and Navigation Bar Buttons`).
    static func displayName(_ concept: Glossary.Concept) -> String {
        concept.en.first.map(headingCased) ?? concept.id
    }

    /// Orders counted terms or bars by their count, then, of two counted alike, the later key first: the
    /// `max` by it is the most counted, and of a tie the first key (a deterministic answer from a dictionary).
    private static func byCountThenKey(_ a: (key: String, value: Int), _ b: (key: String, value: Int)) -> Bool {
        a.value < b.value || (a.value == b.value && a.key > b.key)
    }

    /// A term as an English heading writes it: each word capitalized but the connecting ones after the
    /// first (`Toolbar and Navigation Bar Buttons`).
    static func headingCased(_ term: String) -> String {
        term.split(separator: " ").enumerated().map { index, word in
            index > 0 && englishConnectors.contains(String(word))
                ? String(word) : word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: " ")
    }

    private static func isSectionKind(_ concept: Glossary.Concept) -> Bool {
        concept.kind == .bar || concept.kind == .topic
    }
}
