/// The known name a misspelt one most likely meant (`translate` → `translates`), for messages about
/// names higdoc does not know.
enum SpellingSuggestion {
    /// The name of `known` closest to `name`, ignoring case, when it is a few edits away: at most one
    /// edit for every three characters of the known name (one at least), a swap of two neighbours being
    /// one edit. Of equally close names, the first that starts as `name` does (`zn` is one edit from
    /// both `en` and `zh`, and a slip of the first letter is the rarer one), else the first.
    static func closest(to name: String, among known: [String]) -> String? {
        let typed = Array(name.lowercased())
        var best: (name: String, distance: Int, sameStart: Bool)?
        for candidate in known {
            let target = Array(candidate.lowercased())
            let distance = editDistance(typed, target)
            guard distance <= max(1, target.count / 3) else { continue }
            let sameStart = typed.first == target.first
            if distance < (best?.distance ?? .max)
                || (distance == best?.distance && sameStart && best?.sameStart == false)
            {
                best = (candidate, distance, sameStart)
            }
        }
        return best?.name
    }

    /// The optimal string alignment distance: insertions, deletions, substitutions and swaps of two
    /// neighbouring characters, each one edit.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty || b.isEmpty { return a.count + b.count }
        // Three rows of the table: the one before the previous, the previous, the current.
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
