import Foundation

/// The output formats of `higdoc check`.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, sarif, junit, markdown

    /// Renders a report; `color` applies to text only (ANSI escapes, for terminals), `sarif` to the
    /// SARIF log only.
    public func render(_ report: CheckReport, color: Bool = false, sarif: SARIFFormatter.Options = .init()) throws
        -> Data
    {
        switch self {
        case .text: Data(TextReportFormatter(color: color).format(report).utf8)
        case .json: ReportJSONWriter.encode(report)
        case .sarif: SARIFFormatter.format(report, options: sarif)
        case .junit: Data(JUnitFormatter.format(report).utf8)
        case .markdown: Data(MarkdownReportFormatter.format(report).utf8)
        }
    }

    /// Renders a report into `output` piece by piece: the text and JSON reports and the SARIF log a
    /// megabyte at a time, JUnit and Markdown a few thousand findings at a time (a large corpus's are
    /// hundreds of megabytes). Stops at the first error `output` throws, and rethrows it.
    public func write(
        _ report: CheckReport, color: Bool = false, sarif: SARIFFormatter.Options = .init(),
        to output: (Data) throws -> Void
    ) throws {
        switch self {
        case .json: try ReportJSONWriter.write(report, to: output)
        case .sarif: try SARIFFormatter.write(report, options: sarif, to: output)
        case .junit: try JUnitFormatter.write(report, to: output)
        case .markdown: try MarkdownReportFormatter.write(report, to: output)
        case .text: try TextReportFormatter(color: color).write(report, to: output)
        }
    }
}

/// Groups findings the way a reviewer reads them: by bar, then everything else by file.
enum ReportGrouping {
    struct Group {
        var title: String
        var bar: String?
        var diagnostics: [Diagnostic]
    }

    static let barNames: [String: (en: String, zh: String)] = [
        "status-bar": ("Status Bar", "状态栏"), "navigation-bar": ("Navigation Bar", "导航栏"), "toolbar": ("Toolbar", "工具栏"),
        "tab-bar": ("Tab Bar", "标签栏"), "search-bar": ("Search Bar", "搜索栏"), "scope-bar": ("Scope Bar", "范围栏"),
    ]

    static func groups(_ report: CheckReport) -> [Group] {
        var groups: [Group] = []
        // Page-level findings (editions, untranslated pages) first, then the bars.
        // Grouped in one pass each (a large check has hundreds of thousands of findings in thousands of
        // files), each group in the order of the report.
        let byFile = Dictionary(grouping: report.diagnostics.filter { $0.bar == nil }, by: \.location.file)
        for file in byFile.keys.sorted() {
            groups.append(Group(title: file, bar: nil, diagnostics: mostSevereFirst(byFile[file]!)))
        }
        let byBar = Dictionary(grouping: report.diagnostics.filter { $0.bar != nil }, by: { $0.bar! })
        for bar in Glossary.barIDs {
            let names = barNames[bar].map { "\($0.en) · \($0.zh)" } ?? bar
            groups.append(Group(title: names, bar: bar, diagnostics: mostSevereFirst(byBar[bar] ?? [])))
        }
        return groups
    }

    /// The findings by severity, most severe first, and sorted within each severity: what the stable
    /// sort by (severity descending, finding) gives. A report's findings are sorted already: then each
    /// is put after the more severe ones, in its order (one pass, where a sort of a large check's
    /// findings compares and moves each of them many times). Findings in any other order are sorted.
    static func mostSevereFirst(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        // Compared where they are: a diagnostic read through the array's subscript is a copy of it.
        let inOrder = diagnostics.withUnsafeBufferPointer { diagnostics in
            diagnostics.indices.dropFirst().allSatisfy { !(diagnostics[$0] < diagnostics[$0 - 1]) }
        }
        guard inOrder else {
            return diagnostics.sorted {
                if $0.severity != $1.severity { return $0.severity > $1.severity }
                return $0 < $1
            }
        }
        // The positions of each severity's findings, in one pass: a diagnostic is copied only once, into
        // its place.
        var positions: [Severity: [Int]] = [:]
        diagnostics.withUnsafeBufferPointer { diagnostics in
            for index in diagnostics.indices { positions[diagnostics[index].severity, default: []].append(index) }
        }
        var bySeverity: [Diagnostic] = []
        bySeverity.reserveCapacity(diagnostics.count)
        for severity in Severity.allCases.reversed() {
            for index in positions[severity] ?? [] { bySeverity.append(diagnostics[index]) }
        }
        return bySeverity
    }

    static func coverageLine(_ coverage: Coverage) -> String {
        func ratio(_ name: String, _ ratio: Coverage.Ratio) -> String {
            ratio.total == 0 ? "\(name) —" : "\(name) \(ratio.aligned)/\(ratio.total) (\(ratio.percent)%)"
        }
        return [
            ratio("sections", coverage.sections), ratio("rules", coverage.rules),
            ratio("system items", coverage.systemItems),
        ].joined(separator: " · ")
    }

    /// Where to read what the findings' codes mean (`higdoc explain`), with `command` written as the
    /// format writes code, for the code of the first of the most severe findings; nil without findings.
    static func explainHint(_ report: CheckReport, command: (String) -> String = { $0 }) -> String? {
        guard let severest = report.diagnostics.map(\.severity).max(),
            let example = report.diagnostics.first(where: { $0.severity == severest })
        else { return nil }
        return
            "What a code means and what to do: \(command("higdoc explain \(example.code.rawValue)")) (or any other code)"
    }

    static func summaryLine(_ report: CheckReport) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        var line =
            "\(count(report.summary.errors, "error")), \(count(report.summary.warnings, "warning")), \(count(report.summary.notes, "note"))"
        if report.summary.suppressed > 0 { line += " (\(report.summary.suppressed) suppressed by the baseline)" }
        return line
    }
}
