/// Finds an aligned rule or table row whose translation is far shorter than the English (HD0324): the
/// alignment pairs a unit on its lead, terms and links, so a translation that drops the unit's later
/// sentences still aligns and leaves no other trace.
///
/// How long a translation should be is measured on the page itself: the median, over its aligned units
/// of at least `minimumMeasuredLength` English characters, of the translation's length over the
/// English's (Chinese runs about 30% of the English in characters, 29% on the bundled bars chapter; 30%
/// is the default when a page has fewer than `minimumMeasuredUnits` such units). A unit of at least
/// `minimumSourceLength` English characters is reported when its translation is under half of that, and
/// a table row whose translated meaning is empty whatever its length.
/// Lengths are Unicode scalars of the texts (whitespace already collapsed), close to characters for both
/// languages.
enum ShortTranslationCheck {
    static let minimumSourceLength = 100
    static let minimumMeasuredLength = 40
    static let minimumMeasuredUnits = 8
    static let defaultRatio = 0.30

    struct Unit {
        var english: Int
        var translated: Int
        var enID: String
        var zhID: String
        var isRule: Bool
    }

    static func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let rules = context.graph.rules
        let items = context.graph.systemItems
        for alignment in context.alignments {
            var units: [Unit] = []
            units.reserveCapacity(alignment.rules.count + alignment.systemItems.count)
            for pair in alignment.rules {
                // A translation with its lead only is HD0320's (or has its body in the paragraph below).
                guard let source = pair.source, let translation = pair.translation,
                    let en = context.rules.position(of: source), let zh = context.rules.position(of: translation),
                    !Text.isWhitespaceOnly(rules[zh].body)
                else { continue }
                // Lists of different lengths are HD0323's: then the paragraphs alone are compared.
                let sameLists = rules[en].list.count == rules[zh].list.count
                units.append(
                    Unit(
                        english: length(of: rules[en], withList: sameLists),
                        translated: length(of: rules[zh], withList: sameLists), enID: source, zhID: translation,
                        isRule: true))
            }
            for pair in alignment.systemItems {
                guard let source = pair.source, let translation = pair.translation,
                    let en = context.items.position(of: source), let zh = context.items.position(of: translation)
                else { continue }
                units.append(
                    Unit(
                        english: length(items[en].meaning), translated: length(items[zh].meaning), enID: source,
                        zhID: translation, isRule: false))
            }
            let ratio = typicalRatio(units)
            // An empty translated cell is reported whatever the English's length (a rule's empty body is HD0320's).
            for unit in units where unit.english >= minimumSourceLength || (unit.translated == 0 && unit.english > 0) {
                guard Double(unit.translated) < ratio / 2 * Double(unit.english),
                    let diagnostic = finding(unit, context)
                else { continue }
                found.append(diagnostic)
            }
        }
        return found
    }

    /// The median length ratio of a page's measured units, or `defaultRatio`.
    static func typicalRatio(_ units: [Unit]) -> Double {
        let ratios = units.filter { $0.english >= minimumMeasuredLength && $0.translated > 0 }
            .map { Double($0.translated) / Double($0.english) }.sorted()
        guard ratios.count >= minimumMeasuredUnits else { return defaultRatio }
        let middle = ratios.count / 2
        return ratios.count % 2 == 1 ? ratios[middle] : (ratios[middle - 1] + ratios[middle]) / 2
    }

    /// The scalars of a text (whitespace collapsed, as the graph's texts are).
    static func length(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { Text.scalarCount($0) }
    }

    /// The length of `Rule.text` (lead, body and, when asked, the list's items, a space between each),
    /// without making it.
    static func length(of rule: Rule, withList: Bool) -> Int {
        var total = length(rule.lead) + 1 + length(rule.body)
        if withList { for item in rule.list { total += 1 + length(item) } }
        return total
    }

    private static func finding(_ unit: Unit, _ context: CheckContext) -> Diagnostic? {
        let what: String
        let name: String
        let translatedName: String
        let bar: String?
        if unit.isRule {
            guard let english = context.rules[unit.enID], let translated = context.rules[unit.zhID] else { return nil }
            (what, name, translatedName, bar) = ("rule", english.lead, translated.lead, translated.bar)
        } else {
            guard let english = context.items[unit.enID], let translated = context.items[unit.zhID] else { return nil }
            what = english.kind == .searchBarElement ? "search bar element" : "table row"
            (name, translatedName, bar) = (english.name, translated.localizedName, translated.bars.first)
        }
        guard
            let location = unit.isRule ? context.location(ofRule: unit.zhID) : context.location(ofItem: unit.zhID),
            let related = unit.isRule ? context.location(ofRule: unit.enID) : context.location(ofItem: unit.enID)
        else { return nil }
        return Diagnostic(
            code: .shortTranslation,
            message:
                unit.translated == 0
                ? "translation empty: the \(what) “\(translatedName)” has no text where its English “\(name)” has \(unit.english) characters"
                : "translation much shorter: the \(what) “\(translatedName)” has \(unit.translated) characters in all, its English “\(name)” \(unit.english) (far shorter against its English than this page's other translations are); part of the English may be missing from it (a sentence, or a paragraph that fell out of it), unless a newer edition shortened it",
            location: location, related: [related], bar: bar, subject: unit.zhID)
    }
}
