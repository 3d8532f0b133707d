/// Writes compact JSON into a byte buffer, byte for byte as `JSONEncoder` with `.sortedKeys` and
/// `.withoutEscapingSlashes` writes it, for the site's large generated files.
///
/// `JSONEncoder` first builds a tree of boxed values and then serializes it; for a search index of
/// millions of numbers that tree costs more than the index itself. Callers write keys in sorted order.
struct CompactJSONWriter: JSONByteSink {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func string(_ text: String) { JSONStringEscaping.append(text, to: &self) }

    mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: buffer) }

    mutating func integer(_ value: Int) {
        if value < 0 { bytes.append(0x2D) }
        var magnitude = value.magnitude
        if magnitude < 10 {
            bytes.append(0x30 + UInt8(magnitude))
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
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// A `"key":` prefix of an object member.
    mutating func key(_ key: String) {
        string(key)
        bytes.append(0x3A)
    }

    mutating func comma() { bytes.append(0x2C) }

    /// `[1,2,3]`.
    mutating func integers(_ values: [Int]) {
        bytes.append(0x5B)
        for (position, value) in values.enumerated() {
            if position > 0 { comma() }
            integer(value)
        }
        bytes.append(0x5D)
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
