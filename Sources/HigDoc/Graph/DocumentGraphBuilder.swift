import Foundation

/// Builds the part of the guideline graph that one document contributes.
///
/// Sections come from headings (levels differ per language, so bars are recognized through the
/// glossary, not the level); rules are paragraphs that open with a bold lead; tables under a
/// bar-buttons or tab-bar-icons topic give system items, as do the described elements listed
/// in a search bar section.
struct DocumentGraphBuilder {
    let document: Document
    let glossary: Glossary
    /// Where the paragraphs opening the list items that are rules start (`ListItemRulePromotion`): a
    /// translated page's items that translate English rules. Empty for most pages.
    let listItemRules: Set<SourceLocation>
    var graph = GuidelineGraph()
    private var usedIDs = Set<UnitKey>()
    /// For each base numbered apart, the number its next id is tried from.
    private var nextNumbers: [UnitKey: Int] = [:]
    private var sectionStack: [Section] = []
    private var sectionConcepts: [String: Glossary.Concept] = [:]
    /// A paragraph that goes on with the last search bar element (`listItemContinued(by:in:)`), the
    /// element's position and the paragraph's text: it is the element's only if the list after it names
    /// elements too.
    private var pendingElementParagraph: (element: Int, text: String)?
    /// The first section of the page that carries each anchor (by `appleRefKey`): its title and
    /// place, for the duplicate-anchor finding.
    private var anchorOwners: [Substring: (title: String, location: SourceLocation)] = [:]
    /// The page's headings in order: each one's title (white space collapsed), level and concept.
    private var headings: [(title: String, level: Int, concept: Glossary.Concept?, block: Int)] = []
    /// The levels of the page's headings that the glossary recognizes as a bar or topic.
    private var recognizedLevels = Set<Int>()
    /// Reads the headings that name no bar or topic, made when the first of them is met.
    private var headingInference: HeadingConceptInference?
    /// Each rule's lead and the short slug of its id, by block index, read before the first rule is made;
    /// and the short slugs that more than one rule of the page cuts to (`ruleIDSlug`).
    private var ruleLeads: [(lead: String, slug: String)?] = []
    private var sharedRuleSlugs = Set<UInt64>()

    /// The document's key, made once: every node carries it (sharing its storage).
    private let key: String
    /// The glossary's rule kinds in the order they are tried, with their terms in the document's language.
    private let ruleKindTerms: [(kind: String, terms: [String])]

    init(document: Document, glossary: Glossary, listItemRules: Set<SourceLocation> = []) {
        self.document = document
        self.glossary = glossary
        self.listItemRules = listItemRules
        key = document.key
        ruleKindTerms = glossary.ruleKindTerms(document.language)
        // A page has about 1.1 ids per top-level block (sections, rules, rows, links and images; 20,725
        // for 18,225 blocks in the N = 100 corpus): room for twice as many, so that the set is not
        // rehashed (every non-ASCII id normalized again) as it grows.
        usedIDs.reserveCapacity(2 * document.blocks.count)
    }

    static func build(_ document: Document, glossary: Glossary, listItemRules: Set<SourceLocation> = [])
        -> GuidelineGraph
    {
        var builder = DocumentGraphBuilder(document: document, glossary: glossary, listItemRules: listItemRules)
        builder.run()
        return builder.graph
    }

    private var language: Language { document.language }

    private mutating func uniqueID(_ base: String) -> String {
        numberedID(base) ?? base
    }

    /// Takes `base` as an id when the page does not have it yet (and returns nil), else the first free
    /// one of `base-2`, `base-3`, … (and returns it). The search for a base starts where its last one
    /// ended (ids are never given back, so every number before that is still taken): 20,000 images at
    /// one place cost 20,000 tries, not 200 million.
    private mutating func numberedID(_ base: String) -> String? {
        let key = UnitKey(base)
        if usedIDs.insert(key).inserted { return nil }
        var counter = nextNumbers[key] ?? 2
        while true {
            let candidate = "\(base)-\(counter)"
            counter += 1
            if usedIDs.insert(UnitKey(candidate)).inserted {
                nextNumbers[key] = counter
                return candidate
            }
        }
    }

    /// The id of a link or image at `location`: the name of its place, numbered apart when the page
    /// has that name already (without comparing the id with the name again, as `PlaceID.init` would).
    private mutating func placeID(_ kind: String, at location: SourceLocation) -> PlaceID {
        PlaceID(numberedApart: numberedID(PlaceID.name(kind, document: key, location: location)))
    }

