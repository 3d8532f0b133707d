/// cmark's reading of a line's container prefixes (`blocks.c`): a byte offset, a column with tabs
/// expanded to stops of 4, and whether a tab is partly read.
struct CmarkLinePrefix {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    private var column = 0
    private var partiallyConsumedTab = false
    private(set) var firstNonspace = 0
    private var firstNonspaceColumn = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private static let tabStop = 4

    /// The byte at `index`, or a line feed past the line's end (cmark's lines end with one).
    private func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0x0A }
    private func isSpaceOrTab(_ index: Int) -> Bool { byte(index) == 0x20 || byte(index) == 0x09 }
    private func isLineEnd(_ index: Int) -> Bool { byte(index) == 0x0A || byte(index) == 0x0D }
    private var indent: Int { firstNonspaceColumn - column }

    /// `S_find_first_nonspace`.
    mutating func findFirstNonspace() {
        var charactersToTab = Self.tabStop - column % Self.tabStop
        firstNonspace = offset
        firstNonspaceColumn = column
        while firstNonspace < bytes.count {
            switch bytes[firstNonspace] {
            case 0x20:
                firstNonspace += 1
                firstNonspaceColumn += 1
                charactersToTab -= 1
                if charactersToTab == 0 { charactersToTab = Self.tabStop }
            case 0x09:
                firstNonspace += 1
                firstNonspaceColumn += charactersToTab
                charactersToTab = Self.tabStop
            default:
                return
            }
        }
    }

    /// `S_advance_offset`: by `count` columns, or bytes.
    private mutating func advance(_ count: Int, columns: Bool) {
        var count = count
        while count > 0 && offset < bytes.count {
            if bytes[offset] == 0x09 {
                let charactersToTab = Self.tabStop - column % Self.tabStop
                if columns {
                    partiallyConsumedTab = charactersToTab > count
                    let advance = min(count, charactersToTab)
                    column += advance
                    offset += partiallyConsumedTab ? 0 : 1
                    count -= advance
                } else {
                    partiallyConsumedTab = false
                    column += charactersToTab
                    offset += 1
                    count -= 1
                }
            } else {
                partiallyConsumedTab = false
                offset += 1
                column += 1
                count -= 1
            }
        }
    }

    /// `parse_block_quote_prefix`: a block quote goes on on this line.
    mutating func matchBlockQuote() -> Bool {
        findFirstNonspace()
        guard indent <= 3, byte(firstNonspace) == UInt8(ascii: ">") else { return false }
        advance(indent + 1, columns: true)
        if isSpaceOrTab(offset) { advance(1, columns: true) }
        return true
    }

    /// A block quote starts on this line (`open_new_blocks`).
    mutating func openBlockQuote() {
        findFirstNonspace()
        advance(firstNonspace + 1 - offset, columns: false)
        if isSpaceOrTab(offset) { advance(1, columns: true) }
    }

    /// `parse_node_item_prefix` for a non-blank line: a list item goes on on this line.
    mutating func matchListItem(indent required: Int) -> Bool {
        findFirstNonspace()
        guard indent >= required else { return false }
        advance(required, columns: true)
        return true
    }

    /// A list item starts on this line (`open_new_blocks`, `parse_list_marker`): the indent its later
    /// lines need, its marker's offset plus its padding.
    mutating func openListItem() -> Int {
        findFirstNonspace()
        let markerOffset = indent
        var width = 1
        if byte(firstNonspace) >= UInt8(ascii: "0") && byte(firstNonspace) <= UInt8(ascii: "9") {
            var digits = 0
            while digits < 9 && byte(firstNonspace + digits) >= UInt8(ascii: "0")
                && byte(firstNonspace + digits) <= UInt8(ascii: "9")
            {
                digits += 1
            }
            width = digits + 1
        }
        advance(firstNonspace + width - offset, columns: false)
        let saved = (offset: offset, column: column, partial: partiallyConsumedTab)
        while column - saved.column <= 5 && isSpaceOrTab(offset) { advance(1, columns: true) }
        let spaces = column - saved.column
        let padding: Int
        if spaces >= 5 || spaces < 1 || isLineEnd(offset) {
            padding = width + 1
            (offset, column, partiallyConsumedTab) = saved
            if spaces > 0 { advance(1, columns: true) }
        } else {
            padding = width + spaces
        }
        return markerOffset + padding
    }

    /// Where the content of a lazy continuation line starts (`add_line`), and where the bytes it takes
    /// from the line start: here, or, in a tab partly read, after the tab, the content starting as many
    /// bytes before as cmark put spaces for the tab's columns left.
    var lazyContent: (start: Int, bytes: Int) {
        guard partiallyConsumedTab else { return (offset, offset) }
        return (offset + 1 - (Self.tabStop - column % Self.tabStop), offset + 1)
    }
}
