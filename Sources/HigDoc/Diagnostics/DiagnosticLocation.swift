/// A file and a position in it (line and character column, 1-based).
public struct DiagnosticLocation: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    /// The line and column, in eight bytes (`SourceLocation`): every finding holds at least one.
    private var position: SourceLocation

    public var line: Int {
        get { position.line }
        set { position.line = newValue }
    }
    public var column: Int {
        get { position.column }
        set { position.column = newValue }
    }

    public init(file: String, line: Int, column: Int = 1) {
        self.file = file
        position = SourceLocation(line: line, column: column)
    }

    public init(file: String, _ location: SourceLocation) {
        self.file = file
        position = location
    }

    private enum CodingKeys: String, CodingKey {
        case file, line, column
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            file: try container.decode(String.self, forKey: .file), line: try container.decode(Int.self, forKey: .line),
            column: try container.decode(Int.self, forKey: .column))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
    }

    public static func < (lhs: DiagnosticLocation, rhs: DiagnosticLocation) -> Bool {
        (lhs.file, lhs.position) < (rhs.file, rhs.position)
    }

    /// `path:line:column`, written into the new string's bytes at once (a string interpolation of the
    /// path and two numbers cost about 1,600 instructions; the QA report and the text report make one
    /// for every finding, related location and missing image).
    public var description: String {
        var file = file
        return file.withUTF8 { path in
            String(unsafeUninitializedCapacity: path.count + 2 + 2 * DecimalText.maximumLength) { buffer in
                let output = buffer.baseAddress!
                if let source = path.baseAddress { output.update(from: source, count: path.count) }
                var count = path.count
                output[count] = UInt8(ascii: ":")
                count += 1
                count += DecimalText.write(line, to: output + count)
                output[count] = UInt8(ascii: ":")
                count += 1
                return count + DecimalText.write(column, to: output + count)
            }
        }
    }
}
