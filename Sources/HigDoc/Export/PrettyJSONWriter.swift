import Foundation

/// Writes JSON laid out exactly as `DeterministicJSON.encode` lays it out — two-space indents, ` : `
/// after keys, `[`, an empty line and `]` for an empty array (`{ }` alike), strings escaped as
/// `JSONStringEscaping` escapes them — into one growing buffer, without `JSONEncoder`.
///
/// The caller writes the keys of an object in sorted order itself (`PrettyJSONWriter+Spec.swift`,
/// `PrettyJSONWriter+Report.swift`). A streaming writer hands its buffer on each time it fills, so a
/// document of any size takes a megabyte of memory.
struct PrettyJSONWriter: JSONByteSink {
    /// The output, grown with `realloc` (which remaps rather than copies large blocks) and handed to
    /// `Data` without a copy: a large corpus's spec is more than a gigabyte.
    private var bytes: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    private var indent = 0
    /// For each open object or array, whether nothing has been written into it yet.
    private var isEmpty: [Bool] = []
    /// Where a streaming writer hands each full buffer over (as `Data` that owns it, so no copy is made)
    /// before filling a new one; nil to grow the buffer.
    private let output: ((Data) -> Void)?

    init(capacity: Int = 1 << 16) {
        self.capacity = max(capacity, 16)
        bytes = malloc(self.capacity)!.assumingMemoryBound(to: UInt8.self)
        output = nil
    }

    /// A writer that hands its output to `output` a buffer of `capacity` bytes at a time (`finishStreaming`
    /// hands the rest).
    init(capacity: Int = 1 << 20, streamingTo output: @escaping (Data) -> Void) {
        self.capacity = max(capacity, 16)
        bytes = malloc(self.capacity)!.assumingMemoryBound(to: UInt8.self)
        self.output = output
    }

    /// A whole document, as `body` writes it, with a final newline.
    static func document(_ body: (inout PrettyJSONWriter) -> Void) -> Data {
        var writer = PrettyJSONWriter(capacity: 1 << 20)
        body(&writer)
        writer.append(0x0A)
        return writer.finish()
    }

    /// The bytes of `document(body)`, handed to `output` a megabyte at a time, so that a large document
    /// is never whole in memory. Stops at the first error `output` throws, and rethrows it.
    static func stream(to output: (Data) throws -> Void, _ body: (inout PrettyJSONWriter) -> Void) throws {
        try withoutActuallyEscaping(output) { output in
            var failure: Error?
            var writer = PrettyJSONWriter { data in
                guard failure == nil else { return }
                do { try output(data) } catch { failure = error }
            }
            body(&writer)
            writer.append(0x0A)
            writer.finishStreaming()
            if let failure { throw failure }
        }
    }

    /// Hands the output over as `Data` (without a copy); the writer must not be used afterwards.
    consuming func finish() -> Data {
        Data(bytesNoCopy: bytes, count: count, deallocator: .free)
    }

    /// Hands what is left to the streaming output; the writer must not be used afterwards.
    consuming func finishStreaming() {
        guard let output else { return free(bytes) }
        output(Data(bytesNoCopy: bytes, count: count, deallocator: .free))
    }

