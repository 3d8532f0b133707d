/// A file and a position in it (line and character column, 1-based).
public struct DiagnosticLocation: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }

    public init(file: String, _ location: SourceLocation) {
        self.init(file: file, line: location.line, column: location.column)
    }

    public static func < (lhs: DiagnosticLocation, rhs: DiagnosticLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    public var description: String { "\(file):\(line):\(column)" }
}
