/// Stable, platform-independent 64-bit FNV-1a hashes, printed as 16 hex digits.
///
/// Swift's `Hasher` is seeded per process, so it cannot be used for anything written to disk.
public enum Fingerprint {
    public static func of(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
