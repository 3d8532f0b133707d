import Foundation

/// Finds glossary terms in running text, longest term first, so `tab bar icon` is not also counted as `tab`.
///
/// English terms match whole words only; Chinese terms match anywhere. On the Chinese side the English
/// terms are matched too, because translators often keep the source term (`导航控制器（navigation controller）`).
struct TermMatcher: Sendable {
    struct Occurrence: Hashable, Sendable {
        var concept: String
        /// The term as listed in the glossary (lowercase).
        var term: String
        var language: Language
        /// Character offset in the searched text.
        var offset: Int
    }

    private struct Entry: Sendable {
        var term: [Unicode.Scalar]
        var text: String
        var concept: String
        var language: Language
    }

    /// The entries of one language, laid out for the scan: their scalars in one pool, and for each
    /// first scalar the run of entries (longest term first) that start with it.
    private struct Table: Sendable {
        var entries: [Entry] = []
        /// Every entry's scalar values, one entry after another.
        var pool: [UInt32] = []
        /// Where each entry's scalars start in `pool`.
        var starts: [Int] = []
        /// For each Basic Multilingual Plane scalar, the index in `groups` of the entries starting with it (-1: none).
        var groupOfScalar = [Int32](repeating: -1, count: 0x10000)
        /// Runs of `entries` sharing a first scalar.
        var groups: [Range<Int>] = []
        /// Per entry, whether it is an English term (matched as a whole word).
        var isEnglish: [Bool] = []
        /// Per group, whether all its terms are English (none can match right after a word scalar).
        var groupIsEnglish: [Bool] = []
        /// The runs of entries that start outside the Basic Multilingual Plane.
        var astralGroups: [UInt32: Range<Int>] = [:]
        /// Per entry, whether its concept is a UI term with several Chinese renderings (`severalRenderingsUses`).
        var hasSeveralRenderings: [Bool] = []

        /// `entries` sorted longest first, as the scan tries them; `severalRenderings`: the concepts
        /// `hasSeveralRenderings` marks.
        init(_ entries: [Entry], severalRenderings: Set<String>) {
            let sorted = entries.sorted { ($0.term.count, $0.text) > ($1.term.count, $1.text) }
            var firstScalars: [UInt32] = []
            let grouped = Dictionary(grouping: sorted) { entry -> UInt32 in
                if !firstScalars.contains(entry.term[0].value) { firstScalars.append(entry.term[0].value) }
                return entry.term[0].value
            }
            for first in firstScalars {
                let run = self.entries.count..<(self.entries.count + grouped[first]!.count)
                for entry in grouped[first]! {
                    self.entries.append(entry)
                    isEnglish.append(entry.language == .en)
                    hasSeveralRenderings.append(severalRenderings.contains(entry.concept))
                    starts.append(pool.count)
                    pool += entry.term.map(\.value)
                }
                if first < 0x10000 {
                    groupOfScalar[Int(first)] = Int32(groups.count)
                    groups.append(run)
                    groupIsEnglish.append(grouped[first]!.allSatisfy { $0.language == .en })
                } else {
                    astralGroups[first] = run
                }
            }
        }

        /// The entries that start with `scalar`, and whether they are all English.
        @inline(__always)
        func candidates(startingWith scalar: UInt32) -> (entries: Range<Int>, allEnglish: Bool)? {
            if scalar < 0x10000 {
                let group = Int(groupOfScalar[Int(scalar)])
                return group < 0 ? nil : (groups[group], groupIsEnglish[group])
            }
            return astralGroups[scalar].map { ($0, false) }
        }
    }

    private let tables: [Language: Table]
    /// Finds the lines that hold a Chinese rendering of a UI term the glossary renders in several ways
    /// (nil: every line may); built once per glossary for `InconsistentTermTranslationCheck`.
    let severalRenderingsFilter: IdeographTermFilter?
    /// The ids of those UI terms: no other concept's uses can be inconsistent.
    let severalRenderingsConcepts: Set<String>

