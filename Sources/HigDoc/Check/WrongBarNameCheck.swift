/// Finds an aligned unit whose translation names another bar than its English does, and never the
/// English one (HD0321): "toolbar" in the English rule, 导航栏 and no 工具栏 in its translation.
///
/// A unit whose English names no bar, or whose translation names one of the English bars as well, is
/// no finding: a rule about two bars may be translated with either name first.
enum WrongBarNameCheck {
    static func check(_ context: CheckContext) -> [Diagnostic] {
        let bars = Glossary.barIDs.compactMap { context.corpus.glossary.concept($0) }
        guard !bars.isEmpty else { return [] }
        /// Whether `text` names bar `bar`: English terms (ASCII) matched regardless of ASCII case, without
        /// a lowercased copy of the text; Chinese ones by `Text.contains`, told once whether the text is
        /// canonically inert (`textIsInert`, for a translation), not once for each term.
        func mentions(_ bar: Int, _ text: String, _ language: Language, textIsInert: Bool = false) -> Bool {
            bars[bar].terms(in: language).contains {
                language == .en
                    ? containsIgnoringASCIICase($0, in: text) : Text.contains($0, in: text, textIsInert: textIsInert)
            }
        }
        var found: [Diagnostic] = []
        for alignment in context.alignments {
            for (kind, pairs) in [("rule", alignment.rules), ("table row", alignment.systemItems)] {
                for pair in pairs {
                    guard let source = pair.source, let translation = pair.translation,
                        let english = text(of: source, context), let translated = text(of: translation, context)
                    else { continue }
                    // The translation's bars first: most units name none, or one their English names too,
                    // and then the English is searched for that one only.
                    let inert = Text.isCanonicallyInert(translated)
                    let translatedBars = bars.indices.filter { mentions($0, translated, .zh, textIsInert: inert) }
                    guard !translatedBars.isEmpty, !translatedBars.contains(where: { mentions($0, english, .en) })
                    else { continue }
                    let englishBars = bars.indices.filter { mentions($0, english, .en) }
                    guard !englishBars.isEmpty, let location = place(of: translation, context),
                        let related = place(of: source, context)
                    else { continue }
                    func names(_ indices: [Int], _ language: Language) -> String {
                        listed(indices.compactMap { bars[$0].terms(in: language).first }.map { "“\($0)”" })
                    }
                    let others = listed(
                        translatedBars.map {
                            "“\(bars[$0].terms(in: .zh).first ?? bars[$0].id)” (\(bars[$0].terms(in: .en).first ?? bars[$0].id))"
                        })
                    found.append(
                        Diagnostic(
                            code: .wrongBarName,
                            message:
                                "wrong bar: the English \(kind) names the \(names(englishBars, .en)), but its translation names \(others) and never \(names(englishBars, .zh))",
                            location: location, related: [related],
                            bar: bars[englishBars[0]].id, subject: translation))
                }
            }
        }
        return found
    }

    /// `a`, `a and b`, `a, b and c`.
    static func listed(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    /// Whether `text` contains `term` (lowercase ASCII), ASCII letters compared regardless of case: a bar's
    /// English terms are words no other word contains but as a compound (`toolbars`), so a plain search
    /// finds what `TermMatcher` would, without its scan of every glossary term over every unit (that
    /// scan costs several thousand instructions a unit, and this check reads every aligned rule and row).
    static func containsIgnoringASCIICase(_ term: String, in text: String) -> Bool {
        let pattern = Array(term.utf8)
        guard let first = pattern.first else { return true }
        return Text.withUTF8(text) { bytes in
            guard bytes.count >= pattern.count else { return false }
            func folded(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
            var start = 0
            while start <= bytes.count - pattern.count {
                if folded(bytes[start]) == first {
                    var matched = 1
                    while matched < pattern.count && folded(bytes[start + matched]) == pattern[matched] { matched += 1 }
                    if matched == pattern.count { return true }
                }
                start += 1
            }
            return false
        }
    }

    /// A rule's lead, body and list, or a table row's name and meaning.
    private static func text(of id: String, _ context: CheckContext) -> String? {
        context.rules.read(id) { $0.text }
            ?? context.items.read(id) { $0.localizedName + " " + $0.meaning }
    }

    private static func place(of id: String, _ context: CheckContext) -> DiagnosticLocation? {
        context.location(ofRule: id) ?? context.location(ofItem: id)
    }
}
