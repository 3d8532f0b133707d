/// Finds aligned rules and table rows that state different numbers (HD0308): `five` vs `5` agree,
/// `44 x 44` vs nothing does not.
enum NumberMismatchCheck {
    static func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        // Units read where they are, by position (a copy of one retains a dozen strings); where a finding
        // is, worked out only for a finding.
        let rules = context.graph.rules
        for (en, zh) in context.alignedRules {
            // Lists of different lengths are HD0323's: then the paragraphs alone are compared.
            let sameLists = rules[en].list.count == rules[zh].list.count
            if let diagnostic = compare(
                rules[en].text(withList: sameLists), rules[zh].text(withList: sameLists), what: "rule",
                location: context.location(rules[zh].document, rules[zh].location),
                related: context.location(rules[en].document, rules[en].location),
                bar: rules[zh].bar, subject: rules[zh].id)
            {
                found.append(diagnostic)
            }
        }
        let items = context.graph.systemItems
        for alignment in context.alignments {
            for pair in alignment.systemItems {
                guard let source = pair.source, let translation = pair.translation,
                    let en = context.items.position(of: source), let zh = context.items.position(of: translation)
                else { continue }
                if let diagnostic = compare(
                    items[en].meaning, items[zh].meaning, what: "table row",
                    location: context.location(items[zh].document, items[zh].location),
                    related: context.location(items[en].document, items[en].location),
                    bar: items[zh].bars.first, subject: translation)
                {
                    found.append(diagnostic)
                }
            }
        }
        return found
    }

    static func compare(
        _ english: String, _ chinese: String, what: String, location: @autoclosure () -> DiagnosticLocation,
        related: @autoclosure () -> DiagnosticLocation, bar: @autoclosure () -> String?,
        subject: @autoclosure () -> String
    ) -> Diagnostic? {
        let en = NumberExtractor.quantities(in: english, language: .en)
        let zh = NumberExtractor.quantities(in: chinese, language: .zh)
        let enValues = Set(en.map(\.value))
        let zhValues = Set(zh.map(\.value))
        guard enValues != zhValues else { return nil }
        let enOnly = en.filter { !zhValues.contains($0.value) }
        let zhOnly = zh.filter { !enValues.contains($0.value) }
        return Diagnostic(
            code: .numberMismatch,
            message: "numbers differ in this \(what): \(differences(english: enOnly, chinese: zhOnly))",
            location: location(), related: [related()], bar: bar(), subject: subject())
    }

    /// `the English states 7 (“seven”), the translation does not; the translation states 6, the English
    /// does not`: the quantities only one side states, each value once, as it was first written.
    static func differences(english: [NumberExtractor.Quantity], chinese: [NumberExtractor.Quantity]) -> String {
        func describe(_ quantities: [NumberExtractor.Quantity]) -> String {
            var seen = Set<Int>()
            return quantities.filter { seen.insert($0.value).inserted }.map { quantity in
                String(quantity.value) == quantity.written
                    ? "\(quantity.value)" : "\(quantity.value) (“\(quantity.written)”)"
            }.joined(separator: ", ")
        }
        var parts: [String] = []
        if !english.isEmpty { parts.append("the English states \(describe(english)), the translation does not") }
        if !chinese.isEmpty { parts.append("the translation states \(describe(chinese)), the English does not") }
        return parts.joined(separator: "; ")
    }
}
