import Foundation

/// The bilingual glossary (`content/glossary.yaml`): concepts with their English and Chinese terms.
///
/// It is data, not code: bars are recognized across languages and editions through it, rules are
/// classified with its `ruleKinds`, and the terminology check reads it.
public struct Glossary: Sendable, Codable {
    public enum Kind: String, Codable, Sendable {
        case bar
        case topic
        case systemItem = "system-item"
        case uiTerm = "ui-term"
    }

    public struct Concept: Sendable, Codable, Hashable {
        public var id: String
        public var kind: Kind
        public var itemKind: String?
        public var bars: [String]?
        public var en: [String]
        public var zh: [String]
        /// Whether a translation may say the concept in words of its own (`freeRendering: true`): words
        /// the glossary lists so that rules pair by them (`custom`, `tap`, `in general`), which are no
        /// terminology, so no finding asks for their renderings (HD0329).
        public var freeRendering = false

        public func terms(in language: Language) -> [String] {
            language == .en ? en : zh
        }
    }

    public struct RuleKindTerms: Sendable, Codable {
        public var en: [String]
        public var zh: [String]
    }

    /// The format `glossary.yaml` is written in: another is refused, not read as this one.
    public static let supportedVersion = 1

    public var version: Int
    public var concepts: [Concept] {
        didSet { lookup = GlossaryLookup(concepts) }
    }
    public var ruleKinds: [String: RuleKindTerms]
    /// `concepts` found without walking them, made again whenever they change.
    private var lookup: GlossaryLookup

    private enum CodingKeys: String, CodingKey {
        case version, concepts, ruleKinds
    }

