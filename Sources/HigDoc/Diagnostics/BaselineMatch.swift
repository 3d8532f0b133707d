/// What a baseline (`--baseline FILE`) matched of a check's findings: the findings it knows, which a
/// report leaves out of its findings and counts (`CheckReport.Summary.suppressed` counts them).
///
/// The JSON report, the text, Markdown and JUnit reports show only their number; the SARIF log lists
/// them as suppressed results, so that code scanning keeps their alerts rather than closing them as
/// fixed.
public struct BaselineMatch: Sendable {
    /// The baseline's file as it was named (`Baseline.file`); nil for a baseline made in memory.
    public var file: String?
    /// The findings the baseline knows, sorted as a report's findings are.
    public var suppressed: [Diagnostic]

    public init(file: String?, suppressed: [Diagnostic]) {
        self.file = file
        self.suppressed = Diagnostic.sortedIfNeeded(suppressed)
    }
}
