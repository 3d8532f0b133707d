/// Two texts as one dictionary key, equal only when both texts are byte for byte (not merely
/// canonically equivalent, as `String`'s `==` has it) and hashed over their bytes (`UnitKey.mix`).
///
/// For caches whose values are made from the texts' bytes, shared by the threads that render pages
/// (`ImagePlaceholderCache`, `ResolvedURLCache`): keyed by `String`s, a text only canonically
/// equivalent to a held one (`é` precomposed or not) would get the value made from the other's bytes,
/// and which one was held would depend on which page a thread built first.
struct TextPairKey: Hashable, Sendable {
    let first: String
    let second: String

    init(_ first: String, _ second: String) {
        self.first = first
        self.second = second
    }

    static func == (lhs: TextPairKey, rhs: TextPairKey) -> Bool {
        Text.hasSameBytes(lhs.first, rhs.first) && Text.hasSameBytes(lhs.second, rhs.second)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(Text.withUTF8(first) { UnitKey.mix($0) })
        hasher.combine(Text.withUTF8(second) { UnitKey.mix($0) })
    }
}
