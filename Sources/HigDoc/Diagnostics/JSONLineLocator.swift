import Foundation

/// Where in a JSON file's lines a value is, found by its coding path (`entries[3].kind`), and the first
/// key that a file higdoc writes (the lock, a baseline) does not have.
///
/// `JSONDecoder` says what is wrong (`'entries[3512].kind' is not a string`) but not where: in the lock of
/// a thousand pages, eleven megabytes, that is a search. Lines end as in the content (`LineEndings`): at
/// an LF, a CRLF or a lone CR. The file is walked as far as the value, never held as a tree; anything
/// that is not JSON where a value should be ends the walk with no line.
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

    /// The keys a file's objects may have: an object's members by name, the shape of an array's
    /// elements, or any value at all (not looked into).
    indirect enum Shape: Sendable {
        case object(KeyValuePairs<String, Shape>)
        case array(Shape)
        case value
    }

    /// A key of an object that its shape does not name.
    struct UnknownKey: Equatable, Sendable {
        /// The object's path.
        var object: [Step]
        var key: String
        var line: Int
        /// The keys the object may have, sorted.
        var known: [String]
    }

    let data: Data

    init(_ data: Data) { self.data = data }

    /// The line on which the value at `path` starts; for a member of an object, the line of its key.
    /// The empty path is the whole document. Nil when the file holds no such value.
    func line(of path: [Step]) -> Int? {
        withCursor { cursor in cursor.line(of: path[...]) }
    }

    /// The first key in the file, in the order it is written, that `shape` does not name. Values whose
    /// type is not the shape's are passed over (the decoder reports those).
    func firstUnknownKey(_ shape: Shape) -> UnknownKey? {
        withCursor { cursor in cursor.firstUnknownKey(shape) }
    }

    private func withCursor<T>(_ body: (inout Cursor) -> T?) -> T? {
        data.withUnsafeBytes { raw in
            var cursor = Cursor(bytes: raw.bindMemory(to: UInt8.self))
            return body(&cursor)
        }
    }

    /// A position in the bytes and the line it is on.
    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0
        var line = 1

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            // A byte order mark is no part of the JSON.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        }

        var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

        /// Past white space, counting the lines it ends (the only place a valid JSON file has a line end).
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

        /// The first unknown key in the value here, its object's path from this value.
        mutating func firstUnknownKey(_ shape: Shape) -> UnknownKey? {
            skipWhitespace()
            var found: UnknownKey?
            switch (shape, current) {
            case (.object(let known), UInt8(ascii: "{")?):
                _ = members { cursor, key, keyLine in
                    guard let member = known.first(where: { Self.matches(key, $0.key) }) else {
                        found = UnknownKey(
                            object: [], key: Self.text(key) ?? String(decoding: key, as: UTF8.self), line: keyLine,
                            known: known.map(\.key).sorted())
                        return false
                    }
                    // The path is made only for the key found, on the way back up.
                    found = cursor.firstUnknownKey(member.value)
                    found?.object.insert(.key(member.key), at: 0)
                    return found == nil
                }
            case (.array(let element), UInt8(ascii: "[")?):
                var index = 0
                _ = elements { cursor in
                    found = cursor.firstUnknownKey(element)
                    found?.object.insert(.index(index), at: 0)
                    index += 1
                    return found == nil
                }
            default:
                _ = skipValue()
            }
            return found
        }

        /// Walks an object's members: `body` gets each key, as its bytes between the quotes (escapes
        /// unread), and its line, the cursor at the member's value, and returns whether to go on (having
        /// read the value) or stop. False when the walk stopped, or what is there is not an object.
        mutating func members(_ body: (inout Cursor, UnsafeBufferPointer<UInt8>, Int) -> Bool) -> Bool {
            guard consume(UInt8(ascii: "{")) else { return false }
            if consume(UInt8(ascii: "}")) { return true }
            repeat {
                skipWhitespace()
                let keyLine = line
                let start = offset
                guard skipString() else { return false }
                let key = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<(offset - 1)])
                guard consume(UInt8(ascii: ":")) else { return false }
                guard body(&self, key, keyLine) else { return false }
            } while consume(UInt8(ascii: ","))
            return consume(UInt8(ascii: "}"))
        }

        /// Walks an array's elements as `members` walks an object's.
        mutating func elements(_ body: (inout Cursor) -> Bool) -> Bool {
            guard consume(UInt8(ascii: "[")) else { return false }
            if consume(UInt8(ascii: "]")) { return true }
            repeat {
                guard body(&self) else { return false }
            } while consume(UInt8(ascii: ","))
            return consume(UInt8(ascii: "]"))
        }

        /// Past one value of any kind; false when none is there.
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
                return offset > start
            }
        }

        static let delimiters: Set<UInt8> = Set(",]} \t\r\n".utf8)

        /// Past a string, its escapes unread; false when what is there is not one (nor a whole one). The
        /// file is JSON that the decoder read: a string holds no line end.
        mutating func skipString() -> Bool {
            guard current == UInt8(ascii: "\"") else { return false }
            var index = offset + 1
            while index < bytes.count,
                let quote = memchr(bytes.baseAddress! + index, Int32(UInt8(ascii: "\"")), bytes.count - index)
            {
                let end = bytes.baseAddress!.distance(to: quote.assumingMemoryBound(to: UInt8.self))
                // A quote after an odd number of backslashes is escaped.
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

        /// The text of a key, its escapes read (a key is compared as the decoder reads it).
        static func text(_ raw: UnsafeBufferPointer<UInt8>) -> String? {
            guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
            // Escapes are rare in a key: JSONSerialization reads the string with them.
            let quoted = Data([UInt8(ascii: "\"")] + raw + [UInt8(ascii: "\"")])
            return (try? JSONSerialization.jsonObject(with: quoted, options: .fragmentsAllowed)) as? String
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
