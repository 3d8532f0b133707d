import Mustache
import Testing

@testable import HigDoc

/// Page models reach swift-mustache boxed, their texts wrapped as `MustacheText`: a template renders
/// them exactly as it renders the same model made of plain dictionaries and strings.
@Suite struct MustacheBoxingTests {
    struct Link {
        var label: String
        var href: String?
    }

    struct Model {
        var title: String
        var empty: String
        var missing: String?
        var links: [Link]
        var nested: Link
        var count: Int
        var flag: Bool
    }

    static let template = """
        {{title}}|{{{title}}}|{{#title}}[{{.}}]{{/title}}|{{#empty}}E({{.}}){{/empty}}{{^empty}}no-empty{{/empty}}|\
        {{#missing}}M{{/missing}}{{^missing}}no-missing{{/missing}}|\
        {{#links}}<{{label}}{{#href}}@{{.}}{{/href}}{{^href}}-{{/href}}>{{/links}}|{{count(links)}}|\
        {{#nested}}{{label}}/{{title}}{{/nested}}|{{count}}|{{#flag}}F{{/flag}}|{{uppercased(title)}}|\
        {{#empty(empty)}}was-empty{{/empty(empty)}}|{{#first(links)}}{{label}}{{/first(links)}}
        """

    @Test func boxedModelRendersAsPlainDictionaries() throws {
        _ = SiteHTMLContentType.registered
        let template = try MustacheTemplate(string: "{{% CONTENT_TYPE: \(SiteHTMLContentType.name) }}" + Self.template)
        let model = Model(
            title: #"Bars <&> "quoted""#, empty: "", missing: nil,
            links: [Link(label: "a&b", href: "x?y=1&z=2"), Link(label: "搜索", href: nil)],
            nested: Link(label: "inner", href: nil), count: 3, flag: true)
        let plain: [String: Any] = [
            "title": model.title, "empty": model.empty,
            "links": [["label": "a&b", "href": "x?y=1&z=2"], ["label": "搜索"]] as [[String: Any]],
            "nested": ["label": "inner"] as [String: Any], "count": 3, "flag": true,
        ]
        let boxed = MustacheBoxing.box(model)
        #expect(boxed is MustacheBox)
        let expected = template.render(plain)
        #expect(
            expected
                == #"Bars &lt;&amp;&gt; &quot;quoted&quot;|Bars <&> "quoted"|[Bars &lt;&amp;&gt; &quot;quoted&quot;]|E()|no-missing|<a&amp;b@x?y=1&amp;z=2><搜索->|2|inner/Bars &lt;&amp;&gt; &quot;quoted&quot;|3|F|BARS &lt;&amp;&gt; &quot;QUOTED&quot;|was-empty|a&amp;b"#
        )
        #expect(template.render(boxed) == expected)
        // A dictionary box wraps its texts, nested boxes and lists of boxes included, once.
        let wrapped = MustacheBoxing.wrappingTexts(plain)
        #expect(wrapped.child(named: "title") is MustacheText)
        #expect((wrapped.child(named: "nested") as? MustacheBox)?.child(named: "label") is MustacheText)
        #expect((wrapped.child(named: "links") as? [MustacheBox])?.first?.child(named: "href") is MustacheText)
        #expect(template.render(wrapped) == expected)
    }
}
