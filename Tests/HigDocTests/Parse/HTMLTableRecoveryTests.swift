import Testing

@testable import HigDoc

@Suite("Raw HTML structures")
struct HTMLTableRecoveryTests {
    private var english: Document { TestSupport.bundled.corpus.document("en/bars")! }

    private var tables: [Table] {
        english.blocks.compactMap { if case .table(let table) = $0 { return table } else { return nil } }
    }

    @Test("The split button table is reassembled: caption, header, 12 rows Share … Refresh")
    func buttonTable() throws {
        let table = try #require(tables.first { $0.origin == .html })
        #expect(table.caption == "Table 33-1 Standard buttons available for toolbars and navigation bars")
        #expect(table.anchor == "//apple_ref/doc/uid/TP40006556-CH12-SW58")
        #expect(table.header.map { $0.inlines.plainText } == ["Button", "Name", "Meaning"])
        #expect(
            table.rows.map { $0.cells[1].inlines.plainText } == [
                "Share", "Camera", "AirPlay", "Locate", "Compose", "Bookmarks", "Search", "Add", "Trash", "Organize",
                "Reply", "Refresh",
            ])
        // The Share row's <img> was indented after a blank line: libcmark made it a code block.
        #expect(
            table.rows[0].cells[0].inlines.images.first?.source == "../image/UI Elements/Bars/UIButtonBarAction.png")
        #expect(
            table.rows[11].cells[2].inlines.plainText
                == "Refresh contents (use only when necessary; otherwise, refresh automatically)")
    }

    @Test("A first row of <th> cells is the header without a <thead>; CJK emphasis is read in cells")
    func headerRowWithoutHead() throws {
        let document = try TestSupport.parse(
            "<table>\n<tr><th>名称</th><th>说明</th></tr>\n<tr><td>**分享。**打开</td><td>b</td></tr>\n"
                + "<tr><th>c</th><th>d</th></tr>\n</table>\n\n<table>\n<tr><th>Row</th><td>x</td></tr>\n</table>\n",
            lang: .zh)
        let found = document.blocks.compactMap { if case .table(let table) = $0 { table } else { nil } }
        #expect(found.map { $0.header.map(\.inlines.plainText) } == [["名称", "说明"], []])
        #expect(
            found.map { $0.rows.map { $0.cells.map(\.inlines.plainText) } } == [
                [["分享。打开", "b"], ["c", "d"]], [["Row", "x"]],
            ])
        #expect(found[0].rows[0].cells[0].inlines == [.strong([.text("分享。")]), .text("打开")])
    }

    @Test("The tab bar icon table has 12 rows with their images")
    func iconTable() throws {
        let table = try #require(tables.last)
        #expect(table.anchor == "//apple_ref/doc/uid/TP40006556-CH12-SW17")
        #expect(table.rows.count == 12)
        #expect(table.rows.map { $0.cells[1].inlines.plainText }.first == "Bookmarks")
        #expect(table.rows.map { $0.cells[1].inlines.plainText }.last == "TopRated")
        #expect(table.rows[6].cells[0].inlines.images.first?.source == "../image/UI Elements/Bars/UITabBarMore_2x.png")
    }

    @Test("apple_ref anchors attach to the heading that follows them")
    func anchors() {
        let anchored = english.blocks.compactMap { block -> String? in
            if case .heading(let heading) = block, heading.level == 3 { return heading.anchor } else { return nil }
        }
        #expect(
            anchored.map { $0.split(separator: "-").last.map(String.init) ?? "" } == [
                "SW2", "SW3", "SW4", "SW33", "SW52", "SW34", "SW5", "SW8",
            ])
    }

    @Test("<figure> blocks become figures with the image's alt text")
    func figures() {
        let figures = english.blocks.compactMap { block -> Block.Figure? in
            if case .figure(let figure) = block { return figure } else { return nil }
        }
        #expect(figures.count == 6)
        #expect(figures[0].images[0].source == "../image/UI Elements/Bars/nav_bar_7_2x.png")
        #expect(figures[0].images[0].alt == "image: ../Art/nav_bar_7_2x.png")
    }

    @Test("An unterminated table is read to the next heading and reported")
    func unterminated() throws {
        let document = try TestSupport.parse("<table>\n<tr><td>\n\nA\n\n</td></tr>\n\n## Next\n\nText\n")
        let table = try #require(
            document.blocks.compactMap { if case .table(let t) = $0 { return t } else { return nil } }.first)
        #expect(table.rows.first?.cells.first?.inlines.plainText == "A")
        #expect(document.diagnostics.map(\.code) == [.htmlTableUnterminated])
        #expect(document.blocks.count == 3)
    }

    @Test("A table's lines are read as one slice of the source when they end in bare line feeds")
    func sourceSlice() {
        let text = "a\n<table>\n<tr><td>一</td></tr>\n</table>\nb"
        let lines = LineIndex(text[...])
        #expect(lines.text(fromLine: 2, throughLine: 4) == "<table>\n<tr><td>一</td></tr>\n</table>")
        #expect(lines.text(fromLine: 5, throughLine: 5) == "b")
        #expect(lines.text(fromLine: 4, throughLine: 6) == nil)
        #expect(lines.text(fromLine: 3, throughLine: 2) == nil)
        // With CRLF the lines are joined instead, as before: the slice would keep the carriage returns.
        let crlf = text.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(LineIndex(crlf[...]).text(fromLine: 2, throughLine: 4) == nil)
        #expect(LineIndex(crlf[...]).text(fromLine: 2, throughLine: 2) == "<table>")
    }

    @Test("An HTML block that holds markdown text is HD0104 at its first line; one of tags only is not")
    func htmlBlockHoldingText() throws {
        let markdown = """
            Intro.

            <div class="note">
            **Think twice before hiding the status bar.** It is always visible.

            </article>

            <div>
            </div>
            """
        let document = try TestSupport.parse(markdown, path: "held.md")
        #expect(document.diagnostics.map(\.code) == [.unrecognizedHTML])
        let finding = try #require(document.diagnostics.first)
        #expect(finding.location.line == 3)
        #expect(finding.location.column == 1)
        #expect(
            finding.message
                == "this raw HTML block (2 lines) holds text that is read as HTML, not as content: '**Think twice before hiding the status bar.** It is always v…'"
        )
        // The text is no paragraph, which is why the finding is needed.
        #expect(document.blocks.filter { if case .paragraph = $0 { true } else { false } }.count == 1)
    }

    @Test(
        "An HTML comment that is not closed swallows the rest of the page, and HD0104 says so; a closed one is no finding"
    )
    func unclosedComment() throws {
        let closed = try TestSupport.parse("Intro.\n\n<!-- a note to translators -->\n\n**Rule.** Text.\n")
        #expect(closed.diagnostics.isEmpty)
        let document = try TestSupport.parse("Intro.\n\n<!-- TODO\n\n**Rule.** Text.\n\n## Sub\n\nMore.\n")
        #expect(document.diagnostics.map(\.code) == [.unrecognizedHTML])
        #expect(
            document.diagnostics.first?.message
                == "the HTML comment is not closed (no -->), so 7 lines from it on are read as the comment, not as content: '<!-- TODO **Rule.** Text. ## Sub More.'"
        )
    }

    @Test("HD0104 gives an HTML block's lines from its text; code and entities are no text")
    func htmlBlockLinesAndCode() throws {
        // The text after a comment's end on its line is the HTML block's (cmark ends it at the line's end).
        let comment = try TestSupport.parse("# T\n\n<!-- c --> tail text\n")
        #expect(
            comment.diagnostics.first?.message
                == "this raw HTML block (1 line) holds text that is read as HTML, not as content: 'tail text'")
        let pre = try TestSupport.parse("Intro.\n\n<pre>\nsome text\n</pre>\n")
        #expect(pre.diagnostics.first?.message.hasPrefix("this raw HTML block (3 lines) holds text") == true)
        let code = try TestSupport.parse("<script>var a = 1;</script>\n\n<style>p{}</style>\n\n<p>&nbsp;</p>\n")
        #expect(code.diagnostics.isEmpty)
        let indented = try TestSupport.parse("Intro.\n\n  <!-- TODO\n\nMore.\n")
        #expect(
            indented.diagnostics.first?.message
                == "the HTML comment is not closed (no -->), so 3 lines from it on are read as the comment, not as content: '<!-- TODO More.'"
        )
    }

    @Test("HD0108 for one cut-off row says so in the singular and points at its pipe")
    func headerlessRow() throws {
        let document = try TestSupport.parse("Intro.\n\n   | indented | row |\n")
        #expect(document.diagnostics.map(\.code) == [.pipeTableWithoutHeader])
        #expect(document.diagnostics.first?.location.column == 4)
        #expect(
            document.diagnostics.first?.message
                == "this line looks like a pipe table row, but no header and delimiter row (| --- |) opens it, so it is read as a paragraph"
        )
    }

    @Test("Cells parsed together: markup, plain text and empty cells as when each was parsed alone")
    func cellsParsedTogether() throws {
        let markdown = """
            <table>
            <thead><tr><th>Name</th><th>Meaning</th></tr></thead>
            <tr><td>*Share* it</td><td></td></tr>
            <tr><td>A &amp; B</td><td>**粗体**后</td></tr>
            </table>
            """
        let document = try MarkdownParser.parse(markdown: markdown, path: "cells.md")
        guard case .table(let table)? = document.blocks.first else {
            Issue.record("no table: \(document.blocks)")
            return
        }
        #expect(table.header.map { $0.inlines.plainText } == ["Name", "Meaning"])
        #expect(table.rows.count == 2)
        for row in table.rows {
            for cell in row.cells {
                let text = cell.inlines.plainText
                if text.isEmpty { continue }
                let alone = try CmarkConverter.inlines(parsing: Text.collapseWhitespace(text), at: cell.location)
                #expect(cell.inlines.plainText == alone.plainText)
            }
        }
        #expect(table.rows[0].cells[0].inlines.first == .emphasis([.text("Share")]))
        #expect(table.rows[0].cells[1].inlines.isEmpty)
        #expect(table.rows[1].cells[0].inlines.plainText == "A & B")
    }

    /// The old count took every `Character.isNewline` (VT, FF, NEL, U+2028, U+2029 too) and merged a CR
    /// with the next LF across spaces; cmark ends a line at an LF, a lone CR or a CRLF only.
    @Test(
        "Line ends before a cell's first text are counted as cmark counts them: LF, lone CR, CRLF; marks joining spaces"
    )
    func newlinesBeforeText() {
        let pieces = [
            " ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{3000}", "\u{301}", "x", "中",
        ]
        // Every text of up to four pieces, against the definition over characters (a CRLF is one).
        var texts = [""]
        for _ in 0..<4 { texts += texts.flatMap { text in pieces.map { text + $0 } } }
        texts = Array(Set(texts)).sorted()
        #expect(texts.count == 30_408)
        func newlines(_ text: String) -> Int? {
            HTMLTableRecovery.firstNonWhitespace(in: text, byteColumn: 1)?.newlines
        }
        for text in texts {
            let expected = text.firstIndex { !$0.isWhitespace }.map {
                text[..<$0].reduce(0) { $0 + (["\n", "\r", "\r\n"].contains($1) ? 1 : 0) }
            }
            #expect(
                newlines(text) == expected,
                "\(text.unicodeScalars.map(\.value))")
        }
        #expect(newlines("\r\n \n\r\r\nShare") == 4)
        #expect(newlines("\r\t\n\n x") == 3)
        #expect(newlines(" \n\t") == nil)
        #expect(HTMLTableRecovery.firstNonWhitespace(in: "\u{0B}\u{0C} x", byteColumn: 5)! == (0, 8))
        #expect(HTMLTableRecovery.firstNonWhitespace(in: "\n\u{0C}\u{2028}x", byteColumn: 5)! == (1, 5))
    }

    @Test(
        "The HTML tokenizer skips comments, ends a tag outside quoted values, and with code spans reads their tags as text"
    )
    func tokenCommentsAttributesCodeSpans() {
        func names(_ tokens: [HTMLScanner.Token]) -> [String] {
            tokens.map { token -> String in
                switch token {
                case .start(let name, let attributes, _, _): "<\(name)\(attributes["title"].map { " " + $0 } ?? "")>"
                case .end(let name, _, _): "</\(name)>"
                case .text(let text, _, _): text
                }
            }
        }
        let html = "<td title=\"</table>\">a<!-- x </table> -->b<!---->c `<table>` d`` ` ``<i>e</i>`\n\n<b>f`"
        let scanned = HTMLScanner.tokens(html[...], codeSpans: true)
        #expect(
            names(scanned) == [
                "<td </table>>", "a", "b", "c `<table>` d`` ` ``", "<i>", "e", "</i>", "`\n\n", "<b>", "f`",
            ])
        #expect(names(HTMLScanner.tokens(html[...])).contains("<table>"))
        // Over characters (a combining mark sends the HTML there) alike.
        let marked = html + "e\u{301}"
        #expect(
            HTMLScanner.tokensByCharacter(marked[...], firstLine: 1, codeSpans: true)
                == HTMLScanner.tokensByScalar(marked[...], firstLine: 1, codeSpans: true))
        // An unclosed quote or comment ends at the first `>`, as before.
        #expect(names(HTMLScanner.tokens("<a title=\"x>y<!-- z>w"[...])) == ["<a x>", "y", "w"])
    }

    @Test("The HTML tokenizer ends a line at an LF, a lone CR and a CRLF, over bytes and over characters alike")
    func tokenLines() {
        let html = "<a>\r<b>\r\n<c \u{0B}\u{0C}x=1>\u{85}\u{2028}\u{2029}<d>\n\r<e\nf=\"\r\n\">g"
        let tokens = HTMLScanner.tokensByScalar(html[...], firstLine: 1)
        #expect(tokens == HTMLScanner.tokensByCharacter(html[...], firstLine: 1))
        #expect(tokens == HTMLScanner.tokens(html[...], firstLine: 1))
        #expect(
            tokens.map { token -> String in
                switch token {
                case .start(let name, _, let line, let byteColumn): "<\(name)> \(line):\(byteColumn)"
                case .end(let name, let line, let byteColumn): "</\(name)> \(line):\(byteColumn)"
                case .text(let text, let line, let byteColumn):
                    "\(text.unicodeScalars.count) scalars \(line):\(byteColumn)"
                }
            } == [
                "<a> 1:1", "1 scalars 1:4", "<b> 2:1", "2 scalars 2:4", "<c> 3:1", "3 scalars 3:10", "<d> 3:18",
                "2 scalars 3:21", "<e> 5:1", "1 scalars 7:3",
            ])
    }

    @Test(
        "A VT, FF, NEL, U+2028 or U+2029 in a table's cells ends no line: the later rows and cells stay on theirs",
        arguments: [0x0B, 0x0C, 0x85, 0x2028, 0x2029] as [UInt32])
    func lineSeparatorsInCells(_ scalar: UInt32) throws {
        let separator = String(Unicode.Scalar(scalar)!)
        // With a character of two scalars the tokenizer walks characters, else bytes: both ways.
        for mark in ["", "e\u{301}"] {
            let lines = [
                "<table>", "<tr><td>a\(separator)b\(mark)</td><td>\(separator)c</td></tr>", "<tr><td>d</td></tr>",
                "<tr>", "<td>\(separator) <img src=\"e.png\"> e</td></tr>", "</table>", "", "## After",
            ]
            let document = try TestSupport.parse(lines.joined(separator: "\n") + "\n")
            guard case .table(let table) = document.blocks.first else {
                Issue.record("no table: \(document.blocks)")
                continue
            }
            func place(_ needle: String, onLine line: Int) throws -> HigDoc.SourceLocation {
                let text = lines[line - 1]
                let found = try #require(text.range(of: needle))
                return SourceLocation(
                    line: line, column: text.distance(from: text.startIndex, to: found.lowerBound) + 1)
            }
            #expect(
                table.rows.map(\.location) == [
                    try place("<tr>", onLine: 2), try place("<tr>", onLine: 3), try place("<tr>", onLine: 4),
                ])
            #expect(
                table.rows.map { $0.cells.map(\.location) } == [
                    [try place("a\(separator)", onLine: 2), try place("c<", onLine: 2)], [try place("d<", onLine: 3)],
                    [try place("e<", onLine: 5)],
                ])
            #expect(table.rows[2].cells[0].inlines.images.first?.location == (try place("<img", onLine: 5)))
            #expect(table.range.end.line == 6)
            #expect(document.blocks.last?.range.start.line == 8)
        }
    }
}

