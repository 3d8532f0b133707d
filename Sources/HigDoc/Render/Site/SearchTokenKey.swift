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

    /// The token as the site's index files and `search.js` spell it.
    var text: String {
        switch self {
        case .character(let scalar): String(scalar)
        case .pair(let first, let second): String(first) + String(second)
        case .word(let word): word
        }
    }
}
