import Foundation

/// Finds glossary terms in running text, longest term first, so `tab bar icon` is not also counted as `tab`.
///
/// English terms match whole words only; Chinese terms match anywhere. On the Chinese side the English
/// terms are matched too, because translators often keep the source term (`导航控制器（navigation controller）`).
struct TermMatcher: Sendable {
    struct Occurrence: Hashable, Sendable {
        var concept: String
        /// The concept's position in `conceptIDs` (ranks sort as the ids do).
        var conceptRank: Int
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
        /// The concept's position in `conceptIDs`.
        var conceptRank = 0
    }

    /// The entries of one language, laid out for the scan: their scalars in one pool, and the runs of
    /// entries (longest term first) that a position can start, found by the position's first three
    /// scalars (terms of three or more), first two (terms of two) or first one (terms of one).
    ///
    /// A run keyed by one scalar held every term starting with `t` or `s`, some twenty-five, each tried
    /// at every word start; keyed by two (`ta`, `to`, `st`), a run holds a few of the bundled glossary's
    /// terms, but some sixty of a glossary of 40,000 English terms, and all were tried at each position
    /// with those two scalars. Keyed by three, a run holds a few of those too.
    /// A class, so that looking a table up shares it instead of copying (and retaining) its arrays.
    private final class Table: Sendable {
        let entries: [Entry]
        /// Every entry's scalar values, one entry after another.
        let pool: [UInt32]
        /// Where each entry's scalars start in `pool`.
        let starts: [Int]
        /// For each `pairSlot` of a term's first two scalars, the index in `runs` of the entries of two
        /// scalars that are such a pair (-1: none). Pairs that share a slot share a run.
        let runOfPair: [Int32]
        /// For each `tripleSlot` of a term's first three scalars, the index in `runs` of the entries of
        /// three or more scalars starting with such a triple (-1: none). Triples that share a slot share a run.
        let runOfTriple: [Int32]
        /// One bit per pair slot, set when a term of two or more scalars starts with a pair of that slot
        /// (when `runOfPair` has a run there, or `runOfTriple` one of a triple starting with the pair):
        /// 8 KiB that stay in the first-level cache, where `runOfPair` takes 256 KiB. Almost no position
        /// of a text starts a term, so the scan asks the bits first and reads the runs only for a set bit.
        let pairSlotsUsed: [UInt64]
        /// For a one-scalar term's scalar, the index in `runs` of the entries that are that scalar
        /// (empty when the glossary has no one-scalar term).
        let runOfSingle: [UInt32: Int]
        /// Runs of `entries`, each in the order the scan tries them (longest first).
        let runs: [Range<Int>]
        /// Per entry, whether it is an English term (matched as a whole word).
        let isEnglish: [Bool]
        /// Per run, whether all its terms are English (none can match right after a word scalar).
        let runIsEnglish: [Bool]
        /// Per entry, whether its concept is a UI term with several Chinese renderings (`severalRenderingsUses`).
        let hasSeveralRenderings: [Bool]

        static let pairSlots = 1 << 16

        /// Where a pair of scalars is looked up: distinct for any two pairs of lowercase ASCII letters.
        @inline(__always)
        static func pairSlot(_ first: UInt32, _ second: UInt32) -> Int {
            Int((first &* 31 &+ second) & UInt32(pairSlots - 1))
        }

        /// Where a triple of scalars is looked up (among as many slots as pairs): distinct for any two
        /// triples of lowercase ASCII letters, which span 24,826 values before the mask.
        @inline(__always)
        static func tripleSlot(_ first: UInt32, _ second: UInt32, _ third: UInt32) -> Int {
            Int((first &* 961 &+ second &* 31 &+ third) & UInt32(pairSlots - 1))
        }

