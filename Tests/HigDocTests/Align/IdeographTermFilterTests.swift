import Foundation
import Testing

@testable import HigDoc

@Suite struct IdeographTermFilterTests {
    @Test func findsTermsByTheirBytes() throws {
        let filter = try #require(IdeographTermFilter(terms: ["着色", "染色", "一致性", "一致"]))
        #expect(filter.mayContain("使用一致的着色"))
        #expect(filter.mayContain("**染色**"))
        #expect(filter.mayContain("abc 一致"))
        #expect(!filter.mayContain("一 致，着 色"))
        #expect(!filter.mayContain("色着，致一，tint"))
        #expect(!filter.mayContain(""))
        // A term cut off at the end of the line is not there.
        #expect(!filter.mayContain("使用一"))
    }

    /// Groups of many terms that start with one ideograph, searched by their second (a large glossary's),
    /// beside small groups and one-ideograph terms: the filter answers as a plain search of every term does,
    /// on texts of the terms' ideographs, their neighbours in UTF-8 and other scalars.
    @Test func largeGroupsAnswerAsAPlainSearch() throws {
        let leads = ["的", "一", "着"]
        let seconds = ["色", "致", "鸀", "鸁", "性", "一"]
        var terms: [String] = []
        for lead in leads {
            for (index, second) in seconds.enumerated() {
                terms.append(lead + second)
                terms.append(lead + second + seconds[(index + 1) % seconds.count])
            }
        }
        terms += ["栏", "工具", "工具栏"]
        let filter = try #require(IdeographTermFilter(terms: terms))
        // Ideographs of the terms; U+6E00, whose last two bytes are those of 一 (U+4E00); a scalar of four
        // bytes; others.
        let alphabet = Array(leads + seconds + ["栏", "工", "具", "渀", "\u{104E00}", "\u{9E00}", "a", " ", "é"])
        var sequence = SeededSequence(seed: 5)
        func next(_ bound: Int) -> Int { sequence.next(bound) }
        var found = 0
        for _ in 0..<3_000 {
            let text = (0..<next(7)).map { _ in alphabet[next(alphabet.count)] }.joined()
            let expected = terms.contains { Text.containsBytes($0, in: text) }
            #expect(filter.mayContain(text) == expected, "\(text)")
            if expected { found += 1 }
        }
        #expect(found > 500)
        #expect(filter.mayContain("使用的鸁性"))
        #expect(!filter.mayContain("的"))
        #expect(!filter.mayContain("的 色一"))
        #expect(filter.mayContain("a栏"))
    }

    @Test func declinesTermsWithOtherScalars() {
        #expect(IdeographTermFilter(terms: ["iOS 设备", "着色"]) == nil)
        #expect(IdeographTermFilter(terms: ["着色（tint）"]) == nil)
        #expect(IdeographTermFilter(terms: ["、着色"]) == nil)
        #expect(IdeographTermFilter(terms: [String]()) == nil)
    }

    /// The filter never skips a line in which the term matcher finds a rendering the check reports.
    @Test func passesEveryLineWithACandidateRenderingOnTheBundledAndFixtureContent() throws {
        let glossary = TestSupport.bundled.corpus.glossary
        let candidates = InconsistentTermTranslationCheck.candidateRenderings(glossary)
        #expect(candidates.count >= 20)
        let filter = try #require(IdeographTermFilter(terms: candidates))
        let matcher = TermMatcher(glossary: glossary)
        let pages = [
            TestSupport.contentDirectory + "/zh/bars.md", TestSupport.fixture("qa/base/zh/bars.md"),
        ]
        var passed = 0
        var withCandidate = 0
        for page in pages {
            let text = try String(contentsOfFile: page, encoding: .utf8)
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                let hasCandidate = matcher.occurrences(in: line, language: .zh).contains {
                    $0.language == .zh && candidates.contains($0.term)
                }
                if hasCandidate {
                    withCandidate += 1
                    #expect(filter.mayContain(line), "\(line)")
                }
                if filter.mayContain(line) { passed += 1 }
            }
        }
        #expect(withCandidate > 10)
        #expect(passed >= withCandidate)
    }

    /// The matcher's own selection of the uses the check reports keeps exactly what filtering all the
    /// occurrences keeps, on every line of the bundled pages and the QA fixture, in both languages.
    @Test func severalRenderingsUsesAreTheFilteredOccurrences() throws {
        let matcher = TermMatcher(glossary: TestSupport.bundled.corpus.glossary)
        let pages = TestSupport.bundled.corpus.documents.map(\.path) + [TestSupport.fixture("qa/base/zh/bars.md")]
        var kept = 0
        for page in pages {
            let text = try String(contentsOfFile: page, encoding: .utf8)
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                for language in Language.allCases {
                    let expected = matcher.occurrences(in: line, language: language).filter {
                        $0.language == language && matcher.severalRenderingsConcepts.contains($0.concept)
                    }
                    #expect(matcher.severalRenderingsUses(in: line, language: language) == expected, "\(line)")
                    kept += expected.count
                }
            }
        }
        #expect(kept > 10)
    }
}
