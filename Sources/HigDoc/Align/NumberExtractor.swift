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
    /// `chineseDigits` and `classifiers` by scalar (each is one scalar), for the scalar scan.
    static let chineseDigitScalars = Dictionary(
        uniqueKeysWithValues: chineseDigits.map { ($0.key.unicodeScalars.first!, $0.value) })
    static let classifierScalars = Set(classifiers.map { $0.unicodeScalars.first! })
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
        // Every character is one scalar: the same scan as `quantitiesByCharacter`, over scalars.
        let scalars = Array(text.unicodeScalars)
        func isDigit(_ index: Int) -> Bool { scalars[index].value >= 0x30 && scalars[index].value <= 0x39 }
        func isLetter(_ index: Int) -> Bool {
            let value = scalars[index].value | 0x20
            return value >= 0x61 && value <= 0x7A
        }
        func written(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }
        /// ASCII scalars as a string, lowercased if asked, without going through a scalar view.
        func ascii(_ range: Range<Int>, lowercased: Bool) -> String {
            String(
                unsafeUninitializedCapacity: range.count,
                initializingUTF8With: { buffer in
                    for (offset, index) in range.enumerated() {
                        let value = UInt8(truncatingIfNeeded: scalars[index].value)
                        buffer[offset] = lowercased && value >= 0x41 && value <= 0x5A ? value + 32 : value
                    }
                    return range.count
                })
        }
        var found: [Quantity] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if isDigit(index) {
                var end = index
                while end < scalars.count, isDigit(end) { end += 1 }
                let digits = ascii(index..<end, lowercased: false)
                let glued =
                    (index > 0 && isLetter(index - 1)) || (end < scalars.count && isLetter(end) && scalars[end] != "x")
                if !glued && !isVersionOrReference(scalars, at: index), let value = Int(digits), value != 1 {
                    found.append(Quantity(value: value, written: digits))
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
                // Only a word as long as a number word can be one: spare building the others.
                if englishWordLengths.contains(end - index) {
                    let word = ascii(index..<end, lowercased: true)
                    if let value = englishWords[word] { found.append(Quantity(value: value, written: word)) }
                }
                index = end
                continue
            }
            if language == .zh, let value = chineseDigitScalars[scalar] {
                var end = index + 1
                var total = value
                if end < scalars.count, let next = chineseDigitScalars[scalars[end]] {
                    total = value == 10 ? 10 + next : (next == 10 ? value * 10 : value * 10 + next)
                    end += 1
                }
                let previousIsNumeral =
                    index > 0 && (chineseDigitScalars[scalars[index - 1]] != nil || scalars[index - 1] == "一")
                if !previousIsNumeral, end < scalars.count, classifierScalars.contains(scalars[end]) {
                    found.append(Quantity(value: total, written: written(index..<end)))
                }
                index = end
                continue
            }
            index += 1
        }
        return found
    }

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

    /// The distinct values stated in `text`.
    public static func values(in text: String, language: Language) -> Set<Int> {
        Set(quantities(in: text, language: language).map(\.value))
    }

    private static func isVersionOrReference(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        var start = index
        while start > 0, scalars[start - 1] == " " { start -= 1 }
        let before = String(String.UnicodeScalarView(scalars[max(0, start - 10)..<start])).lowercased()
        return versionPrefixes.contains { before.hasSuffix($0) }
    }

    private static func isVersionOrReference(_ characters: [Character], at index: Int) -> Bool {
        var start = index
        while start > 0, characters[start - 1] == " " { start -= 1 }
        let before = String(characters[max(0, start - 10)..<start]).lowercased()
        return versionPrefixes.contains { before.hasSuffix($0) }
    }
}
