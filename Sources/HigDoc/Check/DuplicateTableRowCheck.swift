/// Finds a table that lists the same row twice (HD0317): same name, or same image symbol where a row has
/// no name.
enum DuplicateTableRowCheck {
    struct Duplicate {
        var original: SystemItem
        var duplicate: SystemItem
    }

    static func duplicates(in items: [SystemItem]) -> [Duplicate] {
        var found: [Duplicate] = []
        // The first row of each table (document, section, kind) with each normalized name and each
        // normalized image symbol, by index.
        var seen: [String: (names: [String: Int], symbols: [String: Int])] = [:]
        // A table's rows come one after another: the table's key is made and looked up once per run.
        var table: String?
        var names: [String: Int] = [:]
        var symbols: [String: Int] = [:]
        // Each item read where it is, by index (a loop over the items copied each: a dozen strings).
        for index in items.indices {
            let sameTable =
                index > 0 && items[index - 1].document == items[index].document
                && items[index - 1].section == items[index].section && items[index - 1].kind == items[index].kind
            if !sameTable {
                if let table { seen[table] = (names, symbols) }
                let key = "\(items[index].document)|\(items[index].section)|\(items[index].kind.rawValue)"
                (names, symbols) = seen.removeValue(forKey: key) ?? ([:], [:])
                table = key
            }
            let name = SystemItemAligner.normalizedName(items[index].name)
            let symbol = items[index].symbol.map(SystemItemAligner.normalizedName) ?? ""
            // The earlier row of the same image, else of the same name. Two rows of different names that
            // show one image are no duplicates: one shows the wrong image, which HD0325 finds against the
            // English.
            let original =
                (symbol.isEmpty ? nil : symbols[symbol].flatMap { sameOrUnnamed(items[$0], items[index]) ? $0 : nil })
                ?? (name.isEmpty ? nil : names[name].flatMap { sameOrUnshown(items[$0], items[index]) ? $0 : nil })
            if let original {
                found.append(Duplicate(original: items[original], duplicate: items[index]))
            } else {
                if !name.isEmpty && names[name] == nil { names[name] = index }
                if !symbol.isEmpty && symbols[symbol] == nil { symbols[symbol] = index }
            }
        }
        return found
    }

    /// Whether two rows of one name show the same item: one has no image, or theirs agree. Two rows of one
    /// name that show different images are no duplicates: one names the wrong item (`刷新（Refresh）` over
    /// the Search button's image), which `RowImageMismatchCheck` finds against the English.
    static func sameOrUnshown(_ first: SystemItem, _ second: SystemItem) -> Bool {
        let (a, b) = (
            first.symbol.map(SystemItemAligner.normalizedName) ?? "",
            second.symbol.map(SystemItemAligner.normalizedName) ?? ""
        )
        return a.isEmpty || b.isEmpty || a == b
    }

    /// Whether two rows of one image name the same item: one has no name, or theirs agree.
    static func sameOrUnnamed(_ first: SystemItem, _ second: SystemItem) -> Bool {
        let (a, b) = (SystemItemAligner.normalizedName(first.name), SystemItemAligner.normalizedName(second.name))
        return a.isEmpty || b.isEmpty || a == b
    }

    static func check(_ context: CheckContext) -> [Diagnostic] {
        context.duplicateRows.compactMap { duplicate in
            guard let location = context.location(ofItem: duplicate.duplicate.id),
                let first = context.location(ofItem: duplicate.original.id)
            else { return nil }
            return Diagnostic(
                code: .duplicateTableRow,
                message:
                    "duplicate table row: “\(duplicate.duplicate.localizedName)” repeats an earlier row of this table; remove one of them",
                location: location, related: [first], bar: duplicate.duplicate.bars.first,
                subject: duplicate.duplicate.id)
        }
    }
}
