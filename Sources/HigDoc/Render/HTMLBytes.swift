import Foundation

/// UTF-8 bytes made by appending: the HTML of the site's document bodies and long tables (and the
/// search index's JSON, `CompactJSONWriter`).
///
/// Appending to a `String` cost about 450 instructions an append on these pages (its storage is checked
/// for uniqueness, capacity, smallness and ASCII-ness each time); here an append is a check of the
/// buffer and a copy. The HTML reaches the page's file without ever becoming a `String`
/// (`HTMLSplicing`), since making one would validate it as UTF-8 again, which costs more than the
/// appends save on Chinese text. Every append is a whole `String` or an ASCII entity, so the bytes are
/// always valid UTF-8.
public struct HTMLBytes: Sendable, Equatable {
    /// The bytes, in a buffer of their own that grows by doubling, copied before a shared one is
    /// changed. (An array's `append(contentsOf:)` cost about 125 instructions an append here: the generic
    /// sequence copy, and its checks; most appends are a few bytes.)
    private final class Storage: @unchecked Sendable {
        var base: UnsafeMutablePointer<UInt8>
        var count = 0
        var capacity: Int

        init(capacity: Int) {
            self.capacity = Swift.max(capacity, 64)
            base = .allocate(capacity: self.capacity)
        }

        deinit { base.deallocate() }

        /// A copy with room for `capacity` bytes.
        func copy(capacity: Int) -> Storage {
            let copy = Storage(capacity: Swift.max(capacity, count))
            copy.base.update(from: base, count: count)
            copy.count = count
            return copy
        }
    }

    private var storage: Storage

    public init() {
        storage = Storage(capacity: 64)
    }

    /// The bytes of `html`.
    public init(_ html: String) {
        self.init()
        append(html)
    }

    public init(reservingCapacity capacity: Int) {
        storage = Storage(capacity: capacity)
    }

    /// The number of bytes.
    public var count: Int { storage.count }

    /// Whether nothing has been appended.
    public var isEmpty: Bool { storage.count == 0 }

    /// The last byte appended.
    public var last: UInt8? { storage.count == 0 ? nil : storage.base[storage.count - 1] }

    /// The HTML as a string (validated as UTF-8 once more, so for tests and small pieces).
    public var string: String { withUnsafeBytes { String(decoding: $0, as: UTF8.self) } }

