import Foundation
import Testing

@testable import HigDoc

/// `HTMLBytes` behaves as a value: appends grow it, copies are independent, escaping matches the
/// string escapers.
@Suite("HTML bytes")
struct HTMLBytesTests {
    @Test("Appends of every kind, past the first capacity, in order")
    func appends() {
        var html = HTMLBytes(reservingCapacity: 1)
        #expect(html.isEmpty && html.last == nil)
        var expected = ""
        for index in 0..<500 {
            html += "<p>栏 \(index)</p>"
            html.appendDecimal(index)
            html.append(UInt8(ascii: "\n"))
            html.append(HTMLBytes(" & "))
            expected += "<p>栏 \(index)</p>\(index)\n & "
        }
        html.append(UnsafeBufferPointer<UInt8>(start: nil, count: 0))
        #expect(html.string == expected)
        #expect(html.count == expected.utf8.count)
        #expect(html.last == UInt8(ascii: " "))
        #expect(html == HTMLBytes(expected))
        #expect(html != HTMLBytes(expected + "x"))
    }

    @Test("Numbers are written as their decimal text, at every length and sign, into a copy of shared bytes")
    func decimals() {
        var numbers = [0, 1, 9, 10, 11, 99, 100, Int.max, Int.min, Int.max - 1, Int.min + 1, -1, -9, -10]
        var power = 1
        for _ in 1...18 {
            power *= 10
            numbers += [power - 1, power, power + 1, -(power - 1), -power, -(power + 1)]
        }
        var html = HTMLBytes(reservingCapacity: 1)
        var expected = ""
        for number in numbers {
            let shared = html
            html.appendDecimal(number)
            html.append(UInt8(ascii: " "))
            #expect(shared.string == expected)
            expected += "\(number) "
        }
        #expect(html.string == expected)
        var writer = CompactJSONWriter()
        writer.integerPair(Int.max, 0, leadingComma: false)
        writer.integerPair(-12, 3_456, leadingComma: true)
        writer.integer(Int.min)
        #expect(String(decoding: writer.data, as: UTF8.self) == "\(Int.max),0,-12,3456\(Int.min)")
    }

    @Test("A copy is not changed by appends to the original, nor the original by the copy's")
    func valueSemantics() {
        var original = HTMLBytes("<ul>")
        let copy = original
        original += "<li>one</li>"
        var second = original
        second += "<li>two</li>"
        original.append(UInt8(ascii: "!"))
        #expect(copy.string == "<ul>")
        #expect(original.string == "<ul><li>one</li>!")
        #expect(second.string == "<ul><li>one</li><li>two</li>")
    }

    /// `data` shares the buffer: it outlives the bytes it came from, and appends made afterwards (to
    /// the bytes, which then copy their buffer first) do not reach it.
    @Test("Data made from the bytes keeps them, unchanged by later appends and after they are gone")
    func sharedData() {
        var bytes = HTMLBytes("<p>栏")
        var data: Data
        do {
            let kept = HTMLBytes(String(repeating: "<li>kept</li>", count: 10))
            data = kept.data
        }
        // Buffers of the same size, made and filled now, would take the kept one's memory had it been freed.
        let others = (0..<20).map { _ in HTMLBytes(String(repeating: "x", count: 130)) }
        #expect(others.allSatisfy { $0.count == 130 })
        #expect(data == Data(String(repeating: "<li>kept</li>", count: 10).utf8))
        data = bytes.data
        for _ in 0..<100 { bytes += "<b>more</b>" }
        bytes.removeLastLineBreak()
        #expect(data == Data("<p>栏".utf8))
        #expect(bytes.count == "<p>栏".utf8.count + 100 * "<b>more</b>".utf8.count)
        #expect(HTMLBytes().data.isEmpty)
    }

    @Test("Escaping into bytes gives what the string escapers give")
    func escaping() {
        let texts = ["", "plain", "a & b < c > d \"e\" 'f'", "&&<<>>", "栏 & 導航 <b>", "\u{1}\u{7F}é'\""]
        for text in texts { Self.expectEscapedAsStrings(text) }
    }

    /// Both escapings into bytes give what their string escapers give for `text`.
    static func expectEscapedAsStrings(_ text: String) {
        var cmark = HTMLBytes()
        cmark.appendEscaped(text)
        #expect(cmark.string == HTMLEscaping.text(text), "\(text)")
        var site = HTMLBytes()
        site.appendTemplateEscaped(text)
        #expect(site.string == SiteHTMLContentType().escapeText(text), "\(text)")
    }

    @Test("Escaping finds every special byte wherever it falls among the eight-byte words")
    func escapingAtEveryPosition() {
        for special in ["\"", "&", "'", "<", ">"] {
            for length in [1, 7, 8, 9, 16, 23] {
                for position in 0..<length {
                    var characters = Array(repeating: "a", count: length)
                    characters[position] = special
                    for filler in ["a", "栏"] {
                        Self.expectEscapedAsStrings(characters.map { $0 == "a" ? filler : $0 }.joined())
                    }
                }
            }
        }
        #expect(!HTMLBytes.mayNeedEscaping(0x6867_6665_6463_6261))
        #expect(!HTMLBytes.mayNeedEscaping(0xFFFF_FFFF_FFFF_FFFF))
        #expect(HTMLBytes.mayNeedEscaping(0x6867_6665_6463_6226))
        #expect(HTMLBytes.mayNeedEscaping(0x3E67_6665_6463_6261))
        #expect(HTMLBytes.mayNeedEscaping(0x6867_6665_2763_6261))
    }

    @Test("The last line break is dropped, once, and only from the bytes changed")
    func removeLastLineBreak() {
        var html = HTMLBytes("<p>栏</p>\n\n")
        let shared = html
        html.removeLastLineBreak()
        #expect(html.string == "<p>栏</p>\n")
        #expect(shared.string == "<p>栏</p>\n\n")
        html.removeLastLineBreak()
        html.removeLastLineBreak()
        #expect(html.string == "<p>栏</p>")
        var empty = HTMLBytes()
        empty.removeLastLineBreak()
        #expect(empty.isEmpty)
    }
}
