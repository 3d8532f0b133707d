import Foundation
import Mustache
import Testing

@testable import HigDoc

/// `HTMLEscaping`: texts and URLs escaped as cmark escapes them.
@Suite struct HTMLEscapingTests {
    @Test("Texts: &, <, > and \" escaped, ' and everything else kept")
    func text() {
        #expect(HTMLEscaping.text("a<b & \"c\" 'd'") == "a&lt;b &amp; &quot;c&quot; 'd'")
        #expect(HTMLEscaping.text("中文 & “引号” <标签>") == "中文 &amp; “引号” &lt;标签&gt;")
        #expect(HTMLEscaping.text("plain é\u{301}") == "plain é\u{301}")
    }

    @Test("URLs: cmark's safe bytes kept, & and ' as entities, the rest percent-encoded")
    func href() {
        #expect(HTMLEscaping.href("a&b'c d[é]") == "a&amp;b&#x27;c%20d%5B%C3%A9%5D")
        #expect(HTMLEscaping.href("/x/y?z=1#w") == "/x/y?z=1#w")
        #expect(
            HTMLEscaping.href("https://例子.com/路径?q=1&r=2")
                == "https://%E4%BE%8B%E5%AD%90.com/%E8%B7%AF%E5%BE%84?q=1&amp;r=2")
        #expect(HTMLEscaping.href("\u{7F}\u{1}[]{}|\\^`<>\"") == "%7F%01%5B%5D%7B%7D%7C%5C%5E%60%3C%3E%22")
    }

    @Test("The site's URLs: an IP literal host keeps its brackets, every other byte as href escapes it")
    func hrefKeepingIPLiteralHost() {
        let kept: [(String, String)] = [
            ("http://[::1]:8080/a%20b", "http://[::1]:8080/a%20b"),
            ("https://user:p%40ss@[2001:db8::7]/x?q=1&r=[2]", "https://user:p%40ss@[2001:db8::7]/x?q=1&amp;r=%5B2%5D"),
            ("http://[fe80::1%25eth0]", "http://[fe80::1%25eth0]"),
            ("svn+ssh://[v1.fe'x]/文", "svn+ssh://[v1.fe&#x27;x]/%E6%96%87"),
            ("//[::1]/x", "//[::1]/x"),
        ]
        for (url, expected) in kept {
            #expect(HTMLEscaping.hrefKeepingIPLiteralHost(url) == expected, "\(url)")
        }
        // No IP literal host: the brackets are encoded as cmark encodes them.
        for url in [
            "http://host/[a]", "[::1]/x", "http:[::1]/", "http://[::1", "http://x@y/[::1]", "mailto:[a]",
            "1http://[::1]/", "http://h[::1]/", "a b", "",
        ] {
            #expect(HTMLEscaping.hrefKeepingIPLiteralHost(url) == HTMLEscaping.href(url), "\(url)")
        }
        #expect(URLPercentEncoding.ipLiteralHost("http://u@v@[::1]:1/") == 11..<16)
    }

    static let awkward = [
        "", "plain", "a & b < c > d \"e\" 'f'", "&&<<>>\"\"''", "中文 & “引号” <标签>", "ends with &", "<starts",
        "é\u{301} ü 👩‍👩‍👧 &amp;", String(repeating: "x&'", count: 500),
    ]

    @Test("The templates' escaping is swift-mustache's HTML escaping, ' included; cmark's leaves ' alone")
    func templateEscaping() throws {
        let escape = SiteHTMLContentType().escapeText
        let mustache = try MustacheTemplate(string: "{{text}}")
        for text in Self.awkward {
            #expect(escape(text) == mustache.render(["text": text]), "\(text)")
            #expect(HTMLEscaping.text(text) == escape(text).replacingOccurrences(of: "&#39;", with: "'"), "\(text)")
        }
        #expect(escape("a<b & \"c\" 'd'") == "a&lt;b &amp; &quot;c&quot; &#39;d&#39;")
    }
}
