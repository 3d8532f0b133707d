/// Finds a table that lists the same row twice (HD0317): same name or same image symbol.
enum DuplicateTableRowCheck {
    struct Duplicate {
        var original: SystemItem
        var duplicate: SystemItem
    }

    static func duplicates(in items: [SystemItem]) -> [Duplicate] {
        var found: [Duplicate] = []
        // The first row of each table (document, section, kind) with each normalized key, by index (a key
        // has only letters and digits, so this is the same as keying by "table|key").
        var seen: [String: [String: Int]] = [:]
        // A table's rows come one after another: the table's key is made and looked up once per run.
        var table: String?
        var rows: [String: Int] = [:]
        // Each item read where it is, by index (a loop over the items copied each: a dozen strings).
        for index in items.indices {
            let sameTable =
                index > 0 && items[index - 1].document == items[index].document
                && items[index - 1].section == items[index].section && items[index - 1].kind == items[index].kind
            if !sameTable {
                if let table { seen[table] = rows }
                let key = "\(items[index].document)|\(items[index].section)|\(items[index].kind.rawValue)"
                rows = seen.removeValue(forKey: key) ?? [:]
                table = key
            }
            let name = SystemItemAligner.normalizedName(items[index].name)
            let symbol = items[index].symbol.map(SystemItemAligner.normalizedName) ?? ""
            // The last key with an earlier row names the original, as `name` then `symbol`.
            let original = (symbol.isEmpty ? nil : rows[symbol]) ?? (name.isEmpty ? nil : rows[name])
            if let original {
                found.append(Duplicate(original: items[original], duplicate: items[index]))
            } else {
                if !name.isEmpty { rows[name] = index }
                if !symbol.isEmpty { rows[symbol] = index }
            }
        }
        return found
    }

    static func check(_ context: CheckContext) -> [Diagnostic] {
        context.duplicateRows.compactMap { duplicate in
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
