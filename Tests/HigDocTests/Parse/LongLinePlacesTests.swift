import Testing

@testable import HigDoc

/// Places on one long line: an HTML table written on a single line (as exporters write them), a pipe
/// table row of thousands of cells, a Chinese paragraph of thousands of images. Each place is its own
/// (the k-th `<tr>` of a line at that `<tr>`, not at the first), and finding it costs a bounded count,
/// not the line's length (the fifty-third session: a one-line table of 20,000 rows took 51 s to check).
@Suite("Places on long lines")
struct LongLinePlacesTests {
    /// The tables of a test document.
    private func tables(_ markdown: String) throws -> [Table] {
        try TestSupport.parse(markdown, lang: .zh).blocks.compactMap {
            if case .table(let table) = $0 { return table } else { return nil }
        }
    }

    /// The 1-based character column of the `occurrence`-th (from 0) `needle` on `line`.
    private func column(of needle: String, occurrence: Int = 0, in line: String) throws -> Int {
        let found = line.ranges(of: needle)
        try #require(found.count > occurrence, "\(needle) #\(occurrence)")
        return line.distance(from: line.startIndex, to: found[occurrence].lowerBound) + 1
    }

    @Test("On a line longer than two checkpoints, every byte column gives the characters before it")
    func checkpointedColumns() {
        // 1,000 times ASCII, an ideograph and a four-byte emoji (8,000 bytes): a column inside a character
        // counts as that character, as String rounds down.
        let line = String(repeating: "a状😀", count: 1000)
        let lines = LineIndex("first line\n\(line)\nlast"[...])
        let bytes = Array(line.utf8)
        #expect(bytes.count == 8000 && bytes.count > 2 * LineIndex.checkpointSpan)
        var expected = 0
        var checked = 0
        for offset in 0...bytes.count {
            if offset > 0 && (offset == bytes.count || bytes[offset] & 0xC0 != 0x80) {
                // A scalar ended at this offset.
                expected += 1
            }
            #expect(lines.location(line: 2, byteColumn: offset + 1) == SourceLocation(line: 2, column: expected + 1))
            checked += 1
        }
        #expect(checked == 8001 && expected == 3000)
        #expect(lines.location(line: 3, byteColumn: 3) == SourceLocation(line: 3, column: 3))
    }

