import Foundation

/// What is wrong with a file higdoc writes (the lock, a baseline) and reads back, in a reader's words,
/// and the line of the file it is on: where the file is not UTF-8 or stops being JSON, the value that is
/// not what it should be (`'entries[3].kind' is not a string`), the object that lacks a key (`missing
/// key 'version' at the top level`), a key it does not have or gives twice. Not Foundation's debug
/// description of a coding path, nor `JSONDecoder`'s "not valid JSON" for a number that is no `Int`.
enum DecodingErrorSummary {
    struct Problem: Error, Equatable {
        var text: String
        var line: Int?
        /// A key the file does not have, or gives again: deleting it mends the file.
        var isStrayKey = false
    }

    /// `data` decoded as `T`, whose JSON is `shape`, or what is wrong with it. A file that is not UTF-8 is
    /// refused, though `JSONDecoder` would read UTF-16: higdoc writes UTF-8, and its lines are counted in
    /// UTF-8.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, shape: JSONLineLocator.Shape) throws(Problem)
        -> T
    {
        // UTF-16 and UTF-32 as `JSONDecoder` finds them: a byte order mark, or a zero byte among the first
        // four, which no UTF-8 JSON has. Any other byte that is not UTF-8 fails the decoding, and is found
        // then: a second pass over every byte of a lock of eleven megabytes took 10% of its reading.
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            throw Problem(text: "not UTF-8 text (UTF-16, by its byte order mark)", line: 1)
        }
        if data.prefix(4).contains(0) {
            throw Problem(text: "not UTF-8 text (a zero byte among its first four, as UTF-16 and UTF-32 have)", line: 1)
        }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            guard String(validating: data, as: UTF8.self) != nil else {
                throw Problem(text: "not UTF-8 text", line: SourceFile.firstInvalidUTF8Line(in: data))
            }
            throw problem(error, data: data, shape: shape)
        }
    }

    /// The first key of `data` that `shape` does not have, or that an object gives twice: what the next
    /// write of the file would drop unsaid. `data` decoded.
    static func strayKey(in data: Data, shape: JSONLineLocator.Shape) -> Problem? {
        guard let mismatch = JSONLineLocator(data).firstMismatch(shape) else { return nil }
        return problem(mismatch)
    }

    /// What is wrong with `data`, which failed to decode with `error`, and the line it is on.
    static func problem(_ error: Error, data: Data, shape: JSONLineLocator.Shape) -> Problem {
        guard let error = error as? DecodingError else { return Problem(text: "not valid JSON") }
        func lineOf(_ codingPath: [CodingKey]) -> Int? {
            JSONLineLocator(data).line(of: JSONLineLocator.Step.path(codingPath))
        }
        switch error {
        case .keyNotFound(let key, let context):
            // A key misspelt is a key missing and an unknown one in the same object: the misspelt one's line.
            if let mismatch = JSONLineLocator(data).firstMismatch(shape), case .unknownKey = mismatch.kind,
                mismatch.path == JSONLineLocator.Step.path(context.codingPath)
            {
                return Problem(
                    text:
                        "unknown key '\(quoted(mismatch.key))' \(place(context.codingPath)), which lacks '\(quoted(key.stringValue))'",
                    line: mismatch.line)
            }
            return Problem(
                text: "missing key '\(quoted(key.stringValue))' \(place(context.codingPath))",
                line: lineOf(context.codingPath))
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            let what = context.codingPath.isEmpty ? "the top level" : "'\(path(context.codingPath))'"
            return Problem(text: "\(what) is not \(noun(type))", line: lineOf(context.codingPath))
        case .dataCorrupted(let context) where !context.codingPath.isEmpty:
            return Problem(
                text: "'\(path(context.codingPath))' is not valid: \(context.debugDescription)",
                line: lineOf(context.codingPath))
        case .dataCorrupted:
            // `JSONDecoder` says "not valid JSON" of JSON whose number is no `Int` (`"version" : 1.5`) too.
            let locator = JSONLineLocator(data)
            if let broken = locator.syntaxError() {
                if broken.tooDeep {
                    return Problem(
                        text: "not valid JSON (nested more than \(JSONLineLocator.maximumDepth) deep)",
                        line: broken.line)
                }
                guard broken.atEnd else { return Problem(text: "not valid JSON", line: broken.line) }
                // Cut short: the last line that holds anything.
                guard let last = data.lastIndex(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }),
                    !(last == data.startIndex + 2 && data.starts(with: [0xEF, 0xBB, 0xBF]))
                else { return Problem(text: "not valid JSON (the file is empty)", line: 1) }
                return Problem(
                    text: "not valid JSON (it ends inside a value)",
                    line: line(atOffset: last - data.startIndex, in: data))
            }
            if let mismatch = locator.firstMismatch(shape) { return problem(mismatch) }
            return Problem(text: "not valid JSON")
        @unknown default:
            return Problem(text: "not valid JSON")
        }
    }

    /// A place where the file is not its shape, in a reader's words.
    static func problem(_ mismatch: JSONLineLocator.Mismatch) -> Problem {
        let place = mismatch.path.isEmpty ? "at the top level" : "in '\(JSONLineLocator.Step.text(mismatch.path))'"
        switch mismatch.kind {
        case .unknownKey(let known):
            let keys = known.map { "'\($0)'" }.joined(separator: ", ")
            return Problem(
                text: "unknown key '\(quoted(mismatch.key))' \(place) (the keys there are \(keys))",
                line: mismatch.line,
                isStrayKey: true)
        case .repeatedKey(let firstLine):
            return Problem(
                text: "'\(mismatch.key)' is given more than once \(place) (first on line \(firstLine))",
                line: mismatch.line, isStrayKey: true)
        case .notWholeNumber:
            return Problem(
                text: "'\(JSONLineLocator.Step.text(mismatch.path))' is not a whole number", line: mismatch.line)
        }
    }

    /// The line of the byte at `offset`. Lines end as in the content (`LineEndings`): at an LF, a CRLF or
    /// a lone CR, which a file saved by another system's editor has.
    private static func line(atOffset offset: Int, in data: Data) -> Int {
        let lines = LineEndings.replacingLoneCarriageReturns(in: data)
        return 1 + lines.prefix(offset).reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    /// A key as JSON would write it, without its quotes: a line end or an escape sequence in it would
    /// break the one-line message or reach the terminal.
    private static func quoted(_ key: String) -> String {
        // Control characters as the rest of higdoc knows them (`Text.isControl`: C0, DEL, C1).
        guard Text.mayHoldControl(key) else { return key }
        var text = ""
        for scalar in key.unicodeScalars {
            guard Text.isControl(scalar) else {
                text.unicodeScalars.append(scalar)
                continue
            }
            let hex = String(scalar.value, radix: 16)
            text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        return text
    }

    /// `entries[3].sources[0].id`.
    private static func path(_ codingPath: [CodingKey]) -> String {
        quoted(JSONLineLocator.Step.text(JSONLineLocator.Step.path(codingPath)))
    }

    private static func place(_ codingPath: [CodingKey]) -> String {
        codingPath.isEmpty ? "at the top level" : "in '\(path(codingPath))'"
    }

    private static func noun(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type: return "a number"
        case is Bool.Type: return "true or false"
        default:
            // `Array<Entry>`, `Dictionary<String, Any>`: what the decoder wanted, in JSON's words.
            return String(describing: type).hasPrefix("Array<") ? "a list" : "an object"
        }
    }
}
