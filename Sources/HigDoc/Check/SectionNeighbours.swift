/// The sections right around a section: its parent and its subsections, where a translation may have
/// moved one of its sentences (`OneSidedProseLinkCheck`).
enum SectionNeighbours {
    /// The parents and the subsections of `ids` that are not among them, each once, in the order of
    /// `ids`: each section's parent, then its subsections in page order. Read in `sections` where they are:
    /// a document's sections follow each other, and a section's subsections come right after it, before
    /// the next section of its level or a higher one.
    static func of(_ ids: [String], in sections: UnitIndex<Section>) -> [String] {
        var found: [String] = []
        func add(_ id: String) {
            if !ids.contains(id) && !found.contains(id) { found.append(id) }
        }
        for id in ids {
            guard let position = sections.position(of: id) else { continue }
            let (document, level, parent) = sections.read(at: position) { ($0.document, $0.level, $0.parent) }
            if let parent { add(parent) }
            var next = position + 1
            while next < sections.unitCount {
                let child: String?? = sections.read(at: next) { section in
                    guard section.document == document, section.level > level else { return nil }
                    return .some(section.parent == id ? section.id : nil)
                }
                guard let child else { break }
                if let child { add(child) }
                next += 1
            }
        }
        return found
    }
}
