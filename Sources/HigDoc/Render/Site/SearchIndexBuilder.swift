/// Builds the search index over both languages: rules, system items, sections and notes, each linked
/// to its anchor on the page that shows it.
public enum SearchIndexBuilder {
    static let titleWeight = 5
    static let bodyWeight = 1

    /// The entries and postings of the site's index (`SearchIndexShards` writes them), tokenized
    /// `chunkSize` entries at a time.
    static func build(_ context: SiteContext, chunkSize: Int = 512) -> SearchIndexContent {
        var entries: [(entry: SearchIndex.Entry, title: String, body: String)] = []
        let graph = context.graph
        func barName(_ bar: String?, _ language: Language) -> String {
            bar.map { context.barName($0, in: language) } ?? ""
        }
        func language(of document: String) -> Language { context.documentInfos[document]?.lang ?? .en }

        for section in graph.sections {
            let lang = language(of: section.document)
            let documentTitle = context.documentInfos[section.document]?.title ?? ""
            let url = context.route(of: section).path + "#" + SiteAnchor.id(for: section.id)
            entries.append(
                (
                    .init(
                        t: section.title, s: documentTitle, u: url, l: lang.rawValue, k: "section",
                        b: barName(section.bars.first, lang)),
                    section.title, ""
                ))
        }
        for rule in graph.rules {
            let lang = language(of: rule.document)
            let url = context.route(of: rule).path + "#" + SiteAnchor.id(for: rule.id)
            entries.append(
                (
                    .init(
                        t: rule.lead, s: excerpt(rule.body), u: url, l: lang.rawValue, k: "rule",
                        b: barName(rule.bar, lang)),
                    rule.lead, rule.body
                ))
        }
        for item in graph.systemItems {
            let lang = language(of: item.document)
            let url = context.route(of: item).path + "#" + SiteAnchor.id(for: item.id)
            let title = item.localizedName == item.name ? item.name : "\(item.localizedName) (\(item.name))"
            entries.append(
                (
                    .init(
                        t: title, s: excerpt(item.meaning), u: url, l: lang.rawValue, k: "item",
                        b: barName(item.bars.first, lang)),
                    title + " " + (item.symbol ?? ""), item.meaning
                ))
        }
        for note in graph.notes {
            guard let section = context.sections[note.section] else { continue }
            let lang = language(of: note.document)
            let url = context.route(of: section).path + "#" + SiteAnchor.id(for: section.id)
            entries.append(
                (
                    .init(
                        t: note.label, s: excerpt(note.text), u: url, l: lang.rawValue, k: "note",
                        b: barName(note.bar, lang)),
                    note.label, note.text
                ))
        }

        // Entries are grouped by language (English first), so the browser knows a result's language
        // from its number before it fetches the entry.
        let order = Language.allCases.map(\.rawValue)
        entries =
            order.flatMap { language in entries.filter { $0.entry.l == language } }
            + entries.filter { !order.contains($0.entry.l) }
        // Tokenizing is most of the work and each entry is independent: both cores, in chunks, each
        // chunk giving the postings of its own entries in entry order. The chunks stay as they are
        // (`SearchPostings`), so every token's postings are in entry order chunk after chunk.
        let starts = Array(stride(from: 0, to: entries.count, by: chunkSize))
        let texts = entries.map { ($0.title, $0.body) }
        let chunks = ParallelMap.map(starts) { start in
            var postings: [SearchTokenKey: [UInt32]] = [:]
            var weights = EntryTokenWeights()
            for index in start..<min(start + chunkSize, texts.count) {
                weights.measure(title: texts[index].0, body: texts[index].1)
                weights.forEachWeight { token, weight in
                    postings[token, default: []].append(SearchPostings.pack(entry: index, weight: weight))
                }
            }
            return postings
        }
        return SearchIndexContent(entries: entries.map(\.entry), postings: SearchPostings(chunks: chunks))
    }

    /// At most 160 characters of a text, cut at a character boundary.
    static func excerpt(_ text: String) -> String {
        let line = Text.collapseWhitespace(text)
        return line.count > 160 ? String(line.prefix(159)) + "…" : line
    }
}
