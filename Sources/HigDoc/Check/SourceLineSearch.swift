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
    /// spaces) begins, at or after `from` and on a line before `endLine`: at the first place where its
    /// first word stands as a whole word and its first `prefixLength` characters follow as written, a
    /// space standing for any spaces, commas, emphasis marks (`*`, `_`), quote marks (`>`) and line ends
    /// of the source. When the first `candidates` places of the first word, within `reach` characters of
    /// the first, are not followed so (an HTML tag in the run), the first place, unverified. Nil when the
    /// first word is not there, or not within `limit` characters of `from`.
    ///
    /// `end` is where the search for the next run may start: after the verified words, or after the
    /// first word of an unverified place.
    mutating func findRun(
        _ run: String, from: SourceLocation, before endLine: Int, limit: Int = .max,
        prefixLength: Int = 24, candidates: Int = 4, reach: Int = 256
    ) -> (start: SourceLocation, end: SourceLocation, verified: Bool)? {
        guard let lines, from.line >= 1, from.line <= lines.count else { return nil }
        let needle = Array(run.prefix(prefixLength))
        let firstWord = needle.prefix { $0 != " " }
        guard !firstWord.isEmpty else { return nil }
        let wholeWord = firstWord.count < needle.count || needle.count == run.count
        let lastLine = min(lines.count, endLine - 1)
        var first: SourceLocation?
        var examined = 0
        var scanned = 0
        var scannedAtFirst = 0
        for number in from.line...max(from.line, lastLine) where number <= lastLine {
            let line = lineCharacters(number, of: lines)
            var offset = number == from.line ? max(0, from.column - 1) : 0
            while offset + firstWord.count <= line.count {
                let at = offset
                offset += 1
                scanned += 1
                if scanned > limit || (first != nil && scanned - scannedAtFirst > reach) { break }
                guard line[at] == firstWord[firstWord.startIndex],
                    at == 0 || !Self.isWordCharacter(line[at - 1]),
                    line[at..<(at + firstWord.count)].elementsEqual(firstWord),
                    !wholeWord || at + firstWord.count == line.count
                        || !Self.isWordCharacter(line[at + firstWord.count])
                else { continue }
                let start = SourceLocation(line: number, column: at + 1)
                if let end = follows(needle, at: start, through: lastLine, of: lines) {
                    return (start, end, true)
                }
                if first == nil {
                    first = start
                    scannedAtFirst = scanned
                }
                examined += 1
                if examined >= candidates { return first.map(unverified) }
            }
            if scanned > limit || (first != nil && scanned - scannedAtFirst > reach) { break }
        }
        return first.map(unverified)

        func unverified(_ start: SourceLocation) -> (start: SourceLocation, end: SourceLocation, verified: Bool) {
            (start, SourceLocation(line: start.line, column: start.column + firstWord.count), false)
        }
    }

    /// Where `needle` ends when it is written at `start`, each of its spaces standing for one or more
    /// separators of the source (`isSeparator`, line ends); nil when it is not written there.
    private mutating func follows(
        _ needle: [Character], at start: SourceLocation, through lastLine: Int, of lines: FileLines
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
                        guard number < lastLine else { return nil }
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
        return SourceLocation(line: number, column: offset + 1)
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
