/// The quantities a sentence states, in either language: `44 x 44` → [44, 44], `five` → [5], `三个` → [3].
///
/// Version numbers (`iOS 7`) and table references (`Table 33-1`, `表 37-1`) are not quantities: they
/// differ between editions and are checked elsewhere. `one` / `一` are left out: both languages use them
/// as articles far more often than as counts.
public enum NumberExtractor {
    static let englishWords: [String: Int] = [
        "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "eleven": 11, "twelve": 12, "twenty": 20, "hundred": 100,
    ]
    static let chineseDigits: [Character: Int] = [
        "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10,
    ]
    /// Measure words after which a Chinese numeral is a count.
    static let classifiers: Set<Character> = [
        "个", "种", "项", "次", "条", "位", "名", "行", "列", "张", "款", "点", "倍", "秒", "件", "栏", "节",
    ]
    /// The lengths of the `englishWords`.
    static let englishWordLengths = englishWords.keys.map(\.count).min()!...englishWords.keys.map(\.count).max()!
    /// `chineseDigits` and `classifiers` by CJK ideograph (U+4E00…U+9FFF; each is one), for the scalar
    /// scan: the low bits hold a digit's value, `classifierBit` marks a classifier.
    private static let ideographTable: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 0x9FFF - 0x4E00 + 1)
        for (digit, value) in chineseDigits { table[Int(digit.unicodeScalars.first!.value) - 0x4E00] |= UInt8(value) }
        for classifier in classifiers { table[Int(classifier.unicodeScalars.first!.value) - 0x4E00] |= classifierBit }
        return table
    }()
    private static let classifierBit: UInt8 = 0x80
    static let versionPrefixes = [
        "ios", "iphone os", "os x", "macos", "watchos", "tvos", "table", "figure", "表", "图", "listing",
    ]

    /// A number as found, with the text that stated it.
    public struct Quantity: Hashable, Sendable {
        public var value: Int
        public var written: String
    }

    public static func quantities(in text: String, language: Language) -> [Quantity] {
        guard Text.isOneScalarPerCharacter(text) else { return quantitiesByCharacter(in: text, language: language) }
        let scalars = Text.scalars(of: text)
        var found: [Quantity] = []
        scan(scalars, language: language) { value, range, kind in
            let written: String
            switch kind {
            case .digits: written = String(String.UnicodeScalarView(scalars[range]))
            case .englishWord: written = String(String.UnicodeScalarView(scalars[range])).lowercased()
            case .chineseNumeral: written = String(String.UnicodeScalarView(scalars[range]))
            }
            found.append(Quantity(value: value, written: written))
        }
        return found
    }

    /// How a quantity was written, for building its `written` text.
    private enum Written { case digits, englishWord, chineseNumeral }

    /// The scan of `quantitiesByCharacter` over a text whose every character is one scalar: calls `found`
    /// with each quantity's value and scalar range, in text order. It looks at scalar values only, so
    /// `values(in:)` builds no string.
    private static func scan(
        _ scalars: [Unicode.Scalar], language: Language, found: (Int, Range<Int>, Written) -> Void
    ) {
        func isDigit(_ index: Int) -> Bool { scalars[index].value >= 0x30 && scalars[index].value <= 0x39 }
        func isLetter(_ index: Int) -> Bool {
            let value = scalars[index].value | 0x20
            return value >= 0x61 && value <= 0x7A
        }
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if isDigit(index) {
                var end = index
                // `Int(digits)`: nil past Int.max, which then states no quantity.
                var value: Int? = 0
                while end < scalars.count, isDigit(end) {
                    value = value.flatMap { current in
                        let (times, overflowTimes) = current.multipliedReportingOverflow(by: 10)
                        let (sum, overflowSum) = times.addingReportingOverflow(Int(scalars[end].value - 0x30))
                        return overflowTimes || overflowSum ? nil : sum
                    }
                    end += 1
                }
                let glued =
                    (index > 0 && isLetter(index - 1)) || (end < scalars.count && isLetter(end) && scalars[end] != "x")
                if !glued && !isVersionOrReference(scalars, at: index), let value, value != 1 {
                    found(value, index..<end, .digits)
                }
                index = end
                // `33-1`: the part after the dash belongs to the same reference.
                while index < scalars.count, scalars[index] == "-" || scalars[index] == ".", index + 1 < scalars.count,
                    isDigit(index + 1)
                {
                    index += 1
                    while index < scalars.count, isDigit(index) { index += 1 }
                }
                continue
            }
            if language == .en, isLetter(index) {
                var end = index
                while end < scalars.count, isLetter(end) { end += 1 }
                if let value = englishNumberWord(scalars[index..<end]) { found(value, index..<end, .englishWord) }
                index = end
                continue
            }
            if language == .zh, let value = chineseDigit(scalar.value) {
                var end = index + 1
                var total = value
                if end < scalars.count, let next = chineseDigit(scalars[end].value) {
                    total = value == 10 ? 10 + next : (next == 10 ? value * 10 : value * 10 + next)
                    end += 1
                }
                let previousIsNumeral =
                    index > 0 && (chineseDigit(scalars[index - 1].value) != nil || scalars[index - 1] == "一")
                if !previousIsNumeral, end < scalars.count, isClassifier(scalars[end].value) {
                    found(total, index..<end, .chineseNumeral)
                }
                index = end
                continue
            }
            index += 1
        }
    }

    /// The value of a Chinese digit of `chineseDigits`, by scalar value, without hashing.
    @inline(__always)
    private static func chineseDigit(_ value: UInt32) -> Int? {
        guard value >= 0x4E00 && value <= 0x9FFF else { return nil }
        let digit = ideographTable[Int(value) - 0x4E00] & ~classifierBit
        return digit == 0 ? nil : Int(digit)
    }

    /// Whether a scalar is one of the `classifiers`, by scalar value, without hashing.
    @inline(__always)
    private static func isClassifier(_ value: UInt32) -> Bool {
        value >= 0x4E00 && value <= 0x9FFF && ideographTable[Int(value) - 0x4E00] & classifierBit != 0
    }

    /// The value of an ASCII word of `englishWords` in any letter case: the word's letters, lowercased,
    /// packed into one integer (a byte each, the first highest) and compared with each spelling packed
    /// alike. The caller passes ASCII letters only.
    private static func englishNumberWord(_ word: ArraySlice<Unicode.Scalar>) -> Int? {
        guard englishWordLengths.contains(word.count) else { return nil }
        var packed: UInt64 = 0
        for scalar in word { packed = packed << 8 | UInt64(truncatingIfNeeded: scalar.value | 0x20) }
        for (spelling, value) in englishWordsPacked where spelling == packed { return value }
        return nil
    }

    /// `englishWords`, each spelling packed as `englishNumberWord` packs a word (none longer than eight
    /// letters, so none is cut; a longer word's highest byte is a letter, so no spelling packs as a
    /// shorter one does).
    private static let englishWordsPacked: [(UInt64, Int)] = englishWords.sorted { $0.key < $1.key }.map {
        precondition($0.key.utf8.count <= 8, "an English number word longer than eight letters")
        return ($0.key.utf8.reduce(0) { $0 << 8 | UInt64($1) }, $0.value)
    }

    /// `versionPrefixes` as scalar values, each compared with the lowercased scalars before a number.
    private static let versionPrefixScalars: [[UInt32]] = versionPrefixes.map { $0.unicodeScalars.map(\.value) }

    /// `quantities(in:language:)` over `Character`s, for texts with combining marks or other clusters.
    static func quantitiesByCharacter(in text: String, language: Language) -> [Quantity] {
        let characters = Array(text)
        var found: [Quantity] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isASCII && character.isNumber {
                var end = index
                while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
                let written = String(characters[index..<end])
                let glued =
                    (index > 0 && characters[index - 1].isLetter && characters[index - 1].isASCII)
                    || (end < characters.count && characters[end].isASCII && characters[end].isLetter
                        && characters[end] != "x")
                if !glued && !isVersionOrReference(characters, at: index), let value = Int(written), value != 1 {
                    // `33-1`: the part after the dash belongs to the same reference.
                    found.append(Quantity(value: value, written: written))
                }
                index = end
                while index < characters.count, characters[index] == "-" || characters[index] == ".",
                    index + 1 < characters.count, characters[index + 1].isNumber, characters[index + 1].isASCII
                {
                    index += 1
                    while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
                }
                continue
            }
            if language == .en, character.isLetter, character.isASCII {
                var end = index
                while end < characters.count, characters[end].isASCII, characters[end].isLetter { end += 1 }
                let word = String(characters[index..<end]).lowercased()
                if let value = englishWords[word] { found.append(Quantity(value: value, written: word)) }
                index = end
                continue
            }
            if language == .zh, let value = chineseDigits[character] {
                var end = index + 1
                var total = value
                if end < characters.count, let next = chineseDigits[characters[end]] {
                    total = value == 10 ? 10 + next : (next == 10 ? value * 10 : value * 10 + next)
                    end += 1
                }
                let previousIsNumeral =
                    index > 0 && (chineseDigits[characters[index - 1]] != nil || characters[index - 1] == "一")
                if !previousIsNumeral, end < characters.count, classifiers.contains(characters[end]) {
                    found.append(Quantity(value: total, written: String(characters[index..<end])))
                }
                index = end
                continue
            }
            index += 1
        }
        return found
    }

    /// The distinct values stated in `text`. `oneScalarEach`, when known, is
    /// `Text.isOneScalarPerCharacter(text)`.
    public static func values(in text: String, language: Language, oneScalarEach: Bool? = nil) -> Set<Int> {
        guard oneScalarEach ?? Text.isOneScalarPerCharacter(text) else {
            return Set(quantitiesByCharacter(in: text, language: language).map(\.value))
        }
        var values = Set<Int>()
        scan(Text.scalars(of: text), language: language) { value, _, _ in values.insert(value) }
        return values
    }

    /// Whether the ten scalars before `index` (spaces skipped) end with a version prefix, ASCII letters
    /// lowercased. On one-scalar characters this is the `Character` test: no other scalar lowercases
    /// to a letter of a prefix but the Kelvin sign, to `k`, which no prefix has.
    private static func isVersionOrReference(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        var start = index
        while start > 0, scalars[start - 1] == " " { start -= 1 }
        let windowStart = max(0, start - 10)
        return versionPrefixScalars.contains { prefix in
            guard start - windowStart >= prefix.count else { return false }
            for (offset, expected) in prefix.enumerated() {
                let value = scalars[start - prefix.count + offset].value
                let lowered = value >= 0x41 && value <= 0x5A ? value + 32 : value
                if lowered != expected { return false }
            }
            return true
        }
    }

    private static func isVersionOrReference(_ characters: [Character], at index: Int) -> Bool {
        var start = index
        while start > 0, characters[start - 1] == " " { start -= 1 }
        let before = String(characters[max(0, start - 10)..<start]).lowercased()
        return versionPrefixes.contains { before.hasSuffix($0) }
    }
}
