import Foundation
import Testing

@testable import HigDoc

/// Where the untranslated-prose check (HD0313) places its findings: each run of English at its own
/// words, however many a line has.
@Suite("untranslated prose")
struct UntranslatedProseCheckTests {
    /// The start of the fifty-ninth session quoted the run's words joined by spaces: “Otherwise users can
    /// tap”, which a search of the page does not find.
    @Test("A finding quotes its English as the text writes it, commas kept, spaces collapsed")
    func quotesAsWritten() throws {
        let text = "其他 Otherwise,  users can tap, or swipe 它。"
        let runs = UntranslatedProseCheck.englishRuns(in: text)
        #expect(runs.map(\.words) == ["Otherwise users can tap or swipe"])
        #expect(runs.map { UntranslatedProseCheck.quote($0, in: text) } == ["Otherwise, users can tap, or swipe"])
        let clusters = "é 其他 Otherwise, users can tap 它"
        #expect(
            UntranslatedProseCheck.englishRunsByCharacter(in: clusters).map {
                UntranslatedProseCheck.quote($0, in: clusters)
            } == ["Otherwise, users can tap"])
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace("zh/bars.md", "默认样式以白底黑字显示。", with: "默认样式。Otherwise, users can tap the screen.")
        let found = try fixture.check().diagnostics.filter { $0.code == .untranslatedProse }
        #expect(found.map(\.message) == ["untranslated English: “Otherwise, users can tap the screen”"])
    }

    /// The sixty-eighth session's review: an English sentence in parentheses went unreported, as the terms
    /// a translator keeps in parentheses do.
    @Test("An English sentence in parentheses is untranslated prose; a term or title in them is not")
    func sentenceInParentheses() throws {
        #expect(
            UntranslatedProseCheck.parenthesizedSentences(
                in:
                    "标签（Tab Bar）太多（Also, with each tab you add, it gets (much) harder.）。（see the Apple Human Interface Guidelines）"
            ) == ["Also, with each tab you add, it gets  harder."])
        #expect(UntranslatedProseCheck.parenthesizedSentences(in: "（OK.）（no closing") == [])
        // A reviewer's false findings: a title ending in ? or !, a list closed by etc., an abbreviation.
        #expect(
            UntranslatedProseCheck.parenthesizedSentences(
                in:
                    "（What’s New in Cocoa Touch?）（Designing Great Apps for the iPhone!）（PNG, JPEG, GIF, etc.）（the United States of America, U.S.A.）"
            ) == [])
        // And the sentences it missed: a period inside closing quotes, a full-width period; parentheses
        // inside one are taken out of it.
        #expect(
            UntranslatedProseCheck.parenthesizedSentences(
                in:
                    "（Also, each tab you add increases the “complexity.”）（Also, each tab you add increases complexity。）（Also, with each tab (see below) you add complexity to it.）"
            ) == [
                "Also, each tab you add increases the “complexity.”", "Also, each tab you add increases complexity。",
                "Also, with each tab  you add complexity to it.",
            ])
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace(
            "zh/bars.md", "默认样式以白底黑字显示。",
            with:
                "默认样式（Also, with each additional tab you display, you increase the complexity.）以（Human Interface Guidelines for iOS Apps）显示。"
        )
        let found = try fixture.check().diagnostics.filter { $0.code == .untranslatedProse }
        #expect(
            found.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
                "21:29 untranslated English: “Also, with each additional tab you display, you increase the complexity”"
            ])
    }

    @Test("Runs of English that share their first words, on one line and in a table row, each at its own column")
    func runsAtTheirColumns() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace(
            "zh/bars.md", "默认样式以白底黑字显示。",
            with:
                "默认 the status bar shows dark content here，然后 the status bar shows dark content there，以及 a light style for dark backgrounds。"
        )
        try fixture.replace(
            "zh/bars.md", "|相机（Camera）|打开一个操作菜单，在相机模式下显示了一个图片选择器|",
            with: "|相机 the camera button itself|打开 the camera button itself in a sheet|")
        let found = try fixture.check().diagnostics.filter { $0.code == .untranslatedProse }
        // Before each search started after the last, the second run of each pair was placed on the first.
        #expect(
            found.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
                "21:27 untranslated English: “the status bar shows dark content here”",
                "21:69 untranslated English: “the status bar shows dark content there”",
                "21:112 untranslated English: “a light style for dark backgrounds”",
                "40:48 untranslated English: “the camera button itself”",
                "40:76 untranslated English: “the camera button itself in a sheet”",
            ])
    }

    @Test(
        "A run written with a line break, emphasis or commas between its words is found at its words, and so are the runs after it",
        arguments: [
            (
                "中文 the quick brown\nfox jumps over it 中文 something else entirely here now 中文 the quick brown fox jumps again。",
                ["21:27", "22:22", "22:58"]
            ),
            (
                "中文 the *quick* brown fox jumps here 中文 something else entirely here now 中文 the quick brown fox jumps here again。",
                ["21:27", "21:63", "21:99"]
            ),
            // Closing parentheses, with and without their opening ones: the text shows each as one
            // character, as the source has it (it showed three, and the run was looked for too late).
            ("段落 a) b) c) d) Use the bar items here。", ["21:39"]),
            ("段落（）（）（）（）Use the bar items here。", ["21:34"]),
            (
                "中文 bars, tabs, and toolbars here 中文 bars tabs and toolbars again。",
                ["21:27", "21:60"]
            ),
            // A copy of a run's words in a part the text leaves out (a parenthesis, a link's text, a code
            // span) before it: the run is looked for after that part. (They were placed on the copy.)
            ("中文（the quick brown fox jumps）the quick brown fox jumps again。", ["21:53"]),
            ("中文 bars (see the quick brown fox jumps) the quick brown fox jumps again。", ["21:64"]),
            ("[see the quick brown fox jumps](u) the quick brown fox jumps again。", ["21:59"]),
            ("`see the quick brown fox jumps` the quick brown fox jumps again。", ["21:56"]),
            // A copy in a tag's attribute, an image's alt text, a link's title. (Placed on the copy.)
            (
                "<abbr title=\"Human Interface Guidelines for apps\">HIG</abbr> 中文 Human Interface Guidelines for apps。",
                ["21:88"]
            ),
            ("<img src=\"a.png\" alt=\"the quick brown fox jumps\"> 中文 the quick brown fox jumps。", ["21:77"]),
            ("[中文](https://example.com \"the quick brown fox jumps\") the quick brown fox jumps。", ["21:78"]),
            // The next run is looked for after the whole of the run before, not after its first 24
            // characters, though a tag makes the lower bound lag. (Placed inside the first run.)
            (
                "<span class=\"\(String(repeating: "a", count: 48))\">中</span> alpha beta gamma delta epsilon the quick brown fox jumps high。the quick brown fox jumps low。",
                ["21:96", "21:158"]
            ),
            // A `>` inside a line and a `*` between spaces are shown by the text, and end a run. (The second
            // run was placed on the first words.)
            (
                "<span class=\"\(String(repeating: "a", count: 35))\">中</span> alpha > beta * gamma delta e。alpha beta gamma delta epsilon。",
                ["21:112"]
            ),
            // Emphasis inside a word. (Placed at the paragraph's start.)
            ("中文 **T**he quick brown fox jumps 中文 un*believ*able things happen here now。", ["21:29", "21:60"]),
            // Markup the text drops or decodes: a tag, a reference, a hard break. (They were placed at the
            // paragraph's start.)
            (
                "中文 the <i>quick</i> brown fox jumps here 中文 don&rsquo;t use the bar items\\\nhere at all。",
                ["21:27", "21:68"]
            ),
        ])
    func splitRunsAtTheirWords(paragraph: String, places: [String]) throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace("zh/bars.md", "默认样式以白底黑字显示。", with: paragraph)
        let found = try fixture.check().diagnostics.filter { $0.code == .untranslatedProse }
        // Searched for as their text shows them, the first runs were not found and were placed at the
        // paragraph's start, 21:24; the first word of the first run matched its later copy, so the middle
        // run was not found after it either.
        #expect(found.map { "\($0.location.line):\($0.location.column)" } == places)
    }

    @Test("A run in an HTML table cell is found before the cell's image, and before a cell without text on its line")
    func runsInHTMLTableCells() throws {
        let found = try Self.findings(
            withBlockAtLine21: """
                <table>
                <tr><td>中文 the quick brown fox jumps <img src="x.png"></td>
                <td>中文</td></tr>
                <tr><td>中文 a lazy dog sleeps here</td><td></td></tr>
                </table>
                """)
        // The image made the text three characters longer than the source before the run, and the empty
        // cell's place (its line's start) ended the cell before it: both runs were at their cells' start.
        #expect(
            found == [
                "22:12 untranslated English: “the quick brown fox jumps”",
                "24:12 untranslated English: “a lazy dog sleeps here”",
            ])
    }

    @Test("The source holds at least the text before each run, and the floors grow with the runs")
    func sourceFloorsOfTheBundledRuns() {
        var runCount = 0
        var raised = 0
        for document in TestSupport.bundled.corpus.documents {
            for (inlines, _, _) in UntranslatedProseCheck.textRuns(document.blocks) {
                let runs = UntranslatedProseCheck.englishRuns(
                    in: UntranslatedProseCheck.stripParentheses(UntranslatedProseCheck.prose(inlines)))
                let floors = UntranslatedProseCheck.sourceFloors(of: inlines, at: runs.map(\.offset))
                #expect(floors.count == runs.count)
                for (run, floor) in zip(runs, floors) {
                    #expect(floor >= run.offset - 3 * Self.imageCount(inlines), "\(run.words)")
                    if floor > run.offset { raised += 1 }
                }
                #expect(zip(floors, floors.dropFirst()).allSatisfy { $0 <= $1 })
                runCount += runs.count
            }
        }
        // The English pages' runs (the check reads the Chinese ones), many after a link or a parenthesis.
        #expect(runCount > 300)
        #expect(raised > 80)
    }

    /// A line's bytes as `SourceLineSearch` reads them.
    private static func bytes(_ text: String) -> [UInt8] { HigDoc.SourceLineSearch.bytes(of: Array(text)) }

    private static func imageCount(_ inlines: [Inline]) -> Int {
        inlines.reduce(0) { count, inline in
            switch inline {
            case .image: count + 1
            case .emphasis(let children), .strong(let children): count + imageCount(children)
            default: count
            }
        }
    }

    @Test("Two cells of one line with the same run each have their finding")
    func sameRunInTwoCellsOfALine() throws {
        let found = try Self.findings(
            withBlockAtLine21: """
                | 甲 | 乙 |
                |---|---|
                | 中文 the quick brown fox jumps | 中文 the quick brown fox jumps |
                """)
        // One finding per run of a line, before: the second cell's was dropped.
        #expect(found.map { $0.prefix { $0 != " " } } == ["23:6", "23:37"])
    }

    /// The untranslated-prose findings (`line:column message`) of the QA fixture with `block` (and a
    /// blank line) inserted at line 21 of its Chinese page, before the rule there.
    private static func findings(withBlockAtLine21 block: String) throws -> [String] {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        let rule = "**选择一个和你的应用相协调的状态栏颜色。**"
        try fixture.replace("zh/bars.md", rule, with: block + "\n\n" + rule)
        return try fixture.check().diagnostics.filter { $0.code == .untranslatedProse }.map {
            "\($0.location.line):\($0.location.column) \($0.message)"
        }
    }

    @Test("A run's words are found as whole words, across separators, within their bounds, or not at all")
    func findRunInSource() {
        var search = SourceLineSearch(
            FileLines(
                "other quick brown; the quick,  brown fox\n> the *quick*\n> brown fox\nthe <b>quick</b> brown fox\n"
                    + "他说’Use the bar items here"))
        func find(
            _ run: String, _ line: Int, _ column: Int, upTo bound: (Int, Int) = (9, 1), limit: Int = .max,
            prefix: Int = 24
        ) -> String? {
            search.findRun(
                run, from: HigDoc.SourceLocation(line: line, column: column),
                upTo: HigDoc.SourceLocation(line: bound.0, column: bound.1), limit: limit, prefixLength: prefix
            )
            .map { "\($0.start.line):\($0.start.column)-\($0.end.line):\($0.end.column)" }
        }
        // "other" is not "the"; the commas and the two spaces are a run's one space.
        #expect(find("the quick brown fox", 1, 1) == "1:20-1:41")
        // Emphasis and a block quote's marks across a line end.
        #expect(find("the quick brown fox", 1, 21) == "2:3-3:12")
        // An HTML tag in the words is passed over.
        #expect(find("the quick brown fox", 2, 4) == "4:1-4:27")
        // Only the first characters are compared: 24, or as many as asked.
        #expect(find("the quick brown fox jumps over", 1, 1) == nil)
        #expect(find("the quick brown fox jumps over", 1, 1, prefix: 9) == "1:20-1:29")
        // The words must end by the bound, and start within the limit.
        #expect(find("the quick brown fox", 1, 1, upTo: (1, 40)) == nil)
        #expect(find("the quick brown fox", 1, 1, upTo: (1, 41)) == "1:20-1:41")
        #expect(find("the quick brown fox", 1, 1, limit: 19) == nil)
        #expect(find("the quick brown fox", 1, 1, limit: 20) == "1:20-1:41")
        #expect(find("jumps over the lazy dog", 1, 1) == nil)
        // A `’` before a word is not part of it.
        #expect(find("Use the bar items", 5, 1) == "5:4-5:21")
        #expect(find("the quick brown fox", 9, 1) == nil)
    }

    @Test(
        "A run's words are found through the markup its text drops or decodes: tags, references, escapes, hard breaks")
    func findRunThroughMarkup() {
        let source = [
            "Ta<b>b</b> bars <a href=\"x>y\">hold</a> <!-- note --> items",
            "don&rsquo;t use a&#8217;s or b&#x27;s here",
            "a well\\-known sign\\",
            "in the bar, &comma;too",
            "one<br/>two three four",
            "the 3 < 4 rule",
        ]
        var search = SourceLineSearch(FileLines(source.joined(separator: "\n")))
        func find(_ run: String, _ line: Int, prefix: Int = 40) -> String? {
            search.findRun(
                run, from: HigDoc.SourceLocation(line: line, column: 1),
                upTo: HigDoc.SourceLocation(line: line + 2, column: 1), prefixLength: prefix
            )
            .map { "\($0.start.line):\($0.start.column)-\($0.end.line):\($0.end.column)" }
        }
        // Tags inside a word, between words with the quotes of an attribute, and a comment.
        #expect(find("Tab bars hold items", 1) == "1:1-1:59")
        // Named, decimal and hexadecimal references for an apostrophe.
        #expect(find("don’t use a’s or b's here", 2) == "2:1-2:43")
        // An escaped hyphen, and a backslash ending its line: a hard break, one space of the run.
        #expect(find("a well-known sign in the bar", 3) == "3:1-4:11")
        // A comma written as a reference separates as a comma does.
        #expect(find("in the bar too", 4) == "4:1-4:23")
        // A tag alone is no separator: its text runs the words together.
        #expect(find("one two three four", 5) == nil)
        #expect(find("onetwo three four", 5) == "5:1-5:23")
        // A less-than sign is no tag.
        #expect(find("the rule", 6) == nil)
        #expect(HigDoc.SourceLineSearch.tagLength(Self.bytes("< 4 rule"), at: 0) == nil)
        // A tag or comment ends before any other `<` (a line of unclosed ones is not read to its end from each).
        #expect(HigDoc.SourceLineSearch.tagLength(Self.bytes("<a title=\"x>y\">z"), at: 0) == 15)
        #expect(HigDoc.SourceLineSearch.tagLength(Self.bytes("<!---->"), at: 0) == 7)
        // Not comments to libcmark 0.30, which shows them as text.
        #expect(HigDoc.SourceLineSearch.tagLength(Self.bytes("<!--> -->"), at: 0) == nil)
        #expect(HigDoc.SourceLineSearch.tagLength(Self.bytes("<!---> -->"), at: 0) == nil)
        #expect(HigDoc.SourceLineSearch.tagLength(Self.bytes("<!-- a -- b -->"), at: 0) == nil)
        // Processing instructions, declarations and CDATA sections.
        #expect(HigDoc.SourceLineSearch.tagLength(Self.bytes("<?php x ?>z"), at: 0) == 10)
        #expect(HigDoc.SourceLineSearch.tagLength(Self.bytes("<!DOCTYPE html>z"), at: 0) == 15)
        #expect(HigDoc.SourceLineSearch.tagLength(Self.bytes("<![CDATA[ x ]]>z"), at: 0) == 15)
        #expect(HigDoc.SourceLineSearch.tagLength(Self.bytes("<!1>"), at: 0) == nil)
        // Attributes as CommonMark writes them: a name after white space, a value unquoted or in quotes.
        #expect(HigDoc.SourceLineSearch.tagLength(Self.bytes("<b 1>"), at: 0) == nil)
        #expect(HigDoc.SourceLineSearch.tagLength(Self.bytes("<b class=x>"), at: 0) == 11)
        #expect(HigDoc.SourceLineSearch.tagLength(Self.bytes("<a href=中文>"), at: 0) == 11)
        #expect(HigDoc.SourceLineSearch.tagLength(Self.bytes("<input disabled/>"), at: 0) == 17)
        #expect(HigDoc.SourceLineSearch.tagLength(Self.bytes("<b class=>"), at: 0) == nil)
        #expect(HigDoc.SourceLineSearch.tagLength(Self.bytes("<b\"x\">"), at: 0) == nil)
        #expect(HigDoc.SourceLineSearch.tagLength(Self.bytes("</b >"), at: 0) == 5)
        #expect(HigDoc.SourceLineSearch.tagLength(Self.bytes("</b x>"), at: 0) == nil)
        // A link's destination and title, to its closing parenthesis, before any bracket.
        #expect(HigDoc.SourceLineSearch.destinationLength(Self.bytes("(u \"a (b\") x"), at: 0) == 10)
        #expect(HigDoc.SourceLineSearch.destinationLength(Self.bytes("(a(b)c) x"), at: 0) == 7)
        #expect(HigDoc.SourceLineSearch.destinationLength(Self.bytes("(a [b] c)"), at: 0) == nil)
        #expect(HigDoc.SourceLineSearch.destinationLength(Self.bytes("(a b"), at: 0) == nil)
        #expect(HigDoc.SourceLineSearch.tagLength(Self.bytes("<!-- a <b> -->"), at: 0) == nil)
        #expect(HigDoc.SourceLineSearch.tagLength(Self.bytes("<b title=\"<\">"), at: 0) == nil)
        #expect(HTMLCharacterReference.decode(Array("&#0;"), at: 0)?.character == "\u{FFFD}")
        #expect(HTMLCharacterReference.decode(Array("&#xD800;"), at: 0)?.character == "\u{FFFD}")
        #expect(HTMLCharacterReference.decode(Array("&#12345678;"), at: 0) == nil)
        #expect(HTMLCharacterReference.decode(Array("&nosuch;"), at: 0) == nil)
        #expect(HTMLCharacterReference.decode(Array("&#１;"), at: 0) == nil)
    }

    @Test("A place is advanced by characters, a line end counting as one")
    func advanceByCharacters() {
        var search = SourceLineSearch(FileLines("abc\n\n中文字"))
        func advance(_ line: Int, _ column: Int, by count: Int) -> String {
            let place = search.advance(HigDoc.SourceLocation(line: line, column: column), by: count)
            return "\(place.line):\(place.column)"
        }
        #expect(advance(1, 1, by: 0) == "1:1")
        #expect(advance(1, 1, by: 3) == "1:4")
        #expect(advance(1, 1, by: 4) == "2:1")
        #expect(advance(1, 2, by: 4) == "3:1")
        #expect(advance(1, 2, by: 6) == "3:3")
        #expect(advance(3, 1, by: 10) == "3:11")
        #expect(advance(7, 1, by: 3) == "7:1")
    }

    @Test("A search goes on from where the last one ended, within the lines it is given")
    func searchInOrder() {
        var search = SourceLineSearch(FileLines("a bar, a bar\nbar 栏 bar\n\nbar"))
        func find(_ needle: String, _ line: Int, _ column: Int, before end: Int) -> String? {
            search.find(needle, from: HigDoc.SourceLocation(line: line, column: column), before: end).map {
                "\($0.line):\($0.column)"
            }
        }
        #expect(find("bar", 1, 1, before: 2) == "1:3")
        #expect(find("bar", 1, 6, before: 2) == "1:10")
        #expect(find("bar", 1, 11, before: 2) == nil)
        #expect(find("bar", 1, 11, before: 3) == "2:1")
        #expect(find("栏 bar", 2, 2, before: 3) == "2:5")
        #expect(find("bar", 2, 8, before: 9) == "4:1")
        #expect(find("bar", 5, 1, before: 9) == nil)
        #expect(find("bar", 0, 1, before: 9) == nil)
        #expect(find("", 1, 1, before: 9) == nil)
        #expect(find("bar", 3, 1, before: 3) == nil)
    }
}
