import Foundation

/// The human report of `higdoc check`: per translation its coverage, then findings grouped by bar,
/// each as `path:line:col: severity: message [code]` with the counterpart's location under it.
public struct TextReportFormatter: Sendable {
    /// Whether to use ANSI colors (only when writing to a terminal).
    public var color: Bool

    static let notesPerCode = 3

    public init(color: Bool) {
        self.color = color
    }

    private func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }

    private func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: paint("error", "1;31")
        case .warning: paint("warning", "1;33")
        case .note: paint("note", "1;36")
        }
    }

    /// The whole report as one text (`write` collected).
    public func format(_ report: CheckReport) -> String {
        var text = ""
        write(report) { text += String(decoding: $0, as: UTF8.self) }
        return text
    }

    /// How many bytes of the report are gathered before they go to the output.
    static let piece = 1 << 20

    /// Writes the report into `output` about a megabyte at a time (a large corpus's report is hundreds of
    /// megabytes); the pieces joined are `format(report)`.
    public func write(_ report: CheckReport, to output: (Data) throws -> Void) rethrows {
        var out = ""
        // Each pair's coverage by id, the first of an id (one lookup per pair, not a search of the list).
        let documentCoverage = Dictionary(
            report.coverage.filter { $0.scope == .document }.map { ($0.id, $0) },
            uniquingKeysWith: { first, _ in first })
        for pair in report.documents {
            out +=
                paint("\(pair.translationPath) ← \(pair.sourcePath)", "1")
                + "  (\(pair.translationEdition) ← \(pair.sourceEdition))\n"
            if let coverage = documentCoverage["\(pair.source)→\(pair.translation)"] {
                out += "  coverage: \(ReportGrouping.coverageLine(coverage))\n"
            }
            if out.utf8.count >= Self.piece {
                try output(Data(out.utf8))
                out.removeAll(keepingCapacity: true)
            }
        }
        if !report.documents.isEmpty { out += "\n" }
        for group in ReportGrouping.groups(report) {
            let coverage = group.bar.flatMap { bar in report.coverage.first { $0.scope == .bar && $0.id == bar } }
            let hasUnits = coverage.map { $0.sections.total + $0.rules.total + $0.systemItems.total > 0 } ?? false
            if group.diagnostics.isEmpty && !hasUnits { continue }
            out += paint(group.title, "1")
            if let coverage { out += "  —  \(ReportGrouping.coverageLine(coverage))" }
            out += "\n"
            var notesShown: [DiagnosticCode: Int] = [:]
            for diagnostic in group.diagnostics {
                if out.utf8.count >= Self.piece {
                    try output(Data(out.utf8))
                    out.removeAll(keepingCapacity: true)
                }
                // Notes of one kind beyond the first three are counted, not listed: they must not drown the gaps.
                if diagnostic.severity == .note {
                    notesShown[diagnostic.code, default: 0] += 1
                    let shown = notesShown[diagnostic.code]!
                    if shown > Self.notesPerCode {
                        if shown == Self.notesPerCode + 1 {
                            let more =
                                group.diagnostics.filter { $0.severity == .note && $0.code == diagnostic.code }.count
                                - Self.notesPerCode
                            out +=
                                paint(
                                    "  … and \(more) more \(diagnostic.code.name) notes [\(diagnostic.code.rawValue)] (all are in --format json)",
                                    "2") + "\n"
                        }
                        continue
                    }
                }
                out +=
                    "  \(diagnostic.location): \(severity(diagnostic.severity)): \(diagnostic.message) \(paint("[\(diagnostic.code.rawValue)]", "2"))\n"
                for related in diagnostic.related.prefix(3) {
                    out += paint("      ↳ \(related)", "2") + "\n"
                }
                if diagnostic.related.count > 3 {
                    out += paint("      ↳ … and \(diagnostic.related.count - 3) more", "2") + "\n"
                }
            }
            if group.diagnostics.isEmpty { out += "  no findings\n" }
            out += "\n"
        }
        out += "\(ReportGrouping.summaryLine(report))\n"
        try output(Data(out.utf8))
    }
}
