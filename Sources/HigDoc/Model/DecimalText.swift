/// The decimal text of integers, written straight into bytes: the search index's postings, the pages'
/// numbers and every `path:line:column` location, without a `String` for each number.
enum DecimalText {
    /// The most bytes `write` writes: a sign and the 19 digits of `Int.min`.
    static let maximumLength = 20

    /// Writes the decimal digits of `number` (with a `-` before a negative one) at `output`; returns how
    /// many bytes it wrote. Two digits at a time, from a table of the pairs `00`…`99`.
    @inline(__always)
    static func write(_ number: Int, to output: UnsafeMutablePointer<UInt8>) -> Int {
        var magnitude = number.magnitude
        let sign = number < 0 ? 1 : 0
        if number < 0 { output[0] = UInt8(ascii: "-") }
        var digits = 1
        var power: UInt = 10
        while digits < 19 && magnitude >= power {
            digits += 1
            power &*= 10
        }
        if magnitude >= power { digits += 1 }  // 10^19 and more: the 20th digit of a UInt.
        let length = sign + digits
        let pairs = digitPairs.utf8Start
        var position = length
        while magnitude >= 100 {
            let pair = Int(magnitude % 100) &* 2
            magnitude /= 100
            position -= 2
            output[position] = pairs[pair]
            output[position + 1] = pairs[pair + 1]
        }
        if magnitude >= 10 {
            let pair = Int(magnitude) &* 2
            output[position - 2] = pairs[pair]
            output[position - 1] = pairs[pair + 1]
        } else {
            output[position - 1] = UInt8(ascii: "0") &+ UInt8(magnitude)
        }
        return length
    }

    /// The two digits of every number below 100, in order.
    private static let digitPairs: StaticString = """
        0001020304050607080910111213141516171819202122232425262728293031323334353637383940414243444546474849\
        5051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899
        """
}
