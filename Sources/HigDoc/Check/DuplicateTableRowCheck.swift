/// Finds a table that lists the same row twice (HD0317): same name or same image symbol.
enum DuplicateTableRowCheck {
    struct Duplicate {
        var original: SystemItem
        var duplicate: SystemItem
    }

    static func duplicates(_ context: CheckContext) -> [Duplicate] {
        var found: [Duplicate] = []
        // Rows seen, per table and normalized key (a key has only letters and digits, so this is the
        // same as keying by "table|key").
        var seen: [String: [String: SystemItem]] = [:]
        for item in context.graph.systemItems {
            let table = "\(item.document)|\(item.section)|\(item.kind.rawValue)"
            let keys =
                [SystemItemAligner.normalizedName(item.name)]
                + (item.symbol.map { [SystemItemAligner.normalizedName($0)] } ?? [])
            var original: SystemItem?
            for key in keys where !key.isEmpty {
                if let first = seen[table]?[key] { original = first }
            }
            if let original {
                found.append(Duplicate(original: original, duplicate: item))
            } else {
                for key in keys where !key.isEmpty { seen[table, default: [:]][key] = item }
            }
        }
        return found
    }

    static func check(_ context: CheckContext) -> [Diagnostic] {
        duplicates(context).compactMap { duplicate in
            guard let location = context.location(ofItem: duplicate.duplicate.id),
                let first = context.location(ofItem: duplicate.original.id)
            else { return nil }
            return Diagnostic(
                code: .duplicateTableRow,
                message:
                    "duplicate table row: “\(duplicate.duplicate.localizedName)” repeats the row on line \(first.line); remove one of them",
                location: location, related: [first], bar: duplicate.duplicate.bars.first,
                subject: duplicate.duplicate.id)
        }
    }
}
