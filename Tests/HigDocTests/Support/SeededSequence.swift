/// A fixed linear congruential sequence (Knuth's MMIX constants): the same numbers on every run, for
/// tests that try many generated cases.
struct SeededSequence {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The next number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int(state >> 33) % bound
    }
}
