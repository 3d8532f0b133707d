import Foundation

/// Puts the bytes of a page's HTML pieces (`SplicedHTML`: bodies, table rows) into the page's file
/// around what the templates rendered, so that the large pieces never become strings: swift-mustache
/// renders a short marker for each (its index among the page's pieces), and `splice` copies the
/// rendered text with every marker replaced by its piece.
///
/// A marker is `\u{1}`, a random nonce drawn once per process, `R` (or `E` once the templates' escaping
/// has seen it: `{{name}}` rather than `{{{name}}}`, and then the piece is escaped as it is spliced), the
/// index, and `\u{1}`; for a piece that ends with a line break, `r`/`e` and the line break after the
/// marker, so that swift-mustache's indentation of partials sees the line end it would have seen. A text
/// of the content cannot make a marker without knowing the nonce (which never reaches a file); a control
/// byte that does not start a marker of this render is copied as it is.
final class HTMLSplicing: @unchecked Sendable {
    /// The splicing of the page being rendered on this thread, if any (`SiteTemplates.renderPage`).
    @TaskLocal static var current: HTMLSplicing?

    /// 16 hexadecimal digits, random per process.
    private static let nonce: [UInt8] = {
        var generator = SystemRandomNumberGenerator()
        let digits = Array("0123456789abcdef".utf8)
        return (0..<16).map { _ in digits[Int(generator.next() % 16)] }
    }()
    private static let nonceText = String(decoding: nonce, as: UTF8.self)
    private static let start: UInt8 = 0x01

    /// The pieces of this render, by index (used from the one thread that renders the page).
    private var pieces: [HTMLBytes] = []

    /// The marker for `html`, which becomes its next piece.
    func marker(for html: HTMLBytes) -> String {
        pieces.append(html)
        let endsLine = html.last == UInt8(ascii: "\n")
        return "\u{1}\(Self.nonceText)\(endsLine ? "r" : "R")\(pieces.count - 1)\u{1}\(endsLine ? "\n" : "")"
    }

    /// The escaped form of `text` when it is a marker of the current render (what the templates'
    /// escaping gives for it); nil for any other text.
    static func escapedMarker(_ text: String) -> String? {
        guard text.utf8.first == start, current != nil else { return nil }
        var bytes = Array(text.utf8)
        let marker = bytes.withUnsafeBufferPointer { parse($0, at: 0) }
        guard let (kind, _, length) = marker, length == bytes.count,
            kind == UInt8(ascii: "R") || kind == UInt8(ascii: "r")
        else { return nil }
        bytes[1 + nonce.count] = kind == UInt8(ascii: "R") ? UInt8(ascii: "E") : UInt8(ascii: "e")
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The marker at `position` of `bytes`: its kind letter, piece index and length (with the line
    /// break that follows an `r`/`e` marker); nil when the bytes there are not a marker of this process.
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> (UInt8, Int, Int)? {
        var index = position + 1
        guard bytes[position] == start, bytes.count - index > nonce.count + 2 else { return nil }
        for digit in nonce {
            guard bytes[index] == digit else { return nil }
            index += 1
        }
        let kind = bytes[index]
        guard
            kind == UInt8(ascii: "R") || kind == UInt8(ascii: "E") || kind == UInt8(ascii: "r")
                || kind == UInt8(ascii: "e")
        else { return nil }
        index += 1
        var number = 0
        let firstDigit = index
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9"),
            index - firstDigit < 9
        {
            number = number * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
        }
        guard index > firstDigit, index < bytes.count, bytes[index] == start else { return nil }
        index += 1
        if kind == UInt8(ascii: "r") || kind == UInt8(ascii: "e") {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\n") else { return nil }
            index += 1
        }
        return (kind, number, index - position)
    }

    /// The page's bytes: `rendered` with each marker of this render replaced by its piece (escaped as
    /// the templates escape for an `E`/`e` marker), as parts, not copied together.
    func splice(_ rendered: String) -> SplicedPage {
        var text = rendered
        // The render's pieces, then the escaped copies of those a template escaped (a marker's index is
        // always one of the render's own: `self.pieces`).
        var pieces = pieces
        var parts: [SplicedPage.Part] = []
        forEachMarker(in: &text) { _, before, index, escaped in
            parts.append(.rendered(before))
            guard let index else { return }
            if escaped {
                var copy = HTMLBytes()
                copy.appendTemplateEscaped(pieces[index])
                parts.append(.piece(pieces.count))
                pieces.append(copy)
            } else {
                parts.append(.piece(index))
            }
        }
        return SplicedPage(rendered: text, pieces: pieces, parts: parts)
    }

    /// Calls `body` with each marker of this render in `rendered`, in order: the rendered bytes, the
    /// range of those before the marker (since the previous one), the index of its piece and whether a
    /// template escaped it (`E`/`e`); then once more with the bytes after the last marker and a nil index.
    func forEachMarker(
        in rendered: inout String,
        _ body: (_ text: UnsafeBufferPointer<UInt8>, _ before: Range<Int>, _ piece: Int?, _ escaped: Bool) -> Void
    ) {
        rendered.withUTF8 { text in
            var copied = 0
            var position = 0
            while position < text.count {
                guard let found = memchr(text.baseAddress! + position, Int32(Self.start), text.count - position) else {
                    break
                }
                let at = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - text.baseAddress!
                guard let (kind, index, length) = Self.parse(text, at: at), index < pieces.count else {
                    position = at + 1
                    continue
                }
                body(text, copied..<at, index, kind == UInt8(ascii: "E") || kind == UInt8(ascii: "e"))
                position = at + length
                copied = position
            }
            body(text, copied..<text.count, nil, false)
        }
    }
}
