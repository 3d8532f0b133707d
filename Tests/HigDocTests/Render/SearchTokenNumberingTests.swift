import Testing

@testable import HigDoc

/// `SearchTokenNumbering`: tokens numbered in the order first seen, as a dictionary numbers them,
/// through its own table for characters and pairs.
@Suite("Search token numbering")
struct SearchTokenNumberingTests {
    @Test("Characters, pairs and words are numbered as a dictionary numbers them, across the table's growth")
    func numbersAsADictionary() {
        // Every CJK ideograph of a range, the pairs of neighbours, a character and pair that share scalar
        // values (U+0001 and the pair of U+0000, U+0000), and words, interleaved and repeated: the table
        // grows from 64 slots to more than 8,192.
        var tokens: [SearchTokenKey] = []
        let scalars = (0x4E00..<0x5E00).compactMap(Unicode.Scalar.init)
        for (index, scalar) in scalars.enumerated() {
            tokens.append(.character(scalar))
            if index > 0 { tokens.append(.pair(scalars[index - 1], scalar)) }
            if index % 7 == 0 { tokens.append(.word("w\(index % 300)")) }
            if index % 5 == 0 { tokens.append(.character(scalars[index / 2])) }
        }
        tokens += [.character("\u{1}"), .pair("\u{0}", "\u{0}"), .pair("\u{0}", "\u{1}"), .word(""), .word("栏")]
        tokens += tokens.reversed()
        var numbering = SearchTokenNumbering()
        var reference = DictionaryNumbering<SearchTokenKey>()
        for token in tokens { #expect(numbering.number(of: token) == reference.number(of: token)) }
        #expect(numbering.count == reference.count && numbering.count == 8_496)
        #expect(numbering.keys.count == numbering.count)
        for (number, token) in numbering.keys.enumerated() {
            #expect(reference.numbers[token] == Int32(number))
            #expect(numbering.number(ofExisting: token) == Int32(number))
        }
        #expect(numbering.number(ofExisting: .character("\u{2}")) == nil)
        #expect(numbering.number(ofExisting: .pair("栏", "栏")) == nil)
        #expect(numbering.number(ofExisting: .word("bar")) == nil)
        #expect(numbering.number(ofExisting: .character("栏")) == nil)
    }
}
