/// A content page as the graph and the spec describe it.
public struct DocumentInfo: Codable, Hashable, Sendable {
    /// `lang/id`, e.g. `en/bars`.
    public var key: String
    public var id: String
    public var path: String
    public var lang: Language
    public var title: String
    public var edition: String
    public var source: String
    /// On a translation, the key of the English page it translates (`en/bars`).
    public var translates: String?
    public var canonicalURL: String?
}

/// One of the six bars, with the guidance that every document gives about it.
public struct Bar: Codable, Hashable, Sendable {
    public var id: String
    /// Display names per language (`["en": "Status Bar", "zh": "状态栏"]`).
    public var names: [String: String]
    /// Ids of the bar sections (in every document and language) about this bar.
    public var sections: [String]
    public var rules: [String]
    public var systemItems: [String]
}

/// A heading and what it contains, up to the next heading of the same or a higher level.
public struct Section: Codable, Hashable, Sendable {
    public var id: String
    public var document: String
    public var title: String
    public var level: Int
    /// The anchor that names the section: the `<a name>` anchor before its heading (in Apple's pages a
    /// `//apple_ref/…` one, which names the section in the original documentation), else the id of the
    /// heading's attribute block (`{#status-bar}`).
    public var anchor: String?
    /// The id of the heading's attribute block when an `<a name>` anchor is the section's `anchor`: a
    /// second name that links reach it by.
    public var headingID: String?
    /// The glossary concept the heading names (`status-bar`, `bar-buttons`), when it names one.
    public var concept: String?
    public var bars: [String]
    public var parent: String?
    public var location: SourceLocation
    /// Index range `[start, end)` of the document's top-level blocks the section spans (heading included),
    /// kept in 32 bits each (a section is one of hundreds of thousands; `headingID` took the room).
    private var blockStart32: Int32
    private var blockEnd32: Int32
    /// Whether the heading itself names a bar or a bar topic (the eight sections of the bars chapter).
    public var isBarSection: Bool

    public var blockStart: Int {
        get { Int(blockStart32) }
        set { blockStart32 = Int32(clamping: newValue) }
    }

    public var blockEnd: Int {
        get { Int(blockEnd32) }
        set { blockEnd32 = Int32(clamping: newValue) }
    }

    enum CodingKeys: String, CodingKey {
        case id, document, title, level, anchor, headingID, concept, isBarSection, bars, parent, location
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        document = try container.decode(String.self, forKey: .document)
        title = try container.decode(String.self, forKey: .title)
        level = try container.decode(Int.self, forKey: .level)
        anchor = try container.decodeIfPresent(String.self, forKey: .anchor)
        headingID = try container.decodeIfPresent(String.self, forKey: .headingID)
        concept = try container.decodeIfPresent(String.self, forKey: .concept)
        isBarSection = try container.decode(Bool.self, forKey: .isBarSection)
        bars = try container.decode([String].self, forKey: .bars)
        parent = try container.decodeIfPresent(String.self, forKey: .parent)
        location = try container.decode(SourceLocation.self, forKey: .location)
        blockStart32 = 0
        blockEnd32 = 0
    }

    init(
        id: String, document: String, title: String, level: Int, anchor: String?, headingID: String? = nil,
        concept: String?, isBarSection: Bool, bars: [String], parent: String?, location: SourceLocation,
        blockStart: Int, blockEnd: Int
    ) {
        self.id = id
        self.document = document
        self.title = title
        self.level = level
        self.anchor = anchor
        self.headingID = headingID
        self.concept = concept
        self.isBarSection = isBarSection
        self.bars = bars
        self.parent = parent
        self.location = location
        blockStart32 = Int32(clamping: blockStart)
        blockEnd32 = Int32(clamping: blockEnd)
    }
}

/// What a guideline asks of the reader.
public enum RuleKind: String, Codable, Hashable, Sendable {
    case `do`
    case dont
    case consider
}

/// A guideline statement: a paragraph that opens with a bold lead sentence, with the list right under it
/// (`…这里有一些方法让滚动内容可以透过状态栏隐约呈现：` and its three ways).
public struct Rule: Codable, Hashable, Sendable {
    public var id: String
    public var document: String
    public var section: String
    public var bar: String?
    public var kind: RuleKind
    /// `listItem` + 1 (0: none), stored with `blockSpan` beside `kind` in the bytes that align `lead`.
    private var itemSlot: UInt16 = 0
    /// `blockCount`, stored beside `kind` in the bytes that align `lead` (a graph holds 600,000 rules at
    /// N = 10,000).
    private var blockSpan: Int32 = 1
    public var lead: String
    public var body: String
    public var location: SourceLocation
    /// Index of the paragraph among the document's top-level blocks; of its list, for a rule written as a
    /// list item (`listItem`).
    public var blockIndex: Int
    /// The items of the list right under the paragraph (`DocumentGraphBuilder.listUnder`), as plain
    /// text with whitespace collapsed; empty when the rule has no list.
    public var list: [String] = []

