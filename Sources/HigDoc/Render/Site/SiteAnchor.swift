/// Stable fragment ids for the units of the graph.
///
/// A unit id is `lang/document/…` (`en/bars/bar-button-item/airplay`); the anchor drops the
/// language and joins the rest with dots (`bars.bar-button-item.airplay`), so it survives a rebuild
/// and reads well in a URL. Within one language ids are unique, hence so are anchors on a page.
public enum SiteAnchor {
    public static func id(for unitID: String) -> String {
        let parts = unitID.split(separator: "/", omittingEmptySubsequences: true)
        let rest = parts.count > 1 ? parts.dropFirst() : parts[...]
        return rest.joined(separator: ".")
    }
}
