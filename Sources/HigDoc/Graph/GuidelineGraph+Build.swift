import Foundation

extension GuidelineGraph {
    /// Builds the graph of a whole corpus: documents in parallel (a translation's list items that
    /// translate English rules read as rules, `ListItemRulePromotion`), then bars and link resolution.
    public static func build(_ corpus: Corpus) -> GuidelineGraph {
        var parts = ParallelMap.map(corpus.documents) { DocumentGraphBuilder.build($0, glossary: corpus.glossary) }
        ListItemRulePromotion.apply(to: &parts, documents: corpus.documents, glossary: corpus.glossary)
        return build(taking: &parts, glossary: corpus.glossary)
    }

    /// The graph of a whole corpus from the graphs `DocumentGraphBuilder` made of its documents, in the
    /// corpus's order: their union, links resolved across it, and the bars.
    public static func build(parts: [GuidelineGraph], glossary: Glossary) -> GuidelineGraph {
        var parts = parts
        return build(taking: &parts, glossary: glossary)
    }

    /// `build(parts:glossary:)`, emptying the parts as they are merged (`merging(taking:)`).
    static func build(taking parts: inout [GuidelineGraph], glossary: Glossary) -> GuidelineGraph {
        finished(GuidelineGraph.merging(taking: &parts), glossary: glossary)
    }

    /// The graph of a whole corpus from the union of its documents' graphs (`merging`): links resolved
    /// across it, and the bars.
    static func finished(_ union: GuidelineGraph, glossary: Glossary) -> GuidelineGraph {
        // Links are resolved on one core while the bars are gathered on the other: the bars read only the
        // sections, rules and items, which resolving links leaves as they are (at N = 10,000, 0.26 and
        // 0.13 s, one after the other on one core while the other waited).
        var (graph, bars) = ParallelMap.both(
            { () -> GuidelineGraph in
                // The caller's union still shares the lists, so resolving links copies the list of links,
                // at its exact size, and the union's (grown by doubling as pages joined it) is freed after.
                // Taking the union over instead (`consuming`) kept that list and its spare room: the
                // build's peak at N = 10,000 measured 1,077–1,103 MiB against 1,069–1,081 MiB, so the copy
                // stays.
                var graph = union
                graph.resolveLinks()
                return graph
            },
            { Self.bars(of: union, glossary: glossary) })
        graph.bars = bars
        Diagnostic.sortByFile(&graph.diagnostics)
        return graph
    }

    /// The bars of `Glossary.barIDs`, each with its sections, rules and items in `graph`, gathered in
    /// one pass over the graph, and its names from the glossary.
    private static func bars(of graph: GuidelineGraph, glossary: Glossary) -> [Bar] {
        let barIndex = Dictionary(uniqueKeysWithValues: Glossary.barIDs.enumerated().map { ($1, $0) })
        var barSections = [[String]](repeating: [], count: Glossary.barIDs.count)
        var barRules = barSections
        var barItems = barSections
        // Units read where they are, by position (a loop over them copies each: a dozen strings).
        let (sections, rules, items) = (graph.sections, graph.rules, graph.systemItems)
        for section in sections.indices where sections[section].isBarSection {
            for (index, id) in Glossary.barIDs.enumerated() where sections[section].bars.contains(id) {
                barSections[index].append(sections[section].id)
            }
        }
        for rule in rules.indices {
            if let bar = rules[rule].bar, let index = barIndex[bar] { barRules[index].append(rules[rule].id) }
        }
        for item in items.indices {
            for (index, id) in Glossary.barIDs.enumerated() where items[item].bars.contains(id) {
                barItems[index].append(items[item].id)
            }
        }
        return Glossary.barIDs.enumerated().map { barNumber, id in
            let concept = glossary.concept(id)
            var names: [String: String] = [:]
            for language in Language.allCases {
                names[language.rawValue] =
                    concept?.terms(in: language).first.map {
                        language == .en ? DocumentGraphBuilder.titleCased($0) : $0
                    } ?? id
            }
            return Bar(
                id: id, names: names, sections: barSections[barNumber], rules: barRules[barNumber],
                systemItems: barItems[barNumber])
        }
    }

