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

    private mutating func lineCharacters(_ number: Int, of lines: FileLines) -> [Character] {
        if let made = characters[number] { return made }
        let made = Array(lines.substring(number - 1))
        characters[number] = made
        return made
    }
}
