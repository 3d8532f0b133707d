import Foundation
import Testing

@testable import HigDoc

/// Every address of the site is percent-encoded by one rule (RFC 3986): an address keeps its valid
/// escapes and delimiters, a path of names encodes its `%`, `?` and `#`.
@Suite("URL percent-encoding")
struct URLPercentEncodingTests {
    @Test(
        "An address keeps a valid escape and encodes a % that begins none as %25",
        arguments: [
            ("100%", "100%25"), ("%zz", "%25zz"), ("%4", "%254"), ("a%4/", "a%254/"), ("%", "%25"),
            ("%20", "%20"), ("%E6%96%87", "%E6%96%87"), ("%e6%96%87", "%e6%96%87"), ("a%2Fb", "a%2Fb"),
            ("/a%20b/", "/a%20b/"), ("https://x.org/a%20b/", "https://x.org/a%20b/"),
            ("https://x.org/100%/?q=5%#50%", "https://x.org/100%25/?q=5%25#50%25"),
        ])
    func escapesInAnAddress(_ input: String, _ expected: String) {
        #expect(URLPercentEncoding.address(input) == expected)
    }

    @Test(
        "A path of names encodes every %, ? and # as a character of a name",
        arguments: [
            ("en/docs/100%/", "en/docs/100%25/"), ("%zz", "%25zz"), ("%4", "%254"), ("%20", "%2520"),
            ("%E6%96%87", "%25E6%2596%2587"), ("a?b#c", "a%3Fb%23c"), ("en/docs/a-b/", "en/docs/a-b/"), ("", ""),
        ])
    func namesInAPath(_ input: String, _ expected: String) {
        #expect(URLPercentEncoding.pathOfNames(input) == expected)
    }

    @Test("Non-ASCII, a space, quotes, angle brackets, a backslash and the like are their UTF-8 bytes' escapes")
    func bytesNoComponentHolds() {
        let cases = [
            ("文档", "%E6%96%87%E6%A1%A3"), ("a b", "a%20b"), ("\"", "%22"), ("<", "%3C"), (">", "%3E"),
            ("\\", "%5C"), ("^", "%5E"), ("`", "%60"), ("{|}", "%7B%7C%7D"), ("\t\n\u{7F}", "%09%0A%7F"),
            ("é", "%C3%A9"), ("😀", "%F0%9F%98%80"),
        ]
        for (input, expected) in cases {
            #expect(URLPercentEncoding.address(input) == expected, "\(input)")
            #expect(URLPercentEncoding.pathOfNames(input) == expected, "\(input)")
            #expect(URLPercentEncoding.address("https://x.org/p?" + input) == "https://x.org/p?" + expected)
            #expect(URLPercentEncoding.address("https://x.org/p#" + input) == "https://x.org/p#" + expected)
        }
    }

