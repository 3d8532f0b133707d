/// Searches the lines of one file for one word after another (`find`, for `SourceLines.find`) or one
/// run of English words after another as they are written (`findRun`, for the untranslated-prose
/// check), making each line's characters once however many are looked for in it: a check that places
/// many findings on one long line (2,000 runs of English on a line took the untranslated-prose check
/// 37 s when every search made the line's characters again) searches it in time linear in its length
/// when each search starts where the last one ended.
struct SourceLineSearch {
    private let lines: FileLines?
    /// The characters of the lines searched so far, by 1-based line number.
    private var characters: [Int: [Character]] = [:]
    /// How many of a run's first characters `findRun` verifies by default.
    static let prefixLength = 24
    /// The bytes of the lines `findRun` has searched (`lineBytes`), by 1-based line number.
    private var bytes: [Int: [UInt8]] = [:]
    /// How many characters each line searched by `follows` starts with that are `>`, spaces or tabs
    /// (`quoteMarkLength`), by 1-based line number.
    private var quoteMarkLengths: [Int: Int] = [:]

    init(_ lines: FileLines?) {
        self.lines = lines
    }

    /// The first position at or after `from` where `needle` occurs, on a line before `endLine` (and the
    /// file's end); nil when there is none, or when `from` is not a line of the file (a location the
    /// parser counted in other lines).
    mutating func find(_ needle: String, from: SourceLocation, before endLine: Int) -> SourceLocation? {
        guard let lines, !needle.isEmpty, from.line >= 1, from.line <= lines.count else { return nil }
        let needleCharacters = Array(needle)
        for number in from.line..<max(from.line, min(lines.count + 1, endLine)) {
            let line = lineCharacters(number, of: lines)
            let start = number == from.line ? max(0, from.column - 1) : 0
            guard line.count >= needleCharacters.count, start <= line.count - needleCharacters.count else {
                continue
            }
            for offset in start...(line.count - needleCharacters.count)
            where line[offset] == needleCharacters[0]
                && line[offset..<(offset + needleCharacters.count)].elementsEqual(needleCharacters)
            {
                return SourceLocation(line: number, column: offset + 1)
            }
        }
        return nil
    }

    /// Where a run of English words (`UntranslatedProseCheck.englishRuns`, its words joined by single
    /// spaces) is written, at or after `from` and ending at or before `bound`: the first place where its
    /// first word stands as a whole word and its first `prefixLength` characters follow as the source
    /// writes them (`follows`): a space stands for any spaces, tabs, commas, emphasis marks (`*`, `_`)
    /// next to a word, a block quote's markers (`>`), hard breaks and line ends; HTML tags and emphasis
    /// marks inside a word, which the run's text drops, are passed over; a character may be written as a
    /// character reference (`&rsquo;`) or escaped (`\-`). No run starts in a
    /// tag or a link's destination and title. Nil when there is none, or none starting within `limit`
    /// characters of `from` (tags and destinations not counted).
    ///
    /// `end` is where its first `prefixLength` characters end in the source.
    mutating func findRun(
        _ run: String, from: SourceLocation, upTo bound: SourceLocation, limit: Int = .max,
        prefixLength: Int = SourceLineSearch.prefixLength
    ) -> (start: SourceLocation, end: SourceLocation)? {
        guard let lines, from.line >= 1, from.line <= lines.count, from < bound else { return nil }
        let needle = Array(run.prefix(prefixLength))
        let firstWord = needle.prefix { $0 != " " }
        guard !firstWord.isEmpty else { return nil }
        // A word starts with an ASCII letter, `'` or `-`.
        guard let firstByte = firstWord[firstWord.startIndex].asciiValue else { return nil }
        let lastLine = min(lines.count, bound.line)
        var scanned = 0
        for number in from.line...max(from.line, lastLine) where number <= lastLine {
            let line = lineCharacters(number, of: lines)
            let bytes = lineBytes(number, of: line)
            let stop = number == bound.line ? min(line.count, bound.column - 1) : line.count
            var offset = number == from.line ? max(0, from.column - 1) : 0
            while offset + firstWord.count <= stop {
                let at = offset
                offset += 1
                scanned += 1
                if scanned > limit { return nil }
                // No run starts inside a tag or a link's destination and title, which the text leaves out
                // (their length does not count towards the limit).
                if bytes[at] == 0x3C, let length = Self.tagLength(bytes, at: at) {
                    offset = at + length
                    continue
                }
                if bytes[at] == 0x5D, at + 1 < line.count, bytes[at + 1] == 0x28,
                    let length = Self.destinationLength(bytes, at: at + 1)
                {
                    offset = at + 1 + length
                    continue
                }
                guard bytes[at] == firstByte, Self.startsWord(at, in: bytes) else { continue }
                let start = SourceLocation(line: number, column: at + 1)
                guard let end = follows(needle, at: start, upTo: bound, of: lines) else { continue }
                // The first word is whole: a space after it in the needle stands for a separator, and a
                // needle of one word that is all of the run ends where its line's word does.
                if firstWord.count < needle.count || needle.count < run.count || end.column > line.count
                    || !Self.isWordByte(bytes[end.column - 1])
                {
                    return (start, end)
                }
            }
            scanned += max(0, stop - offset)
        }
        return nil
    }

