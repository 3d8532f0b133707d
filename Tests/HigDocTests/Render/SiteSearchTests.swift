import Foundation
import Testing

@testable import HigDoc

/// Client-side search over both languages: CJK bigrams, Latin words, results at anchors.
@Suite("site search")
struct SiteSearchTests {
    /// What search.js does: every query token must match; scores add up.
    static func search(_ index: SearchIndex, _ query: String) -> [SearchIndex.Entry] {
        var scores: [Int: Int]?
        for token in SearchTokenizer.queryTokens(query) {
            let postings = index.tokens[token] ?? []
            var found: [Int: Int] = [:]
            for offset in stride(from: 0, to: postings.count - 1, by: 2) {
                found[postings[offset]] = postings[offset + 1]
            }
            scores =
                scores.map { current in
                    current.filter { found[$0.key] != nil }.reduce(into: [:]) { $0[$1.key] = $1.value + found[$1.key]! }
                } ?? found
        }
        return (scores ?? [:]).sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { index.entries[$0.key] }
    }

    /// The index as the browser sees it, put back together from the manifest and its shards.
    static func reassemble(_ site: Site) throws -> SearchIndex {
        struct Manifest: Decodable {
            var entryCount: Int
            var entryShardSize: Int
            var tokenShards: Int
            var languages: [String: [Int]]
            var version: Int
        }
        let manifest = try JSONDecoder().decode(
            Manifest.self, from: try #require(site.files[SiteBuilder.searchIndexPath]))
        var entries: [SearchIndex.Entry] = []
        for shard in 0..<((manifest.entryCount + manifest.entryShardSize - 1) / manifest.entryShardSize) {
            entries += try JSONDecoder().decode(
                [SearchIndex.Entry].self, from: try #require(site.files["search/entries/\(shard).json"]))
        }
        var tokens: [String: [Int]] = [:]
        for shard in 0..<manifest.tokenShards {
            let file = try JSONDecoder().decode(
                [String: [Int]].self, from: try #require(site.files["search/tokens/\(shard).json"]))
            for (token, postings) in file {
                #expect(SearchIndexShards.shard(of: token, count: manifest.tokenShards) == shard)
                tokens[token] = absolutePostings(postings)
            }
        }
        #expect(entries.count == manifest.entryCount)
        let english = try #require(manifest.languages["en"])
        #expect(entries[english[0]..<english[1]].allSatisfy { $0.l == "en" })
        #expect(entries[english[1]...].allSatisfy { $0.l == "zh" })
        return SearchIndex(version: manifest.version, entries: entries, tokens: tokens)
    }

    /// A token file's postings with each entry's number in place of its gap from the entry before.
    static func absolutePostings(_ postings: [Int]) -> [Int] {
        var entry = 0
        return postings.enumerated().map { offset, value in
            guard offset.isMultiple(of: 2) else { return value }
            entry += value
            return entry
        }
    }

    @Test("A token file gives each posting's entry as its gap from the one before, in format version 3")
    func tokenFilesGiveGaps() throws {
        let (_, site) = SiteTestSupport.bundled
        let manifestData = try #require(site.files[SiteBuilder.searchIndexPath])
        let manifest = try #require(try JSONSerialization.jsonObject(with: manifestData) as? [String: Any])
        #expect(manifest["version"] as? Int == 3 && SearchIndexShards.version == 3)
        let shards = try #require(manifest["tokenShards"] as? Int)
        let shard = SearchIndexShards.shard(of: "toolbar", count: shards)
        let file = try JSONDecoder().decode(
            [String: [Int]].self, from: try #require(site.files["search/tokens/\(shard).json"]))
        let raw = try #require(file["toolbar"])
        // 14 entries: the first by its number, then 13 gaps, none of them zero (version 2 wrote
        // 7, 5, 10, 5, 21, 5, …, 184, 1).
        #expect(raw.prefix(6) == [7, 5, 3, 5, 11, 5] && raw.count == 28)
        #expect(stride(from: 2, to: raw.count, by: 2).allSatisfy { raw[$0] > 0 })
        let absolute = Self.absolutePostings(raw)
        let entries = stride(from: 0, to: raw.count, by: 2).map { absolute[$0] }
        #expect(entries.prefix(4) == [7, 10, 21, 26] && entries.last == 184)
        // The browser's reader expects the same version.
        let script = String(decoding: try #require(site.files["assets/search.js"]), as: UTF8.self)
        #expect(script.contains("var VERSION = \(SearchIndexShards.version);"))
    }

    @Test("Tokens are sharded by their first two characters, so a prefix finds its completions in one file")
    func shards() {
        #expect(SearchIndexShards.shard(of: "tab", count: 97) == SearchIndexShards.shard(of: "table", count: 97))
        #expect(SearchIndexShards.shard(of: "标签", count: 97) == SearchIndexShards.shard(of: "标签栏", count: 97))
        #expect(SearchIndexShards.shard(of: "anything", count: 1) == 0)
        // FNV-1a of "ta": the same number search.js computes.
        #expect(SearchIndexShards.shard(of: "ta", count: 1 << 31) == 0x3845_3866 % (1 << 31))
        #expect(SearchIndexShards.shard(of: "标签栏", count: 97) == 42)
    }

    @Test("Normalization matches Foundation's NFKC and lowercasing, with and without the fast paths")
    func normalizationMatchesFoundation() {
        let texts = [
            "Plain ASCII Text", "状态栏，显示（重要）信息：ＴＡＢ　Ｂａｒ！～", "全角１２３ａｂｃ　空格", "〶 and ｟x｠ and ｶﾀｶﾅ",
            "Café ﬁne", "标签栏", "", "ＡＢＣ", "\u{3000}", "e\u{301}", "Don’t — “Tab Bar”\u{A0}▼ 标签栏’s",
            "\u{A0}\u{301}", "’\u{301}", "a\u{2026}b", "x\u{203C}", "𠀀 Ａ", "〵〶〷〸〻", "한국어 ABC", "😀X", "ÀÉ ǅ",
            "\u{7F}\u{80}\u{FF}\u{100}", "标签栏ABC ＡＢＣ", "\u{9FFF}\u{A000}",
        ]
        for text in texts {
            #expect(SearchTokenizer.normalized(text) == text.precomposedStringWithCompatibilityMapping.lowercased())
            #expect(
                Array(SearchTokenizer.normalized(text).utf8)
                    == Array(text.precomposedStringWithCompatibilityMapping.lowercased().utf8))
            // The tokenizer's bytes, mapped without making a string, are the same.
            #expect(
                SearchTokenizer.withNormalizedUTF8(text) { Array($0) }
                    == Array(text.precomposedStringWithCompatibilityMapping.lowercased().utf8), "\(text)")
        }
        // Each way of normalizing is taken by some text above.
        #expect(SearchTokenizer.normalization(of: "标签栏 bar’s") == .asIs)
        #expect(SearchTokenizer.normalization(of: "Tab 标签栏") == .byScalar)
        #expect(SearchTokenizer.normalization(of: "ＴＡＢ　Ｂａｒ") == .byScalar)
        #expect(SearchTokenizer.normalization(of: "Café") == .foundation)
    }

    /// Every scalar the fast path passes as inert punctuation, alone and between ASCII letters, CJK,
    /// full-width forms and the other inert scalars, normalizes as Foundation normalizes it.
    @Test("Inert punctuation is left as NFKC and lowercasing leave it, next to anything of the fast path")
    func inertPunctuationMatchesFoundation() {
        let inert = (0..<0x3000).compactMap(Unicode.Scalar.init).filter {
            SearchTokenizer.isInertPunctuation($0.value)
        }
        #expect(inert.count == 18 + 63 + 96)
        let all = String(String.UnicodeScalarView(inert))
        for scalar in inert + ["\u{A0}"] {
            for text in [String(scalar), "A\(scalar)b", "栏\(scalar)Ｔ\(scalar)\(scalar)", "\(scalar)\(all)"] {
                #expect(
                    Array(SearchTokenizer.normalized(text).utf8)
                        == Array(text.precomposedStringWithCompatibilityMapping.lowercased().utf8),
                    "U+\(String(scalar.value, radix: 16))")
                #expect(
                    SearchTokenizer.withNormalizedUTF8(text) { Array($0) }
                        == Array(text.precomposedStringWithCompatibilityMapping.lowercased().utf8),
                    "U+\(String(scalar.value, radix: 16))")
            }
        }
    }

    @Test("Excerpts keep 160 characters, counted as characters whatever their bytes")
    func excerptsCountCharacters() {
        let ascii160 = String(repeating: "a", count: 160)
        #expect(SearchIndexBuilder.excerpt(ascii160) == ascii160)
        #expect(SearchIndexBuilder.excerpt(ascii160 + "b") == String(repeating: "a", count: 159) + "…")
        // 160 ideographs are 480 bytes and still fit; 161 do not.
        let chinese160 = String(repeating: "栏", count: 160)
        #expect(SearchIndexBuilder.excerpt(chinese160) == chinese160)
        #expect(SearchIndexBuilder.excerpt(chinese160 + "栏") == String(repeating: "栏", count: 159) + "…")
        // 100 characters of two scalars each: more than 160 bytes, fewer than 160 characters.
        let combined = String(repeating: "e\u{301}", count: 100)
        #expect(SearchIndexBuilder.excerpt(combined) == combined)
        let longCombined = String(repeating: "e\u{301}", count: 161)
        #expect(SearchIndexBuilder.excerpt(longCombined) == String(repeating: "e\u{301}", count: 159) + "…")
        #expect(SearchIndexBuilder.excerpt("  two\n words  ") == "two words")
        // Scalars of one to three bytes mixed, each a character of its own (cut over the bytes), then
        // with a character of two scalars or an emoji at the end (cut by characters): where `prefix` cuts.
        let mixed = Array("a栏é—b_标。")
        for length in 150...175 {
            var text = String((0..<length).map { mixed[$0 % mixed.count] })
            let expected = text.count > 160 ? String(text.prefix(159)) + "…" : text
            #expect(SearchIndexBuilder.excerpt(text) == expected, "\(length) characters")
            text += "e\u{301}"
            let combinedEnd = text.count > 160 ? String(text.prefix(159)) + "…" : text
            #expect(SearchIndexBuilder.excerpt(text) == combinedEnd, "\(length) characters and a combined one")
            let emoji = String(text.dropLast()) + "🙂"
            let emojiEnd = emoji.count > 160 ? String(emoji.prefix(159)) + "…" : emoji
            #expect(SearchIndexBuilder.excerpt(emoji) == emojiEnd, "\(length) characters and an emoji")
        }
    }

    @Test("Chinese text gives characters and bigrams; queries match through bigrams")
    func tokenizer() {
        #expect(SearchTokenizer.queryTokens("标签栏") == ["标签", "签栏"])
        #expect(SearchTokenizer.queryTokens("栏") == ["栏"])
        #expect(SearchTokenizer.indexTokens("标签栏。") == ["标", "标签", "签", "签栏", "栏"])
        #expect(SearchTokenizer.queryTokens("Tab Bars") == ["tab", "bar"])
        #expect(SearchTokenizer.queryTokens("UITabBar 标签栏") == ["uitabbar", "标签", "签栏"])
        #expect(SearchTokenizer.queryTokens("ＴＡＢ") == ["tab"])
        #expect(SearchTokenizer.queryTokens("status") == ["statu"])
        #expect(SearchTokenizer.queryTokens("class") == ["class"])
    }

    /// The index tokens as runs define them: each word stemmed; each CJK character, then its bigram
    /// with the next character of its run.
    static func tokensFromRuns(_ text: String) -> [String] {
        var tokens: [String] = []
        for run in SearchTokenizer.runs(text) {
            switch run {
            case .word(let word): tokens.append(SearchTokenizer.stem(word))
            case .cjk(let characters):
                let scalars = Array(characters.unicodeScalars)
                for index in scalars.indices {
                    tokens.append(String(scalars[index]))
                    if index + 1 < scalars.count { tokens.append(String(scalars[index]) + String(scalars[index + 1])) }
                }
            }
        }
        return tokens
    }

    @Test("Index tokens streamed as keys are the tokens of the runs, on edge cases and every bundled page")
    func streamedTokensMatchRuns() throws {
        let texts = [
            "", "标", "标签栏。", "Tab Bars 标签栏 UITabBar", "栏a栏", "ＴＡＢ　标签１２３", "status-bars' 栏，栏",
            "classes bus is", "Café ﬁne 〶 ｶﾀｶﾅ", "한국어 かな 漢字", "𠀀𠀁 x", "a\u{301}b", "9栏9",
            "BARS bass ass asss xs s Ｓｔａｔｕｓ ﬁnes cafés naïves", "bars", "标bars", "bars标", "ss sss ssss",
            "ÉCOLES Straße straßes ﬀs", "a1s 12s 123s 1234s", "ǅs ⅫS",
        ]
        for text in texts {
            #expect(SearchTokenizer.indexTokens(text) == Self.tokensFromRuns(text), "\(text)")
            var keys: [SearchTokenKey] = []
            SearchTokenizer.forEachIndexToken(in: text) { keys.append($0) }
            #expect(Set(keys).count == Set(keys.map(\.text)).count, "one key per distinct token: \(text)")
        }
        var compared = 0
        for document in TestSupport.bundled.corpus.documents {
            let text = try String(contentsOfFile: document.path, encoding: .utf8)
            for line in text.split(separator: "\n") {
                #expect(SearchTokenizer.indexTokens(String(line)) == Self.tokensFromRuns(String(line)))
                compared += 1
            }
        }
        #expect(compared == 886)
    }

    @Test("A chunk keeps each token's postings together, in the order they were added, in two bytes each")
    func postingChunk() {
        func postings(_ chunk: SearchPostingChunk, _ token: SearchTokenKey) -> [[Int]] {
            var found: [[Int]] = []
            chunk.forEachPosting(of: token) { found.append([$0, $1]) }
            return found
        }
        let first = 105_000
        let last = first + SearchPostings.maximumChunkSize - 1
        let chunk = SearchPostingChunk(firstEntry: first) { add in
            add(.word("bar"), first + 8, 1)
            add(.character("栏"), first + 9, 6)
            add(.word("bar"), last, 7)
            add(.pair("标", "签"), first + 25, 5)
            add(.character("栏"), first, 0)
            add(.word("bar"), first + 2, 6)
        }
        #expect(chunk.count == 6 && SearchPostings.maximumChunkSize == 8192)
        #expect(Set(chunk.tokens) == [.word("bar"), .character("栏"), .pair("标", "签")])
        #expect(postings(chunk, .word("bar")) == [[first + 8, 1], [last, 7], [first + 2, 6]])
        #expect(postings(chunk, .character("栏")) == [[first + 9, 6], [first, 0]])
        #expect(postings(chunk, .pair("标", "签")) == [[first + 25, 5]])
        #expect(postings(chunk, .word("tab")).isEmpty)
        let empty = SearchPostingChunk(firstEntry: 0) { _ in }
        #expect(empty.count == 0 && empty.tokens.isEmpty && postings(empty, .word("bar")).isEmpty)
    }

    @Test("Token places find each token's postings in the chunks that have it, in entry order")
    func tokenPlaces() {
        let size = SearchPostings.maximumChunkSize
        let postings = SearchPostings(chunks: [
            SearchPostingChunk(firstEntry: 0) { add in
                add(.word("bar"), 3, 1)
                add(.character("栏"), 5, 6)
                add(.word("bar"), 1, 7)
            },
            SearchPostingChunk(firstEntry: size) { add in
                add(.pair("标", "签"), size + 2, 5)
            },
            SearchPostingChunk(firstEntry: 2 * size) { add in
                add(.character("栏"), 2 * size + 4, 2)
                add(.word("bar"), 2 * size, 3)
            },
        ])
        let places = postings.tokenPlaces()
        #expect(Set(places.keys) == postings.tokens && places.keys.count == 3)
        var found: [SearchTokenKey: [[Int]]] = [:]
        for (number, key) in places.keys.enumerated() {
            places.forEachPosting(ofToken: number) { found[key, default: []].append([$0, $1]) }
            var expected: [[Int]] = []
            postings.forEachPosting(of: key) { expected.append([$0, $1]) }
            #expect(found[key] == expected)
        }
        #expect(found[.word("bar")] == [[3, 1], [1, 7], [2 * size, 3]])
        #expect(found[.character("栏")] == [[5, 6], [2 * size + 4, 2]])
        #expect(found[.pair("标", "签")] == [[size + 2, 5]])
        #expect(SearchPostings(chunks: []).tokenPlaces().keys.isEmpty)
    }

    @Test("The shards written one by one hold exactly the builder's entries and postings")
    func shardsHoldTheBuiltIndex() throws {
        let (builder, site) = SiteTestSupport.bundled
        let built = SearchIndexBuilder.build(builder.context)
        let index = built.index
        let shipped = try Self.reassemble(site)
        #expect(shipped.tokens == index.tokens)
        #expect(shipped.entries.map(\.u) == index.entries.map(\.u))
        #expect(shipped.entries.map(\.t) == index.entries.map(\.t))
        #expect(index.entries.count == 190)
        // 2,629 before a rule's list was searched with it, 2,696 before an element's paragraph after a picture.
        #expect(index.tokens.count == 2724)
        #expect(index.tokens.values.reduce(0) { $0 + $1.count / 2 } == built.postings.count)
        // Postings ascend by entry within each token, chunk after chunk, and keep their weights.
        for (token, list) in index.tokens {
            let entries = stride(from: 0, to: list.count, by: 2).map { list[$0] }
            #expect(entries == entries.sorted() && Set(entries).count == entries.count, "\(token)")
            #expect(stride(from: 1, to: list.count, by: 2).allSatisfy { [1, 5, 6].contains(list[$0]) })
        }
        // Chunks of 7 entries (28 of them), and of the most a chunk holds, give the same index as the
        // default chunks above.
        let chunked = SearchIndexBuilder.build(builder.context, chunkSize: 7)
        #expect(chunked.postings.chunks.count == 28)
        #expect(chunked.index.tokens == index.tokens)
        #expect(SearchIndexBuilder.build(builder.context, chunkSize: 8192).index.tokens == index.tokens)
        #expect(SearchIndexBuilder.titleWeight + SearchIndexBuilder.bodyWeight < 1 << SearchPostings.weightBits)
    }

    @Test("The compact writer prints integers as Swift does, at every length and sign")
    func compactIntegers() {
        var values = [0, 1, 9, 10, 99, 100, 105_499, -1, -10, Int.max, Int.min]
        var power = 1
        for _ in 0..<18 {
            power *= 10
            values += [power - 1, power, power + 1, -power]
        }
        var writer = CompactJSONWriter()
        writer.integers(values)
        #expect(
            String(decoding: writer.data, as: UTF8.self) == "[" + values.map(String.init).joined(separator: ",") + "]")
    }

