extension GuidelineGraph {
    /// Where one document's nodes and diagnostics are in a graph, per kind of node, in graph order.
    public struct PartIndices: Sendable {
        var documents: [Int] = []
        var sections: [Int] = []
        var rules: [Int] = []
        var systemItems: [Int] = []
        var notes: [Int] = []
        var links: [Int] = []
        var images: [Int] = []
        var diagnostics: [Int] = []
    }

    /// The graph split by document key, in one pass; each part holds that document's nodes and diagnostics.
    ///
    /// Translation checks work on one document pair at a time, so they read a part instead of
    /// filtering the whole graph (which would make a corpus check quadratic in its size).
    public func partitioned() -> [String: GuidelineGraph] {
        partitionIndices().mapValues { part([$0]) }
    }

    /// Where each document's part is, found in one pass without copying a node (`part` copies them,
    /// which the translation checks do per document group, in parallel).
    public func partitionIndices() -> [String: PartIndices] {
        var parts: [PartIndices] = []
        var partOfKey: [String: Int] = [:]
        var keyByPath: [String: String] = [:]
        for (index, document) in documents.enumerated() {
            if let existing = partOfKey[document.key] {
                parts[existing].documents = [index]
            } else {
                partOfKey[document.key] = parts.count
                parts.append(PartIndices(documents: [index]))
            }
            keyByPath[document.path] = document.key
        }
        // Nodes come in runs of one document: look a key up once per run.
        var lastKey: String?
        var lastPart: Int?
        func partIndex(_ key: String) -> Int? {
            if key != lastKey {
                lastKey = key
                lastPart = partOfKey[key]
            }
            return lastPart
        }
        // Each kind's nodes by position, their document read where the node is (a loop over the nodes
        // copies each: a dozen strings).
        func assign(_ count: Int, to kind: WritableKeyPath<PartIndices, [Int]>, document: (Int) -> String) {
            for index in 0..<count {
                if let part = partIndex(document(index)) { parts[part][keyPath: kind].append(index) }
            }
        }
        assign(sections.count, to: \.sections) { sections[$0].document }
        assign(rules.count, to: \.rules) { rules[$0].document }
        assign(systemItems.count, to: \.systemItems) { systemItems[$0].document }
        assign(notes.count, to: \.notes) { notes[$0].document }
        assign(links.count, to: \.links) { links[$0].document }
        assign(images.count, to: \.images) { images[$0].document }
        for index in diagnostics.indices {
            if let key = keyByPath[diagnostics[index].location.file], let part = partIndex(key) {
                parts[part].diagnostics.append(index)
            }
        }
        return partOfKey.mapValues { parts[$0] }
    }

    /// The union of parts of this graph (as `merging` their `partitioned()` graphs would give).
    public func part(_ parts: [PartIndices]) -> GuidelineGraph {
        var graph = GuidelineGraph()
        func gather<Node>(_ nodes: [Node], _ indices: (PartIndices) -> [Int]) -> [Node] {
            var gathered: [Node] = []
            gathered.reserveCapacity(parts.reduce(0) { $0 + indices($1).count })
            for part in parts { for index in indices(part) { gathered.append(nodes[index]) } }
            return gathered
        }
        graph.documents = gather(documents, \.documents)
        graph.sections = gather(sections, \.sections)
        graph.rules = gather(rules, \.rules)
        graph.systemItems = gather(systemItems, \.systemItems)
        graph.notes = gather(notes, \.notes)
        graph.links = gather(links, \.links)
        graph.images = gather(images, \.images)
        graph.diagnostics = gather(diagnostics, \.diagnostics)
        return graph
    }

    /// The union of several parts (documents keep their order).
    public static func merging(_ parts: [GuidelineGraph]) -> GuidelineGraph {
        var parts = parts
        return merging(taking: &parts)
    }

    /// `merging(parts)`, emptying each part once it is taken over, so that the parts' lists are freed
    /// one by one while the union grows instead of all at its end (when nothing else holds them).
    static func merging(taking parts: inout [GuidelineGraph]) -> GuidelineGraph {
        var graph = GuidelineGraph()
        graph.documents.reserveCapacity(parts.reduce(0) { $0 + $1.documents.count })
        graph.sections.reserveCapacity(parts.reduce(0) { $0 + $1.sections.count })
        graph.rules.reserveCapacity(parts.reduce(0) { $0 + $1.rules.count })
        graph.systemItems.reserveCapacity(parts.reduce(0) { $0 + $1.systemItems.count })
        graph.notes.reserveCapacity(parts.reduce(0) { $0 + $1.notes.count })
        graph.links.reserveCapacity(parts.reduce(0) { $0 + $1.links.count })
        graph.images.reserveCapacity(parts.reduce(0) { $0 + $1.images.count })
        graph.diagnostics.reserveCapacity(parts.reduce(0) { $0 + $1.diagnostics.count })
        for index in parts.indices {
            graph.append(moving: &parts[index])
        }
        return graph
    }

    /// Appends every list of `part` to this graph's (not the bars, which are made for the whole graph),
    /// moving the nodes: `part` is left empty.
    mutating func append(moving part: inout GuidelineGraph) {
        documents.appendMoving(&part.documents)
        sections.appendMoving(&part.sections)
        rules.appendMoving(&part.rules)
        systemItems.appendMoving(&part.systemItems)
        notes.appendMoving(&part.notes)
        links.appendMoving(&part.links)
        images.appendMoving(&part.images)
        diagnostics.appendMoving(&part.diagnostics)
    }
}
