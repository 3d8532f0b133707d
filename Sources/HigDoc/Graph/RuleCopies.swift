/// The rules that repeat an earlier rule word for word (lead and body, byte for byte): a section or a
/// guideline pasted twice.
enum RuleCopies {
    /// Of the rules at `positions` of `rules`, those whose lead and body repeat an earlier one's.
    static func repeats(_ positions: some Sequence<Int>, of rules: [Rule]) -> Set<Int> {
        // Rules are told apart by their texts' lengths first (known without reading them): only rules of
        // the same lengths are compared, byte for byte (hashing every rule's texts cost the check 0.4%).
        var byLengths: [Int: [Int]] = [:]
        var repeats = Set<Int>()
        for position in positions {
            let lengths = rules[position].lead.utf8.count << 32 | rules[position].body.utf8.count
            let isRepeat = byLengths[lengths]?.contains {
                Text.hasSameBytes(rules[$0].lead, rules[position].lead)
                    && Text.hasSameBytes(rules[$0].body, rules[position].body)
            }
            if isRepeat == true { repeats.insert(position) } else { byLengths[lengths, default: []].append(position) }
        }
        return repeats
    }
}