@Suite("Inline HTML formatting")
struct InlineHTMLFormattingTests {
    private static func html(_ markdown: String) throws -> String {
        HTMLBodyRenderer.render(try TestSupport.parse(markdown, lang: .zh).blocks)
    }

    @Test("An HTML table's cells keep their links, bold, code and line breaks; other tags are dropped and said")
    func cellFormatting() throws {
        let markdown = """
            <table>
            <tr><th>A</th><th>B</th></tr>
            <tr><td>Line one<br>line two</td><td>See <a href="https://x.example/?a=1&amp;b=2" title='T "q"'>the <b>page</b></a>, <code>UIBar&lt;T&gt;</code>, <em>e</em> <sup>2</sup></td></tr>
            <tr><td><p>Para one</p>
            <p>Para two</p></td><td><a name="x"></a>anchor <a href="javascript:alert(1)">bad</a></td></tr>
            </table>

            """
        let document = try TestSupport.parse(markdown, lang: .zh)
        guard case .table(let table)? = document.blocks.first else {
            Issue.record("no table")
            return
        }
        #expect(table.anchor == "x")
        #expect(
            table.rows.map { $0.cells.map(\.inlines.plainText) } == [
                ["Line one line two", "See the page, UIBar<T>, e 2"], ["Para one Para two", "anchor bad"],
            ])
        let html = HTMLBodyRenderer.render(document.blocks)
        #expect(html.contains("<td>Line one<br />\nline two</td>"))
        #expect(
            html.contains(
                #"<td>See <a href="https://x.example/?a=1&amp;b=2" title="T &quot;q&quot;">the <strong>page</strong></a>, <code>UIBar&lt;T&gt;</code>, <em>e</em> <!-- raw HTML omitted -->2<!-- raw HTML omitted --></td>"#
            ))
        #expect(html.contains("<td>Para one<br />\nPara two</td>"))
        // The unsafe link is a link, which the site drops and reports (HD0402); `<sup>` is reported too.
        let found = ContentSafetyAudit.diagnostics(for: document).map { "\($0.code.rawValue) \($0.message)" }
        #expect(
            found == [
                "HD0401 raw HTML '<sup>' was dropped", "HD0401 raw HTML '</sup>' was dropped",
                "HD0402 link 'bad' to 'javascript:alert(1)' was dropped (unsafe URL)",
            ])
    }

    @Test("A paragraph's whole inline elements become links, strong text, emphasis and code; the rest stays raw")
    func paragraphFormatting() throws {
        #expect(
            try Self.html(#"见<a href="https://d.example/">链接</a>、<strong>粗</strong><i>斜</i><kbd>⌘C</kbd>。"#)
                == #"<p>见<a href="https://d.example/">链接</a>、<strong>粗</strong><em>斜</em><code>⌘C</code>。</p>"# + "\n")
        // Nested elements of the same name pair from the inside out; an unclosed one stays raw.
        #expect(
            try Self.html("<b>a <b>b</b> c</b> <b>open")
                == "<p><strong>a <strong>b</strong> c</strong> <!-- raw HTML omitted -->open</p>\n")
        // A link inside a link, or an `<a>` without `href`, stays raw.
        #expect(
            try Self.html(#"[x <a href="/b">y</a>](/a) <a name="n">z</a>"#)
                == #"<p><a href="/a">x <!-- raw HTML omitted -->y<!-- raw HTML omitted --></a> <!-- raw HTML omitted -->z<!-- raw HTML omitted --></p>"#
                + "\n")
        // An element cut by markdown emphasis (its end tag at another level) stays raw.
        #expect(
            try Self.html("<b>a *b</b> c*")
                == "<p><!-- raw HTML omitted -->a <em>b<!-- raw HTML omitted --> c</em></p>\n")
    }

    /// An attribute's character references are read as a browser reads them, numeric ones too, and the
    /// first of an attribute given twice counts: `&#106;avascript:` is the unsafe URL it spells.
    @Test("A link's href is decoded as a browser decodes it, and the first href counts")
    func hrefDecoding() throws {
        let document = try TestSupport.parse(
            #"<a href="https://x.com/?a=1&#38;b=2&amp;c=&#x33;">a</a> <a href="&#106;avascript:alert(1)">b</a> "#
                + #"<a href="https://x.com/first" href="javascript:alert(1)">c</a>"#, lang: .zh)
        var destinations: [String] = []
        for case .paragraph(let paragraph) in document.blocks {
            paragraph.inlines.forEachLink { destinations.append($0.destination) }
        }
        #expect(destinations == ["https://x.com/?a=1&b=2&c=3", "javascript:alert(1)", "https://x.com/first"])
        #expect(
            ContentSafetyAudit.diagnostics(for: document).map(\.message) == [
                "link 'b' to 'javascript:alert(1)' was dropped (unsafe URL)"
            ])
    }

    @Test("A translation's inline HTML link is one of the graph's links, checked like a markdown link")
    func inlineLinkInGraph() throws {
        let document = try TestSupport.parse(
            "## 工具栏\n\n参见<a href=\"Bars.html#//apple_ref/doc/uid/TP40006556-CH12-SW9\">搜索栏</a>。\n", lang: .zh)
        var links: [Inline.Link] = []
        for block in document.blocks {
            if case .paragraph(let paragraph) = block { paragraph.inlines.forEachLink { links.append($0) } }
        }
        #expect(links.map(\.destination) == ["Bars.html#//apple_ref/doc/uid/TP40006556-CH12-SW9"])
        #expect(links.map(\.location) == [SourceLocation(line: 3, column: 1)])
    }

    /// The cheap test that keeps a cell's text whole unless it may hold a list: a blank line between its
    /// first line and its last.
    @Test func aCellsTextMayHoldABlankLineOnlyBetweenItsFirstAndLastLines() {
        #expect(!HTMLTableRecovery.mayHoldBlankLine("\n  Share\n  "))
        #expect(!HTMLTableRecovery.mayHoldBlankLine("   "))
        #expect(!HTMLTableRecovery.mayHoldBlankLine("a\nb\r\nc\n"))
        #expect(HTMLTableRecovery.mayHoldBlankLine("a\n \t\r\n- b"))
        #expect(HTMLTableRecovery.mayHoldBlankLine("a\n\n- b"))
        // A non-ASCII byte may be white space (U+3000): the line may be blank.
        #expect(HTMLTableRecovery.mayHoldBlankLine("a\n\u{3000}\n- b"))
    }
}
