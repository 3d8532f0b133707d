/// Pairs table rows and other system items (bar buttons, tab bar icons, search bar elements).
///
/// Rows are matched through what both languages keep in English: the name in parentheses
/// (`分享（Action）`), the UIKit symbol of the image file (`UIButtonBarAction.png` → `Action`), and the
/// name itself, normalized so `MostRecent` equals `Most Recent`; search bar elements through their
/// glossary concept. The en `Share` row pairs with `分享（Action）` because both show the `Action` image.
struct SystemItemAligner {
    static let threshold = 0.5

    /// The UIKit prefixes `normalizedName` drops, tried in this order.
    static let uikitPrefixes = [
        "uibarbuttonsystemitem", "uitabbarsystemitem", "uibuttonbar", "uibarbutton", "uitabbar",
    ]

    /// `uikitPrefixes` as UTF-8 bytes, for the ASCII names' byte path.
    private static let uikitPrefixBytes = uikitPrefixes.map { Array($0.utf8) }

    /// `Most Recent`, `MostRecent`, `most-recent` → `mostrecent`; UIKit prefixes dropped.
    static func normalizedName(_ name: String) -> String {
        if let key = asciiKey(name) { return key }
        if var bytes = keptBytes(name) {
            // The key's characters are single scalars: its prefixes are prefixes of its bytes.
            for prefix in uikitPrefixBytes where bytes.count > prefix.count && bytes.starts(with: prefix) {
                bytes.removeFirst(prefix.count)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        var key = String(name.lowercased().filter { $0.isLetter || $0.isNumber })
        for prefix in uikitPrefixes where key.hasPrefix(prefix) && key.count > prefix.count {
            key = String(key.dropFirst(prefix.count))
        }
        return key
    }

    /// `normalizedName` of an ASCII name (nearly all are, the Chinese rows' too: `分享（Action）` is named
    /// `Action`), over its bytes: lowercased letters and digits written into a temporary buffer, the
    /// prefixes dropped by moving its start (the key made as a string once, where a byte array, prefix
    /// tests through `String.UTF8View` and the removal of each prefix cost about a thousand instructions
    /// a name). Nil for any other name.
    private static func asciiKey(_ name: String) -> String? {
        Text.withUTF8(name) { bytes -> String? in
            guard Text.isASCII(bytes) else { return nil }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { kept in
                var count = 0
                for byte in bytes {
                    switch byte {
                    case 0x41...0x5A: kept[count] = byte | 0x20
                    case 0x61...0x7A, 0x30...0x39: kept[count] = byte
                    default: continue
                    }
                    count += 1
                }
                var start = 0
                for prefix in uikitPrefixBytes
                where count - start > prefix.count && prefix.elementsEqual(kept[start..<(start + prefix.count)]) {
                    start += prefix.count
                }
                return String(decoding: UnsafeBufferPointer(rebasing: kept[start..<count]), as: UTF8.self)
            }
        }
    }

    /// The lowercased letter and number scalars of a name that is not all ASCII as UTF-8, when every
    /// character of the lowercased name is one scalar (nil otherwise: then characters are what count).
    private static func keptBytes(_ name: String) -> [UInt8]? {
        let lowered = name.lowercased()
        guard Text.isOneScalarPerCharacter(lowered) else { return nil }
        // Every character is one scalar: keep the letter and number scalars, ASCII without a lookup.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lowered.utf8.count)
        for scalar in lowered.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                if (value >= 0x61 && value <= 0x7A) || (value >= 0x30 && value <= 0x39)
                    || (value >= 0x41 && value <= 0x5A)
                {
                    bytes.append(UInt8(truncatingIfNeeded: value))
                }
            } else if (value >= 0x4E00 && value <= 0x9FFF) || scalar.properties.isAlphabetic
                || scalar.properties.numericType != nil
            {
                // CJK ideographs are alphabetic, known without a property lookup.
                Text.appendUTF8(scalar, to: &bytes)
            }
        }
        return bytes
    }

    func align(source: [SystemItem], translation: [SystemItem]) -> [AlignedPair] {
        var pairs: [AlignedPair] = []
        // What scoring reads of each item, taken once: every pair of a kind is scored, and passing the
        // items themselves copied each (a dozen strings, retained and released) for every pair.
        let englishFacts = source.indices.map { Facts(source, $0) }
        let chineseFacts = translation.indices.map { Facts(translation, $0) }
        let kinds = Set(englishFacts.map(\.kind) + chineseFacts.map(\.kind)).sorted { $0.rawValue < $1.rawValue }
        for kind in kinds {
            // Positions of each kind's items, not copies of the items.
            let english = englishFacts.indices.filter { englishFacts[$0].kind == kind }
            let chinese = chineseFacts.indices.filter { chineseFacts[$0].kind == kind }
            // Scored where the facts are, not on copies read out of the arrays.
            let evidence = englishFacts.withUnsafeBufferPointer { englishFacts in
                chineseFacts.withUnsafeBufferPointer { chineseFacts in
                    english.map { row in chinese.map { column in Self.score(englishFacts[row], chineseFacts[column]) } }
                }
            }
            let assignment = OptimalAssignment.maximize(evidence.map { $0.map(\.0) }, threshold: Self.threshold)
            var matched = Set<Int>()
            for (row, item) in english.enumerated() {
                if let column = assignment[row] {
                    matched.insert(column)
                    let (score, signals) = evidence[row][column]
                    pairs.append(
                        AlignedPair(
                            source: source[item].id, translation: translation[chinese[column]].id,
                            confidence: score, signals: signals, bar: source[item].bars.first))
                } else {
                    pairs.append(
                        AlignedPair(
                            source: source[item].id, translation: nil, confidence: 0, signals: [],
                            bar: source[item].bars.first))
                }
            }
            for (column, item) in chinese.enumerated() where !matched.contains(column) {
                pairs.append(
                    AlignedPair(
                        source: nil, translation: translation[item].id, confidence: 0, signals: [],
                        bar: translation[item].bars.first))
            }
        }
        return pairs
    }

    /// What `score` reads of an item: its kind, concept, name and symbol, and the normalized name and
    /// symbol (`normalizedName`), computed once per item rather than once per pair.
    struct Facts {
        var kind: SystemItem.Kind
        var concept: String?
        var name: String
        var symbol: String?
        var nameKey: String
        var symbolKey: String?

        /// The facts of `items[position]`, read where it is (handing the item over copies it).
        init(_ items: [SystemItem], _ position: Int) {
            kind = items[position].kind
            concept = items[position].concept
            name = items[position].name
            symbol = items[position].symbol
            nameKey = normalizedName(name)
            symbolKey = symbol.map(normalizedName)
        }
    }

    static func score(_ en: Facts, _ zh: Facts) -> (Double, [String]) {
        var score = 0.0
        var signals: [String] = []
        if let concept = en.concept, concept == zh.concept {
            score += 1
            signals.append("glossary:\(concept)")
        }
        if let enSymbol = en.symbol, let zhSymbol = zh.symbol, en.symbolKey == zh.symbolKey, !enSymbol.isEmpty {
            score += 0.9
            signals.append("image:\(zhSymbol)")
        }
        let enName = en.nameKey
        if !enName.isEmpty, enName == zh.nameKey || enName == (zh.symbolKey ?? "") && zh.symbol != en.symbol {
            score += 0.9
            signals.append("name:\(zh.name)")
        }
        return (min(1, score), signals)
    }
}
