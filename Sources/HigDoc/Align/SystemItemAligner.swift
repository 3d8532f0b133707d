/// Pairs table rows and other system items (bar buttons, tab bar icons, search bar elements).
///
/// Rows are matched through what both languages keep in English: the name in parentheses
/// (`分享（Action）`), the UIKit symbol of the image file (`UIButtonBarAction.png` → `Action`), and the
/// name itself, normalized so `MostRecent` equals `Most Recent`; search bar elements through their
/// glossary concept. The en `Share` row pairs with `分享（Action）` because both show the `Action` image.
struct SystemItemAligner {
    static let threshold = 0.5

    /// `Most Recent`, `MostRecent`, `most-recent` → `mostrecent`; UIKit prefixes dropped.
    static func normalizedName(_ name: String) -> String {
        var key = String(name.lowercased().filter { $0.isLetter || $0.isNumber })
        for prefix in ["uibarbuttonsystemitem", "uitabbarsystemitem", "uibuttonbar", "uibarbutton", "uitabbar"]
        where key.hasPrefix(prefix) && key.count > prefix.count {
            key = String(key.dropFirst(prefix.count))
        }
        return key
    }

    func align(source: [SystemItem], translation: [SystemItem]) -> [AlignedPair] {
        var pairs: [AlignedPair] = []
        let kinds = Set(source.map(\.kind) + translation.map(\.kind)).sorted { $0.rawValue < $1.rawValue }
        for kind in kinds {
            let english = source.filter { $0.kind == kind }
            let chinese = translation.filter { $0.kind == kind }
            let evidence = english.map { en in chinese.map { Self.score(en, $0) } }
            let assignment = OptimalAssignment.maximize(evidence.map { $0.map(\.0) }, threshold: Self.threshold)
            var matched = Set<Int>()
            for (row, item) in english.enumerated() {
                if let column = assignment[row] {
                    matched.insert(column)
                    let (score, signals) = evidence[row][column]
                    pairs.append(
                        AlignedPair(
                            source: item.id, translation: chinese[column].id, confidence: score, signals: signals,
                            bar: item.bars.first))
                } else {
                    pairs.append(
                        AlignedPair(source: item.id, translation: nil, confidence: 0, signals: [], bar: item.bars.first)
                    )
                }
            }
            for (column, item) in chinese.enumerated() where !matched.contains(column) {
                pairs.append(
                    AlignedPair(source: nil, translation: item.id, confidence: 0, signals: [], bar: item.bars.first))
            }
        }
        return pairs
    }

    static func score(_ en: SystemItem, _ zh: SystemItem) -> (Double, [String]) {
        var score = 0.0
        var signals: [String] = []
        if let concept = en.concept, concept == zh.concept {
            score += 1
            signals.append("glossary:\(concept)")
        }
        if let enSymbol = en.symbol, let zhSymbol = zh.symbol, normalizedName(enSymbol) == normalizedName(zhSymbol),
            !enSymbol.isEmpty
        {
            score += 0.9
            signals.append("image:\(zhSymbol)")
        }
        let enName = normalizedName(en.name)
        if !enName.isEmpty,
            enName == normalizedName(zh.name) || enName == normalizedName(zh.symbol ?? "") && zh.symbol != en.symbol
        {
            score += 0.9
            signals.append("name:\(zh.name)")
        }
        return (min(1, score), signals)
    }
}
