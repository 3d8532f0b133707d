/// Stable fragment ids for the units of the graph.
///
/// A unit id is `lang/document/…` (`en/bars/bar-button-item/airplay`); the anchor drops the
/// language and joins the rest with dots (`bars.bar-button-item.airplay`), so it survives a rebuild
/// and reads well in a URL. Within one language ids are unique, hence so are anchors on a page.
public enum SiteAnchor {
    public static func id(for unitID: String) -> String {
        // The common shape (`lang/a/b`, no empty component): the bytes after the first slash, slashes
        // turned into dots, without splitting into substrings.
        let bytes = Array(unitID.utf8)
        if let first = bytes.firstIndex(of: 0x2F), first > 0, bytes.last != 0x2F,
            !zip(bytes, bytes.dropFirst()).contains(where: { $0 == 0x2F && $1 == 0x2F })
        {
            return String(decoding: bytes[(first + 1)...].map { $0 == 0x2F ? 0x2E : $0 }, as: UTF8.self)
        }
        let parts = unitID.split(separator: "/", omittingEmptySubsequences: true)
        let rest = parts.count > 1 ? parts.dropFirst() : parts[...]
        return rest.joined(separator: ".")
    }

    /// The whole unit id with its slashes turned into dots (`en.bars.bar-button-item.airplay`): the row
    /// ids of the parallel view and the catalog, which hold units of both languages.
    public static func dotted(_ unitID: String) -> String {
        guard unitID.utf8.contains(0x2F) else { return unitID }
        return String(decoding: unitID.utf8.map { $0 == 0x2F ? 0x2E : $0 }, as: UTF8.self)
    }
}