        /// `entries` sorted longest first, as the scan tries them; `severalRenderings`: the concepts
        /// `hasSeveralRenderings` marks.
        init(_ unsorted: [Entry], severalRenderings: Set<String>) {
            let sorted = unsorted.sorted { ($0.term.count, $0.text) > ($1.term.count, $1.text) }
            // A run per triple slot, pair slot, or scalar for one-scalar terms, in the order first met;
            // the sort order is kept within each.
            enum Key: Hashable {
                case triple(Int)
                case pair(Int)
                case single(UInt32)
            }
            var keys: [Key] = []
            var met = Set<Key>()
            let grouped = Dictionary(grouping: sorted) { entry -> Key in
                let scalars = entry.term.map(\.value)
                let key: Key =
                    switch scalars.count {
                    case 1: .single(scalars[0])
                    case 2: .pair(Self.pairSlot(scalars[0], scalars[1]))
                    default: .triple(Self.tripleSlot(scalars[0], scalars[1], scalars[2]))
                    }
                // A set, not a search of `keys`: a glossary of thousands of terms has thousands of keys.
                if met.insert(key).inserted { keys.append(key) }
                return key
            }
            var entries: [Entry] = []
            var pool: [UInt32] = []
            var starts: [Int] = []
            var runOfPair = [Int32](repeating: -1, count: Self.pairSlots)
            var runOfTriple = [Int32](repeating: -1, count: Self.pairSlots)
            var pairSlotsUsed = [UInt64](repeating: 0, count: Self.pairSlots / 64)
            var runOfSingle: [UInt32: Int] = [:]
            var runs: [Range<Int>] = []
            var isEnglish: [Bool] = []
            var runIsEnglish: [Bool] = []
            var hasSeveralRenderings: [Bool] = []
            for key in keys {
                let members = grouped[key]!
                switch key {
                case .triple(let slot): runOfTriple[slot] = Int32(runs.count)
                case .pair(let slot): runOfPair[slot] = Int32(runs.count)
                case .single(let scalar): runOfSingle[scalar] = runs.count
                }
                runs.append(entries.count..<(entries.count + members.count))
                runIsEnglish.append(members.allSatisfy { $0.language == .en })
                for entry in members {
                    if entry.term.count >= 2 {
                        let slot = Self.pairSlot(entry.term[0].value, entry.term[1].value)
                        pairSlotsUsed[slot >> 6] |= 1 << UInt64(slot & 63)
                    }
                    entries.append(entry)
                    isEnglish.append(entry.language == .en)
                    hasSeveralRenderings.append(severalRenderings.contains(entry.concept))
                    starts.append(pool.count)
                    pool += entry.term.map(\.value)
                }
            }
            self.entries = entries
            self.pool = pool
            self.starts = starts
            self.runOfPair = runOfPair
            self.runOfTriple = runOfTriple
            self.pairSlotsUsed = pairSlotsUsed
            self.runOfSingle = runOfSingle
            self.runs = runs
            self.isEnglish = isEnglish
            self.runIsEnglish = runIsEnglish
            self.hasSeveralRenderings = hasSeveralRenderings
        }
    }

