import Foundation
import Mustache
import Testing

@testable import HigDoc

/// Pages made from the skeleton of their model's shape (`PageSkeletons`) are byte for byte the pages
/// swift-mustache renders, and a model or a template a skeleton cannot stand for is rendered as usual.
@Suite("Page skeletons")
struct PageSkeletonTests {
    static func library(_ template: String, part: String = "") throws -> MustacheLibrary {
        SiteHTMLContentType.registered
        let pragma = "{{% CONTENT_TYPE: \(SiteHTMLContentType.name) }}"
        return MustacheLibrary(templates: [
            "page": try MustacheTemplate(string: pragma + template),
            "part": try MustacheTemplate(string: pragma + part),
        ])
    }

    /// The page of `model` as swift-mustache renders it, with its pieces spliced in.
    static func rendered(_ model: Any, _ library: MustacheLibrary) throws -> Data {
        let splicing = HTMLSplicing()
        let text = try #require(
            HTMLSplicing.$current.withValue(splicing) { library.render(model, withTemplate: "page") })
        return splicing.splice(text).data
    }

    static func html(_ text: String) -> SplicedHTML {
        var bytes = HTMLBytes()
        bytes += text
        return SplicedHTML(bytes)
    }

    /// A model of one shape whatever `title`, `body` and `count` are.
    static func model(title: String, body: String, count: Int, link: String) -> MustacheBox {
        MustacheBox(fields: [
            "title": MustacheText(title),
            "body": html(body),
            "count": count,
            "empty": MustacheText(""),
            "flag": true,
            "off": false,
            "null": MustacheNull.null,
            "strings": MustacheBox(fields: ["home": MustacheText("Home & <away>")], constant: "test strings"),
            "links": [
                MustacheBox(fields: ["href": MustacheText(link), "label": MustacheText(title + " ›")]),
                MustacheBox(fields: ["href": MustacheText("b.html"), "label": MustacheText("B")]),
            ],
            "groups": [
                MustacheFields(texts: ["id": "g1", "title": title], others: ["rows": html("<tr>\n")])
            ],
            "mixed": [MustacheText(title), MustacheText("second")] as [Any],
        ])
    }

    static let template = """
        <h1>{{title}}</h1>{{{title}}} {{#title}}[in {{title}} {{strings.home}}]{{/title}}{{^title}}none{{/title}}
        {{{body}}}{{body}}
        count {{count}} {{#count}}counted{{/count}}{{^count}}zero{{/count}} <{{empty}}>{{#empty}}entered{{/empty}}
        {{#flag}}on{{/flag}}{{^off}}not off{{/off}}{{#null}}null{{/null}}{{^null}}no null{{/null}}
        {{#links}}<a href="{{href}}">{{label}}</a> {{/links}}{{^links}}no links{{/links}}
        {{#groups}}<g id="{{id}}">{{title}}{{{rows}}}</g>{{/groups}}
        {{#mixed}}({{.}}){{/mixed}} {{strings.home}}
          {{>part}}
        end
        """

    @Test("The first page of a shape is rendered, the second makes the skeleton, later ones reuse it")
    func sameBytes() throws {
        let library = try Self.library(Self.template, part: "{{{body}}}after\n{{title}}\n")
        let skeletons = PageSkeletons()
        let models = [
            Self.model(title: "One & only", body: "<p>first</p>\n<p>x</p>\n", count: 0, link: "a?x=1&y=\"2\""),
            Self.model(title: "栏 <two>", body: "<p>'second'</p>\n", count: 12, link: "https://example.com/"),
            Self.model(title: "Three", body: "<p>third</p>\n", count: 3, link: "c.html"),
            Self.model(title: "Four", body: "<p>fourth</p>\n", count: 4, link: "d.html"),
        ]
        var made: [Data?] = []
        for model in models {
            made.append(skeletons.page(model, template: "page", library: library)?.data)
        }
        #expect(made[0] == nil)
        for (model, page) in zip(models, made).dropFirst() {
            let expected = try Self.rendered(model, library)
            #expect(page == expected)
        }
        let statistics = skeletons.statistics
        #expect(statistics.fromSkeleton == 2)
        #expect(statistics.made == 1)
        #expect(statistics.rendered == 1)
        let third = String(decoding: try #require(made[2]), as: UTF8.self)
        #expect(third.hasPrefix("<h1>Three</h1>Three [in Three Home &amp; &lt;away&gt;]\n<p>third</p>\n&lt;p&gt;"))
        #expect(third.contains("count 3 counted <>entered\nonnot offno null\n"))
        #expect(third.contains(#"<a href="c.html">Three ›</a> <a href="b.html">B</a>"#))
        #expect(third.contains("<g id=\"g1\">Three<tr>\n</g>\n(Three)(second) Home"))
        // The partial is indented line by line, after the piece's line feed as after a text's.
        #expect(third.contains("\n  <p>third</p>\n  after\n  Three\nend"))
    }

    @Test("Shapes differ in kinds, names, lengths, Booleans, and in whether a text is empty or ends a line")
    func shapes() throws {
        func key(_ fields: [String: Any]) throws -> [UInt8] { try #require(PageShape(MustacheBox(fields: fields))).key }
        let base = try key(["a": MustacheText("x"), "b": true])
        #expect(try key(["b": true, "a": MustacheText("other")]) == base)
        #expect(try key(["a": MustacheText(""), "b": true]) != base)
        #expect(try key(["a": MustacheText("x\n"), "b": true]) != base)
        #expect(try key(["a": MustacheText("x\r\n"), "b": true]) == base)
        #expect(try key(["a": MustacheText("x"), "b": false]) != base)
        #expect(try key(["a": MustacheText("x"), "c": true]) != base)
        #expect(try key(["a": Self.html("x"), "b": true]) != base)
        #expect(try key(["a": 1, "b": true]) != base)
        #expect(
            try key(["a": [MustacheText("x")] as [Any]]) != key(["a": [MustacheText("x"), MustacheText("y")] as [Any]]))
        // Leaves in the order of the names.
        let shape = try #require(
            PageShape(MustacheBox(fields: ["b": MustacheText("2"), "a": MustacheText("1"), "c": 3])))
        #expect(
            shape.leaves.map { leaf -> String in
                if case .text(let text) = leaf { return text }
                return "html"
            } == ["1", "2", "3"])
        // What could join with a neighbouring character, and values of other types, have no shape.
        #expect(PageShape(MustacheBox(fields: ["a": MustacheText("x\r")])) == nil)
        #expect(PageShape(MustacheBox(fields: ["a": MustacheText("\n")])) == nil)
        #expect(PageShape(MustacheBox(fields: ["a": Self.html("\r")])) == nil)
        #expect(PageShape(MustacheBox(fields: ["a": "plain string"])) == nil)
        #expect(PageShape(MustacheBox(fields: ["a": ["x", "y"]])) == nil)
        #expect(PageShape(MustacheBox(fields: ["a": 1.5])) == nil)
    }

    @Test("A template that asks for more than the shape (a transform of a text) is rendered as usual")
    func unfaithfulTemplates() throws {
        let models = ["a", "b", "c"].map { Self.model(title: $0, body: "<p/>", count: 1, link: "x") }
        for template in [
            "{{uppercased(title)}}", "{{#title}}{{renderText}}{{/title}}", "{{links}}", "{{enumerated(.)}}",
            "{{#enumerated(.)}}{{key}};{{/enumerated(.)}}",
        ] {
            let skeletons = PageSkeletons()
            let library = try Self.library(template)
            for model in models {
                #expect(skeletons.page(model, template: "page", library: library) == nil, "\(template)")
            }
            #expect(skeletons.statistics.fromSkeleton == 0)
            #expect(skeletons.statistics.made == 0)
            #expect(skeletons.statistics.rendered == 3)
        }
        // The same models with a template that asks for nothing more are made from a skeleton.
        let skeletons = PageSkeletons()
        let library = try Self.library("{{title}} {{count(links)}} {{#empty(groups)}}none{{/empty(groups)}}")
        for model in models {
            let page = skeletons.page(model, template: "page", library: library)
            if let page { #expect(page.data == (try Self.rendered(model, library))) }
        }
        #expect(skeletons.statistics.made == 1)
        #expect(skeletons.statistics.fromSkeleton == 1)
        // A model without a shape is counted apart.
        #expect(skeletons.page(MustacheBox(fields: ["a": "plain"]), template: "page", library: library) == nil)
        #expect(skeletons.statistics.shapeless == 1)
    }

    @Test("A constant box holding a piece of HTML, or full tables, leave pages to be rendered as usual")
    func constantPiecesAndCapacity() throws {
        let library = try Self.library("{{title}} {{{strings.piece}}} {{strings.home}}")
        let skeletons = PageSkeletons()
        for title in ["a", "b", "c"] {
            let model = MustacheBox(fields: [
                "title": MustacheText(title),
                "strings": MustacheBox(
                    fields: ["home": MustacheText("Home"), "piece": Self.html("<b>constant</b>")],
                    constant: "with a piece"),
            ])
            #expect(skeletons.page(model, template: "page", library: library) == nil)
            #expect(try Self.rendered(model, library) == Data("\(title) <b>constant</b> Home".utf8))
        }
        #expect(skeletons.statistics.made == 0)
        // No room for a skeleton: every page is rendered; no room to remember a shape: none is made.
        for (seen, made) in [(4096, 0), (0, 4096)] {
            let full = PageSkeletons(seenCapacity: seen, skeletonCapacity: made)
            for title in ["a", "b", "c"] {
                let model = Self.model(title: title, body: "<p/>", count: 1, link: "x")
                #expect(full.page(model, template: "page", library: try Self.library(Self.template)) == nil)
            }
            #expect(full.statistics.rendered == 3)
        }
    }

    @Test("Every page of the bundled site made from a skeleton is the page swift-mustache renders")
    func bundledPages() throws {
        let (builder, site) = SiteTestSupport.bundled
        // The site was built: every later page of a shape met twice is made from its skeleton.
        #expect(builder.templates.skeletons.statistics.made > 0)
        func skeletonPages() -> Int {
            let statistics = builder.templates.skeletons.statistics
            return statistics.fromSkeleton + statistics.made
        }
        let before = skeletonPages()
        for route in site.routes {
            let data = try builder.splicedPage(route).data
            #expect(data == Data(try builder.page(route).utf8), "\(route.path)")
        }
        // Other tests may render pages of the same site meanwhile, never fewer.
        #expect(skeletonPages() - before >= 30, "of \(site.routes.count)")
    }
}
