import Mustache

/// An explicit null for Mustache: renders as nothing, is false in a section and true in an inverted one.
struct MustacheNull: MustacheCustomRenderable, Sendable {
    static let null = MustacheNull()

    var renderText: String { "" }
    var isNull: Bool { true }
}