    @Test("标签栏 finds Chinese tab bar guidance and tab bar finds English, each at its anchor")
    func findsBothLanguages() throws {
        let site = SiteTestSupport.bundled.site
        let index = try Self.reassemble(site)
        let chinese = Self.search(index, "标签栏")
        #expect(chinese.count >= 10)
        #expect(chinese.first?.l == "zh")
        #expect(chinese.contains { $0.k == "rule" && $0.u.hasPrefix("zh/bars/tab-bar/#bars.") })
        let english = Self.search(index, "tab bar")
        #expect(english.count >= 10)
        #expect(english.contains { $0.l == "en" && $0.k == "rule" && $0.u.hasPrefix("en/bars/tab-bar/#bars.") })
        let airplay = Self.search(index, "AirPlay")
        #expect(airplay.contains { $0.k == "item" && $0.u == "en/bars/toolbar/#bars.bar-button-item.airplay" })
        #expect(Self.search(index, "相机").contains { $0.k == "item" && $0.l == "zh" })
        // Every result leads to a page and an anchor that exist.
        for entry in index.entries {
            let parts = entry.u.split(separator: "#", maxSplits: 1).map(String.init)
            let html = try #require(site.text(parts[0] + "index.html"), "\(entry.u)")
            #expect(parts.count == 2 && html.contains("id=\"\(parts[1])\""), "\(entry.u)")
        }
    }
}
