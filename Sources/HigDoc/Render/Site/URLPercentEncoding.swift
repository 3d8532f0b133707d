/// Percent-encoding of the site's addresses, by one rule wherever an address is written: the sitemap's
/// locations and alternates, the links of page bodies and a document's link to its original.
///
/// RFC 3986 decides what each component holds as it is (sections 2.2, 2.3, 3.2, 3.3–3.5); every other
/// byte is written as `%XX` in upper-case hex (2.1), a non-ASCII character as the escapes of its UTF-8
/// bytes (`文档` is `%E6%96%87%E6%A1%A3`), and so are a space, `"`, `<`, `>`, `\`, `^`, `` ` ``, `{`,
/// `|`, `}` and the control characters. A `[` or `]` is kept in a host (an IP literal, `[::1]`) and
/// encoded elsewhere: WHATWG's path percent-encode set keeps them, RFC 3986 does not, and an address
/// that RFC 3986 accepts is read alike by both (the sitemap protocol asks for RFC 3986).
///
/// Two kinds of text are encoded:
/// - an address already (`address(_:)`): a link's destination, `--base-url`, a `canonicalURL`. Its
///   `?` begins the query and its first `#` the fragment, and its valid `%XX` escapes are kept, so
///   that an address is never encoded twice (2.4); a `%` that begins no escape is data, `%25`;
/// - a path made of names (`pathOfNames(_:)`), a page's path under the site root, in which a `%`, a `?`
///   and a `#` are characters of a name (`%25`, `%3F`, `%23`).
///
/// Both return their input itself when nothing needs encoding, as for nearly every link, after one
/// pass over its bytes with a table.
public enum URLPercentEncoding {
    /// `address` with every byte that its component may not hold percent-encoded: the scheme and the
    /// delimiters as they are, the authority (after `//`) as RFC 3986's authority (an `@` before its last
    /// one is the userinfo's, `%40`), then the path, the query after the first `?` and the fragment after
    /// the first `#`. Valid escapes are kept.
    public static func address(_ address: String) -> String {
        Text.withUTF8(address) { bytes in
            isAddressUnchanged(bytes) && !hasAtSignInUserinfo(bytes) ? address : encodedAddress(bytes)
        }
    }

    /// `path`, a path whose parts are names (`en/docs/100%/`), with every byte a path may not hold
    /// percent-encoded: a `%`, a `?` and a `#` are characters of a name there, not an escape, a query or
    /// a fragment.
    public static func pathOfNames(_ path: String) -> String {
        let flags = componentFlags
        return Text.withUTF8(path) { bytes in
            if bytes.allSatisfy({ flags[Int($0)] & Component.path.rawValue != 0 }) { return path }
            var out = EncodedBytes(capacity: bytes.count)
            out.append(bytes[...], keeping: .path, escapes: false, flags: flags)
            return out.string
        }
    }

    /// The parts of an address, each with the bytes it holds as they are.
    enum Component: UInt8 {
        /// RFC 3986's `pchar` (unreserved characters, sub-delimiters, `:` and `@`) and `/`.
        case path = 1
        /// A query's or a fragment's: `pchar`, `/` and `?`.
        case query = 2
        /// `userinfo@host:port`: unreserved characters, sub-delimiters, `:`, `@`, and `[` `]` for an IP literal.
        case authority = 4
        /// The userinfo before the authority's last `@`: unreserved characters, sub-delimiters and `:` (3.2.1).
        case userinfo = 8
    }

    /// Per byte, the components that hold it as it is, as bits of `Component`'s raw values. A `%` is in
    /// none: whether it is kept depends on what follows it.
    static let componentFlags: [UInt8] = {
        var flags = [UInt8](repeating: 0, count: 256)
        let unreserved = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
        let subDelimiters = "!$&'()*+,;="
        func add(_ characters: String, _ components: [Component]) {
            for byte in characters.utf8 {
                for component in components { flags[Int(byte)] |= component.rawValue }
            }
        }
        add(unreserved + subDelimiters + ":@", [.path, .query, .authority])
        add("/", [.path, .query])
        add("?", [.query])
        add("[]", [.authority])
        add(unreserved + subDelimiters + ":", [.userinfo])
        return flags
    }()

