/// One row of the system item catalog: an English item, its translation, or both when aligned.
public struct CatalogPair: Sendable, Equatable {
    public var kind: SystemItem.Kind
    /// The English item's id.
    public var source: String?
    /// The translated item's id.
    public var translation: String?
}
