/// Finds translated units whose English source changed after the translation was accepted (HD0316),
/// and says what changed. Whitespace- and markup-only edits leave the normalized text, and so the
/// fingerprint, as it was.
enum OutdatedTranslationCheck {
    static func check(_ context: CheckContext, lock: TranslationLock?) -> [Diagnostic] {
        guard let lock else { return [] }
        var current: [String: [String]] = [:]
        // The translation each English unit is aligned to now.
        var translationOf: [String: String] = [:]
        // The English sections a translated section carries without their headings.
        var carriedSections = Set<String>()
        for alignment in context.alignments {
            for pair in [alignment.sections, alignment.rules, alignment.systemItems].joined() {
                if let en = pair.source, let zh = pair.translation {
                    current[zh, default: []].append(en)
                    translationOf[en] = zh
                }
            }
            // A translated section also stands for the English subsections whose heading alone it folds in
            // (HD0318): the lock records them with it (`TranslationLock.accept`), so their prose is checked.
            for (zh, carried) in context.folding[alignment.translation]?.structureOnlySource ?? [:] {
                current[zh, default: []] += carried
                carriedSections.formUnion(carried)
            }
        }
        let lockedTranslations = Set(lock.entries.map(\.translation))
        // The English units the lock knows: one the translation is aligned to now that is none of them is new
        // since the accept (or was renamed).
        let lockedSources = Set(lock.entries.lazy.flatMap(\.sources).map(\.id))
        // A renamed page's entries that mostly match nothing here were not this group's (`StaleLockCheck`).
        let disagreeing = StaleLockCheck.disagreeingPages(context, lock: lock)
        var found: [Diagnostic] = []
        for entry in lock.entries {
            if !disagreeing.isEmpty, disagreeing.contains(TranslationChecker.documentKey(ofUnit: entry.translation)) {
                continue
            }
            // A translated rule whose bold lead was edited has another id (a rule's id is made of its lead):
            // the translation its one English unit is aligned to now stands for it, unless the lock has an
            // entry of its own (a typo mended in the Chinese turned the check of its English off).
            // So does a unit of a page whose id changed (`StaleLockCheck`). A section's entry names the
            // English section it was aligned to first, then those it carried.
            var translation = entry.translation
            if location(of: translation, context) == nil,
                let primary = entry.sources.count == 1 || entry.kind == "section" ? entry.sources.first : nil,
                let now = translationOf[primary.id], !lockedTranslations.contains(now)
            {
                translation = now
            }
            guard let location = location(of: translation, context) else { continue }
            let alignedNow = current[translation] ?? []
            for source in entry.sources {
                // A rule whose lead changed gets a new id; its translation is still aligned to it.
                let exists =
                    context.rules[source.id] != nil || context.items[source.id] != nil
                    || context.sections[source.id] != nil
                // An id the translation is no longer aligned to may name another unit now (two rules with
                // the same lead are told apart by their order, so editing the first hands its id to the
                // second): its text says nothing about this translation. When the translation is aligned
                // to one English unit the lock does not know, that unit is its source renamed (its lead
                // edited), and is compared; otherwise the alignment's own findings (a missing or an extra
                // unit) report what changed.
                let onlyAligned = alignedNow.count == 1 && entry.sources.count == 1 ? alignedNow[0] : nil
                let id: String
                if !exists {
                    id = onlyAligned ?? source.id
                } else if alignedNow.contains(source.id) {
                    id = source.id
                } else if let renamed = onlyAligned, !lockedSources.contains(renamed) {
                    id = renamed
                } else {
                    continue
                }
                guard let text = TranslationLock.unitText(id, context) else { continue }
                guard Fingerprint.of(text) != source.fingerprint else { continue }
                let related =
                    context.location(ofRule: id) ?? context.location(ofItem: id) ?? context.location(ofSection: id)
                let what =
                    carriedSections.contains(id)
                    ? "the English subsection “\(context.sections[id]?.title ?? id)”, whose content this section carries,"
                    : "the English \(noun(entry.kind, isSearchBarElement: context.items.read(translation, { $0.kind == .searchBarElement }) ?? false))"
                found.append(
                    Diagnostic(
                        code: .outdatedTranslation,
                        message:
                            "outdated translation: \(what) changed after this translation was accepted: \(describeChange(from: source.text, to: text))",
                        location: location, related: related.map { [$0] } ?? [],
                        bar: bar(of: translation, context),
                        subject: "\(translation)|\(source.id)|\(Fingerprint.of(text))"))
            }
        }
        return found
    }

    static func noun(_ kind: String, isSearchBarElement: Bool = false) -> String {
        switch kind {
        case "rule": "rule"
        case "system-item": isSearchBarElement ? "search bar element" : "table row"
        default: "section"
        }
    }

    static func location(of id: String, _ context: CheckContext) -> DiagnosticLocation? {
        context.location(ofRule: id) ?? context.location(ofItem: id) ?? context.location(ofSection: id)
    }

    static func bar(of id: String, _ context: CheckContext) -> String? {
        context.rules[id]?.bar ?? context.items[id]?.bars.first ?? context.sections[id]?.bars.first
    }

    /// A text of more than 160 characters cut to its first 157 and `…`.
    static func shortened(_ text: String) -> String {
        text.count > 160 ? String(text.prefix(157)) + "…" : text
    }

    /// `“… old words …” → “… new words …”`, the changed span with a little context, shortened.
    static func describeChange(from old: String, to new: String) -> String {
        let a = old.split(separator: " ").map(String.init)
        let b = new.split(separator: " ").map(String.init)
        var prefix = 0
        while prefix < min(a.count, b.count), a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(a.count, b.count) - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let context = 3
        func span(_ words: [String]) -> String {
            let start = max(0, prefix - context)
            let end = min(words.count, words.count - suffix + context)
            let text = shortened(words[start..<max(start, end)].joined(separator: " "))
            return (start > 0 ? "…" : "") + text + (end < words.count ? "…" : "")
        }
        // What was added or removed, as long as a span at most: a paragraph a list item swallowed (the
        // English rule `- **…**` and the rules after it) was quoted whole, 2,000 characters.
        func changed(_ words: [String]) -> String {
            shortened(words[prefix..<(words.count - suffix)].joined(separator: " "))
        }
        let removed = a.count - suffix > prefix
        let added = b.count - suffix > prefix
        switch (removed, added) {
        case (true, true): return "“\(span(a))” → “\(span(b))”"
        case (false, true): return "added “\(changed(b))” in “\(span(b))”"
        case (true, false): return "removed “\(changed(a))” from “\(span(a))”"
        default: return "“\(span(b))”"
        }
    }
}
