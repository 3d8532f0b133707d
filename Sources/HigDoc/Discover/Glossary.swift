import Foundation
import Yams

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

        public func terms(in language: Language) -> [String] {
            language == .en ? en : zh
        }
    }

    public struct RuleKindTerms: Sendable, Codable {
        public var en: [String]
        public var zh: [String]
    }

    public var version: Int
    public var concepts: [Concept]
    public var ruleKinds: [String: RuleKindTerms]

    public init(version: Int = 1, concepts: [Concept], ruleKinds: [String: RuleKindTerms] = [:]) {
        self.version = version
        self.concepts = concepts
        self.ruleKinds = ruleKinds
    }

    public static let barIDs = ["status-bar", "navigation-bar", "toolbar", "tab-bar", "search-bar", "scope-bar"]

    /// Reads and validates a glossary file; a duplicate id or an unknown bar is an input error.
    public init(reading path: String) throws {
        let file = try SourceFile(reading: path)
        do {
            self = try YAMLDecoder().decode(Glossary.self, from: file.text)
        } catch let error as DecodingError {
            throw InputError(
                path: path, line: Self.line(of: error, in: file.text), "malformed glossary: \(Self.describe(error))")
        } catch let error as YamlError {
            throw InputError(
                path: path, "malformed glossary: \(error)".split(separator: "\n").first.map(String.init) ?? "")
        }
        var seen = Set<String>()
        for concept in concepts {
            guard seen.insert(concept.id).inserted else {
                throw InputError(
                    path: path, line: Self.line(containing: "id: \(concept.id)", in: file.text),
                    "duplicate concept id '\(concept.id)'")
            }
            for bar in concept.bars ?? [] where !Self.barIDs.contains(bar) {
                throw InputError(
                    path: path, line: Self.line(containing: "id: \(concept.id)", in: file.text),
                    "concept '\(concept.id)' names unknown bar '\(bar)'")
            }
        }
        concepts = concepts.map { concept in
            var lowered = concept
            lowered.en = concept.en.map { $0.lowercased() }
            lowered.zh = concept.zh.map { $0.lowercased() }
            return lowered
        }
    }

    public func concept(_ id: String) -> Concept? { concepts.first { $0.id == id } }

    /// The concept whose term equals `text` (case-insensitive, whitespace-normalized), preferring bars and topics.
    public func concept(matchingHeading text: String, language: Language) -> Concept? {
        let key = Text.normalizedKey(text)
        // Over indices: `first(where:)` would copy every concept it passes.
        for index in concepts.indices where concepts[index].kind == .bar || concepts[index].kind == .topic {
            if language == .en ? concepts[index].en.contains(key) : concepts[index].zh.contains(key) {
                return concepts[index]
            }
        }
        return nil
    }

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

    static func line(containing needle: String, in text: String) -> Int? {
        // Lines as the checks and the parser count them (a `\r\n` ends one, as `\n` does).
        SourceLines.split(text).firstIndex { $0.contains(needle) }.map { $0 + 1 }
    }

    static func line(of error: DecodingError, in text: String) -> Int? {
        let path: [CodingKey]
        switch error {
        case .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
            .dataCorrupted(let context):
            path = context.codingPath
        @unknown default:
            return nil
        }
        guard let last = path.last(where: { $0.intValue == nil }) else { return nil }
        return line(containing: "\(last.stringValue):", in: text)
    }

    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "missing key '\(key.stringValue)' at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "\(context.debugDescription) at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        @unknown default:
            return "\(error)"
        }
    }
}
