/// Finds an aligned rule whose translation lists fewer or more items than the English rule (HD0323):
/// the list right under a rule's paragraph (`There are several ways to do this:` and its three ways) is
/// part of the rule, and a way dropped or added in translation leaves no other trace. A translated rule
/// with its lead alone is HD0320's (its body, and its list, may be in the paragraph below).
enum RuleListLengthCheck {
    static func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for alignment in context.alignments {
            for pair in alignment.rules {
                // Read in place: most rules have no list, and a copy of one retains a dozen strings.
                guard let source = pair.source, let translation = pair.translation,
                    let englishCount = context.rules.read(source, { $0.list.count }),
                    let translated = context.rules.read(
                        translation, { (count: $0.list.count, hasBody: !Text.isWhitespaceOnly($0.body)) }),
                    englishCount != translated.count, translated.hasBody,
                    let english = context.rules[source], let rule = context.rules[translation],
                    let location = context.location(ofRule: translation), let related = context.location(ofRule: source)
                else { continue }
                let message =
                    translated.count < englishCount
                    ? "rule list shorter: “\(english.lead)” lists \(items(englishCount)) in English, the translation (“\(rule.lead)”) \(translated.count == 0 ? "none" : String(translated.count)); translate every item"
                    : "rule list longer: “\(english.lead)” lists \(items(englishCount)) in English, the translation (“\(rule.lead)”) \(translated.count); a newer edition may have added one, else remove it"
                found.append(
                    Diagnostic(
                        code: .ruleListLength, message: message, location: location, related: [related],
                        bar: rule.bar, subject: translation))
            }
        }
        return found
    }

    private static func items(_ count: Int) -> String {
        count == 0 ? "no items" : count == 1 ? "1 item" : "\(count) items"
    }
}
