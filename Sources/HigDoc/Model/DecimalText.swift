/// The decimal text of integers, written straight into bytes: the search index's postings, the pages'
/// numbers and every `path:line:column` location, without a `String` for each number.
enum DecimalText {
    /// The most bytes `write` writes: a sign and the 19 digits of `Int.min`.
    static let maximumLength = 20

    /// Writes the decimal digits of `number` (with a `-` before a negative one) at `output`; returns how
    /// many bytes it wrote. Two digits at a time, from a table of the pairs `00`…`99`.
    @inline(__always)
    static func write(_ number: Int, to output: UnsafeMutablePointer<UInt8>) -> Int {
        // Wrapping arithmetic and conversions throughout: every value is a digit pair (below 200), a
        // position within the number's 20 bytes or a magnitude that only shrinks, so none can
        // overflow, and the checks cost a third of the instructions of a search index's postings.
        var magnitude = number.magnitude
        let sign = number < 0 ? 1 : 0
        if number < 0 { output[0] = UInt8(ascii: "-") }
        let length = sign &+ digitCount(magnitude)
        let pairs = digitPairs.utf8Start
        var position = length
        while magnitude >= 100 {
            let pair = Int(truncatingIfNeeded: magnitude % 100) &* 2
            magnitude /= 100
            position &-= 2
            output[position] = pairs[pair]
            output[position &+ 1] = pairs[pair &+ 1]
        }
        if magnitude >= 10 {
            let pair = Int(truncatingIfNeeded: magnitude) &* 2
            output[position &- 2] = pairs[pair]
            output[position &- 1] = pairs[pair &+ 1]
        } else {
            output[position &- 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude)
        }
        return length
    }

    /// The number of decimal digits of `value`: a few comparisons for the numbers these files hold
    /// (positions and counts below ten million), a loop beyond.
    @inline(__always)
    static func digitCount(_ value: UInt) -> Int {
        if value < 10_000 {
            return value < 100 ? (value < 10 ? 1 : 2) : (value < 1_000 ? 3 : 4)
        }
        if value < 10_000_000 { return value < 100_000 ? 5 : (value < 1_000_000 ? 6 : 7) }
        var digits = 8
        var power: UInt = 100_000_000
        while digits < 20 && value >= power {
            digits += 1
            // 10^19 is the largest power of ten a UInt holds; past it the loop has ended.
            if digits < 20 { power &*= 10 }
        }
        return digits
    }

    /// The two digits of every number below 100, in order.
    private static let digitPairs: StaticString = """
        0001020304050607080910111213141516171819202122232425262728293031323334353637383940414243444546474849\
        5051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899
        """
}