    private let tables: [Language: Table]
    /// The ids of the concepts the matcher finds, ascending and without repeats: a concept's position
    /// here (its rank) stands for it in `conceptRanks(lead:body:language:)`, and ranks sort as ids do.
    let conceptIDs: [String]
    /// Finds the lines that hold a Chinese rendering of a UI term the glossary renders in several ways
    /// (nil: every line may); built once per glossary for `InconsistentTermTranslationCheck`.
    let severalRenderingsFilter: IdeographTermFilter?
    /// The ids of those UI terms: no other concept's uses can be inconsistent.
    let severalRenderingsConcepts: Set<String>
    /// Per concept rank, the Chinese renderings `GlossaryTermMissingCheck` asks a translation for (nil: a
    /// concept it does not weigh), and whether the concept is a bar: worked out once per glossary, not
    /// once per document group.
    let missingTermRenderings: [[String]?]
    let isBar: [Bool]

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
        conceptIDs = Set(english.map(\.concept) + chinese.map(\.concept)).sorted()
        let ranks = Dictionary(uniqueKeysWithValues: conceptIDs.enumerated().map { ($1, $0) })
        for index in english.indices { english[index].conceptRank = ranks[english[index].concept]! }
        for index in chinese.indices { chinese[index].conceptRank = ranks[chinese[index].concept]! }
        let severalRenderings = InconsistentTermTranslationCheck.candidateConcepts(glossary)
        tables = [
            .en: Table(english, severalRenderings: severalRenderings),
            .zh: Table(chinese + english, severalRenderings: severalRenderings),
        ]
        severalRenderingsFilter = IdeographTermFilter(
            terms: InconsistentTermTranslationCheck.candidateRenderings(glossary))
        severalRenderingsConcepts = severalRenderings
        let concepts = conceptIDs.map { glossary.concept($0) }
        missingTermRenderings = concepts.map { $0.flatMap(GlossaryTermMissingCheck.checkedRenderings) }
        isBar = concepts.map { $0?.kind == .bar }
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
        let (scalars, oneScalarPerCharacter) = Self.foldedScalars(of: text)
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
                    concept: entry.concept, conceptRank: entry.conceptRank, term: entry.text, language: entry.language,
                    offset: characterOffsets.isEmpty ? position : characterOffsets[position]))
        }
        return found
    }

    /// The concept ids mentioned in `text`.
    func concepts(in text: String, language: Language) -> Set<String> {
        Set(occurrences(in: text, language: language).map(\.concept))
    }

    /// The concepts of `concepts(in: lead)` and of `concepts(in: lead + " " + body)`, as ranks (positions
    /// in `conceptIDs`), each list ascending, from one scan of the joined text: the scan of the lead alone
    /// finds what the joined scan finds before the space, unless a term of the joined scan runs across it
    /// (then the lead is scanned again on its own). No set of id strings is built: the rule aligner
    /// compares and weighs concepts by rank.
    func conceptRanks(lead: String, body: String, language: Language) -> (lead: [Int], all: [Int]) {
        guard let table = tables[language] else { return ([], []) }
        var leadEnd = 0
        let scalars = [UInt32](unsafeUninitializedCapacity: Self.foldedCapacity(lead) + 1 + Self.foldedCapacity(body)) {
            buffer, count in
            _ = Self.writeFoldedScalars(of: lead, into: buffer, count: &count)
            leadEnd = count
            buffer[count] = 0x20
            count += 1
            _ = Self.writeFoldedScalars(of: body, into: buffer, count: &count)
        }
        var leadFound = RankSet()
        var allFound = RankSet()
        var crossesLeadEnd = false
        Self.scan(scalars, table) { index, position, end in
            let rank = table.entries[index].conceptRank
            allFound.insert(rank)
            if end <= leadEnd {
                leadFound.insert(rank)
            } else if position < leadEnd {
                crossesLeadEnd = true
            }
        }
        if crossesLeadEnd {
            // The lead on its own, as `concepts(in: lead)` scans it.
            leadFound = RankSet()
            Self.scan(Self.foldedScalars(of: lead).scalars, table) { index, _, _ in
                leadFound.insert(table.entries[index].conceptRank)
            }
        }
        return (leadFound.ascending, allFound.ascending)
    }

    /// Concept ranks found in a text, as they are met. Not a bit per rank of the glossary: a text names a
    /// few concepts, and a glossary may hold thousands, which every rule's scan would clear and walk.
    private struct RankSet {
        var met: [Int] = []

        mutating func insert(_ rank: Int) { met.append(rank) }

        var ascending: [Int] {
            var ranks: [Int] = []
            for rank in met.sorted() where ranks.last != rank { ranks.append(rank) }
            return ranks
        }
    }

    /// The folded scalars of `text`, and whether each stands alone as a character.
    private static func foldedScalars(of text: String) -> (scalars: [UInt32], oneScalarPerCharacter: Bool) {
        var oneScalarPerCharacter = true
        let scalars = [UInt32](unsafeUninitializedCapacity: foldedCapacity(text)) { buffer, count in
            oneScalarPerCharacter = writeFoldedScalars(of: text, into: buffer, count: &count)
        }
        return (scalars, oneScalarPerCharacter)
    }

    /// Room for the folded scalars of `text`: a scalar folds to three at most, and one of two UTF-8 bytes
    /// or more (a one-byte scalar folds to one), so there are at most 1.5 folded scalars per byte.
    @inline(__always)
    private static func foldedCapacity(_ text: String) -> Int {
        text.utf8.count * 3 / 2 + 1
    }

    /// Writes the folded scalars of `text` (`Text.fold`, scalar by scalar: no folded string is made)
    /// into `buffer` from `count` on, which must leave `foldedCapacity(text)` of room, and advances
    /// `count`; says whether each folded scalar stands alone as a character.
    private static func writeFoldedScalars(
        of text: String, into buffer: UnsafeMutableBufferPointer<UInt32>, count: inout Int
    ) -> Bool {
        var oneScalarPerCharacter = true
        var written = count
        // Over the UTF-8 bytes (the text is valid UTF-8), decoding each scalar in place. Indices stay
        // within the bytes and `written` within the buffer's room, so they add without overflow checks.
        Text.withUTF8(text) { bytes in
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                if lead < 0x80 {
                    // ASCII other than CR, up to eight bytes at a time: A–Z lowered, the rest as they are.
                    let run = Text.asciiRunWithoutCR(bytes, at: index)
                    if run > 0 {
                        for offset in index..<(index &+ run) {
                            let byte = bytes[offset]
                            buffer[written] = UInt32(byte >= 0x41 && byte <= 0x5A ? byte &+ 32 : byte)
                            written &+= 1
                        }
                        index &+= run
                        continue
                    }
                } else if let ideograph = Text.ideograph(in: bytes, at: index) {
                    // Caseless, and each stands alone.
                    buffer[written] = ideograph
                    written &+= 1
                    index &+= 3
                    continue
                }
                let (value, length) = Text.decodeScalar(bytes, at: index)
                index &+= length
                if value < 0x80 {
                    // ASCII folds to ASCII; only CR does not stand alone.
                    buffer[written] = value >= 0x41 && value <= 0x5A ? value &+ 32 : value
                    written &+= 1
                    if value == 0x0D { oneScalarPerCharacter = false }
                } else if value >= 0x4E00 && value <= 0x9FFF {
                    // CJK ideographs are caseless and stand alone.
                    buffer[written] = value
                    written &+= 1
                } else {
                    Text.fold(Unicode.Scalar(value)!) { folded in
                        buffer[written] = folded.value
                        written &+= 1
                        if !Text.standsAlone(folded.value) { oneScalarPerCharacter = false }
                    }
                }
            }
        }
        count = written
        return oneScalarPerCharacter
    }

    /// The scan of `occurrences`: calls `found` with each occurrence's entry index and scalar range.
    ///
    /// At each position the terms of three or more scalars that start with its three scalars are tried,
    /// longest first, then the terms of two that are its two scalars, then the one-scalar terms that are
    /// its scalar: every term that can match there, in the order of the one sorted list.
    private static func scan(_ scalars: [UInt32], _ table: Table, found: (Int, Int, Int) -> Void) {
        let hasSingles = !table.runOfSingle.isEmpty
        scalars.withUnsafeBufferPointer { scalars in
            table.pool.withUnsafeBufferPointer { pool in
                /// The entry of `run` that matches at `position`, if any.
                func match(_ run: Int, at position: Int) -> (index: Int, end: Int)? {
                    // English terms match whole words only: none can start right after a word scalar.
                    let afterWordScalar = position > 0 && Self.isWordScalar(scalars[position - 1])
                    if afterWordScalar && table.runIsEnglish[run] { return nil }
                    for index in table.runs[run] {
                        let isEnglish = table.isEnglish[index]
                        if isEnglish && afterWordScalar { continue }
                        let start = table.starts[index]
                        let length = (index + 1 < table.starts.count ? table.starts[index + 1] : pool.count) - start
                        let end = position + length
                        guard end <= scalars.count else { continue }
                        // Terms are a few scalars long, compared in place rather than through `memcmp`;
                        // terms that share a slot may differ in their first scalars, so those are compared too.
                        var offset = 0
                        while offset < length && scalars[position + offset] == pool[start + offset] { offset += 1 }
                        guard offset == length else { continue }
                        if isEnglish && end < scalars.count && Self.isWordScalar(scalars[end]) { continue }
                        return (index, end)
                    }
                    return nil
                }
                // Read without bounds checks: a slot is masked to below `pairSlots`, the count of
                // `runOfPair` and `runOfTriple` and 64 times that of `pairSlotsUsed`.
                table.runOfPair.withUnsafeBufferPointer { runOfPair in
                    table.runOfTriple.withUnsafeBufferPointer { runOfTriple in
                        table.pairSlotsUsed.withUnsafeBufferPointer { pairSlotsUsed in
                            /// The entry of a run keyed by the triple or the pair at `position` (of pair
                            /// slot `slot`) that matches there, longest first.
                            func matchTripleOrPair(at position: Int, slot: Int) -> (index: Int, end: Int)? {
                                if position &+ 2 < scalars.count {
                                    let run = runOfTriple[
                                        Table.tripleSlot(
                                            scalars[position], scalars[position &+ 1], scalars[position &+ 2])]
                                    if run >= 0, let matched = match(Int(run), at: position) { return matched }
                                }
                                let run = runOfPair[slot]
                                return run >= 0 ? match(Int(run), at: position) : nil
                            }
                            var position = 0
                            while position < scalars.count {
                                if position &+ 1 < scalars.count {
                                    let slot = Table.pairSlot(scalars[position], scalars[position &+ 1])
                                    if pairSlotsUsed[slot &>> 6] & (1 &<< UInt64(slot & 63)) != 0,
                                        let (index, end) = matchTripleOrPair(at: position, slot: slot)
                                    {
                                        found(index, position, end)
                                        position = end
                                        continue
                                    }
                                }
                                if hasSingles, let run = table.runOfSingle[scalars[position]],
                                    let (index, end) = match(run, at: position)
                                {
                                    found(index, position, end)
                                    position = end
                                    continue
                                }
                                position += 1
                            }
                        }
                    }
                }
            }
        }
    }

    @inline(__always)
    private static func isWordScalar(_ value: UInt32) -> Bool {
        (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A) || (value >= 0x30 && value <= 0x39)
    }
}
