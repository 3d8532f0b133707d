/// `KeyNumbering` through a `Dictionary`: any hashable key.
struct DictionaryNumbering<Key: Hashable>: KeyNumbering {
    /// Each key → its number.
    private(set) var numbers: [Key: Int32] = [:]

    init() {}

    var count: Int { numbers.count }

    /// One lookup: the next number is stored as the default when the key is new.
    mutating func number(of key: Key) -> Int32 {
        let next = Int32(numbers.count)
        return Self.value(of: &numbers[key, default: next])
    }

    private static func value(of number: inout Int32) -> Int32 { number }
}