    init(glossary: Glossary, kinds: Set<Glossary.Kind> = [.bar, .topic, .systemItem, .uiTerm]) {
        var english: [Entry] = []
        var chinese: [Entry] = []
        for concept in glossary.concepts where kinds.contains(concept.kind) {
            for term in concept.en where !term.isEmpty {
                english.append(
                    Entry(term: Array(Self.fold(term).unicodeScalars), text: term, concept: concept.id, language: .en))
            }
            for term in concept.zh where !term.isEmpty {
                chinese.append(
                    Entry(term: Array(Self.fold(term).unicodeScalars), text: term, concept: concept.id, language: .zh))
            }
        }
        let severalRenderings = InconsistentTermTranslationCheck.candidateConcepts(glossary)
        tables = [
            .en: Table(english, severalRenderings: severalRenderings),
            .zh: Table(chinese + english, severalRenderings: severalRenderings),
        ]
        severalRenderingsFilter = IdeographTermFilter(
            terms: InconsistentTermTranslationCheck.candidateRenderings(glossary))
        severalRenderingsConcepts = severalRenderings
    }

    /// Lowercased, typographic apostrophes and hyphens made plain.
    static func fold(_ text: String) -> String {
        Text.fold(text)
    }

    /// Every non-overlapping occurrence of a glossary term in `text`, in text order (leftmost, then
    /// longest: one pass over the text, looking up candidate terms by their first scalar).
    func occurrences(in text: String, language: Language) -> [Occurrence] {
        occurrences(in: text, language: language) { _, _ in true }
    }

    /// The occurrences of UI terms with several Chinese renderings in `language` (the only ones
    /// `InconsistentTermTranslationCheck` reports) among `occurrences(in:language:)`; the others are
    /// passed over without being made.
    func severalRenderingsUses(in text: String, language: Language) -> [Occurrence] {
        occurrences(in: text, language: language) { table, index in
            table.hasSeveralRenderings[index] && table.entries[index].language == language
        }
    }

    /// The occurrences whose table entry `keeping` accepts.
    private func occurrences(in text: String, language: Language, keeping: (Table, Int) -> Bool) -> [Occurrence] {
        guard let table = tables[language] else { return [] }
        var scalars: [UInt32] = []
        scalars.reserveCapacity(text.utf8.count)
        let oneScalarPerCharacter = Self.appendFoldedScalars(of: text, to: &scalars)
        // Offsets count characters; they are scalar offsets unless a character spans several scalars.
        var characterOffsets: [Int] = []
        if !oneScalarPerCharacter {
            characterOffsets.reserveCapacity(scalars.count)
            var characterIndex = 0
            for character in Self.fold(text) {
                for _ in character.unicodeScalars { characterOffsets.append(characterIndex) }
                characterIndex += 1
            }
        }
        var found: [Occurrence] = []
        Self.scan(scalars, table) { index, position, _ in
            guard keeping(table, index) else { return }
            let entry = table.entries[index]
            found.append(
                Occurrence(
                    concept: entry.concept, term: entry.text, language: entry.language,
                    offset: characterOffsets.isEmpty ? position : characterOffsets[position]))
        }
        return found
    }

    /// The concept ids mentioned in `text`.
    func concepts(in text: String, language: Language) -> Set<String> {
        Set(occurrences(in: text, language: language).map(\.concept))
    }

