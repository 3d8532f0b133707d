import Testing

@testable import HigDoc

/// What a script-like element wraps is dropped at any depth; content without one comes back as it was.
@Suite("script content filter")
struct ScriptContentFilterTests {
    static func blocks(_ markdown: String) throws -> [Block] {
        try MarkdownParser.parse(markdown: markdown, path: "t.md").blocks
    }

    @Test("inlines without a script-like element come back unchanged, nested ones are filtered")
    func inlines() {
        let plain: [Inline] = [
            .text("a "), .html("<b>"), .emphasis([.text("b"), .html("<script/>")]), .html("</b>"),
            .html("<style>p{}</style>"),
        ]
        #expect(ScriptContentFilter.filtered(plain) == plain)
        #expect(!ScriptContentFilter.opensElement(plain))

        let nested: [Inline] = [
            .text("keep "), .strong([.html("<SCRIPT type=x>"), .text("alert(1)"), .html("</script>"), .text(" tail")]),
        ]
        #expect(ScriptContentFilter.opensElement(nested))
        #expect(
            ScriptContentFilter.filtered(nested) == [
                .text("keep "), .strong([.html("<SCRIPT type=x>"), .text(" tail")]),
            ])
    }

    @Test("blocks: script text inside a list, a quote and a table cell is dropped; the rest renders as before")
    func blocks() throws {
        let clean = try Self.blocks("# T\n\nA <b>bold</b> paragraph.\n\n- item\n\n| a | b |\n|---|---|\n| 1 | 2 |\n")
        #expect(!clean.contains(where: ScriptContentFilter.opensElement))
        #expect(
            HTMLBodyRenderer.render(ScriptContentFilter.filtered(clean)) == HTMLBodyRenderer.render(clean))

        let dirty = try Self.blocks(
            "- item <script>one()</script> end\n\n> quote <style>two{}</style> end\n\n| a | b |\n|---|---|\n| <noscript>three</noscript> | 2 |\n"
        )
        #expect(dirty.filter(ScriptContentFilter.opensElement).count == 3)
        let html = HTMLBodyRenderer.render(ScriptContentFilter.filtered(dirty))
        for dropped in ["one()", "two{}", "three"] { #expect(!html.contains(dropped)) }
        for kept in ["item", "quote", "end", "2"] { #expect(html.contains(kept)) }
    }

    @Test("a tag opens an element as its lowercased text says; the first bytes rule out the other tags")
    func openedElementByFirstBytes() {
        /// What `openedElement` answered before it looked at the first bytes: the lowercased tag's prefix.
        func byLowercasing(_ raw: String) -> String? {
            let lowered = raw.lowercased()
            return ScriptContentFilter.elements.first {
                lowered.hasPrefix("<\($0)") && !lowered.hasSuffix("/>") && !lowered.contains("</\($0)")
            }
        }
        let tags = [
            "<script>", "<SCRIPT type=x>", "<Style>", "<noscript>", "<template id=t>", "<IFRAME src=x>",
            "<object>", "<textarea>", "<title>", "<script/>", "<style>p{}</style>", "<scrip", "<script",
            "<table>", "<tit>", "<a name=\"x\">", "</script>", " <script>", "<br>", "",
            // Not ASCII: a long s stays itself when lowercased, a dotted capital I becomes i and a mark,
            // a mark after the name joins its last letter.
            "<ſcript>", "<İframe>", "<script\u{301}>", "<tıtle>",
        ]
        for tag in tags {
            #expect(ScriptContentFilter.openedElement(tag) == byLowercasing(tag), "\(tag)")
        }
        #expect(tags.filter(ScriptContentFilter.startsWithElementName).count == 13)
        #expect(ScriptContentFilter.openedElement("<SCRIPT type=x>") == "script")
        #expect(ScriptContentFilter.openedElement("<script\u{301}>") == nil)
    }

    @Test(
        "a run of a document's blocks renders as the same blocks copied out, headings moved and scripts dropped alike")
    func sliceOfBlocks() throws {
        let blocks = try Self.blocks(
            "# T\n\n## Part\n\nText <script>one()</script> end.\n\n> ### Inner\n\n- item\n\n#### Deep\n\nLast.\n")
        let run = blocks[1..<5]
        #expect(run.count == 4 && run.startIndex == 1)
        // Nothing moves: the slice itself comes back, not a copy.
        #expect(HeadingLevels.shifted(run, by: 0).startIndex == 1)
        let moved = HeadingLevels.shifted(run, by: 1)
        #expect(Array(moved) == HeadingLevels.shifted(Array(run), by: 1))
        #expect(RenderedBody.Outline(Array(moved)).topLevel(from: 0) == 3)
        #expect(RenderedBody.Outline(Array(run)).topLevel(from: 0) == 2)
        #expect(Array(ScriptContentFilter.filtered(run)) == ScriptContentFilter.filtered(Array(run)))
        #expect(ScriptContentFilter.filtered(run) != run)
        let html = HTMLBodyRenderer.bytes(ScriptContentFilter.filtered(moved)).string
        #expect(html == HTMLBodyRenderer.render(ScriptContentFilter.filtered(HeadingLevels.shifted(Array(run), by: 1))))
        #expect(html.contains("<h3>Part</h3>") && html.contains("<h4>Inner</h4>") && !html.contains("one()"))
    }
}
