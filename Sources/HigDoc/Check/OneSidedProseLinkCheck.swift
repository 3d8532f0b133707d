import Foundation

/// Finds links that the prose of an aligned section has on one side only (HD0327): its paragraphs, list
/// items and callouts (`SectionProse`), with those of the subsections the other side folds into it
/// (HD0318). The links of rules are compared by `OneSidedLinkCheck` (HD0309), pair by pair.
///
/// Targets are compared as `UnitFeatures.linkTarget` reads them (the `apple_ref` id, else the page's
/// file name without the query, percent-decoded), so that the English relative links and the Chinese
/// absolute ones agree. A prose link is not one-sided when the other side links to its target anywhere in
/// the section's own text, a rule or a table included; nor when it links to it, one-sided there too, in
/// the section's parent or one of its direct subsections (in their pairs' text, folded subsections
/// included): a translation may move the sentence that holds it into the section around or below.
/// One the other side writes in the section only as a raw HTML `<a href>` (in its prose, a rule, a pipe
/// table's cell or a block of raw HTML), which the parser reads as no link and the site leaves out, is named as
/// such, wherever else it is. A finding is at the translated paragraph that holds the translation's
/// link, or at the translation of the English paragraph that holds the English one
/// (`ParagraphEvidence.counterpart`; when no paragraph is told apart as its translation and both sides
/// have as many paragraphs, the one at its place); failing that, at the translated section's heading.
/// Where the pair's editions differ it is a note, not a warning: editions change their references.
enum OneSidedProseLinkCheck {
    /// The findings of `context`, whose prose is `prose`, and whose alignments' section pairs are
    /// `sectionPairs` (`SectionProse.sectionPairs(of:)`, in the order of the alignments).
    static func check(_ context: CheckContext, prose: SectionProse, sectionPairs: [[SectionProse.Pair]])
        -> [Diagnostic]
    {
        guard !context.alignments.isEmpty else { return [] }
        // What each section's own text (not its subsections') links to, as a signature: most pairs link
        // to the same targets, and telling so from signatures makes no string of a target. The links come
        // in page order, so a section is looked up once for each run of its links.
        var signatures: [String: TargetSignature] = [:]
        let links = context.graph.links
        var run: (section: String, signature: TargetSignature)?
        func endRun() {
            guard let (section, signature) = run, signature.count > 0 else { return }
            signatures[section, default: TargetSignature()].add(signature)
        }
        for index in links.indices {
            guard let section = links[index].section else { continue }
            if run?.section != section {
                endRun()
                run = (section, TargetSignature())
            }
            UnitFeatures.withLinkTargetBytes(links[index].destination) { bytes in
                if let bytes { run!.signature.add(bytes) }
            }
        }
        endRun()
        func signature(of sections: [String]) -> TargetSignature {
            sections.reduce(into: TargetSignature()) { $0.add(signatures[$1] ?? TargetSignature()) }
        }
        // Each section's links (positions in `links`), made when a pair's signatures first differ.
        var linksBySection: [String: [Int]]?
        /// Calls `body` with the position of each link of the text of `sections`, for a pair whose
        /// signatures differ.
        func forEachLink(of sections: [String], _ body: (Int) -> Void) {
            if linksBySection == nil {
                var made: [String: [Int]] = [:]
                for index in links.indices {
                    if let section = links[index].section { made[section, default: []].append(index) }
                }
                linksBySection = made
            }
            for section in sections {
                for index in linksBySection?[section] ?? [] { body(index) }
            }
        }
        /// The link targets of the text of `sections`.
        func targets(of sections: [String]) -> Set<String> {
            var found = Set<String>()
            forEachLink(of: sections) { index in
                if let key = UnitFeatures.linkTarget(links[index].destination) { found.insert(key) }
            }
            return found
        }
        var found: [Diagnostic] = []
        for (alignment, pairs) in zip(context.alignments, sectionPairs) {
            // Each section's pair (its position in `pairs`), by side, made when a link is first tried as moved.
            var pairOf: (english: [String: Int], chinese: [String: Int])?
            // Each section's `spareTargets`, by side, made when first asked for (a pair's links are sought
            // around it one by one).
            var spare: (english: [String: Set<String>], chinese: [String: Set<String>]) = ([:], [:])
            /// The targets a section of one side links to that its pair's other side does not: its pair's,
            /// where it is in one (a folded subsection's text is its pair's); all of its own where it is in
            /// none.
            func spareTargets(of section: String, chinese: Bool) -> Set<String> {
                if let known = chinese ? spare.chinese[section] : spare.english[section] { return known }
                let made = madeSpareTargets(of: section, chinese: chinese)
                if chinese { spare.chinese[section] = made } else { spare.english[section] = made }
                return made
            }
            func madeSpareTargets(of section: String, chinese: Bool) -> Set<String> {
                if pairOf == nil {
                    var made: (english: [String: Int], chinese: [String: Int]) = ([:], [:])
                    for (position, pair) in pairs.enumerated() {
                        for id in pair.english { made.english[id] = made.english[id] ?? position }
                        for id in pair.chinese { made.chinese[id] = made.chinese[id] ?? position }
                    }
                    pairOf = made
                }
                guard let position = chinese ? pairOf!.chinese[section] : pairOf!.english[section] else {
                    return targets(of: [section])
                }
                let (own, other) =
                    chinese
                    ? (pairs[position].chinese, pairs[position].english)
                    : (pairs[position].english, pairs[position].chinese)
                return targets(of: own).subtracting(targets(of: other))
            }
            /// Whether the other side links to `target`, one-sided there too, in one of `neighbours`, the
            /// sections right around its own (a parent or a direct subsection): the sentence moved there
            /// with its link.
            func isMoved(_ target: String, into neighbours: [String], chinese: Bool) -> Bool {
                neighbours.contains { spareTargets(of: $0, chinese: chinese).contains(target) }
            }
            for (en, zh, english, chinese) in pairs where signature(of: english) != signature(of: chinese) {
                let (enTargets, zhTargets) = (targets(of: english), targets(of: chinese))
                // The same targets, linked to a different number of times: no link is one-sided.
                guard enTargets != zhTargets else { continue }
                var (englishNeighbours, chineseNeighbours): ([String]?, [String]?) = (nil, nil)
                found += diagnostics(
                    english: Side(section: en, sections: english, only: enTargets.subtracting(zhTargets)),
                    chinese: Side(section: zh, sections: chinese, only: zhTargets.subtracting(enTargets)),
                    alignment: alignment, prose: prose, context: context,
                    isMoved: { target, ofEnglishLink in
                        // An English link is sought around the translation's sections, and back; each side's
                        // neighbours found once for the pair's links.
                        if ofEnglishLink {
                            if chineseNeighbours == nil {
                                chineseNeighbours = SectionNeighbours.of(chinese, in: context.sections)
                            }
                            return isMoved(target, into: chineseNeighbours!, chinese: true)
                        }
                        if englishNeighbours == nil {
                            englishNeighbours = SectionNeighbours.of(english, in: context.sections)
                        }
                        return isMoved(target, into: englishNeighbours!, chinese: false)
                    })
            }
        }
        return found
    }

