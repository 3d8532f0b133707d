/// Finds an aligned rule whose translation lists fewer or more items than the English rule (HD0323):
/// the list a rule opens with a colon (`There are several ways to do this:` and its three ways) is part
/// of the rule, and a way dropped or added in translation leaves no other trace. A translated paragraph
/// that lost its colon still counts the list right under it.
enum RuleListLengthCheck {
    static func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for alignment in context.alignments {
            for pair in alignment.rules {
                guard let source = pair.source, let translation = pair.translation,
                    let englishCount = context.rules.read(source, { $0.list.count }),
                    let translated = context.rules[translation]
                else { continue }
                let translatedCount = translated.list.isEmpty ? listBelow(translated, context) : translated.list.count
                guard englishCount != translatedCount, let english = context.rules[source],
                    let location = context.location(ofRule: translation), let related = context.location(ofRule: source)
                else { continue }
                let message =
                    translatedCount < englishCount
                    ? "rule list shorter: “\(english.lead)” lists \(items(englishCount)) in English, the translation (“\(translated.lead)”) \(translatedCount == 0 ? "none" : String(translatedCount)); translate every item"
                    : "rule list longer: “\(english.lead)” lists \(items(englishCount)) in English, the translation (“\(translated.lead)”) \(translatedCount); a newer edition may have added one, else remove it"
                found.append(
                    Diagnostic(
                        code: .ruleListLength, message: message, location: location, related: [related],
                        bar: translated.bar, subject: translation))
            }
        }
        return found
    }

    private static func items(_ count: Int) -> String {
        count == 0 ? "no item" : count == 1 ? "1 item" : "\(count) items"
    }

    /// The number of items of a list right under the rule's paragraph (0 when there is none).
    static func listBelow(_ rule: Rule, _ context: CheckContext) -> Int {
        guard let document = context.documents[rule.document], document.blocks.indices.contains(rule.blockIndex + 1),
            case .list(let list) = document.blocks[rule.blockIndex + 1]
        else { return 0 }
        return list.items.count
    }
}
