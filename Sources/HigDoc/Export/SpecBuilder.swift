/// Assembles the spec: graph, alignments and coverage, and every diagnostic (the translation checks'
/// included, with outdated translations when `content/higdoc.lock` exists).
public enum SpecBuilder {
    public static func spec(for corpus: Corpus) -> Spec {
        let graph = GuidelineGraph.build(corpus)
        let lock = try? TranslationLock.read(TranslationLock.path(contentDirectory: corpus.contentDirectory))
        let result = TranslationChecker.run(
            corpus: corpus, graph: graph, lock: lock ?? nil, computingAcceptedLock: false)
        return Spec(
            graph: graph, alignments: result.alignments, coverage: result.coverage, diagnostics: result.diagnostics)
    }
}
