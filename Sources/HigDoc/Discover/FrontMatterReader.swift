import Foundation
import Yams

/// Splits a page into YAML front matter and markdown body, and decodes the front matter.
public enum FrontMatterReader {
    public struct Split: Sendable {
        public var frontMatter: FrontMatter
        public var body: Substring
        /// The 1-based line of the source file on which `body` starts.
        public var bodyStartLine: Int
        /// The line of each front matter key, for messages (`translates` → 8).
        public var keyLines: [String: Int]
    }

    static let requiredKeys = ["id", "title", "lang", "edition", "source"]
    /// The most characters an id may have: well under a file name's 255 bytes.
    static let maximumIDLength = 128

    /// Whether `text` is made of the characters of an id: ASCII letters, digits and `-` (a page's id, a
    /// glossary concept's; both name directories, anchors and paths on the site). An empty text is not.
    static func isIDText(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    }
    /// Every key a page's front matter may hold: any other is most likely a misspelt one, which would be
    /// lost without a word (`translate:` left a translation unpaired).
    static let knownKeys = requiredKeys + ["translates", "canonicalURL"]

    /// The lines between a text's opening `---` line and its closing `---` or `...` line, where the body
    /// after them starts and on which line.
    struct Fences {
        var yamlLines: [Substring]
        var bodyStart: String.Index
        var bodyStartLine: Int
    }

    /// The front matter's fences in `text`: nil when it does not start with a `---` line, `.failure`
    /// with the line of the opening fence when no line closes it. A fence may have spaces or tabs after
    /// it, which an editor leaves and no reader sees.
    static func fences(_ text: String) -> Result<Fences, UnclosedFence>? {
        guard text.hasPrefix("---"),
            text.utf8.dropFirst(3).first(where: { $0 != 0x20 && $0 != 0x09 }).map({ $0 == 0x0A || $0 == 0x0D })
                == true
        else { return nil }
        // Find the closing fence line. Lines end at a line feed, a carriage return before it dropped
        // (`\r\n`, one character to Swift, would hide the line feed from a search by character); a lone
        // carriage return, which ends a line too, is a line feed in a `SourceFile`'s text (`LineEndings`).
        let utf8 = text.utf8
        var lineNumber = 1
        var yamlLines: [Substring] = []
        var cursor = utf8.index(after: utf8.firstIndex(of: 0x0A)!)  // the opening fence ends with one
        while cursor < text.endIndex {
            lineNumber += 1
            let lineEnd = utf8[cursor...].firstIndex(of: 0x0A) ?? text.endIndex
            let line = text[cursor..<lineEnd]
            let trimmed = line.utf8.last == 0x0D ? text[cursor..<utf8.index(before: lineEnd)] : line
            let fence =
                trimmed.utf8.last == 0x20 || trimmed.utf8.last == 0x09
                ? trimmed[
                    ..<(trimmed.lastIndex { $0 != " " && $0 != "\t" }.map { trimmed.index(after: $0) }
                        ?? trimmed.startIndex)]
                : trimmed
            if fence == "---" || fence == "..." {
                let bodyStart = lineEnd < text.endIndex ? utf8.index(after: lineEnd) : text.endIndex
                return .success(Fences(yamlLines: yamlLines, bodyStart: bodyStart, bodyStartLine: lineNumber + 1))
            }
            yamlLines.append(trimmed)
            cursor = lineEnd < text.endIndex ? utf8.index(after: lineEnd) : text.endIndex
        }
        return .failure(UnclosedFence())
    }

    /// No line closes the front matter.
    struct UnclosedFence: Error {}

    /// The body of any markdown file after its leading YAML block, for `higdoc render`: nil when the file
    /// does not start with a `---` line, closed by a `---` or `...` line, around YAML that is nothing or a
    /// mapping with a front-matter key or several keys (`title: T` alone is front matter; a thematic
    /// break and a setext heading, `Note: read this first`, are not).
    public static func bodyAfterAnyFrontMatter(_ file: SourceFile) -> (body: Substring, bodyStartLine: Int)? {
        guard case .success(let fences)? = fences(file.text) else { return nil }
        let node: Node?
        do {
            node = try Yams.compose(yaml: fences.yamlLines.joined(separator: "\n"), .basic, .default, .utf8)
        } catch {
            return nil
        }
        // A block of nothing but blank lines and comments composes to no node. A mapping is front matter
        // when it has a front-matter key or more than one key: `---`, `Note: read this first`, `---` is a
        // thematic break and a setext heading, as cmark reads it.
        guard let node else { return (file.text[fences.bodyStart...], fences.bodyStartLine) }
        guard let mapping = node.mapping,
            mapping.count > 1 || mapping.keys.contains(where: { $0.string.map(knownKeys.contains) ?? false })
        else { return nil }
        return (file.text[fences.bodyStart...], fences.bodyStartLine)
    }