    /// The bytes where they are, valid as long as this value (or a copy of it) is alive and unchanged:
    /// for a page written from many pieces at once (`SplicedPage`), which keeps them alive meanwhile.
    var unsafeBytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: storage.base, count: storage.count) }

    /// The bytes as `Data` that shares their buffer instead of copying it: the data keeps the buffer, and
    /// appending here afterwards copies it first (as for any shared buffer).
    public var data: Data {
        let storage = storage
        guard storage.count > 0 else { return Data() }
        return Data(
            bytesNoCopy: storage.base, count: storage.count,
            deallocator: .custom({ _, _ in withExtendedLifetime(storage) {} })
        )
    }

    /// Calls `body` with the bytes.
    public func withUnsafeBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: storage.base, count: storage.count))
    }

    public static func == (lhs: HTMLBytes, rhs: HTMLBytes) -> Bool {
        lhs.withUnsafeBytes { left in rhs.withUnsafeBytes { right in left.elementsEqual(right) } }
    }

    /// Appends `bytes`.
    @inline(__always)
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        let needed = storage.count + bytes.count
        if _slowPath(!isKnownUniquelyReferenced(&storage) || needed > storage.capacity) {
            makeRoom(for: needed)
        }
        (storage.base + storage.count).update(from: source, count: bytes.count)
        storage.count = needed
    }

    @inline(__always)
    public mutating func append(_ text: String) {
        // `withUTF8` on a copy: the string's own bytes (a small string's on the stack), without the
        // generic `withContiguousStorageIfAvailable` (about 90 instructions an append).
        var text = text
        text.withUTF8 { append($0) }
    }

    @inline(__always)
    public static func += (html: inout HTMLBytes, text: String) {
        html.append(text)
    }

    @inline(__always)
    public mutating func append(_ other: HTMLBytes) {
        other.withUnsafeBytes { append($0) }
    }

    /// Appends one byte: inlined, as the pages' HTML is mostly written a byte or a few at a time. The
    /// count stays below the capacity just checked, so it is added to without an overflow check.
    @inline(__always)
    public mutating func append(_ byte: UInt8) {
        if _slowPath(!isKnownUniquelyReferenced(&storage) || storage.count == storage.capacity) {
            makeRoom(for: storage.count + 1)
        }
        storage.base[storage.count] = byte
        storage.count &+= 1
    }

    /// Appends the bytes `body` writes at the pointer it is given, at most `maximumCount` of them, and
    /// returns how many it wrote: one check of the buffer for a run of small writes (digits, commas).
    @inline(__always)
    mutating func appendWriting(atMost maximumCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        let needed = storage.count + maximumCount
        if _slowPath(!isKnownUniquelyReferenced(&storage) || needed > storage.capacity) {
            makeRoom(for: needed)
        }
        storage.count += body(storage.base + storage.count)
    }

    /// A buffer of this one's own with room for `needed` bytes: twice as large when it is too small, as
    /// large when it is shared (so that a copy made only to be changed does not double it).
    private mutating func makeRoom(for needed: Int) {
        storage = storage.copy(
            capacity: needed > storage.capacity ? Swift.max(needed, storage.capacity * 2) : storage.capacity)
    }

    /// Drops the last byte if it is a line break (`\n`).
    public mutating func removeLastLineBreak() {
        guard last == UInt8(ascii: "\n") else { return }
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy(capacity: storage.capacity) }
        storage.count -= 1
    }

    /// Appends the decimal digits of `number`.
    public mutating func appendDecimal(_ number: Int) {
        appendWriting(atMost: DecimalText.maximumLength) { DecimalText.write(number, to: $0) }
    }

    /// Appends `text` with `&`, `<`, `>` and `"` escaped, as cmark's HTML renderer escapes text
    /// (`HTMLEscaping.text`).
    public mutating func appendEscaped(_ text: String) {
        appendEscaped(text, as: HTMLEscaping.self)
    }

    /// Appends `text` with every byte that `Entities` escapes replaced by its entity. Eight bytes at a time
    /// are first tested for any of `"&'<>` (every entity replaces one of them), and copied on when none is.
    mutating func appendEscaped<Entities: HTMLEntities>(_ text: String, as entities: Entities.Type) {
        Text.withUTF8(text) { appendEscaped(bytes: $0, as: entities) }
    }

    /// `appendEscaped(_:as:)` of UTF-8 bytes.
    mutating func appendEscaped<Entities: HTMLEntities>(bytes source: UnsafeBufferPointer<UInt8>, as _: Entities.Type) {
        guard let base = source.baseAddress else { return }
        let count = source.count
        var start = 0
        var index = 0
        while index < count {
            if index + 8 <= count,
                !Self.mayNeedEscaping(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            {
                index += 8
                continue
            }
            let end = Swift.min(index + 8, count)
            while index < end {
                if let replacement = Entities.entity(base[index]) {
                    if index > start { append(UnsafeBufferPointer(start: base + start, count: index - start)) }
                    replacement.withUTF8Buffer { append($0) }
                    start = index + 1
                }
                index += 1
            }
        }
        if start < count { append(UnsafeBufferPointer(start: base + start, count: count - start)) }
    }

    /// Whether any of the eight bytes of `word` is `"`, `&`, `'`, `<` or `>`.
    @inline(__always)
    static func mayNeedEscaping(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func hasByte(_ byte: UInt8) -> UInt64 {
            let matched = word ^ (ones &* UInt64(byte))
            return (matched &- ones) & ~matched & highs
        }
        return hasByte(0x22) | hasByte(0x26) | hasByte(0x27) | hasByte(0x3C) | hasByte(0x3E) != 0
    }
}
