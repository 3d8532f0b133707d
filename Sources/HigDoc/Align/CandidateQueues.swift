/// Positions of units by a key (a concept, an anchor, a term), each key's in ascending order, from which
/// an aligner takes the first one not yet paired. Pairing only ever adds to what is taken, so a position
/// found taken is dropped for good: each is passed over once however often its key is asked for.
struct CandidateQueues {
    private var queues: [String: ArraySlice<Int>] = [:]

    /// Adds `position` after those already under `key` (positions are added in ascending order).
    mutating func append(_ position: Int, for key: String) {
        queues[key, default: []].append(position)
    }

    /// The first position under `key` that `isTaken` does not hold, dropping the taken ones before it.
    mutating func first(for key: String, skipping isTaken: (Int) -> Bool) -> Int? {
        guard var queue = queues[key] else { return nil }
        while let position = queue.first, isTaken(position) { queue = queue.dropFirst() }
        queues[key] = queue
        return queue.first
    }
}
