/// One aligned unit: an English unit and its Chinese counterpart, or one of them alone.
public struct AlignedPair: Codable, Hashable, Sendable {
    /// The id of the English unit; nil when the unit exists only in the translation.
    public var source: String?
    /// The id of the translated unit; nil when the translation lacks it.
    public var translation: String?
    /// How sure the aligner is, 0…1 (rounded to two decimals); 0 for one-sided units.
    public var confidence: Double
    /// The evidence that paired the two (`glossary:status-bar`, `link:…SW33`, `image:Action`, `number:44`).
    public var signals: [String]
    public var bar: String?

    public init(source: String?, translation: String?, confidence: Double, signals: [String], bar: String?) {
        self.source = source
        self.translation = translation
        self.confidence = (confidence * 100).rounded() / 100
        self.signals = signals
        self.bar = bar
    }

    public var isAligned: Bool { source != nil && translation != nil }
}
