import Foundation

/// A tolerant tokenizer for the raw HTML fragments found in guideline markdown.
///
/// It is not an HTML parser: it yields start tags (with attributes), end tags and text, each with
/// the line it starts on and its 1-based UTF-8 byte column there, which is all the structure
/// recoveries (tables, figures, anchors) need. A column on the fragment's first line counts from the
/// fragment's start.
///
/// A comment (`<!-- … -->`) runs to its `-->` and is no token, whatever tags it writes; a start tag ends
/// at the first `>` outside a quoted attribute value (`<td title="</table>">` is one tag). With
/// `codeSpans`, a backtick code span in text (`` `<table>` ``, closed by a run of as many backticks
/// before a blank line, as CommonMark closes one, and before the tag of a cell or row, `<td>`, `</td>`,
/// `<tr>`…: a span is one cell's) is text, the tags it writes too: the text of a table's cells is read as
/// markdown. A lone backtick in a cell (`<td>`</td>`, a table of keys) pairs with none in another cell.
struct HTMLScanner {
    enum Token: Equatable {
        case start(name: String, attributes: [String: String], line: Int, byteColumn: Int)
        case end(name: String, line: Int, byteColumn: Int)
        case text(String, line: Int, byteColumn: Int)
    }

    static func tokens(_ html: Substring, firstLine: Int = 1, codeSpans: Bool = false) -> [Token] {
        if (html.utf8.withContiguousStorageIfAvailable(Text.characterCountIfOneScalarEach) ?? nil) != nil {
            return tokensByScalar(html, firstLine: firstLine, codeSpans: codeSpans)
        }
        return tokensByCharacter(html, firstLine: firstLine, codeSpans: codeSpans)
    }

