import Foundation

/// Writes an `XLIFFDocument` as XLIFF 2.1 XML (UTF-8, two-space indentation), a megabyte at a time.
///
/// Characters XML 1.0 cannot hold (C0 controls other than tab and line breaks, U+FFFE, U+FFFF) are
/// kept in a segment's text as XLIFF's `<cp hex="…"/>`; in a note or an attribute, which cannot hold
/// elements, they become U+FFFD. A carriage return is written as `&#13;`, which XML keeps.
public struct XLIFFWriter {
    /// XLIFF 2's namespace (2.1 keeps 2.0's).
    public static let namespace = "urn:oasis:names:tc:xliff:document:2.0"
    /// The glossary module's namespace.
    public static let glossaryNamespace = "urn:oasis:names:tc:xliff:glossary:2.0"

    private var buffer: [UInt8] = []
    private let output: (Data) throws -> Void

    private init(output: @escaping (Data) throws -> Void) {
        self.output = output
        buffer.reserveCapacity(Self.flushSize + 4096)
    }

    private static let flushSize = 1 << 20

    /// No file of the document has a unit: XLIFF has no valid document for that.
    public struct NothingToTranslate: Error {}

    /// Writes `document` to `output`, in pieces.
    public static func write(_ document: XLIFFDocument, to output: (Data) throws -> Void) throws {
        try write(sourceLanguage: document.sourceLanguage, targetLanguage: document.targetLanguage, to: output) {
            write in
            for file in document.files { try write(file) }
        }
    }

    /// Writes a document whose files `files` gives one at a time, in pieces of a megabyte. A file with
    /// no unit is left out (XLIFF's files hold at least one); when every file is, `NothingToTranslate`
    /// is thrown before anything reaches `output`.
    public static func write(
        sourceLanguage: String, targetLanguage: String, to output: (Data) throws -> Void,
        files: (_ write: (XLIFFDocument.File) throws -> Void) throws -> Void
    ) throws {
        // The writer does not keep `output` beyond this call.
        try withoutActuallyEscaping(output) { output in
            var writer = XLIFFWriter(output: output)
            writer.start(sourceLanguage: sourceLanguage, targetLanguage: targetLanguage)
            var written = 0
            try files { file in
                guard !file.units.isEmpty else { return }
                try writer.file(file)
                written += 1
            }
            // Nothing is flushed before the first file's units: nothing has been written yet.
            guard written > 0 else { throw NothingToTranslate() }
            writer.append("</xliff>\n")
            try writer.flush()
        }
    }

    /// The whole document as bytes (none when it has nothing to translate).
    public static func data(_ document: XLIFFDocument) -> Data {
        var data = Data()
        try? write(document) { data.append($0) }  // appending to memory cannot fail
        return data
    }

    private mutating func start(sourceLanguage: String, targetLanguage: String) {
        append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        append("<xliff xmlns=\"\(Self.namespace)\" xmlns:gls=\"\(Self.glossaryNamespace)\" version=\"2.1\"")
        attribute("srcLang", sourceLanguage)
        attribute("trgLang", targetLanguage)
        append(">\n")
    }

    private mutating func file(_ file: XLIFFDocument.File) throws {
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

    private mutating func unit(_ unit: XLIFFDocument.Unit) {
        append("    <unit")
        attribute("id", unit.id)
        attribute("name", unit.name)
        // A table row's segments are its cells: a tool must not join or split them.
        if unit.segments.count > 1 { attribute("canResegment", "no") }
        append(">\n")
        // Module elements come before the unit's notes.
        glossary(unit.glossary)
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

    private mutating func glossary(_ entries: [XLIFFDocument.GlossaryEntry]) {
        guard !entries.isEmpty else { return }
        append("      <gls:glossary>\n")
        for entry in entries {
            append("        <gls:glossEntry")
            attribute("id", XMLNameTokens.token(entry.concept))
            append(">\n")
            textElement("          ", "gls:term", entry.term)
            for translation in entry.translations { textElement("          ", "gls:translation", translation) }
            append("        </gls:glossEntry>\n")
        }
        append("      </gls:glossary>\n")
    }

    /// `<name>text</name>` on a line of its own.
    private mutating func textElement(_ indent: String, _ name: String, _ text: String) {
        append("\(indent)<\(name)>")
        escaped(text, inAttribute: false, codePoints: false)
        append("</\(name)>\n")
    }

    private mutating func notes(_ notes: [XLIFFDocument.Note], indent: String) {
        guard !notes.isEmpty else { return }
        append(indent + "<notes>\n")
        for note in notes {
            append(indent + "  <note")
            attribute("category", note.category)
            if let side = note.appliesTo { attribute("appliesTo", side) }
            attribute("priority", String(note.priority))
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
        var text = text
        text.withUTF8 { bytes in
            // Bytes that need nothing are copied a run at a time.
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let isPlain =
                    byte >= 0x20 && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">")
                    && !(inAttribute && byte == UInt8(ascii: "\"")) && byte != 0xEF
                if isPlain || (!inAttribute && (byte == 0x09 || byte == 0x0A)) {
                    index += 1
                    continue
                }
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                index += 1
                switch byte {
                case UInt8(ascii: "&"): append("&amp;")
                case UInt8(ascii: "<"): append("&lt;")
                case UInt8(ascii: ">"): append("&gt;")
                case UInt8(ascii: "\""): append("&quot;")
                case 0x0D: append("&#13;")
                case 0x09: append("&#9;")
                case 0x0A: append("&#10;")
                // U+FFFE and U+FFFF: EF BF BE, EF BF BF. Any other character starting with EF is kept.
                case 0xEF:
                    if index + 1 < bytes.count && bytes[index] == 0xBF && bytes[index + 1] >= 0xBE {
                        invalid(bytes[index + 1] == 0xBE ? 0xFFFE : 0xFFFF, codePoints: codePoints)
                        index += 2
                    } else {
                        buffer.append(byte)
                    }
                default: invalid(UInt32(byte), codePoints: codePoints)
                }
                runStart = index
            }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
    }

    /// A character XML 1.0 cannot hold: `<cp hex="…"/>` where elements may stand, else U+FFFD.
    private mutating func invalid(_ value: UInt32, codePoints: Bool) {
        if codePoints {
            append("<cp hex=\"\(String(value, radix: 16, uppercase: true).leftPadded(to: 4))\"/>")
        } else {
            append("\u{FFFD}")
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