    /// The place `count` characters after `location`, a line's end counting as one character (as the
    /// line break a text shows as a space); past the file's end, a column past its last line's end. A
    /// run of English starts no earlier than its text run's start advanced by the least number of
    /// characters the source has before it (`UntranslatedProseCheck.sourceFloors`).
    mutating func advance(_ location: SourceLocation, by count: Int) -> SourceLocation {
        guard let lines, location.line >= 1, location.line <= lines.count else { return location }
        var (number, column, left) = (location.line, location.column, count)
        while true {
            let length = lineCharacters(number, of: lines).count
            let room = length + 1 - column
            if left <= room || number == lines.count { return SourceLocation(line: number, column: column + left) }
            left -= room + 1
            number += 1
            column = 1
        }
    }

    /// Where `needle` ends when it is written at `start`; nil when it is not written there, or not
    /// before `bound`. Each of its spaces stands for one or more separators of the source
    /// (`separatorLength`, line ends); each of its other characters for itself, an entity that writes it
    /// (`&rsquo;`, `&#39;`) or itself escaped (`\-`). HTML tags (`<i>`, `</a>`, `<br/>`), which its text
    /// drops, are passed over wherever they are, and count as no separator; so are emphasis marks (`*`)
    /// inside a word (`**T**he`).
    private mutating func follows(
        _ needle: [Character], at start: SourceLocation, upTo bound: SourceLocation, of lines: FileLines
    ) -> SourceLocation? {
        var number = start.line
        var line = lineCharacters(number, of: lines)
        var lineBytes = self.lineBytes(number, of: line)
        var quoteMarks = quoteMarkLength(number, of: line)
        var offset = start.column - 1
        var index = 0
        while index < needle.count {
            if needle[index] == " " {
                var skipped = 0
                while true {
                    if offset == line.count {
                        guard number < min(lines.count, bound.line) else { return nil }
                        number += 1
                        line = lineCharacters(number, of: lines)
                        lineBytes = self.lineBytes(number, of: line)
                        quoteMarks = quoteMarkLength(number, of: line)
                        offset = 0
                        skipped += 1
                    } else if let length = Self.separatorLength(line, at: offset, quoteMarks: quoteMarks) {
                        offset += length
                        skipped += 1
                    } else if let length = Self.tagLength(lineBytes, at: offset) {
                        offset += length
                    } else {
                        break
                    }
                }
                guard skipped > 0 else { return nil }
            } else {
                // Tags, and inside a word emphasis marks (`**T**he`, `un*believ*able`), which the text drops.
                while offset < line.count {
                    if let length = Self.tagLength(lineBytes, at: offset) {
                        offset += length
                    } else if index > 0 && needle[index - 1] != " " && line[offset] == "*" {
                        offset += 1
                    } else {
                        break
                    }
                }
                guard offset < line.count else { return nil }
                if line[offset] == needle[index] {
                    offset += 1
                } else if let length = Self.writtenLength(of: needle[index], in: line, at: offset) {
                    offset += length
                } else {
                    return nil
                }
            }
            index += 1
        }
        let end = SourceLocation(line: number, column: offset + 1)
        return end <= bound ? end : nil
    }