    /// An order-free signature of the targets a text links to: how many links, and the sum of their
    /// targets' hashes (FNV-1a, mixed). Texts that link to the same targets as often have equal
    /// signatures; texts whose targets differ have different ones but for a chance of one in 2^64.
    struct TargetSignature: Equatable {
        var count = 0
        var sum: UInt64 = 0

        mutating func add(_ target: UnsafeBufferPointer<UInt8>) {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in target { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            // The finalizer of SplitMix64, so that sums of similar hashes do not cancel.
            hash = (hash ^ (hash >> 30)) &* 0xbf58_476d_1ce4_e5b9
            hash = (hash ^ (hash >> 27)) &* 0x94d0_49bb_1331_11eb
            sum &+= hash ^ (hash >> 31)
            count += 1
        }

        mutating func add(_ other: TargetSignature) {
            sum &+= other.sum
            count += other.count
        }
    }

    /// One side of a section pair: its section, the sections whose prose it is, and the targets its
    /// sections link to that the other side's do not.
    struct Side {
        var section: String
        var sections: [String]
        var only: Set<String>
    }

    /// A link to a target the other side does not link to: its target, its text, and the position of its
    /// paragraph among the side's paragraphs.
    struct OneSided {
        var target: String
        var text: String
        var paragraph: Int
    }

