import Foundation

/// A Markdown report for pull-request comments and wikis: coverage tables, then findings per bar.
public enum MarkdownReportFormatter {
    public static func format(_ report: CheckReport) -> String {
        var bytes = Data()
        write(report) { bytes.append($0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The bytes of `format(report)`, handed to `output` a piece at a time (the coverage, a group's
    /// heading, a few chunks of rows), so that a large report is never whole in memory. Stops at the
    /// first error `output` throws, and rethrows it.
    static func write(_ report: CheckReport, to output: (Data) throws -> Void) rethrows {
        var out = "# Translation QA\n\n\(ReportGrouping.summaryLine(report)).\n\n"
        if let hint = ReportGrouping.explainHint(report, command: { "`\($0)`" }) { out += hint + ".\n\n" }
        if !report.coverage.isEmpty {
            out += "## Coverage\n\n| | sections | rules | system items |\n|---|---|---|---|\n"
            for coverage in report.coverage {
                let title =
                    coverage.scope == .bar
                    ? ReportGrouping.barNames[coverage.id].map { "\($0.en) · \($0.zh)" } ?? coverage.id
                    : "**\(coverage.id)**"
                out +=
                    "| \(cell(title)) | \(ratio(coverage.sections)) | \(ratio(coverage.rules)) | \(ratio(coverage.systemItems)) |\n"
            }
            out += "\n"
        }
        try output(Data(out.utf8))
        for group in ReportGrouping.groups(report) where !group.diagnostics.isEmpty {
            try output(
                Data(
                    "## \(group.title)\n\n| severity | code | location | finding | counterpart |\n|---|---|---|---|---|\n"
                        .utf8))
            // The rows are written side by side on all cores, a few chunks at a time, in order.
            try ParallelMap.forEachChunk(
                of: group.diagnostics, size: rowsPerChunk, transform: rows, then: { try output(Data($0.utf8)) })
            try output(Data("\n".utf8))
        }
    }

    /// How many rows one core writes at a time.
    static let rowsPerChunk = 2_048

    /// The table rows of `diagnostics`, in order.
    private static func rows(_ diagnostics: ArraySlice<Diagnostic>) -> String {
        var out = ""
        for diagnostic in diagnostics {
            let (related, more) = diagnostic.relatedForReport(limit: 3)
            out +=
                "| \(diagnostic.severity.rawValue) | \(diagnostic.code.rawValue) | `\(cell(diagnostic.location.description))` | \(literal(diagnostic.message)) | "
                + (related.map { "`\(cell($0.description))`" } + (more > 0 ? ["… and \(more) more"] : [])).joined(
                    separator: "<br>")
                + " |\n"
        }
        return out
    }

    static func ratio(_ ratio: Coverage.Ratio) -> String {
        ratio.total == 0 ? "—" : "\(ratio.aligned)/\(ratio.total) (\(ratio.percent)%)"
    }

    /// A message as a table cell that shows it as it is: besides `cell`'s changes, every ASCII mark that
    /// Markdown or HTML would read (`*`, `_`, `` ` ``, `[`, `]`, `<`, `>`, `&`, `~`, `\`) escaped with a
    /// backslash. A message quotes the pages (`“不要用 <script> 和 …”`, `clock_tab_bar_7_2x.png`): read as
    /// Markdown, a tag was dropped or, where HTML is allowed, live, and emphasis marks vanished.
    static func literal(_ text: String) -> String {
        let shown = visible(text)
        // Most messages have none of them (nor a `|`): returned as they are.
        guard shown.utf8.contains(where: { literalMarks.contains($0) }) else { return shown }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(shown.utf8.count + 8)
        for byte in shown.utf8 {
            if literalMarks.contains(byte) { escaped.append(0x5C) }
            escaped.append(byte)
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    /// `*`, `_`, `` ` ``, `[`, `]`, `<`, `>`, `&`, `~`, `\` and `|`.
    private static let literalMarks: Set<UInt8> = [0x2A, 0x5F, 0x60, 0x5B, 0x5D, 0x3C, 0x3E, 0x26, 0x7E, 0x5C, 0x7C]

    /// A table cell's text: a `|` escaped, a line break a space (it would end the row), and any other
    /// control character of the content shown as a symbol (`TerminalText`: an escape sequence would reach
    /// a terminal).
    static func cell(_ text: String) -> String {
        let shown = visible(text)
        // Most texts have no `|`: returned as they are.
        guard shown.utf8.contains(UInt8(ascii: "|")) else { return shown }
        return shown.replacingOccurrences(of: "|", with: "\\|")
    }

    /// A text on one line (a line break a space) with its control characters shown as symbols.
    private static func visible(_ text: String) -> String {
        TerminalText.visible(text.utf8.contains(0x0A) ? text.replacingOccurrences(of: "\n", with: " ") : text)
    }
}