    @Test("Unreserved characters, sub-delimiters, : and @ are kept in every component; ' among them")
    func keptEverywhere() {
        let kept = "AZaz09-._~!$&'()*+,;=:@"
        #expect(URLPercentEncoding.address(kept) == kept)
        #expect(URLPercentEncoding.pathOfNames("/" + kept + "/") == "/" + kept + "/")
        #expect(
            URLPercentEncoding.address("https://u:p@x.org:8/\(kept)?\(kept)/?#\(kept)/?")
                == "https://u:p@x.org:8/\(kept)?\(kept)/?#\(kept)/?")
        #expect(URLPercentEncoding.address("it's") == "it's")
    }

    @Test("In an address, ? begins the query and the first # the fragment; a later # is data")
    func queryAndFragment() {
        let cases = [
            ("x?y", "x?y"), ("x#y", "x#y"), ("x?y?z", "x?y?z"), ("x#y?z", "x#y?z"), ("x#y#z", "x#y%23z"),
            ("x?a#b#c", "x?a#b%23c"),
            (
                "Controls.html#//apple_ref/doc/uid/TP40006556-CH15-SW1",
                "Controls.html#//apple_ref/doc/uid/TP40006556-CH15-SW1"
            ),
            ("?q=[1]#f[2]", "?q=%5B1%5D#f%5B2%5D"), ("#", "#"), ("##", "#%23"),
        ]
        for (input, expected) in cases {
            #expect(URLPercentEncoding.address(input) == expected, "\(input)")
        }
    }

    @Test("[ and ] are kept in a host (an IP literal) and encoded in a path, a query and a fragment")
    func bracketsInHostAndPath() {
        #expect(URLPercentEncoding.address("https://[::1]:8080/[a]/") == "https://[::1]:8080/%5Ba%5D/")
        #expect(URLPercentEncoding.address("//[::1]/[a]") == "//[::1]/%5Ba%5D")
        #expect(URLPercentEncoding.address("[a]") == "%5Ba%5D")
        #expect(URLPercentEncoding.address("../x[1].html") == "../x%5B1%5D.html")
        #expect(URLPercentEncoding.pathOfNames("[a]/") == "%5Ba%5D/")
        // A non-ASCII host is encoded as RFC 3986 asks for a reg-name (--base-url refuses one before).
        #expect(URLPercentEncoding.address("https://例子.org/") == "https://%E4%BE%8B%E5%AD%90.org/")
        // A scheme is the letter-led run before the first colon, so `1a:b` is a path with a colon.
        #expect(URLPercentEncoding.address("1a:b [c]") == "1a:b%20%5Bc%5D")
        #expect(URLPercentEncoding.address("mailto:a@b.c?subject=a b") == "mailto:a@b.c?subject=a%20b")
    }

    @Test("An @ before the authority's last is data of the userinfo, %40 (RFC 3986 3.2.1; WHATWG's last @)")
    func atInUserinfo() {
        #expect(URLPercentEncoding.address("http://user:p@ss@host/") == "http://user:p%40ss@host/")
        #expect(URLPercentEncoding.address("https://a@b@c@x.org/p@q") == "https://a%40b%40c@x.org/p@q")
        #expect(URLPercentEncoding.address("//u@v@[::1]:8/") == "//u%40v@[::1]:8/")
        // Foundation reads the address as the encoder wrote it, as it does the other addresses.
        #expect(URL(string: "http://user:p%40ss@host/")?.absoluteString == "http://user:p%40ss@host/")
    }

    @Test("Encoding an address twice changes nothing more (RFC 3986 2.4)")
    func idempotent() {
        for input in [
            "100%", "%zz", "文档", "a b", "https://[::1]/[a]?[b]#c#d", "https://x.org/a%20b/", "\\\"<>", "x?y#z#w",
        ] {
            let once = URLPercentEncoding.address(input)
            #expect(URLPercentEncoding.address(once) == once, "\(input)")
        }
    }

    @Test("Every ASCII byte in a path: kept exactly when RFC 3986's pchar or / holds it")
    func everyASCIIByte() {
        let pathCharacters = Set(
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/".utf8)
        for byte in UInt8(0)..<0x80 {
            let text = "a" + String(UnicodeScalar(byte)) + "b"
            let escaped = String(format: "a%%%02Xb", byte)
            #expect(URLPercentEncoding.pathOfNames(text) == (pathCharacters.contains(byte) ? text : escaped), "\(byte)")
            // An address differs only by its delimiters: ? and # are kept, and so is the % of a valid escape.
            let asAddress = pathCharacters.contains(byte) || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
            #expect(URLPercentEncoding.address(text) == (asAddress ? text : escaped), "\(byte)")
        }
    }

    @Test("What comes out is a URL Foundation reads back as it is")
    func foundationReadsItUnchanged() throws {
        for input in ["https://x.org/100%/文档/a b/?q=[1]&r=\"#f#g", "https://[::1]:8080/[a]/%zz", "../a%4/{b}|c^"] {
            let encoded = URLPercentEncoding.address(input)
            let url = try #require(URL(string: encoded), "\(input)")
            #expect(url.absoluteString == encoded)
        }
    }
}