    // MARK: Output buffer

    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        if let output {
            output(Data(bytesNoCopy: bytes, count: count, deallocator: .free))
            count = 0
            capacity = max(capacity, extra)
            bytes = malloc(capacity)!.assumingMemoryBound(to: UInt8.self)
            return
        }
        capacity = max(capacity * 2, count + extra)
        bytes = realloc(bytes, capacity)!.assumingMemoryBound(to: UInt8.self)
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        bytes[count] = byte
        count += 1
    }

    mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
        reserve(buffer.count)
        memcpy(bytes + count, base, buffer.count)
        count += buffer.count
    }

    // MARK: Layout

    mutating func openObject() { open(UInt8(ascii: "{")) }
    mutating func closeObject() { close(UInt8(ascii: "}")) }
    mutating func openArray() { open(UInt8(ascii: "[")) }
    mutating func closeArray() { close(UInt8(ascii: "]")) }

    private mutating func open(_ bracket: UInt8) {
        append(bracket)
        append(0x0A)
        indent += 1
        isEmpty.append(true)
    }

    private mutating func close(_ bracket: UInt8) {
        isEmpty.removeLast()
        append(0x0A)
        indent -= 1
        writeIndent()
        append(bracket)
    }

    /// Starts an element of the innermost container: a separator after the previous one, the indent.
    mutating func beginElement() {
        if isEmpty[isEmpty.count - 1] {
            isEmpty[isEmpty.count - 1] = false
        } else {
            append(UInt8(ascii: ","))
            append(0x0A)
        }
        writeIndent()
    }

    private mutating func writeIndent() {
        let spaces = 2 * indent
        reserve(spaces)
        (bytes + count).initialize(repeating: 0x20, count: spaces)
        count += spaces
    }

    /// An object member's key (`"name" : `), after the separator and indent of a new element: written
    /// in place after one `reserve` (a report writes a dozen keys for each of hundreds of thousands
    /// of findings). It repeats what `beginElement()` and `append` do; through them it cost 0.4% more
    /// of a check's instructions (N = 100).
    mutating func key(_ name: StaticString) {
        assert(
            name.withUTF8Buffer { !$0.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") } },
            "a literal key is written as it is: it must need no escaping")
        let last = isEmpty.count - 1
        let first = isEmpty[last]
        if first { isEmpty[last] = false }
        let spaces = 2 * indent
        let length = name.utf8CodeUnitCount
        reserve((first ? 0 : 2) + spaces + length + 5)
        var at = bytes + count
        if !first {
            at[0] = UInt8(ascii: ",")
            at[1] = 0x0A
            at += 2
        }
        at.initialize(repeating: 0x20, count: spaces)
        at += spaces
        at[0] = UInt8(ascii: "\"")
        if length > 0 { name.withUTF8Buffer { _ = memcpy(at + 1, $0.baseAddress!, length) } }
        at += 1 + length
        at[0] = UInt8(ascii: "\"")
        at[1] = 0x20
        at[2] = UInt8(ascii: ":")
        at[3] = 0x20
        at += 4
        count = bytes.distance(to: at)
    }

    /// An object member's key that is only known at run time (a dictionary's key). Named apart from
    /// `key(_:)` so that a literal key is a `StaticString`, written without escaping.
    mutating func dynamicKey(_ name: String) {
        beginElement()
        string(name)
        append(0x20)
        append(UInt8(ascii: ":"))
        append(0x20)
    }

    /// An array of `elements`, each written by `writeElement`.
    mutating func array<Element>(_ elements: [Element], _ writeElement: (inout Self, Element) -> Void) {
        openArray()
        for element in elements {
            beginElement()
            writeElement(&self, element)
        }
        closeArray()
    }

    /// `array(elements, writeElement)` to the byte, with the elements written on all cores: chunks of
    /// `chunkSize` elements are written side by side, a few at a time, and appended in order, so that
    /// no more than those few chunks are held besides the output.
    mutating func parallelArray<Element: Sendable>(
        _ elements: [Element], chunkSize: Int, _ writeElement: @escaping @Sendable (inout Self, Element) -> Void
    ) {
        guard elements.count > chunkSize else { return array(elements, writeElement) }
        openArray()
        let indent = self.indent
        ParallelMap.forEachChunk(
            of: elements, size: chunkSize,
            transform: { chunk -> Data in
                var writer = PrettyJSONWriter(capacity: 1 << 16)
                writer.indent = indent
                // Every chunk but the first continues the array: its first element follows a comma.
                writer.isEmpty = [chunk.startIndex == 0]
                // Each element read where it is (a copy retains each of its strings).
                for index in chunk.indices {
                    writer.beginElement()
                    writeElement(&writer, chunk[index])
                }
                return writer.finish()
            },
            then: { chunk in handOver(chunk) })
        isEmpty[isEmpty.count - 1] = false
        closeArray()
    }

    /// Appends `data`; a streaming writer hands it to its output as it is, after what its buffer holds (a
    /// chunk written on another core, most of a large spec, is not copied once more).
    private mutating func handOver(_ data: Data) {
        guard let output else { return data.withUnsafeBytes { append($0.bindMemory(to: UInt8.self)) } }
        if count > 0 {
            output(Data(bytesNoCopy: bytes, count: count, deallocator: .free))
            count = 0
            bytes = malloc(capacity)!.assumingMemoryBound(to: UInt8.self)
        }
        output(data)
    }

    /// An array of strings.
    mutating func array(_ strings: [String]) {
        array(strings) { $0.string($1) }
    }

    // MARK: Values

    mutating func string(_ text: String) { JSONStringEscaping.append(text, to: &self) }

    mutating func bool(_ value: Bool) {
        let text: StaticString = value ? "true" : "false"
        text.withUTF8Buffer { append($0) }
    }

    /// An integer in decimal, as the encoder writes it (`DecimalText`, written in place).
    mutating func number(_ value: Int) {
        reserve(DecimalText.maximumLength)
        count += DecimalText.write(value, to: bytes + count)
    }

    /// A double as the encoder writes it: its description, without a trailing `.0`.
    mutating func number(_ value: Double) {
        Text.withUTF8(value.description) { text in
            // `1.0` → `1`: the bytes before the suffix, without editing the string.
            let hasPointZero =
                text.count >= 2 && text[text.count - 2] == UInt8(ascii: ".") && text[text.count - 1] == 0x30
            append(UnsafeBufferPointer(rebasing: text[..<(hasPointZero ? text.count - 2 : text.count)]))
        }
    }
}
