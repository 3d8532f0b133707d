/// Builds the search index over both languages: rules, system items, sections and notes, each linked
/// to its anchor on the page that shows it.
enum SearchIndexBuilder {
    static let titleWeight = 5
    static let bodyWeight = 1

    /// The entries and postings of the site's index (`SearchIndexShards` writes them), tokenized
    /// `chunkSize` entries at a time.
    static func build(_ context: SiteContext, chunkSize: Int = 4096) -> SearchIndexContent {
        let tokens = tokens(of: context.graph, chunkSize: chunkSize)
        return SearchIndexContent(context: context, sources: tokens.sources, postings: tokens.postings)
    }

    /// The units of the index and the postings of their tokens: what the index needs of the graph
    /// alone, before the site's own indexes are made (`SearchIndexShards.writeTokens`).
    static func tokens(of graph: GuidelineGraph, chunkSize: Int = 4096) -> (
        sources: [SearchEntrySource], postings: SearchPostings
    ) {
        let sources = entrySources(graph)
        // Tokenizing is most of the work and each entry is independent: both cores, in chunks, each
        // chunk giving the postings of its own entries in entry order. The chunks stay as they are
        // (`SearchPostings`), so every token's postings are in entry order chunk after chunk.
        precondition((1...SearchPostings.maximumChunkSize).contains(chunkSize), "chunk size \(chunkSize)")
        let starts = Array(stride(from: 0, to: sources.count, by: chunkSize))
        let chunks = ParallelMap.map(starts) { start in
            SearchPostingChunk(firstEntry: start) { numbering, add in
                var weights = EntryTokenWeights()
                for index in start..<min(start + chunkSize, sources.count) {
                    let texts = searchTexts(of: sources[index], graph)
                    weights.measure(title: texts.title, body: texts.body, numbering: &numbering)
                    weights.forEachWeight { token, weight in add(token, index, weight) }
                }
            }
        }
        return (sources, SearchPostings(chunks: chunks))
    }

    /// The units of the index in entry order: sections, rules, system items and notes (a note whose
    /// section is unknown has none), grouped by language, English first, so the browser knows a
    /// result's language from its number before it fetches the entry.
    static func entrySources(_ graph: GuidelineGraph) -> [SearchEntrySource] {
        // A document's language as `SiteContext.documentInfos` gives it, and a section id known as
        // `SiteContext.sections` knows it (the first page of a key, ids compared as `UnitKey`s). The
        // section ids, which only the notes need, are gathered on the other core meanwhile.
        let (units, sectionIDs) = ParallelMap.both(
            { unitSources(graph) }, { Set(graph.sections.map { UnitKey($0.id) }) })
        var byLanguage = units.lists
        var languages = units.languages
        // Units read where they are, by position (a loop over the units copies each one).
        for position in graph.notes.indices where sectionIDs.contains(UnitKey(graph.notes[position].section)) {
            languages.add(.note, position, document: graph.notes[position].document, to: &byLanguage)
        }
        return byLanguage.flatMap { $0 }
    }

    /// The entries of the sections, rules and system items, one list per language (in
    /// `Language.allCases` order), and the languages of the documents.
    private static func unitSources(_ graph: GuidelineGraph) -> (
        lists: [[SearchEntrySource]], languages: EntryLanguages
    ) {
        var languages = EntryLanguages(graph)
        var byLanguage = [[SearchEntrySource]](repeating: [], count: Language.allCases.count)
        for position in graph.sections.indices {
            languages.add(.section, position, document: graph.sections[position].document, to: &byLanguage)
        }
        for position in graph.rules.indices {
            languages.add(.rule, position, document: graph.rules[position].document, to: &byLanguage)
        }
        for position in graph.systemItems.indices {
            languages.add(.item, position, document: graph.systemItems[position].document, to: &byLanguage)
        }
        return (byLanguage, languages)
    }

    /// The language of each unit's document. A document's units are listed one after another, so its
    /// language is looked up once per run of them rather than hashed for each of a million units.
    private struct EntryLanguages: Sendable {
        let languages: [String: Language]
        var lastDocument: String?
        var lastList = 0
        var lastLanguage = Language.en

        init(_ graph: GuidelineGraph) {
            languages = Dictionary(graph.documents.map { ($0.key, $0.lang) }, uniquingKeysWith: { first, _ in first })
        }

