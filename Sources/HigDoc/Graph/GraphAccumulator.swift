import Foundation

/// The union of the pages' graphs, grown as each page is checked instead of merged from all of them
/// at the end: a page's graph is appended on the core that checked it and its own lists are freed
/// at once, so the pages' lists and the union's are never held side by side.
///
/// Pages arrive in the order their groups finish, not in the order of the corpus; `union()` moves
/// every node to where `GuidelineGraph.merging` of the pages in corpus order would have put it, in
/// place. A page that two groups check (an English page two translations share) is taken once: both
/// give the same graph, since `DocumentGraphBuilder` sees only the page.
final class GraphAccumulator: @unchecked Sendable {
    private let lock = NSLock()
    private var graph = GuidelineGraph()
    /// Whether each page (by its position in the corpus) was taken.
    private var taken: [Bool]
    /// The pages in the order they were appended, each with where its nodes start in each list.
    private var pieces: [(page: Int, starts: Starts)] = []

    /// Where a page's nodes start in each of the union's lists.
    struct Starts {
        var documents = 0, sections = 0, rules = 0, systemItems = 0, notes = 0, links = 0, images = 0
        var diagnostics = 0
    }

    init(pageCount: Int) {
        taken = [Bool](repeating: false, count: pageCount)
    }

    /// Appends the graph `make` gives for the page at `page`, unless that page was taken before (then
    /// `make` is not called). `make` runs outside the lock.
    func add(page: Int, _ make: () -> GuidelineGraph) {
        let isNew = lock.withLock {
            guard !taken[page] else { return false }
            taken[page] = true
            return true
        }
        guard isNew else { return }
        var part = make()
        lock.withLock {
            pieces.append(
                (
                    page,
                    Starts(
                        documents: graph.documents.count, sections: graph.sections.count, rules: graph.rules.count,
                        systemItems: graph.systemItems.count, notes: graph.notes.count, links: graph.links.count,
                        images: graph.images.count, diagnostics: graph.diagnostics.count)
                ))
            graph.append(moving: &part)
        }
    }

    /// The union of every page's graph in the order of the pages (what `GuidelineGraph.merging` gives),
    /// leaving the accumulator empty.
    func union() -> GuidelineGraph {
        lock.withLock {
            var union = graph
            graph = GuidelineGraph()
            let pieces = pieces
            self.pieces = []
            Self.order(&union.documents, pieces.map { ($0.page, $0.starts.documents) })
            Self.order(&union.sections, pieces.map { ($0.page, $0.starts.sections) })
            Self.order(&union.rules, pieces.map { ($0.page, $0.starts.rules) })
            Self.order(&union.systemItems, pieces.map { ($0.page, $0.starts.systemItems) })
            Self.order(&union.notes, pieces.map { ($0.page, $0.starts.notes) })
            Self.order(&union.links, pieces.map { ($0.page, $0.starts.links) })
            Self.order(&union.images, pieces.map { ($0.page, $0.starts.images) })
            Self.order(&union.diagnostics, pieces.map { ($0.page, $0.starts.diagnostics) })
            return union
        }
    }

    /// Reorders `list`, made of runs that start at `starts` (in list order, each run up to the next),
    /// so that the runs come in the order of their pages; in place, each node moved once.
    static func order<Node>(_ list: inout [Node], _ starts: [(page: Int, start: Int)]) {
        let ends = starts.dropFirst().map(\.start) + [list.count]
        let runs = zip(starts, ends).map { (page: $0.page, range: $0.start..<$1) }
        let sorted = runs.sorted { $0.page < $1.page }
        guard zip(sorted, runs).contains(where: { $0.page != $1.page }) else { return }
        // Where each node goes.
        var destination = [Int](repeating: 0, count: list.count)
        var next = 0
        for run in sorted {
            for position in run.range {
                destination[position] = next
                next += 1
            }
        }
        InPlacePermutation.move(&list, to: destination)
    }
}
