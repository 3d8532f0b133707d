/// A character reference of the source (`&#8217;`, `&#x2019;`, `&rsquo;`) read back to the character the
/// parser decoded it to, for placing text in the source (`SourceLineSearch.findRun`).
///
/// Numeric references are read as CommonMark reads them: 1 to 7 decimal digits or 1 to 6 hexadecimal
/// ones, a code point of zero, a surrogate or one past U+10FFFF standing for U+FFFD. Of the named ones,
/// only those that may write a character of an English run or what separates its words are known (the
/// apostrophes, the comma) and a few common ones; any other name reads as no reference, which matches
/// no character of a run.
enum HTMLCharacterReference {
    /// The named references `decode` knows, with the character each writes.
    static let named: [String: Character] = [
        "apos": "'", "rsquo": "’", "rsquor": "’", "CloseCurlyQuote": "’", "comma": ",", "hyphen": "‐",
        "amp": "&", "quot": "\"", "lt": "<", "gt": ">", "nbsp": "\u{00A0}",
    ]

    /// The character the reference at `offset` of `characters` writes and the reference's length, or nil
    /// when no reference `decode` knows starts there.
    static func decode(_ characters: [Character], at offset: Int) -> (character: Character, length: Int)? {
        guard offset + 2 < characters.count, characters[offset] == "&" else { return nil }
        var index = offset + 1
        if characters[index] == "#" {
            index += 1
            let hexadecimal = characters[index] == "x" || characters[index] == "X"
            if hexadecimal { index += 1 }
            let maximumDigits = hexadecimal ? 6 : 7
            var value: UInt32 = 0
            var digits = 0
            while index < characters.count, digits < maximumDigits, characters[index].isASCII,
                let digit = characters[index].hexDigitValue, hexadecimal || digit < 10
            {
                value = value * (hexadecimal ? 16 : 10) + UInt32(digit)
                digits += 1
                index += 1
            }
            guard digits > 0, index < characters.count, characters[index] == ";" else { return nil }
            let scalar = Unicode.Scalar(value).flatMap { value == 0 ? nil : $0 } ?? "\u{FFFD}"
            return (Character(scalar), index + 1 - offset)
        }
        var name = ""
        while index < characters.count, index - offset <= 32, characters[index].isASCII,
            characters[index].isLetter || characters[index].isNumber
        {
            name.append(characters[index])
            index += 1
        }
        guard index < characters.count, characters[index] == ";", let character = named[name] else { return nil }
        return (character, index + 1 - offset)
    }
}
