/// Finds an aligned rule whose translation has its bold lead and nothing after it, while the English
/// rule goes on (HD0320): the lead is what aligns a rule, so a body dropped in translation leaves no
/// other trace. A lead alone in its paragraph over a paragraph, a list or a quote has its body there; a
/// callout under it is a note of its own.
enum MissingRuleBodyCheck {
    /// The English body a translation must not leave out entirely: more than a few words.
    static let minimumSourceBody = 20

    static func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for alignment in context.alignments {
            for pair in alignment.rules {
                guard let source = pair.source, let translation = pair.translation,
                    let translated = context.rules.read(translation, { Text.isWhitespaceOnly($0.body) }), translated,
                    let english = context.rules[source],
                    Text.collapseWhitespace(english.body).count >= minimumSourceBody,
                    let rule = context.rules[translation], !continuesBelow(rule, context),
                    let location = context.location(ofRule: translation), let related = context.location(ofRule: source)
                else { continue }
                var body = Text.collapseWhitespace(english.body)
                if body.count > 80 {
                    // Cut at the last space within the first 80 characters, when there is one.
                    let head = body.prefix(80)
                    body = String(head[..<(head.lastIndex(of: " ") ?? head.endIndex)]) + " …"
                }
                found.append(
                    Diagnostic(
                        code: .missingRuleBody,
                        message:
                            "rule body missing: the translation of “\(english.lead)” has only its lead sentence (“\(rule.lead)”); the English goes on: “\(body)”",
                        location: location, related: [related], bar: rule.bar, subject: translation))
            }
        }
        return found
    }

    /// Whether the block under a rule's paragraph carries its body: a paragraph that is no rule of its own
    /// (the lead alone on its line, the body below), a list or a quote. A callout does not: a labelled
    /// note (`>要点`, "Important:") says something of its own after the rule, whose body is then missing.
    /// A rule written as a list item goes on in the item's next block.
    static func continuesBelow(_ rule: Rule, _ context: CheckContext) -> Bool {
        guard let document = context.documents[rule.document] else { return false }
        let below: Block
        if let item = rule.listItem {
            guard case .list(let list) = document.blocks[rule.blockIndex], list.items.indices.contains(item),
                list.items[item].blocks.count > 1
            else { return false }
            below = list.items[item].blocks[1]
        } else {
            guard document.blocks.indices.contains(rule.blockIndex + 1) else { return false }
            below = document.blocks[rule.blockIndex + 1]
        }
        switch below {
        case .paragraph(let paragraph):
            if case .strong? = paragraph.inlines.first { return false }
            return !Text.isWhitespaceOnly(paragraph.inlines.plainText)
        case .list, .blockQuote: return true
        default: return false
        }
    }
}
