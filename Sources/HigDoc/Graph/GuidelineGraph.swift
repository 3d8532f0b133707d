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
    public func sections(in document: String) -> [Section] { Self.units(sections) { $0[$1].document == document } }
    public func rules(in document: String) -> [Rule] { Self.units(rules) { $0[$1].document == document } }
    public func barSections(in document: String) -> [Section] {
        Self.units(sections) { $0[$1].document == document && $0[$1].isBarSection }
    }
    public func systemItems(in document: String, kind: SystemItem.Kind? = nil) -> [SystemItem] {
        Self.units(systemItems) { $0[$1].document == document && (kind == nil || $0[$1].kind == kind) }
    }

    /// The units of `all` whose position passes `test`, in order. Each unit is tested where it is and only
    /// those kept are copied: a `filter` over the units copies every one (a dozen strings) to test it.
    private static func units<Unit>(_ all: [Unit], where test: ([Unit], Int) -> Bool) -> [Unit] {
        all.indices.filter { test(all, $0) }.map { all[$0] }
    }
}
