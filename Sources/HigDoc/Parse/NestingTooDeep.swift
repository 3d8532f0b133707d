/// Markdown nested deeper than higdoc converts: more block quotes and list items inside each other, or
/// more emphasis, links and images inside each other, than `limit`.
///
/// The conversion and every later walk over blocks and inlines (recoveries, graph, renderer, plain text)
/// recurse once per level, so a page of 4,000 `>` or 50,000 `*` would overflow the stack; no real
/// document comes near the limit. `MarkdownParser` reports it as an input error at the element's line.
struct NestingTooDeep: Error, Equatable {
    /// The most containers, or the most inlines, nested inside each other.
    static let limit = 256

    enum Kind: Equatable {
        case blocks
        case inlines
    }

    var kind: Kind
    /// The line of the element one level too deep, as the parsed text numbers it.
    var line: Int

    /// `blocks nested more than 256 deep`.
    var message: String {
        switch kind {
        case .blocks: "blocks nested more than \(Self.limit) deep (block quotes and list items)"
        case .inlines: "inline markup nested more than \(Self.limit) deep (emphasis, links and images)"
        }
    }
}
