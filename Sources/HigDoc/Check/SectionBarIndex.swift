/// The bar of the section a source line falls in, per document: the section whose heading is the
/// last one at or before the line (the first such section in graph order when several share that
/// line), read by a binary search instead of a pass over every section of the graph.
struct SectionBarIndex: Sendable {
    /// Per document, the first section of each heading line, by line.
    private let starts: [String: [(line: Int, bar: String?)]]

    init(_ sections: [Section]) {
        var starts: [String: [(line: Int, bar: String?)]] = [:]
        // Sections read where they are, by position (a loop over them copies each: a dozen strings).
        for position in sections.indices {
            starts[sections[position].document, default: []].append(
                (sections[position].location.line, sections[position].bars.first))
        }
        for key in starts.keys {
            // A stable sort keeps graph order within a line; the first of each line is the one kept.
            let sorted = starts[key]!.enumerated().sorted {
                ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
            }
            var kept: [(line: Int, bar: String?)] = []
            for (_, start) in sorted where kept.last?.line != start.line { kept.append(start) }
            starts[key] = kept
        }
        self.starts = starts
    }

    /// The first bar of the section `line` of `document` falls in; nil before the first heading or
    /// when that section belongs to no bar.
    func bar(at line: Int, document: String) -> String? {
        guard let lines = starts[document] else { return nil }
        // The number of headings at or before `line`.
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle].line <= line { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : lines[low - 1].bar
    }
}
