import Foundation
import Testing

@testable import HigDoc

/// The scalar fast paths must see what the `Character` walks they replace see.
@Suite struct TextScalarTests {
    @Test func scalarsThatStandAloneAreWholeCharacters() {
        let partners: [Unicode.Scalar] = ["a", " ", "\n", "中", "（", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{1F1E6}"]
        var failures: [String] = []
        for value in UInt32(0)...0xFFFF where Text.standsAlone(value) {
            let scalar = Unicode.Scalar(value)!
            let character = Character(scalar)
            if character.isWhitespace != Text.isWhitespace(value) || character.isASCII != scalar.isASCII
                || character.isLetter != scalar.properties.isAlphabetic
                || character.isNumber != (scalar.properties.numericType != nil)
            {
                failures.append("properties of U+\(String(value, radix: 16))")
            }
            for partner in partners + [scalar] {
                var pair = String.UnicodeScalarView()
                pair.append(scalar)
                pair.append(partner)
                var reversed = String.UnicodeScalarView()
                reversed.append(partner)
                reversed.append(scalar)
                if String(pair).count != 2 || String(reversed).count != 2 {
                    failures.append("U+\(String(value, radix: 16)) joins U+\(String(partner.value, radix: 16))")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test func whitespaceAndCaseTablesMatchUnicode() {
        var failures: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if Text.isWhitespace(value) != scalar.properties.isWhitespace {
                failures.append("white space U+\(String(value, radix: 16))")
            }
            if (0x4E00...0x9FFF).contains(value) && !scalar.properties.isAlphabetic {
                failures.append("ideograph U+\(String(value, radix: 16))")
            }
            if value < 0x80
                && CharacterSet.alphanumerics.contains(scalar)
                    != (scalar.properties.isAlphabetic || (0x30...0x39).contains(value))
            {
                failures.append("alphanumeric U+\(String(value, radix: 16))")
            }
            if Text.isCaseless(value) && scalar.properties.changesWhenLowercased {
                failures.append("case U+\(String(value, radix: 16))")
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test func clustersTakeTheCharacterPath() {
        #expect(Text.isOneScalarPerCharacter("Use a tab bar（标签栏）— “always”, 44 × 44."))
        #expect(!Text.isOneScalarPerCharacter("cafe\u{301}"))
        #expect(!Text.isOneScalarPerCharacter("line\r\nbreak"))
        let ascii = "abcdefghijklmnopqrstuvwxyz012345"
        #expect(Text.isOneScalarPerCharacter(ascii) && Text.isOneScalarPerCharacter(ascii + "中文（）"))
        for offset in 0...ascii.count {
            let index = ascii.index(ascii.startIndex, offsetBy: offset)
            #expect(!Text.isOneScalarPerCharacter(ascii[..<index] + "\r" + ascii[index...]))
            #expect(!Text.isOneScalarPerCharacter(ascii[..<index] + "e\u{301}" + ascii[index...]))
            #expect(Text.isOneScalarPerCharacter(ascii[..<index] + "\u{E9}\u{2014}" + ascii[index...]))
            // After CJK text, where the eight-byte test starts again at the first ASCII byte.
            for text in ["中文" + ascii[..<index] + "\r" + ascii[index...], "标签栏" + ascii[..<index] + "e\u{301}"] {
                #expect(Text.withUTF8(text) { Text.characterCountIfOneScalarEach($0) } == nil, "\(text)")
            }
            let mixed = "中" + ascii[..<index] + "文（" + ascii[index...] + "）"
            #expect(Text.withUTF8(mixed) { Text.characterCountIfOneScalarEach($0) } == mixed.count)
        }
        // Scalars led by E4 (U+4000…U+4FFF, 一 and 以 among them) in a run of ideographs: counted in the
        // run but for the hexagram symbols U+4DC0…U+4DFF, which do not stand alone.
        var e4Failures: [String] = []
        for value in UInt32(0x3FF0)...0x5010 {
            let scalar = String(Character(Unicode.Scalar(value)!))
            let text = "中" + scalar + "文以" + scalar
            if Text.withUTF8(text, { Text.characterCountIfOneScalarEach($0) }) != (Text.standsAlone(value) ? 5 : nil) {
                e4Failures.append("U+\(String(value, radix: 16))")
            }
        }
        #expect(e4Failures.isEmpty, "\(e4Failures.prefix(10))")
        // A space with a combining mark is one whitespace character: it goes, mark and all.
        #expect(Text.collapseWhitespace("a \u{301}b\r\n c ") == "a b c")
        #expect(Text.collapseWhitespace("  标签栏\t\u{3000}tab  bar \n") == "标签栏 tab bar")
        // Texts with nothing to collapse come back as they are; the others are collapsed as before.
        for text in [
            "", "a", "a b", "标签 栏", "a\u{2014}b c", " a", "a ", "a  b", "a\tb", "a\u{3000}b", "a \u{A0}b", "a\r\nb",
            "e\u{301} x", "a \u{301}b", "x\u{1F600} y",
        ] {
            #expect(Text.collapseWhitespace(text) == Text.collapseWhitespaceByCharacter(text), "\(text)")
            #expect(Text.isCollapsed(text) == (["", "a", "a b", "标签 栏", "a\u{2014}b c"].contains(text)), "\(text)")
        }
        #expect(Text.fold("It’s a TAB Bar ÉCRAN（标签栏）") == "it's a tab bar écran（标签栏）")
        // Written in place, or (a lowercase form longer than its letter, `İ`) through a growing array.
        for text in [
            "", "ABC", "É", "ΣΑΣ Ω", "İstanbul", "a İ b’c", "Ⅻ ＡＢＣ", "ǅ", "e\u{301}", "x\u{1F600}Y", "’’",
        ] {
            #expect(Text.fold(text) == Self.referenceFold(text), "\(text)")
        }
        #expect(Text.withUTF8("İstanbul", Text.foldKeepingLength) == nil)
        #expect(Text.withUTF8("ÉCRAN’S", Text.foldKeepingLength) == "écran's")
        #expect(UnitFeatures.visibleLength("a b\u{301} 中文") == 4)
        #expect(Text.slug("Don’t Use a Tab Bar — 标签栏, ÉCRAN 2") == "don-t-use-a-tab-bar-标签栏-écran-2")
        for source in ["../a/UIButtonBarAction.png", "a//b//", "///", "", "x", "/a\u{301}/b\u{301}/", " a / b c "] {
            #expect(Text.lastPathComponent(source) == source.split(separator: "/").last, "\(source)")
        }
        #expect(
            UnitFeatures.identifiers(inText: "Set UIBarMetrics and tintColor, not e\u{301}tintColor") == [
                "UIBarMetrics", "tintColor",
            ])
    }

    /// Every text of the bundled corpus gives the same results on the scalar and the `Character` paths.
    @Test func scalarAndCharacterPathsAgreeOnTheBundledCorpus() {
        var texts: [(String, Language)] = []
        for document in TestSupport.bundled.corpus.documents {
            for (inlines, _, _) in UntranslatedProseCheck.textRuns(document.blocks) {
                texts.append((inlines.plainText, document.language))
            }
        }
        #expect(texts.count > 500)
        for (text, language) in texts {
            #expect(Text.collapseWhitespace(text) == Text.collapseWhitespaceByCharacter(text))
            #expect(
                NumberExtractor.quantities(in: text, language: language)
                    == NumberExtractor.quantitiesByCharacter(in: text, language: language))
            #expect(UnitFeatures.identifiers(inText: text) == UnitFeatures.identifiersByCharacter(inText: text))
            #expect(UnitFeatures.parenthesizedTerms(in: text) == UnitFeatures.parenthesizedTermsByCharacter(in: text))
            #expect(UnitFeatures.visibleLength(text) == text.reduce(0) { $0 + ($1.isWhitespace ? 0 : 1) })
            #expect(Text.scalars(of: text) == Array(text.unicodeScalars))
            #expect(Text.fold(text) == Self.referenceFold(text))
            #expect(UntranslatedProseCheck.wordByteRuns(in: text) == Self.referenceWordByteRuns(text))
            let stripped = UntranslatedProseCheck.stripParentheses(text)
            #expect(stripped == UntranslatedProseCheck.stripParenthesesByCharacter(text))
            #expect(
                UntranslatedProseCheck.englishRuns(in: stripped)
                    == UntranslatedProseCheck.englishRunsByCharacter(in: stripped))
        }
    }

    /// A text run the untranslated-prose check skips for having too few word runs has no English run.
    @Test func untranslatedProseSkipsOnlyRunsWithoutEnglish() {
        var skipped = 0
        for document in TestSupport.bundled.corpus.documents {
            for (inlines, _, _) in UntranslatedProseCheck.textRuns(document.blocks)
            where !UntranslatedProseCheck.mayHoldEnglishRun(inlines) {
                skipped += 1
                let stripped = UntranslatedProseCheck.stripParentheses(UntranslatedProseCheck.prose(inlines))
                #expect(UntranslatedProseCheck.englishRuns(in: stripped).isEmpty)
            }
        }
        #expect(skipped > 100)
        #expect(UntranslatedProseCheck.wordByteRuns(in: "use a tab-bar, don't 中文 x") == 5)
        #expect(UntranslatedProseCheck.wordByteRuns(in: "中文（tab bar）") == 2)
        #expect(
            UntranslatedProseCheck.mayHoldEnglishRun([.text("Use the "), .strong([.text("tab bar")]), .text(" now")]))
        #expect(
            !UntranslatedProseCheck.mayHoldEnglishRun([
                .text("使用 "),
                .link(
                    Inline.Link(
                        destination: "a b c d e", children: [.text("a b c d")],
                        location: SourceLocation(line: 1, column: 1))),
            ]))
    }

    /// The scalar scan of `NumberExtractor` (no strings, no hashing) states what the `Character` scan states.
    @Test func numberScanAgreesWithTheCharacterScan() {
        let cases: [(String, Language)] = [
            ("Up to FIVE tabs, Twelve icons, a HUNDRED items, 44 x 44 points, 2x", .en),
            ("See iOS 7, IPHONE OS 3, Table 33-1, figure 12, listing 4, OS X 10.9, macOS 14", .en),
            ("99999999999999999999 and 007 and 1 and 12", .en),
            ("Kelvin \u{212A}: table\u{212A} 3, \u{130}OS 7", .en),
            ("不超过五个标签，两种样式，十二项，二十个，三十秒，一个按钮，四", .zh),
            ("见表 37-1，图 5，表37-2，iOS 7，超过 3 个，5个标签", .zh),
            ("至少４４ x ４４点，４４ｘ４４，1０个，iOS ７．０，表 ３７－１，表37－2，H２O，００７", .zh),
            ("at least ４４ x ４４ points, 1０ tabs, iOS ７.０, Table ３３－１", .en),
        ]
        for (text, language) in cases {
            let byCharacter = NumberExtractor.quantitiesByCharacter(in: text, language: language)
            #expect(NumberExtractor.quantities(in: text, language: language) == byCharacter, "\(text)")
            #expect(NumberExtractor.values(in: text, language: language) == Set(byCharacter.map(\.value)), "\(text)")
        }
        #expect(
            NumberExtractor.values(in: "Up to FIVE tabs, Twelve icons, 44 x 44 points, iOS 7", language: .en) == [
                5, 12, 44,
            ])
        // Every number word in three letter cases, and words one letter off, longer or shorter.
        for (word, value) in NumberExtractor.englishWords {
            for spelling in [word, word.uppercased(), word.prefix(1).uppercased() + word.dropFirst()] {
                #expect(NumberExtractor.values(in: "up to \(spelling) tabs", language: .en) == [value], "\(spelling)")
            }
            for near in [word + "s", String(word.dropLast()), "x" + word.dropFirst(), word + word] {
                #expect(NumberExtractor.values(in: "up to \(near) tabs", language: .en).isEmpty, "\(near)")
            }
        }
        #expect(NumberExtractor.values(in: "不超过五个标签，两种样式，十二项，二十个，表 3", language: .zh) == [5, 2, 12, 20])
    }

    /// The byte scan of `NumberExtractor` against the `Character` scan on every text of up to four pieces
    /// that put numerals (a full-width digit among them), classifiers, prefixes, dashes (ASCII and
    /// full-width) and scalars of one to four bytes next to each other; the prescan passes over none
    /// of them that states a number.
    @Test func numberByteScanAgreesOnEveryShortText() {
        let pieces = [
            "五", "个", "一", "十", "表", "两", " ", "3", "x", "é", "😀", "-", "iOS ", "Two", "种", "第", "５", "－",
        ]
        var texts = [""]
        for _ in 1...4 { texts = texts.flatMap { text in pieces.map { text + $0 } } }
        #expect(texts.count == 104_976)
        var stated = 0
        for text in texts {
            for language in [Language.en, .zh] {
                let byCharacter = NumberExtractor.quantitiesByCharacter(in: text, language: language)
                #expect(NumberExtractor.quantities(in: text, language: language) == byCharacter, "\(text)")
                // The prescan passes over no text that states one.
                if !byCharacter.isEmpty {
                    #expect(NumberExtractor.mayStateQuantity(in: text, language: language), "\(text)")
                }
                stated += byCharacter.count
            }
        }
        #expect(stated == 86_670)
        #expect(NumberExtractor.quantities(in: "é五个 😀两种 一五个 表 3 表3 iOS 5", language: .zh).map(\.value) == [5, 2])
    }

    @Test func punctuationTrimsLikeFoundation() {
        // Every ASCII scalar and the Basic Multilingual Plane's punctuation and symbols, alone and at the
        // ends of a word; then texts from the search bar lists. Scalars of Unicode 16 and later are left
        // out: Foundation's tables (ICU) do not know them yet, the standard library's do.
        var samples: [String] = []
        for value in UInt32(0x21)...0xFFFF {
            guard let scalar = Unicode.Scalar(value),
                scalar.properties.age.map({ $0.major < 16 }) ?? false,
                scalar.isASCII || scalar.properties.generalCategory.isPunctuationOrSymbol
            else { continue }
            samples += [String(scalar), "\(scalar)x\(scalar)", "取消\(scalar)"]
        }
        samples += [
            "", "Cancel.", "「搜索栏」", "…Search…", "$100", "（范围栏）。", "**Bookmarks**:", "'quoted'", "e\u{301}.",
            "¿Qué?", "— dash —",
        ]
        let different = samples.filter {
            Text.trimmingPunctuation($0) != $0.trimmingCharacters(in: .punctuationCharacters)
        }
        #expect(different.isEmpty, "\(different.prefix(10).map { Array($0.unicodeScalars.map(\.value)) })")
        #expect(Text.trimmingPunctuation("「搜索栏」。") == "搜索栏")
        #expect(Text.trimmingPunctuation("$100.") == "$100")
    }

    @Test func byteSearchFindsWhatFoundationFinds() {
        let texts = [
            "doc.html#//apple_ref/doc/uid/TP40006556-CH15-SW27", "不要创建自定义状态栏（status bar）", "café tab", "a\r\nb",
            "tab bar tab", "表 37-1 标准按钮",
        ]
        let needles = ["#//apple_ref/", "//apple_ref/", "状态栏", "tab", "e", "\n", "表", "bar tab", "不要"]
        for text in texts {
            for needle in needles {
                let found = Text.firstRange(of: needle, in: text)
                #expect(found == text.range(of: needle), "\(needle) in \(text)")
                // Told once whether the text is inert, for many needles: the same answer.
                #expect(
                    Text.contains(needle, in: text, textIsInert: Text.isCanonicallyInert(text)) == (found != nil),
                    "\(needle) in \(text)")
                if let found {
                    #expect(
                        Text.firstRange(of: needle, in: text, from: found.upperBound)
                            == text.range(of: needle, range: found.upperBound..<text.endIndex))
                }
            }
        }
        #expect(Text.containsWord("tab", in: "a tab bar") && !Text.containsWord("tab", in: "tabs"))
        // A word that starts with a combining mark is found inside a character ("e" and U+0301): its
        // neighbours are read without stepping back from the middle of that character, which crashed.
        #expect(!Text.containsWord("\u{301}x", in: "e\u{301}x"))
        #expect(Text.containsWord("\u{301}x", in: "\u{301}x y") && Text.containsWord("\u{301}", in: "1\u{301} 2"))
        for anchor in [
            "//apple_ref/doc/uid/TP1-SW2", "doc/uid/TP1", "", "a//apple_ref//apple_ref/b", "//apple_ref/",
            "x//apple_ref/y//apple_ref/z",
        ] {
            #expect(
                GuidelineGraph.lastAppleRefComponent(anchor) == anchor.components(separatedBy: "//apple_ref/").last)
        }
    }

    /// Every tag of the bundled content, and some awkward ones, split alike on the byte and `Character` paths.
    @Test func asciiTagsSplitLikeCharacters() throws {
        var tags = [
            "img src=\"a b.png\" width=20 /", "A NAME='x'", "td  class = \"c\"\r\nid=k", "br/", "p =v",
            "x a=\"unclosed",
            "span class=caption data-x=&amp;&lt;", "div\tid=\"a\" hidden", "",
        ]
        for name in ["bars.md", "uikit-search-bars.md", "iphone-2010-bars.md", "search-bars.md"] {
            let text = try String(contentsOfFile: "\(TestSupport.contentDirectory)/en/\(name)", encoding: .utf8)
            var rest = text[...]
            while let open = rest.firstIndex(of: "<"), let close = rest[open...].firstIndex(of: ">") {
                tags.append(String(rest[rest.index(after: open)..<close]))
                rest = rest[rest.index(after: close)...]
            }
        }
        #expect(tags.count > 300)
        for tag in tags where tag.allSatisfy(\.isASCII) {
            let bytes = Array(tag.utf8)
            let fast = bytes.withUnsafeBufferPointer(HTMLScanner.parseASCIITag)
            let slow = HTMLScanner.parseTagByCharacter(tag[...])
            #expect(fast?.0 == slow.0, "\(tag)")
            #expect(fast?.1 == slow.1, "\(tag)")
        }
        #expect(Array("img alt=\"图\"".utf8).withUnsafeBufferPointer(HTMLScanner.parseASCIITag) == nil)
    }

    @Test func caseInsensitiveTagSearchFindsWhatFoundationFinds() {
        let texts = [
            "<table>", "  <TABLE class=\"graphic\">", "</Table>", "<tab le>", "\u{1C}table", "表格</table>", "<tabl",
            "", "x</table", "<div><table", "<taBLE", "ＴＡＢＬＥ", "<\u{17F}able",
        ]
        for text in texts {
            #expect(
                Text.containsIgnoringASCIICase("<table", in: text[...])
                    == (text.range(of: "<table", options: .caseInsensitive) != nil), "\(text)")
            #expect(
                Text.containsIgnoringASCIICase("</table>", in: text[...])
                    == (text.range(of: "</table>", options: .caseInsensitive) != nil), "\(text)")
        }
        #expect(Text.containsIgnoringASCIICase("<table", in: "a <TaBlE b"[...]))
        #expect(!Text.containsIgnoringASCIICase("</table>", in: "</tabl>"[...]))
    }

    @Test func linesSplitAtNewlineCharacters() {
        #expect(SourceLines.split("a\n\u{301}b\n") == ["a", "\u{301}b", ""])
        // A line feed ends a line, with the carriage return before it, as in the parser's `LineIndex`.
        #expect(SourceLines.split("a\r\nb\rc\n") == ["a", "b\rc", ""])
        #expect(
            InconsistentTableNumberingCheck.mentionsTable("见表 37-1")
                && InconsistentTableNumberingCheck.mentionsTable("Table 6-1"))
        #expect(!InconsistentTableNumberingCheck.mentionsTable("a table of tabs"))
    }

    /// Pipe table rows and character columns of every line of the bundled pages, both ways.
    @Test func lineScansAgreeOnTheBundledPages() throws {
        var lines = 0
        for document in TestSupport.bundled.corpus.documents {
            let text = try String(contentsOfFile: document.path, encoding: .utf8)
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                lines += 1
                #expect(LineIndex.characterCount(line) == line.count)
                guard line.contains("|") else { continue }
                let fast = PipeTableRecovery.splitCells(line)
                let slow = PipeTableRecovery.splitCellsByCharacter(line)
                #expect(fast.map(\.text) == slow.map(\.text) && fast.map(\.start) == slow.map(\.start))
            }
        }
        #expect(lines > 1000)
        for line in [
            "| a | b\\| |", "|", "||", " | x ` | ` y | ", "a\u{301} | b", "\\|", "\u{3000}| 表 |\u{A0}",
            "| a\u{2003}| \u{85}b\u{2029} |", " \u{3000} ", "|\\表| `|` |", "| 𝒜 | é\\",
        ] {
            let fast = PipeTableRecovery.splitCells(line[...])
            let slow = PipeTableRecovery.splitCellsByCharacter(line[...])
            #expect(fast.map(\.text) == slow.map(\.text) && fast.map(\.start) == slow.map(\.start), "\(line)")
        }
    }

    /// HTML blocks of the bundled pages tokenize the same both ways.
    @Test func htmlTokensAgreeOnTheBundledPages() throws {
        var blocks = 0
        for document in TestSupport.bundled.corpus.documents {
            let text = try String(contentsOfFile: document.path, encoding: .utf8)
            for piece in text.components(separatedBy: "\n\n") where piece.contains("<") {
                blocks += 1
                #expect(
                    HTMLScanner.tokensByScalar(piece[...], firstLine: 3)
                        == HTMLScanner.tokensByCharacter(piece[...], firstLine: 3))
            }
        }
        #expect(blocks > 20)
        for html in [
            "<a name=\"x\"></a>\n<img src='a b.png' alt=\"&quot;q&quot;\">", "< b>\u{2028}<!-- c -->\n<中>",
            "<\u{2028}x>",
        ] {
            #expect(
                HTMLScanner.tokensByScalar(html[...], firstLine: 1)
                    == HTMLScanner.tokensByCharacter(html[...], firstLine: 1))
        }
    }

    /// The slug as it was made before it lowercased scalar by scalar: the whole text lowercased first.
    static func referenceSlug(_ text: String) -> String {
        var out = ""
        var pendingDash = false
        for scalar in text.lowercased().unicodeScalars {
            let isWord =
                scalar.isASCII
                ? (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) : scalar.properties.isAlphabetic
            if isWord {
                if pendingDash && !out.isEmpty { out += "-" }
                pendingDash = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return out
    }

    /// The byte path gives what the scalar path gives, where it stops too, on ASCII texts and on the
    /// Chinese page's lines, and declines a text with another scalar before that point.
    @Test func byteSlugEqualsTheScalarPath() throws {
        var texts = [
            "", "-", "--a--", "A", "Don't Use a Tab Bar", "  Leading and trailing  ",
            "UIBarButtonSystemItemFlexibleSpace",
            "a1-b2_c3.d4/e5", "ALL CAPS, 2 NUMBERS 10 & 20", String(repeating: "ab-", count: 40),
            String(repeating: "x", count: 60) + " tail", "\r\n\t\u{0}\u{7F} z",
            "标签栏（Tab Bar）：44 × 44 点，“一”、以 — 中文！", String(repeating: "标签栏、", count: 30),
            "—中—", "×÷→←【如果】《导航栏》〔以〕…‰",
        ]
        let handmade = texts.count
        var chineseLines: [String] = []
        for path in [
            "en/bars.md", "en/iphone-2010-bars.md", "en/search-bars.md", "en/uikit-search-bars.md", "zh/bars.md",
        ] {
            let file = try String(contentsOfFile: TestSupport.contentDirectory + "/" + path, encoding: .utf8)
            let lines = file.split(separator: "\n").map(String.init)
            if path.hasPrefix("zh/") {
                chineseLines = lines.filter { !Text.isASCII($0) }
            }
            texts += lines
        }
        var compared = 0
        for text in texts {
            for limit in [nil, 0, 1, 5, 48] as [Int?] {
                guard let byByte = Text.slugByByte(text, beyond: limit) else { continue }
                #expect(byByte == Text.slugByScalar(text, beyond: limit), "\(text) beyond \(String(describing: limit))")
                compared += 1
            }
        }
        #expect(compared > 2_000)
        // Every one of the texts above, and every line of the Chinese page, on the byte path throughout.
        #expect(texts.prefix(handmade).allSatisfy { Text.slugByByte($0, beyond: nil) != nil })
        #expect(chineseLines.count == 145)
        #expect(chineseLines.allSatisfy { Text.slugByByte($0, beyond: nil) != nil })
        // Another scalar before the slug is long enough: the scalar path decides.
        #expect(Text.slugByByte("Tab bar é 标签栏", beyond: nil) == nil)
        #expect(Text.slug("Tab bar é 标签栏") == "tab-bar-é-标签栏")
        #expect(Text.slugByByte("标签栏 ＡＢＣ", beyond: 48) == nil)
        #expect(Text.slug("标签栏 ＡＢＣ") == "标签栏-ａｂｃ")
        // Past it, the text is never read: both paths stop at the same place.
        let long = String(repeating: "word ", count: 20) + "é"
        #expect(Text.slugByByte(long, beyond: 10) == Text.slugByScalar(long, beyond: 10))
        #expect(Text.slug(long, beyond: 10) == "word-word-wo")
        let chinese = String(repeating: "导航栏，", count: 30) + "é"
        #expect(Text.slugByByte(chinese, beyond: 10) == Text.slugByScalar(chinese, beyond: 10))
    }

    /// The punctuation the byte path turns into dashes is what the scalar path turns into dashes: not
    /// alphabetic, and its own lowercase.
    @Test func caselessPunctuationIsNeitherLetterNorCased() {
        var failures: [String] = []
        for value in UInt32(0x80)...0xFFFF where Text.isCaselessPunctuation(value) {
            let scalar = Unicode.Scalar(value)!
            if scalar.properties.isAlphabetic || scalar.properties.lowercaseMapping != String(scalar) {
                failures.append("U+\(String(value, radix: 16))")
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
        #expect(
            Text.isCaselessPunctuation(0xFF08) && Text.isCaselessPunctuation(0x3001)
                && !Text.isCaselessPunctuation(0x3005))
    }

    @Test func slugMatchesWholeTextLowering() throws {
        var texts = [
            "ΟΔΟΣ ΟΔΟΣ", "İstanbul", "ǅemal ǈ", "Straße ẞ", "ＡＢＣ ａｂｃ", "Ⅻ ⅻ", "Ⓐ ⓐ", "Don’t Use a Tab Bar — 标签栏",
            "가각 \u{1100}\u{1161}\u{11A8}", "e\u{301}\u{345}x", "🇦🇧 👍🏽", "",
        ]
        // Every scalar of the Basic Multilingual Plane and the next one, 512 to a text.
        let scalars = (UInt32(0)...0x1FFFF).compactMap(Unicode.Scalar.init)
        for start in stride(from: 0, to: scalars.count, by: 512) {
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars[start..<min(start + 512, scalars.count)])
            texts.append(text)
        }
        for path in ["en/bars.md", "zh/bars.md", "en/iphone-2010-bars.md"] {
            let file = try String(contentsOfFile: TestSupport.contentDirectory + "/" + path, encoding: .utf8)
            texts += file.split(separator: "\n").map(String.init)
        }
        var mismatches = 0
        var cut = 0
        for text in texts {
            let whole = Self.referenceSlug(text)
            if Text.slug(text) != whole { mismatches += 1 }
            // Stopping early keeps the first 49 characters, and stops only with 50 or more.
            let early = Text.slug(text, beyond: 48)
            if early != whole {
                cut += 1
                // A scalar prefix: its last character may be the start of a longer one (Indic scripts).
                if early.count < 50 || !whole.unicodeScalars.starts(with: early.unicodeScalars)
                    || early.prefix(49) != whole.prefix(49)
                {
                    mismatches += 1
                }
            }
            if DocumentGraphBuilder.shortSlug(text, fallback: "x")
                != Self.referenceShortSlug(whole, fallback: "x")
            {
                mismatches += 1
            }
        }
        #expect(mismatches == 0)
        #expect(texts.count > 800)
        #expect(cut > 100)
    }

    /// `Text.fold` scalar by scalar, as it was before it went over bytes.
    static func referenceFold(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars { Text.fold(scalar) { out.unicodeScalars.append($0) } }
        return out
    }

    /// `wordByteRuns` one byte at a time.
    static func referenceWordByteRuns(_ text: String) -> Int {
        var runs = 0
        var inRun = false
        for byte in text.utf8 {
            let isWordByte = (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x27 || byte == 0x2D
            if isWordByte && !inRun { runs += 1 }
            inRun = isWordByte
        }
        return runs
    }

    /// Folding over bytes gives the scalar-by-scalar fold for every scalar of planes 0 and 1, alone and
    /// between ASCII letters.
    @Test func foldOverBytesMatchesScalarFold() {
        var all = ""
        for value in 0..<0x20000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            all.unicodeScalars.append(scalar)
            if value % 64 == 0 { all += "Ab" }
        }
        #expect(Text.fold(all) == Self.referenceFold(all))
        #expect(Text.fold("Don’t ÉCRAN 标签栏 İ") == Self.referenceFold("Don’t ÉCRAN 标签栏 İ"))
        #expect(UntranslatedProseCheck.wordByteRuns(in: "标签栏标签栏 tab bar 标签栏标签栏x-y") == 3)
    }

    /// The byte scan of canonical inertness agrees with testing every scalar, for every scalar of
    /// planes 0 and 1 alone and after an ideograph, and on every line of the bundled pages.
    @Test func inertnessOverBytesMatchesTheScalarTest() throws {
        func reference(_ text: String) -> Bool { text.unicodeScalars.allSatisfy { Text.isCanonicallyInert($0.value) } }
        var inert = 0
        for value in 0..<0x20000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let alone = String(Character(scalar))
            #expect(Text.isCanonicallyInert(alone) == reference(alone), "U+\(String(value, radix: 16))")
            let paired = "栏" + alone + "a"
            #expect(Text.isCanonicallyInert(paired) == reference(paired), "U+\(String(value, radix: 16))")
            if reference(alone) { inert += 1 }
        }
        #expect(inert == 128 - 1 + 24 + 47 + 42 + 20_992 + 94)
        var lines = 0
        for document in TestSupport.bundled.corpus.documents {
            let text = try String(contentsOfFile: document.path, encoding: .utf8)
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                lines += 1
                #expect(Text.isCanonicallyInert(line) == reference(line), "\(line)")
            }
        }
        #expect(lines > 1000)
    }

    /// `DocumentGraphBuilder.shortSlug` over the whole slug.
    static func referenceShortSlug(_ slug: String, fallback: String) -> String {
        guard !slug.isEmpty else { return fallback }
        guard slug.count > 48 else { return slug }
        let cut = slug.prefix(48)
        if let dash = cut.lastIndex(of: "-"), cut.distance(from: cut.startIndex, to: dash) > 16 {
            return String(cut[..<dash])
        }
        return String(cut)
    }

    /// The eight-bytes-at-a-time scans agree with a byte-by-byte count on every line of the bundled
    /// pages and on every prefix of mixed texts (so that each length crosses a word's end somewhere).
    @Test func wordAtATimeScansAgreeWithByteScans() throws {
        var lines: [String] = []
        for document in TestSupport.bundled.corpus.documents {
            lines += SourceLines.split(try String(contentsOfFile: document.path, encoding: .utf8))
        }
        let mixed = "Status bar 状态栏 (UIStatusBar) é 𝒜 \u{85}\t—“表 37-1” Tables"
        for end in mixed.unicodeScalars.indices { lines.append(String(mixed.unicodeScalars[..<end])) }
        #expect(lines.count > 1000)
        for line in lines {
            Text.withUTF8(line) { bytes in
                #expect(Text.isASCII(bytes) == !bytes.contains { $0 >= 0x80 }, "\(line)")
                #expect(Text.scalarCount(bytes) == line.unicodeScalars.count, "\(line)")
            }
            #expect(
                InconsistentTableNumberingCheck.mentionsTable(line) == (line.contains("Table") || line.contains("表")),
                "\(line)")
        }
    }

    /// Names, image names and trimmed texts come out the same on the byte paths as over characters:
    /// every table cell and image of the bundled pages, and awkward cases.
    @Test func graphNamesAgreeWithTheCharacterPaths() {
        var names: [String] = []
        var images: [String] = []
        func collect(_ blocks: [Block]) {
            for block in blocks {
                switch block {
                case .table(let table):
                    for row in [table.header] + table.rows.map(\.cells) {
                        for cell in row {
                            names.append(cell.inlines.plainText)
                            images += cell.inlines.images.map(\.source)
                        }
                    }
                case .list(let list): for item in list.items { collect(item.blocks) }
                case .blockQuote(let quote): collect(quote.blocks)
                case .callout(let callout): collect(callout.blocks)
                default: break
                }
            }
        }
        for document in TestSupport.bundled.corpus.documents { collect(document.blocks) }
        #expect(names.count > 100 && images.count > 50)
        names += [
            "Refresh (刷新)", "刷新（Refresh）", "（）", "()", ")", "(", "a (b) (c)", "x（y）", " (a ) ", "e\u{301} (f)",
            "（\u{3000}完成\u{3000}）", "\u{600}(a)", "a)", "a（b)",
            // Whitespace at the ends beyond ASCII, and scalars that look like it but are not.
            "\u{3000}完成\u{3000}", "\u{A0}a\u{A0}", "\u{2028}x\u{2029}", " \t\n ", "\u{85}y\u{85}", "\u{1680}",
            "a\u{200B}", "\u{1C}b\u{1F}", " é ", "\u{3000}", "",
        ]
        images += [
            "../UIButtonBarRefreshLandscape@2x.png", "UITabBarFavorites_2x.png", "a.b.c", "Landscape", "UIBarButton",
            " x.png ", "é.png", "a\r\nb.png", "UITabBar.png", "",
            "UIButtonBarUIBarButtonUITabBarX_2xLandscape.png", "x@2x_2x.png", "Landscape@2x_2x", "@2x", ".png",
            "UITabBa", "UIBarButtonUIButtonBarY.png", "dir/UITabBarLandscape.png",
        ]
        for name in names {
            let fast = DocumentGraphBuilder.splitParenthesizedName(name)
            let slow = DocumentGraphBuilder.splitParenthesizedNameByCharacter(name)
            #expect(fast.0 == slow.0 && fast.1 == slow.1, "\(name)")
            let reference: String = {
                guard let first = name.firstIndex(where: { !$0.isWhitespace }) else { return "" }
                return String(name[first...name.lastIndex(where: { !$0.isWhitespace })!])
            }()
            #expect(name.trimmingWhitespace() == reference, "\(name)")
        }
        for image in images {
            let stem = Text.lastPathComponent(image).map { String($0).trimmingWhitespace() } ?? image
            #expect(DocumentGraphBuilder.symbol(fromImage: image) == DocumentGraphBuilder.symbolByCharacter(stem))
        }
        #expect(DocumentGraphBuilder.symbol(fromImage: "../UIButtonBarRefreshLandscape@2x.png") == "Refresh")
    }

    /// A search bar element's English name and its first sentence, over bytes, as over characters.
    @Test func titleCaseAndSentenceEndAgreeWithTheCharacterPaths() {
        let texts = [
            "search bar", "  scope   bar  ", "bookmarks button.", "x", "", " ", "already Title Case", "a\r\nb c",
            "9 lives", "éclair bar", "点击取消。然后.", "Cancel. Then", "a.\u{301}b. c", "取消。\u{301}再。", "no end",
            "“quoted” text。", "e\u{301}. next", "\u{FEFF}bom. start",
        ]
        var ended = 0
        for text in texts {
            #expect(
                DocumentGraphBuilder.titleCased(text) == DocumentGraphBuilder.titleCasedByCharacter(text), "\(text)")
            let expected = text.firstIndex(where: { "。.".contains($0) })
            #expect(DocumentGraphBuilder.sentenceEnd(in: text) == expected, "\(text)")
            if expected != nil { ended += 1 }
        }
        #expect(ended == 8)
        #expect(DocumentGraphBuilder.titleCased("  scope   bar  ") == "Scope Bar")
        #expect(
            DocumentGraphBuilder.sentenceEnd(in: "a.\u{301}b. c").map {
                "a.\u{301}b. c".distance(from: "a.\u{301}b. c".startIndex, to: $0)
            } == 3)
    }

    /// A byte search finds a needle in canonically inert texts exactly where `Text.contains` does, and
    /// a rule's kind is the one the search over characters gives.
    /// The byte answer to "is this text whitespace only" is the character answer, for ASCII and beyond.
    @Test func whitespaceOnlyMatchesTheCharacterTest() {
        let texts = [
            "", " ", "\r\n", " \t\n\u{B}\u{C}\r", " a", "a ", "\n\nx", " \u{301}", "\u{301}", "\u{A0}", " \u{3000} ",
            "\u{85}", "x", " \u{200B}", "\u{1C}", "\t\u{2028}", " 中", "  \r\n  ", "\u{600} ",
        ]
        for text in texts {
            #expect(
                Text.isWhitespaceOnly(text) == text.allSatisfy(\.isWhitespace), "\(text.unicodeScalars.map(\.value))")
        }
        #expect(Text.isWhitespaceOnly(" \t\r\n") && !Text.isWhitespaceOnly(" a") && Text.isWhitespaceOnly(" \u{3000}"))
        // Every text of up to three pieces: ASCII whitespace and CR LF before scalars that stand alone or
        // join what precedes them (marks, joiners, jamo, prepended signs, regional indicators).
        let pieces = [
            " ", "\t", "\r", "\n", "\r\n", "a", "中", "、", "\u{3000}", "\u{A0}", "\u{85}", "\u{301}", "\u{200D}",
            "\u{200B}",
            "\u{600}", "é", "\u{1F1FA}", "\u{FF01}", "\u{2028}", "\u{1100}", "\u{1161}", "\u{FE0F}",
        ]
        var count = 0
        for a in pieces {
            for b in pieces {
                for c in [""] + pieces {
                    let text = a + b + c
                    #expect(
                        Text.isWhitespaceOnly(text) == text.allSatisfy(\.isWhitespace),
                        "\(text.unicodeScalars.map(\.value))")
                    count += 1
                }
            }
        }
        #expect(count == 22 * 22 * 23)
    }

    @Test func byteContainmentMatchesTheSearch() {
        let texts = ["don’t use a custom bar", "avoid tab bars", "不要使用", "考虑使用", "", "a\r\nb", "café"]
        let needles = ["don't", "avoid", "不要", "考虑", "bar", "tab bars", "", "\r", "é", "cafe"]
        for text in texts {
            for needle in needles where Text.isCanonicallyInert(text) && Text.isCanonicallyInert(needle) {
                #expect(Text.containsBytes(needle, in: text) == (needle.isEmpty || Text.contains(needle, in: text)))
            }
        }
        let glossary = TestSupport.bundled.corpus.glossary
        for language in [Language.en, .zh] {
            let terms = glossary.ruleKindTerms(language)
            for lead in [
                "Don’t use a custom status bar.", "Avoid tab bars", "Consider a toolbar", "不要隐藏状态栏", "考虑使用标签栏", "使用",
            ] {
                let expected =
                    terms.first { _, kindTerms in
                        kindTerms.contains { term in
                            language == .en
                                ? Text.containsWord(term, in: Text.fold(lead))
                                : Text.firstRange(of: term, in: Text.fold(lead)) != nil
                        }
                    }?.kind ?? "do"
                #expect(Glossary.ruleKind(ofLead: lead, language: language, terms: terms) == expected, "\(lead)")
            }
        }
        let en = glossary.ruleKindTerms(.en)
        let zh = glossary.ruleKindTerms(.zh)
        #expect(Glossary.ruleKind(ofLead: "Don’t use a custom status bar.", language: .en, terms: en) == "dont")
        #expect(Glossary.ruleKind(ofLead: "Consider a toolbar", language: .en, terms: en) == "consider")
        #expect(Glossary.ruleKind(ofLead: "不要隐藏状态栏", language: .zh, terms: zh) == "dont")
        #expect(Glossary.ruleKind(ofLead: "使用", language: .zh, terms: zh) == "do")
    }

    /// The whitespace among eight ASCII bytes, counted in one word, is what a byte-by-byte count finds:
    /// every ASCII byte at every position, among fillers of letters, spaces, tabs, line ends and controls.
    @Test func wordWhitespaceCountsMatchBytes() {
        let fillers: [[UInt8]] = [
            Array("abcdefgh".utf8), Array("        ".utf8), Array("\t\t\t\t\t\t\t\t".utf8),
            Array("\r\n\u{B}\u{C}\r\n\u{8}\u{E}".utf8),
            Array(" a\tb\u{1F}!\u{7F}\u{0}".utf8),
        ]
        var failures: [String] = []
        for filler in fillers {
            for position in 0..<8 {
                for byte in UInt8(0)..<0x80 {
                    var bytes = filler
                    bytes[position] = byte
                    let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                    let expected = bytes.filter { $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) }.count
                    if Text.asciiWhitespaceCount(word) != expected { failures.append("\(bytes)") }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
        for text in [
            "", "a b\tc\r\nd  e", "标签栏 tab\u{3000}bar\u{A0}x 一以\u{4DC0}", "  leading and trailing  ",
            "e\u{301} \u{2003}x",
        ] {
            #expect(
                Text.nonWhitespaceScalarCount(text) == text.unicodeScalars.filter { !$0.properties.isWhitespace }.count)
            #expect(Text.scalars(of: text) == Array(text.unicodeScalars))
        }
    }

    /// `isCollapsed`, which skips eight ASCII bytes at a time, says whether collapsing leaves a text of
    /// characters that stand alone as it is (its promise; other texts it leaves to the slow path), on 20,000 texts of pieces that put spaces, controls, `!` (a byte the space test can flag falsely
    /// after a space) and non-ASCII characters at every offset of a word.
    @Test func collapsedTextsAreThoseCollapsingLeavesAlone() {
        let pieces = [
            "a", "bc", "defghij", " ", "  ", "\t", "\n", "!", " !", "\u{1}", "中", "以", "\u{4DC0}", "é", "e\u{301}",
            "\u{A0}",
            "\u{3000}", "—",
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var failures: [String] = []
        for _ in 0..<20_000 {
            var text = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<(Int(state >> 59) + 1) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            let expected = Text.isOneScalarPerCharacter(text) && Text.collapseWhitespaceByCharacter(text) == text
            if Text.isCollapsed(text) != expected {
                failures.append(text.debugDescription)
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    /// The ideograph test over bytes answers for every scalar of the Basic Multilingual Plane and one
    /// beyond, at the start of its bytes, and for no position past them.
    @Test func ideographsAreExactlyUPlus4E00ThroughUPlus9FFF() {
        var found = 0
        for value in UInt32(1)...0x10000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let bytes = Array(String(scalar).utf8)
            let answer = bytes.withUnsafeBufferPointer { Text.ideograph(in: $0, at: 0) }
            #expect(answer == ((0x4E00...0x9FFF).contains(value) ? value : nil), "U+\(String(value, radix: 16))")
            if answer != nil { found += 1 }
            let past = bytes.withUnsafeBufferPointer {
                ($0.count > 1 ? Text.ideograph(in: $0, at: 1) : nil, Text.ideograph(in: $0, at: -1))
            }
            #expect(past.0 == nil && past.1 == nil)
        }
        #expect(found == 0x9FFF - 0x4E00 + 1)
    }

    /// A line's text and a run of lines, cut from byte offsets, are the lines a split at line feeds gives
    /// (a CR before the line feed dropped), in a slice that starts inside a larger string too.
    @Test func linesAndRunsOfLinesMatchTheSplit() {
        let whole = "前言\nfirst 状态栏\r\n\ne\u{301}\rmiddle\nCRLF then LF\r\n\nlast line 。"
        for text in [whole[...], whole[whole.index(whole.startIndex, offsetBy: 3)...], whole.dropLast(2)] {
            let index = LineIndex(text)
            let lines = SourceLines.split(String(text))
            #expect(index.count == lines.count)
            for number in 0...(lines.count + 1) {
                let expected = number >= 1 && number <= lines.count ? lines[number - 1] : ""
                #expect(String(index.line(number)) == expected, "\(number)")
            }
            // Whether each line's line feed has a CR before it, from the bytes.
            let endsWithCR = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { $0.last == 0x0D }
            var runs = 0
            for first in 1...lines.count {
                for last in first...lines.count {
                    let joined = lines[(first - 1)..<last].joined(separator: "\n")
                    let bareFeeds = (first..<last).allSatisfy { !endsWithCR[$0 - 1] }
                    #expect(
                        index.text(fromLine: first, throughLine: last).map(String.init) == (bareFeeds ? joined : nil))
                    if bareFeeds { runs += 1 }
                }
            }
            #expect(runs >= lines.count)
        }
        #expect(LineIndex(whole[...]).line(3) == "")
        #expect(LineIndex(whole[...]).text(fromLine: 4, throughLine: 5) == "e\u{301}\rmiddle\nCRLF then LF")
    }

    /// A position's column, worked out over the bytes before or after it, is the character count of the
    /// line's prefix, on lines whose start is plain and whose end is not (and the other way round).
    @Test func lineColumnsMatchCharacterCounts() {
        let lines = [
            "plain ascii line", "中文（Action）按钮 and ascii", "ascii then e\u{301} combining", "e\u{301} first then ascii",
            "flags \u{1F1E6}\u{1F1E8} 中", "tab\there 分享", "ends with CR\r", "",
            // An ASCII prefix before a mark that joins its last letter; a lone CR inside a line.
            "abc\u{301}d and more", "lone\rCR inside", "中\r文",
            // Long enough that both ends are counted eight bytes at a time.
            "如果导航栏需要一个标题，那就使用当前视图的标题（Title）作为导航栏的标题 and café déjà vu, 44 x 44 点。",
            "Précis: l’élève a noté « déjà » — ça va ; 状态栏显示设备的重要信息 “quoted” …",
        ]
        let text = lines.joined(separator: "\n")
        let index = LineIndex(text[...])
        var failures: [String] = []
        for (number, line) in lines.enumerated() {
            let content = line.hasSuffix("\r") ? String(line.dropLast()) : line
            for byteColumn in 1...(content.utf8.count + 2) {
                let offset = min(byteColumn - 1, content.utf8.count)
                let end = content.utf8.index(content.utf8.startIndex, offsetBy: offset)
                let expected = content[content.startIndex..<end].count + 1
                let column = index.location(line: number + 1, byteColumn: byteColumn).column
                if column != expected {
                    failures.append("line \(number + 1) byte \(byteColumn): \(column) ≠ \(expected)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }
}

extension Unicode.GeneralCategory {
    fileprivate var isPunctuationOrSymbol: Bool {
        switch self {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            true
        default: false
        }
    }

}
