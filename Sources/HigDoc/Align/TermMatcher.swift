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
        var term: [Character]
        var text: String
        var concept: String
        var language: Language
    }

    private let entries: [Language: [Entry]]

    init(glossary: Glossary, kinds: Set<Glossary.Kind> = [.bar, .topic, .systemItem, .uiTerm]) {
        var english: [Entry] = []
        var chinese: [Entry] = []
        for concept in glossary.concepts where kinds.contains(concept.kind) {
            for term in concept.en where !term.isEmpty {
                english.append(Entry(term: Array(Self.fold(term)), text: term, concept: concept.id, language: .en))
            }
            for term in concept.zh where !term.isEmpty {
                chinese.append(Entry(term: Array(Self.fold(term)), text: term, concept: concept.id, language: .zh))
            }
        }
        let order: (Entry, Entry) -> Bool = { ($0.term.count, $0.text) > ($1.term.count, $1.text) }
        entries = [.en: english.sorted(by: order), .zh: (chinese + english).sorted(by: order)]
    }

    /// Lowercased, typographic apostrophes and hyphens made plain.
    static func fold(_ text: String) -> String {
        text.lowercased().replacingOccurrences(of: "’", with: "'")
    }

    /// Every non-overlapping occurrence of a glossary term in `text`, in text order.
    func occurrences(in text: String, language: Language) -> [Occurrence] {
        let characters = Array(Self.fold(text))
        var taken = [Bool](repeating: false, count: characters.count)
        var found: [Occurrence] = []
        for entry in entries[language] ?? [] {
            let term = entry.term
            guard term.count <= characters.count, let first = term.first else { continue }
            let wholeWord = entry.language == .en
            var index = 0
            while index + term.count <= characters.count {
                if characters[index] == first, !taken[index], Array(characters[index..<(index + term.count)]) == term,
                    !taken[index..<(index + term.count)].contains(true),
                    !wholeWord || Self.isBoundary(characters, before: index, after: index + term.count)
                {
                    for position in index..<(index + term.count) { taken[position] = true }
                    found.append(
                        Occurrence(concept: entry.concept, term: entry.text, language: entry.language, offset: index))
                    index += term.count
                } else {
                    index += 1
                }
            }
        }
        return found.sorted { $0.offset < $1.offset }
    }

    /// The concept ids mentioned in `text`.
    func concepts(in text: String, language: Language) -> Set<String> {
        Set(occurrences(in: text, language: language).map(\.concept))
    }

    private static func isBoundary(_ characters: [Character], before start: Int, after end: Int) -> Bool {
        let left = start == 0 ? nil : characters[start - 1]
        let right = end >= characters.count ? nil : characters[end]
        return !(left.map(isWordCharacter) ?? false) && !(right.map(isWordCharacter) ?? false)
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber)
    }
}
