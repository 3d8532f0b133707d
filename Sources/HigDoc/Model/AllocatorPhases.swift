/// Where the pipeline's churn of short-lived memory ends, for a program that tunes its allocator by it.
///
/// Checking the pairs makes and frees every page's document, graph and alignment (20,000 pages at
/// N = 10,000): memory freed there is asked for again within milliseconds, so an allocator does best
/// to keep it. After the pairs are checked, the pipeline makes its long-lived results (the merged graph,
/// the site's indexes) and frees large temporaries once each; memory kept from then on only raises the
/// process's peak. The library links no allocator of its own: the command line sets `pairsChecked`
/// (`AllocatorTuning`), before any command runs.
public enum AllocatorPhases {
    /// Called once per check of a corpus, on the calling thread, right after its pairs are checked.
    nonisolated(unsafe) public static var pairsChecked: (@Sendable () -> Void)?
}
