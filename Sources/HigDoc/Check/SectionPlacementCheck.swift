/// Finds a translated section that sits elsewhere in its page's outline than its English (HD0326): under
/// another section (`## 工具栏` written `### 工具栏`, which puts the toolbar under the navigation bar), or
/// in another order among the sections (the scope bar before the search bar).
///
/// Only aligned sections are compared, each by its nearest aligned ancestor: a heading one side leaves out
/// (HD0318) or adds (HD0302) changes no other section's place, and the two sides' heading levels may
/// differ by a constant (`##` against `#`). Of the sections of one parent out of order, those that keep the
/// longest run of the English order stay; each other one is reported, unless it is already reported as
/// moved under another section (a subsection that moves with its parent is in order among its siblings).
enum SectionPlacementCheck {
    static func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        // Sections read where they are, by position: a copy of one retains its texts and lists.
        let sections = context.graph.sections
        for alignment in context.alignments {
            // The aligned pairs' positions in the graph, in the English's order.
            var pairs: [(english: Int, translated: Int)] = []
            for pair in alignment.sections {
                guard let source = pair.source, let translation = pair.translation,
                    let english = context.sections.position(of: source),
                    let translated = context.sections.position(of: translation)
                else { continue }
                pairs.append((english, translated))
            }
            guard pairs.count > 1 else { continue }
            pairs.sort { sections[$0.english].location < sections[$1.english].location }
            let counterparts = AlignmentCounterparts(alignment)
            let note = context.editionNote(alignment)
            func under(_ id: String?) -> String {
                id.flatMap { context.sections[$0]?.title }.map { "under “\($0)”" } ?? "at the top of the page"
            }
            // Each section under another parent than its English, unless its parent is one of them: a heading
            // one level too high takes the sections after it along, which is its finding, not theirs.
            var moved: [String: (pair: Int, parents: (english: String?, translated: String?), followers: Int)] = [:]
            var movedOrder: [String] = []
            // Each pair's English parent (its nearest aligned ancestor): the order is judged among siblings.
            var englishParents: [String?] = []
            englishParents.reserveCapacity(pairs.count)
            for (index, pair) in pairs.enumerated() {
                let translatedID = sections[pair.translated].id
                let englishParent = alignedAncestor(of: sections[pair.english].id, context, counterparts)
                englishParents.append(englishParent)
                let translatedParent = alignedAncestor(of: translatedID, context, counterparts)
                guard englishParent.flatMap(counterparts.counterpart(of:)) != translatedParent else { continue }
                if let parent = translatedParent, moved[parent] != nil {
                    moved[parent]!.followers += 1
                    moved[translatedID] = (index, (englishParent, translatedParent), -1)
                    continue
                }
                moved[translatedID] = (index, (englishParent, translatedParent), 0)
                movedOrder.append(translatedID)
            }
            for id in movedOrder {
                guard let entry = moved[id] else { continue }
                let (english, translated) = (
                    sections[pairs[entry.pair].english], sections[pairs[entry.pair].translated]
                )
                let followers =
                    entry.followers == 0
                    ? ""
                    : "; the \(entry.followers) section\(entry.followers == 1 ? "" : "s") after it fall under it too"
                found.append(
                    Diagnostic(
                        code: .sectionPlacement,
                        message:
                            "section placed elsewhere: “\(translated.title)” is \(under(entry.parents.translated)) in the translation, but its English “\(english.title)” is \(under(entry.parents.english)); check the heading's level\(followers)\(note)",
                        location: context.location(translated.document, translated.location),
                        related: [context.location(english.document, english.location)], bar: translated.bars.first,
                        subject: translated.id))
            }
            // Among the sections of one English parent, the longest run whose translations follow the English
            // order stays; the others moved. (A subsection moves with its parent: it is judged among its
            // siblings, not against the whole page.)
            var siblings: [String?: [Int]] = [:]
            for index in pairs.indices { siblings[englishParents[index], default: []].append(index) }
            var kept = Set<Int>()
            // Each group's kept pairs in order, for the neighbours of one out of order (found by bisection:
            // a page of thousands of sections out of order is not walked once per section).
            var keptInGroup: [String?: [Int]] = [:]
            for (parent, group) in siblings {
                let run = longestIncreasingRun(group.map { sections[pairs[$0].translated].location })
                let members = run.map { group[$0] }.sorted()
                kept.formUnion(members)
                keptInGroup[parent] = members
            }
            guard kept.count < pairs.count else { continue }
            for index in pairs.indices where !kept.contains(index) && moved[sections[pairs[index].translated].id] == nil
            {
                let members = keptInGroup[englishParents[index]] ?? []
                // The first kept pair after `index` in the English order.
                var (low, high) = (0, members.count)
                while low < high {
                    let middle = (low + high) / 2
                    if members[middle] < index { low = middle + 1 } else { high = middle }
                }
                let (english, translated) = (sections[pairs[index].english], sections[pairs[index].translated])
                // The section in order that it is on the wrong side of: the one before it in the English
                // that the translation has after it, else the one after it that the translation has before.
                let previous =
                    low > 0
                    ? (sections[pairs[members[low - 1]].english], sections[pairs[members[low - 1]].translated]) : nil
                let next =
                    low < members.count
                    ? (sections[pairs[members[low]].english], sections[pairs[members[low]].translated]) : nil
                let place: String
                if let previous, translated.location < previous.1.location {
                    place =
                        "the English has it after “\(previous.0.title)”, the translation before “\(previous.1.title)”"
                } else if let next, next.1.location < translated.location {
                    place = "the English has it before “\(next.0.title)”, the translation after “\(next.1.title)”"
                } else {
                    place = "the English has it elsewhere among the sections around it"
                }
                found.append(
                    Diagnostic(
                        code: .sectionPlacement,
                        message: "section out of order: “\(translated.title)”: \(place)\(note)",
                        location: context.location(translated.document, translated.location),
                        related: [context.location(english.document, english.location)], bar: translated.bars.first,
                        subject: translated.id))
            }
        }
        return found
    }

    /// The nearest ancestor of a section that has a counterpart in the other language, if any.
    private static func alignedAncestor(
        of id: String, _ context: CheckContext, _ counterparts: AlignmentCounterparts
    ) -> String? {
        context.ancestors(of: id).first { counterparts.counterpart(of: $0) != nil }
    }

    /// The indices of a longest strictly increasing subsequence of `values` (one of them when several are
    /// as long, always the same for the same values), by patience sorting: O(n log n).
    static func longestIncreasingRun<Value: Comparable>(_ values: [Value]) -> Set<Int> {
        var tails: [Int] = []  // tails[k]: the index ending the best run of length k + 1
        var previous = [Int?](repeating: nil, count: values.count)
        for index in values.indices {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < values[index] { low = middle + 1 } else { high = middle }
            }
            previous[index] = low > 0 ? tails[low - 1] : nil
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run = Set<Int>()
        var current = tails.last
        while let index = current {
            run.insert(index)
            current = previous[index]
        }
        return run
    }
}
