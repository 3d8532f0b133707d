import Foundation
import Yams

/// Reads `glossary.yaml` from its YAML nodes (Yams counts their lines from 1): every value as its plain text, the shape checked key by
/// key, a mistake reported with the file and the line of the key it is under. A key the glossary does
/// not know (`zn:` for `zh:`) is a mistake too, with the key it most likely meant: it would be lost
/// without a word (a concept's terms in a language, a rule kind's every rule).
///
/// Decoding through `Codable` (`YAMLDecoder`) cost 37 million instructions for the bundled glossary, a
/// third of the bundled check: Yams tries each value's type by a dynamic cast to a protocol, and the
/// first cast of each pair of type and protocol scans every conformance of the binary. Composed with
/// the basic resolver (no tag is resolved: no regular expression runs), the nodes are read directly.
enum GlossaryReader {
    /// The keys of the glossary, of a concept, of a rule kind's terms, and the rule kinds.
    static let topKeys = ["version", "concepts", "ruleKinds"]
    static let conceptKeys = ["id", "kind", "itemKind", "bars", "freeRendering", "en", "zh"]
    static let ruleKindTermKeys = ["en", "zh"]
    static let ruleKindNames = [RuleKind.dont, .consider, .do].map(\.rawValue)

    /// The glossary in `file`, validated: its shape, no unknown key, no duplicate id, only known bars.
    static func read(_ file: SourceFile) throws -> Glossary {
        let root: Node?
        // Yams's lines are libyaml's, which a NEL, U+2028 or U+2029 ends too.
        let lines = YAMLLineNumbers(file.text)
        do {
            root = try Yams.compose(yaml: file.text, .basic, .default, .utf8)
        } catch let error as YamlError {
            if let duplicate = YAMLDuplicateKey(error, in: file.text, lines: lines) {
                throw InputError(path: file.path, line: duplicate.line, "malformed glossary: \(duplicate.message)")
            }
            throw InputError(
                path: file.path, line: YAMLErrorSummary.line(of: error, lines),
                "malformed glossary: \(YAMLErrorSummary.problem(error))")
        }
        let reader = Reader(path: file.path, lines: lines)
        guard let root, let topMapping = root.mapping else {
            throw InputError(
                path: file.path, line: 1, "malformed glossary: expected 'version', 'concepts' and 'ruleKinds'")
        }
        try reader.refuseUnknownKeys(topMapping, known: topKeys)
        let top = Reader.fields(topMapping)
        let versionNode = try reader.required("version", in: top, of: root)
        let version = try reader.integer(versionNode, "version")
        guard version == Glossary.supportedVersion else {
            throw reader.error(
                at: versionNode,
                "unsupported version \(version) (this higdoc reads version \(Glossary.supportedVersion))")
        }
        let conceptNodes = try reader.list(reader.required("concepts", in: top, of: root), "concepts")
        var concepts: [Glossary.Concept] = []
        var seen = Set<String>()
        // The concept of each term read so far, by language and lowercased term (as terms are matched):
        // a term of two concepts would be found as the first only, the second losing it without a word.
        var conceptOfTerm: [Language: [String: (concept: String, line: Int?)]] = [:]
        for node in conceptNodes {
            guard let mapping = node.mapping else {
                throw reader.error(at: node, "each of 'concepts' must be a mapping of 'id', 'kind', 'en' and 'zh'")
            }
            let fields = Reader.fields(mapping)
            try reader.refuseUnknownKeys(
                mapping, known: conceptKeys, in: fields["id"]?.scalar.map { "concept '\($0.string)'" } ?? "a concept")
            let id = try reader.text(reader.required("id", in: fields, of: node), "id")
            let what = "concept '\(id)'"
            let kindNode = try reader.required("kind", in: fields, of: node, of: what)
            let kindText = try reader.text(kindNode, "kind", of: what)
            guard let kind = Glossary.Kind(rawValue: kindText) else {
                throw reader.error(
                    at: kindNode, "'kind' of \(what) is '\(kindText)'; it must be bar, topic, system-item or ui-term")
            }
            let bars = try fields["bars"].flatMap { try reader.isNull($0) ? nil : reader.texts($0, "bars", of: what) }
            for bar in bars ?? [] where !Glossary.barIDs.contains(bar) {
                throw reader.error(at: fields["bars"]!, "\(what) names unknown bar '\(bar)'")
            }
            // A concept's id begins the ids of the sections it names (`en/bars/status-bar`), which are
            // anchors and paths on the site: the characters of a page's id. A bar's id is one of the six
            // bars the site has a page for; any other named no bar, and the bar's sections fell out of its
            // page without a word.
            if !FrontMatterReader.isIDText(id) {
                throw reader.error(at: fields["id"]!, "concept id '\(id)' must use only ASCII letters, digits and '-'")
            }
            if kind == .bar && !Glossary.barIDs.contains(id) {
                throw reader.error(
                    at: fields["id"]!,
                    "concept '\(id)' is of kind bar, but is none of the bars higdoc knows (\(Glossary.barIDs.joined(separator: ", ")))"
                )
            }
            guard seen.insert(id).inserted else {
                throw reader.error(at: fields["id"]!, "duplicate concept id '\(id)'")
            }
            var terms: [Language: [String]] = [:]
            for language in Language.allCases {
                let key = language.rawValue
                let list = try reader.list(reader.required(key, in: fields, of: node, of: what), key, of: what)
                terms[language] = try list.map { termNode in
                    let term = try reader.text(termNode, key, of: what)
                    // An empty term would name the concept in every text (a bar named "" on the site).
                    if term.allSatisfy(\.isWhitespace) {
                        throw reader.error(at: termNode, "an empty \(key) term of \(what): a term has words")
                    }
                    let lowered = term.lowercased()
                    if let first = conceptOfTerm[language]?[lowered], first.concept != id {
                        let place = first.line.map { " (line \($0))" } ?? ""
                        throw reader.error(
                            at: termNode,
                            "\(key) term '\(term)' of concept '\(id)' is already a term of concept '\(first.concept)'\(place): a term names one concept"
                        )
                    }
                    conceptOfTerm[language, default: [:]][lowered] = (id, termNode.mark.map { lines.line($0.line) })
                    return term
                }
            }
            concepts.append(
                Glossary.Concept(
                    id: id, kind: kind,
                    itemKind: try fields["itemKind"].flatMap {
                        try reader.isNull($0) ? nil : reader.text($0, "itemKind", of: what)
                    },
                    bars: bars,
                    en: terms[.en]!, zh: terms[.zh]!,
                    freeRendering: try fields["freeRendering"].map { try reader.flag($0, "freeRendering", of: what) }
                        ?? false))
        }
        let ruleKindsNode = try reader.required("ruleKinds", in: top, of: root)
        guard let ruleKindFields = ruleKindsNode.mapping else {
            throw reader.error(at: ruleKindsNode, "'ruleKinds' must map each kind to its 'en' and 'zh' terms")
        }
        var ruleKinds: [String: Glossary.RuleKindTerms] = [:]
        for (key, value) in ruleKindFields {
            let kind = try reader.text(key, "ruleKinds")
            guard ruleKindNames.contains(kind) else {
                throw reader.error(
                    at: key,
                    "unknown rule kind '\(kind)' (\(Reader.suggestion(for: kind, among: ruleKindNames, "rule kinds")))")
            }
            guard let termsMapping = value.mapping else {
                throw reader.error(at: key, "rule kind '\(kind)' must give its 'en' and 'zh' terms")
            }
            let what = "rule kind '\(kind)'"
            try reader.refuseUnknownKeys(termsMapping, known: ruleKindTermKeys, in: what)
            let terms = Reader.fields(termsMapping)
            ruleKinds[kind] = Glossary.RuleKindTerms(
                en: try reader.terms(reader.required("en", in: terms, of: value, of: what), "en", of: what),
                zh: try reader.terms(reader.required("zh", in: terms, of: value, of: what), "zh", of: what))
        }
        return Glossary(version: version, concepts: concepts, ruleKinds: ruleKinds)
    }

