import Foundation
import Testing

@testable import HigDoc

/// Image placeholders made once and copied, within a bound, on any thread.
@Suite("image placeholder cache")
struct ImagePlaceholderCacheTests {
    static let images: [Inline.InlineImage] = [
        ("../image/UI Elements/Bars/toolbar_2x.png", "Toolbar"),
        ("../image/UI Elements/Bars/toolbar_2x.png", ""),
        ("../image/UI Elements/Bars/toolbar_2x.png", "image"),
        ("images/tab bar.png", "标签栏 <示例> & \"引号\""),
        ("javascript:alert(1)", "a  spaced\n alt"),
        ("", "图片"),
        ("x.png", "Image: x"),
    ].map { Inline.InlineImage(source: $0.0, alt: $0.1, location: SourceLocation(line: 1, column: 1)) }

    static func direct(_ image: Inline.InlineImage) -> [UInt8] {
        var html = HTMLBytes()
        ImagePlaceholder.append(image, to: &html)
        return Array(html.string.utf8)
    }

    @Test("A placeholder from the cache is the placeholder, appended after what the page has")
    func sameMarkup() {
        let cache = ImagePlaceholderCache()
        for _ in 0..<2 {
            for image in Self.images {
                var html = HTMLBytes()
                html += "<p>"
                cache.append(image, to: &html)
                #expect(Array(html.string.utf8) == Array("<p>".utf8) + Self.direct(image))
            }
        }
        // The same source with another alt text is another placeholder.
        #expect(cache.count == Self.images.count)
        #expect(Self.direct(Self.images[0]) != Self.direct(Self.images[1]))
        #expect(
            String(decoding: Self.direct(Self.images[3]), as: UTF8.self).contains("&lt;示例&gt; &amp; &quot;引号&quot;"))
    }

    /// Texts that are only canonically equivalent (`é` precomposed or not) are other keys: each image's
    /// placeholder keeps its own bytes, whichever was shown first.
    @Test("Canonically equivalent texts in other bytes get their own placeholders")
    func byteExactKeys() {
        let composed = Inline.InlineImage(
            source: "caf\u{E9}.png", alt: "caf\u{E9}", location: SourceLocation(line: 1, column: 1))
        let decomposed = Inline.InlineImage(
            source: "cafe\u{301}.png", alt: "cafe\u{301}", location: SourceLocation(line: 2, column: 1))
        #expect(composed.source == decomposed.source && composed.alt == decomposed.alt)
        let cache = ImagePlaceholderCache()
        for image in [composed, decomposed, composed] {
            var html = HTMLBytes()
            cache.append(image, to: &html)
            #expect(Array(html.string.utf8) == Self.direct(image))
        }
        #expect(Self.direct(composed) != Self.direct(decomposed))
        #expect(cache.count == 2)
    }

    @Test("Past its capacity it forgets what it holds and starts again")
    func bounded() {
        let cache = ImagePlaceholderCache(capacity: 2)
        for _ in 0..<3 {
            for image in Self.images {
                var html = HTMLBytes()
                cache.append(image, to: &html)
                #expect(Array(html.string.utf8) == Self.direct(image))
                #expect(cache.count <= 2)
            }
        }
        #expect((1...2).contains(cache.count))
    }

    @Test("Threads sharing a cache each get every placeholder right")
    func concurrent() {
        let cache = ImagePlaceholderCache(capacity: 3)
        let expected = Self.images.map(Self.direct)
        let lock = NSLock()
        nonisolated(unsafe) var failures = 0
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for round in 0..<50 {
                let index = (thread + round) % Self.images.count
                var html = HTMLBytes()
                cache.append(Self.images[index], to: &html)
                if Array(html.string.utf8) != expected[index] { lock.withLock { failures += 1 } }
            }
        }
        #expect(lock.withLock { failures } == 0)
    }
}
