/// Splits text into search tokens the same way the site's `search.js` does for queries.
///
/// Latin-script text gives words (lowercased, a plural `s` dropped); CJK text has no spaces between
/// words, so it gives every character and every pair of neighbouring characters (bigrams): a query
/// of two or more characters matches through its bigrams, a one-character query through the character.
public enum SearchTokenizer {
    public enum Token: Hashable, Sendable {
        case word(String)
        case cjk(String)

        public var key: String {
            switch self {
            case .word(let text), .cjk(let text): text
            }
        }
    }

    /// Every token of `text`, in order, with repeats (for indexing).
    public static func indexTokens(_ text: String) -> [String] {
        var tokens: [String] = []
        forEachIndexToken(in: text) { tokens.append($0.text) }
        return tokens
    }

    /// Calls `body` with every token of `text`, in order, with repeats: the tokens of `indexTokens`,
    /// without building a string for each character and bigram.
    ///
    /// A CJK run c1 c2 … cn gives c1, c1c2, c2, c2c3, …, cn: each character after its bigram with the
    /// character before it. A word is stemmed when it ends. The normalized text is read over its UTF-8
    /// bytes, and a word is made from its bytes once it ends (appending it scalar by scalar to a string
    /// cost about 270 instructions a scalar).
    static func forEachIndexToken(in text: String, _ body: (SearchTokenKey) -> Void) {
        withNormalizedUTF8(text) { bytes in
            // The word being read: the offset of its first byte (-1: none), and whether it is all ASCII.
            var wordStart = -1
            var wordIsASCII = true
            var previousCJK: Unicode.Scalar?
            func endWord(at end: Int) {
                guard wordStart >= 0 else { return }
                defer {
                    wordStart = -1
                    wordIsASCII = true
                }
                var stemmedEnd = end
                if wordIsASCII {
                    // `stem` over bytes: more than three letters, a final `s` not after another.
                    if end - wordStart > 3 && bytes[end - 1] == UInt8(ascii: "s") && bytes[end - 2] != UInt8(ascii: "s")
                    {
                        stemmedEnd = end - 1
                    }
                    body(
                        .word(
                            String(
                                decoding: UnsafeBufferPointer(rebasing: bytes[wordStart..<stemmedEnd]), as: UTF8.self)))
                } else {
                    body(
                        .word(
                            stem(String(decoding: UnsafeBufferPointer(rebasing: bytes[wordStart..<end]), as: UTF8.self))
                        ))
                }
            }
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                // The text is a `String`: its bytes are UTF-8.
                let (value, length) = Text.decodeScalar(bytes, at: index)
                let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
                if isCJK(scalar) {
                    endWord(at: index)
                    if let previous = previousCJK { body(.pair(previous, scalar)) }
                    body(.character(scalar))
                    previousCJK = scalar
                } else if isWordCharacter(scalar) {
                    previousCJK = nil
                    if wordStart < 0 { wordStart = index }
                    if lead >= 0x80 { wordIsASCII = false }
                } else {
                    previousCJK = nil
                    endWord(at: index)
                }
                index += length
            }
            endWord(at: bytes.count)
        }
    }

    /// The tokens a query must all match: words, and the bigrams of CJK runs (a lone character stays whole).
    public static func queryTokens(_ text: String) -> [String] {
        var tokens: [String] = []
        for run in runs(text) {
            switch run {
            case .word(let word): tokens.append(stem(word))
            case .cjk(let characters):
                let scalars = Array(characters.unicodeScalars)
                if scalars.count == 1 { tokens.append(String(scalars[0])) }
                for index in scalars.indices.dropLast() {
                    tokens.append(String(scalars[index]) + String(scalars[index + 1]))
                }
            }
        }
        return tokens
    }

    /// Runs of word characters and of CJK characters; everything else separates them.
    static func runs(_ text: String) -> [Token] {
        var runs: [Token] = []
        var current = String.UnicodeScalarView()
        var currentIsCJK = false
        func flush() {
            if !current.isEmpty {
                let run = String(current)
                runs.append(currentIsCJK ? .cjk(run) : .word(run))
            }
            current = String.UnicodeScalarView()
        }
        for scalar in normalized(text).unicodeScalars {
            if isCJK(scalar) {
                if !currentIsCJK { flush() }
                currentIsCJK = true
                current.append(scalar)
            } else if isWordCharacter(scalar) {
                if currentIsCJK { flush() }
                currentIsCJK = false
                current.append(scalar)
            } else {
                flush()
            }
        }
        flush()
        return runs
    }

    /// The text in compatibility composition (NFKC: `ＴＡＢ` → `TAB`), lowercased.
    static func normalized(_ text: String) -> String {
        switch normalization(of: text) {
        case .asIs: text
        case .byScalar: withMappedUTF8(text) { String(decoding: $0, as: UTF8.self) }
        case .foundation: text.precomposedStringWithCompatibilityMapping.lowercased()
        }
    }

    /// How a text is normalized.
    ///
    /// Most guideline text is ASCII, common CJK ideographs and punctuation, and typographic punctuation
    /// (`’`, `—`, `“”`), which NFKC and lowercasing leave as they are (`asIs`, when it has no uppercase
    /// ASCII letter either). With uppercase ASCII letters or full-width forms as well, NFKC maps each
    /// full-width form to its ASCII counterpart on its own (U+FF01–U+FF5E to U+0021–U+007E, the
    /// ideographic space and the no-break space to a space) and leaves the rest, so the text is mapped
    /// scalar by scalar and lowercased byte by byte (`byScalar`). Anything else goes through Foundation.
    enum Normalization {
        case asIs
        case byScalar
        case foundation
    }

    static func normalization(of text: String) -> Normalization {
        var hasUppercaseASCII = false
        var hasWideForms = false
        // Over the UTF-8 bytes (the text is a `String`, so they are UTF-8): an ASCII byte is its scalar.
        let needsFoundation = Text.withUTF8(text) { bytes -> Bool in
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                if lead < 0x80 {
                    if lead &- 0x41 < 26 { hasUppercaseASCII = true }
                    index += 1
                    continue
                }
                let (value, length) = Text.decodeScalar(bytes, at: index)
                index += length
                switch value {
                case 0x3001...0x3035, 0x3037, 0x303B...0x303F, 0x4E00...0x9FFF: continue
                case 0x3000, 0xFF01...0xFF5E, 0xA0: hasWideForms = true
                case _ where isInertPunctuation(value): continue
                default: return true
                }
            }
            return false
        }
        if needsFoundation { return .foundation }
        return hasUppercaseASCII || hasWideForms ? .byScalar : .asIs
    }

    /// Runs `body` on the UTF-8 bytes of `normalized(text)`, without making a string of them when the
    /// text is mapped scalar by scalar: the mapped bytes are written into a temporary buffer (never
    /// longer than the text: each mapped scalar is one byte, from one to three).
    static func withNormalizedUTF8<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        switch normalization(of: text) {
        case .asIs:
            return Text.withUTF8(text, body)
        case .foundation:
            var normalized = text.precomposedStringWithCompatibilityMapping.lowercased()
            return normalized.withUTF8(body)
        case .byScalar:
            return withMappedUTF8(text, body)
        }
    }

    /// Runs `body` on the bytes of a `byScalar` text mapped scalar by scalar (full-width forms and the
    /// two spaces to ASCII, uppercase ASCII lowercased), written into a temporary buffer.
    private static func withMappedUTF8<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result)
        -> Result
    {
        Text.withUTF8(text) { bytes in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { out in
                var count = 0
                var index = 0
                while index < bytes.count {
                    let lead = bytes[index]
                    if lead < 0x80 {
                        out[count] = lead &- 0x41 < 26 ? lead | 0x20 : lead
                        count += 1
                        index += 1
                        continue
                    }
                    let (value, length) = Text.decodeScalar(bytes, at: index)
                    if value == 0x3000 || value == 0xA0 {
                        out[count] = 0x20
                        count += 1
                    } else if value >= 0xFF01 && value <= 0xFF5E {
                        let byte = UInt8(value - 0xFEE0)
                        out[count] = byte &- 0x41 < 26 ? byte | 0x20 : byte
                        count += 1
                    } else {
                        for offset in 0..<length { out[count + offset] = bytes[index + offset] }
                        count += length
                    }
                    index += length
                }
                return body(UnsafeBufferPointer(rebasing: out[..<count]))
            }
        }
    }

    /// Whether a scalar is punctuation or a symbol that NFKC and lowercasing leave as it is, next to any
    /// other scalar of the fast path: no decomposition of either kind, no case, combining class 0, and
    /// never the second scalar of a canonical composition. Latin-1 and general punctuation and the
    /// geometric shapes, derived from the Unicode Character Database (whose decompositions are stable
    /// by policy) and tested against Foundation scalar by scalar.
    @inline(__always)
    static func isInertPunctuation(_ value: UInt32) -> Bool {
        switch value {
        case 0x00A1...0x00A7, 0x00A9, 0x00AB...0x00AE, 0x00B0...0x00B1, 0x00B6...0x00B7, 0x00BB, 0x00BF,
            0x2010, 0x2012...0x2016, 0x2018...0x2023, 0x2027...0x202E, 0x2030...0x2032, 0x2035, 0x2038...0x203B,
            0x203D, 0x203F...0x2046, 0x204A...0x2056, 0x2058...0x205E, 0x25A0...0x25FF:
            true
        default: false
        }
    }

    /// Whether a scalar is a letter or number in the ASCII range (a cheap answer before the Unicode tables).
    @inline(__always)
    static func isASCIIWordCharacter(_ value: UInt32) -> Bool {
        (value &- 0x30 < 10) || ((value | 0x20) &- 0x61 < 26)
    }

    /// `bars` → `bar`, `items` → `item`; `class`, `bus` and `is` stay (search.js does the same).
    static func stem(_ word: String) -> String {
        guard word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss") else { return word }
        return String(word.dropLast())
    }

    /// Han, kana, bopomofo and hangul (the same ranges as search.js).
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x2FDF, 0x3040...0x30FF, 0x3100...0x312F, 0x31A0...0x31BF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x2FA1F:
            return true
        default:
            return false
        }
    }

    /// Letters and numbers (`\p{L}` and `\p{N}` in search.js).
    static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isASCIIWordCharacter(scalar.value) }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }
}
