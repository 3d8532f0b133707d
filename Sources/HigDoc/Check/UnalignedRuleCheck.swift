/// Finds rules of the source the translation lacks (HD0303) and rules it adds (HD0304), and, among
/// them, rules that repeat another rule of their page (HD0319): a copy is not a gap to translate
/// nor a guideline of a newer edition.
///
/// Rules inside a missing or extra section are reported with that section, not one by one.
enum UnalignedRuleCheck {
    static func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for alignment in context.alignments {
            guard let folding = context.folding[alignment.translation] else { continue }
            let note = context.editionNote(alignment)
            var repeats = RepeatedLeads(context: context)
            var previousCounterpart: [String: String] = [:]
            for pair in alignment.rules {
                // An aligned rule's bar read where the rule is; only a missing rule is copied.
                guard let source = pair.source, let position = context.rules.position(of: source) else { continue }
                let group = context.graph.rules[position].bar ?? ""
                if let translation = pair.translation {
                    previousCounterpart[group] = translation
                    continue
                }
                guard let rule = context.rules[source] else { continue }
                if folding.isFolded(section: rule.section) { continue }
                guard let related = context.location(ofRule: source) else { continue }
                if let duplicate = repeats.duplicate(rule) {
                    found.append(duplicate)
                    continue
                }
                // Point at the place the rule belongs, and say it: after the counterpart of the rule before
                // it, else in the translation of its section.
                let previous = previousCounterpart[group].flatMap { id in
                    context.location(ofRule: id).map { (location: $0, lead: context.rules[id]?.lead ?? "") }
                }
                let section = sectionCounterpartID(of: rule.section, alignment, context)
                let anchor =
                    previous?.location ?? section.flatMap(context.location(ofSection:))
                    ?? DiagnosticLocation(file: context.path(alignment.translation), line: 1)
                let place =
                    previous.map { "; it belongs after “\($0.lead)”" }
                    ?? section.flatMap { context.sections[$0]?.title }.map { "; it belongs in “\($0)”" } ?? ""
                found.append(
                    Diagnostic(
                        code: .missingRule,
                        message: "missing rule: the translation has no counterpart of “\(rule.lead)”\(place)\(note)",
                        location: anchor, related: [related], bar: rule.bar, subject: source))
            }
            for pair in alignment.rules where pair.source == nil {
                guard let translation = pair.translation, let rule = context.rules[translation] else { continue }
                if folding.isFolded(section: rule.section) { continue }
                guard let location = context.location(ofRule: translation) else { continue }
                if let duplicate = repeats.duplicate(rule) {
                    found.append(duplicate)
                    continue
                }
                let related = sectionCounterpart(of: rule.section, alignment, context).map { [$0] } ?? []
                found.append(
                    Diagnostic(
                        code: .extraRule,
                        message: "extra rule: “\(rule.lead)” has no counterpart in the English source\(note)",
                        location: location, related: related, bar: rule.bar, subject: translation))
            }
        }
        return found
    }

    /// The rules of a page by their bold lead, made for a page when one of its rules is first unaligned.
    struct RepeatedLeads {
        let context: CheckContext
        /// Per page: the positions in the graph of the rules with each lead (leads and bodies are
        /// whitespace-collapsed when the graph is made).
        private var byLead: [String: [String: [Int]]] = [:]

        init(context: CheckContext) { self.context = context }

        /// HD0319 when another rule of `rule`'s page has its lead and its body (the aligner may have
        /// paired either copy), else nil.
        mutating func duplicate(_ rule: Rule) -> Diagnostic? {
            guard !rule.lead.isEmpty else { return nil }
            let rules = context.graph.rules
            if byLead[rule.document] == nil {
                var leads: [String: [Int]] = [:]
                for index in rules.indices where rules[index].document == rule.document {
                    leads[rules[index].lead, default: []].append(index)
                }
                byLead[rule.document] = leads
            }
            // The same lead over another body is another rule ("Be consistent." about two bars).
            guard
                let other = byLead[rule.document]?[rule.lead]?.first(where: {
                    rules[$0].id != rule.id && rules[$0].body == rule.body && rules[$0].list == rule.list
                }),
                let location = context.location(ofRule: rule.id),
                let otherLocation = context.location(ofRule: rules[other].id)
            else { return nil }
            return Diagnostic(
                code: .duplicateRule,
                message:
                    "duplicate rule: “\(rule.lead)” is stated twice on this page, with the same text; remove one of them",
                location: location, related: [otherLocation], bar: rule.bar, subject: rule.id)
        }
    }

    /// The location of the nearest aligned section's counterpart on the other side.
    static func sectionCounterpart(of section: String, _ alignment: DocumentAlignment, _ context: CheckContext)
        -> DiagnosticLocation?
    {
        sectionCounterpartID(of: section, alignment, context).flatMap(context.location(ofSection:))
    }

    /// The translated section that stands for `section`: its counterpart, else its nearest ancestor's.
    static func sectionCounterpartID(of section: String, _ alignment: DocumentAlignment, _ context: CheckContext)
        -> String?
    {
        let chain = [section] + context.ancestors(of: section)
        return chain.lazy.compactMap { alignment.counterpart(of: $0) }.first
    }
}