    @Test("On a long line of characters of several scalars, every byte column gives what String counts before it")
    func checkpointedColumnsOfClusters() {
        // Combining marks, flags (pairs of regional indicators, whose breaks depend on those before them),
        // a family emoji and one cluster longer than a checkpoint span, then CJK.
        let huge = "e" + String(repeating: "\u{301}", count: 600)
        let line =
            String(repeating: "ae\u{301}状", count: 300) + String(repeating: "🇺🇸", count: 200) + huge
            + String(repeating: "👩‍👩‍👧x", count: 100) + String(repeating: "状", count: 800)
        let lines = LineIndex("first line\n\(line)\nlast"[...])
        let utf8 = line.utf8
        #expect(utf8.count > 4 * LineIndex.checkpointSpan)
        for offset in Array(stride(from: 0, through: utf8.count, by: 7)) + [utf8.count - 1, utf8.count] {
            let prefix = line[line.startIndex..<utf8.index(line.startIndex, offsetBy: offset)]
            #expect(
                lines.location(line: 2, byteColumn: offset + 1) == SourceLocation(line: 2, column: prefix.count + 1),
                "\(offset)")
        }
    }

    @Test("A one-line table of 3,000 rows after a character of two scalars: its last row is at its own <tr>")
    func longOneLineTableWithCombiningMark() throws {
        // A character of two scalars on the line: its columns are not a count of scalars. (Its time is
        // the benchmark's: `bench/HISTORY.md`, the fifty-third session.)
        let rows = (0..<3000).map { "<tr><td>第\($0)行</td><td><img src=\"p\($0).png\"></td></tr>" }
        let marked = "<table>e\u{301}" + rows.joined() + "</table>"
        let table = try #require(try tables(marked + "\n").first)
        let last = try #require(table.rows.last)
        #expect(last.location.column == (try column(of: "<tr>", occurrence: 2999, in: marked)))
        #expect(last.cells[0].location.column == (try column(of: "第2999行", in: marked)))
    }

    @Test("A one-line HTML table places each row at its <tr>, each cell at its text, each image at its <img>")
    func oneLineTable() throws {
        let rows = (0..<3).map { "<tr><td>行\($0)</td><td><img src=\"i\($0).png\">图 \($0)</td></tr>" }
        let line = "<table><caption> 按钮表</caption>" + rows.joined() + "</table>"
        let table = try #require(try tables("前言\n\n" + line + "\n").first)
        #expect(table.rows.count == 3)
        #expect(table.captionLocation == SourceLocation(line: 3, column: try column(of: "按钮表", in: line)))
        for (index, row) in table.rows.enumerated() {
            #expect(
                row.location == SourceLocation(line: 3, column: try column(of: "<tr>", occurrence: index, in: line)))
            #expect(row.cells[0].inlines.plainText == "行\(index)")
            #expect(row.cells[0].location.column == (try column(of: "行\(index)", in: line)))
            #expect(row.cells[1].location.column == (try column(of: "图 \(index)", in: line)))
            let image = try #require(row.cells[1].inlines.images.first)
            #expect(image.source == "i\(index).png")
            #expect(
                image.location == SourceLocation(line: 3, column: try column(of: "<img", occurrence: index, in: line)))
        }
    }

    @Test("A cell's text on a later line than its <td> is placed on that line, after the line's own start")
    func cellTextOnLaterLine() throws {
        let markdown = "<table><tr><td>\n   状态栏 <b>x</b></td><td>  \n\tShare</td></tr></table>\n"
        let table = try #require(try tables(markdown).first)
        #expect(
            table.rows[0].cells.map(\.location) == [
                SourceLocation(line: 2, column: 4), SourceLocation(line: 3, column: 2),
            ])
    }

    @Test("A Chinese table of 3,000 rows on one line: the last row, cell and image are where they are")
    func longOneLineTable() throws {
        let count = 3000
        let rows = (0..<count).map { "<tr><td>第\($0)行</td><td><img src=\"p\($0).png\"></td></tr>" }
        let line = "<table>" + rows.joined() + "</table>"
        let table = try #require(try tables(line + "\n").first)
        #expect(table.rows.count == count)
        let last = try #require(table.rows.last)
        #expect(last.location.column == (try column(of: "<tr>", occurrence: count - 1, in: line)))
        #expect(last.cells[0].location.column == (try column(of: "第\(count - 1)行", in: line)))
        #expect(
            last.cells[1].inlines.images.first?.location.column
                == (try column(of: "<img src=\"p\(count - 1).png\"", in: line)))
        #expect(table.rows[1500].cells[0].location.column == (try column(of: "第1500行", in: line)))
    }

    @Test("A pipe table row of 2,000 Chinese cells places its last cell after the 1,999 before it")
    func longPipeRow() throws {
        let count = 2000
        let header = "| " + (0..<count).map { "列\($0)" }.joined(separator: " | ") + " |"
        let delimiter = "|" + String(repeating: "---|", count: count)
        let row = "| " + (0..<count).map { "格\($0)" }.joined(separator: " | ") + " |"
        let table = try #require(try tables([header, delimiter, row].joined(separator: "\n") + "\n").first)
        #expect(table.header.count == count && table.rows.count == 1)
        let cells = table.rows[0].cells
        #expect(cells.last?.inlines.plainText == "格\(count - 1)")
        #expect(cells.last?.location == SourceLocation(line: 3, column: try column(of: "格\(count - 1)", in: row)))
        #expect(cells[1000].location.column == (try column(of: "格1000", in: row)))
        #expect(table.header.last?.location.column == (try column(of: "列\(count - 1)", in: header)))
    }

    @Test("Images of a <figure> on one line, in a block quote, or inline HTML alone in a paragraph: each at its <img>")
    func figureImages() throws {
        let figure = "<figure><img src=\"a.png\" alt=\"A\"><IMG src=\"b.png\"> <img src=\"c.png\"></figure>"
        let inline = "<img src=\"d.png\"> <img src=\"e.png\">"
        let markdown = "\(figure)\n\n> \(figure)\n\n   \(inline)  \n"
        let figures = try TestSupport.parse(markdown).blocks.flatMap { block -> [Block.Figure] in
            switch block {
            case .figure(let figure): [figure]
            case .blockQuote(let quote):
                quote.blocks.compactMap { if case .figure(let figure) = $0 { figure } else { nil } }
            default: []
            }
        }
        #expect(figures.count == 3)
        // The tag's own column on its line: a quote's "> " moves it two to the right.
        let columns = try ["<img src=\"a", "<IMG", "<img src=\"c"].map { try column(of: $0, in: figure) }
        #expect(columns == [9, 34, 52])
        #expect(figures[0].images.map(\.source) == ["a.png", "b.png", "c.png"])
        #expect(figures[0].images.map(\.location) == columns.map { SourceLocation(line: 1, column: $0) })
        #expect(figures[1].images.map(\.location) == columns.map { SourceLocation(line: 3, column: $0 + 2) })
        let line = "   \(inline)  "
        #expect(
            figures[2].images.map(\.location) == [
                SourceLocation(line: 5, column: try column(of: "<img", in: line)),
                SourceLocation(line: 5, column: try column(of: "<img", occurrence: 1, in: line)),
            ])
    }

    @Test("Images after a tab cmark read partly (a quote's or an item's): each at its own <img>, not the first")
    func figureImagesAfterPartlyReadTab() throws {
        // cmark puts spaces for the part of the tab it did not read as the container's, so the literal line
        // is not the end of the file's line as it stands.
        let figure = "<figure><img src=\"a.png\"><img src=\"b.png\"></figure>"
        let markdown = ">\t\(figure)\n\n> <figure>\n>\t<img src=\"c.png\"><img src=\"d.png\">\n> </figure>\n"
        let figures = try TestSupport.parse(markdown).blocks.flatMap { block -> [Block.Figure] in
            guard case .blockQuote(let quote) = block else { return [] }
            return quote.blocks.compactMap { if case .figure(let figure) = $0 { figure } else { nil } }
        }
        #expect(figures.count == 2)
        let first = ">\t\(figure)"
        #expect(
            figures.first?.images.map(\.location) == [
                SourceLocation(line: 1, column: try column(of: "<img", in: first)),
                SourceLocation(line: 1, column: try column(of: "<img", occurrence: 1, in: first)),
            ])
        let second = ">\t<img src=\"c.png\"><img src=\"d.png\">"
        #expect(
            figures.last?.images.map(\.location) == [
                SourceLocation(line: 4, column: try column(of: "<img", in: second)),
                SourceLocation(line: 4, column: try column(of: "<img", occurrence: 1, in: second)),
            ])
    }

    @Test(
        "Images of inline HTML alone in a paragraph, on a line that ends in a backslash hard break: each at its <img>")
    func figureImagesBeforeBackslashBreak() throws {
        let first = "<img src=\"a.png\"> <img src=\"b.png\">\\"
        let markdown = "\(first)\n<img src=\"c.png\">\n"
        let figure = try #require(
            TestSupport.parse(markdown).blocks.compactMap { if case .figure(let figure) = $0 { figure } else { nil } }
                .first)
        #expect(figure.images.map(\.source) == ["a.png", "b.png", "c.png"])
        #expect(
            figure.images.map(\.location) == [
                SourceLocation(line: 1, column: 1),
                SourceLocation(line: 1, column: try column(of: "<img", occurrence: 1, in: first)),
                SourceLocation(line: 2, column: 1),
            ])
    }

    @Test("3,000 images in one pipe table cell share its place, and their ids are numbered apart in order")
    func imagesAtOnePlace() throws {
        let count = 3000
        let cell = String(repeating: "<img src=\"i.png\">", count: count)
        let markdown = "**Bars 1 2.** A rule.\n\n| Icon |\n| --- |\n| \(cell) |\n"
        let corpus = Corpus(
            contentDirectory: "", documents: [try TestSupport.parse(markdown)],
            glossary: TestSupport.bundled.corpus.glossary)
        let images = GuidelineGraph.build(corpus).images
        #expect(images.count == count)
        #expect(Set(images.map(\.location)) == [SourceLocation(line: 5, column: 3)])
        #expect(images.prefix(3).map(\.id) == ["en/test/image-5-3", "en/test/image-5-3-2", "en/test/image-5-3-3"])
        #expect(images.last?.id == "en/test/image-5-3-\(count)")
        #expect(Set(images.map(\.id)).count == count)
    }
}
