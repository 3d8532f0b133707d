/// A table recovered from raw HTML fragments or from a pipe table that libcmark left as a paragraph.
public struct Table: Sendable, Equatable {
    public enum Origin: String, Codable, Sendable {
        case html
        case pipe
    }

    public struct Cell: Sendable, Equatable {
        public var inlines: [Inline]
        public var location: SourceLocation
    }

    /// How a pipe table's delimiter row aligns a column (`:---`, `:---:`, `---:`).
    public enum Alignment: UInt8, Sendable, Equatable {
        case none = 0
        case left
        case center
        case right
    }

    public struct Row: Sendable, Equatable {
        public var cells: [Cell]
        public var location: SourceLocation
    }

    public var origin: Origin
    /// Caption text (`Table 33-1 Standard buttons …`), from `<caption>` or the paragraph just above.
    public var caption: String
    public var captionLocation: SourceLocation?
    /// The `//apple_ref/…` anchor name of the table, if any.
    public var anchor: String?
    public var header: [Cell]
    public var rows: [Row]
    public var range: SourceRange
    /// Each column's alignment, as a pipe table's delimiter row asks for it; empty when it asks for
    /// none (every HTML table, most pipe tables), and no longer than the header.
    public var alignments: [Alignment] = []

    /// The alignment of the column at `index`.
    public func alignment(ofColumn index: Int) -> Alignment {
        index < alignments.count ? alignments[index] : .none
    }
}
