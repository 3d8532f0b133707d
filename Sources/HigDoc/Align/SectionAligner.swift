/// Pairs the sections of a translation with those of its source.
///
/// Headings differ in level and wording between editions, so sections are matched by what identifies
/// them in both languages: the glossary concept of the heading (the eight bar and topic sections), the
/// `apple_ref` anchor, the page title, or an English term the translation keeps in parentheses — and,
/// for subsections, only under parents that are themselves aligned.
struct SectionAligner {
    let matcher: TermMatcher

    func align(source: [Section], sourceDocument: Document, translation: [Section], translationDocument: Document)
        -> [AlignedPair]
    {
        var counterpart: [String: (String, [String])] = [:]
        var taken = Set<String>()
        // Sections are read where they are, by position: a loop over them, or a section handed to a
        // function, copies it (a dozen strings retained and released).
        func pair(_ en: Int, _ zh: Int, _ signals: [String]) {
            counterpart[source[en].id] = (translation[zh].id, signals)
            taken.insert(translation[zh].id)
        }
        // Pass 1: identities that do not depend on the tree. The translation's sections are tried by
        // position, those not yet taken in order (not a filtered copy of them for every English section),
        // and their anchor keys and the titles' keys are worked out once.
        let anchorKeys = translation.indices.map { translation[$0].anchor.map(Self.anchorKey) }
        let sourceTitleKey = Text.normalizedKey(sourceDocument.frontMatter.title)
        let translationTitleKey = Text.normalizedKey(translationDocument.frontMatter.title)
        func firstCandidate(where matches: (Int) -> Bool) -> Int? {
            translation.indices.first { !taken.contains(translation[$0].id) && matches($0) }
        }
        for en in source.indices {
            if let concept = source[en].concept, let zh = firstCandidate(where: { translation[$0].concept == concept })
            {
                pair(en, zh, ["glossary:\(concept)"])
            } else if let anchor = source[en].anchor.map(Self.anchorKey),
                let zh = firstCandidate(where: { anchorKeys[$0] == anchor })
            {
                pair(en, zh, ["apple_ref:\(anchor)"])
            } else if Text.normalizedKey(source[en].title) == sourceTitleKey, source[en].parent == nil,
                let zh = firstCandidate(where: {
                    translation[$0].parent == nil && Text.normalizedKey(translation[$0].title) == translationTitleKey
                })
            {
                pair(en, zh, ["title"])
            }
        }
        // Pass 2: subsections under aligned parents, by parenthesized source terms or shared glossary terms.
        for en in source.indices where counterpart[source[en].id] == nil {
            guard let parent = source[en].parent, let zhParent = counterpart[parent]?.0 else { continue }
            let siblings = translation.indices.filter {
                translation[$0].parent == zhParent && !taken.contains(translation[$0].id)
            }
            let enTitle = TermMatcher.fold(source[en].title)
            let enConcepts = matcher.concepts(in: source[en].title, language: .en)
            for zh in siblings {
                if UnitFeatures.parenthesizedTerms(in: translation[zh].title).contains(enTitle) {
                    pair(en, zh, ["term:\(enTitle)"])
                    break
                }
                let zhConcepts = matcher.concepts(in: translation[zh].title, language: .zh)
                if !enConcepts.isEmpty, enConcepts == zhConcepts {
                    pair(en, zh, zhConcepts.sorted().map { "glossary:\($0)" })
                    break
                }
            }
        }
        var pairs: [AlignedPair] = []
        for en in source.indices {
            if let (zh, signals) = counterpart[source[en].id] {
                pairs.append(
                    AlignedPair(
                        source: source[en].id, translation: zh, confidence: 1, signals: signals,
                        bar: source[en].bars.first))
            } else {
                pairs.append(
                    AlignedPair(
                        source: source[en].id, translation: nil, confidence: 0, signals: [], bar: source[en].bars.first)
                )
            }
        }
        for zh in translation.indices where !taken.contains(translation[zh].id) {
            pairs.append(
                AlignedPair(
                    source: nil, translation: translation[zh].id, confidence: 0, signals: [],
                    bar: translation[zh].bars.first))
        }
        return pairs
    }

    /// `//apple_ref/doc/uid/TP40006556-CH12-SW2` and `doc/uid/TP40006556-CH12-SW2` compare equal: what
    /// follows the last `//apple_ref/` (`GuidelineGraph.lastAppleRefComponent`, as links are resolved;
    /// Foundation's `components(separatedBy:)` cost about 36,000 instructions an anchor here).
    static func anchorKey(_ anchor: String) -> String {
        GuidelineGraph.lastAppleRefComponent(anchor)
    }
}
