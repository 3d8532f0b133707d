/// The units of one kind (rules, system items, sections) as the site's body renderer finds them: for
/// each document, where each of its units starts and the unit's position in the graph's array, sorted
/// by place, so that a paragraph, row or heading finds its unit by a binary search.
///
/// Where units share a place, the last in the graph's order is found. A table per document holds the
/// same in several times the memory: at N = 10,000 pages there are 60,000 of them.
struct DocumentAnchors: Sendable {
    /// Every unit's place and position, document by document, each document's sorted by place (then by
    /// position).
    private let places: [(location: SourceLocation, position: Int32)]
    /// Each document key's run of `places`.
    private let runs: [String: Range<Int>]

    init<Unit>(_ units: [Unit], document: (Unit) -> String, location: (Unit) -> SourceLocation) {
        // Documents numbered in order of first appearance; positions grouped by document with a counting
        // sort, then each document's run sorted by place.
        var numbers: [String: Int] = [:]
        var documentOfUnit: [Int] = []
        documentOfUnit.reserveCapacity(units.count)
        for unit in units {
            let next = numbers.count
            documentOfUnit.append(Self.value(of: &numbers[document(unit), default: next]))
        }
        var starts = [Int](repeating: 0, count: numbers.count + 1)
        for number in documentOfUnit { starts[number + 1] += 1 }
        for number in 1..<starts.count { starts[number] += starts[number - 1] }
        var free = starts
        var places = [(location: SourceLocation, position: Int32)](
            repeating: (SourceLocation(line: 0, column: 0), 0), count: units.count)
        for (position, unit) in units.enumerated() {
            let number = documentOfUnit[position]
            places[free[number]] = (location(unit), Int32(position))
            free[number] += 1
        }
        for number in numbers.values {
            places[starts[number]..<starts[number + 1]].sort { ($0.location, $0.position) < ($1.location, $1.position) }
        }
        self.places = places
        runs = numbers.mapValues { starts[$0]..<starts[$0 + 1] }
    }

    private static func value(of number: inout Int) -> Int { number }

    /// The anchors of the document with `key` (none when it has no units of this kind).
    func document(_ key: String) -> Lookup { Lookup(places: places[runs[key] ?? 0..<0]) }

    /// One document's units, sorted by place.
    struct Lookup: Sendable {
        fileprivate let places: ArraySlice<(location: SourceLocation, position: Int32)>

        /// The position in the graph's array of the last unit that starts at `location`, if any.
        func position(at location: SourceLocation) -> Int? {
            // The first place after `location`; the one before it is the last at `location`, if any.
            var low = places.startIndex
            var high = places.endIndex
            while low < high {
                let middle = low + (high - low) / 2
                if places[middle].location <= location { low = middle + 1 } else { high = middle }
            }
            guard low > places.startIndex, places[low - 1].location == location else { return nil }
            return Int(places[low - 1].position)
        }
    }
}
