import Foundation
import Testing

@testable import HigDoc

/// `RenderedBody`: a document's body rendered once, each page cutting its run of blocks out, with its
/// own links, heading levels and units' attributes, byte for byte what rendering the run alone gives;
/// and `RenderedBodyArchive`, which keeps it between the check and the pages.
@Suite("Rendered bodies")
struct RenderedBodyTests {
    /// What a page writes for a link: its destination, or nil (the link dropped, its text kept).
    static func destination(page: String) -> (Inline.Link) -> String? {
        { link in
            link.destination == "#" || link.destination.hasPrefix("javascript:") ? nil : "\(page)/\(link.destination)"
        }
    }

    /// `line:column` of each place, joined by commas.
    static func places(_ starts: [HigDoc.SourceLocation]) -> String {
        starts.map { "\($0.line):\($0.column)" }.joined(separator: ",")
    }

    /// The attributes a page writes for a unit's place: where the unit starts, by kind.
    static func unitAttributes(_ place: RenderedBody.UnitPlace, _ out: inout HTMLBytes) {
        switch place {
        case .paragraph(let start): out.append(" data-rule=\"\(places([start]))\"")
        case .row(let starts): out.append(" data-row=\"\(places(starts))\"")
        case .listItem(let start): out.append(" data-item=\"\(places([start]))\"")
        case .heading(let start): out.append(" id=\"h\(places([start]))\"")
        }
    }

    /// Hooks that write what `unitAttributes` writes, given the blocks: the hooks a run rendered alone
    /// uses.
    static func hooks(page: String, anchors: Bool = true) -> HTMLBodyRenderer.Hooks {
        var hooks = HTMLBodyRenderer.Hooks(linkDestination: destination(page: page), rawHTML: { _, _ in "" })
        guard anchors else {
            hooks.headingID = { _ in nil }
            return hooks
        }
        hooks.paragraphAttributes = { paragraph, out in unitAttributes(.paragraph(paragraph.range.start), &out) }
        hooks.rowAttributes = { table, index, out in
            let row = table.rows[index]
            unitAttributes(.row([row.location] + row.cells.map(\.location)), &out)
        }
        hooks.listItemAttributes = { item, out in
            guard case .paragraph(let paragraph)? = item.blocks.first else { return }
            unitAttributes(.listItem(paragraph.range.start), &out)
        }
        hooks.headingID = { "h\(places([$0.range.start]))" }
        return hooks
    }

    /// The level `HeadingLevels.shifted(_:by:)` gives a heading.
    static func level(shiftedBy shift: Int) -> (Int) -> Int {
        { HeadingLevels.level($0, shiftedBy: shift) }
    }

    static let fixture = """
        # Title with a [link](a.html "A title")

        A paragraph with [a kept link](b.html), [a dropped one](#) and
        [an unsafe one](javascript:alert(1)), an ![image](i.png) and `code`.

        ## Second

        > ### Quoted heading
        >
        > A quote with [a link](c.html).

        - #### Heading in a list
        - An item with [one](d.html "Its title") and [two](#) links

        | Name | Link |
        | --- | --- |
        | One | [cell](e.html) |

        <div>raw</div>

        ###### Six
        """