    /// Resolves links to anchors to the sections that carry them: `#//apple_ref/…` links (relative in
    /// English, absolute in Chinese: `…/Bars.html#//apple_ref/…`), and any other `#…` link or link to an
    /// English page's address with a fragment (`#scope`, `…/Bars.html#scope`), which a section's
    /// `<a name="scope">` carries. A placeholder `#` is an HD0106 finding instead.
    ///
    /// Returns the diagnostics of the relative links that no section of this graph carries, each with the
    /// anchor key it lacks (`anchorKey(_:)`): for a graph of a few documents, what a larger corpus may
    /// still resolve.
    ///
    /// `englishPages` are the addresses (`canonicalURL`) of the corpus's English pages, for a graph of a
    /// few of its documents; by default those of this graph's.
    @discardableResult
    mutating func resolveLinks(englishPages corpusPages: [String]? = nil) -> [Diagnostic: String] {
        // Each document's path and language by key, read in place (a copy of its `DocumentInfo` per link
        // retained and released its nine fields).
        let documentPlaces = Dictionary(
            documents.map { ($0.key, (path: $0.path, language: $0.lang)) }, uniquingKeysWith: { first, _ in first })
        // Per anchor (by what follows its last `//apple_ref/`): its first section, its first section in
        // each document and in each language (indices into `sections`), so a link finds its target
        // without scanning every section that carries the anchor (pages that share anchors would make
        // that quadratic). One table, so a link hashes its anchor once (as a `UnitKey`: over its bytes).
        var targets: [UnitKey: AnchorTargets] = [:]
        // A document's sections follow each other: its language is looked up once for the run.
        var languageOf: (document: String, language: Language?)?
        // A section is found by its anchor and by its heading's own id, if it has one besides.
        func addTarget(_ anchor: String, _ index: Int) {
            if languageOf?.document != sections[index].document {
                languageOf = (sections[index].document, documentPlaces[sections[index].document]?.language)
            }
            let language = languageOf?.language
            targets[UnitKey(Self.lastAppleRefComponent(anchor)), default: AnchorTargets(first: index)].add(
                index, document: sections[index].document, language: language)
        }
        for index in sections.indices {
            if let anchor = sections[index].anchor { addTarget(anchor, index) }
            if let headingID = sections[index].headingID { addTarget(headingID, index) }
        }
        // The addresses of the English pages (`canonicalURL`), whose anchors a link to one of them must name:
        // the translation's links are absolute (`…/Bars.html#//apple_ref/…`).
        let englishPages =
            corpusPages ?? Self.englishPageAddresses(documents.map { ($0.lang, $0.canonicalURL) })
        // The keys of this graph's English documents by their address (`canonicalURL` without its scheme),
        // where a link to an address with a plain fragment looks for its anchor.
        var englishDocuments: [String: [String]] = [:]
        for document in documents where document.lang == .en {
            if let url = document.canonicalURL {
                englishDocuments[String(Self.withoutScheme(url)), default: []].append(document.key)
            }
        }
        var unresolved: [Diagnostic: String] = [:]
        // Identical placeholder links are told apart by their rank, so fingerprints stay unique and stable.
        var placeholderRanks: [String: Int] = [:]
        // A document's links follow each other: its path and language are looked up once for the run.
        var placeOf: (document: String, path: String, language: Language?)?
        var found: [Diagnostic] = []
        links.withUnsafeMutableBufferPointer { links in
            for index in links.indices {
                let document = links[index].document
                if placeOf?.document != document {
                    let place = documentPlaces[document]
                    placeOf = (document, place?.path ?? document, place?.language)
                }
                let path = placeOf!.path
                if links[index].destination == "#" {
                    let text = links[index].text
                    let rankKey = "\(document)|\(text)"
                    placeholderRanks[rankKey, default: 0] += 1
                    found.append(
                        Diagnostic(
                            code: .placeholderLink, message: "link '\(text)' has the placeholder target '#'",
                            location: DiagnosticLocation(file: path, links[index].location),
                            subject: "\(text)#\(placeholderRanks[rankKey]!)"))
                    continue
                }
                // An apple_ref anchor wherever it is; any other only after `#` (a section of the link's own
                // page) or an English page's address (a section of that page), percent-decoded as a browser
                // reads it. An empty fragment is the page's top.
                let destination = links[index].destination
                let isInternal = { destination.hasPrefix("#") || Self.pointsInto(englishPages, destination) }
                let target: Int?
                let anchor: String
                var isOwnPage = false
                if let appleRef = links[index].appleRef {
                    anchor = appleRef
                    // The first section with the anchor in the link's document, else in its language, else
                    // anywhere.
                    target = targets[UnitKey(anchor)].map {
                        $0.first(inDocument: document, language: placeOf!.language)
                    }
                } else if isInternal() {
                    anchor = Self.fragment(of: destination)
                    guard !anchor.isEmpty else { continue }
                    isOwnPage = destination.hasPrefix("#")
                    let pages =
                        isOwnPage
                        ? [document]
                        : englishDocuments[String(Self.withoutScheme(String(destination.prefix { $0 != "#" })))] ?? []
                    target = targets[UnitKey(anchor)].flatMap { candidates in
                        pages.lazy.compactMap { candidates.first(inDocument: $0) }.first
                    }.flatMap {
                        sections[$0].anchor.map(Self.withoutHash) == anchor
                            || sections[$0].headingID.map(Self.withoutHash) == anchor ? $0 : nil
                    }
                } else {
                    continue
                }
                links[index].resolvedSection = target.map { sections[$0].id }
                if target == nil && isInternal() {
                    // An apple_ref anchor is looked for in the whole corpus; any other only on the page the
                    // link names (its own for `#…`).
                    let place =
                        links[index].appleRef != nil ? "the corpus" : isOwnPage ? "this page" : "the page it names"
                    let diagnostic = Diagnostic(
                        code: .unresolvedInternalLink,
                        message:
                            "link '\(links[index].text)' points to '\(links[index].destination)', which no section of \(place) carries",
                        location: DiagnosticLocation(file: path, links[index].location))
                    found.append(diagnostic)
                    // A `#…` anchor of the link's own page is missing for good; another page's may be in
                    // a part of the corpus this graph does not hold.
                    if !isOwnPage { unresolved[diagnostic] = "//apple_ref/" + Self.lastAppleRefComponent(anchor) }
                }
            }
        }
        diagnostics += found
        return unresolved
    }

