/// The prose of a page's sections: the paragraphs of a section's own blocks (before its first
/// subsection) that are no rule, with the paragraphs of its lists, nested lists, callouts and quotes.
/// Not prose: headings, rules (aligned and compared as units), tables and their captions, figures, code
/// and raw HTML, and the list items that are search bar elements (units of their own).
struct SectionProse {
    /// A paragraph of prose, and where it starts.
    struct Paragraph {
        var inlines: [Inline]
        var location: SourceLocation
    }

    /// A page's blocks, which of its top-level blocks are no prose (a rule's paragraph and the list it
    /// owns, as `CheckContext.ownProse` leaves them out; a search bar element's paragraph that a picture
    /// put outside its list), and the lines of its search bar elements.
    private struct Page {
        var key: String
        var blocks: [Block]
        var isUnit: [Bool]
        var elementLines: [Int] = []
    }

    private let context: CheckContext
    /// The pages of the context (a translation and its source): found by comparing keys, not hashing them.
    private var pages: [Page]
    /// Each section's subsections (positions in `graph.sections`), by parent id; made when first asked for.
    private var children: [String: [Int]]?

    init(_ context: CheckContext) {
        self.context = context
        pages = context.documents.map { key, document in
            Page(key: key, blocks: document.blocks, isUnit: [Bool](repeating: false, count: document.blocks.count))
        }
        // Read where the units are (a loop over them would copy each); a page's units come together.
        var current: Int?
        let rules = context.graph.rules
        for index in rules.indices {
            if current.map({ pages[$0].key != rules[index].document }) ?? true {
                current = page(rules[index].document)
            }
            guard let current else { continue }
            let first = rules[index].blockIndex
            for block in first..<first + rules[index].blockCount where pages[current].isUnit.indices.contains(block) {
                pages[current].isUnit[block] = true
            }
        }
        let items = context.graph.systemItems
        for index in items.indices where items[index].kind == .searchBarElement {
            if let page = page(items[index].document) { pages[page].elementLines.append(items[index].location.line) }
        }
        // An element's paragraph after a picture follows a list: only the few blocks after a list are read
        // (reading every block's payload cost 1% of the check at N = 100).
        for page in pages.indices where !pages[page].elementLines.isEmpty {
            let (blocks, elements) = (pages[page].blocks, pages[page].elementLines)
            for list in blocks.indices {
                guard case .list = blocks[list] else { continue }
                var index = list + 1
                while index < blocks.count, DocumentGraphBuilder.isPictureOnly(blocks[index]) { index += 1 }
                if index > list + 1, index < blocks.count,
                    let continued = DocumentGraphBuilder.listItemContinued(by: index, in: blocks),
                    elements.contains(where: { continued.item.range.contains(line: $0) }),
                    elements.contains(where: { continued.next.range.contains(line: $0) })
                {
                    pages[page].isUnit[index] = true
                }
            }
        }
    }

    private func page(_ key: String) -> Int? { pages.firstIndex { $0.key == key } }

    /// Calls `body` with each paragraph of the prose of section `id`'s own blocks, in page order.
    func forEachParagraph(ofSection id: String, _ body: (Paragraph) -> Void) {
        forEachOwnBlock(ofSection: id) { block, isUnit, elements in
            if !isUnit { Self.visit(block, elements: elements, body) }
        }
    }

    /// Calls `body` with each of section `id`'s own top-level blocks (before its first subsection), in
    /// page order, prose or not: its rules' paragraphs, tables and raw HTML too.
    func forEachBlock(ofSection id: String, _ body: (Block) -> Void) {
        forEachOwnBlock(ofSection: id) { block, _, _ in body(block) }
    }

    /// Calls `body` with each of section `id`'s own top-level blocks, whether it is no prose (a unit's),
    /// and the lines of its page's search bar elements.
    private func forEachOwnBlock(ofSection id: String, _ body: (Block, _ isUnit: Bool, _ elements: [Int]) -> Void) {
        guard let (document, start, end) = context.sections.read(id, { ($0.document, $0.blockStart, $0.blockEnd) }),
            let page = page(document)
        else { return }
        pages[page].blocks.withUnsafeBufferPointer { blocks in
            let isUnit = pages[page].isUnit
            let elements = pages[page].elementLines
            var index = start + 1
            // Every heading opens a section: the section's own blocks end at the next one, its first
            // subsection's or the next section's.
            while index < min(end, blocks.count) {
                if case .heading = blocks[index] { break }
                body(blocks[index], isUnit[index], elements)
                index += 1
            }
        }
    }

    /// Whether section `id` has subsections: a heading comes before its blocks end.
    private func hasSubsections(_ id: String) -> Bool {
        guard let (document, start, end) = context.sections.read(id, { ($0.document, $0.blockStart, $0.blockEnd) }),
            let page = page(document)
        else { return false }
        let blocks = pages[page].blocks
        return ((start + 1)..<max(start + 1, min(end, blocks.count))).contains { index in
            if case .heading = blocks[index] { return true }
            return false
        }
    }

    /// The paragraphs of `forEachParagraph(ofSection:)` of each of `ids`, in that order.
    func paragraphs(ofSections ids: [String]) -> [Paragraph] {
        var found: [Paragraph] = []
        for id in ids { forEachParagraph(ofSection: id) { found.append($0) } }
        return found
    }

