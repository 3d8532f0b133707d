/// Finds table rows (system items) of the source the translation lacks (HD0305) and rows it adds (HD0306).
///
/// A row that repeats another row of its table is reported once, as a duplicate (HD0317), not also as
/// missing; rows inside a missing section are reported with the section.
enum UnalignedTableRowCheck {
    static func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let duplicates = Set(context.duplicateRows.map(\.duplicate.id))
        for alignment in context.alignments {
            guard let folding = context.folding[alignment.translation] else { continue }
            let note = context.editionNote(alignment)
            var previousCounterpart: [String: String] = [:]
            // A row the translation lacks before any it has is placed at the translation of the next row
            // of its kind (in the translated table), not at its section's heading.
            var nextCounterpart: [String: String] = [:]
            var following = [String?](repeating: nil, count: alignment.systemItems.count)
            for (index, pair) in alignment.systemItems.enumerated().reversed() {
                guard let source = pair.source, let position = context.items.position(of: source) else { continue }
                let group = context.graph.systemItems[position].kind.rawValue
                following[index] = nextCounterpart[group]
                if let translation = pair.translation { nextCounterpart[group] = translation }
            }
            for (index, pair) in alignment.systemItems.enumerated() {
                // An aligned row's kind read where the item is; only a missing row is copied.
                guard let source = pair.source, let position = context.items.position(of: source) else { continue }
                let group = context.graph.systemItems[position].kind.rawValue
                if let translation = pair.translation {
                    previousCounterpart[group] = translation
                    continue
                }
                guard let item = context.items[source] else { continue }
                if duplicates.contains(source) || folding.isFolded(section: item.section) { continue }
                guard let related = context.location(ofItem: source) else { continue }
                let anchor =
                    (previousCounterpart[group] ?? following[index]).flatMap(context.location(ofItem:))
                    ?? UnalignedRuleCheck.sectionCounterpart(of: item.section, alignment, context)
                    ?? DiagnosticLocation(file: context.path(alignment.translation), line: 1)
                // Where the row belongs, said as a missing rule's place is: after the translation of the row
                // before it, else before the translation of the row after it.
                let place =
                    previousCounterpart[group].flatMap { id in
                        context.items[id].map { "; it belongs after “\($0.localizedName)”" }
                    }
                    ?? following[index].flatMap { id in
                        context.items[id].map { "; it belongs before “\($0.localizedName)”" }
                    }
                    ?? ""
                found.append(
                    Diagnostic(
                        code: .missingTableRow,
                        message: item.kind == .searchBarElement
                            ? "missing search bar element: the English list names “\(item.name)”, which the translated list lacks\(place)\(note)"
                            : "missing table row: the English table lists “\(item.name)”\(image(item)), which the translated table lacks\(place)\(note)",
                        location: anchor, related: [related], bar: item.bars.first, subject: source))
            }
            for pair in alignment.systemItems where pair.source == nil {
                guard let translation = pair.translation, let item = context.items[translation] else { continue }
                if duplicates.contains(translation) || folding.isFolded(section: item.section) { continue }
                guard let location = context.location(ofItem: translation) else { continue }
                let shown = item.localizedName == item.name ? item.name : "\(item.localizedName)（\(item.name)）"
                found.append(
                    Diagnostic(
                        code: .extraTableRow,
                        message: item.kind == .searchBarElement
                            ? "extra search bar element: “\(shown)” is not in the English list\(note)"
                            : "extra table row: “\(shown)”\(image(item)) is not in the English table\(note)",
                        location: location,
                        related: UnalignedRuleCheck.sectionCounterpart(of: item.section, alignment, context).map {
                            [$0]
                        } ?? [],
                        bar: item.bars.first, subject: translation))
            }
        }
        return found
    }

    static func image(_ item: SystemItem) -> String {
        guard let image = item.image, let file = image.split(separator: "/").last else { return "" }
        return " (\(file.trimmingWhitespace()))"
    }
}
