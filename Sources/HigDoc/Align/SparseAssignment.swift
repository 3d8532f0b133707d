import HeapModule

/// The one-to-one assignment of rows to columns with the greatest total score, reading only the scored
/// pairs: successive shortest augmenting paths, a row at a time, each found by Dijkstra's algorithm over
/// reduced costs kept nonnegative by potentials (the sparse form of the Hungarian method).
///
/// `OptimalAssignment` solves a part of its pairs as a square matrix: n² cells to hold and at least n²
/// steps, which a part of a few hundred rows never notices. A long page whose rules all name one
/// frequent concept makes one part of thousands (4,000 rules a side took 1 GB); here the cost follows
/// the pairs: a row whose best column is free is assigned in the time it takes to look at its own pairs,
/// and a row that must displace others searches only as far as the cheapest chain of trades reaches.
///
/// The result is an optimal assignment, as the dense solver's is. When two assignments score exactly
/// alike, the two solvers may choose differently; `OptimalAssignment` uses this one only for parts too
/// large for its matrix.
enum SparseAssignment {
    /// For each of `rows` rows, the column it is assigned to, or nil, maximizing the summed scores of
    /// the chosen `pairs` (every pair worth assigning; a row may be left unassigned, which scores 0).
    static func maximize(rows: Int, columns: Int, pairs: [(row: Int, column: Int, score: Double)]) -> [Int?] {
        guard rows > 0, !pairs.isEmpty else { return [Int?](repeating: nil, count: rows) }
        // As costs to minimize, all nonnegative: `ceiling − score` for a pair, `ceiling` for leaving a row
        // unassigned, which is its assignment to a column of its own (its "dummy", column `columns + row`).
        let ceiling = pairs.map(\.score).max() ?? 0
        var firstEdge = [Int](repeating: 0, count: rows + 1)
        for pair in pairs { firstEdge[pair.row + 1] += 1 }
        for row in 0..<rows { firstEdge[row + 1] += firstEdge[row] }
        var nextEdge = firstEdge
        var edgeColumn = [Int](repeating: 0, count: pairs.count)
        var edgeCost = [Double](repeating: 0, count: pairs.count)
        for pair in pairs {
            edgeColumn[nextEdge[pair.row]] = pair.column
            edgeCost[nextEdge[pair.row]] = ceiling - pair.score
            nextEdge[pair.row] += 1
        }
        let nodes = columns + rows
        // Potentials: the reduced cost of an edge from row r to column node c, cost + π(r) − π(c), is never
        // negative, and it is 0 for the column a row holds.
        var columnPotential = [Double](repeating: 0, count: nodes)
        var rowPotential = [Double](repeating: 0, count: rows)
        var holder = [Int](repeating: -1, count: nodes)
        var held = [Int](repeating: -1, count: rows)
        var heldCost = [Double](repeating: 0, count: rows)
        // One search's state, reset for the nodes it touched.
        var distance = [Double](repeating: .infinity, count: nodes)
        var reachedBy = [Int](repeating: -1, count: nodes)
        var reachedAtCost = [Double](repeating: 0, count: nodes)
        var settledBy = [Int](repeating: -1, count: nodes)
        var touched: [Int] = []
        var settled: [Int] = []
        var rowsReached: [(row: Int, distance: Double)] = []
        var queue = Heap<QueueEntry>()

        for row in 0..<rows {
            let edges = firstEdge[row]..<firstEdge[row + 1]
            // A new row's potential makes its own edges' reduced costs nonnegative.
            var potential = columnPotential[columns + row] - ceiling
            for edge in edges { potential = max(potential, columnPotential[edgeColumn[edge]] - edgeCost[edge]) }
            rowPotential[row] = potential
            rowsReached = [(row, 0)]
            func relax(from row: Int, at base: Double, column: Int, cost: Double) {
                let candidate = base + max(0, cost + rowPotential[row] - columnPotential[column])
                guard candidate < distance[column] else { return }
                if distance[column] == .infinity { touched.append(column) }
                distance[column] = candidate
                reachedBy[column] = row
                reachedAtCost[column] = cost
                queue.insert(QueueEntry(distance: candidate, node: column))
            }
            func relaxEdges(of row: Int, at base: Double) {
                for edge in firstEdge[row]..<firstEdge[row + 1] where edgeColumn[edge] != held[row] {
                    relax(from: row, at: base, column: edgeColumn[edge], cost: edgeCost[edge])
                }
                if held[row] != columns + row { relax(from: row, at: base, column: columns + row, cost: ceiling) }
            }
            relaxEdges(of: row, at: 0)
            var sink = -1
            var sinkDistance = 0.0
            while let entry = queue.popMin() {
                let column = entry.node
                guard settledBy[column] != row, entry.distance == distance[column] else { continue }
                settledBy[column] = row
                settled.append(column)
                let owner = holder[column]
                if owner < 0 {
                    (sink, sinkDistance) = (column, entry.distance)
                    break
                }
                // The row holding this column is reached through it at no reduced cost.
                let ownerDistance =
                    entry.distance + max(0, columnPotential[column] - heldCost[owner] - rowPotential[owner])
                rowsReached.append((owner, ownerDistance))
                relaxEdges(of: owner, at: ownerDistance)
            }
            // Every row can always stay unassigned, so a free column is always reached.
            precondition(sink >= 0, "an assignment search found no free column")
            // Potentials move by how much closer than the sink each settled node was.
            for column in settled where distance[column] < sinkDistance {
                columnPotential[column] += distance[column] - sinkDistance
            }
            for (reached, reachedDistance) in rowsReached where reachedDistance < sinkDistance {
                rowPotential[reached] += reachedDistance - sinkDistance
            }
            // Each row on the path takes the column it reached, handing its old one on.
            var column = sink
            while column >= 0 {
                let taker = reachedBy[column]
                let previous = held[taker]
                holder[column] = taker
                held[taker] = column
                heldCost[taker] = reachedAtCost[column]
                if previous >= 0 { holder[previous] = -1 }
                column = taker == row ? -1 : previous
            }
            for node in touched { distance[node] = .infinity }
            touched.removeAll(keepingCapacity: true)
            settled.removeAll(keepingCapacity: true)
            queue = Heap()
        }
        return held.map { $0 >= 0 && $0 < columns ? $0 : nil }
    }

    /// A column node waiting in the search's queue, nearest first, then by its number (so ties are
    /// broken the same way on every run).
    private struct QueueEntry: Comparable {
        let distance: Double
        let node: Int

        static func < (a: QueueEntry, b: QueueEntry) -> Bool {
            (a.distance, a.node) < (b.distance, b.node)
        }
    }
}
