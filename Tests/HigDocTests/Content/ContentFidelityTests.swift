import Foundation
import Testing

// Standalone on purpose: these tests guard the bundled content itself, so they read files
// and never import the HigDoc library. A content file may only ADD markdown markup to its
// seed; every sentence of the seed must survive word for word.

/// One vendored seed and the content file made from it.
struct ContentSeedPair: Sendable, CustomTestStringConvertible {
    /// File name under `Tests/HigDocTests/Fixtures/seeds/`.
    let seed: String
    /// Path of the content file, relative to the repository root.
    let content: String
    /// Language folder the content file lives in.
    let lang: String
    /// Whether the body after the front matter must equal the seed byte for byte.
    let verbatimBody: Bool
    /// Sentences counted in the seed when the content was made; a lower count means the
    /// splitter or the fixture changed and the test would silently check less.
    let measuredSentences: Int

    var testDescription: String { "\(seed) -> \(content)" }
}

enum ContentFixtures {
    static let pairs: [ContentSeedPair] = [
        ContentSeedPair(
            seed: "000_5e5786affe124d77.txt", content: "content/en/bars.md", lang: "en",
            verbatimBody: true, measuredSentences: 599),
        ContentSeedPair(
            seed: "001_bca57267d7128758.txt", content: "content/en/uikit-search-bars.md", lang: "en",
            verbatimBody: false, measuredSentences: 133),
        ContentSeedPair(
            seed: "002_e38e80f41ef53c0c.txt", content: "content/en/iphone-2010-bars.md", lang: "en",
            verbatimBody: false, measuredSentences: 141),
        ContentSeedPair(
            seed: "003_4648704d030b91a2.txt", content: "content/en/search-bars.md", lang: "en",
            verbatimBody: false, measuredSentences: 40),
        ContentSeedPair(
            seed: "004_92c157d8240724db.txt", content: "content/zh/bars.md", lang: "zh",
            verbatimBody: true, measuredSentences: 167),
    ]

    /// The six bars every edition talks about; the glossary must define each of them.
    static let barIDs = ["status-bar", "navigation-bar", "toolbar", "tab-bar", "search-bar", "scope-bar"]

    /// Repository root: three directories up from this file's directory (Tests/HigDocTests/Content/).
    static let repoRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Content
        .deletingLastPathComponent()  // HigDocTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository root

    static func url(_ relativePath: String) -> URL {
        repoRoot.appendingPathComponent(relativePath)
    }

    static func seedURL(_ name: String) -> URL {
        url("Tests/HigDocTests/Fixtures/seeds/\(name)")
    }

    static func readText(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }
}

/// The normalization shared by seed and content: markup stripped, whitespace collapsed.
enum FidelityText {
    static let sentenceEnders: Set<Character> = [".", "?", "!", "。", "？", "！"]

    /// Splits a file into lines on `\n` only, keeping empty lines.
    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Removes the YAML front matter (`---` ... `---`) at the top of a content file.
    static func strippingFrontMatter(_ text: String) -> String {
        guard text.hasPrefix("---\n"),
            let close = text.range(of: "\n---\n", range: text.index(text.startIndex, offsetBy: 3)..<text.endIndex)
        else { return text }
        return String(text[close.upperBound...])
    }

    /// Returns the front matter lines between the two `---` fences, or nil if there is none.
    static func frontMatterLines(_ text: String) -> [String]? {
        guard text.hasPrefix("---\n"),
            let close = text.range(of: "\n---\n", range: text.index(text.startIndex, offsetBy: 3)..<text.endIndex)
        else { return nil }
        let inner = text[text.index(text.startIndex, offsetBy: 4)..<close.lowerBound]
        return lines(String(inner))
    }

    /// Strips the markdown markup a restored page may add: block-quote `>` markers, heading `#`
    /// markers, one list marker (`- ` or `* `) at line start, and every `**`.
    static func unmarked(_ line: String) -> String {
        var rest = Substring(line).drop(while: \.isWhitespace)
        while rest.first == ">" {
            rest = rest.dropFirst().drop(while: \.isWhitespace)
        }
        if rest.first == "#" {
            rest = rest.drop(while: { $0 == "#" })
        }
        if rest.hasPrefix("- ") || rest.hasPrefix("* ") {
            rest = rest.dropFirst(2)
        }
        return String(rest).replacingOccurrences(of: "**", with: "")
    }