    public static func split(_ file: SourceFile) throws -> Split {
        let text = file.text
        guard let found = fences(text) else {
            throw InputError(path: file.path, line: 1, "missing YAML front matter (the file must start with '---')")
        }
        guard case .success(let fences) = found else {
            throw InputError(
                path: file.path, line: 1, "front matter is not closed (no '---' line after the opening one)")
        }
        let bodyStart = fences.bodyStart
        let lineNumber = fences.bodyStartLine - 1
        let yaml = fences.yamlLines.joined(separator: "\n")
        // Yams's lines are libyaml's, which a NEL, U+2028 or U+2029 ends too.
        let yamlLines = YAMLLineNumbers(yaml)
        let node: Node?
        do {
            // Every value is read as its plain text, so no tag needs resolving (`.basic` skips the regular
            // expressions that would type `id: 00017` as an int); UTF-8 is named so that Yams need not
            // look it up in the environment for every page.
            node = try Yams.compose(yaml: yaml, .basic, .default, .utf8)
        } catch let error as YamlError {
            // The front matter's text starts on the file's second line, after the fence.
            if let duplicate = YAMLDuplicateKey(error, in: yaml, lines: yamlLines, linesBefore: 1) {
                throw InputError(path: file.path, line: duplicate.line, "malformed front matter: \(duplicate.message)")
            }
            throw InputError(
                path: file.path, line: YAMLErrorSummary.line(of: error, yamlLines).map { $0 + 1 },
                "malformed front matter: \(YAMLErrorSummary.problem(error))")
        } catch {
            throw InputError(path: file.path, line: 2, "malformed front matter: \(error)")
        }
        guard let mapping = node?.mapping else {
            throw InputError(path: file.path, line: 2, "malformed front matter: expected 'key: value' lines")
        }
        var values: [String: String] = [:]
        var keyLines: [String: Int] = [:]
        for (key, value) in mapping {
            let line = key.mark.map { yamlLines.line($0.line) + 1 } ?? 2
            guard let name = key.scalar?.string else {
                throw InputError(
                    path: file.path, line: line,
                    "malformed front matter: a key must be a plain name, not a list or a map")
            }
            keyLines[name] = line
            guard let scalar = value.scalar?.string else {
                throw InputError(path: file.path, line: line, "malformed front matter: '\(name)' must be a plain value")
            }
            // A control character written as a YAML escape (`"\e[31m"`, `"\u0000"`) is one all the same: it
            // would reach the site's pages and the terminal's report.
            if let control = Text.firstControlCharacter(in: scalar) {
                throw InputError(
                    path: file.path, line: line,
                    "'\(name)' holds the control character \(control); a front matter value is text")
            }
            values[name] = scalar
        }
        // The first unknown key in the file's order is the one reported; before the required keys, since
        // a misspelt required key is also a missing one. Read from the lines found above: a second walk
        // over Yams's mapping cost as much as reading the page's whole front matter.
        for (name, _) in keyLines.filter({ !knownKeys.contains($0.key) }).sorted(by: { $0.value < $1.value }).prefix(1)
        {
            let suggestion =
                SpellingSuggestion.closest(to: name, among: knownKeys).map { "did you mean '\($0)'?" }
                ?? "known keys: \(knownKeys.joined(separator: ", "))"
            throw InputError(
                path: file.path, line: keyLines[name], "unknown front matter key '\(name)' (\(suggestion))")
        }
        // A value of white space alone (`title: "   "`, a no-break or an ideographic space) says nothing:
        // it made a blank heading and page title where an empty one is refused.
        for key in requiredKeys where (values[key] ?? "").allSatisfy(\.isWhitespace) {
            let problem =
                values[key] == nil
                ? "front matter lacks required key '\(key)'"
                : values[key]!.isEmpty
                    ? "front matter key '\(key)' is empty" : "front matter key '\(key)' is empty (white space only)"
            throw InputError(path: file.path, line: keyLines[key] ?? 1, problem)
        }
        guard let lang = Language(rawValue: values["lang"]!) else {
            let supported = Language.allCases.map(\.rawValue).joined(separator: ", ")
            throw InputError(
                path: file.path, line: keyLines["lang"],
                "unsupported lang '\(values["lang"]!)' (supported: \(supported))")
        }
        // A key written without a value (`canonicalURL:`) is YAML's null: the page has no original to link
        // (read as text, it made a link to the page itself, and an empty URL in the spec).
        let canonicalURL = values["canonicalURL"].flatMap { $0.isEmpty ? nil : $0 }
        let frontMatter = FrontMatter(
            id: values["id"]!, title: values["title"]!, lang: lang, edition: values["edition"]!,
            source: values["source"]!, translates: values["translates"], canonicalURL: canonicalURL)
        if !Self.isIDText(frontMatter.id) {
            throw InputError(
                path: file.path, line: keyLines["id"],
                "id '\(frontMatter.id)' must use only ASCII letters, digits and '-'")
        }
        // An id names the page's directory on the site (`docs/<id>/`), and begins its units' ids.
        if frontMatter.id.utf8.count > Self.maximumIDLength {
            throw InputError(
                path: file.path, line: keyLines["id"],
                "id '\(frontMatter.id.prefix(20))…' has \(frontMatter.id.utf8.count) characters; an id names the page's directory on the site, and may have at most \(Self.maximumIDLength)"
            )
        }
        // The original's address is the base of the page's relative links and a link on its page: a
        // `javascript:` one would be a script on the site, a relative one resolves nothing.
        if let canonicalURL, let problem = Self.webAddressProblem(canonicalURL) {
            throw InputError(
                path: file.path, line: keyLines["canonicalURL"],
                "canonicalURL '\(canonicalURL)' must be an absolute http:// or https:// address"
                    + (problem.isEmpty ? "" : ": \(problem)"))
        }
        let body = text[bodyStart...]
        if body.allSatisfy({ $0.isWhitespace }) {
            throw InputError(path: file.path, line: lineNumber + 1, "page has front matter but no content")
        }
        return Split(frontMatter: frontMatter, body: body, bodyStartLine: lineNumber + 1, keyLines: keyLines)
    }