    /// What follows the first `#` of `destination` (all of it without one), percent-decoded as a browser
    /// decodes a fragment before it looks for the anchor (kept as written when it is no valid UTF-8).
    static func fragment(of destination: String) -> String {
        let fragment =
            destination.utf8.firstIndex(of: UInt8(ascii: "#")).map { destination[destination.utf8.index(after: $0)...] }
            ?? destination[...]
        return fragment.contains("%") ? fragment.removingPercentEncoding ?? String(fragment) : String(fragment)
    }

    /// An anchor without a leading `#`, as a link's fragment names it.
    static func withoutHash(_ anchor: String) -> String { anchor.hasPrefix("#") ? String(anchor.dropFirst()) : anchor }

    /// The addresses of the English pages among `pages` (language, `canonicalURL`), without their
    /// scheme (a link by `http:` names the page published at `https:`), once each, sorted.
    static func englishPageAddresses(_ pages: [(Language, String?)]) -> [String] {
        Array(Set(pages.compactMap { $0.0 == .en ? $0.1.map { String(withoutScheme($0)) } : nil })).sorted()
    }

    /// The schemes `withoutScheme` drops, as bytes.
    private static let schemeBytes = ["https://", "http://"].map { Array($0.utf8) }

    /// `url` without a leading `http://` or `https://`.
    static func withoutScheme(_ url: String) -> Substring {
        for scheme in ["https://", "http://"] where url.hasPrefix(scheme) { return url.dropFirst(scheme.count) }
        return url[...]
    }

