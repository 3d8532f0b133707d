extension TranslationChecker {
    /// The content of `index` checked one document group at a time (`run(index:perDocument:)`) against
    /// the lock of its directory when there is one, with the whole graph merged from the pages' own
    /// graphs: the graph and the result `GuidelineGraph.build` and `run(corpus:graph:)` give for the
    /// loaded corpus, without ever holding the parsed corpus. `perDocument` keeps what a caller needs
    /// of each page (in the order of `index.pages`). A lock file that cannot be read is an input error, as
    /// for `higdoc check`: the build and the export would otherwise leave out every outdated translation
    /// (HD0316) without a word.
    public static func runWithGraph<PerDocument: Sendable>(
        index: ContentIndex, perDocument: @Sendable (CheckedPage) -> PerDocument
    ) throws -> (graph: GuidelineGraph, result: Result, perDocument: [PerDocument]) {
        let lock = try TranslationLock.read(TranslationLock.path(contentDirectory: index.contentDirectory))
        // The pages repeat many texts (link targets, image files, item names, findings' messages): each
        // page's graph, and each group's findings and evidence lists, are kept with the copies made before.
        let texts = ConcurrentStringInterner()
        // Each page's graph joins the union as soon as its group is checked, so the pages' graphs are
        // never all held beside the union.
        let union = GraphAccumulator(pageCount: index.pages.count)
        // The pages' graphs are put in page order while the groups' results are merged.
        let checked = try run(
            index: index, lock: lock, computingAcceptedLock: false, texts: texts,
            perDocument: { page in
                union.add(page: page.position) { texts.sharingTexts(of: page.graph) }
                return perDocument(page)
            }, alongsideMerge: { union.union() })
        var timer = StageTimer()
        let graph = GuidelineGraph.finished(checked.alongside, glossary: index.glossary)
        timer.mark("graph")
        return (graph, checked.result, checked.perDocument)
    }
}
