import Mustache

/// A string for Mustache that renders as itself: `{{name}}` escapes it and `{{{name}}}` writes it as it
/// is, exactly as for a `String`, and a section on it is entered once, as on a non-empty string.
///
/// Inside such a section (`{{#enHref}}<a href="{{.}}">{{enName}}</a>{{/enHref}}`) the text is on top of
/// swift-mustache's context stack, and every other name is first looked up on it. As a `MustacheParent`
/// it answers those lookups itself, as `Mirror` would (its one field is `renderText`), instead of being
/// reflected on for each of them.
struct MustacheText: MustacheCustomRenderable, MustacheParent, MustacheTransformable {
    let renderText: String

    init(_ text: String) { renderText = text }

    var isNull: Bool { false }

    func child(named name: String) -> Any? { name == "renderText" ? renderText : nil }

    /// The transforms of a string (`{{uppercased(name)}}`, `{{#empty(name)}}`…), which a template may use
    /// on any text: swift-mustache's own, on the text.
    func transform(_ name: String) -> Any? { renderText.transform(name) }
}