    /// Whether `destination` is an address of `pages` (`englishPageAddresses`) with a fragment
    /// (`…/Bars.html#…`): the link's bytes up to its `#`, less the scheme, against each page of that
    /// length (a corpus has a few English addresses; a link to a page outside it costs a `memchr` and a
    /// length test, where a `Character` search for its `#` had cost 8% of a check).
    static func pointsInto(_ pages: [String], _ destination: String) -> Bool {
        guard !pages.isEmpty else { return false }
        return Text.withUTF8(destination) { bytes in
            guard let base = bytes.baseAddress, let hash = memchr(base, 0x23, bytes.count) else { return false }
            var end = base.distance(to: hash.assumingMemoryBound(to: UInt8.self))
            var start = 0
            for prefix in schemeBytes where end >= prefix.count && bytes[0..<prefix.count].elementsEqual(prefix) {
                start = prefix.count
                break
            }
            end -= start
            guard end > 0 else { return false }
            return pages.contains { page in
                page.utf8.count == end
                    && Text.withUTF8(page) { page in
                        page.baseAddress.map { memcmp($0, base + start, end) == 0 } ?? false
                    }
            }
        }
    }

    /// The sections that carry one anchor, for `resolveLinks`: the first of all, the first in each
    /// document and the first in each language (or in a document of no known language).
    struct AnchorTargets {
        let first: Int
        private var firstInDocument: [UnitKey: Int] = [:]
        /// English, Chinese, unknown.
        private var firstInLanguage: (Int?, Int?, Int?) = (nil, nil, nil)

        init(first: Int) { self.first = first }

        mutating func add(_ index: Int, document: String, language: Language?) {
            if firstInDocument[UnitKey(document)] == nil { firstInDocument[UnitKey(document)] = index }
            switch language {
            case .en?: if firstInLanguage.0 == nil { firstInLanguage.0 = index }
            case .zh?: if firstInLanguage.1 == nil { firstInLanguage.1 = index }
            case nil: if firstInLanguage.2 == nil { firstInLanguage.2 = index }
            }
        }

        /// The first in `document`, with no fallback.
        func first(inDocument document: String) -> Int? { firstInDocument[UnitKey(document)] }

        func first(inDocument document: String, language: Language?) -> Int {
            if let index = firstInDocument[UnitKey(document)] { return index }
            let inLanguage: Int?
            switch language {
            case .en?: inLanguage = firstInLanguage.0
            case .zh?: inLanguage = firstInLanguage.1
            case nil: inLanguage = firstInLanguage.2
            }
            return inLanguage ?? first
        }
    }

    /// The keys of the anchors this graph's sections carry, as links look them up.
    func anchorKeys() -> Set<String> { Set(sections.compactMap { $0.anchor.map(Self.anchorKey) }) }

    /// `//apple_ref/doc/uid/…` for an anchor (`#//apple_ref/doc/uid/…`, `…/Bars.html#//apple_ref/doc/uid/…`).
    static func anchorKey(_ anchor: String) -> String { "//apple_ref/" + lastAppleRefComponent(anchor) }

    /// `anchor.components(separatedBy: "//apple_ref/").last`: what follows the last of the
    /// left-to-right, non-overlapping occurrences of the marker (the whole anchor without one).
    static func lastAppleRefComponent(_ anchor: String) -> String {
        guard Text.isCanonicallyInert(anchor) else {
            return anchor.components(separatedBy: "//apple_ref/").last ?? anchor
        }
        var start = anchor.startIndex
        while let found = Text.firstRange(of: "//apple_ref/", in: anchor, from: start) { start = found.upperBound }
        return String(anchor[start...])
    }
}