    /// `(concepts(in: lead), concepts(in: lead + " " + body))`, from one scan of the joined text: the
    /// scan of the lead alone finds what the joined scan finds before the space, unless a term of the
    /// joined scan runs across it (then the lead is scanned again on its own).
    func concepts(lead: String, body: String, language: Language) -> (lead: Set<String>, all: Set<String>) {
        guard let table = tables[language] else { return ([], []) }
        var scalars: [UInt32] = []
        scalars.reserveCapacity(lead.utf8.count + 1 + body.utf8.count)
        _ = Self.appendFoldedScalars(of: lead, to: &scalars)
        let leadEnd = scalars.count
        scalars.append(0x20)
        _ = Self.appendFoldedScalars(of: body, to: &scalars)
        var leadConcepts = Set<String>()
        var all = Set<String>()
        var crossesLeadEnd = false
        Self.scan(scalars, table) { index, position, end in
            let concept = table.entries[index].concept
            all.insert(concept)
            if end <= leadEnd {
                leadConcepts.insert(concept)
            } else if position < leadEnd {
                crossesLeadEnd = true
            }
        }
        if crossesLeadEnd { leadConcepts = concepts(in: lead, language: language) }
        return (leadConcepts, all)
    }

    /// Appends the folded scalars of `text`, folded scalar by scalar (no folded string is needed), and
    /// says whether each folded scalar stands alone as a character.
    private static func appendFoldedScalars(of text: String, to scalars: inout [UInt32]) -> Bool {
        var oneScalarPerCharacter = true
        // Over the UTF-8 bytes (the text is valid UTF-8), decoding each scalar in place.
        Text.withUTF8(text) { bytes in
            var index = 0
            while index < bytes.count {
                let (value, length) = Text.decodeScalar(bytes, at: index)
                appendFolded(value, to: &scalars, oneScalarPerCharacter: &oneScalarPerCharacter)
                index += length
            }
        }
        return oneScalarPerCharacter
    }

    /// Appends the folded form of one scalar (`Text.fold`), noting whether it stands alone.
    @inline(__always)
    private static func appendFolded(_ value: UInt32, to scalars: inout [UInt32], oneScalarPerCharacter: inout Bool) {
        if value < 0x80 {
            // ASCII folds to ASCII; only CR does not stand alone.
            scalars.append(value >= 0x41 && value <= 0x5A ? value + 32 : value)
            if value == 0x0D { oneScalarPerCharacter = false }
        } else if value >= 0x4E00 && value <= 0x9FFF {
            // CJK ideographs are caseless and stand alone.
            scalars.append(value)
        } else {
            Text.fold(Unicode.Scalar(value)!) { folded in
                scalars.append(folded.value)
                if !Text.standsAlone(folded.value) { oneScalarPerCharacter = false }
            }
        }
    }

    /// The scan of `occurrences`: calls `found` with each occurrence's entry index and scalar range.
    private static func scan(_ scalars: [UInt32], _ table: Table, found: (Int, Int, Int) -> Void) {
        scalars.withUnsafeBufferPointer { scalars in
            table.pool.withUnsafeBufferPointer { pool in
                var position = 0
                scan: while position < scalars.count {
                    if let candidates = table.candidates(startingWith: scalars[position]) {
                        // English terms match whole words only: none can start right after a word scalar.
                        let afterWordScalar = position > 0 && Self.isWordScalar(scalars[position - 1])
                        if afterWordScalar && candidates.allEnglish {
                            position += 1
                            continue scan
                        }
                        for index in candidates.entries {
                            let isEnglish = table.isEnglish[index]
                            if isEnglish && afterWordScalar { continue }
                            let start = table.starts[index]
                            let length = (index + 1 < table.starts.count ? table.starts[index + 1] : pool.count) - start
                            let end = position + length
                            guard end <= scalars.count else { continue }
                            // The first scalar matched when the group was found; terms are a few scalars
                            // long, compared in place rather than through `memcmp`.
                            var offset = 1
                            while offset < length && scalars[position + offset] == pool[start + offset] { offset += 1 }
                            guard offset == length else { continue }
                            if isEnglish && end < scalars.count && Self.isWordScalar(scalars[end]) { continue }
                            found(index, position, end)
                            position = end
                            continue scan
                        }
                    }
                    position += 1
                }
            }
        }
    }

    @inline(__always)
    private static func isWordScalar(_ value: UInt32) -> Bool {
        (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A) || (value >= 0x30 && value <= 0x39)
    }
}
