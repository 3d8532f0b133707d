import Foundation
import Testing

@testable import HigDoc

@Suite struct AlignmentPrimitivesTests {
    @Test func optimalAssignmentBeatsGreedy() {
        // Greedy would take (0,0)=0.9 and leave row 1 with 0.1; the optimum pairs crosswise for 1.6.
        let scores = [[0.9, 0.8], [0.8, 0.1]]
        #expect(OptimalAssignment.maximize(scores, threshold: 0.3) == [1, 0])
    }

    @Test func optimalAssignmentLeavesWeakPairsOut() {
        let scores = [[0.9, 0.0, 0.0], [0.1, 0.2, 0.25]]
        #expect(OptimalAssignment.maximize(scores, threshold: 0.3) == [0, nil])
        #expect(OptimalAssignment.maximize([[0.5], [0.7], [0.4]], threshold: 0.3) == [nil, 0, nil])
    }

    @Test("The pairs of a sparse matrix are assigned as its whole matrix is, a connected part at a time")
    func optimalAssignmentOfPairs() {
        // Rows 0 and 2 compete for column 1 and row 0 has column 3 besides; row 1 and column 0 are a part
        // of their own, row 3 scores nothing above the threshold, column 2 nothing at all.
        let pairs: [(row: Int, column: Int, score: Double)] = [
            (0, 1, 0.9), (0, 3, 0.8), (2, 1, 0.85), (1, 0, 0.4), (3, 3, 0.2),
        ]
        #expect(OptimalAssignment.maximize(rows: 4, columns: 4, pairs: pairs, threshold: 0.3) == [3, 0, 1, nil])
        #expect(OptimalAssignment.maximize(rows: 2, columns: 3, pairs: [], threshold: 0.3) == [nil, nil])
    }

    @Test("Sparse matrices of distinct scores are assigned as the dense solver assigns them")
    func optimalAssignmentOfPairsAgreesWithTheMatrix() {
        // The same matrices on every run.
        var sequence = SeededSequence(seed: 0x2545_F491_4F6C_DD1D)
        func next(_ bound: Int) -> Int { sequence.next(bound) }
        var assignedPairs = 0
        for _ in 0..<300 {
            let (rows, columns) = (1 + next(9), 1 + next(9))
            var scores = [[Double]](repeating: [Double](repeating: 0, count: columns), count: rows)
            var pairs: [(row: Int, column: Int, score: Double)] = []
            for row in 0..<rows {
                for column in 0..<columns where next(3) == 0 {
                    let score = Double(1 + next(1_000_000)) / 1_000_000
                    scores[row][column] = score
                    pairs.append((row, column, score))
                }
            }
            let dense = OptimalAssignment.maximize(scores, threshold: 0.3)
            #expect(OptimalAssignment.maximize(rows: rows, columns: columns, pairs: pairs, threshold: 0.3) == dense)
            assignedPairs += dense.compactMap { $0 }.count
        }
        // Enough of the matrices have parts to trade within.
        #expect(assignedPairs > 500)
    }

