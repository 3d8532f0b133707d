import Testing

@testable import HigDoc

/// The links and images of inlines, nested in emphasis, strong and links, in reading order.
@Suite struct InlineWalkTests {
    static let markdown = "Use *[a](x) **[b](y) ![i](p.png)** [c ![j](q.png)](z)* and ![k](r.png) [e](v)."

    static func inlines() throws -> [Inline] {
        guard case .paragraph(let paragraph)? = try TestSupport.parse(markdown).blocks.first else { return [] }
        return paragraph.inlines
    }

    @Test func linksAndImagesDepthFirstInReadingOrder() throws {
        let inlines = try Self.inlines()
        #expect(inlines.links.map(\.destination) == ["x", "y", "z", "v"])
        #expect(inlines.images.map(\.source) == ["p.png", "q.png", "r.png"])
        var walked: [String] = []
        inlines.forEachLink { walked.append($0.destination) }
        inlines.forEachImage { walked.append($0.source) }
        #expect(walked == ["x", "y", "z", "v", "p.png", "q.png", "r.png"])
        // In one walk: links and images in reading order, each kind in its own order as above.
        var both: [String] = []
        inlines.forEachLinkOrImage { inline in
            switch inline {
            case .link(let link): both.append(link.destination)
            case .image(let image): both.append(image.source)
            default: both.append("?")
            }
        }
        #expect(both == ["x", "y", "p.png", "z", "q.png", "r.png", "v"])
    }

    /// Markdown cannot put a link in a link, but recovered HTML can (`<a>` inside a link's text).
    @Test func aLinkInsideALinkComesAfterIt() {
        let at = SourceLocation(line: 1, column: 1)
        let image = Inline.image(Inline.InlineImage(source: "in.png", title: "", alt: "", location: at))
        let inner = Inline.link(Inline.Link(destination: "inner", children: [.strong([image])], location: at))
        let outer = Inline.link(Inline.Link(destination: "outer", children: [.emphasis([inner])], location: at))
        let after = Inline.link(Inline.Link(destination: "after", children: [], location: at))
        #expect([outer, after].links.map(\.destination) == ["outer", "inner", "after"])
        #expect([outer, after].images.map(\.source) == ["in.png"])
        var both: [String] = []
        [outer, after].forEachLinkOrImage { inline in
            if case .link(let link) = inline { both.append(link.destination) }
            if case .image(let image) = inline { both.append(image.source) }
        }
        #expect(both == ["outer", "inner", "in.png", "after"])
    }

    @Test func theGraphNumbersLinksThenImagesOfABlock() throws {
        let corpus = Corpus(
            contentDirectory: "", documents: [try TestSupport.parse(Self.markdown)],
            glossary: TestSupport.bundled.corpus.glossary)
        let graph = GuidelineGraph.build(corpus)
        #expect(graph.links.map(\.destination) == ["x", "y", "z", "v"])
        #expect(graph.images.map(\.fileName) == ["p.png", "q.png", "r.png"])
    }
}
