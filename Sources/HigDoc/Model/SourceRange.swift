/// The span of a node in its source file, both ends inclusive, in lines and characters.
public struct SourceRange: Hashable, Codable, Sendable {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    public init(line: Int, column: Int = 1) {
        self.start = SourceLocation(line: line, column: column)
        self.end = self.start
    }

    /// Whether `line` is one of the range's lines.
    func contains(line: Int) -> Bool { line >= start.line && line <= end.line }
}
