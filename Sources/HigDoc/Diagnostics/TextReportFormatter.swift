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
                paint(TerminalText.visible("\(pair.translationPath) ← \(pair.sourcePath)"), "1")
                + TerminalText.visible("  (\(pair.translationEdition) ← \(pair.sourceEdition))") + "\n"
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
            out += paint(TerminalText.visible(group.title), "1")
            if let coverage { out += "  —  \(ReportGrouping.coverageLine(coverage))" }
            out += "\n"
            let listed = Self.listing(group.diagnostics)
            if listed.count <= Self.linesPerChunk {
                for line in listed { write(line, of: group.diagnostics, into: &out) }
            } else {
                // A large group's lines are written side by side on all cores, a few chunks at a time, in order.
                try output(Data(out.utf8))
                out.removeAll(keepingCapacity: true)
                let diagnostics = group.diagnostics
                try ParallelMap.forEachChunk(
                    of: listed, size: Self.linesPerChunk,
                    transform: { lines in lines.reduce(into: "") { write($1, of: diagnostics, into: &$0) } },
                    then: { try output(Data($0.utf8)) })
            }
            if group.diagnostics.isEmpty { out += "  no findings\n" }
            out += "\n"
            if out.utf8.count >= Self.piece {
                try output(Data(out.utf8))
                out.removeAll(keepingCapacity: true)
            }
        }
        out += "\(ReportGrouping.summaryLine(report))\n"
        if let hint = ReportGrouping.explainHint(report) { out += hint + "\n" }
        try output(Data(out.utf8))
    }

    /// What the report lists of a group's findings, in order: each finding, except that of each kind of
    /// note only the first `notesPerCode` are listed and the rest counted on one line.
    enum Listed: Sendable, Equatable {
        /// The finding at this index of the group's findings.
        case finding(Int)
        /// The notes of this code beyond the first `notesPerCode`, this many of them.
        case moreNotes(DiagnosticCode, Int)
    }

    /// How many listed findings one core writes at a time.
    static let linesPerChunk = 2_048

    /// The group's findings as the report lists them. Notes of one kind beyond the first three are
    /// counted, not listed: they must not drown the gaps.
    static func listing(_ diagnostics: [Diagnostic]) -> [Listed] {
        var notes: [DiagnosticCode: Int] = [:]
        for diagnostic in diagnostics where diagnostic.severity == .note { notes[diagnostic.code, default: 0] += 1 }
        var listed: [Listed] = []
        listed.reserveCapacity(diagnostics.count)
        var notesShown: [DiagnosticCode: Int] = [:]
        for index in diagnostics.indices {
            let code = diagnostics[index].code
            if diagnostics[index].severity == .note {
                notesShown[code, default: 0] += 1
                let shown = notesShown[code]!
                if shown == notesPerCode + 1 { listed.append(.moreNotes(code, notes[code]! - notesPerCode)) }
                if shown > notesPerCode { continue }
            }
            listed.append(.finding(index))
        }
        return listed
    }

    /// One listed finding (with up to three of its counterparts) or the count of the notes left out.
    private func write(_ listed: Listed, of diagnostics: [Diagnostic], into out: inout String) {
        switch listed {
        case .moreNotes(let code, let more):
            out +=
                paint("  … and \(more) more \(code.name) notes [\(code.rawValue)] (all are in --format json)", "2")
                + "\n"
        case .finding(let index):
            let diagnostic = diagnostics[index]
            out +=
                "  \(TerminalText.visible(diagnostic.location.description)): \(severity(diagnostic.severity)): \(TerminalText.visible(diagnostic.message)) \(paint("[\(diagnostic.code.rawValue)]", "2"))\n"
            let (related, more) = diagnostic.relatedForReport(limit: 3)
            for location in related {
                out += paint("      ↳ \(TerminalText.visible(location.description))", "2") + "\n"
            }
            if more > 0 {
                out += paint("      ↳ … and \(more) more", "2") + "\n"
            }
        }
    }
}