    @Test("Every run of a fixture's blocks, at every shift and for two pages, is the run rendered alone")
    func fixtureRuns() throws {
        let document = try MarkdownParser.parse(
            body: Self.fixture[...], path: "fixture/en/page.md",
            frontMatter: FrontMatter(id: "page", title: "Page", lang: .en, edition: "test", source: "fixture"))
        let blocks = document.blocks
        #expect(blocks.count == 8)
        let body = HTMLBodyRenderer.renderedBody(blocks, image: nil)
        // 5 headings, each level written twice and its id once; 8 links, each opened and closed; the
        // attributes of 2 paragraphs (not those of the tight list), 1 list item (the other starts with a
        // heading) and 1 table row.
        #expect(body.places.count == 5 * 3 + 8 * 2 + 2 + 1 + 1)
        #expect(body.blockStarts.count == 9 && body.blockStarts.last?.offset == body.bytes.count)
        #expect(body.outline.blockCount == 8 && body.outline.firstHeadingText == "Title with a link")
        #expect(body.outline.headings.map(\.block) == [0, 2, 7] && body.outline.headings.map(\.level) == [1, 2, 6])
        #expect(body.outline.topLevel(from: 0) == 1 && body.outline.topLevel(from: 1) == 2)
        #expect(body.outline.topLevel(from: 3) == 6 && body.outline.topLevel(from: 8) == nil)
        var compared = 0
        for page in ["../..", "https://example.com/x"] {
            for anchors in [true, false] {
                let attributes: ((RenderedBody.UnitPlace, inout HTMLBytes) -> Void)? =
                    anchors ? { Self.unitAttributes($0, &$1) } : nil
                for shift in [-2, -1, 0, 1, 3] {
                    for start in blocks.indices {
                        for end in (start + 1)...blocks.count {
                            let alone = HTMLBodyRenderer.bytes(
                                HeadingLevels.shifted(blocks[start..<end], by: shift),
                                hooks: Self.hooks(page: page, anchors: anchors))
                            let cut = try #require(
                                body.bytes(
                                    ofBlocks: start..<end, headingLevel: Self.level(shiftedBy: shift),
                                    linkDestination: Self.destination(page: page),
                                    unitAttributes: attributes))
                            #expect(
                                cut.string == alone.string,
                                "blocks \(start)..<\(end), shift \(shift), \(page), anchors \(anchors)")
                            compared += 1
                        }
                    }
                }
            }
        }
        #expect(compared == 2 * 2 * 5 * 36)
        // What a page writes in the places, on the whole body.
        let whole = try #require(
            body.bytes(
                ofBlocks: 0..<blocks.count, headingLevel: Self.level(shiftedBy: 1),
                linkDestination: Self.destination(page: "p"), unitAttributes: { Self.unitAttributes($0, &$1) }))
        let html = whole.string
        #expect(
            html.hasPrefix("<h2 id=\"h1:1\">Title with a <a href=\"p/a.html\" title=\"A title\">link</a></h2>\n"))
        #expect(
            html.contains("<p data-rule=\"3:1\">A paragraph with") && html.contains("<p data-rule=\"10:3\">A quote"))
        #expect(html.contains("<li data-item=\"13:3\">An item") && html.contains("<tr data-row=\"17:3,17:3,17:9\">"))
        #expect(html.contains("<a href=\"p/b.html\">a kept link</a>, a dropped one and\nan unsafe one"))
        #expect(
            html.contains("<h4 id=\"h8:3\">Quoted heading</h4>")
                && html.contains("<h5 id=\"h12:3\">Heading in a list</h5>"))
        #expect(html.contains("<a href=\"p/d.html\" title=\"Its title\">one</a> and two links"))
        #expect(
            html.contains("<td><a href=\"p/e.html\">cell</a></td>") && html.hasSuffix("<h6 id=\"h21:1\">Six</h6>\n"))
        // Kept between the check and the pages, it is the same body.
        var archive: [UInt8] = [7]
        RenderedBodyArchive.encode(body, into: &archive)
        #expect(archive.first == 7)
        let restored = try #require(archive.withUnsafeBytes { RenderedBodyArchive.decode(.init(rebasing: $0[1...])) })
        #expect(restored.bytes == body.bytes && restored.outline == body.outline)
        #expect(restored.blockStarts.map(\.offset) == body.blockStarts.map(\.offset))
        #expect(restored.blockStarts.map(\.place) == body.blockStarts.map(\.place))
        #expect(restored.places.map(\.offset) == body.places.map(\.offset))
        let restoredWhole = try #require(
            restored.bytes(
                ofBlocks: 0..<blocks.count, headingLevel: Self.level(shiftedBy: 1),
                linkDestination: Self.destination(page: "p"), unitAttributes: { Self.unitAttributes($0, &$1) }))
        #expect(restoredWhole == whole)
        // Bytes cut short, or with a byte more, are not a body.
        for cut in [1, archive.count / 2, archive.count - 1] {
            #expect(archive.withUnsafeBytes { RenderedBodyArchive.decode(.init(rebasing: $0[1..<cut])) } == nil)
        }
        #expect((archive + [0]).withUnsafeBytes { RenderedBodyArchive.decode(.init(rebasing: $0[1...])) } == nil)
    }

    @Test("A run whose first block does not start a line is not cut out")
    func runNotOnALine() throws {
        let body = RenderedBody(
            bytes: HTMLBytes("<p>a</p>x<p>b</p>\n"),
            blockStarts: [.init(offset: 0, place: 0), .init(offset: 9, place: 0), .init(offset: 18, place: 0)],
            places: [], outline: RenderedBody.Outline([]))
        let keep = Self.destination(page: "p")
        #expect(body.bytes(ofBlocks: 1..<2, headingLevel: { $0 }, linkDestination: keep) == nil)
        #expect(
            try #require(body.bytes(ofBlocks: 0..<1, headingLevel: { $0 }, linkDestination: keep)).string == "<p>a</p>x"
        )
    }

    @Test("On the bundled site, each section and document run on each kind of page is the run rendered alone")
    func bundledRuns() throws {
        let builder = SiteTestSupport.bundled.builder
        let context = builder.context
        let renderer = builder.body
        var compared = 0
        for document in TestSupport.bundled.corpus.documents {
            #expect(!context.documents.mayOpenScriptElements(document.key))
            let pages: [PageRoute] =
                [context.placement.documentRoute(document.key), .paged(.bar(document.language, "toolbar"), 2)]
                + Glossary.barIDs.map { .bar(document.language, $0) }
            let sections = context.graph.sections.filter { $0.document == document.key }
            let runs =
                [0..<document.blocks.count, 1..<document.blocks.count]
                + sections.map { $0.blockStart..<min($0.blockEnd, document.blocks.count) }
            let rendered = HTMLBodyRenderer.renderedBody(
                document.blocks, image: renderer.imagePlaceholders.append(_:to:))
            let shown = try #require(try renderer.shown(document.key))
            #expect(shown.body?.bytes == rendered.bytes && shown.outline == rendered.outline)
            for page in pages {
                for run in runs {
                    for shift in [-1, 0, 1] {
                        for anchors in [true, false] {
                            let cut = try #require(
                                rendered.bytes(
                                    ofBlocks: run, headingLevel: Self.level(shiftedBy: shift),
                                    linkDestination: {
                                        renderer.links.destination(for: $0, document: document.key, page: page)
                                    },
                                    unitAttributes: anchors ? renderer.unitAttributes(of: document.key) : nil))
                            let alone = renderer.render(
                                document.blocks[run], of: document, on: page, headingShift: shift, anchors: anchors)
                            #expect(cut == alone, "\(document.key) \(run) on \(page.path), shift \(shift), \(anchors)")
                            let fromShown = try renderer.render(
                                run, of: shown, on: page, headingShift: shift, anchors: anchors)
                            #expect(fromShown == alone, "\(document.key) \(run) on \(page.path), shift \(shift)")
                            compared += 1
                        }
                    }
                }
            }
        }
        #expect(compared == 2 * 3 * 8 * (2 * 5 + TestSupport.bundled.graph.sections.count))
        // A run that cannot be cut out of the body is rendered from the document, at hand or fetched.
        let document = TestSupport.bundled.corpus.documents[0]
        let uncuttable = RenderedBody(
            bytes: HTMLBytes("x"),
            blockStarts: Array(repeating: .init(offset: 1, place: 0), count: document.blocks.count + 1), places: [],
            outline: RenderedBody.Outline(document.blocks))
        let page = context.placement.documentRoute(document.key)
        let whole = renderer.render(document.blocks[...], of: document, on: page, headingShift: 1)
        #expect(whole.count > 10_000)
        for shown in [
            ShownDocument(key: document.key, body: uncuttable, document: document),
            ShownDocument(key: document.key, body: uncuttable),
        ] {
            #expect(try renderer.render(document.blocks.indices, of: shown, on: page, headingShift: 1) == whole)
        }
        // The site renders each document's body once, for its page and its bars' pages.
        #expect(renderer.renderedBodies.counts.rendered == TestSupport.bundled.corpus.documents.count)
    }

    @Test(
        "A body is rendered once, a page asking while it is being rendered is told so; the one used longest ago is dropped"
    )
    func cache() {
        let empty = RenderedBody(
            bytes: HTMLBytes(), blockStarts: [.init(offset: 0, place: 0)], places: [], outline: RenderedBody.Outline([])
        )
        // Asked again while it is being rendered: nil, so that the page renders its own run.
        let reentered = RenderedBodyCache()
        var innerAsked = false
        var inner: RenderedBody?
        let outer = reentered.body("a") {
            inner = reentered.body("a") { empty }
            innerAsked = true
            return empty
        }
        #expect(outer != nil && innerAsked && inner == nil)
        #expect(reentered.counts == (rendered: 1, asked: 2, busy: 1))
        #expect(reentered.body("a") { empty } != nil && reentered.counts.rendered == 1)
        // From both cores at once: each body rendered once, whoever asks.
        let shared = RenderedBodyCache(capacity: 16)
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            for round in 0..<200 {
                _ = shared.body("doc-\(round % 10)") {
                    // Slow enough for the other core to ask for the same body meanwhile.
                    usleep(200)
                    return empty
                }
            }
        }
        #expect(shared.counts.rendered == 10 && shared.counts.asked == 400)
        let small = RenderedBodyCache(capacity: 2)
        for key in ["a", "b", "a", "c", "b", "a"] { _ = small.body(key) { empty } }
        // a, b; a used again; c drops b (used longest ago); b again drops a; a again.
        #expect(small.counts.rendered == 5 && small.counts.asked == 6 && small.counts.busy == 0)
    }
}
