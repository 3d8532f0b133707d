import Foundation

/// A `StringInterner` that the cores share, one graph (or one group's alignments or findings) at a time.
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

    /// `findings` with their texts replaced by the copies interned before (`Diagnostic.shareTexts(with:)`).
    func sharingTexts(of findings: [Diagnostic]) -> [Diagnostic] {
        var findings = findings
        lock.withLock { for index in findings.indices { findings[index].shareTexts(with: &interner) } }
        return findings
    }

    /// `alignments` with each pair's signals (`glossary:status-bar`, `number:44`) replaced by the list
    /// interned before: pairs of every page repeat the same few evidence lists.
    func sharingSignals(of alignments: [DocumentAlignment]) -> [DocumentAlignment] {
        var alignments = alignments
        lock.withLock {
            func share(_ pairs: inout [AlignedPair]) {
                for pair in pairs.indices { pairs[pair].signals = interner.intern(pairs[pair].signals) }
            }
            for index in alignments.indices {
                share(&alignments[index].sections)
                share(&alignments[index].rules)
                share(&alignments[index].systemItems)
            }
        }
        return alignments
    }
}
