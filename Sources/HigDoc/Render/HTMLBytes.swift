/// HTML made as UTF-8 bytes: the long tables' rows and the document bodies of the site's pages.
///
/// Appending to a `String` costs about 450 instructions an append on these pages (its storage is
/// checked for uniqueness, capacity, smallness and ASCII-ness each time); appending a text's bytes to
/// a byte array costs a fifth of that. The bytes reach the page's file without ever becoming a
/// `String` (`HTMLSplicing`), since making one would validate them as UTF-8 again, which costs more
/// than the appends save on Chinese text. Every append is a whole `String` or an ASCII entity, so the
/// bytes are always valid UTF-8.
public struct HTMLBytes: Sendable, Equatable {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    /// The bytes of `html`.
    public init(_ html: String) {
        append(html)
    }

    public init(reservingCapacity capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Whether nothing has been appended.
    public var isEmpty: Bool { bytes.isEmpty }

    /// The last byte appended.
    public var last: UInt8? { bytes.last }

    /// The HTML as a string (validated as UTF-8 once more, so for tests and small pieces).
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    @inline(__always)
    public mutating func append(_ text: String) {
        Text.withUTF8(text) { bytes.append(contentsOf: $0) }
    }

    @inline(__always)
    public static func += (html: inout HTMLBytes, text: String) {
        html.append(text)
    }

    @inline(__always)
    public mutating func append(_ other: HTMLBytes) {
        bytes.append(contentsOf: other.bytes)
    }

    public mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends the decimal digits of `number`.
    public mutating func append(_ number: Int) {
        if number >= 0, number < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(number))
        } else {
            append(String(number))
        }
    }

    /// Appends `text` with `&`, `<`, `>` and `"` escaped, as cmark's HTML renderer escapes text
    /// (`HTMLEscaping.text`).
    public mutating func appendEscaped(_ text: String) {
        appendEscaped(text, HTMLEscaping.entity)
    }

    /// Appends `text` with every byte for which `entity` gives one replaced by it.
    @inline(__always)
    mutating func appendEscaped(_ text: String, _ entity: (UInt8) -> StaticString?) {
        ByteEscaping.append(text, to: &bytes, entity)
    }
}
