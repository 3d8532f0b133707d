extension TranslationChecker {
    /// The content of `index` checked one document group at a time (`run(index:perDocument:)`) against
    /// the lock of its directory when there is one, with the whole graph merged from the pages' own
    /// graphs: the graph and the result `GuidelineGraph.build` and `run(corpus:graph:)` give for the
    /// loaded corpus, without ever holding the parsed corpus. `perDocument` keeps what a caller needs
    /// of each page (in the order of `index.pages`).
    public static func runWithGraph<PerDocument: Sendable>(
        index: ContentIndex, perDocument: @Sendable (CheckedPage) -> PerDocument
    ) throws -> (graph: GuidelineGraph, result: Result, perDocument: [PerDocument]) {
        let lock = try? TranslationLock.read(TranslationLock.path(contentDirectory: index.contentDirectory))
        let checked = try run(index: index, lock: lock ?? nil, computingAcceptedLock: false) { page in
            (graph: page.graph, kept: perDocument(page))
        }
        var timer = StageTimer()
        let graph = GuidelineGraph.build(parts: checked.perDocument.map(\.graph), glossary: index.glossary)
        timer.mark("graph")
        return (graph, checked.result, checked.perDocument.map(\.kept))
    }
}
