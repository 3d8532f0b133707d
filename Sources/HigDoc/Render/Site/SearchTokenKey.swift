/// A search token as the index builder keys its tables: a CJK character or pair of characters as
/// scalars, hashed and compared without building a string, or a word.
///
/// Most tokens of a Chinese page are characters and bigrams; as strings each would be allocated,
/// normalized and hashed byte by byte, once per occurrence. The text of a key is made once per
/// distinct token, when the index is written (`text`).
enum SearchTokenKey: Hashable, Sendable {
    case character(Unicode.Scalar)
    case pair(Unicode.Scalar, Unicode.Scalar)
    case word(String)

    /// A character or a pair gives the hasher one word (the pair's first scalar in the high half, so
    /// no pair hashes as a character does), not the case and each scalar apart: these keys are hashed
    /// once or twice for every character of every Chinese page.
    func hash(into hasher: inout Hasher) {
        switch self {
        case .character(let scalar): hasher.combine(UInt64(scalar.value))
        case .pair(let first, let second): hasher.combine(UInt64(first.value) << 32 | UInt64(second.value))
        case .word(let word): hasher.combine(word)
        }
    }

    /// The token as the site's index files and `search.js` spell it.
    var text: String {
        switch self {
        case .character(let scalar): String(scalar)
        case .pair(let first, let second): String(first) + String(second)
        case .word(let word): word
        }
    }
}
