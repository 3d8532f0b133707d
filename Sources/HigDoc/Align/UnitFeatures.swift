/// What an aligner can compare between an English unit and a Chinese one without translating either.
struct UnitFeatures: Sendable {
    var id: String
    var language: Language
    /// Glossary concepts of the lead sentence (rules) or title (sections), as ranks in the matcher's
    /// `TermMatcher.conceptIDs`, ascending.
    var leadConcepts: [Int]
    /// Glossary concepts of the whole unit, as ranks, ascending.
    var concepts: [Int]
    /// `apple_ref` ids of the unit's links (`doc/uid/TP40006556-CH15-SW27`), or the file name for plain links.
    var linkTargets: Set<String>
    /// Code identifiers (`UIBarMetrics`, `preferredStatusBarStyle`).
    var identifiers: Set<String>
    var numbers: Set<Int>
    /// English terms a Chinese text keeps in parentheses (`导航控制器（navigation controller）`), lowercased.
    var parenthesizedTerms: Set<String>
    var kind: RuleKind?
    /// Position in its group, 0…1.
    var position: Double
    /// Visible characters, without whitespace.
    var length: Int
    /// The folded plain text of an English unit, searched for the terms a translation keeps in
    /// parentheses (empty for a translation's unit, whose text is never searched).
    var foldedText: String
    /// The summed weights of `concepts` and of `leadConcepts` within the unit's alignment group
    /// (`RuleAligner.weigh`), worked out once per unit instead of once per candidate pair.
    var conceptWeight = 0.0
    var leadConceptWeight = 0.0
    /// `concepts` and `leadConcepts` as indices in their alignment group's table (`RuleAligner.ConceptTable`),
    /// less the lead's concepts the table does not hold, ascending: the pairs of a group are scored over these.
    var conceptIndices: [Int] = []
    var leadConceptIndices: [Int] = []

    /// The key a link is compared by: its apple_ref id, else the last path component without the fragment
    /// and the query, percent-decoded (`…/UIBarButtonItem?language=objc` and `…/状态栏` are the pages
    /// `…/UIBarButtonItem` and `…/%E7%8A%B6%E6%80%81%E6%A0%8F` are).
    static func linkTarget(_ destination: String) -> String? {
        if let target = asciiLinkTarget(destination) { return target }
        return linkTargetByCharacter(destination)
    }

    /// `linkTarget` over characters, for any destination.
    static func linkTargetByCharacter(_ destination: String) -> String? {
        if let range = Text.firstRange(of: "//apple_ref/", in: destination) {
            return String(destination[range.upperBound...])
        }
        guard destination != "#", !destination.isEmpty else { return nil }
        let withoutFragment = destination.split(separator: "#", omittingEmptySubsequences: false).first ?? ""
        let withoutQuery = withoutFragment.split(separator: "?", omittingEmptySubsequences: false).first ?? ""
        return withoutQuery.split(separator: "/").last.map { name in
            name.contains("%") ? name.removingPercentEncoding ?? String(name) : String(name)
        }
    }

    /// `linkTarget` of an ASCII destination, over its bytes: `.some(nil)` when it has none, nil when the
    /// destination is not ASCII or its target is percent-encoded.
    private static func asciiLinkTarget(_ destination: String) -> String?? {
        Text.withUTF8(destination) { bytes -> String?? in
            asciiLinkTargetRange(bytes).map { range in range.map { String(decoding: bytes[$0], as: UTF8.self) } }
        }
    }

    /// Calls `body` with the UTF-8 bytes of `linkTarget(destination)`, or nil when it has none, in place
    /// when the destination is ASCII and its target is not percent-encoded.
    static func withLinkTargetBytes<Result>(
        _ destination: String, _ body: (UnsafeBufferPointer<UInt8>?) -> Result
    ) -> Result {
        // nil when the target cannot be read in place; `.some(result)` with `body`'s result (an optional
        // itself when `Result` is) when it was.
        let inPlace: Result?? = Text.withUTF8(destination) { bytes in
            asciiLinkTargetRange(bytes).map { range in body(range.map { UnsafeBufferPointer(rebasing: bytes[$0]) }) }
        }
        if let inPlace { return inPlace! }
        guard let target = linkTargetByCharacter(destination) else { return body(nil) }
        return Text.withUTF8(target) { body($0) }
    }

