import Foundation
import Testing

@testable import HigDoc

/// The matcher's scan against a plain one: at each scalar, every term of the language tried longest
/// first, over the whole list.
@Suite struct TermMatcherTests {
    struct Term {
        var scalars: [Unicode.Scalar]
        var text: String
        var concept: String
        /// The concept's place among the ids of every concept with a term, sorted.
        var rank: Int
        var language: Language
    }

    /// Every term searched in `language`'s text, in the order they are tried.
    static func terms(_ language: Language, glossary: Glossary) -> [Term] {
        var terms: [Term] = []
        let ids = glossary.concepts.filter { !($0.en + $0.zh).allSatisfy(\.isEmpty) }.map(\.id)
        let ranks = Dictionary(uniqueKeysWithValues: Set(ids).sorted().enumerated().map { ($1, $0) })
        for termLanguage in language == .en ? [Language.en] : [.zh, .en] {
            for concept in glossary.concepts {
                for term in concept.terms(in: termLanguage) where !term.isEmpty {
                    terms.append(
                        Term(
                            scalars: Array(TermMatcher.fold(term).unicodeScalars), text: term, concept: concept.id,
                            rank: ranks[concept.id]!, language: termLanguage))
                }
            }
        }
        return terms.sorted { ($0.scalars.count, $0.text) > ($1.scalars.count, $1.text) }
    }

    /// What `TermMatcher.occurrences` must find, worked out the slow way (offsets count scalars).
    static func reference(_ text: String, terms: [Term]) -> [TermMatcher.Occurrence] {
        func isWord(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
        }
        let scalars = Array(TermMatcher.fold(text).unicodeScalars)
        let startingWith = Dictionary(grouping: terms) { $0.scalars[0] }
        var found: [TermMatcher.Occurrence] = []
        var position = 0
        next: while position < scalars.count {
            for term in startingWith[scalars[position]] ?? [] {
                let end = position + term.scalars.count
                guard end <= scalars.count, scalars[position..<end].elementsEqual(term.scalars) else { continue }
                if term.language == .en {
                    if position > 0 && isWord(scalars[position - 1]) { continue }
                    if end < scalars.count && isWord(scalars[end]) { continue }
                }
                found.append(
                    TermMatcher.Occurrence(
                        concept: term.concept, conceptRank: term.rank, term: term.text, language: term.language,
                        offset: position))
                position = end
                continue next
            }
            position += 1
        }
        return found
    }

