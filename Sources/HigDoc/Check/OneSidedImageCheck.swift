/// Finds images that appear in an aligned section on one side only (HD0310, a note: illustrations
/// change between editions more than text does). Images of table rows are compared with the rows.
enum OneSidedImageCheck {
    static func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let itemImages = Set(context.graph.systemItems.indices.compactMap { context.graph.systemItems[$0].image })
        let images = context.graph.images
        for alignment in context.alignments {
            let folding = context.folding[alignment.translation]
            var counterpart: [String: String] = [:]
            for pair in alignment.sections {
                if let source = pair.source, let translation = pair.translation { counterpart[source] = translation }
            }
            // Each aligned translated section's English counterpart (for the translation's images).
            let reverse = Dictionary(counterpart.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            /// Images grouped by the nearest aligned English section (its own id on the English side): their
            /// positions in the graph, each read where it is (a loop over the images copied every one).
            func group(_ document: String, english: Bool) -> [String: [Int]] {
                var groups: [String: [Int]] = [:]
                for image in images.indices
                where images[image].document == document && !itemImages.contains(images[image].source) {
                    guard let section = images[image].section else { continue }
                    // An image of a missing or extra section is that section's finding's, not its parent's.
                    if folding?.isFolded(section: section) == true { continue }
                    let chain = [section] + context.ancestors(of: section)
                    let key =
                        english ? chain.first { counterpart[$0] != nil } : chain.lazy.compactMap { reverse[$0] }.first
                    if let key { groups[key, default: []].append(image) }
                }
                return groups
            }
            let enGroups = group(alignment.source, english: true)
            let zhGroups = group(alignment.translation, english: false)
            for source in Set(enGroups.keys).union(zhGroups.keys).sorted() {
                guard let translation = counterpart[source], let zhSection = context.sections[translation] else {
                    continue
                }
                // Each image's key, made once for both the set and the filter; only the images reported
                // are copied out of the graph.
                let en = (enGroups[source] ?? []).map { ($0, key(images[$0].fileName)) }
                let zh = (zhGroups[source] ?? []).map { ($0, key(images[$0].fileName)) }
                let enKeys = Set(en.map(\.1))
                let zhKeys = Set(zh.map(\.1))
                let enOnly = en.filter { !zhKeys.contains($0.1) }.map { images[$0.0] }
                let zhOnly = zh.filter { !enKeys.contains($0.1) }.map { images[$0.0] }
                if !enOnly.isEmpty {
                    found.append(
                        Diagnostic(
                            code: .imageOneSided,
                            message:
                                "image on one side only: the English section shows \(names(enOnly)), the translated “\(zhSection.title)” does not",
                            location: context.location(ofSection: translation)!,
                            related: enOnly.map { context.location($0.document, $0.location) },
                            bar: zhSection.bars.first,
                            subject: "\(translation)|en|\(enOnly.map(\.fileName).joined(separator: ","))"))
                }
                if !zhOnly.isEmpty {
                    found.append(
                        Diagnostic(
                            code: .imageOneSided,
                            message:
                                "image on one side only: the translation shows \(names(zhOnly)), the English section does not",
                            location: context.location(zhOnly[0].document, zhOnly[0].location),
                            related: zhOnly.dropFirst().map { context.location($0.document, $0.location) } + [
                                context.location(ofSection: source)!
                            ],
                            bar: zhSection.bars.first,
                            subject: "\(translation)|zh|\(zhOnly.map(\.fileName).joined(separator: ","))"))
                }
            }
        }
        return found
    }

    /// The scale and edition suffixes a key drops, each tried once, in this order (`_7` twice:
    /// `nav_bar_7_7_2x`).
    static let droppedSuffixes = ["@2x", "_2x", "_7", "_7"]

    /// `nav_bar_7_2x.png` → `nav_bar`: scale and edition suffixes do not make a different picture.
    static func key(_ fileName: String) -> String {
        asciiKey(fileName) ?? keyByCharacter(fileName)
    }

    /// `key` of an ASCII file name, over its bytes (`lowercased` and the `String` cuts cost about
    /// 4,000 instructions a name); nil for any other name.
    static func asciiKey(_ fileName: String) -> String? {
        guard Text.isASCII(fileName) else { return nil }
        var stem = Array(fileName.utf8)
        for index in stem.indices where stem[index] >= 0x41 && stem[index] <= 0x5A { stem[index] |= 0x20 }
        if let dot = stem.lastIndex(of: 0x2E) { stem.removeSubrange(dot...) }
        for suffix in droppedSuffixes where stem.count >= suffix.utf8.count {
            if stem.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) { stem.removeLast(suffix.utf8.count) }
        }
        return String(decoding: stem, as: UTF8.self)
    }

    /// `key` over the name's characters, for any name.
    static func keyByCharacter(_ fileName: String) -> String {
        var stem = fileName.lowercased()
        if let dot = stem.lastIndex(of: ".") { stem = String(stem[..<dot]) }
        for suffix in droppedSuffixes where stem.hasSuffix(suffix) { stem = String(stem.dropLast(suffix.count)) }
        return stem
    }

    static func names(_ images: [Image]) -> String {
        images.map { "“\($0.fileName)”" }.joined(separator: ", ")
    }
}
