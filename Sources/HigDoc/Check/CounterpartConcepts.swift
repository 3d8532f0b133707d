/// Which glossary concepts the English counterparts of a translation's units use, line by line.
///
/// A Chinese word is a rendering of an English term only where it translates that term: 横向 renders
/// "landscape" in one sentence and "horizontally" in another. Where a line lies in a rule, a table row
/// or a heading aligned to an English unit, that unit's text says which terms the line can render, and
/// a word there whose term the English lacks is no rendering of it (a search bar element, a list item,
/// is a unit too). Elsewhere (prose, other lists, a unit without a counterpart) nothing says
/// otherwise, and a word is taken for a rendering.
struct CounterpartConcepts {
    /// The English units aligned to units of the translation, by the translation's lines they cover.
    private var counterparts: [Int: [Counterpart]] = [:]
    /// The concepts of each line's counterparts, as concept ranks (nil for a line without counterparts),
    /// made when a line is first asked about.
    private var conceptsByLine: [Int: Set<Int>?] = [:]
    private let context: CheckContext

    /// An English unit, by its kind and its position in the context's index of that kind (read where it
    /// is when its concepts are asked for, not copied).
    private enum Counterpart {
        case rule(Int)
        case item(Int)
        case section(Int)
    }

    init(context: CheckContext, translation document: Document) {
        self.context = context
        let key = document.key
        for alignment in context.alignments where alignment.translation == key {
            for pair in alignment.rules {
                guard let source = pair.source, let translation = pair.translation,
                    let english = context.rules.position(of: source),
                    let lines = context.rules.read(translation, { rule in Self.lines(of: rule, in: document) })
                else { continue }
                for line in lines { counterparts[line, default: []].append(.rule(english)) }
            }
            for pair in alignment.systemItems {
                guard let source = pair.source, let translation = pair.translation,
                    let english = context.items.position(of: source),
                    let line = context.items.read(translation, { $0.location.line })
                else { continue }
                counterparts[line, default: []].append(.item(english))
            }
            for pair in alignment.sections {
                guard let source = pair.source, let translation = pair.translation,
                    let english = context.sections.position(of: source),
                    let line = context.sections.read(translation, { $0.location.line })
                else { continue }
                counterparts[line, default: []].append(.section(english))
            }
        }
    }

    /// The lines of a rule's paragraph or list item (its first line when neither is found).
    private static func lines(of rule: borrowing Rule, in document: Document) -> ClosedRange<Int> {
        guard let range = document.ruleRange(blockIndex: rule.blockIndex, listItem: rule.listItem) else {
            return rule.location.line...rule.location.line
        }
        return range.start.line...max(range.start.line, range.end.line)
    }

    /// Whether the line (1-based) lies in an aligned unit whose English counterpart does not use the
    /// concept of rank `rank`: there a rendering of the concept is no rendering of it.
    mutating func counterpartLacks(_ rank: Int, onLine line: Int) -> Bool {
        if let concepts = conceptsByLine[line] { return concepts.map { !$0.contains(rank) } ?? false }
        guard let english = counterparts[line] else {
            conceptsByLine[line] = .some(nil)
            return false
        }
        let matcher = context.matcher
        var concepts = Set<Int>()
        for counterpart in english {
            let ranks =
                switch counterpart {
                case .rule(let position):
                    context.rules.read(at: position) {
                        matcher.conceptRanks(lead: $0.lead, body: $0.body, language: .en).all
                    }
                case .item(let position):
                    context.items.read(at: position) {
                        matcher.conceptRanks(lead: $0.name, body: $0.meaning, language: .en).all
                    }
                case .section(let position):
                    context.sections.read(at: position) {
                        matcher.conceptRanks(lead: $0.title, body: "", language: .en).all
                    }
                }
            concepts.formUnion(ranks)
        }
        conceptsByLine[line] = concepts
        return !concepts.contains(rank)
    }
}
