import Foundation

/// A `StringInterner` that the cores share, one graph at a time.
final class ConcurrentStringInterner: @unchecked Sendable {
    private let lock = NSLock()
    private var interner = StringInterner()

    /// The number of distinct texts kept.
    var count: Int { lock.withLock { interner.count } }

    /// `graph` with its texts replaced by the copies interned before (`GuidelineGraph.shareTexts(with:)`).
    func sharingTexts(of graph: GuidelineGraph) -> GuidelineGraph {
        var graph = graph
        lock.withLock { graph.shareTexts(with: &interner) }
        return graph
    }
}
