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
        // Words of every length around the table's seven bytes, with bytes a packing could confuse: a
        // zero byte, a prefix of another word, the same bytes in another order.
        tokens += [
            "a", "ab", "abc", "abcd", "abcde", "abcdef", "abcdefg", "abcdefgh", "abcdefghi", "\u{0}", "\u{0}\u{0}",
            "a\u{0}", "\u{0}a", "ba", "栏栏", "栏栏栏", "ａ", "ÿ", "\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}",
        ].map { .word($0) }
        tokens += tokens.reversed()
        var numbering = SearchTokenNumbering()
        var reference = DictionaryNumbering<SearchTokenKey>()
        for token in tokens { #expect(numbering.number(of: token) == reference.number(of: token)) }
        #expect(numbering.count == reference.count && numbering.count == 8_496 + 19)
        #expect(numbering.keys.count == numbering.count)
        for (number, token) in numbering.keys.enumerated() {
            #expect(reference.numbers[token] == Int32(number))
            #expect(numbering.number(ofExisting: token) == Int32(number))
        }
        #expect(numbering.number(ofExisting: .character("\u{2}")) == nil)
        #expect(numbering.number(ofExisting: .pair("栏", "栏")) == nil)
        #expect(numbering.number(ofExisting: .word("bar")) == nil)
        #expect(numbering.number(ofExisting: .character("栏")) == nil)
        #expect(numbering.number(ofExisting: .word("abcdefghij")) == nil)
        #expect(numbering.number(ofExisting: .word("\u{0}\u{0}\u{0}")) == nil)
    }

    @Test("Forgetting every token keeps nothing: the next tokens are numbered from 0 again")
    func removeAll() {
        var numbering = SearchTokenNumbering()
        let first: [SearchTokenKey] = (0..<100).map { .character(Unicode.Scalar(0x4E00 + $0)!) } + [.word("bar")]
        for token in first { _ = numbering.number(of: token) }
        numbering.removeAll()
        #expect(numbering.count == 0 && numbering.keys.isEmpty)
        for token in first { #expect(numbering.number(ofExisting: token) == nil) }
        let second: [SearchTokenKey] = [.pair("标", "签"), .word("bar"), .character("一"), .pair("标", "签")]
        #expect(second.map { numbering.number(of: $0) } == [0, 1, 2, 0])
        #expect(numbering.keys == [.pair("标", "签"), .word("bar"), .character("一")])
    }

    @Test("An entry's tokens weigh 5 in the title, 1 in the body, 6 in both, however often they repeat")
    func entryWeights() {
        var weights = EntryTokenWeights()
        // One numbering for every entry, as a chunk's: an entry's weights hold only its own tokens.
        var numbering = SearchTokenNumbering()
        func measured(_ title: String, _ body: String) -> [String: Int] {
            weights.measure(title: title, body: body, numbering: &numbering)
            var found: [String: Int] = [:]
            weights.forEachWeight { number, weight in
                #expect(found[numbering.keys[Int(number)].text] == nil, "each token once")
                found[numbering.keys[Int(number)].text] = weight
            }
            return found
        }
        #expect(
            measured("Tab bar", "A tab bar, a bar of tabs; 标签栏")
                == ["tab": 6, "bar": 6, "a": 1, "of": 1, "标": 1, "标签": 1, "签": 1, "签栏": 1, "栏": 1])
        // The value is reused: the second entry's weights owe nothing to the first's.
        #expect(measured("", "bar bar") == ["bar": 1])
        #expect(measured("栏", "") == ["栏": 5])
        #expect(measured("bars", "new bar 栏") == ["bar": 6, "new": 1, "栏": 1])
        #expect(measured("", "") == [:])
        // tab, bar, a, of, 标, 标签, 签, 签栏, 栏, new: each numbered once for all the entries.
        #expect(numbering.count == 10)
    }

    @Test("Many words, and words that are a character's or pair's text, are numbered apart")
    func words() {
        var numbering = SearchTokenNumbering()
        let words = (0..<10_000).map { SearchTokenKey.word("word\($0)") }
        for (index, word) in words.enumerated() { #expect(numbering.number(of: word) == Int32(index)) }
        for (index, word) in words.enumerated().reversed() { #expect(numbering.number(of: word) == Int32(index)) }
        #expect(numbering.number(of: .word("栏")) == 10_000)
        #expect(numbering.number(of: .character("栏")) == 10_001)
        #expect(numbering.number(of: .word("标签")) == 10_002)
        #expect(numbering.number(of: .pair("标", "签")) == 10_003)
        #expect(numbering.number(ofExisting: .word("word10000")) == nil)
        #expect(numbering.count == 10_004)
    }
}
