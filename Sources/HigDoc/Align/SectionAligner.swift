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
        // Pass 1: identities that do not depend on the tree. The translation's sections are found by
        // their concept and their anchor key (`CandidateQueues`), each key's sections in order, and the
        // titles' keys are worked out once: a page of a thousand sections tried every section of the other
        // for each of its own.
        var byConcept = CandidateQueues()
        var byAnchor = CandidateQueues()
        for zh in translation.indices {
            if let concept = translation[zh].concept { byConcept.append(zh, for: concept) }
            if let anchor = translation[zh].anchor.map(Self.anchorKey) { byAnchor.append(zh, for: anchor) }
        }
        let isTaken = { (zh: Int) in taken.contains(translation[zh].id) }
        let sourceTitleKey = Text.normalizedKey(sourceDocument.frontMatter.title)
        let translationTitleKey = Text.normalizedKey(translationDocument.frontMatter.title)
        for en in source.indices {
            if let concept = source[en].concept, let zh = byConcept.first(for: concept, skipping: isTaken) {
                pair(en, zh, ["glossary:\(concept)"])
            } else if let anchor = source[en].anchor.map(Self.anchorKey),
                let zh = byAnchor.first(for: anchor, skipping: isTaken)
            {
                pair(en, zh, ["apple_ref:\(anchor)"])
            } else if Text.normalizedKey(source[en].title) == sourceTitleKey, source[en].parent == nil,
                let zh = translation.indices.first(where: {
                    !isTaken($0) && translation[$0].parent == nil
                        && Text.normalizedKey(translation[$0].title) == translationTitleKey
                })
            {
                pair(en, zh, ["title"])
            }
        }
        // Pass 2: subsections under aligned parents, by parenthesized source terms or shared glossary terms:
        // the first untaken subsection of the parent's counterpart whose title keeps the English title in
        // parentheses, or names the same concepts. What each translated title says is worked out once per
        // parent, when an English subsection first asks (every one of them scanned every title again).
        var children: [String: [Int]] = [:]
        for zh in translation.indices {
            if let parent = translation[zh].parent { children[parent, default: []].append(zh) }
        }
        var titleIndexes: [String: (byTerm: CandidateQueues, byConcepts: CandidateQueues)] = [:]
        func titleIndex(under zhParent: String) -> (byTerm: CandidateQueues, byConcepts: CandidateQueues) {
            if let known = titleIndexes[zhParent] { return known }
            var byTerm = CandidateQueues()
            var byConcepts = CandidateQueues()
            for zh in children[zhParent] ?? [] {
                for term in UnitFeatures.parenthesizedTerms(in: translation[zh].title).sorted() {
                    byTerm.append(zh, for: term)
                }
                let concepts = matcher.concepts(in: translation[zh].title, language: .zh)
                if !concepts.isEmpty { byConcepts.append(zh, for: Self.conceptsKey(concepts)) }
            }
            return (byTerm, byConcepts)
        }
        for en in source.indices where counterpart[source[en].id] == nil {
            guard let parent = source[en].parent, let zhParent = counterpart[parent]?.0 else { continue }
            var index = titleIndex(under: zhParent)
            let enTitle = TermMatcher.fold(source[en].title)
            let enConcepts = matcher.concepts(in: source[en].title, language: .en)
            let byTerm = index.byTerm.first(for: enTitle, skipping: isTaken)
            let byConcepts =
                enConcepts.isEmpty ? nil : index.byConcepts.first(for: Self.conceptsKey(enConcepts), skipping: isTaken)
            titleIndexes[zhParent] = index
            // The earlier subsection wins; on the same one, its parenthesized term.
            if let zh = byTerm, byConcepts.map({ zh <= $0 }) ?? true {
                pair(en, zh, ["term:\(enTitle)"])
            } else if let zh = byConcepts {
                pair(en, zh, enConcepts.sorted().map { "glossary:\($0)" })
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

    /// One string for a set of concept ids, equal for equal sets (ids hold no U+001F).
    static func conceptsKey(_ concepts: Set<String>) -> String {
        concepts.sorted().joined(separator: "\u{1F}")
    }

    /// `//apple_ref/doc/uid/TP40006556-CH12-SW2` and `doc/uid/TP40006556-CH12-SW2` compare equal: what
    /// follows the last `//apple_ref/` (`GuidelineGraph.lastAppleRefComponent`, as links are resolved;
    /// Foundation's `components(separatedBy:)` cost about 36,000 instructions an anchor here).
    static func anchorKey(_ anchor: String) -> String {
        GuidelineGraph.lastAppleRefComponent(anchor)
    }
}
