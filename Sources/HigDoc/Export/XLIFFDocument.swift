/// The translation pairs as an XLIFF 2.1 document (OASIS XLIFF Version 2.1, core), the exchange format
/// translators' tools read.
///
/// One `File` per English page and translation of it, or per English page nobody translated. Its units
/// are the English page's sections, rules and table rows in page order; each carries the Chinese
/// counterpart the aligner found as its target, its locations, the alignment's evidence and the
/// findings about it as notes. What the translation adds (units with no English counterpart) cannot
/// be a unit, which needs a source: the findings that name them are the file's notes.
public struct XLIFFDocument: Sendable, Equatable {
    /// `srcLang`.
    public var sourceLanguage: String
    /// `trgLang`.
    public var targetLanguage: String
    public var files: [File]

    public struct File: Sendable, Equatable {
        /// Unique in the document (an XML name token).
        public var id: String
        /// The English page's path (`original`).
        public var original: String
        public var notes: [Note]
        public var units: [Unit]
    }

    public struct Unit: Sendable, Equatable {
        /// Unique in its file (an XML name token): the kind and the English unit's id within its page
        /// (`rule.think-twice-before-hiding-the-status-bar`).
        public var id: String
        /// The English unit's id in the guideline graph and the JSON spec (`name`).
        public var name: String
        /// The glossary's terms the English uses, with their renderings (`gls:glossary`).
        public var glossary: [GlossaryEntry] = []
        public var notes: [Note]
        /// One segment for a section's title, one for a rule's paragraph and one per item of its list, two
        /// for a table row (name, meaning).
        public var segments: [Segment]
    }

    /// A glossary concept a unit mentions: `gls:glossEntry`, its `id` the concept's.
    public struct GlossaryEntry: Sendable, Equatable {
        public var concept: String
        /// The English term as the glossary lists it (`gls:term`).
        public var term: String
        /// The Chinese renderings the glossary lists (`gls:translation`).
        public var translations: [String]
    }

    public struct Segment: Sendable, Equatable {
        public var source: Content
        public var target: Content?
        public var state: State
        /// `higdoc:outdated` for a target whose English source changed since it was accepted.
        public var subState: String?
    }

    /// XLIFF's segment states that higdoc gives: a segment without a target, or whose target is out of
    /// date, is `initial`; one with a current target `translated`. Review (`reviewed`, `final`) is the
    /// translators' to record.
    public enum State: String, Sendable, Equatable {
        case initial
        case translated
    }

    /// A segment's text: a rule's bold lead sentence stays marked as bold (`<pc … subType="xlf:b">`).
    public struct Content: Sendable, Equatable {
        public var lead: String?
        public var text: String
    }

    public struct Note: Sendable, Equatable {
        public var category: String
        /// `source` or `target`, when the note is about one side only.
        public var appliesTo: String?
        /// 1 (highest) to 10: findings' errors 1, warnings 3, notes 5; what only informs (locations,
        /// evidence, coverage) 10. Always written, since XLIFF takes a note without one as priority 1.
        public var priority: Int = 10
        public var text: String
    }
}

extension XLIFFDocument.Content {
    var isEmpty: Bool { (lead ?? "").isEmpty && text.isEmpty }

    /// What stands between the lead sentence and the text: a space after a Latin lead, nothing after a
    /// Chinese one (`不要创建自定义状态栏。用户…`) or before an empty text.
    var separator: String {
        guard let lead, !text.isEmpty, let last = lead.unicodeScalars.last else { return "" }
        return last.value >= 0x2E80 ? "" : " "
    }

    /// The lead sentence and the text as one, for a target whose source has no lead to mark.
    var flattened: Self {
        guard let lead, !lead.isEmpty else { return Self(lead: nil, text: text) }
        return Self(lead: nil, text: lead + separator + text)
    }
}
