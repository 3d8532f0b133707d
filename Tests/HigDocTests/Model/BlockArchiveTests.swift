import Foundation
import Testing

@testable import HigDoc

/// `BlockArchive`: a page's blocks as bytes and back, for `ParsedDocumentSpool`.
@Suite struct BlockArchiveTests {
    static func bytes(_ blocks: [Block]) -> [UInt8] {
        var bytes: [UInt8] = []
        BlockArchive.encode(blocks, into: &bytes)
        return bytes
    }

    static func decode(_ bytes: [UInt8]) -> [Block]? {
        bytes.withUnsafeBytes { BlockArchive.decode($0) }
    }

    /// One block of every kind, every optional both present and absent, nested lists and quotes, inlines
    /// of every kind, texts that are empty, CJK, or longer than a one-byte length, and integers that need
    /// several bytes or are negative.
    static let everyKind: [Block] = {
        let here = SourceLocation(line: 3, column: 7)
        let far = SourceLocation(line: 1_000_000, column: 0)
        let range = SourceRange(start: here, end: far)
        let image = Inline.InlineImage(source: "nav_bar_2x.png", title: "", alt: "导航栏", location: far)
        let inlines: [Inline] = [
            .text("Use a 44 × 44 pt target; "), .code("UIBarButtonItem"), .emphasis([.text("不要"), .softBreak]),
            .strong([.text(String(repeating: "长", count: 300))]),
            .link(Inline.Link(destination: "../zh/bars.md#状态栏", title: "t", children: [.text("link")], location: here)),
            .image(image), .html("<br/>"), .lineBreak, .text(""),
        ]
        let cell = Table.Cell(inlines: inlines, location: here)
        return [
            .heading(
                Block.Heading(level: 2, inlines: inlines, anchor: "//apple_ref/doc/uid/TP40006556-CH12", range: range)),
            .heading(Block.Heading(level: 6, inlines: [], anchor: nil, range: range)),
            .paragraph(Block.Paragraph(inlines: inlines, range: range)),
            .list(
                Block.List(
                    ordered: true, start: -3, tight: false,
                    items: [
                        Block.ListItem(
                            blocks: [.paragraph(Block.Paragraph(inlines: [.text("一")], range: range))], range: range),
                        Block.ListItem(
                            blocks: [.list(Block.List(ordered: false, start: 1, tight: true, items: [], range: range))],
                            range: range),
                    ], range: range)),
            .blockQuote(Block.BlockQuote(blocks: [.thematicBreak(range)], range: range)),
            .callout(
                Block.Callout(
                    kind: .apiNote, label: "API 备注",
                    blocks: [.paragraph(Block.Paragraph(inlines: inlines, range: range))],
                    range: range)),
            .codeBlock(Block.CodeBlock(info: "swift", literal: "let x = 1\n", range: range)),
            .htmlBlock(Block.HTMLBlock(literal: "<div class=\"x\">\n</div>", range: range)),
            .table(
                Table(
                    origin: .html, caption: "Table 33-1 Standard buttons", captionLocation: here,
                    anchor: "//apple_ref/x",
                    header: [cell, cell],
                    rows: [Table.Row(cells: [cell], location: far), Table.Row(cells: [], location: here)],
                    range: range)),
            .table(
                Table(origin: .pipe, caption: "", captionLocation: nil, anchor: nil, header: [], rows: [], range: range)
            ),
            .table(
                Table(
                    origin: .pipe, caption: "", captionLocation: nil, anchor: nil, header: [cell, cell, cell], rows: [],
                    range: range, alignments: [.left, .none, .right])
            ),
            .figure(Block.Figure(images: [image, image], caption: "图 1", range: range)),
            .thematicBreak(range),
        ]
    }()

    @Test("Blocks of every kind come back equal, field for field")
    func everyKindRoundTrip() throws {
        let bytes = Self.bytes(Self.everyKind)
        #expect(try #require(Self.decode(bytes)) == Self.everyKind)
        #expect(Self.decode(Self.bytes([])) == [])
        // Appended after what the array held already.
        var prefixed: [UInt8] = [0xAA]
        BlockArchive.encode(Self.everyKind, into: &prefixed)
        #expect(prefixed == [0xAA] + bytes)
    }

    @Test("Every bundled page's blocks come back equal")
    func bundledRoundTrip() throws {
        let documents = TestSupport.bundled.corpus.documents
        #expect(documents.count == 5)
        var total = 0
        for document in documents {
            let bytes = Self.bytes(document.blocks)
            total += bytes.count
            #expect(Self.decode(bytes) == document.blocks, "\(document.path)")
        }
        // The archive is smaller than the markdown it replaces (markup and raw HTML tables are gone).
        let markdown = try documents.reduce(0) { $0 + (try Data(contentsOf: URL(fileURLWithPath: $1.path))).count }
        #expect(total > 0 && total < markdown)
    }

    @Test("Bytes that are not an archive give nil: cut short, an unknown tag, bytes left over, a count too large")
    func rejectsDamagedBytes() {
        let bytes = Self.bytes(Self.everyKind)
        for length in [0, 1, bytes.count / 3, bytes.count / 2, bytes.count - 1] {
            #expect(Self.decode(Array(bytes.prefix(length))) == nil, "prefix \(length)")
        }
        #expect(Self.decode(bytes + [0]) == nil)
        // One block whose tag is unknown.
        #expect(Self.decode([1, 10]) == nil)
        // A count larger than the bytes left.
        #expect(Self.decode([0x7F]) == nil)
    }
}
