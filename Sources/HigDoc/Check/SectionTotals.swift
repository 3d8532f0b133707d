/// Totals of what sections hold, themselves or in their subsections, from what each holds directly:
/// each section's own value is added to it and to every one of its ancestors, so a pair's units are
/// walked once, however many sections are asked about.
enum SectionTotals {
    /// `own` summed up the section tree: a section's total is its own value plus its subsections'.
    /// `ancestors` gives a section's ancestors (their order does not matter); `add` adds a value to a total.
    static func summed<Value>(
        _ own: [UnitKey: Value], zero: Value, ancestors: (String) -> [String], add: (inout Value, Value) -> Void
    ) -> [UnitKey: Value] {
        var totals: [UnitKey: Value] = [:]
        for (section, value) in own {
            add(&totals[section, default: zero], value)
            for ancestor in ancestors(section.string) { add(&totals[UnitKey(ancestor), default: zero], value) }
        }
        return totals
    }
}
