/// The quantities a sentence states, in either language: `44 x 44` → [44, 44], `five` → [5], `三个` → [3].
///
/// Digits are ASCII or full-width (`５个`, `４４ｘ４４`, U+FF10…U+FF19, as a Chinese text may write them),
/// of the same values, mixed as written (`1０` is 10).
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
    /// 第 (U+7B2C), which makes the numeral after it an ordinal.
    private static let ordinalMark: UInt32 = 0x7B2C
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
        return Text.withUTF8(text) { bytes in
            var found: [Quantity] = []
            scan(bytes, language: language) { value, range, kind in
                let written = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
                found.append(Quantity(value: value, written: kind == .englishWord ? written.lowercased() : written))
            }
            return found
        }
    }

    /// Whether `text` may state a quantity in `language`: whether it holds a digit (ASCII or full-width),
    /// a Chinese digit of `chineseDigits` (zh) or one of the `englishWords` (en). A byte scan that makes no
    /// string, for passing over the texts that state none (most prose) before any is joined or extracted:
    /// every quantity `quantities(in:language:)` finds starts with one of these, and texts without any
    /// hold none when joined either (cmark cuts a word into texts only at markup characters, which no
    /// number word has, and at a character reference, which no writer spells one with).
    static func mayStateQuantity(in text: String, language: Language) -> Bool {
        Text.withUTF8(text) { bytes in
            language == .en ? mayStateEnglishQuantity(bytes) : mayStateChineseQuantity(bytes)
        }
    }

    /// `mayStateQuantity` of English: a digit, or a word of ASCII letters that is a number word (most are
    /// passed over by their length or first letter).
    private static func mayStateEnglishQuantity(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let spellings = englishSpellings
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte &- 0x30 < 10 { return true }
            let letter = (byte | 0x20) &- 0x61
            guard letter < 26 else {
                // 0xEF is a lead byte only, never inside a scalar.
                if byte == 0xEF && fullWidthDigit(bytes, at: index) != nil { return true }
                index += 1
                continue
            }
            let end = letterRunEnd(bytes, from: index + 1)
            if spellings.lengths.contains(end - index), spellings.firstLetters & 1 << ((letter + 1) & 31) != 0,
                englishNumberWord(UnsafeBufferPointer(rebasing: bytes[index..<end])) != nil
            {
                return true
            }
            index = end
        }
        return false
    }

    /// Where the run of ASCII letters at `index` of `bytes` ends (`index` itself when no letter is there):
    /// eight bytes at a time while eight are left, a word's letters in one step or two.
    @inline(__always)
    static func letterRunEnd(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        var end = index
        while end &+ 8 <= bytes.count {
            let stops = nonLetterBytes(UnsafeRawPointer(bytes.baseAddress! + end).loadUnaligned(as: UInt64.self))
            if stops != 0 { return end + stops.trailingZeroBitCount >> 3 }
            end += 8
        }
        while end < bytes.count, (bytes[end] | 0x20) &- 0x61 < 26 { end += 1 }
        return end
    }

    /// The high bit of each byte of an eight-byte word (read little-endian, the first byte lowest) that is
    /// not an ASCII letter. A byte's low seven bits, with 0x20 set (lowercase), plus 0x1F reach 0x80 from
    /// `a` on, plus 0x05 from past `z` on; no sum carries into the next byte.
    @inline(__always)
    static func nonLetterBytes(_ word: UInt64) -> UInt64 {
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let lowered = (word | 0x2020_2020_2020_2020) & 0x7F7F_7F7F_7F7F_7F7F
        let fromA = (lowered &+ 0x1F1F_1F1F_1F1F_1F1F) & highBits
        let pastZ = (lowered &+ 0x0505_0505_0505_0505) & highBits
        return (word & highBits) | (~fromA & highBits) | pastZ
    }

    /// `mayStateQuantity` of Chinese: a digit, a full-width digit (led by EF), or a Chinese digit, each
    /// led by E4 or E5 (U+4E00…U+5FFF); a scalar of three bytes with another lead is passed over whole.
    private static func mayStateChineseQuantity(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let table = ideographTable
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte &- 0x30 < 10 { return true }
                index += 1
            } else if byte == 0xE4 || byte == 0xE5 {
                if let value = Text.ideograph(in: bytes, at: index), chineseDigit(value, table: table) != nil {
                    return true
                }
                index += 3
            } else if byte == 0xEF {
                if fullWidthDigit(bytes, at: index) != nil { return true }
                index += 3
            } else {
                index += Text.scalarLength(lead: byte)
            }
        }
        return false
    }

    /// The value of the full-width digit (U+FF10…U+FF19: EF BC 90…99) starting at byte `index`, if one
    /// does.
    @inline(__always)
    static func fullWidthDigit(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        guard index + 2 < bytes.count, bytes[index] == 0xEF, bytes[index + 1] == 0xBC else { return nil }
        let digit = bytes[index + 2] &- 0x90
        return digit < 10 ? Int(digit) : nil
    }

    /// The value of a digit `Character`: an ASCII one, or a full-width one of one scalar.
    @inline(__always)
    static func digitValue(_ character: Character) -> Int? {
        if let ascii = character.asciiValue { return ascii &- 0x30 < 10 ? Int(ascii &- 0x30) : nil }
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let value = scalars.first?.value, value &- 0xFF10 < 10 else { return nil }
        return Int(value &- 0xFF10)
    }

    /// How a quantity was written, for building its `written` text.
    private enum Written { case digits, englishWord, chineseNumeral }

    /// The scan of `quantitiesByCharacter` over the UTF-8 bytes of a text whose every character is one
    /// scalar: calls `found` with each quantity's value and byte range, in text order. It looks at byte
    /// and scalar values only, so `values(in:)` builds no string and no array of scalars.
    ///
    /// Bytes answer as scalars do: an ASCII test (digit, letter, space, dash) never holds for a byte of
    /// a longer scalar (all are 0x80 or more), the ideographs a Chinese numeral is made of
    /// (U+4E00…U+9FFF) are the three-byte sequences led by E4…E9, and the full-width digits, dash and
    /// full stop (U+FF10…U+FF19, U+FF0D, U+FF0E) those led by EF BC, each read whole where it starts.
    private static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, language: Language, found: (Int, Range<Int>, Written) -> Void
    ) {
        @inline(__always) func isDigit(_ index: Int) -> Bool { bytes[index] >= 0x30 && bytes[index] <= 0x39 }
        /// The digit, ASCII or full-width, starting at byte `index`: its value and its length in bytes.
        @inline(__always) func digit(at index: Int) -> (value: Int, length: Int)? {
            let byte = bytes[index]
            if byte &- 0x30 < 10 { return (Int(byte &- 0x30), 1) }
            if byte == 0xEF, let value = fullWidthDigit(bytes, at: index) { return (value, 3) }
            return nil
        }
        /// The length in bytes of the dash or full stop, ASCII or full-width, at byte `index` (0 if none).
        @inline(__always) func separatorLength(at index: Int) -> Int {
            let byte = bytes[index]
            if byte == 0x2D || byte == 0x2E { return 1 }
            if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBC, bytes[index + 2] &- 0x8D < 2 {
                return 3
            }
            return 0
        }
        @inline(__always) func isLetter(_ index: Int) -> Bool {
            let value = bytes[index] | 0x20
            return value >= 0x61 && value <= 0x7A
        }
        /// The ideograph starting at byte `index`, if one does (Chinese numerals and classifiers are all
        /// in U+4E00…U+9FFF).
        @inline(__always) func ideograph(at index: Int) -> UInt32? { Text.ideograph(in: bytes, at: index) }
        // The table read once: a static's every read checks that it is made (`swift_once`), and the
        // compiler does not take that out of the loop.
        let table = ideographTable
        @inline(__always) func chineseDigit(_ value: UInt32) -> Int? { Self.chineseDigit(value, table: table) }
        @inline(__always) func isClassifier(_ value: UInt32) -> Bool { Self.isClassifier(value, table: table) }
        /// The number whose first digit is at byte `start`, found unless glued to a letter or a version;
        /// where the scan goes on.
        @inline(__always) func number(at start: Int) -> Int {
            var end = start
            // `Int(digits)`: nil past Int.max, which then states no quantity.
            var value: Int? = 0
            while end < bytes.count, let digit = digit(at: end) {
                value = value.flatMap { current in
                    let (times, overflowTimes) = current.multipliedReportingOverflow(by: 10)
                    let (sum, overflowSum) = times.addingReportingOverflow(digit.value)
                    return overflowTimes || overflowSum ? nil : sum
                }
                end += digit.length
            }
            let glued = (start > 0 && isLetter(start - 1)) || (end < bytes.count && isLetter(end) && bytes[end] != 0x78)
            if !glued && !isVersionOrReference(bytes, at: start), let value, value != 1 {
                found(value, start..<end, .digits)
            }
            // `33-1`: the part after the dash belongs to the same reference.
            var index = end
            while index < bytes.count {
                let separator = separatorLength(at: index)
                guard separator > 0, index + separator < bytes.count, digit(at: index + separator) != nil else { break }
                index += separator
                while index < bytes.count, let digit = digit(at: index) { index += digit.length }
            }
            return index
        }
        var index = 0
        while index < bytes.count {
            if isDigit(index) {
                index = number(at: index)
                continue
            }
            if language == .en, isLetter(index) {
                var end = index
                while end < bytes.count, isLetter(end) { end += 1 }
                if let value = englishNumberWord(UnsafeBufferPointer(rebasing: bytes[index..<end])) {
                    found(value, index..<end, .englishWord)
                }
                index = end
                continue
            }
            if language == .zh, let value = ideograph(at: index).flatMap(chineseDigit) {
                var end = index + 3
                var total = value
                var lastIsTen = value == 10
                if let next = ideograph(at: end).flatMap(chineseDigit) {
                    total = value == 10 ? 10 + next : (next == 10 ? value * 10 : value * 10 + next)
                    lastIsTen = next == 10
                    end += 3
                }
                // The units after a ten: 十一 (11), 二十五 (25), 二十一 (21); 一 is no digit of its own.
                if lastIsTen, let unit = ideograph(at: end).flatMap({ $0 == 0x4E00 ? 1 : chineseDigit($0) }), unit < 10
                {
                    total += unit
                    end += 3
                }
                // The scalar before: an ideograph when the byte three back leads one (a longer scalar's
                // last three bytes never start with a lead byte). After 第 the numeral is an ordinal
                // (第二个, the second), no count.
                let previous = ideograph(at: index - 3)
                let previousIsNumeral =
                    previous.map { chineseDigit($0) != nil || $0 == 0x4E00 || $0 == ordinalMark } ?? false
                if !previousIsNumeral, let next = ideograph(at: end), isClassifier(next) {
                    found(total, index..<end, .chineseNumeral)
                }
                index = end
                continue
            }
            // A full-width digit: neither letter nor ideograph, so tried last, and only at its lead byte.
            if bytes[index] == 0xEF, fullWidthDigit(bytes, at: index) != nil {
                index = number(at: index)
                continue
            }
            // The scan stands at the start of a scalar: past it whole (three bytes for an ideograph).
            index += Text.scalarLength(lead: bytes[index])
        }
    }

    /// The value of a Chinese digit of `chineseDigits`, by scalar value, without hashing.
    @inline(__always)
    private static func chineseDigit(_ value: UInt32, table: [UInt8]) -> Int? {
        guard value >= 0x4E00 && value <= 0x9FFF else { return nil }
        let digit = table[Int(value) - 0x4E00] & ~classifierBit
        return digit == 0 ? nil : Int(digit)
    }

    /// Whether a scalar is one of the `classifiers`, by scalar value, without hashing.
    @inline(__always)
    private static func isClassifier(_ value: UInt32, table: [UInt8]) -> Bool {
        value >= 0x4E00 && value <= 0x9FFF && table[Int(value) - 0x4E00] & classifierBit != 0
    }

    /// The value of an ASCII word of `englishWords` in any letter case: the word's letters, lowercased,
    /// packed into one integer (a byte each, the first highest) and compared with each spelling packed
    /// alike. The caller passes ASCII letters only.
    ///
    /// Most words of English prose are no number word: a word whose length or first letter no spelling
    /// has is passed over before it is packed (the scan meets every word of every English text).
    static func englishNumberWord(_ word: UnsafeBufferPointer<UInt8>) -> Int? {
        let spellings = englishSpellings
        guard spellings.lengths.contains(word.count), spellings.firstLetters & 1 << ((word[0] | 0x20) & 31) != 0
        else { return nil }
        var packed: UInt64 = 0
        for byte in word { packed = packed << 8 | UInt64(byte | 0x20) }
        for (spelling, value) in spellings.packed where spelling == packed { return value }
        return nil
    }

    /// `englishWords` for `englishNumberWord`, in one static (each is a check that it is made): their
    /// lengths, their first letters (bit `letter & 31` of the lowercase ASCII letter) and each spelling
    /// packed as `englishNumberWord` packs a word (none longer than eight letters, so none is cut; a
    /// longer word's highest byte is a letter, so no spelling packs as a shorter one does).
    private static let englishSpellings: (lengths: ClosedRange<Int>, firstLetters: UInt32, packed: [(UInt64, Int)]) = (
        englishWordLengths,
        englishWords.keys.reduce(0) { $0 | 1 << ($1.utf8.first! & 31) },
        englishWords.sorted { $0.key < $1.key }.map {
            precondition($0.key.utf8.count <= 8, "an English number word longer than eight letters")
            return ($0.key.utf8.reduce(0) { $0 << 8 | UInt64($1) }, $0.value)
        }
    )

    /// `versionPrefixes` as UTF-8 bytes, each compared with the lowercased bytes before a number.
    private static let versionPrefixBytes: [[UInt8]] = versionPrefixes.map {
        precondition($0.count < 10, "a version prefix of ten characters or more")
        return Array($0.utf8)
    }

    /// What joins the parts of a reference or version (`33-1`, `10.9`), ASCII or full-width.
    private static let separators: Set<Character> = ["-", ".", "－", "．"]

    /// `quantities(in:language:)` over `Character`s, for texts with combining marks or other clusters.
    static func quantitiesByCharacter(in text: String, language: Language) -> [Quantity] {
        let characters = Array(text)
        var found: [Quantity] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if digitValue(character) != nil {
                var end = index
                // `Int(digits)`, of full-width digits too: nil past Int.max.
                var value: Int? = 0
                while end < characters.count, let digit = digitValue(characters[end]) {
                    value = value.flatMap { current in
                        let (times, overflowTimes) = current.multipliedReportingOverflow(by: 10)
                        let (sum, overflowSum) = times.addingReportingOverflow(digit)
                        return overflowTimes || overflowSum ? nil : sum
                    }
                    end += 1
                }
                let written = String(characters[index..<end])
                let glued =
                    (index > 0 && characters[index - 1].isLetter && characters[index - 1].isASCII)
                    || (end < characters.count && characters[end].isASCII && characters[end].isLetter
                        && characters[end] != "x")
                if !glued && !isVersionOrReference(characters, at: index), let value, value != 1 {
                    found.append(Quantity(value: value, written: written))
                }
                // `33-1`: the part after the dash belongs to the same reference.
                index = end
                while index < characters.count, Self.separators.contains(characters[index]),
                    index + 1 < characters.count, digitValue(characters[index + 1]) != nil
                {
                    index += 1
                    while index < characters.count, digitValue(characters[index]) != nil { index += 1 }
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
                var lastIsTen = value == 10
                if end < characters.count, let next = chineseDigits[characters[end]] {
                    total = value == 10 ? 10 + next : (next == 10 ? value * 10 : value * 10 + next)
                    lastIsTen = next == 10
                    end += 1
                }
                if lastIsTen, end < characters.count,
                    let unit = characters[end] == "一" ? 1 : chineseDigits[characters[end]], unit < 10
                {
                    total += unit
                    end += 1
                }
                let previousIsNumeral =
                    index > 0
                    && (chineseDigits[characters[index - 1]] != nil || characters[index - 1] == "一"
                        || characters[index - 1] == "第")
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
        Text.withUTF8(text) { scan($0, language: language) { value, _, _ in values.insert(value) } }
        return values
    }

    /// Whether the bytes before `index` (spaces skipped) end with a version prefix, ASCII letters
    /// lowercased. On one-scalar characters this is the `Character` test (every prefix is shorter than
    /// the ten characters it looks back over): no other scalar lowercases to a letter of a prefix but the
    /// Kelvin sign, to `k`, which no prefix has.
    private static func isVersionOrReference(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var start = index
        while start > 0, bytes[start - 1] == 0x20 { start -= 1 }
        return versionPrefixBytes.contains { prefix in
            guard start >= prefix.count else { return false }
            for (offset, expected) in prefix.enumerated() {
                let byte = bytes[start - prefix.count + offset]
                if (byte >= 0x41 && byte <= 0x5A ? byte + 32 : byte) != expected { return false }
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