    /// How many characters at `offset` of a line a run's text shows as one space, or nil: a space, tab or
    /// comma, a block quote's marker (within the first `quoteMarks` characters: `quoteMarkLength`), a run
    /// of emphasis marks, a hard break's backslash at the line's end, an escaped comma (`\,`) or an entity
    /// for a space or a comma (`&#32;`, `&comma;`).
    private static func separatorLength(_ line: [Character], at offset: Int, quoteMarks: Int) -> Int? {
        let character = line[offset]
        switch character {
        case " ", ",", "\t": return 1
        case ">":
            // A block quote's marker: only quote marks and white space before it on its line (elsewhere
            // the text shows a `>`, which ends a run).
            return offset < quoteMarks ? 1 : nil
        case "*", "_":
            // An emphasis mark, next to a word on one side at least (between spaces the text shows it).
            var (start, end) = (offset, offset + 1)
            while start > 0 && line[start - 1] == character { start -= 1 }
            while end < line.count && line[end] == character { end += 1 }
            let spaced = (start == 0 || line[start - 1].isWhitespace) && (end == line.count || line[end].isWhitespace)
            return spaced ? nil : end - offset
        default: break
        }
        if character == "\\" {
            if offset + 1 == line.count { return 1 }
            return line[offset + 1] == "," ? 2 : nil
        }
        guard character == "&", let (written, length) = HTMLCharacterReference.decode(line, at: offset) else {
            return nil
        }
        return written == " " || written == "," ? length : nil
    }

    /// How many characters at `offset` of a line write `character` otherwise than as itself: an entity
    /// (`&rsquo;` for `’`) or a backslash escape (`\'`, `\-`), as the parser decodes them; nil for none.
    private static func writtenLength(of character: Character, in line: [Character], at offset: Int) -> Int? {
        switch line[offset] {
        case "\\":
            return offset + 1 < line.count && line[offset + 1] == character && character.isASCII
                && character.isPunctuation ? 2 : nil
        case "&":
            guard let (written, length) = HTMLCharacterReference.decode(line, at: offset), written == character
            else { return nil }
            return length
        default:
            return nil
        }
    }

