import Foundation

/// The raw lines of every content page, for checks that point at a word inside a line (terms, table
/// numbers, front matter keys). Columns computed from them count characters, like every higdoc location.
public struct SourceLines: Sendable {
    /// Lines by file path, without line terminators.
    public var files: [String: FileLines]

    public init(files: [String: FileLines] = [:]) {
        self.files = files
    }

    /// Lines given one by one, by file path.
    public init(lines: [String: [String]]) {
        files = lines.mapValues(FileLines.init(lines:))
    }

    /// Reads the file of every document; a file that cannot be read again is simply left out.
    public static func read(_ corpus: Corpus) -> SourceLines {
        let paths = corpus.documents.map(\.path)
        let read = ParallelMap.map(paths, lines(ofFile:))
        var files: [String: FileLines] = [:]
        for (path, lines) in zip(paths, read) where lines != nil { files[path] = lines }
        return SourceLines(files: files)
    }

    /// The lines of a file, or nil when it cannot be read. Its lone carriage returns end lines, as
    /// `ContentIndex.contents` reads them.
    static func lines(ofFile path: String) -> FileLines? {
        (try? ContentIndex.contents(path)).map { FileLines(String(decoding: $0, as: UTF8.self)) }
    }

    /// The lines of a text, split at every line feed; a carriage return right before one ends the
    /// line with it (`\r\n`), as in the parser's `LineIndex`, so line numbers agree for either ending. A
    /// file's lone carriage returns, which end lines too, were read as line feeds (`LineEndings`).
    static func split(_ text: String) -> [String] {
        // Where each line ends and the next starts, as byte offsets; then each line is copied out of the
        // text as a slice of it: the text is valid UTF-8 already, and a line cut at these ASCII bytes is too.
        let breaks: [(end: Int, next: Int)] = Text.withUTF8(text) { bytes in
            var found: [(end: Int, next: Int)] = []
            var start = 0
            while let newline = bytes[start...].firstIndex(of: 0x0A) {
                found.append((newline > start && bytes[newline - 1] == 0x0D ? newline - 1 : newline, newline + 1))
                start = newline + 1
            }
            return found
        }
        let utf8 = text.utf8
        var lines: [String] = []
        lines.reserveCapacity(breaks.count + 1)
        var start = utf8.startIndex
        var startOffset = 0
        for lineBreak in breaks {
            lines.append(String(text[start..<utf8.index(start, offsetBy: lineBreak.end - startOffset)]))
            start = utf8.index(start, offsetBy: lineBreak.next - startOffset)
            startOffset = lineBreak.next
        }
        lines.append(String(text[start...]))
        return lines
    }

    /// Line `number` (1-based) of a file, or nil.
    public func line(_ number: Int, in path: String) -> String? {
        guard let lines = files[path], number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }

    /// The 1-based line of a front matter key (`edition`), searched before the closing `---`.
    public func frontMatterLine(of key: String, in path: String) -> Int? {
        guard let lines = files[path] else { return nil }
        for index in lines.indices {
            let line = lines.substring(index)
            if index > 0 && (line == "---" || line == "...") { return nil }
            if line.hasPrefix("\(key):") { return index + 1 }
        }
        return nil
    }

    /// The first position at or after `from` where `needle` occurs, searching up to `lineCount` lines;
    /// nil when `from` is not a line of the file (a location the parser counted in other lines). A check
    /// that searches many words in the same lines keeps a `SourceLineSearch` of the file instead.
    public func find(_ needle: String, in path: String, from: SourceLocation, lineCount: Int = 1) -> SourceLocation? {
        var search = SourceLineSearch(files[path])
        return search.find(needle, from: from, before: from.line + max(lineCount, 1))
    }
}
