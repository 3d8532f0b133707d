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
            var repeats = RepeatedLeads(context: context, alignment: alignment)
            let moved = movedRules(alignment, folding, &repeats, context)
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
                // A rule the translation moved into another bar's section: said, and where it went.
                let movedTo = moved.counterpart(of: source).flatMap { id in
                    context.rules[id].flatMap { moved in
                        context.location(ofRule: id).map { (rule: moved, location: $0) }
                    }
                }
                let whereMoved =
                    movedTo.map { moved in
                        "; the translation seems to have moved it to \(placeName(of: moved.rule.section, context)), where “\(moved.rule.lead)” says the same"
                    } ?? ""
                found.append(
                    Diagnostic(
                        code: .missingRule,
                        message:
                            "missing rule: the translation has no counterpart of “\(rule.lead)”\(place)\(whereMoved)\(note)",
                        location: anchor, related: [related] + (movedTo.map { [$0.location] } ?? []), bar: rule.bar,
                        subject: source))
            }
            for pair in alignment.rules where pair.source == nil {
                guard let translation = pair.translation, let rule = context.rules[translation] else { continue }
                if folding.isFolded(section: rule.section) { continue }
                guard let location = context.location(ofRule: translation) else { continue }
                if let duplicate = repeats.duplicate(rule) {
                    found.append(duplicate)
                    continue
                }
                if repeats.isTranslatedByCopy(rule) { continue }
                let related = sectionCounterpart(of: rule.section, alignment, context).map { [$0] } ?? []
                let movedFrom = moved.counterpart(of: translation).flatMap { id in
                    context.rules[id].flatMap { english in
                        context.location(ofRule: id).map { (rule: english, location: $0) }
                    }
                }
                if let movedFrom {
                    found.append(
                        Diagnostic(
                            code: .extraRule,
                            message:
                                "extra rule: “\(rule.lead)” has no counterpart in the English of its section; it seems to translate “\(movedFrom.rule.lead)”, which the English has in \(placeName(of: movedFrom.rule.section, context)): move it there\(note)",
                            location: location, related: [movedFrom.location] + related, bar: rule.bar,
                            subject: translation))
                    continue
                }
                found.append(
                    Diagnostic(
                        code: .extraRule,
                        message: "extra rule: “\(rule.lead)” has no counterpart in the English source\(note)",
                        location: location, related: related, bar: rule.bar, subject: translation))
            }
        }
        return found
    }

    /// The rules of `alignment` reported one by one as missing or extra (not in a folded section, nor a
    /// repeat of another rule of their page) that the translation moved between bars (`MovedRules`).
    static func movedRules(
        _ alignment: DocumentAlignment, _ folding: SectionFolding, _ repeats: inout RepeatedLeads,
        _ context: CheckContext
    ) -> MovedRules {
        var missing: [String] = []
        var extra: [String] = []
        for pair in alignment.rules where (pair.source == nil) != (pair.translation == nil) {
            // The section read where the rule is; only a rule that is not folded is copied.
            guard let id = pair.source ?? pair.translation,
                context.rules.read(id, { !folding.isFolded(section: $0.section) }) == true,
                let rule = context.rules[id], repeats.duplicate(rule) == nil,
                pair.source != nil || !repeats.isTranslatedByCopy(rule)
            else { continue }
            if pair.source != nil { missing.append(id) } else { extra.append(id) }
        }
        return MovedRules(missing: missing, extra: extra, alignment: alignment, context: context)
    }

    /// A section as a moved rule's message names it: its title, and the bar's or topic's section it is in
    /// when it is a subsection of one (`“Guidelines” of “The Status Bar”`).
    static func placeName(of section: String, _ context: CheckContext) -> String {
        let title = "“\(context.sections[section]?.title ?? section)”"
        guard context.sections[section]?.isBarSection != true,
            let bar = context.ancestors(of: section).first(where: { context.sections[$0]?.isBarSection == true }),
            let barTitle = context.sections[bar]?.title
        else { return title }
        return "\(title) of “\(barTitle)”"
    }

    /// The rules of a page by their bold lead, made for a page when one of its rules is first unaligned.
    struct RepeatedLeads {
        let context: CheckContext
        /// Per page: the positions in the graph of the rules with each lead (leads and bodies are
        /// whitespace-collapsed when the graph is made).
        private var byLead: [String: [String: [Int]]] = [:]

        /// What `duplicate` answered for each rule asked about: `movedRules` asks first, then the check.
        private var answers: [String: Diagnostic?] = [:]
        /// The sections pasted twice, asked about only for a rule that has a copy: a rule and its copy in a
        /// section that repeats another are that section's finding (HD0302), not one of their own.
        private var repeatedSections: RepeatedSections
        /// The page pair's alignment, and the ids of the rules of either side it pairs, gathered when first
        /// needed (a walk over the pairs for each copy of a long pasted section was quadratic).
        private let alignment: DocumentAlignment
        private var paired: Set<String>?

        init(context: CheckContext, alignment: DocumentAlignment) {
            self.context = context
            self.alignment = alignment
            repeatedSections = RepeatedSections(context: context)
        }

        /// HD0319 when another rule of `rule`'s page has its lead and its body (the aligner may have
        /// paired either copy), else nil. Of copies none of which is paired, the first is not a
        /// duplicate but a missing or extra rule as any other, and each later one a duplicate of it: one
        /// finding for each copy too many.
        mutating func duplicate(_ rule: Rule) -> Diagnostic? {
            if let known = answers[rule.id] { return known }
            let answer = findDuplicate(rule)
            answers[rule.id] = answer
            return answer
        }

        private mutating func findDuplicate(_ rule: Rule) -> Diagnostic? {
            guard !rule.lead.isEmpty else { return nil }
            let rules = context.graph.rules
            let copies = self.copies(of: rule)
            guard
                let other = copies.first,
                !isInRepeatedSection(rule.section), !isInRepeatedSection(rules[other].section),
                !isFirstOfUnpairedCopies(rule, copies),
                let location = context.location(ofRule: rule.id),
                let otherLocation = context.location(ofRule: rules[other].id)
            else { return nil }
            return Diagnostic(
                code: .duplicateRule,
                message:
                    "duplicate rule: “\(rule.lead)” is stated twice on this page, with the same text; remove one of them",
                location: location, related: [otherLocation], bar: rule.bar, subject: rule.id)
        }

        /// Whether `rule` comes before all its `copies` on its page and none of them is paired.
        private mutating func isFirstOfUnpairedCopies(_ rule: Rule, _ copies: [Int]) -> Bool {
            guard let position = context.rules.position(of: rule.id), copies.allSatisfy({ $0 > position })
            else { return false }
            let rules = context.graph.rules
            return !copies.contains { isPaired(rules[$0].id) }
        }

        /// Whether the alignment pairs the rule `id` (of either side) with a counterpart.
        private mutating func isPaired(_ id: String) -> Bool {
            if paired == nil {
                var ids = Set<String>()
                for pair in alignment.rules {
                    if let source = pair.source, let translation = pair.translation {
                        ids.insert(source)
                        ids.insert(translation)
                    }
                }
                paired = ids
            }
            return paired!.contains(id)
        }

        /// Whether `rule`, a translated rule without a counterpart, has a copy (the same lead, body and list)
        /// in a section pasted twice that the aligner paired with an English rule: the copy's position
        /// drew the pair, and the rule is translated; the repeated section's finding (HD0302) says to remove
        /// one of the two copies.
        mutating func isTranslatedByCopy(_ rule: Rule) -> Bool {
            guard !rule.lead.isEmpty else { return false }
            let rules = context.graph.rules
            for other in copies(of: rule) where isInRepeatedSection(rules[other].section) {
                if isPaired(rules[other].id) { return true }
            }
            return false
        }

        /// The positions in the graph of the other rules of `rule`'s page with its lead, body and list (the
        /// same lead over another body is another rule: "Be consistent." about two bars).
        private mutating func copies(of rule: Rule) -> [Int] {
            let rules = context.graph.rules
            return self.rules(withLead: rule.lead, on: rule.document).filter {
                rules[$0].id != rule.id && rules[$0].body == rule.body && rules[$0].list == rule.list
            }
        }

        /// The positions in the graph of the rules of `document` with `lead`; the page's rules are indexed
        /// by lead when one of them is first asked about.
        private mutating func rules(withLead lead: String, on document: String) -> [Int] {
            if let leads = byLead[document] { return leads[lead] ?? [] }
            let rules = context.graph.rules
            var leads: [String: [Int]] = [:]
            for index in rules.indices where rules[index].document == document {
                leads[rules[index].lead, default: []].append(index)
            }
            byLead[document] = leads
            return leads[lead] ?? []
        }

        /// Whether `section`, or a section it is in, repeats the section above it (`RepeatedSections`).
        private mutating func isInRepeatedSection(_ section: String) -> Bool {
            ([section] + context.ancestors(of: section)).contains { repeatedSections.original(of: $0) != nil }
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