    /// The links of a side's paragraphs whose target `only` holds, the first of each target, in page order.
    static func oneSided(in side: inout ParagraphEvidence, only: Set<String>) -> [OneSided] {
        guard !only.isEmpty else { return [] }
        var found: [OneSided] = []
        var seen = Set<String>()
        for index in side.paragraphs.indices where !side.links(index).isDisjoint(with: only) {
            side.paragraphs[index].inlines.forEachLink { link in
                guard let target = UnitFeatures.linkTarget(link.destination), only.contains(target),
                    seen.insert(target).inserted
                else { return }
                found.append(OneSided(target: target, text: OneSidedLinkCheck.text(of: link), paragraph: index))
            }
        }
        return found
    }

    /// The findings of one section pair: one per place in the translation (a paragraph, or the section's
    /// heading), each naming the links either side's prose has there that the other lacks, but for those
    /// `isMoved` says the other side moved into a section around (of an English link when its second
    /// argument is true).
    static func diagnostics(
        english: Side, chinese: Side, alignment: DocumentAlignment, prose: SectionProse, context: CheckContext,
        isMoved: (_ target: String, _ ofEnglishLink: Bool) -> Bool
    ) -> [Diagnostic] {
        // The paragraphs' numbers, links and identifiers are worked out as they are asked for: most pairs
        // differ only in their rules' links, and of the rest most need no paragraph's counterpart.
        var enEvidence = ParagraphEvidence(prose.paragraphs(ofSections: english.sections), language: .en, numbers: nil)
        var zhEvidence = ParagraphEvidence(prose.paragraphs(ofSections: chinese.sections), language: .zh, numbers: nil)
        var enOnly = oneSided(in: &enEvidence, only: english.only)
        var zhOnly = oneSided(in: &zhEvidence, only: chinese.only)
        // A difference in the links of rules, tables or captions alone is another check's.
        guard !enOnly.isEmpty || !zhOnly.isEmpty else { return [] }
        // The targets a side links to in raw HTML, which the parser reads as no link and the site leaves out:
        // in its prose, its rules, its pipe tables or a block of raw HTML.
        let zhRaw =
            enOnly.isEmpty
            ? [] : rawHTMLTargets(inSections: chinese.sections, prose: prose, among: Set(enOnly.map(\.target)))
        let enRaw =
            zhOnly.isEmpty
            ? [] : rawHTMLTargets(inSections: english.sections, prose: prose, among: Set(zhOnly.map(\.target)))
        // A link the other side moved, with its sentence, into a section right around this one is not lost;
        // one it writes here in raw HTML is, whatever the sections around hold.
        enOnly.removeAll { !zhRaw.contains($0.target) && isMoved($0.target, true) }
        zhOnly.removeAll { !enRaw.contains($0.target) && isMoved($0.target, false) }
        guard !enOnly.isEmpty || !zhOnly.isEmpty else { return [] }
        // By place in the translation: a paragraph's position, or nil for the section's heading.
        var byPlace: [Int?: (english: [OneSided], chinese: [OneSided])] = [:]
        for link in zhOnly { byPlace[link.paragraph, default: ([], [])].chinese.append(link) }
        // A paragraph's translation (or source): the one sharing the most with it (`counterpart`); when none
        // is told apart (none shares anything, or two tie) and both sides have as many paragraphs, the one at
        // its place.
        let parallel = enEvidence.paragraphs.count == zhEvidence.paragraphs.count
        // Each English paragraph's translation, sought once however many of its links are one-sided.
        var translated: [Int: Int?] = [:]
        for link in enOnly {
            if translated[link.paragraph] == nil {
                // Typed apart: assigned straight to the dictionary's `Int??`, `??` would never fall back.
                let place: Int? =
                    ParagraphEvidence.counterpart(of: link.paragraph, in: &enEvidence, among: &zhEvidence)
                    ?? (parallel ? link.paragraph : nil)
                translated[link.paragraph] = place
            }
            byPlace[translated[link.paragraph]!, default: ([], [])].english.append(link)
        }
        let places = SectionPairPlaces(
            english: english.section, chinese: chinese.section, alignment: alignment, context: context)
        let editionNote = context.editionNote(alignment)
        var found: [Diagnostic] = []
        for place in byPlace.keys.sorted(by: { ($0 ?? -1) < ($1 ?? -1) }) {
            let (enLinks, zhLinks) = byPlace[place]!
            let related = places.related(
                paragraphs: enLinks.map(\.paragraph), place: place, english: &enEvidence, chinese: &zhEvidence,
                fallback: { parallel ? $0 : nil })
            var parts: [String] = []
            func add(_ links: [OneSided], _ side: String, _ other: String, otherRaw: Set<String>) {
                let raw = links.filter { otherRaw.contains($0.target) }
                let lacking = links.filter { !otherRaw.contains($0.target) }
                if !lacking.isEmpty { parts.append("the \(side) links to \(listed(lacking)), the \(other) does not") }
                if !raw.isEmpty {
                    parts.append(
                        "the \(side) links to \(listed(raw)), the \(other) only in raw HTML (<a href>), which the site leaves out"
                    )
                }
            }
            add(enLinks, "English", "translation", otherRaw: zhRaw)
            add(zhLinks, "translation", "English", otherRaw: enRaw)
            found.append(
                Diagnostic(
                    code: .proseLinkOneSided, severity: places.editionsDiffer ? .note : nil,
                    message:
                        "link on one side only in the prose of “\(places.englishTitle)”: \(parts.joined(separator: "; "))\(editionNote)",
                    location: places.location(of: place, in: zhEvidence),
                    related: related, bar: context.bar(ofSection: chinese.section),
                    subject: "\(chinese.section)|\((enLinks + zhLinks).map(\.target).joined(separator: ","))"))
        }
        return found
    }

