import Testing

@testable import HigDoc

@Suite("Site anchors")
struct SiteAnchorTests {
    @Test("Anchors drop the language and join the rest with dots, whatever the slashes")
    func anchors() {
        #expect(SiteAnchor.id(for: "en/bars/bar-button-item/airplay") == "bars.bar-button-item.airplay")
        #expect(SiteAnchor.id(for: "zh/bars") == "bars")
        #expect(SiteAnchor.id(for: "bars") == "bars")
        #expect(SiteAnchor.id(for: "/en//bars/x/") == "bars.x")
        #expect(SiteAnchor.id(for: "zh/标签栏/图标") == "标签栏.图标")
    }
}
