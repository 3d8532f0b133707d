import Foundation

/// A Markdown report for pull-request comments and wikis: coverage tables, then findings per bar.
public enum MarkdownReportFormatter {
    public static func format(_ report: CheckReport) -> String {
        var out = "# Translation QA\n\n\(ReportGrouping.summaryLine(report)).\n\n"
        if !report.coverage.isEmpty {
            out += "## Coverage\n\n| | sections | rules | table rows |\n|---|---|---|---|\n"
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
        for group in ReportGrouping.groups(report) where !group.diagnostics.isEmpty {
            out +=
                "## \(group.title)\n\n| severity | code | location | finding | counterpart |\n|---|---|---|---|---|\n"
            for diagnostic in group.diagnostics {
                out +=
                    "| \(diagnostic.severity.rawValue) | \(diagnostic.code.rawValue) | `\(diagnostic.location)` | \(cell(diagnostic.message)) | "
                    + diagnostic.related.prefix(3).map { "`\($0)`" }.joined(separator: "<br>") + " |\n"
            }
            out += "\n"
        }
        return out
    }

    static func ratio(_ ratio: Coverage.Ratio) -> String {
        ratio.total == 0 ? "—" : "\(ratio.aligned)/\(ratio.total) (\(ratio.percent)%)"
    }

    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