    private mutating func run() {
        let frontMatter = document.frontMatter
        graph.documents = [
            DocumentInfo(
                key: key, id: frontMatter.id, path: document.path, lang: frontMatter.lang, title: frontMatter.title,
                edition: frontMatter.edition, source: frontMatter.source,
                translates: frontMatter.translates.map { "en/\($0)" }, canonicalURL: frontMatter.canonicalURL)
        ]
        graph.diagnostics = document.diagnostics
        // Every heading's title and concept, worked out before the first section opens: a heading that
        // names none is read by what the page's other headings name (`HeadingConceptInference`).
        headings = document.blocks.indices.compactMap { index in
            guard case .heading(let heading) = document.blocks[index] else { return nil }
            let title = Text.collapseWhitespace(heading.inlines.plainText)
            return (title, heading.level, glossary.concept(matchingHeading: title, language: language), index)
        }
        recognizedLevels = Set(headings.compactMap { $0.concept == nil ? nil : $0.level })
        readRuleLeads()
        var headingNumber = 0
        for (index, block) in document.blocks.enumerated() {
            if case .heading(let heading) = block {
                openSection(heading, number: headingNumber, at: index)
                headingNumber += 1
            }
            visit(block, index: index)
        }
        while !sectionStack.isEmpty { closeSection(at: document.blocks.count) }
        graph.sections.sort { $0.blockStart < $1.blockStart }
    }

    // MARK: Sections

    /// Opens the section of the page's `number`th heading, the block at `index`.
    private mutating func openSection(_ heading: Block.Heading, number: Int, at index: Int) {
        while let open = sectionStack.indices.last, sectionStack[open].level >= heading.level {
            closeSection(at: index)
        }
        let title = headings[number].title
        // The parent's id and bars, read where it is on the stack (`sectionStack.last` copies it).
        let parentID = currentSectionID
        let parentBars = currentSectionBars
        var concept = headings[number].concept
        if concept == nil, parentBars?.isEmpty ?? true {
            concept = inferredConcept(heading, number: number)
        }
        let base: String
        if let concept {
            base = "\(key)/\(concept.id)"
        } else {
            base = "\(parentID ?? key)/\(Self.shortSlug(title, fallback: "section"))"
        }
        let bars: [String]
        switch concept?.kind {
        case .bar?: bars = [concept!.id]
        case .topic?: bars = concept!.bars ?? []
        default: bars = parentBars ?? []
        }
        let id = uniqueID(base)
        if let concept { sectionConcepts[id] = concept }
        if let anchor = heading.anchor { noteAnchor(anchor, title: title, location: heading.range.start) }
        // The heading's own id, when an `<a name>` anchor before it is the section's anchor: a second name.
        let headingID = heading.attributeID == heading.anchor ? nil : heading.attributeID
        if let headingID { noteAnchor(headingID, title: title, location: heading.range.start) }
        sectionStack.append(
            Section(
                id: id, document: key, title: title, level: heading.level, anchor: heading.anchor, headingID: headingID,
                concept: concept?.id, isBarSection: concept != nil, bars: bars, parent: parentID,
                location: heading.range.start, blockStart: index, blockEnd: index + 1))
    }

    /// The bar or topic a heading that names none is about (`HeadingConceptInference`), with a finding
    /// that says so; made when the first such heading asks.
    private mutating func inferredConcept(_ heading: Block.Heading, number: Int) -> Glossary.Concept? {
        let title = headings[number].title
        // Only a heading at the level of a recognized one can be read (`HeadingConceptInference`): the
        // page's title (`## Bars` over `###` bars) is passed over without the survey.
        guard recognizedLevels.contains(heading.level) else { return nil }
        if headingInference == nil {
            headingInference = HeadingConceptInference(
                glossary: glossary, language: language, blocks: document.blocks, headings: headings)
        }
        guard let (concept, reason) = headingInference!.concept(ofHeading: number) else { return nil }
        graph.diagnostics.append(
            Diagnostic(
                code: .unrecognizedHeading,
                message: HeadingConceptInference.message(
                    heading: title, concept: concept, reason: reason, language: language,
                    alsoNamed: headingInference!.otherConcepts(named: title, besides: concept)),
                location: DiagnosticLocation(file: document.path, heading.range.start),
                bar: concept.kind == .bar ? concept.id : concept.bars?.first, subject: title))
        return concept
    }

    /// Records the section that first carries `anchor` on this page; a later one gets HD0202, since
    /// every link to the anchor reaches the first.
    private mutating func noteAnchor(_ anchor: String, title: String, location: SourceLocation) {
        // Keyed as links find their targets: by what follows the last `//apple_ref/`.
        let key = Self.appleRefKey(anchor)
        guard let owner = anchorOwners[key] else {
            anchorOwners[key] = (title, location)
            return
        }
        graph.diagnostics.append(
            Diagnostic(
                code: .duplicateAnchor,
                message:
                    "section '\(title)' carries the anchor '\(anchor)', which the section '\(owner.title)' above carries already; links to it reach only that one",
                location: DiagnosticLocation(file: document.path, location),
                related: [
                    DiagnosticLocation(file: document.path, owner.location)
                ], subject: anchor))
    }