    /// How many of the document's top-level blocks the rule spans from `blockIndex`: its paragraph, and
    /// its list with any pictures between the list's parts. Not in the spec: `blockIndex` and `list` say it.
    public var blockCount: Int {
        get { Int(blockSpan) }
        set { blockSpan = Int32(clamping: newValue) }
    }

    /// For a rule written as a list item (`- **隐藏状态栏时请慎重。**…`, as translators write rules too), the
    /// item's 0-based position in the list at `blockIndex`; nil for a rule's own paragraph. An item past
    /// `maximumListItem` is never a rule.
    public var listItem: Int? {
        get { itemSlot == 0 ? nil : Int(itemSlot) - 1 }
        set { itemSlot = newValue.map { UInt16(clamping: $0 + 1) } ?? 0 }
    }

    /// The last position of a list item that can be a rule (`listItem`).
    static let maximumListItem = Int(UInt16.max) - 1

    enum CodingKeys: String, CodingKey {
        case id, document, section, bar, kind, lead, body, location, blockIndex, listItem, list
    }

    init(
        id: String, document: String, section: String, bar: String?, kind: RuleKind, lead: String, body: String,
        location: SourceLocation, blockIndex: Int, listItem: Int? = nil, list: [String] = [], blockCount: Int = 1
    ) {
        self.id = id
        self.document = document
        self.section = section
        self.bar = bar
        self.kind = kind
        self.lead = lead
        self.body = body
        self.location = location
        self.blockIndex = blockIndex
        self.list = list
        self.blockSpan = Int32(clamping: blockCount)
        self.listItem = listItem
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        document = try container.decode(String.self, forKey: .document)
        section = try container.decode(String.self, forKey: .section)
        bar = try container.decodeIfPresent(String.self, forKey: .bar)
        kind = try container.decode(RuleKind.self, forKey: .kind)
        lead = try container.decode(String.self, forKey: .lead)
        body = try container.decode(String.self, forKey: .body)
        location = try container.decode(SourceLocation.self, forKey: .location)
        blockIndex = try container.decode(Int.self, forKey: .blockIndex)
        listItem = try container.decodeIfPresent(Int.self, forKey: .listItem)
        list = try container.decodeIfPresent([String].self, forKey: .list) ?? []
    }

    /// As the spec writes a rule: no `list` when the rule opens none (schema 1.0.0's rules are 1.1.0's).
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(document, forKey: .document)
        try container.encode(section, forKey: .section)
        try container.encodeIfPresent(bar, forKey: .bar)
        try container.encode(kind, forKey: .kind)
        try container.encode(lead, forKey: .lead)
        try container.encode(body, forKey: .body)
        try container.encode(location, forKey: .location)
        try container.encode(blockIndex, forKey: .blockIndex)
        try container.encodeIfPresent(listItem, forKey: .listItem)
        if !list.isEmpty { try container.encode(list, forKey: .list) }
    }

    /// The lead, the body and the list's items, separated by spaces: what the rule says, for the checks
    /// that compare or lock a rule's words.
    public var text: String { text(withList: true) }

    /// The lead and the body, and the list's items when `withList`: a check that compares two rules whose
    /// lists differ in length (HD0323's finding) compares their paragraphs only.
    public func text(withList: Bool) -> String {
        var text = lead + " " + body
        if withList {
            for item in list {
                text += " "
                text += item
            }
        }
        return text
    }
}

/// A standard item the system provides: a bar button, a tab bar icon, a search bar element.
public struct SystemItem: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable {
        case barButtonItem = "bar-button-item"
        case tabBarItem = "tab-bar-item"
        case searchBarElement = "search-bar-element"
    }

    public var id: String
    public var document: String
    public var section: String
    public var kind: Kind
    /// The glossary concept of the item, for search bar elements (`search-bar-clear-button`).
    public var concept: String?
    /// The English name (`Share`; for `分享（Action）`, `Action`).
    public var name: String
    /// The name in the document's language (`分享`); equals `name` in English.
    public var localizedName: String
    public var meaning: String
    public var image: String?
    /// The UIKit symbol stem derived from the image file (`UIButtonBarAction.png` → `Action`).
    public var symbol: String?
    public var bars: [String]
    public var location: SourceLocation
    /// Index of the row in its table; for a search bar element, its place among its section's elements.
    public var index: Int
}

/// A callout (API note, important note) in a document.
public struct Note: Codable, Hashable, Sendable {
    public var id: String
    public var document: String
    public var section: String
    public var bar: String?
    public var kind: CalloutKind
    public var label: String
    public var text: String
    public var location: SourceLocation
}

