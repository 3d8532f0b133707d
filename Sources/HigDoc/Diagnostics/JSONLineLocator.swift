import Foundation

/// Where in a JSON file's lines a value is, found by its coding path (`entries[3].kind`); where the file
/// stops being JSON; and the first key or number that a file higdoc writes (the lock, a baseline) does
/// not have.
///
/// `JSONDecoder` says what is wrong (`'entries[3512].kind' is not a string`) but not where: in the lock of
/// a thousand pages, eleven megabytes, that is a search; and for a file that is not JSON it says only
/// that. Lines end as in the content (`LineEndings`): at an LF, a CRLF or a lone CR. The file is walked as
/// far as it needs to be, never held as a tree. It reads JSON as `JSONDecoder` does: a byte order mark
/// before it, and a comma after the last member or element (`[1, 2,]`), are allowed.
struct JSONLineLocator {
    /// One step of a coding path: a member of an object, or an element of an array.
    enum Step: Equatable, Sendable {
        case key(String)
        case index(Int)

        /// The steps of a `Decoder`'s coding path (an array's element is a key with an integer value).
        static func path(_ codingPath: [CodingKey]) -> [Step] {
            codingPath.map { key in key.intValue.map(Step.index) ?? .key(key.stringValue) }
        }

        /// `entries[3].sources[0].id`; `the top level` for no step.
        static func text(_ path: [Step]) -> String {
            var text = ""
            for step in path {
                switch step {
                case .index(let index): text += "[\(index)]"
                case .key(let key): text += (text.isEmpty ? "" : ".") + key
                }
            }
            return text.isEmpty ? "the top level" : text
        }
    }

    /// What a file's values may be: an object of these members, an array of these elements, a whole
    /// number (as `JSONDecoder` reads an `Int`: `2`, `2.0` or `2e0`, in `Int`'s range), or any value at all
    /// (not looked into).
    indirect enum Shape: Sendable {
        case object(KeyValuePairs<String, Shape>)
        case array(Shape)
        case integer
        case value
    }

    /// A place where the file is not its shape.
    struct Mismatch: Equatable, Sendable {
        enum Kind: Equatable, Sendable {
            /// A key the object may not have; the keys it may have, sorted.
            case unknownKey(known: [String])
            /// A key given again in one object, first on `firstLine`.
            case repeatedKey(firstLine: Int)
            /// A number that is not a whole number in `Int`'s range, where the shape wants one.
            case notWholeNumber
        }

        var kind: Kind
        /// The path of the object holding the key; for a number, its own path.
        var path: [Step]
        /// The key, or the number's key.
        var key: String
        var line: Int
    }

    /// Where the file stops being JSON: its line, and whether the file ends there (cut short) or its
    /// arrays and objects are nested deeper than `JSONDecoder` reads them.
    struct SyntaxError: Equatable, Sendable {
        var line: Int
        var atEnd: Bool
        var tooDeep = false
    }

    /// How deep `JSONDecoder` reads arrays and objects inside each other; the walks go no deeper either,
    /// so a file of a million `[` cannot exhaust the stack.
    static let maximumDepth = 512

    let data: Data

    init(_ data: Data) { self.data = data }

    /// The line on which the value at `path` starts; for a member of an object, the line of its key.
    /// The empty path is the whole document. Nil when the file holds no such value.
    func line(of path: [Step]) -> Int? {
        withCursor(strict: false) { cursor in cursor.line(of: path[...]) }
    }

    /// Where the file stops being JSON; nil when it is JSON all through. The file is UTF-8.
    func syntaxError() -> SyntaxError? {
        withCursor(strict: true) { cursor in
            if cursor.skipValue() {
                cursor.skipWhitespace()
                if cursor.current == nil { return nil }
            }
            return SyntaxError(line: cursor.line, atEnd: cursor.current == nil, tooDeep: cursor.tooDeep)
        }
    }