    /// The targets of the raw HTML anchors (`<a href="…">`) of the own blocks of `sections` that are
    /// among `targets`: in their paragraphs, lists, quotes and callouts, their pipe tables' cells and their
    /// blocks of raw HTML. (An HTML table is read into cells of text: its anchors are gone.)
    static func rawHTMLTargets(inSections sections: [String], prose: SectionProse, among targets: Set<String>)
        -> Set<String>
    {
        var found = Set<String>()
        func scan(_ html: String) {
            // Only a fragment that holds `<a` and `href`, in any case, is read as tags: most are `<br>`,
            // `<img …>` or `</a>`, and a long block of raw HTML may hold only `<a name>` anchors.
            let mayHoldAnchor = Text.withUTF8(html) { bytes in
                bytes.indices.dropLast().contains {
                    bytes[$0] == UInt8(ascii: "<") && (bytes[$0 + 1] | 0x20) == UInt8(ascii: "a")
                }
                    && bytes.indices.dropLast(3).contains {
                        (bytes[$0] | 0x20) == UInt8(ascii: "h") && (bytes[$0 + 1] | 0x20) == UInt8(ascii: "r")
                            && (bytes[$0 + 2] | 0x20) == UInt8(ascii: "e")
                            && (bytes[$0 + 3] | 0x20) == UInt8(ascii: "f")
                    }
            }
            guard mayHoldAnchor else { return }
            for case .start("a", let attributes, _, _) in HTMLScanner.tokens(html[...]) {
                if let href = attributes["href"], let target = UnitFeatures.linkTarget(href), targets.contains(target) {
                    found.insert(target)
                }
            }
        }
        func walk(_ inlines: [Inline]) {
            for inline in inlines {
                switch inline {
                case .html(let html): scan(html)
                case .emphasis(let children), .strong(let children): walk(children)
                case .link(let link): walk(link.children)
                default: break
                }
            }
        }
        func visit(_ block: Block) {
            switch block {
            case .paragraph(let paragraph): walk(paragraph.inlines)
            case .list(let list): for item in list.items { item.blocks.forEach(visit) }
            case .blockQuote(let quote): quote.blocks.forEach(visit)
            case .callout(let callout): callout.blocks.forEach(visit)
            case .table(let table):
                for cell in table.header { walk(cell.inlines) }
                for row in table.rows { for cell in row.cells { walk(cell.inlines) } }
            case .htmlBlock(let html): scan(html.literal)
            default: break
            }
        }
        for section in sections { prose.forEachBlock(ofSection: section, visit) }
        return found
    }

    /// How many links a finding names before it counts the rest.
    static let namedLinks = 8

    /// `“Navigation Controllers” (doc/uid/TP40007457-CH7), …`: each link's text and target, or its target
    /// alone when it has no text; past `namedLinks`, how many more.
    static func listed(_ links: [OneSided]) -> String {
        let named = links.prefix(namedLinks).map { $0.text.isEmpty ? $0.target : "“\($0.text)” (\($0.target))" }
        let list = named.joined(separator: ", ")
        return links.count > namedLinks ? "\(list) and \(links.count - namedLinks) more" : list
    }
}
