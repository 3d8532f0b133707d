import Yams

/// A key that a YAML mapping gives twice, reported where it is given again: the line to fix. Yams names
/// only the first occurrence (its mark is the key it kept), so a front matter whose `title:` is repeated
/// further down was reported at the first, correct line.
struct YAMLDuplicateKey {
    /// The file's line (from 1) where the key is given again, and the line of its first occurrence.
    let line: Int
    let firstLine: Int
    /// What the error says: the key, or keys, given more than once, and where the first was given.
    let message: String

    /// The repeated key of Yams's `duplicatedKeysInMapping` error in `text`, whose libyaml lines `lines`
    /// maps to the text's, and whose first line is the file's line `1 + linesBefore`; nil for any other
    /// error. When the repeat is not found (a key in a flow mapping, `{a: 1, a: 2}`, or written another
    /// way), its line is the first occurrence's.
    init?(_ error: YamlError, in text: String, lines: YAMLLineNumbers, linesBefore: Int = 0) {
        guard case .duplicatedKeysInMapping(let duplicates, let context) = error, let key = duplicates.first else {
            return nil
        }
        let first = lines.line(context.mark.line)
        firstLine = first + linesBefore
        line = (Self.repeatLine(of: key, after: first, column: context.mark.column, in: text) ?? first) + linesBefore
        let keys = "'" + duplicates.joined(separator: "', '") + "'"
        message =
            duplicates.count == 1
            ? "\(keys) is given more than once (first on line \(firstLine))"
            : "\(keys) are given more than once ('\(key)' first on line \(firstLine))"
    }

    /// The first line after `firstLine` (lines from 1) that gives `key` at `column` (from 1, in
    /// scalars: the mapping's keys are indented alike), as written or quoted, before the mapping ends
    /// (a line indented less). A line counts only where the text before it is whole YAML
    /// (`endsBetweenNodes`): a line of a quoted string or a bracketed list that runs over several
    /// lines can start with the key's words, or be indented less, and is neither.
    static func repeatLine(of key: String, after firstLine: Int, column: Int, in text: String) -> Int? {
        let indentation = column - 1
        var number = 0
        // The text's lines end as `LineEndings` ends them: at a line feed, a carriage return or both.
        for line in text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        {
            number += 1
            guard number > firstLine else { continue }
            let spaces = line.unicodeScalars.prefix { $0 == " " }.count
            let rest = line.unicodeScalars.dropFirst(spaces)
            guard let first = rest.first, first != "#" else { continue }
            if spaces < indentation {
                if endsBetweenNodes(text[..<line.startIndex]) { return nil }
                continue
            }
            guard spaces == indentation else { continue }
            for written in [key, "\"\(key)\"", "'\(key)'"] where rest.starts(with: written.unicodeScalars) {
                let after = rest.dropFirst(written.unicodeScalars.count).drop { $0 == " " || $0 == "\t" }
                guard after.first == ":",
                    after.count == 1 || after.dropFirst().first.map(\.properties.isWhitespace) == true
                else { continue }
                if endsBetweenNodes(text[..<line.startIndex]) { return number }
            }
        }
        return nil
    }

    /// Whether `text` reads as YAML to its end, nothing left open: no quoted string, bracketed list or
    /// braced mapping runs past it. (Keys given twice in it are no matter here.)
    static func endsBetweenNodes(_ text: Substring) -> Bool {
        do {
            _ = try Yams.compose(yaml: String(text), .basic, .default, .utf8)
            return true
        } catch YamlError.duplicatedKeysInMapping {
            return true
        } catch {
            return false
        }
    }
}
