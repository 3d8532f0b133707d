import Foundation

/// Writes compact JSON into a byte buffer, byte for byte as `JSONEncoder` with `.sortedKeys` and
/// `.withoutEscapingSlashes` writes it, for the site's large generated files.
///
/// `JSONEncoder` first builds a tree of boxed values and then serializes it; for a search index of
/// millions of numbers that tree costs more than the index itself. Callers write keys in sorted order.
struct CompactJSONWriter: JSONByteSink {
    /// The output, in the byte buffer the site's HTML is made in (an array's appends cost about 125
    /// instructions each; the search index's token files are millions of small ones).
    private var output: HTMLBytes

    init(capacity: Int = 1 << 16) { output = HTMLBytes(reservingCapacity: capacity) }

    /// The JSON written so far.
    var data: Data { output.withUnsafeBytes { Data(buffer: $0) } }

    /// The number of bytes written.
    var count: Int { output.count }

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { output.append($0) }
    }

    mutating func string(_ text: String) { JSONStringEscaping.append(text, to: &self) }

    mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) { output.append(buffer) }

    mutating func integer(_ value: Int) {
        if value < 0 { output.append(0x2D) }
        var magnitude = value.magnitude
        if magnitude < 10 {
            output.append(0x30 + UInt8(magnitude))
            return
        }
        // The digits, last first, into a buffer on the stack, then appended in order.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = 20
            while magnitude > 0 {
                start -= 1
                digits[start] = 0x30 + UInt8(magnitude % 10)
                magnitude /= 10
            }
            output.append(UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// A `"key":` prefix of an object member.
    mutating func key(_ key: String) {
        string(key)
        output.append(0x3A)
    }

    mutating func comma() { output.append(0x2C) }

    /// `[1,2,3]`.
    mutating func integers(_ values: [Int]) {
        output.append(0x5B)
        for (position, value) in values.enumerated() {
            if position > 0 { comma() }
            integer(value)
        }
        output.append(0x5D)
    }

    /// A search index entry, its keys sorted.
    mutating func entry(_ entry: SearchIndex.Entry) {
        raw("{")
        for (position, field) in [
            ("b", entry.b), ("k", entry.k), ("l", entry.l), ("s", entry.s), ("t", entry.t), ("u", entry.u),
        ]
        .enumerated() {
            if position > 0 { comma() }
            key(field.0)
            string(field.1)
        }
        raw("}")
    }

}
