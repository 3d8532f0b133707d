import Foundation
import Testing

@testable import HigDoc

/// `UnitKey` is a `String` key with a faster hash: it must find exactly what the string would.
@Suite struct UnitKeyTests {
    /// Canonically equivalent spellings: the first is canonically inert or NFC, the others are not.
    static let equivalents: [[String]] = [
        ["é", "e\u{301}"],
        ["\u{8C48}", "\u{F900}"],  // a CJK compatibility ideograph decomposes to an inert ideograph
        ["\u{C5}", "\u{212B}", "A\u{30A}"],
        ["\u{3A9}", "\u{2126}"],
        ["zh/bars/状态栏-\u{C5}", "zh/bars/状态栏-A\u{30A}"],
        ["en/bars/caf\u{E9}-status-bar", "en/bars/cafe\u{301}-status-bar"],
    ]

    @Test func equivalentStringsAreEqualKeysWithEqualHashes() {
        for spellings in Self.equivalents {
            let first = UnitKey(spellings[0])
            for other in spellings.dropFirst() {
                #expect(spellings[0] == other)
                #expect(first == UnitKey(other), "\(spellings)")
                #expect(first.hashValue == UnitKey(other).hashValue, "\(spellings)")
            }
        }
        #expect(UnitKey("zh/bars/不要创建自定义状态栏") == UnitKey("zh/bars/不要创建自定义状态栏"))
        #expect(UnitKey("zh/bars/不要创建自定义状态栏") != UnitKey("zh/bars/不要创建自定义状态"))
        #expect(UnitKey("en/bars/a") != UnitKey("en/bars/A"))
        #expect(UnitKey("") == UnitKey(""))
        #expect(UnitKey("a\r\nb") == UnitKey("a\r\nb"))
    }

    /// Over every unit id of the bundled graph and the equivalent spellings, a dictionary keyed by
    /// `UnitKey` holds and finds what one keyed by `String` does, first value winning.
    @Test func dictionaryAgreesWithStringKeys() {
        let graph = TestSupport.bundled.graph
        var ids = graph.sections.map(\.id) + graph.rules.map(\.id) + graph.systemItems.map(\.id)
        ids += graph.links.map(\.id) + graph.images.map(\.id) + graph.notes.map(\.id)
        ids += Self.equivalents.joined()
        #expect(ids.count > 300)
        #expect(ids.contains { !Text.isASCII($0) })
        let byString = Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let byKey = Dictionary(ids.enumerated().map { (UnitKey($1), $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byKey.count == byString.count)
        for id in ids { #expect(byKey[UnitKey(id)] == byString[id], "\(id)") }
        #expect(byKey[UnitKey("zh/bars/no-such-unit")] == nil)
    }

    /// The ASCII-only mix gives the mix of every text of ASCII other than CR, and nothing for any other
    /// text, wherever its first other byte is (in a full word or in the last, short one).
    @Test func asciiOnlyMixIsTheMixOfASCIITexts() {
        var checked = 0
        for length in 0...19 {
            for position in -1..<length {
                for other: UInt8 in [0x0D, 0x80, 0xC3, 0xE4, 0xFF] {
                    var bytes = (0..<length).map { UInt8(0x20 + ($0 * 7) % 95) }
                    if position >= 0 { bytes[position] = other }
                    bytes.withUnsafeBufferPointer { buffer in
                        let asciiOnly = UnitKey.mix(buffer, asciiOnly: true)
                        #expect(asciiOnly == (position < 0 ? UnitKey.mix(buffer) : nil), "\(bytes)")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked == 5 * (1...20).reduce(0, +))
        #expect(UnitKey("a\r\nb").hashValue == UnitKey("a\r\nb").hashValue)
        #expect(UnitKey("a\nb") != UnitKey("a\r\nb"))
    }

    /// The 64-bit mix the hash is made of tells apart every bundled unit id, and texts that differ in one
    /// byte at any place of the eight-byte words or only in a trailing zero byte.
    @Test func mixSeparatesIDsAndNearTexts() {
        func mix(_ text: String) -> UInt64 { Text.withUTF8(text) { UnitKey.mix($0) } }
        let graph = TestSupport.bundled.graph
        let ids = Set(graph.sections.map(\.id) + graph.rules.map(\.id) + graph.systemItems.map(\.id))
        #expect(Set(ids.map(mix)).count == ids.count)
        var near: [String] = []
        for length in 0...20 {
            let base = String(repeating: "a", count: length)
            near.append(base)
            near.append(base + "\u{0}")
            for position in 0..<length {
                var bytes = Array(base.utf8)
                bytes[position] = UInt8(ascii: "b")
                near.append(String(decoding: bytes, as: UTF8.self))
            }
        }
        #expect(Set(near).count == near.count)
        #expect(Set(near.map(mix)).count == near.count)
    }

    /// The mix reads a text's last bytes as one word, shifted: the word that gathering them one by one
    /// gives, at every length up to 40 and on every bundled unit id.
    @Test func mixEqualsTheByteByByteMix() {
        func reference(_ bytes: [UInt8]) -> UInt64 {
            var state: UInt64 = 0x9E37_79B9_7F4A_7C15
            func absorb(_ word: UInt64) {
                state = (state ^ word) &* 0xBF58_476D_1CE4_E5B9
                state ^= state >> 29
            }
            absorb(UInt64(bytes.count))
            var index = 0
            while index < bytes.count {
                var word: UInt64 = 0
                for offset in index..<min(index + 8, bytes.count) {
                    word |= UInt64(bytes[offset]) << UInt64((offset - index) * 8)
                }
                absorb(word)
                index += 8
            }
            state = (state ^ (state >> 32)) &* 0x94D0_49BB_1331_11EB
            return state ^ (state >> 29)
        }
        let graph = TestSupport.bundled.graph
        var texts = graph.sections.map(\.id) + graph.rules.map(\.id) + graph.systemItems.map(\.id)
        for length in 0...40 {
            texts.append(String((0..<length).map { Character(Unicode.Scalar(UInt8(33 + $0 * 7 % 90))) }))
        }
        for text in texts {
            #expect(Text.withUTF8(text) { UnitKey.mix($0) } == reference(Array(text.utf8)), "\(text)")
        }
    }

    /// The eight-byte skip of the inertness scan stops at a CR or a non-ASCII byte wherever it falls.
    @Test func inertnessFindsCRAndNonASCIIAtEveryPosition() {
        for length in 1...24 {
            let plain = String(repeating: "a", count: length)
            #expect(Text.isCanonicallyInert(plain))
            for position in 0..<length {
                var withCR = Array(plain.utf8)
                withCR[position] = 0x0D
                #expect(!Text.isCanonicallyInert(String(decoding: withCR, as: UTF8.self)), "CR at \(position)")
                // After an ideograph, where the skip starts again at the first ASCII byte.
                #expect(!Text.isCanonicallyInert("栏" + String(decoding: withCR, as: UTF8.self)), "CR at \(position)")
                let prefix = String(plain.prefix(position))
                let suffix = String(plain.dropFirst(position + 1))
                #expect(Text.isCanonicallyInert(prefix + "栏" + suffix))
                #expect(!Text.isCanonicallyInert(prefix + "\u{301}" + suffix), "U+0301 at \(position)")
                #expect(!Text.isCanonicallyInert(prefix + "é" + suffix), "é at \(position)")
            }
        }
    }
}
