import Foundation
import Mustache
import Testing

@testable import HigDoc

/// A page's HTML pieces spliced into its file as bytes (`HTMLSplicing`) give exactly the bytes the page
/// renders to as text, whichever way a template uses them.
@Suite("HTML splicing")
struct HTMLSplicingTests {
    /// Renders `template` (with the `part` partial) over `fields`, as text and spliced; returns both and
    /// the text swift-mustache rendered while splicing.
    static func render(_ template: String, part: String = "", _ fields: [String: Any]) throws -> (
        text: String, spliced: Data, rendered: String
    ) {
        SiteHTMLContentType.registered
        let pragma = "{{% CONTENT_TYPE: \(SiteHTMLContentType.name) }}"
        let library = MustacheLibrary(templates: [
            "page": try MustacheTemplate(string: pragma + template),
            "part": try MustacheTemplate(string: pragma + part),
        ])
        let model = MustacheBox(fields: fields)
        let text = try #require(library.render(model, withTemplate: "page"))
        let splicing = HTMLSplicing()
        let rendered = try #require(
            HTMLSplicing.$current.withValue(splicing) { library.render(model, withTemplate: "page") })
        return (text, splicing.splice(rendered).data, rendered)
    }

    static func html(_ text: String) -> SplicedHTML {
        var bytes = HTMLBytes()
        bytes += text
        return SplicedHTML(bytes)
    }

    @Test("Unescaped, escaped, in sections, transformed and in an indented partial: the text's bytes")
    func everyUse() throws {
        let piece = Self.html("<p class=\"a\">Tom &amp; 'Jerry' 栏</p>\n<p>two</p>\n")
        let (text, spliced, rendered) = try Self.render(
            """
            raw: {{{piece}}}escaped: {{piece}}
            section: {{#piece}}[{{{.}}}]{{/piece}}{{^piece}}none{{/piece}}
            upper: {{uppercased(piece)}}
            empty: <{{{empty}}}><{{empty}}>{{#empty}}entered{{/empty}}
            line: {{{line}}}
              {{>part}}
            end
            """,
            part: "{{{piece}}}after\n{{{line}}}tail\n",
            ["piece": piece, "empty": SplicedHTML(HTMLBytes()), "line": Self.html("one line")])
        #expect(spliced == Data(text.utf8))
        // The pieces were not rendered as text: each occurrence is a short marker.
        #expect(!rendered.contains("Jerry"))
        #expect(
            text.contains(
                "raw: <p class=\"a\">Tom &amp; 'Jerry' 栏</p>\n<p>two</p>\nescaped: &lt;p class=&quot;a&quot;&gt;"))
        #expect(text.contains("  <p class=\"a\">"))
        #expect(text.contains("\n  after\n"))
        #expect(text.contains("upper: &lt;P CLASS=&quot;A&quot;&gt;TOM &amp;AMP; &#39;JERRY&#39; 栏"))
        #expect(text.contains("empty: <><>entered"))
    }

    @Test("Control bytes and marker-like texts of the content are copied as they are")
    func forgedMarkers() throws {
        let piece = Self.html("<b>piece</b>")
        let fake = "\u{1}0123456789abcdefR0\u{1} \u{1}\u{1}R \u{1}"
        let (text, spliced, _) = try Self.render(
            "{{title}}|{{{title}}}|{{{piece}}}|{{title}}\u{1}", ["title": MustacheText(fake), "piece": piece])
        #expect(spliced == Data(text.utf8))
        #expect(text.hasPrefix(fake + "|" + fake + "|<b>piece</b>|"))
    }

    @Test("Every page of the bundled site is the same spliced as rendered as text")
    func bundledPages() throws {
        let (builder, site) = SiteTestSupport.bundled
        #expect(builder.templates.splicesHTML)
        #expect(site.routes.count == 45)
        for route in site.routes {
            let data = try builder.splicedPage(route).data
            #expect(data == Data(try builder.page(route).utf8), "\(route.path)")
            #expect(site.files[route.file] == data, "\(route.path)")
        }
    }

    @Test("Templates that choose their own content type get the pieces as texts")
    func ownContentType() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let copy = try SiteTestSupport.editedTemplates(in: root, "items.mustache") { "{{% CONTENT_TYPE: HTML }}" + $0 }
        let templates = try SiteTemplates(directory: copy.path)
        #expect(!templates.splicesHTML)
        let builder = SiteBuilder(input: SiteInput.checked(TestSupport.bundled.corpus), templates: templates)
        let route = PageRoute.items(.en)
        let html = try builder.page(route)
        #expect(try builder.splicedPage(route).data == Data(html.utf8))
        #expect(html.contains(#"<td class="item-icon">"#))
    }
}