    /// Every line of the bundled pages and the QA fixture, in both languages' tables.
    @Test func bundledLinesMatchTheReference() throws {
        let glossary = TestSupport.bundled.corpus.glossary
        let matcher = TermMatcher(glossary: glossary)
        let pages = TestSupport.bundled.corpus.documents.map(\.path) + [TestSupport.fixture("qa/base/zh/bars.md")]
        let terms = Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, Self.terms($0, glossary: glossary)) })
        var occurrences = 0
        for page in pages {
            let text = try String(contentsOfFile: page, encoding: .utf8)
            for line in text.split(separator: "\n").map(String.init) where Text.isOneScalarPerCharacter(line) {
                for language in Language.allCases {
                    let expected = Self.reference(line, terms: terms[language]!)
                    #expect(matcher.occurrences(in: line, language: language) == expected, "\(line)")
                    occurrences += expected.count
                }
            }
        }
        #expect(occurrences > 2_000)
    }

    /// One-scalar terms, terms outside the Basic Multilingual Plane, and pairs of first scalars that
    /// share the scan's lookup slot (`ab` and `c$`: 97 × 31 + 98 = 99 × 31 + 36).
    @Test func oneScalarAstralAndSharedSlotTerms() {
        let glossary = Glossary(concepts: [
            Glossary.Concept(id: "x", kind: .uiTerm, en: ["x", "x ray"], zh: ["栏", "栏目"]),
            Glossary.Concept(id: "ab", kind: .uiTerm, en: ["abc"], zh: ["ab甲"]),
            Glossary.Concept(id: "c-dollar", kind: .uiTerm, en: [], zh: ["c$乙", "c$"]),
            Glossary.Concept(id: "astral", kind: .uiTerm, en: [], zh: ["𠀋", "𠀋𠀌"]),
            Glossary.Concept(id: "tab", kind: .bar, en: ["tab", "tab bar"], zh: ["标签栏"]),
        ])
        let matcher = TermMatcher(glossary: glossary)
        let texts: [(String, Language)] = [
            ("an x ray, x-ray, xx, box, X", .en),
            ("abc, abcd, zabc, tab bar, tabs, a tab", .en),
            ("栏目与栏，标签栏 ab甲 c$乙 c$ c$甲 ab乙 𠀋𠀌𠀋 x栏", .zh),
            ("the tab bar 标签栏目 x", .zh),
            ("", .en), ("x", .en), ("栏", .zh), ("𠀋", .zh),
            // Long ASCII runs in capitals (folded eight bytes at a time), a CR, a hexagram (U+4DC0, `E4 B7`)
            // before U+4E00 (`E4 B8 80`), full-width capitals.
            ("THE TAB BAR, AN X RAY; TABS AND X", .en), ("ABCDEFGH\rTAB BAR\rX", .en),
            ("䷀栏一栏目ＸＸ c$乙 ABC甲", .zh),
        ]
        for (text, language) in texts {
            #expect(
                matcher.occurrences(in: text, language: language)
                    == Self.reference(text, terms: Self.terms(language, glossary: glossary)), "\(text)")
        }
        #expect(
            matcher.occurrences(in: "栏目与栏，c$乙 c$甲 𠀋𠀌𠀋", language: .zh).map(\.term) == [
                "栏目", "栏", "c$乙", "c$", "𠀋𠀌", "𠀋",
            ])
        // `xx` and `box` hold no whole word `x`.
        #expect(
            matcher.occurrences(in: "an x ray, x-ray, xx, box, X", language: .en).map(\.term) == ["x ray", "x", "x"])
        #expect(matcher.concepts(in: "abcd zabc", language: .en).isEmpty)
    }

    /// A glossary of thousands of terms that share their first two and three scalars (`tab`, `table`,
    /// `tablet`, `ta`), as a large glossary's do, and two triples that share the scan's lookup slot
    /// (`ab~` and `ac_`: 98 × 31 + 126 = 99 × 31 + 95): every text finds what the plain scan finds, and
    /// the concept ranks of a lead and its body are those of the plain scan.
    @Test func largeGlossaryOfSharedPrefixes() {
        let syllables = ["ta", "tab", "le", "t", "bar", "ab~", "ac_", "on", "s", "ion", "con", "trol"]
        let characters = ["标", "签", "栏", "工", "具", "按", "钮"]
        var concepts: [Glossary.Concept] = []
        for first in syllables.indices {
            for second in syllables.indices {
                for third in 0..<4 {
                    let index = (first * syllables.count + second) * 4 + third
                    let english = syllables[first] + syllables[second] + (third == 0 ? "" : " " + syllables[third])
                    let chinese =
                        characters[first % 7] + characters[second % 7]
                        + String(repeating: characters[third], count: third)
                    concepts.append(
                        Glossary.Concept(id: "term-\(index)", kind: .uiTerm, en: [english], zh: [chinese]))
                }
            }
        }
        concepts.append(Glossary.Concept(id: "short", kind: .uiTerm, en: ["ta", "t"], zh: ["标"]))
        let glossary = Glossary(concepts: concepts)
        #expect(glossary.concepts.count == 577)
        let matcher = TermMatcher(glossary: glossary)
        let terms = Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, Self.terms($0, glossary: glossary)) })
        // Words of one to four syllables, spaces or none between some, and Chinese runs.
        var sequence = SeededSequence(seed: 11)
        func next(_ bound: Int) -> Int { sequence.next(bound) }
        var occurrences = 0
        for _ in 0..<300 {
            var english = ""
            var chinese = ""
            for _ in 0..<12 {
                for _ in 0...next(3) { english += syllables[next(syllables.count)] }
                english += next(4) == 0 ? "" : " "
                for _ in 0...next(4) { chinese += characters[next(characters.count)] }
                if next(3) == 0 { chinese += syllables[next(syllables.count)] + " " }
            }
            for (text, language) in [(english, Language.en), (chinese, .zh)] {
                let expected = Self.reference(text, terms: terms[language]!)
                #expect(matcher.occurrences(in: text, language: language) == expected, "\(text)")
                occurrences += expected.count
                let split = text.index(text.startIndex, offsetBy: text.count / 3)
                let (lead, body) = (String(text[..<split]), String(text[split...]))
                let ranks = matcher.conceptRanks(lead: lead, body: body, language: language)
                func plainRanks(_ text: String) -> [Int] {
                    Array(Set(Self.reference(text, terms: terms[language]!).map(\.conceptRank))).sorted()
                }
                #expect(ranks.all == plainRanks(lead + " " + body))
                #expect(ranks.lead == plainRanks(lead))
            }
        }
        #expect(occurrences > 3_000)
    }
}
