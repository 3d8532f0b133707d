import Foundation

/// The address a site is published at (`--base-url`), which every location of `sitemap.xml` begins
/// with: an absolute http or https URL, to which the pages' paths are appended, so without a query or a
/// fragment, and without what a URL cannot hold (spaces, control characters, quotes, angle brackets).
/// A path of other characters (`/文档/`) is percent-encoded in the sitemap; a host is not, since RFC 3986
/// asks for an internationalized domain name in its IDNA form (`xn--…`), which higdoc does not make.
public enum SiteBaseURL {
    /// What a URL may not hold anywhere (RFC 3986 leaves them out), besides spaces and control characters.
    static let forbidden: Set<Character> = ["\"", "<", ">", "\\", "^", "`", "{", "|", "}"]

    /// Why `text` cannot be a site's base URL, as the end of a sentence that begins with its name; nil
    /// when it can.
    public static func problem(with text: String) -> String? {
        let control = { (scalar: Unicode.Scalar) in scalar.properties.generalCategory == .control }
        if text.contains(where: {
            $0.isWhitespace || forbidden.contains($0) || $0.unicodeScalars.contains(where: control)
        }) {
            return "must not hold spaces, control characters or any of \" < > \\ ^ ` { | } (not '\(text)')"
        }
        guard let components = URLComponents(string: text),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty, text.contains("://")
        else {
            return "must be an absolute http:// or https:// URL, such as https://hig.example.org/ (not '\(text)')"
        }
        if let separator = text.range(of: "://"),
            !text[separator.upperBound...].prefix(while: { !"/?#".contains($0) }).allSatisfy(\.isASCII)
        {
            return
                "must give its host in ASCII, an internationalized domain name in its IDNA form (https://xn--fsqu00a.xn--fiqs8s/ for 例子.中国) (not '\(text)')"
        }
        // The port: the digits after the host's last colon that no IPv6 literal's `]` follows (the user
        // information, up to the last `@`, left out).
        if let separator = text.range(of: "://") {
            let whole = text[separator.upperBound...].prefix { !"/?#".contains($0) }
            let authority = whole.lastIndex(of: "@").map { whole[whole.index(after: $0)...] } ?? whole
            if let colon = authority.lastIndex(of: ":"), !authority[colon...].contains("]"),
                !FrontMatterReader.isPort(ArraySlice(authority[authority.index(after: colon)...].utf8))
            {
                return "must have a port from 0 to 65535, if any (not '\(text)')"
            }
        }
        if text.contains("?") || text.contains("#") {
            return "must not have a query or a fragment: the pages' paths are appended to it (not '\(text)')"
        }
        if hasDotSegment(components.percentEncodedPath) {
            return
                "must not hold a . or .. path segment: a browser removes them, and the sitemap's addresses would not be the pages' (not '\(text)')"
        }
        return nil
    }

    /// The address of the site's page at `path` (`en/docs/bars/`) under `base`, a base URL as
    /// `URLPercentEncoding.address` writes it, ending with a slash: the path is percent-encoded as a path of
    /// names, in which a `%`, a `?` or a `#` is a character of a name, not an escape, a query or a fragment.
    static func pageAddress(_ path: String, under base: String) -> String {
        base + URLPercentEncoding.pathOfNames(path)
    }

    /// `base` percent-encoded as an address, ending with a slash, for `pageAddress(_:under:)`.
    static func encoded(_ base: String) -> String {
        URLPercentEncoding.address(base.hasSuffix("/") ? base : base + "/")
    }

    /// Whether a path holds a `.` or `..` segment, its dots written or percent-encoded (`%2E`), which RFC
    /// 3986 5.2.4 and browsers remove when they resolve an address (`/a/../b/` is `/b/`).
    static func hasDotSegment(_ path: String) -> Bool {
        path.split(separator: "/", omittingEmptySubsequences: false).contains { segment in
            let dots = segment.replacingOccurrences(of: "%2e", with: ".", options: .caseInsensitive)
            return dots == "." || dots == ".."
        }
    }
}
