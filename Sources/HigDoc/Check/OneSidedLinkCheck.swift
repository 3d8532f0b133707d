import Foundation

/// Finds aligned rules where one side links to a target the other does not (HD0309). Targets are
/// compared by `apple_ref` id, so the English relative links and the Chinese absolute ones agree.
enum OneSidedLinkCheck {
    static func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for (en, zh) in context.alignedRules {
            let enLinks = links(of: en, context)
            let zhLinks = links(of: zh, context)
            var parts: [String] = []
            let enOnly = enLinks.keys.filter { zhLinks[$0] == nil }.sorted()
            let zhOnly = zhLinks.keys.filter { enLinks[$0] == nil }.sorted()
            if !enOnly.isEmpty {
                parts.append(
                    "the English links to \(enOnly.map { "“\(enLinks[$0]!)” (\($0))" }.joined(separator: ", ")), the translation does not"
                )
            }
            if !zhOnly.isEmpty {
                parts.append(
                    "the translation links to \(zhOnly.map { "“\(zhLinks[$0]!)” (\($0))" }.joined(separator: ", ")), the English does not"
                )
            }
            guard !parts.isEmpty else { continue }
            found.append(
                Diagnostic(
                    code: .linkTargetOneSided, message: "link on one side only: \(parts.joined(separator: "; "))",
                    location: context.location(zh.document, zh.location),
                    related: [context.location(en.document, en.location)],
                    bar: zh.bar, subject: zh.id))
        }
        return found
    }

    /// Link target key → link text, for the links of a rule's paragraph.
    static func links(of rule: Rule, _ context: CheckContext) -> [String: String] {
        guard let document = context.documents[rule.document], document.blocks.indices.contains(rule.blockIndex),
            case .paragraph(let paragraph) = document.blocks[rule.blockIndex]
        else { return [:] }
        var found: [String: String] = [:]
        for link in paragraph.inlines.links {
            guard let key = UnitFeatures.linkTarget(link.destination) else { continue }
            found[key] =
                found[key]
                ?? Text.collapseWhitespace(link.children.plainText).trimmingCharacters(
                    in: CharacterSet(charactersIn: "“”\"‘’' "))
        }
        return found
    }
}
