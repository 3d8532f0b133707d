/// The result of `higdoc check` as data: what `--format json` prints (schema: `higdoc schema --report`)
/// and what every other format is rendered from.
public struct CheckReport: Codable, Sendable {
    public struct Generator: Codable, Sendable {
        public var name: String
        public var version: String
    }

    /// The severity from which findings fail the run (`never`: nothing fails).
    public enum FailOn: String, Codable, Sendable, CaseIterable {
        case note, warning, error, never

        public func fails(_ severity: Severity) -> Bool {
            switch self {
            case .never: false
            case .note: true
            case .warning: severity >= .warning
            case .error: severity == .error
            }
        }
    }

    public struct Summary: Codable, Sendable {
        public var errors: Int
        public var warnings: Int
        public var notes: Int
        /// Findings hidden because the baseline lists them.
        public var suppressed: Int
        public var failOn: FailOn
        /// Whether any reported finding reaches `failOn` (the exit status is 1 then).
        public var failed: Bool
    }

    /// A translation and the page it translates.
    public struct DocumentPair: Codable, Sendable {
        public var source: String
        public var translation: String
        public var sourcePath: String
        public var translationPath: String
        public var sourceEdition: String
        public var translationEdition: String
    }

    public static let schemaVersion = "1.0.0"

    public var schemaVersion: String
    public var generator: Generator
    public var summary: Summary
    public var documents: [DocumentPair]
    public var coverage: [Coverage]
    public var alignments: [DocumentAlignment]
    public var diagnostics: [Diagnostic]
    /// What the baseline matched, when the check was given one; nil without a baseline. Not part of the
    /// JSON report, which counts the matched findings in `summary.suppressed`.
    public var baseline: BaselineMatch?

    enum CodingKeys: String, CodingKey {
        case schemaVersion, generator, summary, documents, coverage, alignments, diagnostics
    }

    public init(
        documents: [DocumentPair], coverage: [Coverage], alignments: [DocumentAlignment], diagnostics: [Diagnostic],
        suppressed: Int, failOn: FailOn
    ) {
        schemaVersion = Self.schemaVersion
        generator = Generator(name: "higdoc", version: HigDocVersion.current)
        // A check run hands its findings over sorted already: then there is nothing to copy or sort.
        let sorted = Diagnostic.sortedIfNeeded(diagnostics)
        var (errors, warnings, notes) = (0, 0, 0)
        var failed = false
        for index in sorted.indices {
            let severity = sorted[index].severity
            switch severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
            if failOn.fails(severity) { failed = true }
        }
        summary = Summary(
            errors: errors, warnings: warnings, notes: notes, suppressed: suppressed, failOn: failOn, failed: failed)
        self.documents = documents
        self.coverage = coverage
        self.alignments = alignments
        self.diagnostics = sorted
    }

    /// Builds the report of a check run, leaving out the findings a baseline already knows (kept in
    /// `baseline`, for the SARIF log).
    public static func make(
        corpus: Corpus, result: TranslationChecker.Result, baseline: Baseline? = nil, failOn: FailOn = .error
    ) -> CheckReport {
        let (kept, suppressed) = baseline?.partition(result.diagnostics) ?? (result.diagnostics, [])
        let documents = Dictionary(corpus.documents.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let pairs = result.alignments.compactMap { alignment -> DocumentPair? in
            guard let source = documents[alignment.source],
                let translation = documents[alignment.translation]
            else { return nil }
            return DocumentPair(
                source: source.key, translation: translation.key, sourcePath: source.path,
                translationPath: translation.path,
                sourceEdition: source.frontMatter.edition, translationEdition: translation.frontMatter.edition)
        }
        var report = CheckReport(
            documents: pairs, coverage: result.coverage, alignments: result.alignments, diagnostics: kept,
            suppressed: suppressed.count, failOn: failOn)
        report.baseline = baseline.map { BaselineMatch(file: $0.file, suppressed: suppressed) }
        return report
    }
}