    /// What follows the last `//apple_ref/` of an anchor (the whole anchor, less a leading `#`, without
    /// one), as `GuidelineGraph.lastAppleRefComponent` finds it for links, searched over the bytes: an
    /// anchor is ASCII, and the `String` search cost 14,000 instructions a heading.
    static func appleRefKey(_ anchor: String) -> Substring {
        let marker = Array("//apple_ref/".utf8)
        let bytes = anchor.utf8
        var start = bytes.startIndex
        var found: String.Index?
        while let hit = bytes[start...].firstIndex(of: marker[0]) {
            if bytes[hit...].starts(with: marker) {
                found = bytes.index(hit, offsetBy: marker.count)
                start = found!
            } else {
                start = bytes.index(after: hit)
            }
        }
        if let found { return anchor[found...] }
        return anchor.hasPrefix("#") ? anchor.dropFirst() : anchor[...]
    }

    private mutating func closeSection(at index: Int) {
        var section = sectionStack.removeLast()
        section.blockEnd = index
        graph.sections.append(section)
    }

    /// The open section's id and bars, read where it is on the stack (`sectionStack.last`, or a
    /// `currentSection` made of it, copied the whole section for each of them).
    private var currentSectionID: String? { sectionStack.indices.last.map { sectionStack[$0].id } }
    private var currentSectionBars: [String]? { sectionStack.indices.last.map { sectionStack[$0].bars } }
    private var currentBar: String? { sectionStack.indices.last.flatMap { sectionStack[$0].bars.first } }

    /// The item kind that tables in the current section describe, from the nearest topic concept.
    private var currentItemKind: SystemItem.Kind? {
        for open in sectionStack.indices.reversed() {
            if let concept = sectionConcepts[sectionStack[open].id],
                let kind = concept.itemKind.flatMap(SystemItem.Kind.init(rawValue:))
            {
                return kind
            }
        }
        return nil
    }

    // MARK: Blocks

    private mutating func visit(_ block: Block, index: Int) {
        switch block {
        case .paragraph(let paragraph):
            if let rule = rule(from: paragraph, index: index) {
                graph.rules.append(rule)
            } else if let last = graph.systemItems.indices.last, graph.systemItems[last].kind == .searchBarElement,
                currentSectionBars?.contains("search-bar") ?? false,
                let continued = Self.listItemContinued(by: index, in: document.blocks),
                continued.item.range.contains(line: graph.systemItems[last].location.line)
            {
                let more = Text.collapseWhitespace(paragraph.inlines.plainText)
                if !more.isEmpty { pendingElementParagraph = (last, more) }
            }
        case .table(let table):
            if let kind = currentItemKind ?? Self.itemKind(ofImagesIn: table), kind != .searchBarElement {
                addItems(from: table, kind: kind)
            }
        case .list(let list):
            defer { pendingElementParagraph = nil }
            // After the search bar elements, which may take the last rule's list from it.
            defer { if !listItemRules.isEmpty { addListItemRules(from: list, index: index) } }
            if currentSectionBars?.contains("search-bar") ?? false {
                let before = graph.systemItems.count
                addSearchBarElements(from: list)
                if let (element, text) = pendingElementParagraph, graph.systemItems.count > before {
                    graph.systemItems[element].meaning += " " + text
                }
                // Search bar elements are units of their own, locked and checked each by itself: the rule
                // above their list does not own them too.
                if graph.systemItems.count > before, let last = graph.rules.indices.last,
                    graph.rules[last].blockIndex < index,
                    index < graph.rules[last].blockIndex + graph.rules[last].blockCount
                {
                    graph.rules[last].list = []
                    graph.rules[last].blockCount = 1
                }
            }
        case .callout(let callout):
            let text = Text.collapseWhitespace(callout.blocks.map(Self.plainText).joined(separator: " "))
            // Numbered within its section (`…/status-bar/note-1`), so that lines added above it leave the
            // id as it is.
            let section = currentSectionID ?? key
            let number = graph.notes.reduce(1) { $0 + ($1.section == section ? 1 : 0) }
            graph.notes.append(
                Note(
                    id: uniqueID("\(section)/note-\(number)"), document: key,
                    section: section, bar: currentBar, kind: callout.kind, label: callout.label,
                    text: text, location: callout.range.start))
        default:
            break
        }
        collectLinksAndImages(in: block)
    }

    /// The lead of the rule a top-level paragraph is: its opening bold text, unless it is empty or a
    /// run-in label.
    private func ruleLead(of paragraph: Block.Paragraph) -> String? {
        Self.ruleLead(of: paragraph, language: language)
    }

    /// `ruleLead(of:)` for a page in `language`.
    static func ruleLead(of paragraph: Block.Paragraph, language: Language) -> String? {
        guard case .strong(let leadInlines)? = ruleInlines(of: paragraph).first else { return nil }
        let lead = Text.collapseWhitespace(leadInlines.plainText)
        guard !lead.isEmpty, !isRunInLabel(lead, language: language) else { return nil }
        return lead
    }