    @Test func numbersInBothLanguages() {
        #expect(
            NumberExtractor.values(in: "Maintain a hit target area of at least 44 x 44 points.", language: .en) == [44])
        #expect(
            NumberExtractor.values(
                in: "try to limit the number of tabs to about seven, up to about five", language: .en) == [7, 5])
        #expect(NumberExtractor.values(in: "如果需要在工具栏中放置超过三个项目", language: .zh) == [3])
        #expect(NumberExtractor.values(in: "横向屏幕同时显示不超过5个标签", language: .zh) == [5])
        // Past a ten (十一, 二十五, 二十一), and an ordinal (第二个, the second) is no count; each as both
        // scans read it (the second text has a character of two scalars, é).
        for suffix in ["", " é\u{301}"] {
            #expect(NumberExtractor.values(in: "显示十一个项目，或二十五个、二十一个、三十个" + suffix, language: .zh) == [11, 25, 21, 30])
            #expect(NumberExtractor.values(in: "轻点第三个按钮；第二个范围是默认范围" + suffix, language: .zh) == [])
            #expect(NumberExtractor.values(in: "十个和十五个" + suffix, language: .zh) == [10, 15])
        }
        // Versions, table references and the article-like "one"/"一个" are not quantities.
        #expect(NumberExtractor.values(in: "In iOS 7, see Table 33-1; one control", language: .en) == [])
        #expect(NumberExtractor.values(in: "见表 37-1，一个按钮", language: .zh) == [])
    }

    /// Full-width digits (U+FF10…U+FF19) are digits of the values of their ASCII counterparts, mixed as
    /// written, under the rules ASCII digits are: versions and references state none, `1` is left out,
    /// a run glued to a letter states none. Each text as both scans read it (the suffix adds a character
    /// of two scalars, é, which sends the text to the `Character` scan).
    @Test func fullWidthDigits() {
        for suffix in ["", " é\u{301}"] {
            func quantities(_ text: String, _ language: Language = .zh) -> [NumberExtractor.Quantity] {
                NumberExtractor.quantities(in: text + suffix, language: language)
            }
            func values(_ text: String, _ language: Language = .zh) -> [Int] { quantities(text, language).map(\.value) }
            #expect(quantities("显示５个按钮") == [NumberExtractor.Quantity(value: 5, written: "５")])
            #expect(
                quantities("至少４４ x ４４点")
                    == [
                        NumberExtractor.Quantity(value: 44, written: "４４"),
                        NumberExtractor.Quantity(value: 44, written: "４４"),
                    ])
            #expect(values("４４ｘ４４，４４×４４") == [44, 44, 44, 44])
            #expect(
                quantities("1０个和２0个") == [
                    NumberExtractor.Quantity(value: 10, written: "1０"),
                    NumberExtractor.Quantity(value: 20, written: "２0"),
                ])
            #expect(values("１个按钮，００７") == [7])
            #expect(values("iOS ７，iOS ７．０，表 ３７－１，表37－2，图３，表 ３７-１，见表３７．１") == [])
            #expect(values("３７－１个，３．５秒") == [37, 3])
            #expect(values("H２O，a３，３b，３x") == [3])
            #expect(values(String(repeating: "９", count: 20) + "个") == [])
            // English reads them alike (its texts hardly ever have them).
            #expect(values("at least ４４ x ４４ points, five tabs, iOS ７", .en) == [44, 44, 5])
        }
    }

    /// The byte scan that spares prose without numbers any string work: a digit (a version's too), a
    /// number word of the text's language, or a Chinese digit, classifier or not, may state one.
    @Test func textsThatMayStateANumber() {
        for text in ["no more than five tabs", "In iOS 7", "TWELVE", "44x44", "Table 33-1", "at least ４４ points", "９"] {
            #expect(NumberExtractor.mayStateQuantity(in: text, language: .en), "\(text)")
        }
        for text in ["", "one tab often ends at tension", "tent twos 七个", "Éleven", "a（tab）：，ｘ－．／：ＡＺ"] {
            #expect(!NumberExtractor.mayStateQuantity(in: text, language: .en), "\(text)")
        }
        for text in ["不超过五个标签", "两", "十分", "iOS8", "四", "不超过５个标签", "０"] {
            #expect(NumberExtractor.mayStateQuantity(in: text, language: .zh), "\(text)")
        }
        for text in ["一个标签 five", "标签栏", "〇百千万", "é一", "（标签）：，ｘ－．／：ＡＺ"] {
            #expect(!NumberExtractor.mayStateQuantity(in: text, language: .zh), "\(text)")
        }
    }

    /// The eight-bytes-at-a-time end of a run of letters is the byte-by-byte one, from every start of texts
    /// whose runs end on either side of every eighth byte, at every kind of byte.
    @Test func letterRunEnds() {
        let texts = [
            "", "a", "abcdefg", "abcdefgh", "abcdefghi", "Hundred tabs", "seventeen", "AbCdEfGhIjKlMnOpQ",
            "no@[`{~ az AZ 09 ZZ zz", "five\u{7F}x", "tabs—and 五个 é ü Ω", "aaaaaaa\u{00}bbbbbbbbbbbbbbbb", "a_b-c'd",
        ]
        for text in texts {
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                for start in 0...buffer.count {
                    var end = start
                    while end < buffer.count, (0x61...0x7A).contains(buffer[end] | 0x20) { end += 1 }
                    #expect(
                        NumberExtractor.letterRunEnd(buffer, from: start) == end, "\(text.debugDescription) \(start)")
                }
            }
        }
    }

    /// Every number word in any letter case, and words that share a length, a first letter or a
    /// beginning with one but are none.
    @Test func englishNumberWords() {
        func value(_ word: String) -> Int? {
            Array(word.utf8).withUnsafeBufferPointer { NumberExtractor.englishNumberWord($0) }
        }
        for (word, number) in NumberExtractor.englishWords {
            #expect(value(word) == number)
            #expect(value(word.uppercased()) == number)
            #expect(value(word.prefix(1).uppercased() + word.dropFirst()) == number)
        }
        for word in ["tent", "twos", "than", "sixty", "hundreds", "one", "on", "eighty", "Zero", "bars", "nine_"] {
            #expect(value(word) == nil, "\(word)")
        }
        #expect(NumberExtractor.values(in: "Use Two bars, not TWELVE or twenty tabs.", language: .en) == [2, 12, 20])
    }

    @Test func normalizedNames() {
        #expect(SystemItemAligner.normalizedName("MostRecent") == SystemItemAligner.normalizedName("Most Recent"))
        #expect(SystemItemAligner.normalizedName("UIBarButtonSystemItemAction") == "action")
        #expect(SystemItemAligner.normalizedName("分享（Action）") == "分享action")
        #expect(SystemItemAligner.normalizedName("UITabBar") == "uitabbar")
        #expect(SystemItemAligner.normalizedName("UITabBar-Ⅻ 2") == "ⅻ2")
        #expect(SystemItemAligner.normalizedName("UIButtonBarRefresh") == "refresh")
        #expect(SystemItemAligner.normalizedName("UIBarButtonCafe\u{301}") == "cafe\u{301}")
        #expect(SystemItemAligner.normalizedName("Ωmega 搜索栏 ½") == "ωmega搜索栏½")
        #expect(DocumentGraphBuilder.symbol(fromImage: "../image/UI Elements/Bars/UIButtonBarAction.png") == "Action")
    }

    /// ASCII names take a byte path; it must give what the definition gives: lowercased, letters and
    /// digits kept, UIKit prefixes dropped while something is left.
    @Test func normalizedASCIINamesMatchTheDefinition() {
        func definition(_ name: String) -> String {
            var key = String(name.lowercased().filter { $0.isLetter || $0.isNumber })
            for prefix in SystemItemAligner.uikitPrefixes where key.hasPrefix(prefix) && key.count > prefix.count {
                key = String(key.dropFirst(prefix.count))
            }
            return key
        }
        let names = [
            "", " ", "Action", "Most Recent", "most-recent", "UIBarButtonSystemItemFlexibleSpace", "UITabBarSystemItem",
            "UIButtonBarUIBarButton2", "uibarbutton", "UIBarButton_Add(1)", "Page Curl\r\n", "tab\tbar 7", "A1-b2_C3",
            "UITabBarUIButtonBarX", "{{Bookmarks}}", "Undo/Redo",
        ]
        for name in names {
            #expect(SystemItemAligner.normalizedName(name) == definition(name), "\(name.debugDescription)")
        }
        #expect(SystemItemAligner.normalizedName("UIBarButtonSystemItemFlexibleSpace") == "flexiblespace")
        #expect(SystemItemAligner.normalizedName("UITabBarUIButtonBarX") == "uibuttonbarx")
        #expect(SystemItemAligner.normalizedName("Page Curl\r\n") == "pagecurl")
    }

    @Test func glossaryTermsLongestFirst() throws {
        let matcher = TermMatcher(glossary: TestSupport.bundled.corpus.glossary)
        let concepts = matcher.concepts(in: "Consider badging a tab bar icon to communicate", language: .en)
        #expect(concepts.contains("tab-bar-icons"))
        #expect(!concepts.contains("tab"))
        #expect(matcher.concepts(in: "导航控制器（navigation controller）", language: .zh) == ["navigation-controller"])
    }

    /// One scan of `lead + " " + body` gives the lead's concepts and all of them, as two scans do, also
    /// when a term runs across the space after the lead.
    @Test func leadAndBodyConceptsFromOneScan() {
        let matcher = TermMatcher(glossary: TestSupport.bundled.corpus.glossary)
        /// The concepts of one scan, by id; each list of ranks ascending and without repeats.
        func concepts(lead: String, body: String, language: Language) -> (lead: Set<String>, all: Set<String>) {
            let ranks = matcher.conceptRanks(lead: lead, body: body, language: language)
            #expect(ranks.lead == Array(Set(ranks.lead)).sorted() && ranks.all == Array(Set(ranks.all)).sorted())
            return (Set(ranks.lead.map { matcher.conceptIDs[$0] }), Set(ranks.all.map { matcher.conceptIDs[$0] }))
        }
        func expectSame(_ lead: String, _ body: String, _ language: Language) {
            let joined = concepts(lead: lead, body: body, language: language)
            #expect(joined.lead == matcher.concepts(in: lead, language: language), "\(lead)")
            #expect(joined.all == matcher.concepts(in: lead + " " + body, language: language), "\(lead)")
        }
        #expect(matcher.conceptIDs == matcher.conceptIDs.sorted() && matcher.conceptIDs.count == 87)
        // `tab` + `bar icon` reads as `tab bar icon` only when joined.
        let crossing = concepts(lead: "Badge a tab", body: "bar icon when new", language: .en)
        #expect(crossing.lead.contains("tab") && !crossing.lead.contains("tab-bar-icons"))
        #expect(crossing.all.contains("tab-bar-icons") && !crossing.all.contains("tab"))
        expectSame("Badge a tab", "bar icon when new", .en)
        expectSame("", "a toolbar", .en)
        expectSame("Use a toolbar.", "", .en)
        expectSame("使用标签", "栏图标", .zh)
        expectSame("İ tab", "bar", .en)
        var rules = 0
        for rule in TestSupport.bundled.graph.rules {
            let language: Language = rule.document.hasPrefix("zh/") ? .zh : .en
            expectSame(rule.lead, rule.body, language)
            rules += 1
        }
        #expect(rules == 62)
    }

    /// A section anchor's key is what follows the last `//apple_ref/`, split from the left as
    /// Foundation's `components(separatedBy:)` splits it (overlapping separators included).
    @Test func anchorKeysMatchFoundationsSplit() {
        let anchors = [
            "", "//apple_ref/doc/uid/TP40006556-CH12-SW2", "doc/uid/TP40006556-CH12-SW2", "//apple_ref/",
            "//apple_ref/\u{301}x", "x/\u{301}/apple_ref/y", "é//apple_ref/e\u{301}",
            "//apple_ref//apple_ref/", "x//apple_ref//apple_ref/y", "//apple_ref///apple_ref/z", "/apple_ref/a",
            "a//apple_ref/b//apple_ref/c", "栏//apple_ref/搜索栏", "//apple_re", "////apple_ref/x", "//APPLE_REF/x",
        ]
        for anchor in anchors {
            #expect(
                SectionAligner.anchorKey(anchor) == anchor.components(separatedBy: "//apple_ref/").last!, "\(anchor)")
        }
        #expect(SectionAligner.anchorKey("//apple_ref/doc/uid/TP40006556-CH12-SW2") == "doc/uid/TP40006556-CH12-SW2")
        #expect(SectionAligner.anchorKey("//apple_ref//apple_ref/") == "/apple_ref/")
    }

    /// An ASCII destination's link target is read over its bytes; it is what the reading over characters
    /// gives, for every shape of destination, CRLF included.
    @Test("A link target read over an ASCII destination's bytes is the one read over its characters")
    func linkTargetsOverBytes() {
        let destinations = [
            "", "#", "##", "#foo", "/", "///", "a", "a/", "a/b/c.html", "a/b/", "a//b", "a/b#c/d", "a#b#c",
            "../../../UIKit/Reference/UIApplication_Class/Reference/Reference.html#//apple_ref/doc/uid/TP40006728",
            "Controls.html#//apple_ref/doc/uid/TP40006556-CH15-SW44", "#//apple_ref/doc/uid/TP40006556-CH12-SW33",
            "//apple_ref/", "a//apple_ref/b#//apple_ref/c", "https://developer.apple.com/library/ios/", "x/\r\ny#z",
            "x\r\n/y", "a/b?c=d#e", "mailto:someone", "a /b c/", "a/b?c/d", "a/b#c?d", "?x", "a/%E7%8A%B6.html",
            "a/%zz", "a/b%2Fc?d", "https://developer.apple.com/documentation/uikit/uibarbuttonitem?language=objc",
        ]
        for destination in destinations {
            #expect(
                UnitFeatures.linkTarget(destination) == UnitFeatures.linkTargetByCharacter(destination),
                "\(destination.debugDescription)")
        }
        #expect(UnitFeatures.linkTarget("a/b/") == "b" && UnitFeatures.linkTarget("#foo") == nil)
        #expect(UnitFeatures.linkTarget("a//apple_ref/b#//apple_ref/c") == "b#//apple_ref/c")
        // The query is no part of the page; a percent-encoded name is the name.
        #expect(UnitFeatures.linkTarget("https://a/uikit/uistatusbarstyle?language=objc") == "uistatusbarstyle")
        #expect(UnitFeatures.linkTarget("https://zh.wikipedia.org/wiki/%E7%8A%B6%E6%80%81%E6%A0%8F") == "状态栏")
        #expect(UnitFeatures.linkTarget("a/%zz") == "%zz")
        // Not ASCII: read over characters.
        #expect(UnitFeatures.linkTarget("images/状态栏.png#x") == "状态栏.png")
    }
}
