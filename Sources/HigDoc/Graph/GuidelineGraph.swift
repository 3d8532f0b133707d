/// The typed guideline graph of a corpus: documents, bars, sections, rules, system items, notes,
/// links and images, with every node's source location.
public struct GuidelineGraph: Sendable {
    public var documents: [DocumentInfo] = []
    public var bars: [Bar] = []
    public var sections: [Section] = []
    public var rules: [Rule] = []
    public var systemItems: [SystemItem] = []
    public var notes: [Note] = []
    public var links: [Link] = []
    public var images: [Image] = []
    public var diagnostics: [Diagnostic] = []

    public init() {}

    public func document(_ key: String) -> DocumentInfo? { documents.first { $0.key == key } }
    public func section(_ id: String) -> Section? { sections.first { $0.id == id } }
    public func rules(in document: String) -> [Rule] { rules.filter { $0.document == document } }
    public func barSections(in document: String) -> [Section] {
        sections.filter { $0.document == document && $0.isBarSection }
    }
    public func systemItems(in document: String, kind: SystemItem.Kind? = nil) -> [SystemItem] {
        systemItems.filter { $0.document == document && (kind == nil || $0.kind == kind) }
    }
}