    /// `tokens` of HTML whose every character is one scalar, walking its UTF-8 bytes: a line ends where
    /// cmark ends one (`LineEndings`: at an LF, a lone CR, or a CR and its LF; a VT, FF, NEL, U+2028 or
    /// U+2029 is a character of its line, whatever `Character.isNewline` says), and a tag opens with `<`
    /// and an alphabetic scalar, `/` or `!`.
    static func tokensByScalar(_ html: Substring, firstLine: Int, codeSpans: Bool = false) -> [Token] {
        let utf8 = html.utf8
        let tokens = utf8.withContiguousStorageIfAvailable { bytes -> [Token] in
            var tokens: [Token] = []
            var line = firstLine
            var offset = 0
            var textStart = 0
            var textLine = line
            // Where the current line starts, and where the pending text's line did.
            var lineStart = 0
            var textLineStart = 0
            func index(_ offset: Int) -> Substring.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
            func flushText(upTo end: Int) {
                if textStart < end {
                    tokens.append(
                        .text(
                            String(html[index(textStart)..<index(end)]), line: textLine,
                            byteColumn: textStart - textLineStart + 1))
                }
            }
            // A tag starts with a letter (any alphabetic scalar), "/" or "!".
            func opensTag(at offset: Int) -> Bool {
                let byte = bytes[offset]
                if byte < 0x80 {
                    return (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x2F
                        || byte == 0x21
                }
                return html[index(offset)...].unicodeScalars.first!.properties.isAlphabetic
            }
            // Text before this offset is a code span's, where no tag opens.
            var literalUntil = 0
            var codeSpanSearch = CodeSpanSearch()
            while offset < bytes.count {
                if codeSpans, offset >= literalUntil, bytes[offset] == 0x60 {
                    literalUntil = codeSpanSearch.end(ofSpanAt: offset, in: bytes)
                }
                if bytes[offset] == 0x3C, offset >= literalUntil, let close = Self.tagEnd(at: offset, in: bytes) {
                    let innerStart = offset + 1
                    if innerStart < close, opensTag(at: innerStart) {
                        let inner = html[index(innerStart)..<index(close)]
                        flushText(upTo: offset)
                        let tagLine = line
                        let tagColumn = offset - lineStart + 1
                        var scan = innerStart
                        while scan < close {
                            let length = LineEndings.length(at: scan, in: bytes)
                            if length > 0 {
                                line += 1
                                lineStart = scan + length
                            }
                            scan += max(1, length)
                        }
                        if bytes[innerStart] == 0x2F {
                            tokens.append(
                                .end(
                                    name: inner.dropFirst().trimmingWhitespace().lowercased(), line: tagLine,
                                    byteColumn: tagColumn))
                        } else if bytes[innerStart] != 0x21 {
                            let (name, attributes) = parseTag(inner)
                            tokens.append(
                                .start(name: name, attributes: attributes, line: tagLine, byteColumn: tagColumn))
                        }
                        offset = close + 1
                        textStart = offset
                        textLine = line
                        textLineStart = lineStart
                        continue
                    }
                }
                let length = LineEndings.length(at: offset, in: bytes)
                if length > 0 {
                    line += 1
                    lineStart = offset + length
                }
                offset += max(1, length)
            }
            flushText(upTo: bytes.count)
            return tokens
        }
        return tokens ?? tokensByCharacter(html, firstLine: firstLine, codeSpans: codeSpans)
    }

    /// The offset of the `>` that ends the tag or comment opening with the `<` at `offset`: a comment's
    /// `-->`, else the first `>` outside a quoted attribute value (`=` and a quote open one, the same
    /// quote closes it), or the first `>` when a quote is never closed. Nil when no `>` follows.
    static func tagEnd(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        func firstClose(from start: Int) -> Int? {
            guard start < bytes.count, let hit = memchr(bytes.baseAddress! + start, 0x3E, bytes.count - start) else {
                return nil
            }
            return bytes.baseAddress!.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        let count = bytes.count
        if offset + 3 < count, bytes[offset + 1] == 0x21, bytes[offset + 2] == 0x2D, bytes[offset + 3] == 0x2D {
            // `<!-->` and `<!--->` are comments too.
            var scan = offset + 2
            while scan + 2 < count {
                if bytes[scan] == 0x2D, bytes[scan + 1] == 0x2D, bytes[scan + 2] == 0x3E { return scan + 2 }
                scan += 1
            }
            return firstClose(from: offset)
        }
        guard offset + 1 < count, Text.isASCIILetter(bytes[offset + 1]) || bytes[offset + 1] >= 0x80 else {
            return firstClose(from: offset)
        }
        var scan = offset + 1
        while scan < count {
            let byte = bytes[scan]
            if byte == 0x3E { return scan }
            scan += 1
            guard byte == 0x3D else { continue }
            while scan < count, isSpace(bytes[scan]) { scan += 1 }
            guard scan < count, bytes[scan] == 0x22 || bytes[scan] == 0x27 else { continue }
            let quote = bytes[scan]
            var valueEnd = scan + 1
            while valueEnd < count, bytes[valueEnd] != quote { valueEnd += 1 }
            guard valueEnd < count else { return firstClose(from: offset) }
            scan = valueEnd + 1
        }
        return nil
    }

    /// `tagEnd(at:in:)` over `Character`s.
    static func tagEnd(at index: Substring.Index, in html: Substring) -> Substring.Index? {
        let firstClose = html[index...].firstIndex(of: ">")
        let afterOpen = html.index(after: index)
        if html[afterOpen...].hasPrefix("!--") {
            guard let comment = html[html.index(afterOpen, offsetBy: 1)...].firstRange(of: "-->") else {
                return firstClose
            }
            return html.index(before: comment.upperBound)
        }
        guard afterOpen < html.endIndex, html[afterOpen].isLetter else { return firstClose }
        var scan = afterOpen
        while scan < html.endIndex {
            let character = html[scan]
            if character == ">" { return scan }
            scan = html.index(after: scan)
            guard character == "=" else { continue }
            while scan < html.endIndex, html[scan].isWhitespace { scan = html.index(after: scan) }
            guard scan < html.endIndex, html[scan] == "\"" || html[scan] == "'" else { continue }
            let quote = html[scan]
            guard let valueEnd = html[html.index(after: scan)...].firstIndex(of: quote) else { return firstClose }
            scan = html.index(after: valueEnd)
        }
        return nil
    }

    /// Finds where backtick code spans end, remembering for each length of backtick run the offset up to
    /// which no run of that length closes one (a blank line or the end), so that many unclosed runs do
    /// not each scan to the end again.
    struct CodeSpanSearch {
        private var noCloserBefore: [Int: Int] = [:]

        /// The offset after the code span that the backtick run at `offset` opens, or after the run itself
        /// when no run of as many backticks closes it before a blank line.
        mutating func end(ofSpanAt offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
            var runEnd = offset
            while runEnd < bytes.count, bytes[runEnd] == 0x60 { runEnd += 1 }
            let length = runEnd - offset
            if let limit = noCloserBefore[length], offset < limit { return runEnd }
            var scan = runEnd
            while scan < bytes.count {
                let byte = bytes[scan]
                if byte == 0x60 {
                    var closeEnd = scan
                    while closeEnd < bytes.count, bytes[closeEnd] == 0x60 { closeEnd += 1 }
                    if closeEnd - scan == length { return closeEnd }
                    scan = closeEnd
                    continue
                }
                if byte == 0x3C, HTMLScanner.opensCellOrRowTag(at: scan, in: bytes) { break }
                let lineEnd = LineEndings.length(at: scan, in: bytes)
                if lineEnd > 0 {
                    var next = scan + lineEnd
                    while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
                    if next >= bytes.count || LineEndings.length(at: next, in: bytes) > 0 { break }
                    scan += lineEnd
                    continue
                }
                scan += 1
            }
            noCloserBefore[length] = scan
            return runEnd
        }
    }

    /// Whether the bytes at `offset` (a `<`) open the start or end tag of a cell or a row: `<td`, `</th`,
    /// `<TR`…, then a byte that is no letter or digit (or the end). A code span of a cell's text ends
    /// before one.
    static func opensCellOrRowTag(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        opensCellOrRowTag(Array(bytes[offset..<min(bytes.count, offset + 5)]))
    }

    /// `opensCellOrRowTag(at:in:)` of the first (up to five) bytes from a `<`.
    static func opensCellOrRowTag(_ head: [UInt8]) -> Bool {
        var index = 1
        if index < head.count, head[index] == 0x2F { index += 1 }
        guard index + 1 < head.count, head[index] | 0x20 == 0x74 else { return false }
        let second = head[index + 1] | 0x20
        guard second == 0x64 || second == 0x68 || second == 0x72 else { return false }
        guard index + 2 < head.count else { return true }
        let next = head[index + 2]
        let lower = next | 0x20
        return !(lower >= 0x61 && lower <= 0x7A) && !(next >= 0x30 && next <= 0x39)
    }

    /// `CodeSpanSearch.end(ofSpanAt:in:)` over `Character`s (without its memory: such HTML is rare).
    static func codeSpanEnd(at index: Substring.Index, in html: Substring) -> Substring.Index {
        let runEnd = html[index...].firstIndex { $0 != "`" } ?? html.endIndex
        let length = html.distance(from: index, to: runEnd)
        var scan = runEnd
        var lineIsBlank = false
        while scan < html.endIndex {
            let character = html[scan]
            if character == "`" {
                let closeEnd = html[scan...].firstIndex { $0 != "`" } ?? html.endIndex
                if html.distance(from: scan, to: closeEnd) == length { return closeEnd }
                scan = closeEnd
                lineIsBlank = false
                continue
            }
            if character == "<", opensCellOrRowTag(Array(html[scan...].utf8.prefix(5))) { break }
            if LineEndings.isLineEnd(character) {
                if lineIsBlank { break }
                lineIsBlank = true
            } else if character != " " && character != "\t" {
                lineIsBlank = false
            }
            scan = html.index(after: scan)
        }
        return runEnd
    }

    /// `tokens` over `Character`s, for HTML with combining marks or other clusters (a CR and its LF are
    /// one `Character`, one line end).
    static func tokensByCharacter(_ html: Substring, firstLine: Int, codeSpans: Bool = false) -> [Token] {
        var tokens: [Token] = []
        var line = firstLine
        var index = html.startIndex
        var textStart = index
        var textLine = line
        // Where the current line starts, and where the pending text's line did.
        var lineStart = index
        var textLineStart = index
        func byteColumn(_ index: String.Index, from start: String.Index) -> Int {
            html.utf8.distance(from: start, to: index) + 1
        }
        func flushText(upTo end: String.Index) {
            if textStart < end {
                tokens.append(
                    .text(
                        String(html[textStart..<end]), line: textLine,
                        byteColumn: byteColumn(textStart, from: textLineStart)))
            }
        }
        // Text before this index is a code span's, where no tag opens.
        var literalUntil = html.startIndex
        while index < html.endIndex {
            let character = html[index]
            if codeSpans, index >= literalUntil, character == "`" {
                literalUntil = codeSpanEnd(at: index, in: html)
            }
            if character == "<", index >= literalUntil, let close = tagEnd(at: index, in: html) {
                let inner = html[html.index(after: index)..<close]
                if let first = inner.first, first.isLetter || first == "/" || first == "!" {
                    flushText(upTo: index)
                    let tagLine = line
                    let tagColumn = byteColumn(index, from: lineStart)
                    line += inner.reduce(0) { $0 + (LineEndings.isLineEnd($1) ? 1 : 0) }
                    if let lastNewline = inner.lastIndex(where: LineEndings.isLineEnd) {
                        lineStart = inner.index(after: lastNewline)
                    }
                    if first == "/" {
                        tokens.append(
                            .end(
                                name: inner.dropFirst().trimmingWhitespace().lowercased(), line: tagLine,
                                byteColumn: tagColumn))
                    } else if first != "!" {
                        let (name, attributes) = parseTag(inner)
                        tokens.append(.start(name: name, attributes: attributes, line: tagLine, byteColumn: tagColumn))
                    }
                    index = html.index(after: close)
                    textStart = index
                    textLine = line
                    textLineStart = lineStart
                    continue
                }
            }
            index = html.index(after: index)
            if LineEndings.isLineEnd(character) {
                line += 1
                lineStart = index
            }
        }
        flushText(upTo: html.endIndex)
        return tokens
    }

    /// Splits `img src="a b.png" width=20 /` into its name and attributes (names lowercased).
    static func parseTag(_ inner: Substring) -> (String, [String: String]) {
        if let parsed = inner.utf8.withContiguousStorageIfAvailable(parseASCIITag) ?? nil { return parsed }
        return parseTagByCharacter(inner)
    }

    /// `parseTag` over `Character`s, for tags with non-ASCII text.
    static func parseTagByCharacter(_ inner: Substring) -> (String, [String: String]) {
        var body = inner
        if body.hasSuffix("/") { body = body.dropLast() }
        let nameEnd = body.firstIndex(where: { $0.isWhitespace }) ?? body.endIndex
        let name = body[..<nameEnd].lowercased()
        var attributes: [String: String] = [:]
        var index = nameEnd
        while index < body.endIndex {
            while index < body.endIndex, body[index].isWhitespace { index = body.index(after: index) }
            let keyStart = index
            while index < body.endIndex, !body[index].isWhitespace, body[index] != "=" {
                index = body.index(after: index)
            }
            let key = body[keyStart..<index].lowercased()
            while index < body.endIndex, body[index].isWhitespace { index = body.index(after: index) }
            var value = ""
            if index < body.endIndex, body[index] == "=" {
                index = body.index(after: index)
                while index < body.endIndex, body[index].isWhitespace { index = body.index(after: index) }
                if index < body.endIndex, body[index] == "\"" || body[index] == "'" {
                    let quote = body[index]
                    let valueStart = body.index(after: index)
                    let valueEnd = body[valueStart...].firstIndex(of: quote) ?? body.endIndex
                    value = String(body[valueStart..<valueEnd])
                    index = valueEnd < body.endIndex ? body.index(after: valueEnd) : valueEnd
                } else {
                    let valueStart = index
                    while index < body.endIndex, !body[index].isWhitespace { index = body.index(after: index) }
                    value = String(body[valueStart..<index])
                }
            }
            // The first of an attribute given twice counts, as in a browser.
            if !key.isEmpty, attributes[key] == nil { attributes[key] = decodeEntities(value) }
        }
        return (name, attributes)
    }

    /// `parseTag` of an all-ASCII tag, over its bytes (nil when a byte is not ASCII). In ASCII the
    /// whitespace characters are the bytes 09–0D and 20, and a CR LF pair is whitespace either way.
    static func parseASCIITag(_ bytes: UnsafeBufferPointer<UInt8>) -> (String, [String: String])? {
        guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        func text(_ range: Range<Int>, lowercased: Bool) -> String {
            String(unsafeUninitializedCapacity: range.count) { buffer in
                for (offset, byte) in bytes[range].enumerated() {
                    buffer[offset] = lowercased && byte >= 0x41 && byte <= 0x5A ? byte + 32 : byte
                }
                return range.count
            }
        }
        let end = bytes.last == UInt8(ascii: "/") ? bytes.count - 1 : bytes.count
        var index = 0
        while index < end && !isSpace(bytes[index]) { index += 1 }
        let name = text(0..<index, lowercased: true)
        var attributes: [String: String] = [:]
        while index < end {
            while index < end && isSpace(bytes[index]) { index += 1 }
            let keyStart = index
            while index < end && !isSpace(bytes[index]) && bytes[index] != UInt8(ascii: "=") { index += 1 }
            let key = text(keyStart..<index, lowercased: true)
            while index < end && isSpace(bytes[index]) { index += 1 }
            var value = ""
            if index < end && bytes[index] == UInt8(ascii: "=") {
                index += 1
                while index < end && isSpace(bytes[index]) { index += 1 }
                if index < end && (bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")) {
                    let quote = bytes[index]
                    var valueEnd = index + 1
                    while valueEnd < end && bytes[valueEnd] != quote { valueEnd += 1 }
                    value = text((index + 1)..<valueEnd, lowercased: false)
                    index = valueEnd < end ? valueEnd + 1 : valueEnd
                } else {
                    let valueStart = index
                    while index < end && !isSpace(bytes[index]) { index += 1 }
                    value = text(valueStart..<index, lowercased: false)
                }
            }
            // The first of an attribute given twice counts, as in a browser.
            if !key.isEmpty, attributes[key] == nil { attributes[key] = decodeEntities(value) }
        }
        return (name, attributes)
    }

    /// An attribute's value with its character references decoded: numeric ones (`&#38;`, `&#x6A;`, as
    /// a browser reads `href="&#106;avascript:…"`) and the common named ones (`HTMLCharacterReference`).
    static func decodeEntities(_ text: String) -> String {
        // Without an `&` byte there is no reference.
        guard Text.containsByte(UInt8(ascii: "&"), in: text) else { return text }
        let characters = Array(text)
        var decoded = ""
        var index = 0
        while index < characters.count {
            if characters[index] == "&", let reference = HTMLCharacterReference.decode(characters, at: index) {
                decoded.append(reference.character)
                index += reference.length
            } else {
                decoded.append(characters[index])
                index += 1
            }
        }
        return decoded
    }
}

extension StringProtocol {
    /// The text without leading and trailing whitespace characters.
    func trimmingWhitespace() -> String {
        // `Character.isWhitespace` tests a character's first scalar. When the first and the last byte are
        // ASCII and not whitespace, the first character starts with that byte, and the last one either
        // does too or is a prepended cluster whose first scalar is not whitespace either: nothing to trim.
        let edges = utf8.withContiguousStorageIfAvailable { $0.isEmpty ? nil : ($0[0], $0[$0.count - 1]) } ?? nil
        if let (head, tail) = edges, head < 0x80, tail < 0x80, !Self.isASCIIWhitespace(head),
            !Self.isASCIIWhitespace(tail)
        {
            return String(self)
        }
        // Every character one scalar: `isWhitespace` is the scalar's (`Text.isWhitespace`), and the ends
        // are cut over the bytes.
        let cut =
            utf8.withContiguousStorageIfAvailable { bytes -> Range<Int>? in
                guard Text.characterCountIfOneScalarEach(bytes) != nil else { return nil }
                var start = 0
                while start < bytes.count {
                    let (value, length) = Text.decodeScalar(bytes, at: start)
                    guard Text.isWhitespace(value) else { break }
                    start += length
                }
                var end = bytes.count
                while end > start {
                    let scalarStart = Text.scalarStart(before: end, in: bytes)
                    guard Text.isWhitespace(Text.decodeScalar(bytes, at: scalarStart).value) else { break }
                    end = scalarStart
                }
                return start..<end
            } ?? nil
        if let cut {
            let from = utf8.index(utf8.startIndex, offsetBy: cut.lowerBound)
            let to = utf8.index(utf8.startIndex, offsetBy: cut.upperBound)
            return String(self[from..<to])
        }
        guard let first = firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let last = lastIndex(where: { !$0.isWhitespace })!
        return String(self[first...last])
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
}