    /// Whether `address(_:)` leaves `bytes` as they are: every byte one that a path holds, a `?`, the
    /// first `#`, or a `%` that begins a valid escape. (A `[` or `]` goes the long way, to tell a host.)
    private static func isAddressUnchanged(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let flags = componentFlags
        var seenFragment = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if flags[Int(byte)] & Component.path.rawValue != 0 || byte == UInt8(ascii: "?") {
                index += 1
            } else if byte == UInt8(ascii: "#") && !seenFragment {
                seenFragment = true
                index += 1
            } else if byte == UInt8(ascii: "%") && beginsEscape(bytes, at: index) {
                index += 3
            } else {
                return false
            }
        }
        return true
    }

    /// `bytes`, an address, encoded component by component.
    private static func encodedAddress(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let flags = componentFlags
        var out = EncodedBytes(capacity: bytes.count)
        var start = schemeLength(bytes)
        out.append(bytes[..<start], keeping: .path, escapes: true, flags: flags)
        if let authority = authorityRange(bytes, from: start) {
            out.append(bytes[start..<authority.lowerBound], keeping: .path, escapes: true, flags: flags)
            // The last `@` ends the userinfo, which holds no `@` itself (WHATWG reads a URL so too).
            var host = authority.lowerBound
            if let at = bytes[authority].lastIndex(of: UInt8(ascii: "@")) {
                out.append(bytes[authority.lowerBound..<at], keeping: .userinfo, escapes: true, flags: flags)
                out.append(UInt8(ascii: "@"))
                host = at + 1
            }
            out.append(bytes[host..<authority.upperBound], keeping: .authority, escapes: true, flags: flags)
            start = authority.upperBound
        }
        let fragment = bytes[start...].firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
        let query = bytes[start..<fragment].firstIndex(of: UInt8(ascii: "?")) ?? fragment
        out.append(bytes[start..<query], keeping: .path, escapes: true, flags: flags)
        if query < fragment {
            out.append(UInt8(ascii: "?"))
            out.append(bytes[(query + 1)..<fragment], keeping: .query, escapes: true, flags: flags)
        }
        if fragment < bytes.count {
            out.append(UInt8(ascii: "#"))
            // A fragment holds what a query does; a second `#` is data.
            out.append(bytes[(fragment + 1)...], keeping: .query, escapes: true, flags: flags)
        }
        return out.string
    }

    /// The authority of an address whose scheme (with its colon) is `schemeLength` bytes long: what follows
    /// `//`, in an absolute URL or a network-path reference, up to `/`, `?` or `#`; nil when no `//` follows.
    private static func authorityRange(_ bytes: UnsafeBufferPointer<UInt8>, from schemeLength: Int) -> Range<Int>? {
        let start = schemeLength
        guard start + 1 < bytes.count, bytes[start] == UInt8(ascii: "/"), bytes[start + 1] == UInt8(ascii: "/")
        else { return nil }
        let end = bytes[(start + 2)...].firstIndex { $0 == 0x2F || $0 == 0x3F || $0 == 0x23 } ?? bytes.count
        return (start + 2)..<end
    }

    /// The UTF-8 offsets of an address's IP literal host with its brackets (`[::1]` in
    /// `http://u@[::1]:8080/`): within the authority, after any userinfo (up to its last `@`), a `[` and the
    /// first `]` after it. Nil when the address has no authority or its host is no IP literal.
    static func ipLiteralHost(_ address: String) -> Range<Int>? {
        Text.withUTF8(address) { bytes -> Range<Int>? in
            guard bytes.contains(UInt8(ascii: "[")), let authority = authorityRange(bytes, from: schemeLength(bytes))
            else { return nil }
            let host = bytes[authority].lastIndex(of: UInt8(ascii: "@")).map { $0 + 1 } ?? authority.lowerBound
            guard host < authority.upperBound, bytes[host] == UInt8(ascii: "["),
                let close = bytes[host..<authority.upperBound].firstIndex(of: UInt8(ascii: "]"))
            else { return nil }
            return host..<(close + 1)
        }
    }

    /// Whether the address's userinfo holds an `@` (its authority two or more), which `address(_:)` encodes.
    private static func hasAtSignInUserinfo(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let authority = authorityRange(bytes, from: schemeLength(bytes)) else { return false }
        return bytes[authority].lazy.filter { $0 == UInt8(ascii: "@") }.count > 1
    }

    /// The length of the address's scheme with its colon (`https:` is 6), or 0 when it has none: a letter,
    /// then letters, digits, `+`, `-` or `.`, then `:` (RFC 3986 3.1).
    private static func schemeLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }
        guard let first = bytes.first, isLetter(first) else { return 0 }
        var index = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":") { return index + 1 }
            guard isLetter(byte) || byte &- UInt8(ascii: "0") < 10 || byte == 0x2B || byte == 0x2D || byte == 0x2E
            else { return 0 }
            index += 1
        }
        return 0
    }

    /// Whether the `%` at `index` begins an escape: two hex digits follow it.
    static func beginsEscape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index + 2 < bytes.count && isHexDigit(bytes[index + 1]) && isHexDigit(bytes[index + 2])
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10 || (byte | 0x20) &- UInt8(ascii: "a") < 6
    }

    /// The bytes of an encoded text as they are written.
    private struct EncodedBytes {
        private var bytes: [UInt8] = []

        init(capacity: Int) {
            // Each byte is at most three.
            bytes.reserveCapacity(capacity * 3)
        }

        var string: String { String(decoding: bytes, as: UTF8.self) }

        mutating func append(_ byte: UInt8) { bytes.append(byte) }

        /// `part` with every byte that `component` does not hold as `%XX`; a `%` that begins an escape
        /// is kept with it when `escapes` is true.
        mutating func append(
            _ part: Slice<UnsafeBufferPointer<UInt8>>, keeping component: Component, escapes: Bool, flags: [UInt8]
        ) {
            let base = part.base
            var index = part.startIndex
            while index < part.endIndex {
                let byte = base[index]
                if flags[Int(byte)] & component.rawValue != 0 {
                    bytes.append(byte)
                } else if byte == UInt8(ascii: "%") && escapes && URLPercentEncoding.beginsEscape(base, at: index) {
                    bytes += [byte, base[index + 1], base[index + 2]]
                    index += 2
                } else {
                    bytes += [UInt8(ascii: "%"), Self.hexDigits[Int(byte >> 4)], Self.hexDigits[Int(byte & 0xF)]]
                }
                index += 1
            }
        }

        private static let hexDigits = Array("0123456789ABCDEF".utf8)
    }
}