    public init(version: Int = 1, concepts: [Concept], ruleKinds: [String: RuleKindTerms] = [:]) {
        self.version = version
        self.concepts = concepts
        self.ruleKinds = ruleKinds
        lookup = GlossaryLookup(concepts)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            version: try container.decode(Int.self, forKey: .version),
            concepts: try container.decode([Concept].self, forKey: .concepts),
            ruleKinds: try container.decode([String: RuleKindTerms].self, forKey: .ruleKinds))
    }

    public static let barIDs = ["status-bar", "navigation-bar", "toolbar", "tab-bar", "search-bar", "scope-bar"]

    /// Reads and validates a glossary file (`GlossaryReader`): a malformed one, a duplicate id or an
    /// unknown bar is an input error at the line it is on. Terms are lowercased.
    public init(reading path: String) throws {
        let read = try GlossaryReader.read(SourceFile(reading: path))
        self.init(
            version: read.version,
            concepts: read.concepts.map { concept in
                var lowered = concept
                lowered.en = concept.en.map { $0.lowercased() }
                lowered.zh = concept.zh.map { $0.lowercased() }
                return lowered
            }, ruleKinds: read.ruleKinds)
    }

    public func concept(_ id: String) -> Concept? { lookup.positionOfID[id].map { concepts[$0] } }

    /// The bar or topic one of whose terms equals `text` (case-insensitive, whitespace-normalized).
    ///
    /// A heading that ends in a parenthesized part (`导航栏（Navigation Bar）`, `Search Bars (UIKit)`),
    /// as translations keep the English name, is the concept its part before the parentheses names in
    /// its own language: the part added to the heading made it no bar's section, and the section's rules
    /// lost their English counterparts. The parenthesized part alone names nothing: `### 示例（Toolbar）`
    /// under the navigation bar is no toolbar section.
    ///
    /// A heading that is none of the terms as written is read as what it calls its section
    /// (`HeadingName`): without its numbering (`1. 状态栏`, `一、状态栏`) or the punctuation at its end
    /// (`状态栏：`); and a name written in both languages (`状态栏 Status Bar`, `Status Bar（状态栏）`) is
    /// the concept every one of its parts is a term of, in either language. An English heading may split or join a term's words (`Tool Bars`).
    public func concept(matchingHeading text: String, language: Language) -> Concept? {
        let key = Text.normalizedKey(text)
        if let position = lookup.headingPosition(key, language: language) {
            return concepts[position]
        }
        if let position = position(beforeParenthesesOf: text, language: language) { return concepts[position] }
        // Only a key with a space can be a term's words split (`tool bars`).
        if language == .en, Text.withUTF8(key, { $0.contains(0x20) }),
            let position = lookup.spacelessEnglishHeadingPositions[GlossaryLookup.spaceless(key)]
        {
            return concepts[position]
        }
        guard HeadingName.mayBeRead(text) else { return nil }
        let name = HeadingName.stripped(text)
        if name != text {
            if let position = lookup.headingPosition(Text.normalizedKey(name), language: language)
                ?? position(beforeParenthesesOf: name, language: language)
            {
                return concepts[position]
            }
        }
        return position(ofEveryPartOf: name).map { concepts[$0] }
    }

    /// The concept the part of `text` before its trailing parentheses is a term of in `language`, unless
    /// the parenthesized part is a term of another bar or topic (`工具栏（Tab Bar）` says two things: it is
    /// left to `HeadingConceptInference`, which warns).
    private func position(beforeParenthesesOf text: String, language: Language) -> Int? {
        guard let (before, inside) = Self.trailingParentheses(text),
            let position = lookup.headingPosition(Text.normalizedKey(before), language: language)
        else { return nil }
        let insideKey = Text.normalizedKey(inside)
        let other = lookup.headingPosition(insideKey, language: .en) ?? lookup.headingPosition(insideKey, language: .zh)
        return other == nil || other == position ? position : nil
    }

    /// The concept every part of a name of two parts or more (`HeadingName.parts`) is a term of, in either
    /// language; nil when a part is no term, or the parts are terms of different concepts.
    private func position(ofEveryPartOf name: String) -> Int? {
        let parts = HeadingName.parts(name)
        guard parts.count >= 2 else { return nil }
        var found: Int?
        for part in parts {
            let key = Text.normalizedKey(part)
            guard
                let position = lookup.headingPosition(key, language: .zh)
                    ?? lookup.headingPosition(key, language: .en),
                found == nil || found == position
            else { return nil }
            found = position
        }
        return found
    }

    /// The text before the parentheses that end `text` (ASCII or full-width, either kind closing either),
    /// when both it and what the parentheses hold are more than white space; nil for a text without them.
    static func textBeforeTrailingParentheses(_ text: String) -> String? {
        trailingParentheses(text)?.before
    }

    /// The text before the parentheses that end `text`, and what they hold (`textBeforeTrailingParentheses`).
    static func trailingParentheses(_ text: String) -> (before: String, inside: String)? {
        // Most headings close no parenthesis: `)` is 29, `）` EF BC 89 (a byte 89 ends every one).
        guard Text.withUTF8(text, { $0.contains(0x29) || $0.contains(0x89) }) else { return nil }
        let trimmed = text.trimmingWhitespace()
        guard let last = trimmed.last, last == ")" || last == "）" else { return nil }
        let body = trimmed.dropLast()
        guard let open = body.lastIndex(where: { $0 == "(" || $0 == "（" }) else { return nil }
        let before = String(body[..<open])
        let inside = String(body[body.index(after: open)...])
        guard !Text.isWhitespaceOnly(before), !Text.isWhitespaceOnly(inside) else { return nil }
        return (before, inside)
    }

    /// The concepts of search bar elements (`itemKind: search-bar-element`), in glossary order.
    var searchBarElements: [Concept] { lookup.searchBarElementPositions.map { concepts[$0] } }

    /// The rule kind (`dont`, `consider`, or `do`) of a rule's lead text.
    public func ruleKind(ofLead lead: String, language: Language) -> String {
        Self.ruleKind(ofLead: lead, language: language, terms: ruleKindTerms(language))
    }

    /// The rule kinds in the order they are tried, each with its terms in `language` (English terms
    /// lowercased): worked out once per document by the graph builder, then used for every rule.
    func ruleKindTerms(_ language: Language) -> [(kind: String, terms: [String])] {
        ruleKinds.keys.sorted().map { kind in
            (kind, language == .en ? ruleKinds[kind]!.en.map { $0.lowercased() } : ruleKinds[kind]!.zh)
        }
    }

    /// The first kind of `terms` whose term the lead holds (an English term as a whole word), else `do`.
    static func ruleKind(ofLead lead: String, language: Language, terms: [(kind: String, terms: [String])]) -> String {
        let lowered = Text.fold(lead)
        // Between canonically inert texts a search is a byte search: a term whose bytes the lead lacks
        // cannot match, and is passed over without the search.
        let loweredIsInert = Text.isCanonicallyInert(lowered)
        for (kind, kindTerms) in terms {
            for term in kindTerms {
                if loweredIsInert && Text.isCanonicallyInert(term) && !Text.containsBytes(term, in: lowered) {
                    continue
                }
                if language == .en
                    ? Text.containsWord(term, in: lowered) : Text.firstRange(of: term, in: lowered) != nil
                {
                    return kind
                }
            }
        }
        return "do"
    }
}

extension Glossary.Concept {
    /// A concept as encoded, `freeRendering` only when set (a glossary encoded before the key existed
    /// decodes as it did).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            kind: try container.decode(Glossary.Kind.self, forKey: .kind),
            itemKind: try container.decodeIfPresent(String.self, forKey: .itemKind),
            bars: try container.decodeIfPresent([String].self, forKey: .bars),
            en: try container.decode([String].self, forKey: .en), zh: try container.decode([String].self, forKey: .zh),
            freeRendering: try container.decodeIfPresent(Bool.self, forKey: .freeRendering) ?? false)
    }
}