    /// The first place in the file, in the order it is written, where it is not `shape`: a key the shape
    /// does not name, a key given twice, a number that is not whole. Values of another type than the
    /// shape's are passed over (the decoder reports those). The file is JSON.
    func firstMismatch(_ shape: Shape) -> Mismatch? {
        guard var found = withCursor(strict: false, { cursor in cursor.firstMismatch(shape) }) else { return nil }
        // A repeated key's first line, found again: the walk keeps only which keys it met.
        if case .repeatedKey = found.kind {
            found.kind = .repeatedKey(firstLine: line(of: found.path + [.key(found.key)]) ?? found.line)
        }
        return found
    }

    private func withCursor<T>(strict: Bool, _ body: (inout Cursor) -> T?) -> T? {
        data.withUnsafeBytes { raw in
            var cursor = Cursor(bytes: raw.bindMemory(to: UInt8.self), strict: strict)
            return body(&cursor)
        }
    }

    /// A position in the bytes and the line it is on.
    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        /// Whether strings, numbers and literals are read as JSON's grammar has them; else they are only
        /// passed over, in a file the decoder read.
        let strict: Bool
        var offset = 0
        var line = 1
        /// The arrays and objects the cursor is in; whether a walk stopped at one too many.
        var depth = 0
        var tooDeep = false

        init(bytes: UnsafeBufferPointer<UInt8>, strict: Bool) {
            self.bytes = bytes
            self.strict = strict
            // A byte order mark is no part of the JSON.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        }

        var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

        /// Past white space, counting the lines it ends (the only place in JSON a line ends).
        mutating func skipWhitespace() {
            while offset < bytes.count {
                switch bytes[offset] {
                case 0x20, 0x09: offset += 1
                case 0x0A, 0x0D:
                    offset += LineEndings.length(at: offset, in: bytes)
                    line += 1
                default: return
                }
            }
        }

        /// Past `byte` after white space; false when something else is there.
        mutating func consume(_ byte: UInt8) -> Bool {
            skipWhitespace()
            guard current == byte else { return false }
            offset += 1
            return true
        }

        mutating func line(of path: ArraySlice<Step>) -> Int? {
            skipWhitespace()
            guard let step = path.first else { return current == nil ? nil : line }
            switch step {
            case .key(let wanted):
                var found: Int?
                _ = members { cursor, key, keyLine in
                    guard Self.matches(key, wanted) else { return cursor.skipValue() }
                    found = path.count == 1 ? keyLine : cursor.line(of: path.dropFirst())
                    return false
                }
                return found
            case .index(let wanted):
                var found: Int?
                var index = 0
                _ = elements { cursor in
                    defer { index += 1 }
                    guard index == wanted else { return cursor.skipValue() }
                    found = cursor.line(of: path.dropFirst())
                    return false
                }
                return found
            }
        }

        /// The first mismatch in the value here, its path from this value.
        mutating func firstMismatch(_ shape: Shape) -> Mismatch? {
            skipWhitespace()
            var found: Mismatch?
            switch (shape, current) {
            case (.object(let known), UInt8(ascii: "{")?):
                // The known keys met so far, a bit for each by its place in `known` (a shape names few).
                precondition(known.count <= 64, "a shape of more than 64 keys")
                var seen: UInt64 = 0
                _ = members { cursor, key, keyLine in
                    guard let member = known.indices.first(where: { Self.matches(key, known[$0].key) }) else {
                        found = Mismatch(
                            kind: .unknownKey(known: known.map(\.key).sorted()), path: [], key: Self.text(key),
                            line: keyLine)
                        return false
                    }
                    guard seen & 1 << member == 0 else {
                        found = Mismatch(
                            kind: .repeatedKey(firstLine: 0), path: [], key: known[member].key, line: keyLine)
                        return false
                    }
                    seen |= 1 << member
                    // The path is made only for what is found, on the way back up.
                    found = cursor.firstMismatch(known[member].value)
                    if found?.kind == .notWholeNumber && found?.path.isEmpty == true { found?.key = known[member].key }
                    found?.path.insert(.key(known[member].key), at: 0)
                    return found == nil
                }
            case (.array(let element), UInt8(ascii: "[")?):
                var index = 0
                _ = elements { cursor in
                    found = cursor.firstMismatch(element)
                    found?.path.insert(.index(index), at: 0)
                    index += 1
                    return found == nil
                }
            case (.integer, let byte?) where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte):
                let start = offset
                _ = skipValue()
                let number = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
                if Self.wholeNumber(number) == nil {
                    found = Mismatch(kind: .notWholeNumber, path: [], key: "", line: line)
                }
            default:
                _ = skipValue()
            }
            return found
        }