    /// The length of the inline HTML at `offset` of a line (its bytes as `lineBytes` writes them), ending
    /// on the line before any other `<`: a tag (`<i>`, `</i>`, `<a href="…">`, `<br/>`), a comment
    /// (`<!-- … -->`), a processing instruction (`<? … ?>`), a declaration (`<!DOCTYPE …>`) or a CDATA
    /// section (`<![CDATA[ … ]]>`), as libcmark 0.30 reads them; nil when none starts there. A `<` before a
    /// space or a digit is a less-than sign, which the text shows. (Stopping at the next `<` keeps a line
    /// of many unclosed `<!--` from being scanned to its end from each of them.) Read as bytes: comparing
    /// `Character`s compares strings, a quarter of a check's time on a line of many tags.
    static func tagLength(_ line: [UInt8], at offset: Int) -> Int? {
        guard line[offset] == lessThan, offset + 1 < line.count else { return nil }
        // Most are tags: a letter or `/` after the `<`.
        if line[offset + 1] == UInt8(ascii: "/") || Text.isASCIILetter(line[offset + 1]) {
            return elementTagLength(line, at: offset)
        }
        var index = offset + 1
        func opens(_ characters: StaticString) -> Bool {
            let count = characters.utf8CodeUnitCount
            guard index + count <= line.count else { return false }
            for position in 0..<count where line[index + position] != characters.utf8Start[position] { return false }
            index += count
            return true
        }
        // What ends it, after what opens it.
        let closing: StaticString
        if opens("!--") {
            // As libcmark 0.30 reads a comment: its text does not start with `>` or `->`, and its first
            // `--` is the one that closes it.
            guard !opens(">"), !opens("->") else { return nil }
            let dash = UInt8(ascii: "-")
            while index + 1 < line.count {
                if line[index] == lessThan { return nil }
                if line[index] == dash && line[index + 1] == dash {
                    return index + 2 < line.count && line[index + 2] == greaterThan ? index + 3 - offset : nil
                }
                index += 1
            }
            return nil
        } else if opens("![CDATA[") {
            closing = "]]>"
        } else if opens("?") {
            closing = "?>"
        } else if opens("!") {
            guard index < line.count, Text.isASCIILetter(line[index]) else { return nil }
            closing = ">"
        } else {
            return nil
        }
        let count = closing.utf8CodeUnitCount
        while index + count <= line.count {
            if line[index] == lessThan { return nil }
            if (0..<count).allSatisfy({ line[index + $0] == closing.utf8Start[$0] }) { return index + count - offset }
            index += 1
        }
        return nil
    }

    private static let lessThan = UInt8(ascii: "<")
    private static let greaterThan = UInt8(ascii: ">")

    /// The length of the open or closing tag at `offset` of a line's bytes, as CommonMark writes one (a
    /// tag name, attributes with names of letters, digits, `_`, `.`, `:` and `-`, values unquoted or in
    /// quotes, an optional `/`), ending on the line before any other `<`; nil when none starts there
    /// (`<b 1>`).
    private static func elementTagLength(_ line: [UInt8], at offset: Int) -> Int? {
        var index = offset + 1
        func isNameByte(_ byte: UInt8) -> Bool {
            Text.isASCIILetter(byte) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-")
        }
        func skipWhitespace() -> Bool {
            let start = index
            while index < line.count && (line[index] == 0x20 || line[index] == 0x09) { index += 1 }
            return index > start
        }
        let closing = line[index] == UInt8(ascii: "/")
        if closing { index += 1 }
        guard index < line.count, Text.isASCIILetter(line[index]) else { return nil }
        while index < line.count && isNameByte(line[index]) { index += 1 }
        if closing {
            _ = skipWhitespace()
            return index < line.count && line[index] == greaterThan ? index + 1 - offset : nil
        }
        while true {
            let spaced = skipWhitespace()
            guard index < line.count else { return nil }
            switch line[index] {
            case greaterThan: return index + 1 - offset
            case UInt8(ascii: "/"):
                return index + 1 < line.count && line[index + 1] == greaterThan ? index + 2 - offset : nil
            default: break
            }
            // An attribute: a name after white space, then perhaps `=` and a value.
            let first = line[index]
            guard spaced, Text.isASCIILetter(first) || first == UInt8(ascii: "_") || first == UInt8(ascii: ":") else {
                return nil
            }
            while index < line.count,
                isNameByte(line[index]) || line[index] == UInt8(ascii: "_") || line[index] == UInt8(ascii: ".")
                    || line[index] == UInt8(ascii: ":")
            {
                index += 1
            }
            let beforeValue = index
            _ = skipWhitespace()
            guard index < line.count, line[index] == UInt8(ascii: "=") else {
                index = beforeValue
                continue
            }
            index += 1
            _ = skipWhitespace()
            guard index < line.count else { return nil }
            if line[index] == UInt8(ascii: "\"") || line[index] == UInt8(ascii: "'") {
                let quote = line[index]
                index += 1
                while index < line.count && line[index] != quote {
                    if line[index] == lessThan { return nil }
                    index += 1
                }
                guard index < line.count else { return nil }
                index += 1
            } else {
                // Any character but white space, quotes, `=`, `<`, `>` and a backtick (a character not
                // ASCII is 0xFF or `apostropheByte` here, neither of them one of those).
                let start = index
                while index < line.count {
                    let byte = line[index]
                    if (byte <= 0x20 && byte != apostropheByte) || byte == 0x22 || byte == 0x27 || byte == 0x3D
                        || byte == 0x3C || byte == 0x3E || byte == 0x60
                    {
                        break
                    }
                    index += 1
                }
                guard index > start else { return nil }
            }
        }
    }

