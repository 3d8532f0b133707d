/// Translation QA: aligns every translation with its source, measures coverage, and runs every check.
///
/// `higdoc check`, `higdoc export` and the site's QA page all go through `run`, so they agree.
public enum TranslationChecker {
    /// What a check run found.
    public struct Result: Sendable {
        public var alignments: [DocumentAlignment]
        public var coverage: [Coverage]
        /// The graph's diagnostics (parser recoveries, unresolved links) and every check's findings, sorted.
        public var diagnostics: [Diagnostic]
        /// The lock that `--accept` would write for the current alignments.
        public var acceptedLock: TranslationLock
    }

    public static func run(
        corpus: Corpus, graph: GuidelineGraph? = nil, lock: TranslationLock? = nil, sources: SourceLines? = nil
    ) -> Result {
        let graph = graph ?? GuidelineGraph.build(corpus)
        let alignments = CorpusAligner(corpus: corpus, graph: graph).alignAll()
        let context = CheckContext(
            corpus: corpus, graph: graph, alignments: alignments, sources: sources ?? SourceLines.read(corpus))
        var findings: [Diagnostic] = []
        findings += UnalignedSectionCheck.check(context)
        findings += UnalignedRuleCheck.check(context)
        findings += UnalignedTableRowCheck.check(context)
        findings += DuplicateTableRowCheck.check(context)
        findings += MalformedTableCheck.check(context)
        findings += NumberMismatchCheck.check(context)
        findings += OneSidedLinkCheck.check(context)
        findings += OneSidedImageCheck.check(context)
        findings += InconsistentTableNumberingCheck.check(context)
        findings += InconsistentTermTranslationCheck.check(context)
        findings += UntranslatedProseCheck.check(context)
        findings += MissingTranslationCheck.check(context)
        findings += EditionMismatchCheck.check(context)
        findings += OutdatedTranslationCheck.check(context, lock: lock)
        // Parser and graph findings in a translated pair are grouped with their bar, like the checks' own.
        var graphDiagnostics = graph.diagnostics
        let paired = Set(alignments.flatMap { [$0.source, $0.translation] })
        for index in graphDiagnostics.indices where graphDiagnostics[index].bar == nil {
            if let document = corpus.documents.first(where: {
                $0.path == graphDiagnostics[index].location.file && paired.contains($0.key)
            }) {
                graphDiagnostics[index].bar = InconsistentTableNumberingCheck.bar(
                    at: graphDiagnostics[index].location.line, document: document.key, context)
            }
        }
        return Result(
            alignments: alignments, coverage: CoverageCalculator.coverage(context),
            diagnostics: (graphDiagnostics + findings).sorted(), acceptedLock: TranslationLock.accept(context))
    }
}