    private static func visit(_ block: Block, elements: [Int], _ body: (Paragraph) -> Void) {
        switch block {
        case .paragraph(let paragraph):
            body(Paragraph(inlines: paragraph.inlines, location: paragraph.range.start))
        case .list(let list):
            for item in list.items
            where !elements.contains(where: { $0 >= item.range.start.line && $0 <= item.range.end.line }) {
                for child in item.blocks { visit(child, elements: elements, body) }
            }
        case .blockQuote(let quote):
            for child in quote.blocks { visit(child, elements: elements, body) }
        case .callout(let callout):
            for child in callout.blocks { visit(child, elements: elements, body) }
        default:
            break
        }
    }

    /// An aligned section pair: the English section and its translation, and the sections whose prose
    /// each carries (`sectionPairs(of:)`).
    typealias Pair = (en: String, zh: String, english: [String], chinese: [String])

    /// The aligned section pairs of `alignment`, in its order, each with the sections whose prose each
    /// side's section carries: itself, then the other side's sections whose heading alone it lacks (HD0318,
    /// `SectionFolding`), with their subsections that are not aligned.
    mutating func sectionPairs(of alignment: DocumentAlignment) -> [Pair] {
        let folding = context.folding[alignment.translation]
        // The aligned sections, made when a carried section has subsections (most pairs have none).
        var aligned: Set<UnitKey>?
        func alignedSections() -> Set<UnitKey> {
            if let aligned { return aligned }
            let made = Set(
                alignment.sections.filter(\.isAligned).flatMap { [$0.source!, $0.translation!] }.map(UnitKey.init))
            aligned = made
            return made
        }
        func carried(by id: String, _ carried: [String: [String]]?) -> [String] {
            guard let carried, !carried.isEmpty, let ids = carried[id] else { return [] }
            return withUnalignedSubsections(ids, aligned: alignedSections())
        }
        var pairs: [Pair] = []
        for pair in alignment.sections {
            guard let en = pair.source, let zh = pair.translation else { continue }
            pairs.append(
                (
                    en, zh, [en] + carried(by: zh, folding?.structureOnlySource),
                    [zh] + carried(by: en, folding?.structureOnlyTranslation)
                ))
        }
        return pairs
    }

    /// `ids` each followed by its subsections that `aligned` does not hold, theirs in turn, in page order,
    /// each once: for sections whose heading alone the other side lacks (HD0318), whose prose the
    /// translation of their parent carries, with that of their own subsections (folded with them).
    mutating func withUnalignedSubsections(_ ids: [String], aligned: @autoclosure () -> Set<UnitKey>) -> [String] {
        guard ids.contains(where: hasSubsections) else { return ids }
        let aligned = aligned()
        if children == nil {
            var children: [String: [Int]] = [:]
            let sections = context.graph.sections
            for index in sections.indices {
                if let parent = sections[index].parent { children[parent, default: []].append(index) }
            }
            for key in children.keys { children[key]!.sort { sections[$0].blockStart < sections[$1].blockStart } }
            self.children = children
        }
        let sections = context.graph.sections
        var found: [String] = []
        var seen = Set<UnitKey>()
        func add(_ id: String) {
            guard seen.insert(UnitKey(id)).inserted else { return }
            found.append(id)
            for child in children?[id] ?? [] where !aligned.contains(UnitKey(sections[child].id)) {
                add(sections[child].id)
            }
        }
        for id in ids { add(id) }
        return found
    }

    /// The text of a paragraph that its writer wrote, for finding its numbers: without links (their
    /// texts are the titles of the pages they lead to, `iOS 7 UI Transition Guide`, which a translation
    /// keeps or renders as it may; HD0309 compares their targets), code spans, images and raw HTML. A
    /// link, a code span or an image leaves a separator, so that the numbers around it stay apart; a line
    /// break is a space.
    static func text(of inlines: [Inline]) -> String {
        var out = ""
        func add(_ inlines: [Inline]) {
            for inline in inlines {
                switch inline {
                case .text(let text): out += text
                case .emphasis(let children), .strong(let children): add(children)
                case .softBreak, .lineBreak: out += " "
                case .link, .code, .image: out += " · "
                case .html: break
                }
            }
        }
        add(inlines)
        return out
    }

    /// The numbers a paragraph of `inlines` states (`NumberExtractor.values` of its `text(of:)`); none,
    /// without making its text, when it may state no quantity.
    static func numbers(statedIn inlines: [Inline], language: Language) -> Set<Int> {
        guard mayStateQuantity(inlines, language: language) else { return [] }
        return NumberExtractor.values(in: text(of: inlines), language: language)
    }

    /// Whether `text(of: inlines)` may state a quantity (`NumberExtractor.mayStateQuantity`), from the
    /// bytes of the texts it is made of, without making it.
    static func mayStateQuantity(_ inlines: [Inline], language: Language) -> Bool {
        for inline in inlines {
            switch inline {
            case .text(let text): if NumberExtractor.mayStateQuantity(in: text, language: language) { return true }
            case .emphasis(let children), .strong(let children):
                if mayStateQuantity(children, language: language) { return true }
            default: break
            }
        }
        return false
    }
}