    /// Reads values of the glossary's nodes, each mistake an input error at the line of its node.
    private struct Reader {
        let path: String
        let lines: YAMLLineNumbers

        func error(at node: Node, _ message: String) -> InputError {
            InputError(path: path, line: node.mark.map { lines.line($0.line) }, "malformed glossary: \(message)")
        }

        /// A mapping's values by their keys' texts (a key given twice: its last value, as Yams reads it).
        static func fields(_ mapping: Node.Mapping) -> [String: Node] {
            var fields: [String: Node] = [:]
            // Keys that are no plain names are refused first (`refuseUnknownKeys`).
            for (key, value) in mapping {
                if let name = key.scalar?.string { fields[name] = value }
            }
            return fields
        }

        /// Throws at the first key of `mapping`, in the file's order, that is not one of `known` (of the
        /// concept or rule kind `what`), naming the known key it most likely meant.
        func refuseUnknownKeys(_ mapping: Node.Mapping, known: [String], in what: String? = nil) throws {
            for key in mapping.keys {
                guard let name = key.scalar?.string else {
                    throw error(at: key, "a key must be a plain name, not a list or a map")
                }
                guard !known.contains(name) else { continue }
                throw error(
                    at: key,
                    "unknown key '\(name)'" + (what.map { " in \($0)" } ?? "")
                        + " (\(Self.suggestion(for: name, among: known, "keys")))")
            }
        }

