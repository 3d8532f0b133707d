/// What an aligner can compare between an English unit and a Chinese one without translating either.
struct UnitFeatures: Sendable {
    var id: String
    var language: Language
    /// Glossary concepts of the lead sentence (rules) or title (sections).
    var leadConcepts: Set<String>
    /// Glossary concepts of the whole unit.
    var concepts: Set<String>
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
    /// The plain text (for English parenthesized-term lookups).
    var foldedText: String

    /// The key a link is compared by: its apple_ref id, else the last path component without the fragment.
    static func linkTarget(_ destination: String) -> String? {
        if let range = destination.range(of: "//apple_ref/") { return String(destination[range.upperBound...]) }
        guard destination != "#", !destination.isEmpty else { return nil }
        let withoutFragment =
            destination.split(separator: "#", omittingEmptySubsequences: false).first.map(String.init) ?? destination
        return withoutFragment.split(separator: "/").last.map(String.init)
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

    /// English words in parentheses in a Chinese text: `（navigation controller）` → `navigation controller`.
    static func parenthesizedTerms(in text: String) -> Set<String> {
        var found = Set<String>()
        var current: String?
        for character in text {
            if character == "（" || character == "(" {
                current = ""
            } else if character == "）" || character == ")" {
                if let term = current?.trimmingWhitespace(), !term.isEmpty,
                    term.allSatisfy({ $0.isASCII }), term.contains(where: \.isLetter)
                {
                    found.insert(TermMatcher.fold(term))
                }
                current = nil
            } else if current != nil {
                current!.append(character)
            }
        }
        return found
    }

    static func visibleLength(_ text: String) -> Int {
        text.reduce(0) { $0 + ($1.isWhitespace ? 0 : 1) }
    }
}
