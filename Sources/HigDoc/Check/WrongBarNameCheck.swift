/// Finds an aligned unit whose translation names another bar than its English does, and never the
/// English one (HD0321): "toolbar" in the English rule, 导航栏 and no 工具栏 in its translation.
///
/// A unit whose English names no bar, or whose translation names one of the English bars as well, is
/// no finding: a rule about two bars may be translated with either name first.
enum WrongBarNameCheck {
    static func check(_ context: CheckContext) -> [Diagnostic] {
        let bars = Glossary.barIDs.compactMap { context.corpus.glossary.concept($0) }
        guard !bars.isEmpty else { return [] }
        /// The bars `text` names, as indices into `bars`: English terms case-insensitively.
        func named(_ text: String, _ language: Language) -> [Int] {
            let folded = language == .en ? text.lowercased() : text
            return bars.indices.filter { bar in
                bars[bar].terms(in: language).contains { Text.contains($0, in: folded) }
            }
        }
        var found: [Diagnostic] = []
        for alignment in context.alignments {
            for (kind, pairs) in [("rule", alignment.rules), ("table row", alignment.systemItems)] {
                for pair in pairs {
                    guard let source = pair.source, let translation = pair.translation,
                        let english = text(of: source, context), let translated = text(of: translation, context)
                    else { continue }
                    let englishBars = named(english, .en)
                    guard !englishBars.isEmpty else { continue }
                    let translatedBars = named(translated, .zh)
                    guard !translatedBars.isEmpty, Set(englishBars).isDisjoint(with: translatedBars),
                        let location = place(of: translation, context), let related = place(of: source, context)
                    else { continue }
                    func names(_ indices: [Int], _ language: Language) -> String {
                        indices.compactMap { bars[$0].terms(in: language).first }.map { "“\($0)”" }
                            .joined(separator: ", ")
                    }
                    let others = translatedBars.map {
                        "\(bars[$0].terms(in: .zh).first ?? bars[$0].id) (\(bars[$0].terms(in: .en).first ?? bars[$0].id))"
                    }.joined(separator: ", ")
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

    /// A rule's lead and body, or a table row's name and meaning.
    private static func text(of id: String, _ context: CheckContext) -> String? {
        context.rules.read(id) { $0.lead + " " + $0.body }
            ?? context.items.read(id) { $0.localizedName + " " + $0.meaning }
    }

    private static func place(of id: String, _ context: CheckContext) -> DiagnosticLocation? {
        context.location(ofRule: id) ?? context.location(ofItem: id)
    }
}
