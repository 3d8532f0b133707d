/// Finds sections of the source missing from the translation (HD0301), sections the translation adds
/// (HD0302), and headings present on one side only whose content both sides carry (HD0318, a note).
enum UnalignedSectionCheck {
    static func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let counts = context.containedUnitCounts()
        var repeats = RepeatedSections(context: context)
        for alignment in context.alignments {
            guard let folding = context.folding[alignment.translation] else { continue }
            // A pair with no heading on one side only has nothing to report here, and nothing to index.
            if folding.missing.isEmpty && folding.extra.isEmpty && folding.structureOnlySource.isEmpty
                && folding.structureOnlyTranslation.isEmpty
            {
                continue
            }
            let note = context.editionNote(alignment)
            let counterparts = AlignmentCounterparts(alignment)
            let previousCounterparts =
                folding.missing.isEmpty
                ? [:] : previousSiblingCounterparts(in: alignment.source, context, counterparts)
            for id in folding.missing {
                guard let section = context.sections[id], let related = context.location(ofSection: id) else {
                    continue
                }
                // Where it belongs: after the translation of the English section before it (of the same
                // parent), else under the translation of its parent.
                let previous = previousCounterparts[UnitKey(id)]
                let carrier = context.ancestors(of: id).lazy.compactMap(counterparts.counterpart(of:)).first
                let location =
                    (previous ?? carrier).flatMap(context.location(ofSection:))
                    ?? DiagnosticLocation(file: context.path(alignment.translation), line: 1)
                let place =
                    previous.flatMap { context.sections[$0]?.title }.map { "; it belongs after “\($0)”" }
                    ?? carrier.flatMap { context.sections[$0]?.title }.map { "; it belongs under “\($0)”" } ?? ""
                found.append(
                    Diagnostic(
                        code: .missingSection,
                        message:
                            "missing section: the English section “\(section.title)”\(contents(counts[UnitKey(id)])) has no counterpart in the translation\(place)\(note)",
                        location: location, related: [related], bar: section.bars.first, subject: id))
            }
            for id in folding.extra {
                guard let section = context.sections[id], let location = context.location(ofSection: id) else {
                    continue
                }
                let carrier = context.ancestors(of: id).lazy.compactMap(counterparts.counterpart(of:)).first
                // A copy of a section above it (pasted twice): said, and where the first copy is.
                if let original = repeats.original(of: id),
                    let originalLocation = context.location(ofSection: original)
                {
                    found.append(
                        Diagnostic(
                            code: .extraSection,
                            message:
                                "extra section: “\(section.title)”\(contents(counts[UnitKey(id)])) repeats the section “\(context.sections[original]?.title ?? section.title)” above it, rule for rule; remove one of the two copies",
                            location: location, related: [originalLocation], bar: section.bars.first, subject: id))
                    continue
                }
                found.append(
                    Diagnostic(
                        code: .extraSection,
                        message:
                            "extra section: “\(section.title)”\(contents(counts[UnitKey(id)])) has no counterpart in the English source\(note)",
                        location: location, related: carrier.flatMap(context.location(ofSection:)).map { [$0] } ?? [],
                        bar: section.bars.first, subject: id))
            }
            for (carrier, ids) in folding.structureOnlySource.sorted(by: { $0.key < $1.key }) {
                guard let zh = context.sections[carrier], let location = context.location(ofSection: carrier) else {
                    continue
                }
                let titles = ids.compactMap { context.sections[$0]?.title }.map { "“\($0)”" }.joined(separator: ", ")
                found.append(
                    Diagnostic(
                        code: .structureOnlySection,
                        message:
                            "structure only: “\(zh.title)” has no subsection headings for the English \(titles), but carries their content",
                        location: location, related: ids.compactMap(context.location(ofSection:)), bar: zh.bars.first,
                        subject: "\(carrier)|\(ids.joined(separator: ","))"))
            }
            for (carrier, ids) in folding.structureOnlyTranslation.sorted(by: { $0.key < $1.key }) {
                guard let en = context.sections[carrier], let first = ids.first,
                    let location = context.location(ofSection: first)
                else { continue }
                let titles = ids.compactMap { context.sections[$0]?.title }.map { "“\($0)”" }.joined(separator: ", ")
                found.append(
                    Diagnostic(
                        code: .structureOnlySection,
                        message:
                            "structure only: the translation adds the headings \(titles) inside “\(en.title)”; the content is in the English source",
                        location: location, related: context.location(ofSection: carrier).map { [$0] } ?? [],
                        bar: en.bars.first,
                        subject: "\(carrier)|\(ids.joined(separator: ","))"))
            }
        }
        return found
    }

    /// Per section of `document`: the counterpart of the nearest section before it with the same parent
    /// that has one, if any. One walk over the document's sections in order, each parent's children apart:
    /// a walk back from every section cost a page of a thousand unaligned sections a billion steps.
    static func previousSiblingCounterparts(
        in document: String, _ context: CheckContext, _ counterparts: AlignmentCounterparts
    ) -> [UnitKey: String] {
        let sections = context.graph.sections
        let ordered = sections.indices.filter { sections[$0].document == document }.sorted {
            sections[$0].blockStart < sections[$1].blockStart
        }
        // The latest counterpart seen under each parent (nil: the page's top level), and the block where
        // the sections it stands before begin: a section whose heading starts at the same block is no
        // section before it.
        var latest: [String?: (counterpart: String, blockStart: Int)] = [:]
        var pending: [String?: (counterpart: String, blockStart: Int)] = [:]
        var previous: [UnitKey: String] = [:]
        for index in ordered {
            let parent = sections[index].parent
            let blockStart = sections[index].blockStart
            if let waiting = pending[parent], waiting.blockStart < blockStart {
                latest[parent] = waiting
                pending[parent] = nil
            }
            if let before = latest[parent] { previous[UnitKey(sections[index].id)] = before.counterpart }
            if let other = counterparts.counterpart(of: sections[index].id) {
                pending[parent] = (other, blockStart)
            }
        }
        return previous
    }

    /// ` (with 3 rules and 12 table rows)`, or nothing.
    static func contents(_ counts: (rules: Int, rows: Int)?) -> String {
        let rules = counts?.rules ?? 0
        let rows = counts?.rows ?? 0
        var parts: [String] = []
        if rules > 0 { parts.append(rules == 1 ? "1 rule" : "\(rules) rules") }
        if rows > 0 { parts.append(rows == 1 ? "1 table row" : "\(rows) table rows") }
        return parts.isEmpty ? "" : " (with \(parts.joined(separator: " and ")))"
    }
}