    /// The length of a link's destination and title at `offset` of a line's bytes, its opening
    /// parenthesis (`(url "title")` after a link's `]`), to its closing one, on the line and before any
    /// bracket; nil when it does not end so. A quote after white space opens a title, in which parentheses
    /// do not count.
    static func destinationLength(_ line: [UInt8], at offset: Int) -> Int? {
        guard line[offset] == UInt8(ascii: "(") else { return nil }
        var index = offset + 1
        var depth = 1
        var quote: UInt8?
        while index < line.count {
            let byte = line[index]
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") { return nil }
            if let open = quote {
                if byte == open { quote = nil }
            } else if (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"))
                && (line[index - 1] == 0x20 || line[index - 1] == 0x09)
            {
                quote = byte
            } else if byte == UInt8(ascii: "(") {
                depth += 1
            } else if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return index + 1 - offset }
            }
            index += 1
        }
        return nil
    }

    /// A line's characters as bytes, one each (`lineBytes`): an ASCII character's own,
    /// `apostropheByte` for `’`, 0xFF for any other.
    static func bytes(of line: [Character]) -> [UInt8] {
        line.map { $0.asciiValue ?? ($0 == "’" ? apostropheByte : 0xFF) }
    }

    /// Whether a word starts at `offset` of a line's bytes (`lineBytes`): no word character before it,
    /// a `’` counting as one only after one (as `UntranslatedProseCheck.englishRuns` reads it).
    private static func startsWord(_ offset: Int, in bytes: [UInt8]) -> Bool {
        guard offset > 0 else { return true }
        let before = bytes[offset - 1]
        if before == Self.apostropheByte { return offset < 2 || !isWordByte(bytes[offset - 2]) }
        return !isWordByte(before)
    }

    /// The byte `lineBytes` writes for a `’`.
    private static let apostropheByte: UInt8 = 0x01

    /// A character of an English word (`UntranslatedProseCheck.englishRuns`), as `lineBytes` writes it:
    /// an ASCII letter, `'`, `-` or `’`.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        let folded = byte | 0x20
        return (folded >= 0x61 && folded <= 0x7A) || byte == 0x27 || byte == 0x2D || byte == apostropheByte
    }

    /// A line's characters as bytes, one each: an ASCII character's own, `apostropheByte` for `’`, 0xFF
    /// for any other. Scanning a long line for a word's first letter compares bytes, not characters
    /// (which compares strings): a line of 20,000 runs not found took 2.4 s, scanned as characters.
    private mutating func lineBytes(_ number: Int, of line: [Character]) -> [UInt8] {
        if let made = bytes[number] { return made }
        let made = Self.bytes(of: line)
        bytes[number] = made
        return made
    }

    /// How many characters line `number` starts with that are `>`, spaces or tabs: where a block quote's
    /// markers may be.
    private mutating func quoteMarkLength(_ number: Int, of line: [Character]) -> Int {
        if let known = quoteMarkLengths[number] { return known }
        let length = line.prefix { $0 == ">" || $0 == " " || $0 == "\t" }.count
        quoteMarkLengths[number] = length
        return length
    }

    private mutating func lineCharacters(_ number: Int, of lines: FileLines) -> [Character] {
        if let made = characters[number] { return made }
        let made = Array(lines.substring(number - 1))
        characters[number] = made
        return made
    }
}