    /// Collapses every whitespace run (including no-break spaces) to one space and trims.
    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The whole document as one normalized string.
    static func normalizedDocument(_ text: String) -> String {
        collapsed(lines(text).map(unmarked).joined(separator: " "))
    }

    /// Splits one normalized line after `.`, `?`, `!`, `。`, `？`, `！` followed by a space or the end.
    static func sentences(_ line: String) -> [String] {
        let characters = Array(line)
        var result: [String] = []
        var current = ""
        for (offset, character) in characters.enumerated() {
            current.append(character)
            let atBoundary = offset + 1 == characters.count || characters[offset + 1].isWhitespace
            if sentenceEnders.contains(character) && atBoundary {
                let sentence = collapsed(current)
                if !sentence.isEmpty { result.append(sentence) }
                current = ""
            }
        }
        let tail = collapsed(current)
        if !tail.isEmpty { result.append(tail) }
        return result
    }

    /// Every sentence of a seed, split per original line first, then per sentence.
    static func seedSentences(_ seed: String) -> [String] {
        lines(seed).flatMap { sentences(collapsed(unmarked($0))) }
    }
}

@Suite("Content fidelity")
struct ContentFidelityTests {
    @Test("every seed sentence survives in its content file", arguments: ContentFixtures.pairs)
    func everySeedSentenceIsPresent(_ pair: ContentSeedPair) throws {
        let seed = try ContentFixtures.readText(ContentFixtures.seedURL(pair.seed))
        let content = try ContentFixtures.readText(ContentFixtures.url(pair.content))
        let normalizedContent = FidelityText.normalizedDocument(FidelityText.strippingFrontMatter(content))

        var checked = 0
        for sentence in FidelityText.seedSentences(seed) {
            checked += 1
            // A local Bool keeps the failure message short: the content itself is kilobytes long.
            let present = normalizedContent.contains(sentence)
            #expect(present, "\(pair.content) lost a sentence of \(pair.seed): \(sentence)")
        }
        #expect(checked >= pair.measuredSentences, "only \(checked) sentences checked in \(pair.seed)")
    }

    @Test("content adds nothing to its seed but markdown markup", arguments: ContentFixtures.pairs)
    func contentAddsOnlyMarkup(_ pair: ContentSeedPair) throws {
        let seed = try ContentFixtures.readText(ContentFixtures.seedURL(pair.seed))
        let content = try ContentFixtures.readText(ContentFixtures.url(pair.content))
        let normalizedSeed = FidelityText.normalizedDocument(seed)
        let normalizedContent = FidelityText.normalizedDocument(FidelityText.strippingFrontMatter(content))
        guard normalizedSeed != normalizedContent else { return }
        let common = zip(normalizedSeed, normalizedContent).prefix(while: { $0 == $1 }).count
        Issue.record(
            """
            \(pair.content) differs from \(pair.seed) after normalization at character \(common): \
            seed \"\(normalizedSeed.dropFirst(common).prefix(60))\" vs content \
            \"\(normalizedContent.dropFirst(common).prefix(60))\"
            """)
    }

