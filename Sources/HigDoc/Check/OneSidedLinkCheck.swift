import Foundation

/// Finds aligned rules where one side links to a target the other does not (HD0309). Targets are
/// compared as `UnitFeatures.linkTarget` reads them (the `apple_ref` id, else the page's file name
/// without the query, percent-decoded), so the English relative links and the Chinese absolute ones agree. A
/// target the other side links to elsewhere in the rule's section as often as this side's section
/// does is not missing, only moved: an edition that splits a rule in two (the toolbar's segmented
/// control, iOS 8) carries its link in the other half. One link fewer in the section is still missing.
enum OneSidedLinkCheck {
    static func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        // Rules read where they are, by position (a copy of one retains a dozen strings).
        let rules = context.graph.rules
        // Each section's link targets, counted when a one-sided link first asks about the section (few do).
        var sectionLinks: [String: [String: Int]] = [:]
        func targets(ofSectionOf position: Int) -> [String: Int] {
            let section = rules[position].section
            if let targets = sectionLinks[section] { return targets }
            let targets = linkTargets(ofSection: section, context)
            sectionLinks[section] = targets
            return targets
        }
        /// Whether the section of the rule at `other` links to `key` as often as the section of the rule
        /// at `position`, which links to it and whose counterpart does not.
        func moved(_ key: String, from position: Int, to other: Int) -> Bool {
            let here = targets(ofSectionOf: position)[key] ?? 1
            return targets(ofSectionOf: other)[key] ?? 0 >= here
        }
        for (en, zh) in context.alignedRules {
            let enLinks = links(ofRuleAt: en, context)
            let zhLinks = links(ofRuleAt: zh, context)
            var parts: [String] = []
            let enOnly = enLinks.keys.filter { zhLinks[$0] == nil && !moved($0, from: en, to: zh) }.sorted()
            let zhOnly = zhLinks.keys.filter { enLinks[$0] == nil && !moved($0, from: zh, to: en) }.sorted()
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
                    location: context.location(rules[zh].document, rules[zh].location),
                    related: [context.location(rules[en].document, rules[en].location)],
                    bar: rules[zh].bar, subject: rules[zh].id))
        }
        return found
    }

    /// How many links of a section's own text (not its subsections') go to each target.
    static func linkTargets(ofSection section: String, _ context: CheckContext) -> [String: Int] {
        var targets: [String: Int] = [:]
        let links = context.graph.links
        for index in links.indices where links[index].section == section {
            guard let key = UnitFeatures.linkTarget(links[index].destination) else { continue }
            targets[key, default: 0] += 1
        }
        return targets
    }

    /// Link target key → link text, for the links of the paragraph of the rule at `position` in the graph.
    static func links(ofRuleAt position: Int, _ context: CheckContext) -> [String: String] {
        guard let document = context.documents[context.graph.rules[position].document],
            let paragraph = document.ruleParagraph(
                blockIndex: context.graph.rules[position].blockIndex, listItem: context.graph.rules[position].listItem)
        else { return [:] }
        var found: [String: String] = [:]
        for link in paragraph.inlines.links {
            guard let key = UnitFeatures.linkTarget(link.destination) else { continue }
            found[key] = found[key] ?? text(of: link)
        }
        return found
    }

    /// A link's text as a finding quotes it: its white space collapsed, without the quotation marks it
    /// may carry (`“Navigation Controllers”`).
    static func text(of link: Inline.Link) -> String {
        // Trimmed scalar by scalar, as `trimmingCharacters(in:)` trims, without building a CharacterSet
        // (which cost 19,000 instructions a link).
        let scalars = Text.collapseWhitespace(link.children.plainText).unicodeScalars
        func isQuote(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar {
            case "“", "”", "\"", "‘", "’", "'", " ": true
            default: false
            }
        }
        guard let first = scalars.firstIndex(where: { !isQuote($0) }),
            let last = scalars.lastIndex(where: { !isQuote($0) })
        else { return "" }
        return String(scalars[first...last])
    }
}
