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
            for index in alignments.indices {
                for pair in alignments[index].sections.indices {
                    alignments[index].sections[pair].signals = interner.intern(alignments[index].sections[pair].signals)
                }
                for pair in alignments[index].rules.indices {
                    alignments[index].rules[pair].signals = interner.intern(alignments[index].rules[pair].signals)
                }
                for pair in alignments[index].systemItems.indices {
                    alignments[index].systemItems[pair].signals = interner.intern(
                        alignments[index].systemItems[pair].signals)
                }
            }
        }
        return alignments
    }
}
