import Testing

@testable import HigDoc

/// Relative links resolved once per base and reference, within a bound.
@Suite("resolved URL cache")
struct ResolvedURLCacheTests {
    static let base =
        "https://developer.apple.com/library/ios/documentation/UserExperience/Conceptual/MobileHIG/Bars.html"

    @Test("A cached link is what resolving it gives; each base and reference is resolved once")
    func resolvesOnce() {
        let cache = ResolvedURLCache()
        var calls = 0
        func resolve(_ reference: String, _ base: String) -> String? {
            calls += 1
            return LinkRewriter.absolute(reference, base: base)
        }
        let references = ["../Icons/Icons.html#//apple_ref/doc/uid/TP1", "Toolbar.html", "javascript:x", "a b/c.html"]
        for _ in 0..<3 {
            for reference in references {
                #expect(
                    cache.absolute(reference, base: Self.base, resolve: resolve)
                        == LinkRewriter.absolute(reference, base: Self.base))
            }
        }
        #expect(calls == references.count)
        #expect(cache.count == references.count)
        #expect(
            cache.absolute("../Icons/Icons.html", base: Self.base, resolve: resolve)
                == "https://developer.apple.com/library/ios/documentation/UserExperience/Conceptual/Icons/Icons.html")
        #expect(cache.absolute("Toolbar.html", base: "not a url", resolve: resolve) == nil)
        #expect(calls == references.count + 2)
    }

    /// A reference only canonically equivalent to a held one (`é` precomposed or not) is resolved on its
    /// own: its URL is escaped from its own bytes, whichever page came first.
    @Test("Canonically equivalent references in other bytes are resolved each on its own")
    func byteExactKeys() throws {
        let cache = ResolvedURLCache()
        let composed = "caf\u{E9}.html"
        let decomposed = "cafe\u{301}.html"
        #expect(composed == decomposed)
        let expected = [composed, decomposed].map { LinkRewriter.absolute($0, base: Self.base) }
        #expect(expected[0] != expected[1])
        for _ in 0..<2 {
            for (reference, url) in zip([composed, decomposed], expected) {
                #expect(cache.absolute(reference, base: Self.base) { LinkRewriter.absolute($0, base: $1) } == url)
            }
        }
        #expect(cache.count == 2)
    }

    @Test("Past its capacity it keeps what it has and resolves the rest each time")
    func bounded() {
        let cache = ResolvedURLCache(capacity: 2)
        var calls = 0
        for _ in 0..<2 {
            for reference in ["a.html", "b.html", "c.html"] {
                _ = cache.absolute(reference, base: Self.base) { reference, base in
                    calls += 1
                    return LinkRewriter.absolute(reference, base: base)
                }
            }
        }
        #expect(cache.count == 2)
        #expect(calls == 4)
    }
}