        /// The `Int` a JSON number stands for, as `JSONDecoder` reads one (it is asked): nil when it has a
        /// fraction or lies outside `Int`'s range (`-9223372036854775808.0` does, read through `Decimal`).
        static func wholeNumber(_ text: String) -> Int? {
            Int(text) ?? (try? JSONDecoder().decode(Int.self, from: Data(text.utf8)))
        }

        /// Walks an object's members: `body` gets each key, as its bytes between the quotes (escapes
        /// unread), and its line, the cursor at the member's value, and returns whether to go on (having
        /// read the value) or stop. False when the walk stopped, or what is there is not an object.
        mutating func members(_ body: (inout Cursor, UnsafeBufferPointer<UInt8>, Int) -> Bool) -> Bool {
            guard consume(UInt8(ascii: "{")), enter() else { return false }
            defer { depth -= 1 }
            repeat {
                // Empty, or a comma after the last member.
                if consume(UInt8(ascii: "}")) { return true }
                skipWhitespace()
                let keyLine = line
                let start = offset
                guard skipString() else { return false }
                let key = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<(offset - 1)])
                guard consume(UInt8(ascii: ":")), body(&self, key, keyLine) else { return false }
            } while consume(UInt8(ascii: ","))
            return consume(UInt8(ascii: "}"))
        }

        /// One level deeper, false (the cursor just inside the array or object) past `maximumDepth`.
        mutating func enter() -> Bool {
            depth += 1
            if depth > JSONLineLocator.maximumDepth { tooDeep = true }
            return !tooDeep
        }

        /// Walks an array's elements as `members` walks an object's.
        mutating func elements(_ body: (inout Cursor) -> Bool) -> Bool {
            guard consume(UInt8(ascii: "[")), enter() else { return false }
            defer { depth -= 1 }
            repeat {
                if consume(UInt8(ascii: "]")) { return true }
                guard body(&self) else { return false }
            } while consume(UInt8(ascii: ","))
            return consume(UInt8(ascii: "]"))
        }

        /// Past one value of any kind; false when none is there (strictly: no JSON value).
        mutating func skipValue() -> Bool {
            skipWhitespace()
            switch current {
            case UInt8(ascii: "{")?: return members { cursor, _, _ in cursor.skipValue() }
            case UInt8(ascii: "[")?: return elements { cursor in cursor.skipValue() }
            case UInt8(ascii: "\"")?: return skipString()
            case nil: return false
            default:
                // A number, true, false or null: up to the next delimiter.
                let start = offset
                while let byte = current, !Self.delimiters.contains(byte) { offset += 1 }
                guard strict else { return offset > start }
                let token = UnsafeBufferPointer(rebasing: bytes[start..<offset])
                guard Self.isLiteral(token) || Self.isNumber(token) else {
                    offset = start
                    return false
                }
                return true
            }
        }

        static let delimiters: Set<UInt8> = Set(",]}: \t\r\n\"[{".utf8)

        static func isLiteral(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
            ["true", "false", "null"].contains { $0.utf8.elementsEqual(token) }
        }

        /// Whether `token` is a JSON number: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
        static func isNumber(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
            var index = 0
            func digits() -> Int {
                let start = index
                while index < token.count, (0x30...0x39).contains(token[index]) { index += 1 }
                return index - start
            }
            if index < token.count, token[index] == UInt8(ascii: "-") { index += 1 }
            guard index < token.count else { return false }
            if token[index] == 0x30 {
                index += 1
            } else if digits() == 0 {
                return false
            }
            if index < token.count, token[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { return false }
            }
            if index < token.count, token[index] | 0x20 == UInt8(ascii: "e") {
                index += 1
                if index < token.count, token[index] == UInt8(ascii: "+") || token[index] == UInt8(ascii: "-") {
                    index += 1
                }
                guard digits() > 0 else { return false }
            }
            return index == token.count
        }

        /// Past a string, its escapes unread; false when what is there is not one (nor a whole one).
        /// Strictly, a string holds no control character and only JSON's escapes, a `\u` of a high
        /// surrogate followed by one of a low surrogate; the cursor stops at the mistake.
        mutating func skipString() -> Bool {
            guard current == UInt8(ascii: "\"") else { return false }
            guard strict else {
                // In a file the decoder read: to the first quote after an even number of backslashes.
                var index = offset + 1
                while index < bytes.count,
                    let quote = memchr(bytes.baseAddress! + index, Int32(UInt8(ascii: "\"")), bytes.count - index)
                {
                    let end = bytes.baseAddress!.distance(to: quote.assumingMemoryBound(to: UInt8.self))
                    var backslashes = 0
                    while end - backslashes - 1 > offset, bytes[end - backslashes - 1] == UInt8(ascii: "\\") {
                        backslashes += 1
                    }
                    index = end + 1
                    if backslashes % 2 == 0 {
                        offset = index
                        return true
                    }
                }
                return false
            }
            var index = offset + 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    offset = index + 1
                    return true
                case 0x00..<0x20:
                    offset = index
                    return false
                case UInt8(ascii: "\\"):
                    guard let length = escapeLength(at: index) else {
                        offset = index
                        return false
                    }
                    index += length
                default: index += 1
                }
            }
            offset = index
            return false
        }

        /// The bytes of the escape at `index` (a backslash): 2, 6 for a `\u`, 12 for a surrogate pair;
        /// nil for none JSON knows.
        func escapeLength(at index: Int) -> Int? {
            guard index + 1 < bytes.count else { return nil }
            switch bytes[index + 1] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                return 2
            case UInt8(ascii: "u"):
                guard let unit = hexUnit(at: index + 2) else { return nil }
                switch unit {
                case 0xD800...0xDBFF:
                    guard index + 7 < bytes.count, bytes[index + 6] == UInt8(ascii: "\\"),
                        bytes[index + 7] == UInt8(ascii: "u"), let low = hexUnit(at: index + 8),
                        (0xDC00...0xDFFF).contains(low)
                    else { return nil }
                    return 12
                case 0xDC00...0xDFFF: return nil
                default: return 6
                }
            default: return nil
            }
        }

        /// The four hexadecimal digits at `index` as a number; nil when they are not there.
        func hexUnit(at index: Int) -> UInt32? {
            guard index + 4 <= bytes.count else { return nil }
            var unit: UInt32 = 0
            for byte in bytes[index..<(index + 4)] {
                let digit: UInt8
                switch byte {
                case 0x30...0x39: digit = byte - 0x30
                case 0x41...0x46: digit = byte - 0x41 + 10
                case 0x61...0x66: digit = byte - 0x61 + 10
                default: return nil
                }
                unit = unit << 4 | UInt32(digit)
            }
            return unit
        }

        /// The text of a key, its escapes read (a key is compared as the decoder reads it).
        static func text(_ raw: UnsafeBufferPointer<UInt8>) -> String {
            guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
            // Escapes are rare in a key: JSONSerialization reads the string with them.
            let quoted = Data([UInt8(ascii: "\"")] + raw + [UInt8(ascii: "\"")])
            return (try? JSONSerialization.jsonObject(with: quoted, options: .fragmentsAllowed)) as? String
                ?? String(decoding: raw, as: UTF8.self)
        }

        /// Whether a key's bytes are `name`'s: its UTF-8, with no escape (a key with one is read first).
        static func matches(_ raw: UnsafeBufferPointer<UInt8>, _ name: String) -> Bool {
            if raw.contains(UInt8(ascii: "\\")) { return text(raw) == name }
            var name = name
            return name.withUTF8 { bytes in
                bytes.count == raw.count
                    && (raw.isEmpty || memcmp(bytes.baseAddress!, raw.baseAddress!, raw.count) == 0)
            }
        }
    }
}
