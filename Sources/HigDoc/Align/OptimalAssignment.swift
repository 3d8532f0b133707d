/// The one-to-one assignment of rows to columns with the greatest total score (Hungarian algorithm, O(n³)).
///
/// Order-independent by construction: the aligners score every English unit against every Chinese one
/// and let this pick the globally best pairing, instead of walking both lists in step.
enum OptimalAssignment {
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
