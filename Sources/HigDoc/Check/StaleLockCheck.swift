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
        let disagreeing = disagreeingPages(context, lock: lock)
        for (old, entries) in adopted.sorted(by: { $0.key < $1.key }) {
            if disagreeing.contains(old) {
                let english = entries.first?.sources.first.map { TranslationChecker.documentKey(ofUnit: $0.id) }
                found += unclaimed(
                    [old: entries], contentDirectory: context.corpus.contentDirectory, english: english)
                continue
            }
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
                            "the lock accepted this page's translation as “\(old)” (\(units(entries.count))), a page id that is not this page's (its id changed, or the lock is other content's); "
                            + "they are checked through the English units they were accepted with, and higdoc check --accept records them as “\(alignment.translation)”",
                        location: DiagnosticLocation(file: translation.path, line: line, column: 1),
                        subject: "\(old)|\(alignment.translation)"))
            }
        }
        return found
    }

    /// One finding per translated page that `unclaimed` holds the entries of, at the lock of
    /// `contentDirectory`; `english`, when given, is the English page the content has that they were
    /// taken for, whose units most of them do not match.
    static func unclaimed(
        _ unclaimed: [String: [TranslationLock.Entry]], contentDirectory: String, english matched: String? = nil
    ) -> [Diagnostic] {
        let path = TranslationLock.path(contentDirectory: contentDirectory)
        return unclaimed.sorted(by: { $0.key < $1.key }).map { page, entries in
            let english = matched ?? entries.first?.sources.first.map { TranslationChecker.documentKey(ofUnit: $0.id) }
            let what =
                matched != nil
                ? "but most of them match no unit of “\(matched!)” as accepted"
                : "but the content has \(english == nil ? "no such page" : "neither page")"
            return Diagnostic(
                code: .staleLock,
                message:
                    "the lock accepted \(units(entries.count)) of “\(page)”\(matched == nil ? english.map { ", translated from “\($0)”" } ?? "" : ""), \(what): "
                    + "the pages were deleted or renamed, or the lock was written for other content; "
                    + "no outdated translation is found through these entries until higdoc check --accept records the present ones",
                location: DiagnosticLocation(file: path, line: 1, column: 1),
                subject: page)
        }
    }

    /// The translated pages the content does not have whose entries `context`'s group was given (a
    /// renamed page's), of which fewer than half name an English unit of the group whose text is still
    /// the one accepted: a page renamed keeps most of its English as it was, and entries that match
    /// little were taken for a pair they are not of (another page's, or other content's). Their entries
    /// are left out of the outdated-translation check.
    static func disagreeingPages(_ context: CheckContext, lock: TranslationLock) -> Set<String> {
        var counts: [String: (entries: Int, agreeing: Int)] = [:]
        for entry in lock.entries {
            let page = TranslationChecker.documentKey(ofUnit: entry.translation)
            guard context.documents[page] == nil, let source = entry.sources.first else { continue }
            var count = counts[page] ?? (0, 0)
            count.entries += 1
            if let text = TranslationLock.unitText(source.id, context), Fingerprint.of(text) == source.fingerprint {
                count.agreeing += 1
            }
            counts[page] = count
        }
        return Set(counts.filter { $0.value.agreeing * 2 < $0.value.entries }.keys)
    }

    private static func units(_ count: Int) -> String { count == 1 ? "1 translated unit" : "\(count) translated units" }
}
