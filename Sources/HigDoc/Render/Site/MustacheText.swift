import Mustache

/// A string for Mustache that renders as itself: `{{name}}` escapes it and `{{{name}}}` writes it as it
/// is, exactly as for a `String`, and a section on it is entered once, as on a non-empty string.
struct MustacheText: MustacheCustomRenderable {
    let renderText: String

    init(_ text: String) { renderText = text }

    var isNull: Bool { false }
}
