/// The one-to-one assignment of rows to columns with the greatest total score (Hungarian algorithm, O(n³)).
///
/// Order-independent by construction: the aligners score every English unit against every Chinese one
/// and let this pick the globally best pairing, instead of walking both lists in step.
enum OptimalAssignment {
    /// The largest part (rows × columns) solved as a matrix: a 256 × 256 one holds half a megabyte.
    static let denseCells = 65_536

    /// `maximize` of a `rows` × `columns` matrix given by its `pairs` scoring at least `threshold` (any
    /// other scores nothing), solved one connected part at a time: rows and columns that no chain of such
    /// pairs joins cannot trade with each other, so the best assignment of the whole is that of each part,
    /// each solved as `maximize` solves its matrix (its rows and columns in their order).
    ///
    /// The matrix of a page of n rules under one heading held n² scores, and the solver read each of them
    /// (20,000 rules: 3.2 GB); a page's rules have few candidates each, so its parts are small. When two
    /// pairings score exactly alike, each part's is the one its own matrix gives. A part of more than
    /// `denseCells` cells (rules that all name one frequent concept, chained by their candidates into one
    /// part) is solved over its pairs alone (`SparseAssignment`): as well, in the time its pairs take.
    static func maximize(
        rows: Int, columns: Int, pairs: [(row: Int, column: Int, score: Double)], threshold: Double
    ) -> [Int?] {
        var result = [Int?](repeating: nil, count: rows)
        let strong = pairs.filter { $0.score >= threshold }
        guard !strong.isEmpty else { return result }
        // Rows are 0..<rows and columns rows..<rows + columns of one union-find.
        var parent = Array(0..<(rows + columns))
        func root(_ node: Int) -> Int {
            var node = node
            while parent[node] != node {
                parent[node] = parent[parent[node]]
                node = parent[node]
            }
            return node
        }
        for pair in strong {
            let (a, b) = (root(pair.row), root(rows + pair.column))
            if a != b { parent[max(a, b)] = min(a, b) }
        }
        // The parts in the order of their first pairs, each numbered by its root; a row's or column's
        // place among its part's rows or columns.
        var parts: [(rows: [Int], columns: [Int], pairs: [Int])] = []
        var partOfRoot = [Int](repeating: -1, count: rows + columns)
        var place = [Int](repeating: 0, count: rows + columns)
        for index in strong.indices {
            let top = root(strong[index].row)
            if partOfRoot[top] < 0 {
                partOfRoot[top] = parts.count
                parts.append(([], [], []))
            }
            parts[partOfRoot[top]].pairs.append(index)
        }
        for node in 0..<(rows + columns) {
            let part = partOfRoot[root(node)]
            guard part >= 0 else { continue }
            if node < rows {
                place[node] = parts[part].rows.count
                parts[part].rows.append(node)
            } else {
                place[node] = parts[part].columns.count
                parts[part].columns.append(node - rows)
            }
        }
        for part in parts {
            if part.pairs.count == 1 {
                let pair = strong[part.pairs[0]]
                result[pair.row] = pair.column
                continue
            }
            if part.rows.count * part.columns.count > denseCells {
                let local = part.pairs.map { index in
                    let pair = strong[index]
                    return (row: place[pair.row], column: place[rows + pair.column], score: pair.score)
                }
                let assignment = SparseAssignment.maximize(
                    rows: part.rows.count, columns: part.columns.count, pairs: local)
                for (place, column) in assignment.enumerated() {
                    if let column { result[part.rows[place]] = part.columns[column] }
                }
                continue
            }
            var scores = [[Double]](
                repeating: [Double](repeating: 0, count: part.columns.count), count: part.rows.count)
            for index in part.pairs {
                let pair = strong[index]
                scores[place[pair.row]][place[rows + pair.column]] = pair.score
            }
            for (place, column) in maximize(scores, threshold: threshold).enumerated() {
                if let column { result[part.rows[place]] = part.columns[column] }
            }
        }
        return result
    }

    /// For each row, the column it is assigned to, or nil; pairs scoring below `threshold` are left out.
    static func maximize(_ scores: [[Double]], threshold: Double) -> [Int?] {
        let rows = scores.count
        let columns = scores.first?.count ?? 0
        guard rows > 0, columns > 0 else { return Array(repeating: nil, count: rows) }
        let size = max(rows, columns)
        // Scores below the threshold are worth nothing, so the solver never trades a good pair for them.
        let cost: (Int, Int) -> Double = { row, column in
            guard row < rows, column < columns else { return 0 }
            let score = scores[row][column]
            return score >= threshold ? -score : 0
        }
        // Jonker-Volgenant style potentials, 1-based as in the classic formulation.
        var u = [Double](repeating: 0, count: size + 1)
        var v = [Double](repeating: 0, count: size + 1)
        var match = [Int](repeating: 0, count: size + 1)
        var way = [Int](repeating: 0, count: size + 1)
        for row in 1...size {
            match[0] = row
            var column0 = 0
            var minimum = [Double](repeating: .infinity, count: size + 1)
            var used = [Bool](repeating: false, count: size + 1)
            repeat {
                used[column0] = true
                let row0 = match[column0]
                var delta = Double.infinity
                var column1 = 0
                for column in 1...size where !used[column] {
                    let current = cost(row0 - 1, column - 1) - u[row0] - v[column]
                    if current < minimum[column] {
                        minimum[column] = current
                        way[column] = column0
                    }
                    if minimum[column] < delta {
                        delta = minimum[column]
                        column1 = column
                    }
                }
                for column in 0...size {
                    if used[column] {
                        u[match[column]] += delta
                        v[column] -= delta
                    } else {
                        minimum[column] -= delta
                    }
                }
                column0 = column1
            } while match[column0] != 0
            repeat {
                let column1 = way[column0]
                match[column0] = match[column1]
                column0 = column1
            } while column0 != 0
        }
        var result = [Int?](repeating: nil, count: rows)
        for column in 1...size {
            let row = match[column] - 1
            let col = column - 1
            if row < rows, col < columns, scores[row][col] >= threshold { result[row] = col }
        }
        return result
    }
}
