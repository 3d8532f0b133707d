/// How much of the English units a translation covers, per document pair or per bar.
public struct Coverage: Codable, Hashable, Sendable {
    public enum Scope: String, Codable, Sendable {
        case document
        case bar
    }

    public struct Ratio: Codable, Hashable, Sendable {
        /// English units with a counterpart in the translation.
        public var aligned: Int
        /// All English units.
        public var total: Int

        public init(aligned: Int, total: Int) {
            self.aligned = aligned
            self.total = total
        }

        /// `aligned / total` as a whole percentage (100 when there is nothing to cover).
        public var percent: Int { total == 0 ? 100 : Int((Double(aligned) * 100 / Double(total)).rounded()) }
    }

    public var scope: Scope
    /// A document pair key (`en/bars→zh/bars`) or a bar id.
    public var id: String
    public var language: Language
    public var sections: Ratio
    public var rules: Ratio
    public var systemItems: Ratio

    public init(scope: Scope, id: String, language: Language, sections: Ratio, rules: Ratio, systemItems: Ratio) {
        self.scope = scope
        self.id = id
        self.language = language
        self.sections = sections
        self.rules = rules
        self.systemItems = systemItems
    }
}
