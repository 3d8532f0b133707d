/// Stable, platform-independent 64-bit FNV-1a hashes, printed as 16 hex digits.
///
/// Swift's `Hasher` is seeded per process, so it cannot be used for anything written to disk.
public enum Fingerprint {
    public static func of(_ text: String) -> String { hex(hash(text)) }

    /// The part of a content file's path that a fingerprint hashes: its path within the content
    /// directory. A page (`.md`) lies in a language's directory (`…/content/en/bars.md` →
    /// `en/bars.md`), the glossary and the lock in the content directory itself
    /// (`…/content/glossary.yaml` → `glossary.yaml`, even in a content directory named `en`); what
    /// comes before is where the content happens to be checked out.
    static func contentPath(_ path: String) -> Substring {
        let slash = UInt8(ascii: "/")
        let bytes = path.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == slash { end = bytes.index(before: end) }
        guard let nameSlash = bytes[..<end].lastIndex(of: slash) else { return path[..<end] }
        let directoryStart = bytes[..<nameSlash].lastIndex(of: slash).map { bytes.index(after: $0) } ?? bytes.startIndex
        // The directory's name compared with the language codes byte by byte (a finding is made by the
        // hundred thousand; a string made of the name cost a few thousand instructions each).
        let directory = bytes[directoryStart..<nameSlash]
        let isPage = bytes[..<end].reversed().starts(with: ".md".utf8.reversed())
        let isLanguage = isPage && Language.allCases.contains { directory.elementsEqual($0.rawValue.utf8) }
        return path[(isLanguage ? directoryStart : bytes.index(after: nameSlash))..<end]
    }

    /// FNV-1a's starting value.
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The hash of `text`'s bytes, continuing from `hash`: hashing texts one after another from
    /// `offsetBasis` gives the hash of their concatenation.
    static func hash<Text: StringProtocol>(_ text: Text, continuing hash: UInt64 = offsetBasis) -> UInt64 {
        // Over the bytes in place when the text has them contiguous (native strings and their
        // substrings do): walking a substring's UTF-8 view index by index costs several times more.
        if let hashed = text.utf8.withContiguousStorageIfAvailable({ hashBytes($0, continuing: hash) }) {
            return hashed
        }
        var hash = hash
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// FNV-1a over `bytes`, continuing from `hash`.
    @inline(__always)
    private static func hashBytes(_ bytes: UnsafeBufferPointer<UInt8>, continuing hash: UInt64) -> UInt64 {
        var hash = hash
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// `value` as 16 lowercase hex digits.
    static func hex(_ value: UInt64) -> String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The value of 16 hex digits (`hex(_:)`), or nil for anything else.
    static func value(ofHex text: String) -> UInt64? {
        let isDigit = { (byte: UInt8) in (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte) }
        guard text.utf8.count == 16, text.utf8.allSatisfy(isDigit) else { return nil }
        return UInt64(text, radix: 16)
    }
}
