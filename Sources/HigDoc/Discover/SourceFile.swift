import CControlScan
import Foundation

/// The text of one content file, read and validated as UTF-8.
public struct SourceFile: Sendable {
    public var path: String
    /// The file's text, each carriage return that no line feed follows made a line feed: cmark ends a
    /// line at one (`LineEndings`), and the line readers after this know only LF and CRLF.
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = LineEndings.replacingLoneCarriageReturns(in: text)
    }

    /// Reads a file, rejecting unreadable, empty and non-UTF-8 content with the offending line.
    public init(reading path: String) throws {
        try self.init(path: path, data: ContentIndex.contents(path))
    }

    public init(path: String, data: Data) throws {
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputError(path: path, line: Self.firstInvalidUTF8Line(in: data), "file is not valid UTF-8")
        }
        if text.allSatisfy({ $0.isWhitespace }) {
            throw InputError(path: path, line: 1, "file is empty")
        }
        self.init(path: path, text: text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
    }

    /// A page read from `data`: as `init(path:data:)`, and refused at the first control character it
    /// holds (`firstControlCharacter`). (The glossary's YAML reader refuses its own.)
    static func page(path: String, data: Data) throws -> SourceFile {
        let file = try SourceFile(path: path, data: data)
        if let offset = data.withUnsafeBytes({ firstControlCharacter(in: $0) }) {
            throw controlCharacterError(path: path, data: data, offset: offset)
        }
        return file
    }

    /// Why a path cannot be read, in a few words. A loop of symbolic links (`a.md -> b.md -> a.md`) is
    /// named as one: `fileExists` calls it nothing at all.
    static func reason(for path: String) -> String {
        if isSymbolicLinkLoop(path) { return linkLoop }
        if isDanglingLink(path) { return "a link to nothing" }
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { return "no such file" }
        if isDirectory.boolValue { return "is a directory" }
        var status = stat()
        if stat(path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFIFO: return "a named pipe, not a file"
            case S_IFCHR, S_IFBLK: return "a device, not a file"
            case S_IFSOCK: return "a socket, not a file"
            default: break
            }
        }
        return "permission denied"
    }

    /// What a path whose symbolic links go round is, in messages.
    static let linkLoop = "a loop of symbolic links"

    /// Whether following the symbolic links of `path` goes round without end (`ELOOP`; the kernel gives
    /// up after 40 links).
    static func isSymbolicLinkLoop(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) != 0 && errno == ELOOP
    }

    /// Whether `path` is a symbolic link whose target (or a link on the way to it) is not there.
    static func isDanglingLink(_ path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return false }
        return stat(path, &status) != 0 && errno == ENOENT
    }

    /// The offset of the first control character of valid UTF-8 `bytes` that no page may hold: C0 but a
    /// tab, a line feed, a form feed and a carriage return (NUL too), DEL, and C1 (U+0080–U+009F). HTML
    /// allows none of them in a page, and a terminal acts on them: a stray `ESC [31m` in a page's prose
    /// reached the site's pages as it was. Found by `higdoc_first_control_character` (C, sixteen bytes at a
    /// time): about two instructions a byte (9.6 M for the 5 MB a check of N = 100 reads), where Swift's
    /// eight-byte words took five.
    static func firstControlCharacter(in bytes: UnsafeRawBufferPointer) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let offset = higdoc_first_control_character(base.assumingMemoryBound(to: UInt8.self), bytes.count)
        return offset < bytes.count ? offset : nil
    }

    /// The input error of the control character at `offset` of `data`: its line (lines ending as cmark
    /// ends them), its column in characters and its code point.
    static func controlCharacterError(path: String, data: Data, offset: Int) -> InputError {
        let bytes = [UInt8](data)
        var line = 1
        var lineStart = 0
        for index in 0..<offset {
            if bytes[index] == 0x0A || (bytes[index] == 0x0D && bytes[index + 1] != 0x0A) {
                line += 1
                lineStart = index + 1
            }
        }
        // A byte order mark is no character of the first line (the file's text drops it).
        let hasByteOrderMark = lineStart == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF])
        let before = String(decoding: bytes[(hasByteOrderMark ? 3 : lineStart)..<offset], as: UTF8.self)
        let value = bytes[offset] == 0xC2 ? UInt32(bytes[offset + 1]) : UInt32(bytes[offset])
        let hex = String(value, radix: 16, uppercase: true)
        let name = "U+" + String(repeating: "0", count: 4 - hex.count) + hex
        return InputError(
            path: path, line: line,
            "the control character \(name) at column \(before.count + 1) is not text: a content file holds text, tabs and line breaks only; remove it"
        )
    }

    /// The 1-based line holding the first byte sequence that is not UTF-8, lines ending as cmark ends
    /// them (`LineEndings`: at an LF, a lone CR, or a CR and its LF).
    static func firstInvalidUTF8Line(in data: Data) -> Int {
        let bytes = [UInt8](data)
        var line = 1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return line
            }
            if index + length > bytes.count { return line }
            for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 { return line }
            // The second byte's narrower ranges: no overlong form (E0 80, F0 80), no surrogate (ED A0),
            // nothing above U+10FFFF (F4 90).
            if length > 1 {
                let second = bytes[index + 1]
                switch byte {
                case 0xE0 where second < 0xA0, 0xED where second > 0x9F, 0xF0 where second < 0x90,
                    0xF4 where second > 0x8F:
                    return line
                default: break
                }
            }
            if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) { line += 1 }
            index += length
        }
        return line
    }
}
