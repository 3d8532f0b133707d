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

@Suite("Row ids, href escaping and link trimming")
struct SiteFastPathTests {
    @Test("Row ids keep the language and turn every slash into a dot")
    func dotted() {
        #expect(SiteAnchor.dotted("en/bars/bar-button-item/airplay") == "en.bars.bar-button-item.airplay")
        #expect(SiteAnchor.dotted("zh/标签栏/图标") == "zh.标签栏.图标")
        #expect(SiteAnchor.dotted("/a//b/") == ".a..b.")
        #expect(SiteAnchor.dotted("plain") == "plain")
    }

    @Test("hrefs are escaped as cmark's houdini_escape_href escapes them")
    func href() {
        #expect(
            HTMLEscaping.href("https://developer.apple.com/a/b.html#//apple_ref/doc")
                == "https://developer.apple.com/a/b.html#//apple_ref/doc")
        #expect(HTMLEscaping.href("a b&c'd") == "a%20b&amp;c&#x27;d")
        #expect(HTMLEscaping.href("é\"<>[]{}\\^`|\n") == "%C3%A9%22%3C%3E%5B%5D%7B%7D%5C%5E%60%7C%0A")
        #expect(HTMLEscaping.href("-_.+!*(),%#@?=;:/$~") == "-_.+!*(),%#@?=;:/$~")
        #expect(HTMLEscaping.href("") == "")
    }

    @Test("Link destinations lose surrounding whitespace, with or without the fast path")
    func trimmed() {
        #expect(LinkRewriter.trimmed("../a.html") == "../a.html")
        #expect(LinkRewriter.trimmed("  ../a.html\n") == "../a.html")
        #expect(LinkRewriter.trimmed("\u{3000}链接\u{00A0}") == "链接")
        #expect(LinkRewriter.trimmed(" ") == "")
        #expect(LinkRewriter.trimmed("") == "")
        #expect(LinkRewriter.trimmed("a b") == "a b")
    }
}

@Suite("Image file names and URL schemes")
struct ImageNameAndSchemeTests {
    @Test("File names are the last non-empty path component, ASCII or not")
    func fileNames() {
        #expect(ImagePlaceholder.fileName(of: "../image/UI Elements/Bars/toolbar_2x.png") == "toolbar_2x.png")
        #expect(ImagePlaceholder.fileName(of: "a/b//") == "b")
        #expect(ImagePlaceholder.fileName(of: "plain.png") == "plain.png")
        #expect(ImagePlaceholder.fileName(of: "///") == "///")
        #expect(ImagePlaceholder.fileName(of: "") == "")
        #expect(ImagePlaceholder.fileName(of: "dir/  spaced   name.png ") == "spaced name.png")
        #expect(ImagePlaceholder.fileName(of: "目录/图片.png") == "图片.png")
        #expect(ImagePlaceholder.fileName(of: "a/ /") == "a/ /")
        for source in ["a/b/c", "/a", "a/", "//", "/", "", "a//b", " / x ", "a/b.png/", "目录/图片.png"] {
            #expect(ImagePlaceholder.lastPathComponent(source) == source.split(separator: "/").last)
        }
    }

    @Test("Schemes are found the same way for ASCII and other URLs")
    func schemes() {
        #expect(LinkRewriter.scheme(of: "HTTPS://apple.com") == "https")
        #expect(LinkRewriter.scheme(of: " \t mailto:x@y") == "mailto")
        #expect(LinkRewriter.scheme(of: "../a.html#x:y") == nil)
        #expect(LinkRewriter.scheme(of: "x-y+z.1:") == "x-y+z.1")
        #expect(LinkRewriter.scheme(of: "1http://a") == nil)
        #expect(LinkRewriter.scheme(of: ":x") == nil)
        #expect(LinkRewriter.scheme(of: "   ") == nil)
        #expect(LinkRewriter.scheme(of: "javascript:alert(1)") == "javascript")
        #expect(LinkRewriter.scheme(of: "https://例子.com") == "https")
        #expect(LinkRewriter.scheme(of: "例子:x") == nil)
    }
}
