/// Each section's ancestors, nearest first, found once for a group's sections.
///
/// The checks ask for a section's ancestors tens of times a pair (folding unaligned sections, carrying
/// images and rules to the nearest aligned section). Walking up the parents at each question hashed one
/// id per level; here a question hashes the one id asked about.
struct SectionAncestry: Sendable {
    private let sections: UnitIndex<Section>
    /// By position in `sections`: every parent id up the chain, nearest first. The last may name no
    /// section of the index (a parent outside the graph); then `endsOutside` says so.
    private let chains: [[String]]
    private let endsOutside: [Bool]

    init(_ sections: UnitIndex<Section>) {
        var chains: [[String]] = []
        var endsOutside: [Bool] = []
        chains.reserveCapacity(sections.unitCount)
        endsOutside.reserveCapacity(sections.unitCount)
        for position in 0..<sections.unitCount {
            var chain: [String] = []
            var outside = false
            var current = sections.read(at: position) { $0.parent }
            // No chain is longer than the sections are many: parents that loop stop there.
            while let parent = current, chain.count < sections.unitCount {
                chain.append(parent)
                guard let next = sections.position(of: parent) else {
                    outside = true
                    break
                }
                current = sections.read(at: next) { $0.parent }
            }
            chains.append(chain)
            endsOutside.append(outside)
        }
        self.sections = sections
        self.chains = chains
        self.endsOutside = endsOutside
    }

    /// The ids of the ancestors of section `id` that are sections of the index, nearest first (none for
    /// an id the index does not have).
    func ancestors(of id: String) -> [String] {
        guard let position = sections.position(of: id) else { return [] }
        return endsOutside[position] ? Array(chains[position].dropLast()) : chains[position]
    }

    /// Every parent id up from section `id`, nearest first, a last one outside the index included.
    func parentChain(of id: String) -> [String] {
        guard let position = sections.position(of: id) else { return [] }
        return chains[position]
    }
}
