/// A buffer the hand-written JSON writers append bytes to.
protocol JSONByteSink {
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>)
    mutating func append(_ byte: UInt8)
}
