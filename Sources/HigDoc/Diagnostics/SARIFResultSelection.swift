/// Which findings a SARIF log lists as results, in which order, and what it leaves out.
///
/// A log lists the report's findings and, when the check had a baseline, the findings the baseline
/// suppressed (as suppressed results: left out, code scanning would close their alerts as fixed), all in
/// the order of a report (file, line, column, code). Past the limit (GitHub code scanning rejects a run
/// of more than 25,000 results, and includes only the 5,000 most severe) the least useful go first: the suppressed ones, which ask for nothing
/// (their notes, then their warnings, then their errors), then the notes, the warnings, the errors; of
/// a kind the last in the report's order go first.
struct SARIFResultSelection: Sendable {
    /// A result: a finding of the report (`report.diagnostics[index]`) or one the baseline suppressed
    /// (`report.baseline!.suppressed[index]`).
    struct Entry: Sendable {
        var index: Int
        var isSuppressed: Bool
    }

    /// The kinds of results, most useful first: the order in which they are kept.
    enum Kind: Int, CaseIterable {
        case error, warning, note, suppressedError, suppressedWarning, suppressedNote

        init(_ severity: Severity, isSuppressed: Bool) {
            switch (severity, isSuppressed) {
            case (.error, false): self = .error
            case (.warning, false): self = .warning
            case (.note, false): self = .note
            case (.error, true): self = .suppressedError
            case (.warning, true): self = .suppressedWarning
            case (.note, true): self = .suppressedNote
            }
        }
    }

    /// A number of results of each kind.
    struct Tally: Equatable, Sendable {
        private var counts = [Int](repeating: 0, count: Kind.allCases.count)

        subscript(kind: Kind) -> Int {
            get { counts[kind.rawValue] }
            set { counts[kind.rawValue] = newValue }
        }

        var errors: Int { self[.error] }
        var warnings: Int { self[.warning] }
        var notes: Int { self[.note] }
        /// The results the baseline suppressed, of every severity.
        var suppressed: Int { self[.suppressedError] + self[.suppressedWarning] + self[.suppressedNote] }
        var total: Int { counts.reduce(0, +) }

        /// The nonzero numbers, in the order results are left out (`3 suppressed by the baseline, 19000
        /// notes`).
        var description: String {
            func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
            var parts: [String] = []
            if suppressed > 0 { parts.append("\(suppressed) suppressed by the baseline") }
            if notes > 0 { parts.append(count(notes, "note")) }
            if warnings > 0 { parts.append(count(warnings, "warning")) }
            if errors > 0 { parts.append(count(errors, "error")) }
            return parts.joined(separator: ", ")
        }
    }

    /// The results listed, in the order of a report.
    var entries: [Entry]
    /// Every result there is, of each kind.
    var found: Tally
    /// The results left out, of each kind.
    var leftOut: Tally

    /// The results of `report` a log with at most `limit` of them lists (nil: every one).
    init(_ report: CheckReport, limit: Int?) {
        let suppressed = report.baseline?.suppressed ?? []
        (found, leftOut) = Self.tally(report, limit: limit)
        var kept = found
        for kind in Kind.allCases { kept[kind] -= leftOut[kind] }
        var entries: [Entry] = []
        entries.reserveCapacity(kept.total)
        // The two lists are sorted: merged, they are in the order of a report. Compared where they are:
        // a diagnostic read through the array's subscript is a copy of it.
        report.diagnostics.withUnsafeBufferPointer { findings in
            suppressed.withUnsafeBufferPointer { suppressed in
                var (finding, known) = (0, 0)
                while finding < findings.count || known < suppressed.count {
                    if known < suppressed.count && (finding == findings.count || suppressed[known] < findings[finding])
                    {
                        let kind = Kind(suppressed[known].severity, isSuppressed: true)
                        if kept[kind] > 0 {
                            kept[kind] -= 1
                            entries.append(Entry(index: known, isSuppressed: true))
                        }
                        known += 1
                    } else {
                        let kind = Kind(findings[finding].severity, isSuppressed: false)
                        if kept[kind] > 0 {
                            kept[kind] -= 1
                            entries.append(Entry(index: finding, isSuppressed: false))
                        }
                        finding += 1
                    }
                }
            }
        }
        self.entries = entries
    }

    /// Every result of `report`, and those a log with at most `limit` of them leaves out, counted
    /// without listing them.
    static func tally(_ report: CheckReport, limit: Int?) -> (found: Tally, leftOut: Tally) {
        // Counted from the findings, not taken from the summary, which a caller may have edited.
        var found = Tally()
        report.diagnostics.withUnsafeBufferPointer { findings in
            for index in findings.indices { found[Kind(findings[index].severity, isSuppressed: false)] += 1 }
        }
        (report.baseline?.suppressed ?? []).withUnsafeBufferPointer { suppressed in
            for index in suppressed.indices { found[Kind(suppressed[index].severity, isSuppressed: true)] += 1 }
        }
        var room = limit.map { max(0, $0) } ?? found.total
        var leftOut = Tally()
        for kind in Kind.allCases {
            let kept = min(found[kind], room)
            room -= kept
            leftOut[kind] = found[kind] - kept
        }
        return (found, leftOut)
    }
}
