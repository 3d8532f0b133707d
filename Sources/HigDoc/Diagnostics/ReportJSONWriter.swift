import Foundation

/// Writes a `CheckReport` byte for byte as `DeterministicJSON.encode` does — pretty-printed with
/// two-space indents and ` : `, keys in UTF-8 byte order, slashes unescaped, nil optionals left out,
/// a final newline — without `JSONEncoder`.
///
/// A large corpus's report holds millions of values, and boxing each one in the encoder made writing
/// it the longest serial step of `higdoc check`. Keys are listed here in sorted order, per type;
/// `ReportJSONWriterTests` compares the output with the encoder's on real reports, so a field added
/// to a report type without being added here fails a test.
struct ReportJSONWriter: JSONByteSink {
    /// The output, grown with `realloc` (which remaps rather than copies large blocks) and handed to
    /// `Data` without a copy: a large corpus's report is hundreds of megabytes.
    private var bytes: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    private var indent = 0
    /// For each open object or array, whether nothing has been written into it yet.
    private var isEmpty: [Bool] = []
    /// Where a streaming writer hands each full buffer (then starts the buffer again); nil to grow it.
    private var flush: ((UnsafeBufferPointer<UInt8>) -> Void)?

    /// The report as `DeterministicJSON.encode(report)` would write it.
    static func encode(_ report: CheckReport) -> Data {
        var writer = ReportJSONWriter()
        writer.write(report)
        writer.append(0x0A)
        return Data(bytesNoCopy: writer.bytes, count: writer.count, deallocator: .free)
    }

    /// The bytes of `encode(report)`, handed to `output` a megabyte at a time, so that a large report is
    /// never whole in memory.
    static func write(_ report: CheckReport, to output: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        var writer = ReportJSONWriter()
        writer.flush = output
        writer.write(report)
        writer.append(0x0A)
        output(UnsafeBufferPointer(start: writer.bytes, count: writer.count))
        free(writer.bytes)
    }

    private init() {
        capacity = 1 << 20
        bytes = malloc(capacity)!.assumingMemoryBound(to: UInt8.self)
    }

