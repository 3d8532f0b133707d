/// The partials a Mustache template uses (`{{> name}}`) and the parents it inherits (`{{< name}}`),
/// each with the line of its tag, in the order they are written.
///
/// swift-mustache keeps a template's tokens to itself, and a partial that includes itself, directly or
/// through others, recurses until the stack overflows: `SiteTemplates` finds such cycles from these
/// references before rendering anything. The scan follows swift-mustache's parser where it matters:
/// comments are skipped, `{{=<% %>=}}` changes the delimiters until the end of the section it is in,
/// and a dynamic name (`{{>*name}}`) names no template.
struct MustachePartialReferences {
    struct Reference: Equatable {
        var name: String
        /// 1-based.
        var line: Int
    }

    private(set) var references: [Reference] = []

    /// Scans a template that swift-mustache parsed (an unparsable one is rejected before this).
    init(scanning text: String) {
        let bytes = Array(text.utf8)
        var start = Array("{{".utf8)
        var end = Array("}}".utf8)
        // The delimiters of each open section, restored when it closes.
        var enclosing: [(start: [UInt8], end: [UInt8])] = []
        var line = 1
        var index = 0
        while let open = Self.find(start, in: bytes, from: index) {
            line += bytes[index..<open].lazy.filter { $0 == 0x0A }.count
            let contentStart = open + start.count
            guard contentStart < bytes.count, let close = Self.find(end, in: bytes, from: contentStart + 1) else {
                break
            }
            let sigil = bytes[contentStart]
            let content = bytes[(contentStart + 1)..<close]
            index = close + end.count
            switch sigil {
            case UInt8(ascii: ">"), UInt8(ascii: "<"):
                let name = String(decoding: content, as: UTF8.self).trimmingWhitespace()
                if !name.isEmpty && !name.hasPrefix("*") { references.append(Reference(name: name, line: line)) }
                if sigil == UInt8(ascii: "<") { enclosing.append((start, end)) }
            case UInt8(ascii: "#"), UInt8(ascii: "^"), UInt8(ascii: "$"):
                enclosing.append((start, end))
            case UInt8(ascii: "/"):
                if let outer = enclosing.popLast() { (start, end) = outer }
            case UInt8(ascii: "="):
                // `{{=<% %>=}}`: the two new delimiters, between spaces, before the closing `=`.
                let parts = String(decoding: content, as: UTF8.self).trimmingWhitespace().split(
                    whereSeparator: \.isWhitespace)
                if parts.count == 2, parts[1].hasSuffix("="), parts[1].count > 1 {
                    start = Array(parts[0].utf8)
                    end = Array(parts[1].dropLast().utf8)
                } else if parts.count == 3, parts[2] == "=" {
                    start = Array(parts[0].utf8)
                    end = Array(parts[1].utf8)
                }
            case UInt8(ascii: "{"):
                // `{{{name}}}`: the third brace follows the closing delimiter.
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1 }
            default:
                break
            }
            line += bytes[open..<index].lazy.filter { $0 == 0x0A }.count
        }
    }

    /// Where `needle` next occurs in `bytes` at or after `from`.
    private static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard let first = needle.first, from <= bytes.count - needle.count else { return nil }
        var index = from
        while index <= bytes.count - needle.count {
            if bytes[index] == first && bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