        /// Adds the entry of a unit of `document` to the list of its language.
        mutating func add(
            _ kind: SearchEntrySource.Kind, _ position: Int, document: String, to lists: inout [[SearchEntrySource]]
        ) {
            if document != lastDocument {
                lastDocument = document
                lastLanguage = languages[document] ?? .en
                lastList = Language.allCases.firstIndex(of: lastLanguage)!
            }
            lists[lastList].append(SearchEntrySource(kind: kind, language: lastLanguage, position: Int32(position)))
        }
    }

    /// The texts an entry is found by: its title (weighted `titleWeight`) and its body.
    static func searchTexts(of source: SearchEntrySource, _ graph: GuidelineGraph) -> (title: String, body: String) {
        let position = Int(source.position)
        switch source.kind {
        case .section: return (graph.sections[position].title, "")
        case .rule:
            // The list a rule opens is part of what it says.
            let rule = graph.rules[position]
            return (rule.lead, rule.list.isEmpty ? rule.body : rule.body + " " + rule.list.joined(separator: " "))
        case .item:
            return (
                itemTitle(graph.systemItems, position) + " " + (graph.systemItems[position].symbol ?? ""),
                graph.systemItems[position].meaning
            )
        case .note: return (graph.notes[position].label, graph.notes[position].text)
        }
    }

    /// The entry the browser shows for a unit: title, excerpt, link to its anchor, language, kind, bar.
    static func entry(of source: SearchEntrySource, _ context: SiteContext) -> SearchIndex.Entry {
        let position = Int(source.position)
        let lang = source.language
        func barName(_ bar: String?) -> String { bar.map { context.barName($0, in: lang) } ?? "" }
        // Units are read in the graph's arrays where they are: a copy retains each of their strings.
        switch source.kind {
        case .section:
            let sections = context.graph.sections
            return .init(
                t: sections[position].title, s: context.documentInfos[sections[position].document]?.title ?? "",
                u: context.route(ofSectionAt: position).path(anchorOfUnit: sections[position].id),
                l: lang.rawValue, k: "section", b: barName(sections[position].bars.first))
        case .rule:
            let rules = context.graph.rules
            return .init(
                t: rules[position].lead, s: excerpt(rules[position].body),
                u: context.route(ofRuleAt: position).path(anchorOfUnit: rules[position].id),
                l: lang.rawValue, k: "rule", b: barName(rules[position].bar))
        case .item:
            let items = context.graph.systemItems
            return .init(
                t: itemTitle(items, position), s: excerpt(items[position].meaning),
                u: context.route(ofItemAt: position).path(anchorOfUnit: items[position].id),
                l: lang.rawValue, k: "item", b: barName(items[position].bars.first))
        case .note:
            let notes = context.graph.notes
            // A note links to its section's anchor; `entrySources` keeps only notes whose section is
            // known, so the document's page is never used.
            let url =
                context.sections.position(of: notes[position].section).map {
                    context.route(ofSectionAt: $0).path(anchorOfUnit: context.graph.sections[$0].id)
                } ?? context.placement.documentRoute(notes[position].document).path
            return .init(
                t: notes[position].label, s: excerpt(notes[position].text), u: url, l: lang.rawValue, k: "note",
                b: barName(notes[position].bar))
        }
    }

    /// `Localized (Name)`, or the name when the item is not localized: of the item at `position`, read
    /// where it is (a copy of an item retains a dozen strings).
    private static func itemTitle(_ items: [SystemItem], _ position: Int) -> String {
        let name = items[position].name
        let localizedName = items[position].localizedName
        return localizedName == name ? name : "\(localizedName) (\(name))"
    }

    /// At most 160 characters of a text, cut at a character boundary.
    static func excerpt(_ text: String) -> String {
        let line = Text.collapseWhitespace(text)
        // A character is a byte at least.
        guard line.utf8.count > 160 else { return line }
        // When each character is one scalar (`Text.standsAlone`), characters are counted and the cut is
        // found over the bytes: `prefix(159)` walks the characters one grapheme break at a time, about
        // 90 instructions each.
        let cut = Text.withUTF8(line) { bytes -> Int? in
            guard let count = Text.characterCountIfOneScalarEach(bytes) else { return nil }
            guard count > 160 else { return bytes.count }
            return Text.byteOffset(ofScalar: 159, in: bytes)
        }
        guard let cut else {
            return Text.characterCount(line) > 160 ? String(line.prefix(159)) + "…" : line
        }
        guard cut < line.utf8.count else { return line }
        return String(line[..<line.utf8.index(line.utf8.startIndex, offsetBy: cut)]) + "…"
    }
}
