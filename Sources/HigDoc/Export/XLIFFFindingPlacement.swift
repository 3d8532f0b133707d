/// Puts the findings about one English page and its translation on the XLIFF units they are about.
///
/// Only findings about the translation are placed: a translation QA finding (HD03xx) or any finding in
/// the translated page. One about the English page alone (a placeholder link, a recovered table) is
/// left out: XLIFF is for translators.
///
/// A missing unit's finding points where the translation lacks it and names the English unit as
/// related: it goes to that unit. An extra unit has no English unit to go to: its finding stays with
/// the file. A structure-only finding goes to the translated section's unit and to each English
/// subsection it names. Any other finding goes to the unit whose English or translated side starts
/// where it points, or earlier on the same line (a term inside a rule, a cell of a row); one that
/// points elsewhere, such as the second line of a wrapped paragraph, stays with the file.
struct XLIFFFindingPlacement {
    /// The findings of each unit, by its index in the file.
    var byUnit: [Int: [Diagnostic]] = [:]
    /// The file's own findings.
    var unplaced: [Diagnostic] = []

    /// `sourceStarts[i]` is where unit `i` starts in the English page, `translationStarts[i]` where its
    /// counterpart starts in the translation, if it has one.
    init(
        findings: [Diagnostic], sourcePath: String, translationPath: String?, sourceStarts: [SourceLocation],
        translationStarts: [SourceLocation?]
    ) {
        var starts = UnitStarts()
        for (index, start) in sourceStarts.enumerated() {
            starts.add(DiagnosticLocation(file: sourcePath, start), unit: index)
        }
        if let translationPath {
            for (index, start) in translationStarts.enumerated() {
                if let start { starts.add(DiagnosticLocation(file: translationPath, start), unit: index) }
            }
        }
        for finding in findings
        where finding.code.rawValue.hasPrefix("HD03") || finding.location.file == translationPath {
            let units: [Int] =
                switch finding.code {
                case .missingSection, .missingRule, .missingTableRow:
                    finding.related.first { $0.file == sourcePath }.flatMap { starts.unit(startingAt: $0) }.map {
                        [$0]
                    } ?? []
                case .extraSection, .extraRule, .extraTableRow: []
                case .structureOnlySection:
                    ([finding.location] + finding.related).compactMap { starts.unit(startingAt: $0) }
                default: starts.unit(holding: finding.location).map { [$0] } ?? []
                }
            for unit in Set(units) { byUnit[unit, default: []].append(finding) }
            if units.isEmpty { unplaced.append(finding) }
        }
    }

    /// Where the units start, in both pages.
    private struct UnitStarts {
        private var exact: [DiagnosticLocation: Int] = [:]
        /// For each file and line, the units starting on it: (column, unit).
        private var lines: [String: [Int: [(column: Int, unit: Int)]]] = [:]

        mutating func add(_ start: DiagnosticLocation, unit: Int) {
            guard exact[start] == nil else { return }
            exact[start] = unit
            lines[start.file, default: [:]][start.line, default: []].append((start.column, unit))
        }

        func unit(startingAt location: DiagnosticLocation) -> Int? { exact[location] }

        /// The unit starting at `location`, or the last one starting before it on its line.
        func unit(holding location: DiagnosticLocation) -> Int? {
            if let unit = exact[location] { return unit }
            return lines[location.file]?[location.line]?.filter { $0.column <= location.column }.max {
                $0.column < $1.column
            }?.unit
        }
    }
}
