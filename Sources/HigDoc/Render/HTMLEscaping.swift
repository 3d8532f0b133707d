/// HTML and URL escaping exactly as cmark's HTML renderer does it.
public enum HTMLEscaping: HTMLEntities {
    /// Escapes `&`, `<`, `>` and `"` (cmark leaves `'` alone in text).
    public static func text(_ string: String) -> String {
        ByteEscaping.escaping(string, entity)
    }

    /// The entity `text` writes for a byte, if any.
    @inline(__always)
    static func entity(_ byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        default: nil
        }
    }

    /// Escapes a URL for an `href`/`src` attribute like cmark's `houdini_escape_href`.
    public static func href(_ url: String) -> String {
        let utf8 = url.utf8
        // The table read once: a static's every read checks that it is made (`swift_once`), and
        // the compiler does not take that out of the loop (1.6 million calls at N = 100, 0.7% of a build).
        let safe = hrefSafeBytes
        // Most destinations need no escape at all.
        if Text.withUTF8(url, { $0.allSatisfy { safe[Int($0)] } }) { return url }
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count + 16)
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "'"): out.append(contentsOf: "&#x27;".utf8)
            case _ where safe[Int(byte)]: out.append(byte)
            default: out += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `href(url)`, except that an IP literal host (`http://[::1]:8080/`) keeps its brackets, which RFC
    /// 3986 3.2.2 writes as they are: a browser reads no IPv6 address from `%5B::1%5D` (WHATWG's host
    /// parser knows one only by a literal `[`), and cmark's escaping encodes every bracket. For the
    /// site's links, percent-encoded before (`URLPercentEncoding`), which leaves a bracket in no other
    /// place; `higdoc render` keeps cmark's escaping.
    public static func hrefKeepingIPLiteralHost(_ url: String) -> String {
        guard let host = URLPercentEncoding.ipLiteralHost(url) else { return href(url) }
        let utf8 = url.utf8
        let open = utf8.index(utf8.startIndex, offsetBy: host.lowerBound)
        let close = utf8.index(utf8.startIndex, offsetBy: host.upperBound - 1)
        return href(String(url[..<open])) + "[" + href(String(url[utf8.index(after: open)..<close])) + "]"
            + href(String(url[utf8.index(after: close)...]))
    }

    /// The bytes `href` keeps as they are: ASCII letters, digits and `-_.+!*(),%#@?=;:/$~`.
    private static let hrefSafeBytes: [Bool] = (0...255).map { value in
        let byte = UInt8(value)
        return (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || "-_.+!*(),%#@?=;:/$~".utf8.contains(byte)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// Whether a URL uses a scheme cmark's safe mode refuses (`javascript:`, `vbscript:`, `file:`,
    /// and `data:` other than PNG, GIF, JPEG and WebP images).
    public static func isUnsafeURL(_ url: String) -> Bool {
        Text.withUTF8(url, isUnsafeASCIIURL) ?? isUnsafeURLByCharacter(url)
    }

    /// `isUnsafeURL` over `Character`s: the definition, used for URLs that are not all ASCII.
    static func isUnsafeURLByCharacter(_ url: String) -> Bool {
        let lowered = url.drop(while: { $0.isWhitespace || $0.isNewline }).lowercased()
        if lowered.hasPrefix("javascript:") || lowered.hasPrefix("vbscript:") || lowered.hasPrefix("file:") {
            return true
        }
        if lowered.hasPrefix("data:") {
            return !["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].contains {
                lowered.hasPrefix($0)
            }
        }
        return false
    }

    /// `isUnsafeURL` for an all-ASCII URL, over its bytes (nil when it is not all ASCII): leading
    /// whitespace as `Character.isWhitespace` has it in ASCII (tab to carriage return, space) skipped,
    /// then the schemes compared without regard to case.
    private static func isUnsafeASCIIURL(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard Text.isASCII(bytes) else { return nil }
        var skipped = 0
        while skipped < bytes.count, bytes[skipped] == 0x20 || (bytes[skipped] >= 0x09 && bytes[skipped] <= 0x0D) {
            skipped += 1
        }
        // A constant for the local function to capture: a captured variable has each call checked for
        // exclusive access at run time.
        let start = skipped
        func hasPrefix(_ prefix: [UInt8]) -> Bool {
            guard bytes.count - start >= prefix.count else { return false }
            for (offset, byte) in prefix.enumerated() {
                let actual = bytes[start + offset]
                let lowered = actual >= 0x41 && actual <= 0x5A ? actual + 32 : actual
                if lowered != byte { return false }
            }
            return true
        }
        if unsafeSchemePrefixes.contains(where: hasPrefix) { return true }
        if hasPrefix(dataPrefix) { return !safeDataPrefixes.contains(where: hasPrefix) }
        return false
    }

    /// The prefixes `isUnsafeURL` looks for, as lowercase bytes.
    private static let unsafeSchemePrefixes = ["javascript:", "vbscript:", "file:"].map { Array($0.utf8) }
    private static let dataPrefix = Array("data:".utf8)
    private static let safeDataPrefixes = ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"]
        .map { Array($0.utf8) }
}
