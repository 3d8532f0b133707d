import Foundation

/// Writes an `XLIFFDocument` as XLIFF 2.1 XML (UTF-8, two-space indentation), a megabyte at a time.
///
/// Characters XML 1.0 cannot hold (C0 controls other than tab and line breaks, U+FFFE, U+FFFF) are
/// kept in a segment's text as XLIFF's `<cp hex="…"/>`; in a note or an attribute, which cannot hold
/// elements, they become U+FFFD. A carriage return is written as `&#13;`, which XML keeps.
public struct XLIFFWriter {
    /// XLIFF 2's namespace (2.1 keeps 2.0's).
    public static let namespace = "urn:oasis:names:tc:xliff:document:2.0"

    private var buffer: [UInt8] = []
    private let output: (Data) throws -> Void

    private init(output: @escaping (Data) throws -> Void) {
        self.output = output
        buffer.reserveCapacity(Self.flushSize + 4096)
    }

    private static let flushSize = 1 << 20

    /// Writes `document` to `output`, in pieces.
    public static func write(_ document: XLIFFDocument, to output: (Data) throws -> Void) throws {
        // The writer does not keep `output` beyond this call.
        try withoutActuallyEscaping(output) { output in
            var writer = XLIFFWriter(output: output)
            try writer.write(document)
            try writer.flush()
        }
    }

    /// The whole document as bytes.
    public static func data(_ document: XLIFFDocument) -> Data {
        var data = Data()
        try? write(document) { data.append($0) }  // appending to memory cannot fail
        return data
    }

    private mutating func write(_ document: XLIFFDocument) throws {
        append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        append("<xliff xmlns=\"\(Self.namespace)\" version=\"2.1\"")
        attribute("srcLang", document.sourceLanguage)
        attribute("trgLang", document.targetLanguage)
        append(">\n")
        for file in document.files where !file.units.isEmpty {
            append("  <file")
            attribute("id", file.id)
            attribute("original", file.original)
            append(">\n")
            notes(file.notes, indent: "    ")
            for unit in file.units {
                self.unit(unit)
                if buffer.count >= Self.flushSize { try flush() }
            }
            append("  </file>\n")
        }
        append("</xliff>\n")
    }

    private mutating func unit(_ unit: XLIFFDocument.Unit) {
        append("    <unit")
        attribute("id", unit.id)
        attribute("name", unit.name)
        append(">\n")
        notes(unit.notes, indent: "      ")
        for segment in unit.segments {
            append("      <segment")
            attribute("state", segment.state.rawValue)
            if let subState = segment.subState { attribute("subState", subState) }
            append(">\n        <source>")
            content(segment.source)
            append("</source>\n")
            if let target = segment.target {
                append("        <target>")
                content(target)
                append("</target>\n")
            }
            append("      </segment>\n")
        }
        append("    </unit>\n")
    }

    private mutating func notes(_ notes: [XLIFFDocument.Note], indent: String) {
        guard !notes.isEmpty else { return }
        append(indent + "<notes>\n")
        for note in notes {
            append(indent + "  <note")
            attribute("category", note.category)
            if let side = note.appliesTo { attribute("appliesTo", side) }
            if let priority = note.priority { attribute("priority", String(priority)) }
            append(">")
            escaped(note.text, inAttribute: false, codePoints: false)
            append("</note>\n")
        }
        append(indent + "</notes>\n")
    }

    /// A segment's text; the lead sentence in bold as a paired code, the one code a segment holds.
    private mutating func content(_ content: XLIFFDocument.Content) {
        if let lead = content.lead {
            append("<pc id=\"1\" type=\"fmt\" subType=\"xlf:b\">")
            escaped(lead, inAttribute: false, codePoints: true)
            append("</pc>")
            append(content.separator)
        }
        escaped(content.text, inAttribute: false, codePoints: true)
    }

    private mutating func attribute(_ name: String, _ value: String) {
        append(" \(name)=\"")
        escaped(value, inAttribute: true, codePoints: false)
        append("\"")
    }

    private mutating func escaped(_ text: String, inAttribute: Bool, codePoints: Bool) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": append("&amp;")
            case "<": append("&lt;")
            case ">": append("&gt;")
            case "\"" where inAttribute: append("&quot;")
            case "\r": append("&#13;")
            case "\t" where inAttribute: append("&#9;")
            case "\n" where inAttribute: append("&#10;")
            case "\t", "\n": buffer.append(UInt8(scalar.value))
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    if codePoints {
                        append("<cp hex=\"\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4))\"/>")
                    } else {
                        append("\u{FFFD}")
                    }
                } else {
                    UTF8.encode(scalar) { buffer.append($0) }
                }
            }
        }
    }

    private mutating func append(_ text: String) { buffer.append(contentsOf: text.utf8) }

    private mutating func flush() throws {
        guard !buffer.isEmpty else { return }
        try output(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
