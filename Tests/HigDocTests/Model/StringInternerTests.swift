import Testing

@testable import HigDoc

/// `StringInterner`: equal texts come back sharing one storage, texts differing in a byte never do.
@Suite("String interner")
struct StringInternerTests {
    /// Where a string keeps its bytes (nil for a text stored inside the `String` value).
    static func storage(_ text: String) -> UnsafeRawPointer? {
        guard text.utf8.count > StringInterner.inlineCapacity else { return nil }
        return text.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
    }

    @Test("Equal texts made apart come back as the first one's storage; short texts are returned as they are")
    func sharesEqualTexts() {
        var interner = StringInterner()
        let first = String(repeating: "UIBarButtonItem ", count: 3)
        let second = ["UIBarButtonItem", "UIBarButtonItem", "UIBarButtonItem", ""].joined(separator: " ")
        #expect(first == second && Self.storage(first) != Self.storage(second))
        let kept = interner.intern(first)
        let shared = interner.intern(second)
        #expect(
            shared == second && Self.storage(shared) == Self.storage(first) && Self.storage(kept) == Self.storage(first)
        )
        #expect(interner.count == 1)
        #expect(interner.intern("UIToolbar") == "UIToolbar" && interner.intern(nil as String?) == nil)
        #expect(interner.intern("fifteen bytes!!") == "fifteen bytes!!")
        #expect(interner.count == 1)
        _ = interner.intern("sixteen bytes!!!")
        #expect(interner.count == 2)
    }

    @Test("Canonically equivalent texts with different bytes stay apart, each with its own bytes")
    func keepsBytes() {
        var interner = StringInterner()
        let precomposed = "Caf\u{E9} bar button item, long"
        let decomposed = "Cafe\u{301} bar button item, long"
        #expect(precomposed == decomposed)
        let first = interner.intern(precomposed)
        let second = interner.intern(decomposed)
        #expect(Array(first.utf8) == Array(precomposed.utf8) && Array(second.utf8) == Array(decomposed.utf8))
        #expect(interner.count == 2)
    }

    @Test("The bundled pages' graphs keep their values; equal link targets and image files share one storage")
    func bundledGraphs() {
        let corpus = TestSupport.bundled.corpus
        let parts = corpus.documents.map { DocumentGraphBuilder.build($0, glossary: corpus.glossary) }
        let interner = ConcurrentStringInterner()
        let shared = parts.map { interner.sharingTexts(of: $0) }
        for (part, sharedPart) in zip(parts, shared) {
            #expect(sharedPart.documents == part.documents && sharedPart.sections == part.sections)
            #expect(sharedPart.rules == part.rules && sharedPart.systemItems == part.systemItems)
            #expect(sharedPart.notes == part.notes && sharedPart.links == part.links)
            #expect(sharedPart.images == part.images && sharedPart.diagnostics == part.diagnostics)
        }
        func counts(_ texts: [String]) -> (texts: Int, distinct: Int, storages: Int) {
            let long = texts.filter { $0.utf8.count > StringInterner.inlineCapacity }
            return (long.count, Set(long.map { Array($0.utf8) }).count, Set(long.compactMap(Self.storage)).count)
        }
        let destinationsBefore = counts(parts.flatMap { $0.links.map(\.destination) })
        let destinationsAfter = counts(shared.flatMap { $0.links.map(\.destination) })
        let filesBefore = counts(parts.flatMap { $0.images.map(\.fileName) })
        let filesAfter = counts(shared.flatMap { $0.images.map(\.fileName) })
        // 75 long link targets, 53 distinct, each page its own copy; shared, one storage per distinct target.
        #expect(destinationsBefore == (75, 53, 75) && destinationsAfter == (75, 53, 53))
        #expect(filesBefore == (78, 63, 78) && filesAfter == (78, 63, 63))
        // The graphs' own findings (two pipe-table recoveries with one message, in one file) add two texts.
        #expect(Set(shared.flatMap { $0.diagnostics.map(\.message) }).count == 1)
        #expect(interner.count == 536)  // 533 before the three items of the one rule with a list
    }

    /// Where an array keeps its elements.
    static func storage(_ texts: [String]) -> UnsafeRawPointer? {
        texts.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test("Equal lists of texts come back as the first one's storage, their texts shared; others stay apart")
    func sharesLists() {
        var interner = StringInterner()
        let first = ["glossary:navigation-bar", "link:doc/uid/TP40006556-CH12-SW33", "kind:do"]
        let second = ["glossary:" + "navigation-bar", "link:doc/uid/TP40006556-" + "CH12-SW33", "kind:do"]
        #expect(first == second && Self.storage(first) != Self.storage(second))
        let kept = interner.intern(first)
        let shared = interner.intern(second)
        #expect(shared == second && Self.storage(shared) == Self.storage(kept))
        #expect(Self.storage(shared[1]) == Self.storage(first[1]))
        // Other texts, another order, or canonically equivalent texts with other bytes: another list.
        let reordered = interner.intern(Array(first.reversed()))
        let decomposed = interner.intern(["glossary:cafe\u{301}", "kind:do"])
        let precomposed = interner.intern(["glossary:caf\u{E9}", "kind:do"])
        #expect(Self.storage(reordered) != Self.storage(kept))
        #expect(Self.storage(decomposed) != Self.storage(precomposed))
        #expect(Array(precomposed[0].utf8) == Array("glossary:caf\u{E9}".utf8))
        #expect(interner.intern([String]()).isEmpty)
    }

    @Test("The bundled alignments keep their values; their evidence lists are shared")
    func bundledSignals() {
        let (corpus, graph) = TestSupport.bundled
        let alignments = CorpusAligner(corpus: corpus, graph: graph, matcher: TermMatcher(glossary: corpus.glossary))
            .alignAll()
        #expect(alignments.count == 1)
        let shared = ConcurrentStringInterner().sharingSignals(of: alignments + alignments)
        let pairs = { (list: [DocumentAlignment]) in list.flatMap { $0.sections + $0.rules + $0.systemItems } }
        #expect(pairs(shared) == pairs(alignments + alignments))
        let withSignals = pairs(shared).filter { !$0.signals.isEmpty }
        let storages = Set(withSignals.compactMap { Self.storage($0.signals) })
        let distinct = Set(withSignals.map(\.signals))
        #expect(withSignals.count == 2 * pairs(alignments).filter { !$0.signals.isEmpty }.count)
        #expect(storages.count == distinct.count)
    }

    @Test("The bundled findings keep their values; equal messages and file names share one storage")
    func bundledFindings() {
        let findings = TranslationChecker.run(corpus: TestSupport.bundled.corpus).diagnostics
        #expect(findings.count == 107)
        // Made apart again, as another page's findings would be.
        let again = findings.map { finding in
            var copy = finding
            copy.message = String(decoding: Array(finding.message.utf8), as: UTF8.self)
            copy.location.file = String(decoding: Array(finding.location.file.utf8), as: UTF8.self)
            return copy
        }
        let shared = ConcurrentStringInterner().sharingTexts(of: findings + again)
        #expect(shared == findings + again)
        #expect(shared.map(\.fingerprint) == (findings + again).map(\.fingerprint))
        let messages = shared.map(\.message).filter { $0.utf8.count > StringInterner.inlineCapacity }
        let files = shared.map(\.location.file).filter { $0.utf8.count > StringInterner.inlineCapacity }
        #expect(Set(messages.compactMap(Self.storage)).count == Set(messages).count)
        #expect(Set(files.compactMap(Self.storage)).count == Set(files).count)
        #expect(Set(messages).count < messages.count / 2)
    }
}