    /// Where `linkTarget` of an ASCII destination lies in its bytes: `.some(nil)` when it has none, nil
    /// when the destination is not ASCII or the file name is percent-encoded (decoded over characters).
    /// An ASCII text's characters are its bytes, but for CRLF, which is neither a slash, a number sign nor
    /// a question mark, so a byte search finds what a search of its characters finds.
    private static func asciiLinkTargetRange(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>?? {
        guard Text.isASCII(bytes) else { return nil }
        let appleRef: StaticString = "//apple_ref/"
        if let found = appleRef.withUTF8Buffer({ Text.firstOffset(of: $0, in: bytes) }) {
            return .some((found + appleRef.utf8CodeUnitCount)..<bytes.count)
        }
        // The last part between slashes that is not empty, before the fragment and the query.
        var end = bytes.firstIndex { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") } ?? bytes.count
        while end > 0 && bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        guard end > 0 else { return .some(nil) }
        var start = end
        while start > 0 && bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
        if bytes[start..<end].contains(UInt8(ascii: "%")) { return nil }
        return .some(start..<end)
    }

    /// Identifiers that look like code: `UI`/`NS`-prefixed names, lowerCamelCase words, and code spans.
    static func identifiers(in inlines: [Inline]) -> Set<String> {
        var found = Set<String>()
        func walk(_ inlines: [Inline]) {
            for inline in inlines {
                switch inline {
                case .code(let code): found.insert(code.trimmingWhitespace())
                case .text(let text): found.formUnion(identifiers(inText: text))
                case .emphasis(let children), .strong(let children): walk(children)
                case .link(let link): walk(link.children)
                default: break
                }
            }
        }
        walk(inlines)
        return found
    }

    static func identifiers(inText text: String) -> Set<String> {
        guard Text.isOneScalarPerCharacter(text) else { return identifiersByCharacter(inText: text) }
        // Every character is one scalar: tokens are runs of ASCII letters and digits, found byte by byte.
        var found = Set<String>()
        Text.withUTF8(text) { bytes in
            var start = 0
            while start < bytes.count {
                guard Self.isASCIIAlphanumeric(bytes[start]) else {
                    // A scalar that is no ASCII letter or digit is passed over whole (a CJK one in one step).
                    start += Text.scalarLength(lead: bytes[start])
                    continue
                }
                var end = start + 1
                var uppercase = bytes[start] >= 0x41 && bytes[start] <= 0x5A ? 1 : 0
                var laterUppercase = false
                while end < bytes.count, Self.isASCIIAlphanumeric(bytes[end]) {
                    if bytes[end] >= 0x41 && bytes[end] <= 0x5A {
                        uppercase += 1
                        laterUppercase = true
                    }
                    end += 1
                }
                defer { start = end }
                guard end - start >= 4 else { continue }
                let token = UnsafeBufferPointer(rebasing: bytes[start..<end])
                let prefixed = uppercase >= 3 && Self.hasCodePrefix(token)
                let lowerCamel = token[0] >= 0x61 && token[0] <= 0x7A && laterUppercase
                if prefixed || lowerCamel { found.insert(String(decoding: token, as: UTF8.self)) }
            }
        }
        return found
    }

    /// `identifiers(inText:)` over `Character`s, for texts with combining marks or other clusters.
    static func identifiersByCharacter(inText text: String) -> Set<String> {
        var found = Set<String>()
        for token in text.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }) {
            guard token.count >= 4, let first = token.first else { continue }
            let uppercase = token.filter(\.isUppercase).count
            let prefixed = ["UI", "NS", "CG", "CA"].contains { token.hasPrefix($0) } && uppercase >= 3
            let lowerCamel = first.isLowercase && uppercase >= 1 && token.dropFirst().contains { $0.isUppercase }
            if prefixed || lowerCamel { found.insert(String(token)) }
        }
        return found
    }

    @inline(__always)
    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// Whether an ASCII token starts with `UI`, `NS`, `CG` or `CA`.
    private static func hasCodePrefix(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
        switch (token[0], token[1]) {
        case (0x55, 0x49), (0x4E, 0x53), (0x43, 0x47), (0x43, 0x41): true
        default: false
        }
    }

    /// English words in parentheses in a Chinese text: `（navigation controller）` → `navigation controller`.
    /// `oneScalarEach`, when known, is `Text.isOneScalarPerCharacter(text)`.
    static func parenthesizedTerms(in text: String, oneScalarEach: Bool? = nil) -> Set<String> {
        guard oneScalarEach ?? Text.isOneScalarPerCharacter(text) else {
            return parenthesizedTermsByCharacter(in: text)
        }
        var found = Set<String>()
        // Over the UTF-8 bytes: "(" and ")" are 28 and 29, "（" and "）" EF BC 88 and EF BC 89.
        Text.withUTF8(text) { bytes in
            var termStart: Int?
            var index = 0
            while index < bytes.count {
                var opens = false
                var closes = false
                var length = 1
                switch bytes[index] {
                case 0x28: opens = true
                case 0x29: closes = true
                case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBC:
                    opens = bytes[index + 2] == 0x88
                    closes = bytes[index + 2] == 0x89
                    length = opens || closes ? 3 : 1
                default: break
                }
                if opens {
                    termStart = index + length
                } else if closes {
                    if let start = termStart {
                        insertParenthesizedTerm(
                            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self),
                            into: &found)
                    }
                    termStart = nil
                }
                index += length
            }
        }
        return found
    }

    /// `parenthesizedTerms(in:)` over `Character`s, for texts with combining marks or other clusters.
    static func parenthesizedTermsByCharacter(in text: String) -> Set<String> {
        var found = Set<String>()
        var current: String?
        for character in text {
            if character == "（" || character == "(" {
                current = ""
            } else if character == "）" || character == ")" {
                if let term = current { insertParenthesizedTerm(term, into: &found) }
                current = nil
            } else if current != nil {
                current!.append(character)
            }
        }
        return found
    }

    /// Adds the folded term when the parenthesized text is a non-empty ASCII phrase with a letter.
    private static func insertParenthesizedTerm(_ text: String, into found: inout Set<String>) {
        let term = text.trimmingWhitespace()
        if !term.isEmpty, term.allSatisfy({ $0.isASCII }), term.contains(where: \.isLetter) {
            found.insert(TermMatcher.fold(term))
        }
    }

    static func visibleLength(_ text: String, oneScalarEach: Bool? = nil) -> Int {
        if oneScalarEach ?? Text.isOneScalarPerCharacter(text) {
            return Text.nonWhitespaceScalarCount(text)
        }
        return text.reduce(0) { $0 + ($1.isWhitespace ? 0 : 1) }
    }
}
