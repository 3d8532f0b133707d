/// Finds lock entries that name translated units of a page the content does not have under that id
/// (HD0328): the translation's front matter `id:` was changed after the accept, or the lock was written
/// for other content. Nothing else would say so: the outdated-translation check (HD0316) looks a locked
/// unit up by its id, and finding none, stays silent.
///
/// Entries whose English page the content has are given to that page's group (`TranslationChecker`),
/// where each is checked through the English unit it was accepted with, now aligned to the renamed
/// page's unit (`OutdatedTranslationCheck`); the finding is at the renamed page's `id:`. Entries neither
/// of whose pages the content has are reported at the lock itself.
enum StaleLockCheck {
    /// One finding per translated page of `context` that has no entries of its own in `lock` and
    /// translates an English page that entries of a page the content does not have were accepted from.
    static func renamedPages(_ context: CheckContext, lock: TranslationLock?) -> [Diagnostic] {
        guard let lock else { return [] }
        var adopted: [String: [TranslationLock.Entry]] = [:]
        var pagesWithEntries = Set<String>()
        for entry in lock.entries {
            let page = TranslationChecker.documentKey(ofUnit: entry.translation)
            if context.documents[page] == nil {
                adopted[page, default: []].append(entry)
            } else {
                pagesWithEntries.insert(page)
            }
        }
        var found: [Diagnostic] = []
        for (old, entries) in adopted.sorted(by: { $0.key < $1.key }) {
            let english = Set(
                entries.compactMap { $0.sources.first.map { TranslationChecker.documentKey(ofUnit: $0.id) } })
            for alignment in context.alignments
            where english.contains(alignment.source) && !pagesWithEntries.contains(alignment.translation) {
                guard let translation = context.documents[alignment.translation] else { continue }
                let line = context.sources.frontMatterLine(of: "id", in: translation.path) ?? 1
                found.append(
                    Diagnostic(
                        code: .staleLock,
                        message:
                            "the lock accepted this page's translation as “\(old)” (\(units(entries.count))), a page id the content does not have (its id changed, or the lock is other content's); "
                            + "they are checked through the English units they were accepted with, and higdoc check --accept records them as “\(alignment.translation)”",
                        location: DiagnosticLocation(file: translation.path, line: line, column: 1),
                        subject: "\(old)|\(alignment.translation)"))
            }
        }
        return found
    }

    /// One finding per translated page that `unclaimed` holds the entries of, at the lock of
    /// `contentDirectory`.
    static func unclaimed(_ unclaimed: [String: [TranslationLock.Entry]], contentDirectory: String) -> [Diagnostic] {
        let path = TranslationLock.path(contentDirectory: contentDirectory)
        return unclaimed.sorted(by: { $0.key < $1.key }).map { page, entries in
            let english = entries.first?.sources.first.map { TranslationChecker.documentKey(ofUnit: $0.id) }
            return Diagnostic(
                code: .staleLock,
                message:
                    "the lock accepted \(units(entries.count)) of “\(page)”\(english.map { ", translated from “\($0)”" } ?? ""), but the content has "
                    + "\(english == nil ? "no such page" : "neither page"): the lock was written for other content, or the pages' ids changed; "
                    + "no outdated translation is found through these entries until higdoc check --accept records the present ones",
                location: DiagnosticLocation(file: path, line: 1, column: 1),
                subject: page)
        }
    }

    private static func units(_ count: Int) -> String { count == 1 ? "1 translated unit" : "\(count) translated units" }
}
