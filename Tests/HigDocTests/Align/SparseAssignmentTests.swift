import Foundation
import Testing

@testable import HigDoc

/// The assignment over pairs alone, for parts too large for a matrix, against the dense solver.
@Suite struct SparseAssignmentTests {
    /// A `rows` × `columns` matrix with about one cell in `sparsity` scored (distinct scores, so one
    /// assignment is the best), and its cells that reach `threshold` as pairs.
    static func instance(
        rows: Int, columns: Int, sparsity: Int, threshold: Double, next: (Int) -> Int,
        cellWanted: (Int, Int) -> Bool = { _, _ in true }
    ) -> (scores: [[Double]], pairs: [(row: Int, column: Int, score: Double)]) {
        var scores = [[Double]](repeating: [Double](repeating: 0, count: columns), count: rows)
        var pairs: [(row: Int, column: Int, score: Double)] = []
        for row in 0..<rows {
            for column in 0..<columns where cellWanted(row, column) && next(sparsity) == 0 {
                let score = Double(1 + next(1_000_000)) / 1_000_000
                scores[row][column] = score
                if score >= threshold { pairs.append((row, column, score)) }
            }
        }
        return (scores, pairs)
    }

    @Test("Small matrices of distinct scores are assigned as the dense solver assigns them")
    func agreesWithTheMatrix() {
        // The same matrices on every run.
        var sequence = SeededSequence(seed: 0x5DEE_CE66_D1CE_4E5B)
        func next(_ bound: Int) -> Int { sequence.next(bound) }
        var (assigned, left) = (0, 0)
        for round in 0..<600 {
            let (rows, columns) = (1 + next(12), 1 + next(12))
            let (scores, pairs) = Self.instance(
                rows: rows, columns: columns, sparsity: [1, 2, 3, 6][round % 4], threshold: 0.3, next: next)
            let dense = OptimalAssignment.maximize(scores, threshold: 0.3)
            #expect(SparseAssignment.maximize(rows: rows, columns: columns, pairs: pairs) == dense, "\(scores)")
            assigned += dense.compactMap { $0 }.count
            left += dense.filter { $0 == nil }.count
        }
        // Many rows are assigned, and many are not (every column taken, or none of theirs worth it).
        #expect(assigned > 2_000 && left > 1_000)
    }

    @Test("A part too large for a matrix, a band of 320 rows and columns, is assigned as the matrix would be")
    func largePartAgreesWithTheMatrix() {
        var sequence = SeededSequence(seed: 0x0123_4567_89AB_CDEF)
        func next(_ bound: Int) -> Int { sequence.next(bound) }
        // Each row scores against the columns within 6 of it: candidates chain every row into one part.
        let size = 320
        #expect(size * size > OptimalAssignment.denseCells)
        let (scores, pairs) = Self.instance(
            rows: size, columns: size, sparsity: 2, threshold: 0.3, next: next, cellWanted: { abs($0 - $1) <= 6 })
        let dense = OptimalAssignment.maximize(scores, threshold: 0.3)
        let sparse = OptimalAssignment.maximize(rows: size, columns: size, pairs: pairs, threshold: 0.3)
        #expect(sparse == dense)
        // Many rows hold a column other than their own: the rows traded along the band.
        #expect(dense.enumerated().filter { $0.element != nil && $0.element != $0.offset }.count > 150)
    }

    @Test("A row takes a column held by another only when that one can move on: a chain of trades")
    func chainOfTrades() {
        // Row r scores 0.9 with column r and 0.8 with column r + 1, so each row takes its own column as it
        // comes; the last row scores 1.0 with column 0 only, which it gets by moving every other row one on.
        let size = 6
        var pairs: [(row: Int, column: Int, score: Double)] = []
        for row in 0..<(size - 1) { pairs += [(row, row, 0.9), (row, row + 1, 0.8)] }
        pairs.append((size - 1, 0, 1.0))
        #expect(SparseAssignment.maximize(rows: size, columns: size, pairs: pairs) == [1, 2, 3, 4, 5, 0])
        // Worth it only while what the last row gains beats what the others lose: 0.4 does not.
        pairs[pairs.count - 1].score = 0.4
        #expect(SparseAssignment.maximize(rows: size, columns: size, pairs: pairs) == [0, 1, 2, 3, 4, nil])
        #expect(SparseAssignment.maximize(rows: 3, columns: 2, pairs: []) == [nil, nil, nil])
    }
}
