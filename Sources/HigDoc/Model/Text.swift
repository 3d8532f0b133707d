import Foundation

/// Small text utilities shared by the graph, the checks and the renderers.
public enum Text {
    /// Lowercased, whitespace-collapsed, trimmed; typographic apostrophes made plain.
    public static func normalizedKey(_ text: String) -> String {
        fold(collapseWhitespace(text))
    }

    /// The text without the punctuation (Unicode categories P*) at either end, as Foundation's
    /// `trimmingCharacters(in: .punctuationCharacters)` trims it, scalar by scalar.
    public static func trimmingPunctuation(_ text: String) -> String {
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, isPunctuation(scalars[start]) { start = scalars.index(after: start) }
        while end > start, isPunctuation(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        if start == scalars.startIndex && end == scalars.endIndex { return text }
        return String(scalars[start..<end])
    }

    /// Whether a scalar is punctuation (general category Pc, Pd, Ps, Pe, Pi, Pf or Po).
    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            switch scalar {
            case "!", "\"", "#", "%", "&", "'", "(", ")", "*", ",", "-", ".", "/", ":", ";", "?", "@", "[", "\\", "]",
                "_", "{", "}":
                return true
            default: return false
            }
        }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation:
            return true
        default: return false
        }
    }

    /// Lowercased, with typographic apostrophes made plain; one pass, no Foundation string search
    /// (this runs on every unit of every page).
    public static func fold(_ text: String) -> String {
        withUTF8(text) { bytes in foldKeepingLength(bytes) ?? foldGrowing(bytes) }
    }

    /// `fold` of UTF-8 bytes written straight into the new string's storage, when no scalar's lowercase
    /// form is longer than the scalar (nil otherwise, as for `İ`, whose lowercase is two scalars). An
    /// array appended byte by byte, then copied into a string, cost about 70 instructions a byte.
    static func foldKeepingLength(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var longer = false
        let folded = String(unsafeUninitializedCapacity: bytes.count) { out in
            var count = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x80 {
                    out[count] = byte >= 0x41 && byte <= 0x5A ? byte + 32 : byte
                    count += 1
                    index += 1
                    continue
                }
                let (value, length) = decodeScalar(bytes, at: index)
                if value == 0x2019 {
                    out[count] = UInt8(ascii: "'")
                    count += 1
                } else if isCaseless(value) || !Unicode.Scalar(value)!.properties.changesWhenLowercased {
                    for offset in 0..<length { out[count + offset] = bytes[index + offset] }
                    count += length
                } else {
                    // A letter that lowercases (`É` → `é`): its lowercase form, when it is no longer.
                    let lowered = Unicode.Scalar(value)!.properties.lowercaseMapping.utf8
                    guard lowered.count <= length else {
                        longer = true
                        return 0
                    }
                    for byte in lowered {
                        out[count] = byte
                        count += 1
                    }
                }
                index += length
            }
            return count
        }
        return longer ? nil : folded
    }

    /// `fold` of any UTF-8 bytes, through an array that grows as lowercase mappings need.
    static func foldGrowing(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                // ASCII: letters lowercased, the rest as it is (`fold(_:_:)`).
                out.append(byte >= 0x41 && byte <= 0x5A ? byte + 32 : byte)
                index += 1
                continue
            }
            let (value, length) = decodeScalar(bytes, at: index)
            if value != 0x2019 && isCaseless(value) {
                // Caseless and not the typographic apostrophe: its bytes as they are.
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]))
            } else {
                fold(Unicode.Scalar(value)!) { appendUTF8($0, to: &out) }
            }
            index += length
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `fold` of one scalar: passes each scalar of its folded form (one, or a lowercase mapping's
    /// several) to `emit`.
    @inline(__always)
    static func fold(_ scalar: Unicode.Scalar, _ emit: (Unicode.Scalar) -> Void) {
        let value = scalar.value
        switch value {
        case 0x41...0x5A: emit(Unicode.Scalar(UInt8(truncatingIfNeeded: value + 32)))
        case 0x00...0x7F: emit(scalar)
        case 0x2019: emit("'")
        default:
            if !isCaseless(value) && scalar.properties.changesWhenLowercased {
                for lowered in scalar.properties.lowercaseMapping.unicodeScalars { emit(lowered) }
            } else {
                emit(scalar)
            }
        }
    }

    /// Replaces single scalars in one pass (`’` → `'`), without Foundation's string search.
    public static func replacingScalars(_ text: String, _ replacements: [Unicode.Scalar: Unicode.Scalar]) -> String {
        // Scalars below the smallest key (most of a text, when the keys are typographic) need no lookup.
        guard let smallestKey = replacements.keys.min() else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            appendUTF8(scalar < smallestKey ? scalar : replacements[scalar] ?? scalar, to: &out)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Every run of whitespace (including newlines) replaced by one space, ends trimmed.
    public static func collapseWhitespace(_ text: String) -> String {
        // Most texts have nothing to collapse: then they are returned as they are, without a copy.
        if isCollapsed(text) { return text }
        if isOneScalarPerCharacter(text) {
            // Scalar by scalar over the bytes, written straight into the new string (a run of whitespace
            // becomes one byte, so the text's length is room enough).
            return withUTF8(text) { bytes in
                String(unsafeUninitializedCapacity: bytes.count) { out in
                    var count = 0
                    var pendingSpace = false
                    var index = 0
                    while index < bytes.count {
                        let (value, length) =
                            bytes[index] < 0x80 ? (UInt32(bytes[index]), 1) : decodeScalar(bytes, at: index)
                        if isWhitespace(value) {
                            pendingSpace = count > 0
                        } else {
                            if pendingSpace {
                                out[count] = UInt8(ascii: " ")
                                count += 1
                            }
                            pendingSpace = false
                            for offset in 0..<length { out[count + offset] = bytes[index + offset] }
                            count += length
                        }
                        index += length
                    }
                    return count
                }
            }
        }
        return collapseWhitespaceByCharacter(text)
    }

    /// Whether `collapseWhitespace` would return `text` unchanged, known from one pass over its bytes:
    /// every character is one scalar that `standsAlone` (as `isOneScalarPerCharacter` asks), none is
    /// whitespace but single spaces between other characters.
    static func isCollapsed(_ text: String) -> Bool {
        withUTF8(text) { bytes in
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                if lead < 0x80 {
                    // Eight bytes at a time inside the text: all ASCII, none below a space, no two spaces
                    // side by side, and not ending with a space (whose next byte the word does not see;
                    // a space before the word was tested against it where it was met). The zero-byte
                    // tests can flag a byte falsely (only above a flagged one): then the bytes are looked
                    // at one by one, which decides correctly.
                    if index > 0 && index + 8 < bytes.count {
                        let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
                        let spaceFree = word ^ 0x2020_2020_2020_2020
                        let spaces = (spaceFree &- 0x0101_0101_0101_0101) & ~spaceFree & 0x8080_8080_8080_8080
                        let belowSpace = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
                        if word & 0x8080_8080_8080_8080 == 0 && belowSpace == 0 && spaces & (spaces >> 8) == 0
                            && word >> 56 != 0x20
                        {
                            index += 8
                            continue
                        }
                    }
                    if lead == 0x20 {
                        // A space at either end or before another space is collapsed away.
                        if index == 0 || index + 1 == bytes.count || bytes[index + 1] == 0x20 { return false }
                    } else if lead >= 0x09 && lead <= 0x0D {
                        return false
                    }
                    index += 1
                    continue
                }
                if leadsIdeographRun(bytes, at: index) {
                    index += 3
                    continue
                }
                let length = scalarLength(lead: lead)
                guard index + length <= bytes.count else { return false }
                var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
                if !standsAlone(value) || isWhitespace(value) { return false }
                // A space before a non-ASCII scalar that is not whitespace stays: nothing more to test.
                index += length
            }
            return true
        }
    }

    /// `collapseWhitespace` over `Character`s, for texts with combining marks or other clusters.
    static func collapseWhitespaceByCharacter(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for character in text {
            if character.isWhitespace {
                pendingSpace = !out.isEmpty
            } else {
                if pendingSpace { out.append(" ") }
                pendingSpace = false
                out.append(character)
            }
        }
        return out
    }

    /// Whether `word` occurs in `text` with no letter directly before or after it.
    ///
    /// The neighbours are read from the slices on either side: a word that starts with a combining mark
    /// (a glossary's rule kind term) can be found inside a character, where stepping back one character
    /// from the middle of it stops the program.
    public static func containsWord(_ word: String, in text: String) -> Bool {
        var searchRange = text.startIndex..<text.endIndex
        while let found = firstRange(of: word, in: text, from: searchRange.lowerBound) {
            let before = text[..<found.lowerBound].last
            let after = text[found.upperBound...].first
            if !(before?.isLetter ?? false) && !(after?.isLetter ?? false) { return true }
            searchRange = found.upperBound..<text.endIndex
        }
        return false
    }

    /// A URL- and id-safe slug: ASCII letters and digits joined by '-'; other scripts kept as is.
    ///
    /// With `beyond`, the slug may stop early, once it holds at least `beyond + 2` characters: its first
    /// `beyond + 1` characters are then those of the whole slug (appending to a text can only change where
    /// its last character ends), which is all a caller needs that keeps `beyond` characters and asks
    /// whether there are more. The text is lowercased scalar by scalar as it goes, as `lowercased()` does.
    public static func slug(_ text: String, beyond limit: Int? = nil) -> String {
        slugByByte(text, beyond: limit) ?? slugByScalar(text, beyond: limit)
    }

    /// `slug` over the bytes of a text whose scalars, up to where the slug stops, are ASCII, CJK
    /// ideographs (U+4E00…U+9FFF: letters without case, copied as they are) or punctuation without case
    /// (`isCaselessPunctuation`: a dash, as any character that is not a letter or digit); nil as soon as
    /// another scalar comes first. Each of these is a character of its own, so the slug stops where
    /// `slugByScalar` stops: once its bytes reach `beyond + 2`, or twice what they were when last
    /// counted, and it holds at least `beyond + 2` characters.
    static func slugByByte(_ text: String, beyond limit: Int?) -> String? {
        withUTF8(text) { bytes -> String? in
            var handled = true
            // Written straight into the new string: a dash stands for at least one byte, and every other
            // character is as long as in the text, so the text's length is room enough.
            let slug = String(unsafeUninitializedCapacity: bytes.count) { out in
                var count = 0
                var characters = 0
                var nextCount = limit.map { $0 + 2 } ?? .max
                var pendingDash = false
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    let length: Int
                    if byte < 0x80 {
                        length = 1
                        let lowered = byte &- 0x41 < 26 ? byte | 0x20 : byte
                        guard (lowered >= 0x30 && lowered <= 0x39) || (lowered >= 0x61 && lowered <= 0x7A) else {
                            pendingDash = true
                            index += 1
                            continue
                        }
                        if pendingDash && count > 0 {
                            out[count] = UInt8(ascii: "-")
                            count += 1
                            characters += 1
                        }
                        out[count] = lowered
                        count += 1
                    } else {
                        let (value, scalarLength) = decodeScalar(bytes, at: index)
                        length = scalarLength
                        if isCaselessPunctuation(value) {
                            pendingDash = true
                            index += length
                            continue
                        }
                        guard value >= 0x4E00 && value <= 0x9FFF else {
                            handled = false
                            return 0
                        }
                        if pendingDash && count > 0 {
                            out[count] = UInt8(ascii: "-")
                            count += 1
                            characters += 1
                        }
                        for offset in 0..<3 { out[count + offset] = bytes[index + offset] }
                        count += 3
                    }
                    pendingDash = false
                    characters += 1
                    index += length
                    if count >= nextCount, let limit {
                        if characters >= limit + 2 { break }
                        nextCount = count * 2
                    }
                }
                return count
            }
            return handled ? slug : nil
        }
    }

    /// Punctuation and symbols that are neither letters nor digits and have no case (lowercasing leaves
    /// them as they are): ×, ÷, general punctuation, arrows, CJK and full-width punctuation.
    /// `TextScalarTests` checks every one against the scalar properties `slugByScalar` reads.
    @inline(__always)
    static func isCaselessPunctuation(_ value: UInt32) -> Bool {
        switch value {
        case 0xD7, 0xF7, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF, 0x3000...0x3004, 0x3008...0x3020,
            0xFF01...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF40, 0xFF5B...0xFF65:
            true
        default: false
        }
    }

    /// `slug` scalar by scalar, for any text.
    static func slugByScalar(_ text: String, beyond limit: Int? = nil) -> String {
        var out: [UInt8] = []
        var pendingDash = false
        // A character is at least one byte: the characters are counted only from `limit + 2` bytes on,
        // and again each time the slug has doubled.
        var nextCount = limit.map { $0 + 2 } ?? .max
        func append(_ scalar: Unicode.Scalar) {
            let value = scalar.value
            let isWordScalar: Bool
            switch value {
            // ASCII letters and digits: what CharacterSet.alphanumerics holds of ASCII.
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: isWordScalar = true
            case 0x00...0x7F: isWordScalar = false
            // CJK unified ideographs are all alphabetic.
            case 0x4E00...0x9FFF: isWordScalar = true
            default: isWordScalar = scalar.properties.isAlphabetic
            }
            if isWordScalar {
                if pendingDash && !out.isEmpty { out.append(UInt8(ascii: "-")) }
                pendingDash = false
                appendUTF8(scalar, to: &out)
            } else {
                pendingDash = true
            }
        }
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x41...0x5A: append(Unicode.Scalar(UInt8(truncatingIfNeeded: scalar.value | 0x20)))
            // Other ASCII and CJK unified ideographs have no lowercase of their own.
            case 0x00...0x7F, 0x4E00...0x9FFF: append(scalar)
            default: for lowered in scalar.properties.lowercaseMapping.unicodeScalars { append(lowered) }
            }
            if out.count >= nextCount, let limit {
                // Counted over the bytes when every character is one scalar, as a slug's nearly always are.
                let characters = out.withUnsafeBufferPointer { characterCountIfOneScalarEach($0) }
                if (characters ?? String(decoding: out, as: UTF8.self).count) >= limit + 2 { break }
                nextCount = out.count * 2
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether a scalar is a CJK ideograph, kana, hangul or CJK/full-width punctuation.
    public static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x2FFF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x312F, 0x31A0...0x31FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFFEF, 0x20000...0x2FA1F:
            return true
        default:
            return false
        }
    }
}
