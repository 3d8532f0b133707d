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

    /// The JSON written so far, without a copy (the data keeps the writer's buffer).
    var data: Data { output.data }

    /// The number of bytes written.
    var count: Int { output.count }

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { output.append($0) }
    }

    mutating func string(_ text: String) { JSONStringEscaping.append(text, to: &self) }

    mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) { output.append(buffer) }

    mutating func append(_ byte: UInt8) { output.append(byte) }

    mutating func integer(_ value: Int) {
        output.appendWriting(atMost: DecimalText.maximumLength) { DecimalText.write(value, to: $0) }
    }

    /// `first,second`, after a comma unless `leadingComma` is false: a pair of a flat array of pairs
    /// (the search index's postings, millions of them), written with one check of the buffer.
    mutating func integerPair(_ first: Int, _ second: Int, leadingComma: Bool) {
        output.appendWriting(atMost: 2 * DecimalText.maximumLength + 2) { bytes in
            var count = 0
            if leadingComma {
                bytes[0] = 0x2C
                count = 1
            }
            // At most 43 bytes: wrapping additions, as in `DecimalText.write`.
            count &+= DecimalText.write(first, to: bytes + count)
            bytes[count] = 0x2C
            count &+= 1
            return count &+ DecimalText.write(second, to: bytes + count)
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

    /// A search index entry, its keys sorted. The keys are written as literals, each field read where
    /// it is: a list of the six (key, value) pairs, made for each of the index's entries, cost an
    /// allocation and a retain and release of every value.
    mutating func entry(_ entry: SearchIndex.Entry) {
        raw(#"{"b":"#)
        string(entry.b)
        raw(#","k":"#)
        string(entry.k)
        raw(#","l":"#)
        string(entry.l)
        raw(#","s":"#)
        string(entry.s)
        raw(#","t":"#)
        string(entry.t)
        raw(#","u":"#)
        string(entry.u)
        raw("}")
    }

}
