/// Finds a translated section that sits elsewhere in its page's outline than its English (HD0326): under
/// another section (`## 工具栏` written `### 工具栏`, which puts the toolbar under the navigation bar), or
/// in another order among the sections (the scope bar before the search bar).
///
/// Only aligned sections are compared, each by its nearest aligned ancestor: a heading one side leaves out
/// (HD0318) or adds (HD0302) changes no other section's place, and the two sides' heading levels may
/// differ by a constant (`##` against `#`). Of sections out of order, those that keep the longest run of
/// the English order stay; each other one is reported, unless it is already reported as moved under
/// another section.
enum SectionPlacementCheck {
    static func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for alignment in context.alignments {
            let counterparts = AlignmentCounterparts(alignment)
            // The aligned pairs in the English's order, with the translated section's place in its page.
            var pairs: [(english: Section, translated: Section)] = []
            for pair in alignment.sections {
                guard let source = pair.source, let translation = pair.translation,
                    let english = context.sections[source], let translated = context.sections[translation]
                else { continue }
                pairs.append((english, translated))
            }
            guard pairs.count > 1 else { continue }
            pairs.sort { $0.english.location < $1.english.location }
            let note = context.editionNote(alignment)
            // Each section under another parent than its English, unless its parent is one of them: a heading
            // one level too high takes the sections after it along, which is its finding, not theirs.
            var moved: [String: (english: Section, translated: Section, parents: (String?, String?), followers: Int)] =
                [:]
            var movedOrder: [String] = []
            for (english, translated) in pairs {
                let englishParent = alignedAncestor(of: english.id, context, counterparts)
                let translatedParent = alignedAncestor(of: translated.id, context, counterparts)
                guard englishParent.flatMap(counterparts.counterpart(of:)) != translatedParent else { continue }
                if let parent = translatedParent, moved[parent] != nil {
                    moved[parent]!.followers += 1
                    moved[translated.id] = (english, translated, (englishParent, translatedParent), -1)
                    continue
                }
                moved[translated.id] = (english, translated, (englishParent, translatedParent), 0)
                movedOrder.append(translated.id)
            }
            func under(_ id: String?) -> String {
                id.flatMap { context.sections[$0]?.title }.map { "under “\($0)”" } ?? "at the top of the page"
            }
            for id in movedOrder {
                guard let entry = moved[id], let location = context.location(ofSection: entry.translated.id),
                    let related = context.location(ofSection: entry.english.id)
                else { continue }
                let followers =
                    entry.followers == 0
                    ? ""
                    : "; the \(entry.followers) section\(entry.followers == 1 ? "" : "s") after it fall under it too"
                found.append(
                    Diagnostic(
                        code: .sectionPlacement,
                        message:
                            "section placed elsewhere: “\(entry.translated.title)” is \(under(entry.parents.1)) in the translation, but its English “\(entry.english.title)” is \(under(entry.parents.0)); check the heading's level\(followers)\(note)",
                        location: location, related: [related], bar: entry.translated.bars.first,
                        subject: entry.translated.id))
            }
            // The longest run of pairs whose translated sections follow the English order; the others moved.
            let kept = longestIncreasingRun(pairs.map { $0.translated.location })
            for index in pairs.indices where !kept.contains(index) && moved[pairs[index].translated.id] == nil {
                let (english, translated) = pairs[index]
                guard let location = context.location(ofSection: translated.id),
                    let related = context.location(ofSection: english.id)
                else { continue }
                // The section in order that it is on the wrong side of: the one before it in the English
                // that the translation has after it, else the one after it that the translation has before.
                let previous = kept.filter { $0 < index }.max().map { pairs[$0] }
                let next = kept.filter { $0 > index }.min().map { pairs[$0] }
                let place: String
                if let previous, translated.location < previous.translated.location {
                    place =
                        "the English has it after “\(previous.english.title)”, the translation before “\(previous.translated.title)”"
                } else if let next, next.translated.location < translated.location {
                    place =
                        "the English has it before “\(next.english.title)”, the translation after “\(next.translated.title)”"
                } else {
                    place = "the English has it elsewhere among the sections around it"
                }
                found.append(
                    Diagnostic(
                        code: .sectionPlacement,
                        message: "section out of order: “\(translated.title)”: \(place)\(note)",
                        location: location, related: [related], bar: translated.bars.first, subject: translated.id))
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

    /// The indices of a longest strictly increasing subsequence of `values` (the first such in index order
    /// when several are as long), by patience sorting: O(n log n).
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