        /// `did you mean 'zh'?`, or the known names (`known keys: en, zh`) when none is close.
        static func suggestion(for name: String, among known: [String], _ noun: String) -> String {
            SpellingSuggestion.closest(to: name, among: known).map { "did you mean '\($0)'?" }
                ?? "known \(noun): \(known.joined(separator: ", "))"
        }

        /// The value of `key` in `mapping` (the node `parent`), of the concept or rule kind `what`.
        func required(_ key: String, in mapping: [String: Node], of parent: Node, of what: String? = nil) throws -> Node
        {
            guard let value = mapping[key], !isNull(value) else {
                throw error(at: parent, "missing '\(key)'" + (what.map { " in \($0)" } ?? ""))
            }
            return value
        }

        /// Whether a plain scalar is YAML's null (`~`, `null`, or nothing), as the default resolver reads it.
        func isNull(_ node: Node) -> Bool {
            guard let scalar = node.scalar, scalar.style == .plain else { return false }
            return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
        }

        func text(_ node: Node, _ key: String, of what: String? = nil) throws -> String {
            guard let scalar = node.scalar else {
                throw error(at: node, "'\(key)'" + (what.map { " of \($0)" } ?? "") + " must be a single value")
            }
            if let control = Text.firstControlCharacter(in: scalar.string) {
                throw error(
                    at: node, "'\(key)'" + (what.map { " of \($0)" } ?? "") + " holds the control character \(control)")
            }
            return scalar.string
        }

        /// `true` or `false`, as YAML writes a flag.
        func flag(_ node: Node, _ key: String, of what: String) throws -> Bool {
            switch try text(node, key, of: what) {
            case "true": true
            case "false": false
            case let other: throw error(at: node, "'\(key)' of \(what) is '\(other)'; it must be true or false")
            }
        }

        func integer(_ node: Node, _ key: String) throws -> Int {
            guard let value = Int(try text(node, key)) else {
                throw error(at: node, "'\(key)' must be a whole number")
            }
            return value
        }

        func list(_ node: Node, _ key: String, of what: String? = nil) throws -> Node.Sequence {
            guard let sequence = node.sequence else {
                throw error(at: node, "'\(key)'" + (what.map { " of \($0)" } ?? "") + " must be a list")
            }
            return sequence
        }

        func texts(_ node: Node, _ key: String, of what: String? = nil) throws -> [String] {
            try list(node, key, of: what).map { try text($0, key, of: what) }
        }

        /// The terms of a list, each with words: an empty one would be found in every text.
        func terms(_ node: Node, _ key: String, of what: String) throws -> [String] {
            try list(node, key, of: what).map { termNode in
                let term = try text(termNode, key, of: what)
                if term.allSatisfy(\.isWhitespace) {
                    throw error(at: termNode, "an empty \(key) term of \(what): a term has words")
                }
                return term
            }
        }
    }
}
