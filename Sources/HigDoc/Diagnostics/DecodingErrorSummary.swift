import Foundation

/// A decoding error of a file higdoc writes (the lock, a baseline) in a reader's words: what is wrong and
/// where in the JSON (`missing key 'version' at the top level`, `'entries[3].kind' is not a string`),
/// not Foundation's debug description of its coding path, and the line of the file it is on.
enum DecodingErrorSummary {
    /// What is wrong with `data`, which failed to decode with `error`, and the line of the file it is on:
    /// where the JSON stops being JSON, the value that is not what it should be, or the start of the
    /// object that lacks a key.
    static func text(_ error: Error, data: Data) -> (text: String, line: Int?) {
        guard let error = error as? DecodingError else { return ("not valid JSON", nil) }
        func line(_ codingPath: [CodingKey]) -> Int? {
            JSONLineLocator(data).line(of: JSONLineLocator.Step.path(codingPath))
        }
        switch error {
        case .keyNotFound(let key, let context):
            return ("missing key '\(key.stringValue)' \(place(context.codingPath))", line(context.codingPath))
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return ("'\(path(context.codingPath))' is not \(noun(type))", line(context.codingPath))
        case .dataCorrupted(let context) where !context.codingPath.isEmpty:
            return (
                "'\(path(context.codingPath))' is not valid: \(context.debugDescription)", line(context.codingPath)
            )
        case .dataCorrupted:
            return broken(data)
        @unknown default:
            return ("not valid JSON", nil)
        }
    }

    /// A key that the file's `shape` does not name, in a reader's words, and its line.
    static func text(_ unknown: JSONLineLocator.UnknownKey) -> (text: String, line: Int?) {
        let known = unknown.known.map { "'\($0)'" }.joined(separator: ", ")
        let place =
            unknown.object.isEmpty ? "at the top level" : "in '\(JSONLineLocator.Step.text(unknown.object))'"
        return ("unknown key '\(unknown.key)' \(place) (the keys there are \(known))", unknown.line)
    }

    /// Why `data` is not JSON, and the line on which it stops being JSON: its first byte that is not
    /// UTF-8, where `JSONSerialization` finds a wrong character (`around character 11`: `JSONDecoder` does
    /// not say), or, for a file that ends inside a value (cut short), its last line that holds anything.
    private static func broken(_ data: Data) -> (text: String, line: Int?) {
        if String(validating: data, as: UTF8.self) == nil {
            return ("not UTF-8 text", SourceFile.firstInvalidUTF8Line(in: data))
        }
        do {
            _ = try JSONSerialization.jsonObject(with: data)
            return ("not valid JSON", nil)
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
            // `around character 11`, the last number (`Unescaped control character around character 11`);
            // `starting from character 11` for a bad escape (`\扰`).
            if let range = reason.range(of: "character ", options: .backwards),
                let offset = Int(reason[range.upperBound...].prefix { $0.isNumber })
            {
                return ("not valid JSON", line(atOffset: offset, in: data))
            }
            if reason.hasPrefix("Unexpected end of file") {
                guard let last = data.lastIndex(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
                    return ("not valid JSON (the file is empty)", 1)
                }
                return ("not valid JSON (it ends inside a value)", line(atOffset: last - data.startIndex, in: data))
            }
            return ("not valid JSON", nil)
        }
    }

    /// The line of the byte at `offset`. Lines end as in the content (`LineEndings`): at an LF, a CRLF or
    /// a lone CR, which a file saved by another system's editor has.
    private static func line(atOffset offset: Int, in data: Data) -> Int {
        let lines = LineEndings.replacingLoneCarriageReturns(in: data)
        return 1 + lines.prefix(offset).reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    /// `entries[3].sources[0].id`.
    private static func path(_ codingPath: [CodingKey]) -> String {
        JSONLineLocator.Step.text(JSONLineLocator.Step.path(codingPath))
    }

    private static func place(_ codingPath: [CodingKey]) -> String {
        codingPath.isEmpty ? "at the top level" : "in '\(path(codingPath))'"
    }

    private static func noun(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "a number"
        case is Bool.Type: "true or false"
        default: "what it should be (\(type))"
        }
    }
}
