import Foundation

/// Stable fragment ids for the units of the graph.
///
/// A unit id is `lang/document/…` (`en/bars/bar-button-item/airplay`); the anchor drops the
/// language and joins the rest with dots (`bars.bar-button-item.airplay`), so it survives a rebuild
/// and reads well in a URL. Within one language ids are unique, hence so are anchors on a page.
public enum SiteAnchor {
    public static func id(for unitID: String) -> String {
        // The common shape: the bytes after the first slash, slashes turned into dots, written straight
        // into the new string (no substrings, no byte arrays).
        let common = Text.withUTF8(unitID) { bytes -> String? in
            commonShapeTail(bytes).map { dottedString(UnsafeBufferPointer(rebasing: bytes[$0...])) }
        }
        if let common { return common }
        let parts = unitID.split(separator: "/", omittingEmptySubsequences: true)
        let rest = parts.count > 1 ? parts.dropFirst() : parts[...]
        return rest.joined(separator: ".")
    }

    /// Where the anchor's bytes start in `unitID` when it has the common shape (`lang/a/b`): then
    /// `id(for:)` is its bytes from there on, each slash a dot. Nil for any other id.
    static func anchorStart(in unitID: String) -> Int? {
        Text.withUTF8(unitID) { commonShapeTail($0) }
    }

    /// Where the anchor's bytes start (just after the first slash) when a unit id has the common shape,
    /// `lang/a/b`: a first component, no empty one and no slash at the end; else nil.
    private static func commonShapeTail(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress, let first = firstSlash(bytes, from: 0), first > 0, bytes.last != 0x2F
        else { return nil }
        // From slash to slash (`memchr`; an id has a few, and a byte loop over its 30 to 90 bytes cost
        // about 370 instructions): an empty component is a slash right after a slash. The last byte is
        // not a slash, so the byte after a slash is in the id.
        var slash = first
        while true {
            if base[slash + 1] == 0x2F { return nil }
            guard let next = firstSlash(bytes, from: slash + 1) else { return first + 1 }
            slash = next
        }
    }

    /// The offset of the first slash of `bytes` at or after `start`, if any.
    @inline(__always)
    private static func firstSlash(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, start < bytes.count,
            let found = memchr(base + start, 0x2F, bytes.count - start)
        else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// `id(for:)` escaped (`HTMLEscaping`) into a page's bytes, for an attribute: in the common shape
    /// straight from the unit id's bytes, a dot for each slash, without making the anchor's string.
    static func appendEscapedID(for unitID: String, to html: inout HTMLBytes) {
        let appended = Text.withUTF8(unitID) { bytes -> Bool in
            guard var start = commonShapeTail(bytes) else { return false }
            for index in start..<bytes.count where bytes[index] == 0x2F {
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

    /// `prefix + dotted(unitID)`, made as one string (`pair-en.bars.status-bar`).
    static func dotted(_ unitID: String, prefix: StaticString) -> String {
        Text.withUTF8(unitID) { bytes in dottedString(bytes, prefix: prefix) }
    }

    /// `prefix` then `bytes` (UTF-8) as a string, each slash of `bytes` a dot.
    private static func dottedString(_ bytes: UnsafeBufferPointer<UInt8>, prefix: StaticString = "") -> String {
        String(unsafeUninitializedCapacity: prefix.utf8CodeUnitCount + bytes.count) { buffer in
            let start = prefix.utf8CodeUnitCount
            for index in 0..<start { buffer[index] = prefix.utf8Start[index] }
            if let base = buffer.baseAddress, !bytes.isEmpty { writeDotted(bytes, to: base + start) }
            return start + bytes.count
        }
    }

    /// Writes `bytes` to `out`, each slash a dot: the anchor's bytes as `id(for:)` makes them, from
    /// `anchorStart` on (`dotted` and `PageRoute`'s links to units write them straight into their strings).
    static func writeDotted(_ bytes: UnsafeBufferPointer<UInt8>, to out: UnsafeMutablePointer<UInt8>) {
        for index in bytes.indices { out[index] = bytes[index] == 0x2F ? 0x2E : bytes[index] }
    }
}
