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
}