/// A hyperlink, with the apple_ref id it carries and the section it resolves to inside the corpus.
public struct Link: Codable, Hashable, Sendable {
    /// `document/link-line-column` (`en/bars/link-34-165`), numbered when the page has that id already;
    /// stored only when numbered (`PlaceID`), so changing the document or place changes the id.
    public var id: String {
        get { placeID.id(Self.idKind, document: document, location: location) }
        set { placeID = PlaceID(newValue, kind: Self.idKind, document: document, location: location) }
    }
    private var placeID: PlaceID
    static let idKind = "link"
    public var document: String
    public var section: String?
    public var destination: String
    public var text: String
    /// The part after `#//apple_ref/` (`doc/uid/TP40006556-CH12-SW33`), when present.
    public var appleRef: String?
    /// The section id this link resolves to inside the corpus, if any.
    public var resolvedSection: String?
    public var location: SourceLocation

    public init(
        id: String, document: String, section: String?, destination: String, text: String, appleRef: String?,
        resolvedSection: String?, location: SourceLocation
    ) {
        self.init(
            placeID: PlaceID(id, kind: Self.idKind, document: document, location: location), document: document,
            section: section, destination: destination, text: text, appleRef: appleRef,
            resolvedSection: resolvedSection, location: location)
    }

    /// A link whose id is known to be its place's name or not (`DocumentGraphBuilder`).
    init(
        placeID: PlaceID, document: String, section: String?, destination: String, text: String, appleRef: String?,
        resolvedSection: String?, location: SourceLocation
    ) {
        self.document = document
        self.section = section
        self.destination = destination
        self.text = text
        self.appleRef = appleRef
        self.resolvedSection = resolvedSection
        self.location = location
        self.placeID = placeID
    }

    private enum CodingKeys: String, CodingKey {
        case id, document, section, destination, text, appleRef, resolvedSection, location
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            document: try container.decode(String.self, forKey: .document),
            section: try container.decodeIfPresent(String.self, forKey: .section),
            destination: try container.decode(String.self, forKey: .destination),
            text: try container.decode(String.self, forKey: .text),
            appleRef: try container.decodeIfPresent(String.self, forKey: .appleRef),
            resolvedSection: try container.decodeIfPresent(String.self, forKey: .resolvedSection),
            location: try container.decode(SourceLocation.self, forKey: .location))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(document, forKey: .document)
        try container.encodeIfPresent(section, forKey: .section)
        try container.encode(destination, forKey: .destination)
        try container.encode(text, forKey: .text)
        try container.encodeIfPresent(appleRef, forKey: .appleRef)
        try container.encodeIfPresent(resolvedSection, forKey: .resolvedSection)
        try container.encode(location, forKey: .location)
    }
}

/// An image reference (the corpus ships no image files; the site shows placeholders).
public struct Image: Codable, Hashable, Sendable {
    /// `document/image-line-column` (`en/bars/image-32-1`), numbered when the page has that id already;
    /// stored only when numbered (`PlaceID`), as `Link.id`.
    public var id: String {
        get { placeID.id(Self.idKind, document: document, location: location) }
        set { placeID = PlaceID(newValue, kind: Self.idKind, document: document, location: location) }
    }
    private var placeID: PlaceID
    static let idKind = "image"
    public var document: String
    public var section: String?
    public var source: String
    public var alt: String
    public var fileName: String
    public var location: SourceLocation

    public init(
        id: String, document: String, section: String?, source: String, alt: String, fileName: String,
        location: SourceLocation
    ) {
        self.init(
            placeID: PlaceID(id, kind: Self.idKind, document: document, location: location), document: document,
            section: section, source: source, alt: alt, fileName: fileName, location: location)
    }

    /// An image whose id is known to be its place's name or not (`DocumentGraphBuilder`).
    init(
        placeID: PlaceID, document: String, section: String?, source: String, alt: String, fileName: String,
        location: SourceLocation
    ) {
        self.document = document
        self.section = section
        self.source = source
        self.alt = alt
        self.fileName = fileName
        self.location = location
        self.placeID = placeID
    }

    private enum CodingKeys: String, CodingKey {
        case id, document, section, source, alt, fileName, location
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            document: try container.decode(String.self, forKey: .document),
            section: try container.decodeIfPresent(String.self, forKey: .section),
            source: try container.decode(String.self, forKey: .source),
            alt: try container.decode(String.self, forKey: .alt),
            fileName: try container.decode(String.self, forKey: .fileName),
            location: try container.decode(SourceLocation.self, forKey: .location))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(document, forKey: .document)
        try container.encodeIfPresent(section, forKey: .section)
        try container.encode(source, forKey: .source)
        try container.encode(alt, forKey: .alt)
        try container.encode(fileName, forKey: .fileName)
        try container.encode(location, forKey: .location)
    }
}