    /// The paragraph a list item opens with, when it opens with a rule's lead (`ruleLead(of:language:)`).
    static func ruleParagraph(of item: Block.ListItem, language: Language) -> (
        paragraph: Block.Paragraph, lead: String
    )? {
        guard case .paragraph(let paragraph)? = item.blocks.first,
            let lead = ruleLead(of: paragraph, language: language)
        else { return nil }
        return (paragraph, lead)
    }

    /// The rules the items of the top-level list at `index` are: those `listItemRules` names
    /// (`ListItemRulePromotion`).
    private mutating func addListItemRules(from list: Block.List, index: Int) {
        for (position, item) in list.items.enumerated() where position <= Rule.maximumListItem {
            guard let (paragraph, lead) = Self.ruleParagraph(of: item, language: language),
                listItemRules.contains(paragraph.range.start)
            else { continue }
            let slug = Self.shortSlug(lead, fallback: "rule")
            var nested: [String] = []
            for case .list(let inner) in item.blocks.dropFirst() {
                for innerItem in inner.items {
                    nested.append(Text.collapseWhitespace(innerItem.blocks.map(Self.plainText).joined(separator: " ")))
                }
            }
            // The item's other paragraphs go on with the rule: its item holds nothing else of its section.
            var more = ""
            for case .paragraph(let next) in item.blocks.dropFirst() {
                let text = Text.collapseWhitespace(next.inlines.plainText)
                if !text.isEmpty { more += " " + text }
            }
            var rule = makeRule(
                lead: lead, slug: slug, paragraph: paragraph, index: index, listItem: position, list: nested,
                blockCount: 1)
            if !more.isEmpty { rule.body = rule.body.isEmpty ? String(more.dropFirst()) : rule.body + more }
            graph.rules.append(rule)
        }
    }

    /// A paragraph's inlines from its bold lead on: an invisible character pasted before the bold (a
    /// zero-width space, a word joiner, a byte order mark) hides nothing from the reader, and the
    /// paragraph is still the rule it shows.
    static func ruleInlines(of paragraph: Block.Paragraph) -> ArraySlice<Inline> {
        let inlines = paragraph.inlines[...]
        guard inlines.count > 1, case .text(let first) = inlines[0], case .strong = inlines[1],
            first.unicodeScalars.allSatisfy(isInvisible)
        else { return inlines }
        return inlines.dropFirst()
    }

