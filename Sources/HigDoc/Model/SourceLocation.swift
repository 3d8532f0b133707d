/// A position in a source file: 1-based line, and 1-based column counted in characters.
///
/// cmark reports columns in UTF-8 bytes; a Chinese character is three of them. Users count
/// characters, so every location higdoc reports uses characters (Swift `Character`s).
public struct SourceLocation: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}
