/// The rules that repeat an earlier rule word for word (lead and body, byte for byte): a section or a
/// guideline pasted twice.
enum RuleCopies {
    /// Of the rules at `positions` of `rules`, those whose lead and body repeat an earlier one's.
    static func repeats(_ positions: some Sequence<Int>, of rules: [Rule]) -> Set<Int> {
        // Rules are told apart by their texts' lengths first (known without reading them): only rules of
        // the same lengths are compared, byte for byte (hashing every rule's texts cost the check 0.4%).
        // The first rule of each pair of lengths is kept as a number, the others, rarely any, in a list (a
        // list for every rule was an allocation each).
        var first: [Int: Int] = [:]
        first.reserveCapacity(positions.underestimatedCount)
        var others: [Int: [Int]] = [:]
        var repeats = Set<Int>()
        func isSame(_ earlier: Int, _ position: Int) -> Bool {
            Text.hasSameBytes(rules[earlier].lead, rules[position].lead)
                && Text.hasSameBytes(rules[earlier].body, rules[position].body)
        }
        for position in positions {
            let lengths = rules[position].lead.utf8.count << 32 | rules[position].body.utf8.count
            guard let earlier = first[lengths] else {
                first[lengths] = position
                continue
            }
            if isSame(earlier, position) || others[lengths]?.contains(where: { isSame($0, position) }) == true {
                repeats.insert(position)
            } else {
                others[lengths, default: []].append(position)
            }
        }
        return repeats
    }
}