    /// Whether a scalar is one no reader sees: a zero-width space, joiner or non-joiner, a word joiner, a
    /// byte order mark.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF: true
        default: false
        }
    }

    /// Reads every rule's lead and short slug before the first rule is made, and which short slugs two
    /// rules share.
    private mutating func readRuleLeads() {
        // Told apart by a 64-bit mix of their bytes (`UnitKey.mix`): a Chinese slug hashed as a `String` is
        // normalized first, and a page has a few dozen rules.
        var seen = Set<UInt64>()
        ruleLeads = Array(repeating: nil, count: document.blocks.count)
        func read(_ slug: String) {
            let digest = Text.withUTF8(slug, UnitKey.mix)
            if !seen.insert(digest).inserted { sharedRuleSlugs.insert(digest) }
        }
        for (index, block) in document.blocks.enumerated() {
            switch block {
            case .paragraph(let paragraph):
                guard let lead = ruleLead(of: paragraph) else { continue }
                let slug = Self.shortSlug(lead, fallback: "rule")
                ruleLeads[index] = (lead, slug)
                read(slug)
            case .list(let list) where !listItemRules.isEmpty:
                // The leads of the list items that are rules (`addListItemRules`).
                for item in list.items {
                    if let (paragraph, lead) = Self.ruleParagraph(of: item, language: language),
                        listItemRules.contains(paragraph.range.start)
                    {
                        read(Self.shortSlug(lead, fallback: "rule"))
                    }
                }
            default:
                continue
            }
        }
    }

    /// The slug of the id of the rule whose lead and short slug are `read`: the short slug, unless another
    /// rule of the page cuts to it too; then every one of them is named by a longer slug of its lead (up
    /// to `sharedSlugLimit` characters), so that no rule is told from the other by its place alone.
    /// Numbered by place, editing the first rule's lead handed its id, and its accepted translation's
    /// lock entry, to the second (`-2` became the first's id).
    private func ruleIDSlug(_ read: (lead: String, slug: String)) -> String {
        guard !sharedRuleSlugs.isEmpty, sharedRuleSlugs.contains(Text.withUTF8(read.slug, UnitKey.mix)) else {
            return read.slug
        }
        return Self.shortSlug(read.lead, fallback: "rule", limit: Self.sharedSlugLimit)
    }

    /// How long the slug of a rule's id may be when its short slug is another rule's too.
    static let sharedSlugLimit = 160

    private mutating func rule(from paragraph: Block.Paragraph, index: Int) -> Rule? {
        guard ruleLeads.indices.contains(index), let read = ruleLeads[index] else { return nil }
        let list = Self.listUnder(index, in: document.blocks, listItemRules: listItemRules, language: language)
        return makeRule(
            lead: read.lead, slug: read.slug, paragraph: paragraph, index: index, listItem: nil, list: list.items,
            blockCount: 1 + list.blocks)
    }

    /// The rule whose lead opens `paragraph`: the top-level block at `index`, or the paragraph that opens
    /// item `listItem` of the list there.
    private mutating func makeRule(
        lead: String, slug: String, paragraph: Block.Paragraph, index: Int, listItem: Int?, list: [String],
        blockCount: Int
    ) -> Rule {
        let body = Text.collapseWhitespace(Array(Self.ruleInlines(of: paragraph).dropFirst()).plainText)
        let kind = RuleKind(rawValue: Glossary.ruleKind(ofLead: lead, language: language, terms: ruleKindTerms)) ?? .do
        return Rule(
            id: uniqueID("\(key)/\(ruleIDSlug((lead, slug)))"), document: key,
            section: currentSectionID ?? key, bar: currentBar, kind: kind, lead: lead, body: body,
            location: paragraph.range.start, blockIndex: index, listItem: listItem, list: list,
            blockCount: blockCount)
    }

    /// The items of the list right under the paragraph at `index`, and how many blocks it takes: a list
    /// with nothing between it and a guideline's paragraph is what the guideline announces (`There are
    /// several ways to do this:`), whether or not a translator kept the colon, so it belongs to the rule,
    /// not to its section's prose. A list the translation breaks with pictures (`- …`, `![image](…)`,
    /// `- …`, as the Chinese bars page does) is one list.
    ///
    /// A list whose items are rules of their own from one on (`listItemRules`) gives the rule its items
    /// before that one (`- 项一`, `- 项二`, `- **避免…**`: CommonMark makes one list of them) and ends it; the
    /// rule's blocks are its paragraph alone then, as the list's rules are units of their own.
    static func listUnder(
        _ index: Int, in blocks: [Block], listItemRules: Set<SourceLocation> = [], language: Language = .en
    ) -> (items: [String], blocks: Int) {
        var items: [String] = []
        var end = index + 1
        var next = index + 1
        while blocks.indices.contains(next) {
            if case .list(let list) = blocks[next] {
                let firstRule =
                    listItemRules.isEmpty
                    ? nil
                    : list.items.firstIndex { item in
                        ruleParagraph(of: item, language: language).map {
                            listItemRules.contains($0.paragraph.range.start)
                        } ?? false
                    }
                for item in list.items[..<(firstRule ?? list.items.endIndex)] {
                    items.append(Text.collapseWhitespace(item.blocks.map(plainText).joined(separator: " ")))
                }
                if firstRule != nil { break }
                end = next + 1
                next += 1
            } else if !items.isEmpty, isPictureOnly(blocks[next]) {
                next += 1
            } else {
                break
            }
        }
        return (items, end - index - 1)
    }

    /// The list item whose text the paragraph at `index` may go on with, when a picture broke the list,
    /// and the list after the paragraph: the Chinese bars page puts a picture after the Bookmarks and
    /// Clear buttons' items, so their second paragraphs stand after it, outside the list, with the next
    /// element's list after them (`- …`, `![image](…)`, `…`, `- …`). A paragraph is taken as the last
    /// item's only between the list and the pictures before it, and more of the list after it (pictures
    /// between); the callers ask that both lists be of search bar elements.
    static func listItemContinued<Blocks: RandomAccessCollection<Block>>(by index: Int, in blocks: Blocks)
        -> (item: Block.ListItem, next: Block.List)? where Blocks.Index == Int
    {
        guard case .paragraph = blocks[index], !isPictureOnly(blocks[index]) else { return nil }
        var before = index - 1
        while before >= blocks.startIndex, isPictureOnly(blocks[before]) { before -= 1 }
        var after = index + 1
        while after < blocks.endIndex, isPictureOnly(blocks[after]) { after += 1 }
        guard before < index - 1, before >= blocks.startIndex, case .list(let list) = blocks[before],
            after < blocks.endIndex,
            case .list(let next) = blocks[after], let item = list.items.last
        else { return nil }
        return (item, next)
    }

    /// Whether a block is a figure, or a paragraph of images only (and the space between them).
    static func isPictureOnly(_ block: Block) -> Bool {
        if case .figure = block { return true }
        guard case .paragraph(let paragraph) = block else { return false }
        var images = 0
        for inline in paragraph.inlines {
            switch inline {
            case .image: images += 1
            case .softBreak, .lineBreak: continue
            case .text(let text) where Text.isWhitespaceOnly(text): continue
            default: return false
            }
        }
        return images > 0
    }

    /// Whether a bold lead is a run-in label rather than a guideline: one English word and a period or
    /// colon (`**Purpose.** Search bars allow users to:`, `**Toolbar.** A toolbar object…`, as the UIKit
    /// Catalog introduces its paragraphs), or a Chinese word of up to four characters and a colon (注意：).
    /// A guideline's lead is a sentence.
    static func isRunInLabel(_ lead: String, language: Language) -> Bool {
        // Over the scalars: a lead is read for every bold paragraph, and a `Character` walk over a
        // Chinese lead costs thousands of instructions.
        let scalars = lead.unicodeScalars
        guard let last = scalars.last, last == "." || last == ":" || (language == .zh && last == "：") else {
            return false
        }
        let word = scalars.dropLast()
        guard !word.isEmpty else { return false }
        switch language {
        case .en:
            return word.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "-" }
        case .zh:
            return last != "." && word.count <= 4 && word.allSatisfy(\.properties.isAlphabetic)
        }
    }

    // MARK: System items

    private mutating func addItems(from table: Table, kind: SystemItem.Kind) {
        let headers = table.header.map { Text.normalizedKey($0.inlines.plainText) }
        // `Text.contains`: what Foundation's `contains` finds, by a byte search when the header is inert.
        let nameColumn = headers.firstIndex { Text.contains("name", in: $0) || Text.contains("名称", in: $0) } ?? 1
        let meaningColumn =
            headers.firstIndex { Text.contains("meaning", in: $0) || Text.contains("含义", in: $0) } ?? 2
        for (rowIndex, row) in table.rows.enumerated() {
            let image = row.cells.lazy.compactMap { $0.inlines.images.first }.first
            let nameText =
                row.cells.indices.contains(nameColumn)
                ? Text.collapseWhitespace(row.cells[nameColumn].inlines.plainText) : ""
            let meaning =
                row.cells.indices.contains(meaningColumn)
                ? Text.collapseWhitespace(row.cells[meaningColumn].inlines.plainText) : ""
            let (localized, english) = Self.splitParenthesizedName(nameText)
            let name = english ?? localized
            let symbol = image.map { Self.symbol(fromImage: $0.source) }
            let slugSource = language == .en ? name : (english ?? symbol ?? name)
            let location = row.cells.indices.contains(nameColumn) ? row.cells[nameColumn].location : row.location
            graph.systemItems.append(
                SystemItem(
                    id: uniqueID("\(key)/\(kind.rawValue)/\(Self.shortSlug(slugSource, fallback: "item"))"),
                    document: key,
                    section: currentSectionID ?? key, kind: kind, concept: nil, name: name, localizedName: localized,
                    meaning: meaning, image: image?.source, symbol: symbol, bars: currentSectionBars ?? [],
                    location: location, index: rowIndex))
        }
    }

    /// A search bar element for each item of `list` that names one: its meaning is the item's text, every
    /// paragraph of it (the Bookmarks and Clear buttons go on in a second paragraph, which a picture may
    /// have put outside the list: `listItemContinued(by:in:)`), and its index its
    /// place among the section's elements, however many lists they are spread over (the Chinese page
    /// makes a list of each).
    private mutating func addSearchBarElements(from list: Block.List) {
        let elements = glossary.searchBarElements
        let section = currentSectionID ?? key
        var elementIndex = graph.systemItems.reduce(0) { count, item in
            count + (item.kind == .searchBarElement && item.section == section ? 1 : 0)
        }
        for item in list.items {
            guard case .paragraph(let paragraph)? = item.blocks.first else { continue }
            var candidates: [String] = []
            for inline in paragraph.inlines {
                if case .strong(let children) = inline { candidates.append(children.plainText) }
            }
            let text = Text.collapseWhitespace(paragraph.inlines.plainText)
            if let sentenceEnd = Self.sentenceEnd(in: text) { candidates.append(String(text[..<sentenceEnd])) }
            let keys = candidates.map { Text.normalizedKey(Text.trimmingPunctuation($0)) }
            guard
                let concept = elements.first(where: { concept in
                    keys.contains { concept.terms(in: language).contains($0) }
                })
            else {
                continue
            }
            let written =
                zip(candidates, keys).first { concept.terms(in: language).contains($0.1) }.map(\.0) ?? text
            let englishName = concept.en.first.map(Self.titleCased) ?? written
            var meaning = text
            for case .paragraph(let more) in item.blocks.dropFirst() {
                let moreText = Text.collapseWhitespace(more.inlines.plainText)
                if !moreText.isEmpty { meaning += " " + moreText }
            }
            graph.systemItems.append(
                SystemItem(
                    id: uniqueID("\(key)/\(SystemItem.Kind.searchBarElement.rawValue)/\(concept.id)"), document: key,
                    section: section, kind: .searchBarElement, concept: concept.id, name: englishName,
                    localizedName: Text.collapseWhitespace(Text.trimmingPunctuation(written)),
                    meaning: meaning, image: nil, symbol: nil, bars: concept.bars ?? ["search-bar"],
                    location: paragraph.range.start, index: elementIndex))
            elementIndex += 1
        }
    }

    // MARK: Links and images

    private mutating func collectLinksAndImages(in block: Block) {
        switch block {
        case .heading(let heading): collect(heading.inlines)
        case .paragraph(let paragraph): collect(paragraph.inlines)
        case .list(let list): for item in list.items { for child in item.blocks { collectLinksAndImages(in: child) } }
        case .blockQuote(let quote): for child in quote.blocks { collectLinksAndImages(in: child) }
        case .callout(let callout): for child in callout.blocks { collectLinksAndImages(in: child) }
        case .table(let table):
            for cell in table.header { collect(cell.inlines) }
            for row in table.rows { for cell in row.cells { collect(cell.inlines) } }
        case .figure(let figure): for image in figure.images { addImage(image) }
        default: break
        }
    }

    /// The links and images of `inlines`, found in one walk (links and images are listed apart, and
    /// numbered apart, so their order among each other does not matter).
    private mutating func collect(_ inlines: [Inline]) {
        inlines.forEachLinkOrImage { inline in
            switch inline {
            case .link(let link):
                let appleRef = Text.firstRange(of: "#//apple_ref/", in: link.destination).map {
                    String(link.destination[$0.upperBound...])
                }
                graph.links.append(
                    Link(
                        placeID: placeID(Link.idKind, at: link.location), document: key,
                        section: currentSectionID, destination: link.destination,
                        text: Text.collapseWhitespace(link.children.plainText), appleRef: appleRef,
                        resolvedSection: nil, location: link.location))
            case .image(let image): addImage(image)
            default: break
            }
        }
    }

    private mutating func addImage(_ image: Inline.InlineImage) {
        let fileName = Text.lastPathComponent(image.source).map { String($0).trimmingWhitespace() } ?? image.source
        graph.images.append(
            Image(
                placeID: placeID(Image.idKind, at: image.location), document: key,
                section: currentSectionID, source: image.source, alt: image.alt, fileName: fileName,
                location: image.location))
    }

    // MARK: Helpers

    static func plainText(_ block: Block) -> String {
        switch block {
        case .paragraph(let paragraph): paragraph.inlines.plainText
        case .heading(let heading): heading.inlines.plainText
        case .list(let list): list.items.flatMap { $0.blocks.map(plainText) }.joined(separator: " ")
        case .blockQuote(let quote): quote.blocks.map(plainText).joined(separator: " ")
        case .callout(let callout): callout.blocks.map(plainText).joined(separator: " ")
        case .codeBlock(let code): code.literal
        default: ""
        }
    }

    /// A slug of at most `limit` characters, cut at a word boundary.
    static func shortSlug(_ text: String, fallback: String, limit: Int = 48) -> String {
        // Only the first `limit` characters are kept, and whether there are more decides the cut.
        let slug = Text.slug(text, beyond: limit)
        guard !slug.isEmpty else { return fallback }
        guard slug.utf8.count > limit, Text.characterCount(slug) > limit else { return slug }
        let cut = slug.prefix(limit)
        if let dash = cut.lastIndex(of: "-"), cut.distance(from: cut.startIndex, to: dash) > 16 {
            return String(cut[..<dash])
        }
        return String(cut)
    }

    /// `分享（Action）` → (`分享`, `Action`); `Share` → (`Share`, nil).
    static func splitParenthesizedName(_ text: String) -> (String, String?) {
        if Text.isOneScalarPerCharacter(text) {
            // Characters are scalars: the parentheses are found over the bytes ("(" 28, ")" 29,
            // "（" EF BC 88, "）" EF BC 89), and the parts cut there.
            let cut = Text.withUTF8(text) { bytes -> (open: Int, openLength: Int, closeLength: Int)? in
                let closeLength: Int
                if bytes.last == 0x29 {
                    closeLength = 1
                } else if bytes.count >= 3 && bytes[bytes.count - 3] == 0xEF && bytes[bytes.count - 2] == 0xBC
                    && bytes[bytes.count - 1] == 0x89
                {
                    closeLength = 3
                } else {
                    return nil
                }
                var index = bytes.count - 1
                while index >= 0 {
                    if bytes[index] == 0x28 { return (index, 1, closeLength) }
                    if bytes[index] == 0xEF && index + 2 < bytes.count && bytes[index + 1] == 0xBC
                        && bytes[index + 2] == 0x88
                    {
                        return (index, 3, closeLength)
                    }
                    index -= 1
                }
                return nil
            }
            guard let cut else { return (text, nil) }
            let utf8 = text.utf8
            let open = utf8.index(utf8.startIndex, offsetBy: cut.open)
            let innerStart = utf8.index(open, offsetBy: cut.openLength)
            let innerEnd = utf8.index(utf8.endIndex, offsetBy: -cut.closeLength)
            let inner = innerStart <= innerEnd ? text[innerStart..<innerEnd].trimmingWhitespace() : ""
            let outer = text[..<open].trimmingWhitespace()
            return outer.isEmpty ? (inner, nil) : (outer, inner.isEmpty ? nil : inner)
        }
        return splitParenthesizedNameByCharacter(text)
    }

    /// `splitParenthesizedName` over `Character`s, for names with combining marks or other clusters.
    static func splitParenthesizedNameByCharacter(_ text: String) -> (String, String?) {
        guard let close = text.last, close == ")" || close == "）",
            let open = text.lastIndex(where: { $0 == "(" || $0 == "（" })
        else { return (text, nil) }
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)].trimmingWhitespace()
        let outer = text[..<open].trimmingWhitespace()
        return outer.isEmpty ? (inner, nil) : (outer, inner.isEmpty ? nil : inner)
    }

    /// The kind of system item a table lists by its rows' images, for a table under no topic heading
    /// (a translation that dropped "Tab Bar Icons" keeps its icons): bar buttons when most rows show a
    /// `UIButtonBar…` or `UIBarButton…` image, tab bar icons when most show a `UITabBar…` one; nil
    /// otherwise, and for a table of fewer than two rows.
    static func itemKind(ofImagesIn table: Table) -> SystemItem.Kind? {
        guard table.rows.count >= 2 else { return nil }
        var counts: [SystemItem.Kind: Int] = [:]
        for row in table.rows {
            guard let image = row.cells.lazy.compactMap({ $0.inlines.images.first }).first,
                let name = Text.lastPathComponent(image.source)
            else { continue }
            if name.hasPrefix("UIButtonBar") || name.hasPrefix("UIBarButton") {
                counts[.barButtonItem, default: 0] += 1
            } else if name.hasPrefix("UITabBar") {
                counts[.tabBarItem, default: 0] += 1
            }
        }
        return counts.first { $0.value * 2 > table.rows.count }?.key
    }

    /// The UIKit symbol stem of an image file: `../UIButtonBarRefreshLandscape.png` → `Refresh`.
    static func symbol(fromImage source: String) -> String {
        let stem = Text.lastPathComponent(source).map { String($0).trimmingWhitespace() } ?? source
        if Text.isASCII(stem) && !Text.containsByte(0x0D, in: stem) {
            // Every character is one ASCII byte: the same cuts, as offsets into the bytes.
            return Text.withUTF8(stem) { bytes in
                var start = 0
                var end = bytes.lastIndex(of: UInt8(ascii: ".")) ?? bytes.count
                for suffix in symbolSuffixes where end - start >= suffix.count {
                    if bytes[(end - suffix.count)..<end].elementsEqual(suffix) { end -= suffix.count }
                }
                for prefix in symbolPrefixes
                where end - start >= prefix.count && bytes[start..<(start + prefix.count)].elementsEqual(prefix) {
                    start += prefix.count
                }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            }
        }
        return symbolByCharacter(stem)
    }

    /// The suffixes and prefixes `symbol(fromImage:)` cuts, in the order it tries them, as bytes.
    private static let symbolSuffixes: [[UInt8]] = ["@2x", "_2x", "Landscape"].map { Array($0.utf8) }
    private static let symbolPrefixes: [[UInt8]] = ["UIButtonBar", "UIBarButton", "UITabBar"].map { Array($0.utf8) }

    /// `symbol(fromImage:)`'s cuts of a file name over `Character`s.
    static func symbolByCharacter(_ name: String) -> String {
        var stem = name
        if let dot = stem.lastIndex(of: ".") { stem = String(stem[..<dot]) }
        for suffix in ["@2x", "_2x", "Landscape"] where stem.hasSuffix(suffix) {
            stem = String(stem.dropLast(suffix.count))
        }
        for prefix in ["UIButtonBar", "UIBarButton", "UITabBar"] where stem.hasPrefix(prefix) {
            stem = String(stem.dropFirst(prefix.count))
        }
        return stem
    }

    /// Where the first sentence of `text` ends: its first `。` or `.` character.
    static func sentenceEnd(in text: String) -> String.Index? {
        guard Text.isOneScalarPerCharacter(text) else { return text.firstIndex(where: { "。.".contains($0) }) }
        // Every character one scalar: the first byte of `.` (2E) or `。` (E3 80 82) starts that character.
        let offset: Int? = Text.withUTF8(text) { bytes in
            for index in bytes.indices {
                if bytes[index] == 0x2E { return index }
                if bytes[index] == 0xE3 && index + 2 < bytes.count && bytes[index + 1] == 0x80
                    && bytes[index + 2] == 0x82
                {
                    return index
                }
            }
            return nil
        }
        return offset.map { text.utf8.index(text.startIndex, offsetBy: $0) }
    }

    /// Each space-separated word with its first character uppercased, the words joined by one space.
    static func titleCased(_ text: String) -> String {
        guard Text.isASCII(text) else { return titleCasedByCharacter(text) }
        // ASCII: a word's first character is its first byte, which uppercases only from a to z.
        return Text.withUTF8(text) { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var startsWord = true
            for byte in bytes {
                if byte == 0x20 {
                    startsWord = true
                    continue
                }
                if startsWord {
                    if !out.isEmpty { out.append(0x20) }
                    out.append(byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte)
                    startsWord = false
                } else {
                    out.append(byte)
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// `titleCased` over `Character`s, for any text.
    static func titleCasedByCharacter(_ text: String) -> String {
        text.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
