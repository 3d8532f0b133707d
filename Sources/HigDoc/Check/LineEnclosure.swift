extension UndefinedLinkReferenceCheck {
    /// Whether a line's bytes up to an offset leave it in a code span (an odd number of backticks before
    /// it), an HTML tag (a `<` with no `>` after it) or an open bracket (more `[` than `]` before it),
    /// read on from where the last offset left off.
    struct LineEnclosure {
        /// How many of the line's bytes have been read.
        private var offset = 0
        private var backticks = 0
        private var inTag = false
        private var depth = 0

        /// Whether the byte at `offset` lies in a code span, an HTML tag or an open bracket.
        var isEnclosing: Bool { backticks % 2 == 1 || inTag || depth > 0 }

        /// Reads `bytes` from `offset` up to `end` (not before `offset`).
        mutating func read(_ bytes: UnsafeBufferPointer<UInt8>, upTo end: Int) {
            guard end > offset else { return }
            for byte in bytes[offset..<end] {
                switch byte {
                case UInt8(ascii: "`"): backticks += 1
                case UInt8(ascii: "<"): inTag = true
                case UInt8(ascii: ">"): inTag = false
                case UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "]"): depth = max(0, depth - 1)
                default: break
                }
            }
            offset = end
        }
    }
}
