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
        // Every shape against the definition: the components after the first, joined with dots.
        for unitID in [
            "", "/", "//", "a", "a/", "/a", "a/b", "a//b", "a/b/", "a/b//c", "/a/b", "en/bars/x.y/z", "zh/标签栏/图/标",
            "en/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/s/t/u/v/w/x/y/z/0/1/2/3/4/5/6/7/8/9", "a/b/c//d", "en/x/y/z//w/v",
            "en/x/y///z", "zh//标签栏",
        ] {
            let parts = unitID.split(separator: "/", omittingEmptySubsequences: true)
            let expected = (parts.count > 1 ? parts.dropFirst() : parts[...]).joined(separator: ".")
            #expect(SiteAnchor.id(for: unitID) == expected, "\(unitID)")
        }
    }

    @Test("An anchor escaped into a page's bytes is the anchor's string escaped, whatever the shape")
    func escapedIntoBytes() {
        for unitID in [
            "", "/", "//", "a", "a/", "/a", "a/b", "a//b", "a/b/", "a/b//c", "/a/b", "en/bars/x.y/z", "zh/标签栏/图/标",
            "en/a&b/<c>/\"d\"/'e'", "zh/\"/&", "en/bars/a-very-long-rule-id-that-runs-past-eight-bytes-&-more/x",
        ] {
            var html = HTMLBytes("id=\"")
            SiteAnchor.appendEscapedID(for: unitID, to: &html)
            var expected = HTMLBytes("id=\"")
            expected.appendEscaped(SiteAnchor.id(for: unitID))
            #expect(html == expected, "\(unitID)")
        }
        var html = HTMLBytes()
        SiteAnchor.appendEscapedID(for: "en/a&b/c", to: &html)
        #expect(html.string == "a&amp;b.c")
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
        for id in ["en/bars/bar-button-item/airplay", "zh/标签栏/图标", "/a//b/", "plain", ""] {
            #expect(SiteAnchor.dotted(id, prefix: "pair-") == "pair-" + SiteAnchor.dotted(id))
        }
        #expect(SiteAnchor.dotted("en/x", prefix: "") == "en.x")
        #expect(SiteAnchor.dotted("", prefix: "") == "")
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

    @Test("A document key's language: its code before the first slash, else English")
    func keyLanguage() {
        for key in [
            "zh/bars", "en/bars", "zh", "en", "", "zhx/bars", "z/h", "ZH/bars", "zh\u{301}/bars", "fr/x", "/zh/x",
            "zh/",
        ] {
            let expected = Language(rawValue: String(key.prefix { $0 != "/" })) ?? .en
            #expect(SitePlacement.language(ofKey: key) == expected, "\(key)")
        }
        #expect(SitePlacement.language(ofKey: "zh/标签栏") == .zh)
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
            #expect(Text.lastPathComponent(source) == source.split(separator: "/").last)
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
        // Read up to the first character a scheme cannot have: a colon after it makes no scheme.
        for relative in ["images/a:b.png", "a", "abc", "a b:c", "toolbar_2x.png", "a.b-c+d", " x/y:z"] {
            #expect(LinkRewriter.scheme(of: relative) == nil, "\(relative)")
        }
        #expect(LinkRewriter.scheme(of: "a:") == "a")
    }

    @Test("Unsafe URLs are found over bytes exactly as over characters")
    func unsafeURLs() {
        let urls = [
            "javascript:alert(1)", "JavaScript:x", " \t\r\njavascript:x", "\u{0B}\u{0C}VBSCRIPT:x", "file:///etc",
            "FILE:x", "data:image/png;base64,xx", "DATA:IMAGE/PNG", "data:image/svg+xml,x", "data:text/html,x",
            "data:", "data", "javascript", "java script:x", "https://a", "../image/x.png", "", " ", "\r\n",
            "\u{3000}javascript:x", "\u{00A0}file:x", "javascript\u{301}:x", "İfile:x", "data:image/webp",
            "data:image/jpe", "x-javascript:x",
        ]
        for url in urls {
            #expect(
                HTMLEscaping.isUnsafeURL(url) == HTMLEscaping.isUnsafeURLByCharacter(url), "\(url.debugDescription)")
        }
        #expect(HTMLEscaping.isUnsafeURL(" \tJavaScript:x"))
        #expect(HTMLEscaping.isUnsafeURL("\u{3000}javascript:x"))
        #expect(!HTMLEscaping.isUnsafeURL("data:image/png;base64,xx"))
        #expect(HTMLEscaping.isUnsafeURL("data:text/html,x"))
    }

    @Test("A placeholder names its file and is captioned by its alt text, or by the file name")
    func placeholders() {
        let location = SourceLocation(line: 1, column: 1)
        let named = ImagePlaceholder.html(
            for: Inline.InlineImage(source: "../image/Bars/tool<bar>.png", alt: "  A  \"toolbar\" ", location: location)
        )
        #expect(
            named == "<span class=\"image-placeholder\" role=\"img\" aria-label=\"A &quot;toolbar&quot;\" "
                + "title=\"tool&lt;bar&gt;.png\"><span class=\"image-placeholder-icon\" aria-hidden=\"true\"></span>"
                + "<span class=\"image-placeholder-caption\">A &quot;toolbar&quot;</span></span>")
        let unnamed = ImagePlaceholder.html(
            for: Inline.InlineImage(source: "dir/a b.png", alt: "Image", location: location))
        #expect(unnamed.contains("aria-label=\"a b.png\" title=\"a b.png\""))
        let unsafe = ImagePlaceholder.html(
            for: Inline.InlineImage(source: "javascript:alert(1)", alt: "", location: location))
        #expect(unsafe.contains("aria-label=\"image\" title=\"image\""))
        #expect(ImagePlaceholder.caption(alt: "图片", source: "x/y.png") == "y.png")
        #expect(ImagePlaceholder.caption(alt: "image: x", source: "x/y.png") == "y.png")
        #expect(ImagePlaceholder.caption(alt: " Share ", source: "x/y.png") == "Share")
    }
}
