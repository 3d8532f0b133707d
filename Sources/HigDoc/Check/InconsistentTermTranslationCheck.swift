/// Finds a glossary concept that one translation renders in two different ways (HD0312): `tint` as
/// both 着色 and 染色. A rendering that merely contains another (分栏视图 / 分栏视图窗格) is a longer
/// term, not an inconsistency. A word in a rule, a table row or a heading whose English counterpart
/// lacks the term is no rendering of it (`CounterpartConcepts`): 横向 in a rule whose English says
/// "On iPad" translates no "landscape".
enum InconsistentTermTranslationCheck {
    struct Use {
        var term: String
        var location: SourceLocation
    }

    static func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        // Only a UI term with two renderings or more can be rendered inconsistently: a line with none of
        // those renderings adds no use that could be reported, and is not scanned.
        let filter = context.matcher.severalRenderingsFilter
        for document in context.corpus.documents where document.language != .en {
            guard let lines = context.sources.files[document.path] else { continue }
            // Keyed by the concept's rank (hashing an `Int`, where the concept's id is a string to hash).
            var uses: [Int: (concept: String, uses: [Use])] = [:]
            var counterparts: CounterpartConcepts?
            for index in lines.indices where index + 1 >= document.bodyStartLine {
                if let filter, !lines.withUTF8(ofLine: index, filter.mayContain(bytes:)) { continue }
                let line = lines[index]
                // A use of a concept with one rendering can never be inconsistent (nor be reported).
                for occurrence in context.matcher.severalRenderingsUses(in: line, language: document.language) {
                    uses[occurrence.conceptRank, default: (occurrence.concept, [])].uses.append(
                        Use(
                            term: occurrence.term,
                            location: SourceLocation(line: index + 1, column: occurrence.offset + 1)))
                }
            }
            // In the order of the concepts' ids.
            for rank in uses.keys.sorted() {
                let (concept, written) = uses[rank]!
                // One rendering throughout is consistent whatever its words render; only a concept written
                // two ways has its uses weighed against their English counterparts.
                guard written.contains(where: { $0.term != written[0].term }) else { continue }
                if counterparts == nil { counterparts = CounterpartConcepts(context: context, translation: document) }
                let all = written.filter { !counterparts!.counterpartLacks(rank, onLine: $0.location.line) }
                // The renderings used and how often each: a concept has two or three, whose texts are the
                // glossary's own strings, so they are found by a short scan rather than hashed (about a
                // thousand instructions for a Chinese string).
                var used: [(term: String, count: Int)] = []
                for use in all {
                    if let at = used.firstIndex(where: { $0.term == use.term }) {
                        used[at].count += 1
                    } else {
                        used.append((use.term, 1))
                    }
                }
                func count(_ term: String) -> Int { used.first { $0.term == term }?.count ?? 0 }
                let terms = used.map(\.term).sorted()
                let conflicting = terms.contains { a in
                    terms.contains { b in a != b && !Text.contains(b, in: a) && !Text.contains(a, in: b) }
                }
                // Bar and topic names are headings and captions, which legitimately vary; UI terms should not.
                guard conflicting, let glossaryConcept = context.corpus.glossary.concept(concept),
                    glossaryConcept.kind == .uiTerm
                else { continue }
                // The advice is the glossary's preferred rendering, the first it lists, whether the page uses
                // it or not, however often the others are used: an edit elsewhere on the page that tips the
                // counts changes neither it nor where to act, the first use of another rendering. Its first
                // use, if any, is the first related place.
                let preferred = glossaryConcept.zh.first { !$0.isEmpty } ?? terms[0]
                guard let first = all.first(where: { $0.term != preferred }) else { continue }
                let reference = all.first(where: { $0.term == preferred })
                // The preferred one first, then the others by their uses (a tie in string order).
                let renderings = terms.sorted {
                    ($0 == preferred ? 1 : 0, count($0)) > ($1 == preferred ? 1 : 0, count($1))
                }
                .map { "\($0) (\(count($0))×)" }.joined(separator: ", ")
                let english = glossaryConcept.en.first ?? concept
                found.append(
                    Diagnostic(
                        code: .inconsistentTermTranslation,
                        message:
                            "term translated inconsistently: “\(english)” is rendered as \(renderings); consider using “\(preferred)”, the glossary's preferred rendering, throughout",
                        location: DiagnosticLocation(file: document.path, first.location),
                        related: (reference.map { [DiagnosticLocation(file: document.path, $0.location)] } ?? [])
                            + all.filter { $0.term != preferred && $0.location != first.location }.prefix(4).map {
                                DiagnosticLocation(file: document.path, $0.location)
                            },
                        bar: context.bar(at: first.location.line, document: document.key),
                        subject: "\(document.key)|\(concept)"))
            }
        }
        return found
    }

    /// The Chinese renderings of every UI term that has two or more: the only ones this check reports.
    static func candidateRenderings(_ glossary: Glossary) -> [String] {
        glossary.concepts.filter(hasSeveralRenderings).flatMap { concept in concept.zh.filter { !$0.isEmpty } }
    }

    /// The ids of the UI terms that have two Chinese renderings or more.
    static func candidateConcepts(_ glossary: Glossary) -> Set<String> {
        Set(glossary.concepts.filter(hasSeveralRenderings).map(\.id))
    }

    private static func hasSeveralRenderings(_ concept: Glossary.Concept) -> Bool {
        concept.kind == .uiTerm && Set(concept.zh.filter { !$0.isEmpty }).count >= 2
    }
}
