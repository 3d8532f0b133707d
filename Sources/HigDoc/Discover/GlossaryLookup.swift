/// The glossary's concepts found by id, by a heading's term and by item kind, without a walk over all
/// of them: the graph builder asks for each heading and list of every page, and a glossary may hold
/// thousands of concepts (20,000 made each page pair's build 1 ms slower per 20,000 concepts when every
/// question walked the list).
///
/// Positions in `Glossary.concepts`; the first concept wins where several answer, as the walks did.
struct GlossaryLookup: Sendable {
    /// Each concept id's first position.
    let positionOfID: [String: Int]
    /// For each English term of a bar or topic, the first bar or topic that lists it.
    let englishHeadingPositions: [String: Int]
    /// For each Chinese term of a bar or topic, the first bar or topic that lists it.
    let chineseHeadingPositions: [String: Int]
    /// For each English term of a bar or topic with its spaces left out (`toolbars`), the first bar or
    /// topic that lists it: a heading that splits or joins a term's words (`Tool Bars`) is that concept.
    let spacelessEnglishHeadingPositions: [String: Int]
    /// The search bar elements' positions, in glossary order.
    let searchBarElementPositions: [Int]

    init(_ concepts: [Glossary.Concept]) {
        var positionOfID: [String: Int] = [:]
        var english: [String: Int] = [:]
        var chinese: [String: Int] = [:]
        var searchBarElements: [Int] = []
        var spaceless: [String: Int] = [:]
        for (position, concept) in concepts.enumerated() {
            if positionOfID[concept.id] == nil { positionOfID[concept.id] = position }
            if concept.kind == .bar || concept.kind == .topic {
                for term in concept.en where english[term] == nil { english[term] = position }
                for term in concept.en {
                    let key = Self.spaceless(term)
                    if spaceless[key] == nil { spaceless[key] = position }
                }
                for term in concept.zh where chinese[term] == nil { chinese[term] = position }
            }
            if concept.itemKind == SystemItem.Kind.searchBarElement.rawValue { searchBarElements.append(position) }
        }
        self.positionOfID = positionOfID
        englishHeadingPositions = english
        chineseHeadingPositions = chinese
        searchBarElementPositions = searchBarElements
        spacelessEnglishHeadingPositions = spaceless
    }

    /// `text` without its spaces.
    static func spaceless(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0 != " " })
    }

    /// The position of the first bar or topic with `term` among its terms in `language`.
    func headingPosition(_ term: String, language: Language) -> Int? {
        language == .en ? englishHeadingPositions[term] : chineseHeadingPositions[term]
    }
}
