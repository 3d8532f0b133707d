import Foundation
import Testing

@testable import HigDoc

/// What a raw HTML table's block holds besides the table: nothing of it is lost without a word.
@Suite("Raw HTML tables lose nothing")
struct HTMLTableLossTests {
    private func tables(_ document: Document) -> [Table] {
        document.blocks.compactMap { if case .table(let table) = $0 { table } else { nil } }
    }

    private func cellTexts(_ table: Table) -> [[String]] {
        table.rows.map { $0.cells.map(\.inlines.plainText) }
    }

    @Test("A rule and its list right under </table> are read as markdown, with HD0104 at the rule's line")
    func markdownUnderTable() throws {
        let document = try TestSupport.parse(
            "<table>\n<tr><td>cell</td></tr>\n</table>\n**Avoid alpha.** Rule body bravo.\n- item charlie\n",
            path: "under.md")
        #expect(document.blocks.count == 3)
        #expect(tables(document).map(cellTexts) == [[["cell"]]])
        #expect(tables(document).first?.range.end.line == 3)
        guard case .paragraph(let rule) = document.blocks[1], case .list(let list) = document.blocks[2] else {
            Issue.record("not a paragraph and a list: \(document.blocks)")
            return
        }
        #expect(rule.inlines.first == .strong([.text("Avoid alpha.")]))
        #expect(rule.range.start.line == 4)
        #expect(
            list.items.map { $0.blocks.map { if case .paragraph(let p) = $0 { p.inlines.plainText } else { "" } } } == [
                ["item charlie"]
            ])
        #expect(list.range.start.line == 5)
        #expect(document.diagnostics.map(\.code) == [.unrecognizedHTML])
        let finding = try #require(document.diagnostics.first)
        #expect(finding.location.file == "under.md")
        #expect(finding.location.line == 4)
        #expect(
            finding.message
                == "markdown right under </table> with no blank line between: CommonMark renders these 2 lines as raw HTML; higdoc reads them as markdown; put a blank line after </table>"
        )
    }

    @Test("A second table under the first is a table of its own; closing tags under </table> are nothing")
    func secondTableUnderTable() throws {
        let document = try TestSupport.parse(
            "<table>\n<tr><td>one</td></tr>\n</table>\n<table>\n<tr><td>two</td></tr>\n</table>\nAfter.\n")
        #expect(tables(document).map(cellTexts) == [[["one"]], [["two"]]])
        #expect(
            document.blocks.last.map { if case .paragraph(let p) = $0 { p.inlines.plainText } else { "" } } == "After.")
        // Only the paragraph is markdown CommonMark does not read: the second table is HTML to both.
        #expect(document.diagnostics.map(\.location.line) == [7])
        // As the bundled pages write it: the table's holder closes under it, which is no finding.
        let held = try TestSupport.parse(
            "<div class=\"tableholder\">\n  <table>\n<tr><td>a</td></tr>\n  </table>\n</div>\n\nText.\n")
        #expect(held.diagnostics.isEmpty)
        #expect(tables(held).map(cellTexts) == [[["a"]]])
        #expect(tables(held).first?.range.end.line == 5)
    }

    @Test("In a block quote or a list item, text under </table> is HD0104 at its line")
    func textUnderTableInContainers() throws {
        let quoted = try TestSupport.parse("# T\n\n> <table>\n> <tr><td>q</td></tr>\n> </table>\n> **Rule.** text\n")
        #expect(
            quoted.diagnostics.map(\.message) == [
                "text right under </table> with no blank line between is read as raw HTML, not as content: '**Rule.** text'"
            ])
        #expect(quoted.diagnostics.map(\.location.line) == [6])
        let listed = try TestSupport.parse(
            "# T\n\n- <table><tr><td>x</td></tr></table>\n  after words\n- <table>\n  <tr><td>y</td></tr>\n  </table>\n"
        )
        #expect(listed.diagnostics.map(\.location) == [DiagnosticLocation(file: "test.md", line: 4, column: 3)])
        #expect(listed.diagnostics.first?.message.hasSuffix("content: 'after words'") == true)
    }

    @Test("Text before <table>, between its rows and after </table> on its line is HD0104 at the text")
    func textOutsideCells() throws {
        let document = try TestSupport.parse(
            "<div>intro<table>\n<tr><td>a</td></tr>\nstray text\n<tr><td>b</td></tr>\n</table> trailing kilo\n")
        #expect(tables(document).map(cellTexts) == [[["a"], ["b"]]])
        #expect(
            document.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
                "1:6 text before <table> in its raw HTML block is read as HTML, not as content: 'intro'",
                "3:1 text in <table> outside its cells is read as HTML, not as content (a browser shows it above the table): 'stray text'",
                "5:10 text after </table> on its line is read as HTML, not as content: 'trailing kilo'",
            ])
        // White space, character references and a quote's marks are no text.
        let clean = try TestSupport.parse("> <table>\n> <tr><td>a</td></tr>&nbsp;\n> </table>\n")
        #expect(clean.diagnostics.isEmpty)
        let quoted = try TestSupport.parse("> <table>\n> <tr><td>a</td></tr>\n> stray q\n> </table>\n")
        #expect(quoted.diagnostics.map { $0.message.hasSuffix("the table): 'stray q'") } == [true])
    }

    @Test("A table nested in a cell is the cell's text, a line a row; the outer row keeps its other cells")
    func nestedTable() throws {
        let document = try TestSupport.parse(
            "<table><tr><td>outer lima<table><tr><td>inner mike</td><td>oscar</td></tr><tr><td>papa</td></tr></table></td><td>november</td></tr></table>\n\nAfter.\n"
        )
        let table = try #require(tables(document).first)
        #expect(table.rows.count == 1)
        let cells = try #require(table.rows.first?.cells)
        #expect(cells.count == 2)
        #expect(
            cells[0].inlines == [
                .text("outer lima"), .lineBreak, .text("inner mike · oscar"), .lineBreak, .text("papa"),
            ])
        #expect(cells[1].inlines.plainText == "november")
        #expect(document.diagnostics.isEmpty)
        // Split by blank lines, the nested table's </table> does not end the outer one.
        let split = try TestSupport.parse(
            "<table>\n<tr><td>outer\n\n<table><tr><td>in</td></tr></table>\n\n</td><td>last</td></tr>\n</table>\n\nPara.\n"
        )
        #expect(tables(split).map { $0.rows.map { $0.cells.count } } == [[2]])
        #expect(tables(split).first?.rows.first?.cells[1].inlines.plainText == "last")
    }

    @Test("A row whose </tr> is left out is kept at </table>")
    func rowWithoutEndTag() throws {
        let document = try TestSupport.parse("<table><tr><td>a</td><td>b</table>\n")
        #expect(tables(document).map(cellTexts) == [[["a", "b"]]])
    }

    @Test("A markdown list in a cell is a line an item, without its bullets; before a blank line a dash is text")
    func listInCell() throws {
        let document = try TestSupport.parse(
            "<table>\n<tr><td>\n\n- list bravo\n- list charlie\n\n</td><td>\n\n1. first\n2. second\n</td><td>a\n- b</td></tr>\n</table>\n"
        )
        let cells = try #require(tables(document).first?.rows.first?.cells)
        #expect(cells[0].inlines == [.text("list bravo"), .lineBreak, .text("list charlie")])
        #expect(cells[1].inlines == [.text("1. first"), .lineBreak, .text("2. second")])
        #expect(cells[2].inlines.plainText == "a - b")
    }

    @Test("An HTML block of an image and text keeps the image as a figure, and HD0104 names it")
    func imageWithText() throws {
        let document = try TestSupport.parse(
            "Intro.\n\n<img src=\"x.png\" alt=\"X\">\nCaption after image echo.\n\n<figure><img src=\"y.png\"></figure>\nText foxtrot.\n"
        )
        let figures = document.blocks.compactMap { if case .figure(let figure) = $0 { figure } else { nil } }
        #expect(figures.map { $0.images.map(\.source) } == [["x.png"], ["y.png"]])
        #expect(figures.first?.images.first?.alt == "X")
        #expect(
            document.diagnostics.map(\.message) == [
                "this raw HTML block (2 lines) holds text that is read as HTML, not as content: 'Caption after image echo.'; its image 'x.png' is kept as a figure",
                "this raw HTML block (2 lines) holds text that is read as HTML, not as content: 'Text foxtrot.'; its image 'y.png' is kept as a figure",
            ])
    }

    @Test("check: a rule right under a table is a rule of the graph on both sides, and the only findings are HD0104")
    func ruleUnderTableIsChecked() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        let table = "<table>\n<tr><td>cell</td></tr>\n</table>\n"
        try fixture.replace(
            "en/bars.md", "**Don’t create a custom status bar.**", with: table + "**Don’t create a custom status bar.**"
        )
        try fixture.replace("zh/bars.md", "**不要创建自定义状态栏。**", with: table + "**不要创建自定义状态栏。**")
        let result = try fixture.check()
        #expect(
            result.diagnostics.map {
                "\(URL(fileURLWithPath: $0.location.file).pathComponents.suffix(2).joined(separator: "/")):\($0.location.line) \($0.code.rawValue)"
            } == ["en/bars.md:19 HD0104", "zh/bars.md:18 HD0104"])
        let graph = GuidelineGraph.build(try fixture.corpus())
        #expect(graph.rules.filter { $0.lead == "Don’t create a custom status bar." }.map(\.location.line) == [19])
        #expect(graph.rules.filter { $0.lead == "不要创建自定义状态栏。" }.map(\.location.line) == [18])
    }

    /// The text a finding quotes: after its last `: '`, without the closing `'`.
    private func quoted(_ diagnostic: Diagnostic) -> String {
        guard let range = diagnostic.message.range(of: ": '", options: .backwards) else { return "" }
        return String(diagnostic.message[range.upperBound...].dropLast())
    }

    private func paragraphTexts(_ document: Document) -> [String] {
        document.blocks.compactMap { if case .paragraph(let p) = $0 { p.inlines.plainText } else { nil } }
    }

    @Test("A <table> or </table> in a cell's code span is its text, and the table closes at its own </table>")
    func tableTagsInCodeSpans() throws {
        let opening = try TestSupport.parse(
            "## T\n\n<table>\n<tr><td>Wrap data in `<table>` tags</td><td>x</td></tr>\n\n<tr><td>row2</td><td>y</td></tr>\n</table>\n\nAfter paragraph one.\n\n### Next\n"
        )
        #expect(opening.diagnostics.isEmpty)
        let table = try #require(tables(opening).first)
        #expect(cellTexts(table) == [["Wrap data in <table> tags", "x"], ["row2", "y"]])
        #expect(table.rows.first?.cells.first?.inlines == [.text("Wrap data in "), .code("<table>"), .text(" tags")])
        #expect(table.range.end.line == 7)
        #expect(paragraphTexts(opening) == ["After paragraph one."])
        let closing = try TestSupport.parse(
            "<table>\n<tr><td>Use `</table>` to close</td><td>x</td></tr>\n<tr><td>row2</td><td>y</td></tr>\n</table>\n\nAfter.\n"
        )
        #expect(closing.diagnostics.isEmpty)
        #expect(tables(closing).map(cellTexts) == [[["Use </table> to close", "x"], ["row2", "y"]]])
        // A backtick with no closer before a blank line is a backtick: the tags after it are tags.
        let lone = try TestSupport.parse("<table><tr><td>a ` b</td><td>c</td></tr></table>\n\nD `e\n")
        #expect(tables(lone).map(cellTexts) == [[["a ` b", "c"]]])
        #expect(lone.diagnostics.isEmpty)
        // A code span is one cell's: a lone backtick pairs with none in a later cell, row or line under the
        // table (a table of keys lost its rows into one code span, the images between them too).
        let keys = try TestSupport.parse(
            "<table>\n<tr><th>Key</th><th>Name</th></tr>\n<tr><td>`</td><td>Grave accent</td></tr>\n<tr><td>~</td><td>Tilde</td></tr>\n<tr><td>⌥`</td><td>Option grave</td></tr>\n<tr><td><img src=\"b.png\"></td><td>One</td></tr>\n</table>\n"
        )
        #expect(keys.diagnostics.isEmpty)
        let keyTable = try #require(tables(keys).first)
        #expect(
            cellTexts(keyTable) == [["`", "Grave accent"], ["~", "Tilde"], ["⌥`", "Option grave"], ["", "One"]])
        #expect(keyTable.rows.last?.cells.first?.inlines.count == 1)
        let crossing = try TestSupport.parse(
            "<table>\n<tr><td>a ` alpha</td><td>beta ` b</td></tr>\n<tr><td>gamma</td></tr>\n</table>\n\nAfter.\n")
        #expect(tables(crossing).map(cellTexts) == [[["a ` alpha", "beta ` b"], ["gamma"]]])
        #expect(HTMLScanner.opensCellOrRowTag(Array("</TD>".utf8)) && HTMLScanner.opensCellOrRowTag(Array("<tr".utf8)))
        #expect(
            !HTMLScanner.opensCellOrRowTag(Array("<table".utf8)) && !HTMLScanner.opensCellOrRowTag(Array("<thea".utf8)))
    }

    @Test("A </table> in a comment or an attribute value does not close the table; the comment is no text")
    func tableTagsInCommentsAndAttributes() throws {
        let commented = try TestSupport.parse(
            "<table>\n<!-- old </table> here -->\n<tr><td>a</td><td>b</td></tr>\n<tr><td>row2</td><td>y</td></tr>\n</table>\n\nAfter.\n"
        )
        #expect(commented.diagnostics.isEmpty)
        #expect(tables(commented).map(cellTexts) == [[["a", "b"], ["row2", "y"]]])
        let attribute = try TestSupport.parse(
            "<table>\n<tr><td title=\"</table>\">a</td><td>b</td></tr>\n<tr><td>row2</td><td>y</td></tr>\n</table>\n\nAfter.\n"
        )
        #expect(attribute.diagnostics.isEmpty)
        #expect(tables(attribute).map(cellTexts) == [[["a", "b"], ["row2", "y"]]])
        // A block whose only <table> is in a comment is no table.
        let onlyComment = try TestSupport.parse("<div><!-- <table> --></div>\n\nText.\n")
        #expect(tables(onlyComment).isEmpty)
    }

    @Test("A run of <table> that never closes on its own closes at the first </table>, and what follows is kept")
    func unbalancedTableOpenings() throws {
        let document = try TestSupport.parse(
            "## T\n\n<table>\n" + String(repeating: "<table>", count: 300)
                + "\n<tr><td>a</td></tr>\n</table>\n\nAfter.\n")
        #expect(document.diagnostics.isEmpty)
        #expect(tables(document).map(cellTexts) == [[["a"]]])
        #expect(paragraphTexts(document) == ["After."])
        // A table nested in a cell and left open: the outer table closes at the only </table>.
        let unclosed = try TestSupport.parse(
            "<table><tr><td>x<table><tr><td>in</td></tr></td></tr>\n</table>\n\nAfter.\n")
        #expect(tables(unclosed).count == 1)
        #expect(paragraphTexts(unclosed) == ["After."])
        #expect(unclosed.diagnostics.isEmpty)
    }

    @Test("Two tables on one line are two tables; text between them is the first one's HD0104")
    func tablesSideBySide() throws {
        let document = try TestSupport.parse(
            "<table><tr><td>a</td></tr></table><table><tr><td>b</td></tr></table>\n\nAfter.\n")
        #expect(tables(document).map(cellTexts) == [[["a"]], [["b"]]])
        #expect(tables(document).map(\.range.start.column) == [1, 35])
        #expect(document.diagnostics.isEmpty)
        #expect(paragraphTexts(document) == ["After."])
        let split = try TestSupport.parse(
            "<table><tr><td>a</td></tr>\n\n<tr><td>a2</td></tr></table> mid <table><tr><td>b</td></tr></table>\nUnder two.\n"
        )
        #expect(tables(split).map(cellTexts) == [[["a"], ["a2"]], [["b"]]])
        #expect(paragraphTexts(split) == ["Under two."])
        // The second left open: HD0103 at its <table>.
        let open = try TestSupport.parse("<table><tr><td>a</td></tr></table><table><tr><td>b</td></tr>\n")
        #expect(tables(open).map(cellTexts) == [[["a"]], [["b"]]])
        #expect(
            open.diagnostics.map { "\($0.code.rawValue) \($0.location.line):\($0.location.column)" } == ["HD0103 1:35"])
        #expect(
            split.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message.prefix { $0 != ":" })" }
                == [
                    "3:30 text after </table> on its line is read as HTML, not as content",
                    "4:1 markdown right under </table> with no blank line between",
                ])
    }

    @Test("Markdown under </table> resolves links with the page's definitions; a definition there is HD0104")
    func linkReferencesUnderTable() throws {
        // Labels folded as CommonMark folds them (ß is ss), and a definition in a list item is the page's.
        let foldedLabels = try TestSupport.parse(
            "<table>\n<tr><td>a</td></tr>\n</table>\nSee [Straße] and [inlist].\n\n[STRASSE]: https://example.com/s\n\n- [inlist]: https://example.com/i\n"
        )
        #expect(foldedLabels.diagnostics.map(\.code) == [.unrecognizedHTML])
        if case .paragraph(let under)? = foldedLabels.blocks.first(where: {
            if case .paragraph = $0 { true } else { false }
        }) {
            #expect(under.inlines.links.map(\.destination) == ["https://example.com/s", "https://example.com/i"])
        } else {
            Issue.record("no paragraph under the table: \(foldedLabels.blocks)")
        }
        #expect(BlockRecovery.afterListMarker("12) [x]: y") == "[x]: y")
        #expect(BlockRecovery.afterListMarker("-[x]: y") == nil)
        let document = try TestSupport.parse(
            "<table>\n<tr><td>a</td></tr>\n</table>\nSee [the guide][g] and [other].\n\n[g]: https://example.com/g\n[other]: https://example.com/o\n"
        )
        guard case .paragraph(let paragraph)? = document.blocks.last else {
            Issue.record("no paragraph: \(document.blocks)")
            return
        }
        let destinations = paragraph.inlines.compactMap {
            if case .link(let link) = $0 { link.destination } else { nil }
        }
        #expect(destinations == ["https://example.com/g", "https://example.com/o"])
        #expect(paragraph.range.start.line == 4)
        #expect(document.diagnostics.map(\.location.line) == [4])
        let defined = try TestSupport.parse(
            "Uses [the guide][g] here.\n\n<table>\n<tr><td>a</td></tr>\n</table>\n[g]: https://example.com/g\n\nAfter.\n"
        )
        #expect(
            defined.diagnostics.map { "\($0.code.rawValue) \($0.location.line):\($0.location.column) \(quoted($0))" }
                == [
                    "HD0104 6:1 [g]: https://example.com/g"
                ])
        #expect(defined.diagnostics.first?.message.hasPrefix("link reference definition right under </table>") == true)
        // Labels match as CommonMark matches them: case folded, white space collapsed.
        let folded = try TestSupport.parse(
            "<table>\n<tr><td>a</td></tr>\n</table>\nSee [Other  Thing].\n\n> [other thing]: /o\n")
        let links = folded.blocks.flatMap { block -> [String] in
            guard case .paragraph(let p) = block else { return [] }
            return p.inlines.compactMap { if case .link(let link) = $0 { link.destination } else { nil } }
        }
        #expect(links == ["/o"])
        // A fence left open under </table> does not run into the page.
        let fenced = try TestSupport.parse(
            "<table>\n<tr><td>a</td></tr>\n</table>\n[x]\n```\ncode\n\n[x]: /x\n\nAfter.\n")
        #expect(paragraphTexts(fenced) == ["[x]", "After."])
    }

    @Test("A row left open ends at the next <tr>, </tbody> or </table>, and is kept")
    func rowsWithoutEndTags() throws {
        let document = try TestSupport.parse(
            "<table>\n<tr><td>a</td><td>b</td>\n<tr><td>row2</td><td>y</td>\n</table>\n\nAfter.\n")
        #expect(tables(document).map(cellTexts) == [[["a", "b"], ["row2", "y"]]])
        let bodies = try TestSupport.parse("<table><tbody><tr><td>c<td>d</tbody><tbody><tr><td>e</table>\n")
        #expect(tables(bodies).map(cellTexts) == [[["c", "d"], ["e"]]])
    }

    @Test("</table > closes the table as </table> does")
    func endTagWithSpace() throws {
        let document = try TestSupport.parse(
            "<table>\n<tr><td>a</td></tr>\n\n<tr><td>row2</td></tr>\n</table >\n\nAfter.\n")
        #expect(document.diagnostics.isEmpty)
        #expect(tables(document).map(cellTexts) == [[["a"], ["row2"]]])
        #expect(paragraphTexts(document) == ["After."])
    }

    @Test(
        "In a block quote, HD0104 is at the text after the '>', a finding for text on </table>'s line and one under it")
    func quotedStrayColumns() throws {
        let document = try TestSupport.parse(
            "> <table>\n> <tr><td>a</td></tr>\n> stray between\n> <tr><td>b</td></tr>\n> </table> trailing\n> Quoted under.\n"
        )
        #expect(tables(document).isEmpty == false || document.blocks.isEmpty == false)
        #expect(
            document.diagnostics.map { "\($0.location.line):\($0.location.column) \(quoted($0))" } == [
                "3:3 stray between", "5:12 trailing", "6:3 Quoted under.",
            ])
        let listed = try TestSupport.parse("- item\n  > <table>\n  > <tr><td>a</td></tr>\n  > </table>\n  > Under.\n")
        #expect(listed.diagnostics.map(\.location.column) == [5])
    }

    @Test("An HTML block of a figure with its caption and text keeps the caption")
    func figureCaptionWithText() throws {
        let document = try TestSupport.parse(
            "<figure>\n<img src=\"a.png\" alt=\"A\">\n<figcaption>Figure 1 Thing</figcaption>\n</figure>\nExtra text.\n"
        )
        let figures = document.blocks.compactMap { if case .figure(let figure) = $0 { figure } else { nil } }
        #expect(figures.map(\.caption) == ["Figure 1 Thing"])
        #expect(figures.map { $0.images.map(\.source) } == [["a.png"]])
        #expect(
            document.diagnostics.map(\.message) == [
                "this raw HTML block (5 lines) holds text that is read as HTML, not as content: 'Extra text.'; its image 'a.png' is kept as a figure"
            ])
    }
}