    /// What keeps `address` from being `http://` or `https://` (in any case) followed by a host without
    /// white space and a port of digits if any (`authorityProblem`): nil for none, "" for no such scheme,
    /// else what is wrong with the rest, in words. Read as UTF-8 bytes: read as `Character`s it cost a
    /// check of 200 pages 0.4% of its instructions.
    static func webAddressProblem(_ address: String) -> String? {
        let bytes = address.utf8
        for scheme in ["https://", "http://"] {
            let prefix = scheme.utf8
            guard bytes.count >= prefix.count,
                zip(bytes, prefix).allSatisfy({ ($0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0) == $1 })
            else { continue }
            let host = bytes.dropFirst(prefix.count).prefix { $0 != 0x2F && $0 != 0x3F && $0 != 0x23 }
            guard !host.isEmpty else { return "it has no host" }
            let hasWhiteSpace =
                host.allSatisfy({ $0 < 0x80 })
                ? host.contains { $0 == 0x20 || (0x09...0x0D).contains($0) }
                : Substring(host).contains { $0.isWhitespace }
            if hasWhiteSpace { return "it has white space before its path (in its host, port or user)" }
            return authorityProblem(Array(host))
        }
        return ""
    }

    /// What keeps an authority (what follows `//` up to the path) from having a host, after its user
    /// information (up to its last `@`), and after the host only a port (`isPort`), in words; nil for
    /// nothing. An IP literal is `[`, an IPv6 address or an IPvFuture (`v1.x`) and `]` (RFC 3986 3.2.2),
    /// and a name holds no bracket.
    static func authorityProblem(_ authority: [UInt8]) -> String? {
        let start = authority.lastIndex(of: UInt8(ascii: "@")).map { $0 + 1 } ?? 0
        let hostEnd: Int
        if authority[start...].first == UInt8(ascii: "[") {
            guard let close = authority[start...].firstIndex(of: UInt8(ascii: "]")),
                isIPLiteral(authority[(start + 1)..<close])
            else { return "its host between brackets is not an IP address" }
            hostEnd = close + 1
        } else {
            hostEnd = authority[start...].firstIndex(of: UInt8(ascii: ":")) ?? authority.count
            guard hostEnd > start else { return "it has no host" }
            guard !authority[start..<hostEnd].contains(where: { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") })
            else { return "its host holds a bracket" }
        }
        guard hostEnd < authority.count else { return nil }
        guard authority[hostEnd] == UInt8(ascii: ":") else { return "its host is followed by more than a port" }
        let port = authority[(hostEnd + 1)...]
        guard isPort(port) else {
            return "its port '\(String(decoding: port, as: UTF8.self))' is not a number from 0 to 65535"
        }
        return nil
    }

    /// Whether the digits after a host's colon are a port: none (the scheme's own), or a number up to
    /// 65535, as a browser's URL parser accepts them (RFC 3986's grammar would take any digits).
    static func isPort(_ digits: ArraySlice<UInt8>) -> Bool {
        guard digits.allSatisfy(isDigit) else { return false }
        let significant = digits.drop { $0 == UInt8(ascii: "0") }
        return significant.count < 5
            || (significant.count == 5 && significant.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) } <= 65_535)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// Whether the text between an IP literal's brackets is an IPv6 address (as `inet_pton` reads one) or
    /// an IPvFuture: `v`, hex digits, `.`, then unreserved characters, sub-delimiters or `:`.
    private static func isIPLiteral(_ bytes: ArraySlice<UInt8>) -> Bool {
        if let first = bytes.first, first | 0x20 == UInt8(ascii: "v") {
            let rest = bytes.dropFirst()
            guard let dot = rest.firstIndex(of: UInt8(ascii: ".")), dot > rest.startIndex,
                rest[..<dot].allSatisfy({
                    isDigit($0) || (($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "f"))
                }),
                dot + 1 < rest.endIndex
            else { return false }
            let allowed = Set("-._~!$&'()*+,;=:".utf8)
            return rest[(dot + 1)...].allSatisfy { Text.isASCIILetter($0) || isDigit($0) || allowed.contains($0) }
        }
        guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0 }) else { return false }
        var address = in6_addr()
        return String(decoding: bytes, as: UTF8.self).withCString { inet_pton(AF_INET6, $0, &address) } == 1
    }
}