    // MARK: Output buffer

    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        if let flush {
            flush(UnsafeBufferPointer(start: bytes, count: count))
            count = 0
            guard extra > capacity else { return }
        }
        capacity = max(capacity * 2, count + extra)
        bytes = realloc(bytes, capacity)!.assumingMemoryBound(to: UInt8.self)
    }

    @inline(__always)
    private mutating func append(_ byte: UInt8) {
        reserve(1)
        bytes[count] = byte
        count += 1
    }

    @inline(__always)
    private mutating func append(_ a: UInt8, _ b: UInt8) {
        reserve(2)
        bytes[count] = a
        bytes[count + 1] = b
        count += 2
    }

    mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
        reserve(buffer.count)
        memcpy(bytes + count, base, buffer.count)
        count += buffer.count
    }

    private mutating func append(_ text: String) {
        Text.withUTF8(text) { append($0) }
    }

    // MARK: Report types (keys in UTF-8 byte order)

    private mutating func write(_ report: CheckReport) {
        openObject()
        key("alignments")
        array(report.alignments) { $0.write($1) }
        key("coverage")
        array(report.coverage) { $0.write($1) }
        key("diagnostics")
        array(report.diagnostics) { $0.write($1) }
        key("documents")
        array(report.documents) { $0.write($1) }
        key("generator")
        openObject()
        key("name")
        string(report.generator.name)
        key("version")
        string(report.generator.version)
        closeObject()
        key("schemaVersion")
        string(report.schemaVersion)
        key("summary")
        write(report.summary)
        closeObject()
    }

    private mutating func write(_ alignment: DocumentAlignment) {
        openObject()
        key("rules")
        array(alignment.rules) { $0.write($1) }
        key("sections")
        array(alignment.sections) { $0.write($1) }
        key("source")
        string(alignment.source)
        key("systemItems")
        array(alignment.systemItems) { $0.write($1) }
        key("translation")
        string(alignment.translation)
        closeObject()
    }

    private mutating func write(_ pair: AlignedPair) {
        openObject()
        if let bar = pair.bar {
            key("bar")
            string(bar)
        }
        key("confidence")
        number(pair.confidence)
        key("signals")
        array(pair.signals) { $0.string($1) }
        if let source = pair.source {
            key("source")
            string(source)
        }
        if let translation = pair.translation {
            key("translation")
            string(translation)
        }
        closeObject()
    }

    private mutating func write(_ coverage: Coverage) {
        openObject()
        key("id")
        string(coverage.id)
        key("language")
        string(coverage.language.rawValue)
        key("rules")
        write(coverage.rules)
        key("scope")
        string(coverage.scope.rawValue)
        key("sections")
        write(coverage.sections)
        key("systemItems")
        write(coverage.systemItems)
        closeObject()
    }

    private mutating func write(_ ratio: Coverage.Ratio) {
        openObject()
        key("aligned")
        number(ratio.aligned)
        key("total")
        number(ratio.total)
        closeObject()
    }

    private mutating func write(_ diagnostic: Diagnostic) {
        openObject()
        if let bar = diagnostic.bar {
            key("bar")
            string(bar)
        }
        key("code")
        string(diagnostic.code.rawValue)
        key("fingerprint")
        string(diagnostic.fingerprint)
        key("location")
        write(diagnostic.location)
        key("message")
        string(diagnostic.message)
        key("related")
        array(diagnostic.related) { $0.write($1) }
        key("severity")
        string(diagnostic.severity.rawValue)
        closeObject()
    }

    private mutating func write(_ location: DiagnosticLocation) {
        openObject()
        key("column")
        number(location.column)
        key("file")
        string(location.file)
        key("line")
        number(location.line)
        closeObject()
    }

    private mutating func write(_ pair: CheckReport.DocumentPair) {
        openObject()
        key("source")
        string(pair.source)
        key("sourceEdition")
        string(pair.sourceEdition)
        key("sourcePath")
        string(pair.sourcePath)
        key("translation")
        string(pair.translation)
        key("translationEdition")
        string(pair.translationEdition)
        key("translationPath")
        string(pair.translationPath)
        closeObject()
    }

    private mutating func write(_ summary: CheckReport.Summary) {
        openObject()
        key("errors")
        number(summary.errors)
        key("failOn")
        string(summary.failOn.rawValue)
        key("failed")
        literal(summary.failed ? "true" : "false")
        key("notes")
        number(summary.notes)
        key("suppressed")
        number(summary.suppressed)
        key("warnings")
        number(summary.warnings)
        closeObject()
    }

    // MARK: JSON layout

    private mutating func openObject() { open(UInt8(ascii: "{")) }
    private mutating func closeObject() { close(UInt8(ascii: "}")) }

    private mutating func open(_ bracket: UInt8) {
        append(bracket, 0x0A)
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
    private mutating func beginElement() {
        if isEmpty[isEmpty.count - 1] {
            isEmpty[isEmpty.count - 1] = false
        } else {
            append(UInt8(ascii: ","), 0x0A)
        }
        writeIndent()
    }

    private mutating func writeIndent() {
        reserve(2 * indent)
        for offset in 0..<(2 * indent) { bytes[count + offset] = 0x20 }
        count += 2 * indent
    }

    private mutating func key(_ name: StaticString) {
        beginElement()
        append(UInt8(ascii: "\""))
        name.withUTF8Buffer { append($0) }
        append(UInt8(ascii: "\""), 0x20)
        append(UInt8(ascii: ":"), 0x20)
    }

    private mutating func array<Element>(_ elements: [Element], _ writeElement: (inout Self, Element) -> Void) {
        open(UInt8(ascii: "["))
        for element in elements {
            beginElement()
            writeElement(&self, element)
        }
        close(UInt8(ascii: "]"))
    }

    private mutating func literal(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    private mutating func number(_ value: Int) {
        append(String(value))
    }

    /// A double as the encoder writes it: its description, without a trailing `.0`.
    private mutating func number(_ value: Double) {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        append(text)
    }

    /// A string with the encoder's escapes: quote, backslash, and control characters (`\n`, `\r`, `\t`,
    /// `\b`, `\f`, else `\u00xx` in lowercase hex); everything else, slashes included, as it is.
    private mutating func string(_ text: String) { JSONStringEscaping.append(text, to: &self) }
}
