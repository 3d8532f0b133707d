import Testing

@testable import HigDoc

@Suite("Pipe table recovery")
struct PipeTableRecoveryTests {
    private func tables(_ document: Document) -> [Table] {
        document.blocks.compactMap { if case .table(let table) = $0 { return table } else { return nil } }
    }

    @Test("Cells parsed in one cmark call come out as each parsed alone")
    func cellsParsedTogetherAsAlone() throws {
        let texts = [
            "# not a heading", "- not a list", "1. not a list", "> not a quote", "    not code",
            "<img src=\"a b.png\">",
            "<div>", "`code | pipe`", "**bold", "*a* **b**", "[link](https://x.test/a_b \"t\")",
            "![alt](UIButtonBarAction.png)",
            "trailing  ", "back\\", "", "[ref]: /url", "[ref]", "===", "---", "x\ny", "&amp; &#35;", "分享（Action）",
            "**粗体**文字", "a <span>b</span> c", "*`code`* after", "_a_ b", "**「中文」**", "*\"quoted\"*",
        ]
        let fragments = texts.enumerated().map { index, text in
            (text: text, location: SourceLocation(line: 40 + index, column: 3 + index))
        }
        let together = try CmarkConverter.inlines(parsingEach: fragments)
        let alone = try fragments.map { try CmarkConverter.inlines(parsing: $0.text, at: $0.location) }
        #expect(together.count == texts.count)
        for (index, text) in texts.enumerated() {
            #expect(together[index] == alone[index], "\(text)")
        }
        #expect(together[11].images.first?.location == SourceLocation(line: 51, column: 14))
        // A delimiter opening a cell flanks as at a line's start: before a punctuation mark, `_` too.
        #expect(together[24] == [.emphasis([.code("code")]), .text(" after")])
        #expect(together[25] == [.emphasis([.text("a")]), .text(" b")])
        #expect(together[26] == [.strong([.text("「中文」")])])
        #expect(together[27] == [.emphasis([.text("\"quoted\"")])])
        // A carriage return would shift the lines of the cells after it: those are parsed alone.
        let withReturn = [("a\rb", SourceLocation(line: 1, column: 1)), ("[c](d)", SourceLocation(line: 2, column: 5))]
        #expect(
            try CmarkConverter.inlines(parsingEach: withReturn)
                == withReturn.map { try CmarkConverter.inlines(parsing: $0.0, at: $0.1) })
    }

    @Test("A plain cell is its own text without a parse, as cmark reads it")
    func plainCellsAreTheirText() throws {
        var texts = [
            "分享（Action）", "# not a heading", "- not a list", "1. 2. 3.", "> quote", "a    b", "  lead", "===",
            "x|y", "\"quoted\" 'single' -- ...", "a.b@c.d", "https://x.test/a", "中文 English ½ é", "",
            "trailing ", "tab\there", "back\\slash", "amp &amp;", "*em*", "a_b", "[x]", "!x", "<b>", "`c`", "a\nb",
        ]
        // Every cell of the bundled pipe and HTML tables too.
        for document in TestSupport.bundled.corpus.documents {
            for table in tables(document) {
                for cell in table.header + table.rows.flatMap(\.cells) { texts.append(cell.inlines.plainText) }
            }
        }
        var plain = 0
        for text in texts where CmarkConverter.isPlainText(text) {
            plain += 1
            let parsed = try CmarkConverter.inlines(parsing: text, at: SourceLocation(line: 3, column: 5))
            #expect(parsed == (text.isEmpty ? [] : [.text(text)]), "\(text)")
        }
        #expect(plain > 100)
        for text in [
            "trailing ", "tab\there", "back\\slash", "amp &amp;", "*em*", "a_b", "[x]", "!x", "<b>", "`c`", "a\nb",
        ] {
            #expect(!CmarkConverter.isPlainText(text), "\(text)")
        }
        // Plain and parsed cells mixed keep their order.
        let mixed = ["plain", "**bold**", "", "[l](u)", "中文"].enumerated().map {
            (text: $1, location: SourceLocation(line: 7, column: 1 + 10 * $0))
        }
        #expect(
            try CmarkConverter.inlines(parsingEach: mixed)
                == mixed.map { try CmarkConverter.inlines(parsing: $0.text, at: $0.location) })
    }

    @Test("A table without outer pipes, with raw <img> cells")
    func withoutOuterPipes() throws {
        let markdown = """
            Default status bar | Light-content status bar
            :-----------:  | :-----------: 
            <img src="a b.png"  width="320">  | <img src="c.png">
            """
        let document = try TestSupport.parse(markdown)
        let table = try #require(tables(document).first)
        #expect(table.header.map { $0.inlines.plainText } == ["Default status bar", "Light-content status bar"])
        #expect(table.rows.count == 1)
        #expect(table.rows[0].cells.map { $0.inlines.images.first?.source } == ["a b.png", "c.png"])
        #expect(document.diagnostics.isEmpty)
    }

    @Test("A 4-cell delimiter under a 3-cell header is recovered and reported where it is")
    func delimiterMismatch() throws {
        let markdown =
            "intro\n\n表37-1 标准按钮\n\n|按钮 \t|名称 \t|含义   |\n|:--------|:----------|:-----------|:----------|\t  \n|![image](images/A_2x.png)    |分享（Action）|打开|\n"
        let document = try TestSupport.parse(markdown, lang: .zh)
        let table = try #require(tables(document).first)
        #expect(table.header.count == 3)
        #expect(table.rows.count == 1)
        #expect(table.caption == "表37-1 标准按钮")
        #expect(table.rows[0].cells[1].inlines.plainText == "分享（Action）")
        // Columns count characters: "|![image](images/A_2x.png)    |" is 31 characters, so the name starts at 32.
        #expect(table.rows[0].cells[1].location == SourceLocation(line: 7, column: 32))
        #expect(table.rows[0].cells[2].location == SourceLocation(line: 7, column: 43))
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.code == .pipeTableDelimiterMismatch)
        #expect(diagnostic.location.line == 6)
        #expect(
            diagnostic.formatted
                == "test.md:6:1: warning: pipe table delimiter row has 4 cells for a 3-cell header; read as 3 columns [HD0101]"
        )
    }

    /// An English caption runs to twice its translation's length: one that opens with the table's label
    /// is read as the caption up to 160 characters; any other, up to 60, stays a paragraph above.
    @Test("A long caption that opens with the table's label is the table's; a long unlabeled line is not")
    func longLabeledCaption() throws {
        let table = "| Button | Name |\n|---|---|\n| ![](A.png) | Share |\n"
        let labeled = "Table 33-1 Standard buttons available for toolbars and navigation bars"
        let document = try TestSupport.parse("intro\n\n\(labeled)\n\n\(table)")
        #expect(tables(document).map(\.caption) == [labeled])
        #expect(document.blocks.count == 2)
        let unlabeled = "Standard buttons that are available for toolbars and for navigation bars"
        let other = try TestSupport.parse("intro\n\n\(unlabeled)\n\n\(table)")
        #expect(tables(other).map(\.caption) == [""])
        #expect(other.blocks.count == 3)
        #expect(BlockRecovery.opensWithTableLabel("表 37-1 工具栏"))
        #expect(BlockRecovery.opensWithTableLabel("表37-1"))
        #expect(!BlockRecovery.opensWithTableLabel("Table of contents for toolbars"))
        #expect(!BlockRecovery.opensWithTableLabel("Tables 3 and 4"))
    }

    @Test("A paragraph with pipes but no delimiter row stays a paragraph")
    func notATable() throws {
        let document = try TestSupport.parse("a | b\nc | d\n")
        #expect(tables(document).isEmpty)
        #expect(HTMLBodyRenderer.render(document.blocks) == "<p>a | b\nc | d</p>\n")
    }

    @Test("The bundled zh chapter has two pipe tables, each with the delimiter warning")
    func bundledChinese() throws {
        let document = try #require(TestSupport.bundled.corpus.document("zh/bars"))
        let found = tables(document)
        #expect(found.map(\.rows.count) == [14, 12])
        #expect(found.map(\.caption) == ["表37-1 工具栏和导航栏适用的标准按钮", "下表用于标签栏的标准标签图标"])
        let warnings = document.diagnostics.filter { $0.code == .pipeTableDelimiterMismatch }
        #expect(warnings.map(\.location.line) == [document.bodyStartLine + 142, document.bodyStartLine + 213])
    }

    @Test("A delimiter cell is dashes between optional colons, over bytes as over characters")
    func delimiterCells() {
        let pieces = [":", "-", " ", "\u{301}", "x", "中", "：", "－", "|"]
        var texts = [""]
        for _ in 0..<5 { texts += texts.flatMap { text in pieces.map { text + $0 } } }
        texts = Array(Set(texts)).sorted()
        var delimiters = 0
        for text in texts {
            let dashes = text.drop(while: { $0 == ":" }).reversed().drop(while: { $0 == ":" })
            let expected = !dashes.isEmpty && dashes.allSatisfy { $0 == "-" }
            #expect(PipeTableRecovery.isDelimiterCell(text) == expected, "\(text.unicodeScalars.map(\.value))")
            if expected { delimiters += 1 }
        }
        #expect(delimiters == 35)  // `:*-+:*` of one to five characters: 1 + 3 + 6 + 10 + 15
        #expect(PipeTableRecovery.delimiterCellCount("|:--------|:----------|:-----------|:----------|\t  ") == 4)
        #expect(PipeTableRecovery.delimiterCellCount(" --- | :-: ") == 2)
        #expect(PipeTableRecovery.delimiterCellCount("| --- | x |") == nil)
        #expect(PipeTableRecovery.delimiterCellCount("|  |") == nil)
    }

    @Test("A delimiter row's colons align its columns, on the site as in the source")
    func columnAlignments() throws {
        let document = try TestSupport.parse(
            "| a | b | c | d |\n| :-- | :-: | --: | --- |\n| 1 | 2 | 3 | 4 | 5 |\n\n| x | y |\n| --- | --- |\n| 1 | 2 |\n"
        )
        let found = tables(document)
        #expect(found.map(\.alignments) == [[.left, .center, .right, .none], []])
        #expect(found[0].alignment(ofColumn: 4) == .none)
        let html = HTMLBodyRenderer.render(document.blocks)
        #expect(html.contains(#"<th>a</th>"#))  // left, as every cell is
        #expect(html.contains(#"<td class="align-center">2</td>"#))
        #expect(html.contains(#"<td class="align-right">3</td>"#))
        #expect(html.contains("<td>4</td>") && html.contains("<td>5</td>"))
        #expect(!html.contains("align-") || !html.components(separatedBy: "<table").last!.contains("align-"))
        // A delimiter row with more cells than the header aligns the header's columns only.
        #expect(PipeTableRecovery.alignments(ofDelimiterRow: "|:-:|--:|:--|", columns: 2) == [.center, .right])
        #expect(PipeTableRecovery.alignments(ofDelimiterRow: "|---|---|", columns: 2) == [])
    }

    @Test("A table right under a paragraph's line interrupts it (GFM): a caption line is its caption")
    func tableInterruptsParagraph() throws {
        let document = try TestSupport.parse(
            "表37-1 标准按钮\n| 名称 | 说明 |\n| --- | --- |\n| 分享 | 打开 |\n\n说明，\n见[链接](https://a.b/c)。\n| a | b |\n| - | - |\n"
                + "| 1 | 2 |\n",
            lang: .zh)
        let found = tables(document)
        #expect(found.map(\.caption) == ["表37-1 标准按钮", ""])
        #expect(found.map { $0.header.map(\.inlines.plainText) } == [["名称", "说明"], ["a", "b"]])
        #expect(found.map(\.range.start.line) == [2, 8])
        let paragraphs = document.blocks.compactMap { if case .paragraph(let p) = $0 { p } else { nil } }
        #expect(paragraphs.map(\.inlines.plainText) == ["说明，见链接。"])
        // The paragraph's link is where the file has it.
        #expect(paragraphs.first?.inlines.links.first?.location == SourceLocation(line: 7, column: 2))
    }

    @Test("What stands right above an interrupting table is read as above a blank line")
    func aboveInterruptingTable() throws {
        let document = try TestSupport.parse(
            "![img](a.png)\n| A | B |\n|---|---|\n| 1 | 2 |\n\nTable 1 [see](#)\n| A | B |\n|---|---|\n\n"
                + "<a name=\"tbl\"></a>\n| A | B |\n|---|---|\n\nOne\r\nTwo [x](https://a.b)\r\n| A | B |\r\n|---|---|\r\n"
        )
        // An image is a figure, a line with a link no caption (its link kept), an anchor's line names the table.
        let kinds = document.blocks.map { block -> String in
            switch block {
            case .figure: "figure"
            case .paragraph: "paragraph"
            case .table(let table): "table \(table.anchor ?? "")\(table.caption)"
            default: "other"
            }
        }
        #expect(kinds == ["figure", "table ", "paragraph", "table ", "table tbl", "paragraph", "table "])
        let paragraphs = document.blocks.compactMap { if case .paragraph(let p) = $0 { p } else { nil } }
        #expect(
            paragraphs.map { $0.inlines.links.map(\.location) } == [
                [SourceLocation(line: 6, column: 9)], [SourceLocation(line: 15, column: 5)],
            ])
    }

    @Test("A pipe table in a block quote or a callout is a table, its cells placed on the file's lines")
    func tableInBlockQuote() throws {
        let document = try TestSupport.parse(
            "> | 名称 | 说明 |\n> |:-:| --- |\n> | 分享 | [打开](https://a.b) |\n\n>要点\n>\n>| a | b |\n>| - | - |\n\n"
                + "> > | x | y |\n> > | - | - |\n",
            lang: .zh)
        var found: [Table] = []
        var labels: [String] = []
        func collect(_ blocks: [Block]) {
            for block in blocks {
                switch block {
                case .table(let table): found.append(table)
                case .blockQuote(let quote): collect(quote.blocks)
                case .callout(let callout):
                    labels.append(callout.label)
                    collect(callout.blocks)
                default: break
                }
            }
        }
        collect(document.blocks)
        #expect(found.map { $0.header.map(\.inlines.plainText) } == [["名称", "说明"], ["a", "b"], ["x", "y"]])
        #expect(found.map(\.caption) == ["", "", ""])
        #expect(labels == ["要点"])
        #expect(found[0].alignments == [.center, .none])
        #expect(found[0].rows[0].cells[1].location == SourceLocation(line: 3, column: 10))
        #expect(found[0].rows[0].cells[1].inlines.links.first?.location == SourceLocation(line: 3, column: 10))
    }

    @Test("The bundled translation's caption line right above its table gives the same findings")
    func bundledCaptionWithoutBlankLine() throws {
        let result = try TestSupport.checkBundledCopy(editing: "zh/bars.md") { lines in
            let caption = try #require(lines.firstIndex { $0.hasPrefix("表37-1") })
            #expect(lines[caption + 1].isEmpty)
            lines.remove(at: caption + 1)
        }
        func said(_ findings: [Diagnostic]) -> [String] { findings.map { "\($0.code) \($0.message)" }.sorted() }
        #expect(
            said(result.diagnostics) == said(TranslationChecker.run(corpus: TestSupport.bundled.corpus).diagnostics))
    }

    @Test("A pipe written \\| is a pipe in a cell's code span too, and a short row is filled with empty cells")
    func escapedPipesAndShortRows() throws {
        let document = try TestSupport.parse(
            "| a | b | c |\n| --- | :-: | --: |\n| `x\\|y` | *`p\\|q`* \\| r | 3 |\n| only one |\n\n`x\\|y` outside a table\n"
        )
        let table = try #require(tables(document).first)
        #expect(table.rows.map(\.cells.count) == [3, 1])
        #expect(table.rows[0].cells[0].inlines == [.code("x|y")])
        #expect(table.rows[0].cells[1].inlines == [.emphasis([.code("p|q")]), .text(" | r")])
        let html = HTMLBodyRenderer.render(document.blocks)
        #expect(
            html.contains(
                "<tr>\n<td>only one</td>\n<td class=\"align-center\"></td>\n<td class=\"align-right\"></td>\n</tr>"))
        // CJK emphasis is read in a cell as in a paragraph.
        let cjk = try TestSupport.parse("| a | b |\n| - | - |\n| **分享。**打开 | 用户**“完成”**按钮 |\n", lang: .zh)
        #expect(
            tables(cjk).first?.rows.first?.cells.map(\.inlines) == [
                [.strong([.text("分享。")]), .text("打开")], [.text("用户"), .strong([.text("“完成”")]), .text("按钮")],
            ])
        // Outside a table a code span keeps its backslash, as CommonMark has it.
        #expect(html.contains("<code>x\\|y</code> outside a table"))
    }
}
