/// A position in a source file: 1-based line, and 1-based column counted in characters.
///
/// cmark reports columns in UTF-8 bytes; a Chinese character is three of them. Users count
/// characters, so every location higdoc reports uses characters (Swift `Character`s).
///
/// Kept in eight bytes: the graph holds one per unit, link and image (3.4 million at N = 10,000
/// pages of the benchmark corpus). A line or column beyond `Int32.max` (a file over 2 GiB) is kept as
/// `Int32.max`.
public struct SourceLocation: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    private var storedLine: Int32
    private var storedColumn: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    private enum CodingKeys: String, CodingKey {
        case line, column
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            line: try container.decode(Int.self, forKey: .line), column: try container.decode(Int.self, forKey: .column)
        )
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    public var description: String { "\(line):\(column)" }
}
