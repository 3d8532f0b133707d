import Foundation
import Yams

/// A YAML error of the front matter or the glossary in a reader's words, and the line it is on.
enum YAMLErrorSummary {
    /// The 1-based line of `error` in the YAML's text: libyaml's line turned into the text's (`lines`),
    /// or, for a character libyaml refuses to read (a control character), the line of its offset.
    static func line(of error: YamlError, _ lines: YAMLLineNumbers) -> Int? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            return lines.line(mark.line)
        case .reader(_, let offset?, _, let yaml):
            // Yams counts the offset in characters of the text it read; a CRLF is one of them, and its lines
            // end as the content's do.
            return yaml.prefix(offset).reduce(1) { LineEndings.isLineEnd($1) ? $0 + 1 : $0 }
        default:
            return nil
        }
    }

    /// What is wrong, without libyaml's place (`did not find expected ',' or ']'`); a character libyaml
    /// refuses to read is named (`control characters are not allowed (U+0001)`).
    static func problem(_ error: YamlError) -> String {
        switch error {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _):
            return problem
        case .reader(let problem, _, let value, _):
            return problem + String(format: " (U+%04X)", value)
        default:
            return "\(error)".split(separator: "\n").first.map(String.init) ?? "invalid YAML"
        }
    }
}
