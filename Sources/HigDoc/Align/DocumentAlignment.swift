/// The alignment of one translation with the English page it translates.
public struct DocumentAlignment: Codable, Sendable {
    /// Key of the English page (`en/bars`).
    public var source: String
    /// Key of the translation (`zh/bars`).
    public var translation: String
    public var sections: [AlignedPair]
    public var rules: [AlignedPair]
    public var systemItems: [AlignedPair]

    public init(
        source: String, translation: String, sections: [AlignedPair], rules: [AlignedPair], systemItems: [AlignedPair]
    ) {
        self.source = source
        self.translation = translation
        self.sections = sections
        self.rules = rules
        self.systemItems = systemItems
    }

    /// The counterpart of a unit id on the other side, if aligned.
    public func counterpart(of id: String) -> String? {
        // Sections, then rules, then system items, without concatenating (copying) the three lists.
        for pair in [sections, rules, systemItems].joined() {
            if pair.source == id { return pair.translation }
            if pair.translation == id { return pair.source }
        }
        return nil
    }
}
