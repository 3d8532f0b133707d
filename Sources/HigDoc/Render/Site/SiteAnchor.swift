/// Stable fragment ids for the units of the graph.
///
/// A unit id is `lang/document/…` (`en/bars/bar-button-item/airplay`); the anchor drops the
/// language and joins the rest with dots (`bars.bar-button-item.airplay`), so it survives a rebuild
/// and reads well in a URL. Within one language ids are unique, hence so are anchors on a page.
public enum SiteAnchor {
    public static func id(for unitID: String) -> String {
        // The common shape (`lang/a/b`, no empty component): the bytes after the first slash, slashes
        // turned into dots, written straight into the new string (no substrings, no byte arrays).
        let common = Text.withUTF8(unitID) { bytes -> String? in
            guard let first = bytes.firstIndex(of: 0x2F), first > 0, bytes.last != 0x2F else { return nil }
            var previousWasSlash = false
            for byte in bytes {
                let isSlash = byte == 0x2F
                if isSlash && previousWasSlash { return nil }
                previousWasSlash = isSlash
            }
            return dottedString(UnsafeBufferPointer(rebasing: bytes[(first + 1)...]))
        }
        if let common { return common }
        let parts = unitID.split(separator: "/", omittingEmptySubsequences: true)
        let rest = parts.count > 1 ? parts.dropFirst() : parts[...]
        return rest.joined(separator: ".")
    }

    /// `id(for:)` escaped (`HTMLEscaping`) into a page's bytes, for an attribute: in the common shape
    /// straight from the unit id's bytes, a dot for each slash, without making the anchor's string.
    static func appendEscapedID(for unitID: String, to html: inout HTMLBytes) {
        let appended = Text.withUTF8(unitID) { bytes -> Bool in
            guard let first = bytes.firstIndex(of: 0x2F), first > 0, bytes.last != 0x2F else { return false }
            // A doubled slash is not the common shape: found before anything is appended.
            for index in (first + 1)..<bytes.count where bytes[index] == 0x2F && bytes[index - 1] == 0x2F {
                return false
            }
            var start = first + 1
            for index in (first + 1)..<bytes.count where bytes[index] == 0x2F {
                html.appendEscaped(bytes: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: HTMLEscaping.self)
                html.append(UInt8(ascii: "."))
                start = index + 1
            }
            html.appendEscaped(bytes: UnsafeBufferPointer(rebasing: bytes[start...]), as: HTMLEscaping.self)
            return true
        }
        if !appended { html.appendEscaped(id(for: unitID)) }
    }

    /// The whole unit id with its slashes turned into dots (`en.bars.bar-button-item.airplay`): the row
    /// ids of the parallel view and the catalog, which hold units of both languages.
    public static func dotted(_ unitID: String) -> String {
        Text.withUTF8(unitID) { bytes in bytes.contains(0x2F) ? dottedString(bytes) : unitID }
    }

    /// `bytes` (UTF-8) as a string, each slash a dot.
    private static func dottedString(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            for index in bytes.indices { buffer[index] = bytes[index] == 0x2F ? 0x2E : bytes[index] }
            return bytes.count
        }
    }
}
