/// Searches the lines of one file for one word after another (`SourceLines.find`), making each line's
/// characters once however many words are looked for in it: a check that places many findings on one
/// long line (2,000 runs of English on a line took the untranslated-prose check 37 s when every search
/// made the line's characters again) searches it in time linear in its length when each search starts
/// where the last one ended.
struct SourceLineSearch {
    private let lines: FileLines?
    /// The characters of the lines searched so far, by 1-based line number.
    private var characters: [Int: [Character]] = [:]

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
    /// first word stands as a whole word and its first `prefixLength` characters follow as written, a
    /// space standing for any spaces, tabs, commas, emphasis marks (`*`, `_`), quote marks (`>`) and line
    /// ends of the source. Nil when there is none, or none starting within `limit` characters of `from`
    /// (markup the run's text does not show, such as an HTML tag, inside its first words).
    ///
    /// `end` is where its first `prefixLength` characters end in the source.
    mutating func findRun(
        _ run: String, from: SourceLocation, upTo bound: SourceLocation, limit: Int = .max, prefixLength: Int = 24
    ) -> (start: SourceLocation, end: SourceLocation)? {
        guard let lines, from.line >= 1, from.line <= lines.count, from < bound else { return nil }
        let needle = Array(run.prefix(prefixLength))
        let firstWord = needle.prefix { $0 != " " }
        guard !firstWord.isEmpty else { return nil }
        let wholeWord = firstWord.count < needle.count || needle.count == run.count
        let lastLine = min(lines.count, bound.line)
        var scanned = 0
        for number in from.line...max(from.line, lastLine) where number <= lastLine {
            let line = lineCharacters(number, of: lines)
            let stop = number == bound.line ? min(line.count, bound.column - 1) : line.count
            var offset = number == from.line ? max(0, from.column - 1) : 0
            while offset + firstWord.count <= stop {
                let at = offset
                offset += 1
                scanned += 1
                if scanned > limit { return nil }
                guard line[at] == firstWord[firstWord.startIndex], Self.startsWord(at, in: line),
                    line[at..<(at + firstWord.count)].elementsEqual(firstWord),
                    !wholeWord || at + firstWord.count == line.count
                        || !Self.isWordCharacter(line[at + firstWord.count])
                else { continue }
                let start = SourceLocation(line: number, column: at + 1)
                if let end = follows(needle, at: start, upTo: bound, of: lines) { return (start, end) }
            }
            scanned += max(0, stop - offset)
        }
        return nil
    }

    /// The place `count` characters after `location`, a line's end counting as one character (as the
    /// line break a text shows as a space): no English run whose text starts `count` characters into a
    /// text run starts before it in the source, whose markup the text drops (emphasis marks, tags,
    /// quote marks, a link's address) and which shows its links, code and images as three characters
    /// (` · `), none shorter in the source. Past the file's end, its last line's end.
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

    /// Where `needle` ends when it is written at `start`, each of its spaces standing for one or more
    /// separators of the source (`isSeparator`, line ends); nil when it is not written there, or not
    /// before `bound`.
    private mutating func follows(
        _ needle: [Character], at start: SourceLocation, upTo bound: SourceLocation, of lines: FileLines
    ) -> SourceLocation? {
        var number = start.line
        var line = lineCharacters(number, of: lines)
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
                        offset = 0
                        skipped += 1
                    } else if Self.isSeparator(line[offset]) {
                        offset += 1
                        skipped += 1
                    } else {
                        break
                    }
                }
                guard skipped > 0 else { return nil }
            } else {
                guard offset < line.count, line[offset] == needle[index] else { return nil }
                offset += 1
            }
            index += 1
        }
        let end = SourceLocation(line: number, column: offset + 1)
        return end <= bound ? end : nil
    }

    /// Whether a word starts at `offset` of `line`: no word character before it, a `’` counting as one
    /// only after one (as `UntranslatedProseCheck.englishRuns` reads it).
    private static func startsWord(_ offset: Int, in line: [Character]) -> Bool {
        guard offset > 0 else { return true }
        let before = line[offset - 1]
        if before == "’" { return offset < 2 || !isWordCharacter(line[offset - 2]) }
        return !isWordCharacter(before)
    }

    /// A character of an English word (`UntranslatedProseCheck.englishRuns`).
    private static func isWordCharacter(_ character: Character) -> Bool {
        (character.isASCII && character.isLetter) || character == "'" || character == "-" || character == "’"
    }

    /// What may stand between two words of a run in the source: what the run's text shows as one space.
    private static func isSeparator(_ character: Character) -> Bool {
        character == " " || character == "," || character == "\t" || character == "*" || character == "_"
            || character == ">"
    }

    private mutating func lineCharacters(_ number: Int, of lines: FileLines) -> [Character] {
        if let made = characters[number] { return made }
        let made = Array(lines.substring(number - 1))
        characters[number] = made
        return made
    }
}
