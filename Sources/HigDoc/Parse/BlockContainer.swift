/// A block quote or list item around a paragraph, as cmark matched it line by line.
enum BlockContainer {
    /// A block quote that starts on (cmark's) line `line`.
    case blockQuote(line: Int)
    /// A list item that starts on line `line`.
    case listItem(line: Int)

    /// The (cmark) line the container starts on.
    var line: Int {
        switch self {
        case .blockQuote(let line), .listItem(let line): line
        }
    }
}
