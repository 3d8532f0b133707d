import Foundation
import Testing

@testable import HigDoc

/// CommonMark's line ends (an LF, a lone CR, a CR and its LF; nothing else), as `LineEndings` finds them.
@Suite("line ends")
struct LineEndingsTests {
    @Test("A lone CR becomes an LF, byte for byte; a CRLF and every other character stay")
    func loneCarriageReturns() {
        let text = "a\rb\r\nc\n\r中\u{0B}\u{0C}\u{85}\u{2028}\u{2029}\r\r"
        let expected = "a\nb\r\nc\n\n中\u{0B}\u{0C}\u{85}\u{2028}\u{2029}\n\n"
        #expect(LineEndings.replacingLoneCarriageReturns(in: text) == expected)
        #expect(LineEndings.replacingLoneCarriageReturns(in: Data(text.utf8)) == Data(expected.utf8))
        #expect(text.utf8.count == expected.utf8.count)
        #expect(Text.withUTF8(text, LineEndings.loneCarriageReturns(in:)) == [1, 7, 21, 22])
        for unchanged in ["", "\r\n", "a\nb\r\nc", "\u{FEFF}---\r\nid: x\r\n"] {
            #expect(LineEndings.replacingLoneCarriageReturns(in: unchanged) == unchanged)
            #expect(LineEndings.replacingLoneCarriageReturns(in: Data(unchanged.utf8)) == Data(unchanged.utf8))
        }
        // A slice of data, whose indices do not start at 0.
        let data = Data("xx\ry".utf8)
        #expect(LineEndings.replacingLoneCarriageReturns(in: data[1...]) == Data("x\ny".utf8))
    }

    @Test("A line end's length in bytes, and which characters are line ends")
    func lengths() {
        let bytes = Array("a\nb\r\nc\r\u{0B}\u{0C}\u{85}\u{2028}".utf8)
        let lengths = bytes.withUnsafeBufferPointer { buffer in
            buffer.indices.map { LineEndings.length(at: $0, in: buffer) }
        }
        #expect(lengths == [0, 1, 0, 2, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0])
        #expect(["\n", "\r", "\r\n"].allSatisfy(LineEndings.isLineEnd))
        #expect(
            !["\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", " ", "a"].contains(where: LineEndings.isLineEnd))
    }
}
