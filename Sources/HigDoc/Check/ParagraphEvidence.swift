/// What the prose paragraphs of one side of a section pair share with their translations whatever the
/// language: the numbers each states, the targets of its links and the code identifiers it names, each
/// worked out for a paragraph when first asked for (the numbers may be given). The prose checks (HD0322,
/// HD0327) place a finding about an English paragraph at its translation by them (`counterpart`).
struct ParagraphEvidence {
    var paragraphs: [SectionProse.Paragraph]
    let language: Language
    private var numbers: [Set<Int>?]
    private var links: [Set<String>?]
    private var identifiers: [Set<String>?]
    /// Which paragraphs state each number, link to each target and name each identifier, each kind made
    /// when the side is first searched for a counterpart by it: a search scores only the paragraphs that
    /// share something with its paragraph (one section of thousands of paragraphs, each searched for
    /// paragraph by paragraph, was quadratic).
    private var byNumber: [Int: [Int]]?
    private var byLink: [String: [Int]]?
    private var byIdentifier: [String: [Int]]?

    /// The evidence of `paragraphs`, written in `language`, given the numbers they state (each with its
    /// paragraph's position) when known, else worked out as `ProseNumberMismatchCheck.stated` does.
    init(
        _ paragraphs: [SectionProse.Paragraph], language: Language, numbers stated: [(value: Int, paragraph: Int)]?
    ) {
        self.paragraphs = paragraphs
        self.language = language
        numbers = Array(repeating: stated == nil ? nil : [], count: paragraphs.count)
        for (value, paragraph) in stated ?? [] { numbers[paragraph]?.insert(value) }
        links = Array(repeating: nil, count: paragraphs.count)
        identifiers = Array(repeating: nil, count: paragraphs.count)
    }

    /// The numbers paragraph `index` states.
    mutating func numbers(_ index: Int) -> Set<Int> {
        if let known = numbers[index] { return known }
        let found = SectionProse.numbers(statedIn: paragraphs[index].inlines, language: language)
        numbers[index] = found
        return found
    }

    /// The link targets of paragraph `index` (`UnitFeatures.linkTarget`).
    mutating func links(_ index: Int) -> Set<String> {
        if let known = links[index] { return known }
        var found = Set<String>()
        paragraphs[index].inlines.forEachLink { link in
            if let target = UnitFeatures.linkTarget(link.destination) { found.insert(target) }
        }
        links[index] = found
        return found
    }

    /// The code identifiers paragraph `index` names (`UnitFeatures.identifiers`).
    mutating func identifiers(_ index: Int) -> Set<String> {
        if let known = identifiers[index] { return known }
        let found = UnitFeatures.identifiers(in: paragraphs[index].inlines)
        identifiers[index] = found
        return found
    }

    /// The paragraphs that state `number`, in order.
    private mutating func paragraphs(stating number: Int) -> [Int] {
        if byNumber == nil { byNumber = index { $0.numbers($1) } }
        return byNumber?[number] ?? []
    }

    /// The paragraphs that link to `target`, in order.
    private mutating func paragraphs(linkingTo target: String) -> [Int] {
        if byLink == nil { byLink = index { $0.links($1) } }
        return byLink?[target] ?? []
    }

    /// The paragraphs that name `identifier`, in order.
    private mutating func paragraphs(naming identifier: String) -> [Int] {
        if byIdentifier == nil { byIdentifier = index { $0.identifiers($1) } }
        return byIdentifier?[identifier] ?? []
    }

    /// The paragraphs that hold each feature `features` gives a paragraph (worked out through `self`,
    /// which keeps them), in order.
    private mutating func index<Feature: Hashable>(_ features: (inout Self, Int) -> Set<Feature>) -> [Feature: [Int]] {
        var made: [Feature: [Int]] = [:]
        for paragraph in paragraphs.indices {
            for feature in features(&self, paragraph) { made[feature, default: []].append(paragraph) }
        }
        return made
    }

    /// The paragraph of `candidates` that paragraph `index` of `side` is translated as: the one sharing
    /// the most with it (numbers, link targets, identifiers), of those the nearest in relative position;
    /// nil when none shares anything or two remain. Glossary terms are no evidence here: on the bundled
    /// pages, placing by them too put six of thirty-six English paragraphs at the wrong translation.
    static func counterpart(of index: Int, in side: inout Self, among candidates: inout Self) -> Int? {
        let numbers = side.numbers(index)
        let links = side.links(index)
        let identifiers = side.identifiers(index)
        guard !numbers.isEmpty || !links.isEmpty || !identifiers.isEmpty else { return nil }
        // How much each candidate shares with the paragraph, for those sharing anything.
        var scores: [Int: Int] = [:]
        for number in numbers {
            for candidate in candidates.paragraphs(stating: number) { scores[candidate, default: 0] += 1 }
        }
        for target in links {
            for candidate in candidates.paragraphs(linkingTo: target) { scores[candidate, default: 0] += 1 }
        }
        for identifier in identifiers {
            for candidate in candidates.paragraphs(naming: identifier) { scores[candidate, default: 0] += 1 }
        }
        guard let best = scores.values.max() else { return nil }
        let tied = scores.keys.filter { scores[$0] == best }.sorted()
        guard tied.count > 1 else { return tied[0] }
        func position(_ index: Int, of count: Int) -> Double { count > 1 ? Double(index) / Double(count - 1) : 0.5 }
        let distances = tied.map {
            abs(position($0, of: candidates.paragraphs.count) - position(index, of: side.paragraphs.count))
        }
        let nearest = distances.min()!
        let closest = tied.indices.filter { distances[$0] == nearest }
        return closest.count == 1 ? tied[closest[0]] : nil
    }
}
