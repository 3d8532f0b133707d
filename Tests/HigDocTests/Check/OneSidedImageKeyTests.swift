import Testing

@testable import HigDoc

/// Two images are the same picture when their file names agree but for case, extension, scale and
/// edition suffixes (`OneSidedImageCheck.key`).
@Suite("One-sided image keys")
struct OneSidedImageKeyTests {
    @Test("Scale and edition suffixes, the extension and case are left out of the key")
    func keys() {
        let expected = [
            "nav_bar_7_2x.png": "nav_bar", "Nav_Bar@2x.PNG": "nav_bar", "icon_7_7.png": "icon",
            "icon_2x_7.png": "icon_2x", "icon_7@2x.png": "icon", "a.b.c": "a.b", "noext": "noext", "_7": "",
            ".png": "", "UIBarButtonCamera_2x.png": "uibarbuttoncamera", "导航栏_2X.png": "导航栏",
            "ÉCRAN@2x.png": "écran",
        ]
        for (name, key) in expected { #expect(OneSidedImageCheck.key(name) == key, "\(name)") }
    }

    @Test("ASCII names keyed over their bytes as over their characters; others by character")
    func asciiKeysAgree() {
        let images = TestSupport.bundled.graph.images.map(\.fileName)
        #expect(images.count > 50)
        let names =
            images + ["nav_bar_7_2x.png", "A.B@2x", "x_7_2x_7@2x.jpeg", "", ".", "_2x", "@2x.png", "Z_7.Z_7"]
        for name in names {
            #expect(OneSidedImageCheck.asciiKey(name) == OneSidedImageCheck.keyByCharacter(name), "\(name)")
        }
        #expect(OneSidedImageCheck.asciiKey("导航栏.png") == nil)
    }
}
