/// A text with some ASCII bytes replaced by entities, written straight into the new string: the escaping
/// of the site's HTML (`HTMLEscaping.text`, `SiteHTMLContentType`).
///
/// The output's length is counted first, then every byte written once into the string's own storage.
/// Appending entity by entity and scalar by scalar to a `String` (or to a byte array copied after) cost
/// about 70 instructions a byte of escaped text.
enum ByteEscaping {
    /// `text` with every byte for which `entity` gives one replaced by it; `text` itself when none is.
    /// Every entity is longer than one byte, and only ASCII bytes are replaced, so the result is UTF-8.
    @inline(__always)
    static func escaping(_ text: String, _ entity: (UInt8) -> StaticString?) -> String {
        Text.withUTF8(text) { bytes in
            var extra = 0
            for byte in bytes {
                if let replacement = entity(byte) { extra += replacement.utf8CodeUnitCount - 1 }
            }
            guard extra > 0 else { return text }
            return String(unsafeUninitializedCapacity: bytes.count + extra) { out in
                var position = 0
                for byte in bytes {
                    if let replacement = entity(byte) {
                        replacement.withUTF8Buffer { entity in
                            for entityByte in entity {
                                out[position] = entityByte
                                position += 1
                            }
                        }
                    } else {
                        out[position] = byte
                        position += 1
                    }
                }
                return position
            }
        }
    }
}
