/// Assembles the spec: graph, alignments and coverage, and every diagnostic (the translation checks'
/// included, with outdated translations when `content/higdoc.lock` exists).
public enum SpecBuilder {
    /// The spec of a loaded corpus. A lock file that cannot be read is passed over here;
    /// `spec(for: index)`, which `higdoc export` uses, stops on it.
    public static func spec(for corpus: Corpus) -> Spec {
        let graph = GuidelineGraph.build(corpus)
        let lock = try? TranslationLock.read(TranslationLock.path(contentDirectory: corpus.contentDirectory))
        let result = TranslationChecker.run(
            corpus: corpus, graph: graph, lock: lock ?? nil, computingAcceptedLock: false)
        return Spec(
            graph: graph, alignments: result.alignments, coverage: result.coverage, diagnostics: result.diagnostics,
            contentDirectory: corpus.contentDirectory)
    }

    /// The spec `spec(for:)` gives for the loaded corpus, without ever holding the parsed corpus: the
    /// content is checked one document group at a time (`TranslationChecker.runWithGraph`). Throws the
    /// input error of the first unsound page in path order, as `Corpus.load` would.
    public static func spec(for index: ContentIndex) throws -> Spec {
        let checked = try TranslationChecker.runWithGraph(index: index) { _ in () }
        let result = checked.result
        return Spec(
            graph: checked.graph, alignments: result.alignments, coverage: result.coverage,
            diagnostics: result.diagnostics, contentDirectory: index.contentDirectory)
    }
}
