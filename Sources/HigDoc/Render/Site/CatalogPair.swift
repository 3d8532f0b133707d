/// One row of the system item catalog: an English item, its translation, or both when aligned.
public struct CatalogPair: Sendable, Equatable {
    public var kind: SystemItem.Kind
    /// The English item's id.
    public var source: String?
    /// The translated item's id.
    public var translation: String?
    /// Where the index of the graph's system items finds `source` and `translation` (`UnitIndex.position(of:)`):
    /// found once, when the rows are made, not again on every catalog page that shows them.
    var sourcePosition: Int32?
    var translationPosition: Int32?
    /// The alignment status of the row's item (the English one when there is one), looked up once.
    var status = AlignmentIndex.Status.unaligned
}