    @Test(
        "verbatim pages keep the seed byte for byte after the front matter",
        arguments: ContentFixtures.pairs.filter(\.verbatimBody))
    func verbatimBodyEqualsSeed(_ pair: ContentSeedPair) throws {
        let seed = try Data(contentsOf: ContentFixtures.seedURL(pair.seed))
        let content = try Data(contentsOf: ContentFixtures.url(pair.content))
        let opening = Data("---\n".utf8)
        try #require(content.starts(with: opening), "\(pair.content) has no front matter")
        let close = try #require(
            content.range(of: Data("\n---\n".utf8), in: (content.startIndex + 3)..<content.endIndex),
            "\(pair.content) front matter is not closed")
        let body = content[close.upperBound...]
        #expect(body.count == seed.count, "\(pair.content) body is \(body.count) bytes, seed is \(seed.count)")
        #expect(Data(body) == seed, "\(pair.content) body differs from \(pair.seed)")
    }

    @Test("front matter names its seed and language", arguments: ContentFixtures.pairs)
    func frontMatterMatchesSeed(_ pair: ContentSeedPair) throws {
        let content = try ContentFixtures.readText(ContentFixtures.url(pair.content))
        let lines = try #require(FidelityText.frontMatterLines(content), "\(pair.content) has no front matter")
        let keys = lines.compactMap { line -> String? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return String(line[..<colon])
        }
        let expectedKeys =
            pair.lang == "en"
            ? ["id", "title", "lang", "edition", "source", "canonicalURL"]
            : ["id", "title", "lang", "edition", "source", "translates", "canonicalURL"]
        #expect(keys == expectedKeys)
        let namesSeed = lines.contains("source: \(pair.seed)")
        let namesLang = lines.contains("lang: \(pair.lang)")
        #expect(namesSeed, "\(pair.content) front matter lacks `source: \(pair.seed)`")
        #expect(namesLang, "\(pair.content) front matter lacks `lang: \(pair.lang)`")
    }

    @Test("seed sentence splitting follows line breaks and sentence ends")
    func sentenceSplitting() {
        #expect(
            FidelityText.seedSentences("## Title \n\n  **Bold lead.** Rest? Yes!\n- item one. item\u{00A0}two")
                == ["Title", "Bold lead.", "Rest?", "Yes!", "item one.", "item two"])
        #expect(FidelityText.sentences("不要创建。用户会依赖。 下一句！") == ["不要创建。用户会依赖。", "下一句！"])
        #expect(FidelityText.sentences("e.g. 3.14 is pi") == ["e.g.", "3.14 is pi"])
        #expect(FidelityText.unmarked("> > ### Heading") == " Heading")
    }
}

@Suite("Glossary structure")
struct GlossaryStructureTests {
    /// Values of every `- id:` line, in file order.
    static func conceptIDs(_ text: String) -> [String] {
        FidelityText.lines(text).compactMap { line in
            let trimmed = line.drop(while: \.isWhitespace)
            guard trimmed.hasPrefix("- id:") else { return nil }
            return trimmed.dropFirst("- id:".count).trimmingCharacters(in: .whitespaces)
        }
    }

    @Test("concept ids are unique and the six bars are defined")
    func conceptIDsAreUniqueAndCoverTheBars() throws {
        let text = try ContentFixtures.readText(ContentFixtures.url("content/glossary.yaml"))
        let ids = Self.conceptIDs(text)
        #expect(ids.count >= 40, "only \(ids.count) concepts")
        var seen: Set<String> = []
        for id in ids {
            let isNew = seen.insert(id).inserted
            #expect(isNew, "duplicate concept id \(id)")
        }
        for bar in ContentFixtures.barIDs {
            let defined = seen.contains(bar)
            #expect(defined, "glossary lacks bar \(bar)")
        }
        #expect(FidelityText.lines(text).contains("version: 1"))
    }

    @Test("every concept has a kind and terms in both languages; bars refer to bar ids")
    func conceptsAreComplete() throws {
        let text = try ContentFixtures.readText(ContentFixtures.url("content/glossary.yaml"))
        // Cut the `concepts:` section into one chunk per `- id:` entry.
        var chunks: [[String]] = []
        for line in FidelityText.lines(text) {
            let trimmed = String(line.drop(while: \.isWhitespace))
            if line.hasPrefix("ruleKinds:") { break }
            if trimmed.hasPrefix("- id:") {
                chunks.append([trimmed])
            } else if !chunks.isEmpty, !trimmed.isEmpty, !trimmed.hasPrefix("#") {
                chunks[chunks.count - 1].append(trimmed)
            }
        }
        let knownKinds: Set<String> = ["bar", "topic", "system-item", "ui-term"]
        for chunk in chunks {
            let id = chunk[0]
            let kind = chunk.first { $0.hasPrefix("kind:") }?.dropFirst("kind:".count)
                .trimmingCharacters(in: .whitespaces)
            #expect(kind.map(knownKinds.contains) == true, "\(id): kind \(kind ?? "missing")")
            for lang in ["en", "zh"] {
                let terms = chunk.first { $0.hasPrefix("\(lang): [") }
                #expect(terms != nil && terms != "\(lang): []", "\(id): no \(lang) terms")
            }
            if let bars = chunk.first(where: { $0.hasPrefix("bars: [") }) {
                let inner = bars.dropFirst("bars: [".count).dropLast()
                for bar in inner.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                    #expect(ContentFixtures.barIDs.contains(bar), "\(id): unknown bar \(bar)")
                }
            }
        }
        #expect(chunks.count == Self.conceptIDs(text).count)
    }
}
