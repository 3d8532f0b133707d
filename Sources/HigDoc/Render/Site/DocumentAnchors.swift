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

    init<Unit: GraphUnit>(_ units: [Unit]) {
        // Positions grouped by document, then each document's run sorted by place.
        // Each unit's fields read where it is, by index, through `GraphUnit` (a loop over the units, or a
        // closure given each unit, copied each one: a dozen strings).
        var byDocument = KeyedRuns<DictionaryNumbering<String>>()
        for index in units.indices { byDocument.add(units[index].document) }
        let (starts, order) = byDocument.layout()
        var places = order.map { (location: units[$0].location, position: Int32($0)) }
        for number in byDocument.numbering.numbers.values {
            let run = starts[Int(number)]..<starts[Int(number) + 1]
            places[run].sort { ($0.location, $0.position) < ($1.location, $1.position) }
        }
        self.places = places
        runs = byDocument.numbering.numbers.mapValues { starts[Int($0)]..<starts[Int($0) + 1] }
    }

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
