import Foundation

/// A unit id (or any other string) as a dictionary or set key: equal exactly when the strings are,
/// under `String`'s canonical equivalence, but hashed over its bytes.
///
/// `String` hashes a non-ASCII string through a normalization check, scalar by scalar: about 2,000
/// instructions for a Chinese unit id such as `zh/bars/不要创建自定义状态栏`, where the bytes take about
/// 150. A canonically inert string (`Text.isCanonicallyInert`: ASCII, CJK ideographs and punctuation)
/// is its own NFC form, so its bytes are what any canonically equivalent string normalizes to; any other
/// string is hashed over the bytes of its NFC form. Equal keys therefore always hash alike.
struct UnitKey: Hashable, Sendable {
    let string: String

    init(_ string: String) { self.string = string }

    static func == (lhs: UnitKey, rhs: UnitKey) -> Bool { lhs.string == rhs.string }

    func hash(into hasher: inout Hasher) {
        let inert = Text.withUTF8(string) { bytes -> Bool in
            guard Text.isCanonicallyInert(bytes) else { return false }
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
            return true
        }
        if !inert {
            Text.withUTF8(string.precomposedStringWithCanonicalMapping) {
                hasher.combine(bytes: UnsafeRawBufferPointer($0))
            }
        }
        // The end of the key, so that keys hashed one after another stay apart.
        hasher.combine(0xFF as UInt8)
    }
}
