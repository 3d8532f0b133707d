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

    /// Entries per language, keyed by their first scalar, longest term first within a key.
    private let index: [Language: [Unicode.Scalar: [Entry]]]
    /// `index` as an array per language, for `groupOfScalar`.
    private let groups: [Language: [[Entry]]]
    /// Per language, for each Basic Multilingual Plane scalar, where its entries are in `groups` (-1 for
    /// none), so the scan looks a scalar up without hashing it.
    private let groupOfScalar: [Language: [Int32]]

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
        func keyed(_ entries: [Entry]) -> [Unicode.Scalar: [Entry]] {
            let sorted = entries.sorted { ($0.term.count, $0.text) > ($1.term.count, $1.text) }
            return Dictionary(grouping: sorted, by: { $0.term[0] })
        }
        index = [.en: keyed(english), .zh: keyed(chinese + english)]
        var groups: [Language: [[Entry]]] = [:]
        var groupOfScalar: [Language: [Int32]] = [:]
        for (language, table) in index {
            var slots = [Int32](repeating: -1, count: 0x10000)
            var lists: [[Entry]] = []
            for (scalar, entries) in table where scalar.value < 0x10000 {
                slots[Int(scalar.value)] = Int32(lists.count)
                lists.append(entries)
            }
            groups[language] = lists
            groupOfScalar[language] = slots
        }
        self.groups = groups
        self.groupOfScalar = groupOfScalar
    }

    /// Lowercased, typographic apostrophes and hyphens made plain.
    static func fold(_ text: String) -> String {
        Text.fold(text)
    }

    /// Every non-overlapping occurrence of a glossary term in `text`, in text order (leftmost, then
    /// longest: one pass over the text, looking up candidate terms by their first scalar).
    func occurrences(in text: String, language: Language) -> [Occurrence] {
        guard let table = index[language], let lists = groups[language], let slots = groupOfScalar[language] else {
            return []
        }
        let folded = Self.fold(text)
        let scalars = Array(folded.unicodeScalars)
        // Offsets count characters; they are scalar offsets unless a character spans several scalars.
        var characterOffsets: [Int] = []
        if !Text.isOneScalarPerCharacter(folded) {
            characterOffsets.reserveCapacity(scalars.count)
            var characterIndex = 0
            for character in folded {
                for _ in character.unicodeScalars { characterOffsets.append(characterIndex) }
                characterIndex += 1
            }
        }
        var found: [Occurrence] = []
        var position = 0
        scan: while position < scalars.count {
            let value = scalars[position].value
            let candidates: [Entry]?
            if value < 0x10000 {
                let slot = slots[Int(value)]
                candidates = slot < 0 ? nil : lists[Int(slot)]
            } else {
                candidates = table[scalars[position]]
            }
            if let candidates {
                for entry in candidates where position + entry.term.count <= scalars.count {
                    let end = position + entry.term.count
                    guard scalars[position..<end].elementsEqual(entry.term) else { continue }
                    if entry.language == .en && !Self.isBoundary(scalars, before: position, after: end) { continue }
                    found.append(
                        Occurrence(
                            concept: entry.concept, term: entry.text, language: entry.language,
                            offset: characterOffsets.isEmpty ? position : characterOffsets[position]))
                    position = end
                    continue scan
                }
            }
            position += 1
        }
        return found
    }

    /// The concept ids mentioned in `text`.
    func concepts(in text: String, language: Language) -> Set<String> {
        Set(occurrences(in: text, language: language).map(\.concept))
    }

    private static func isBoundary(_ scalars: [Unicode.Scalar], before start: Int, after end: Int) -> Bool {
        let left = start == 0 ? nil : scalars[start - 1]
        let right = end >= scalars.count ? nil : scalars[end]
        return !(left.map(isWordScalar) ?? false) && !(right.map(isWordScalar) ?? false)
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar))
    }
}
