/// Numbers keys in the order they are first seen (0, 1, 2, …): how `KeyedRuns` tells its keys apart.
protocol KeyNumbering {
    associatedtype Key
    init()
    /// The number of distinct keys numbered.
    var count: Int { get }
    /// The number of `key`, numbering it next when it is new.
    mutating func number(of key: Key) -> Int32
}
