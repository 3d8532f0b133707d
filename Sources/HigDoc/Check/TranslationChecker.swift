/// Translation QA: aligns every translation with its source, measures coverage, and runs every check.
///
/// `higdoc check`, `higdoc export` and the site's QA page all go through `run`, so they agree.
public enum TranslationChecker {
    /// What a check run found.
    public struct Result: Sendable {
        public var alignments: [DocumentAlignment]
        public var coverage: [Coverage]
        /// The graph's diagnostics (parser recoveries, unresolved links) and every check's findings, sorted.
        public var diagnostics: [Diagnostic]
        /// The lock that `--accept` would write for the current alignments (empty when `run` was told
        /// not to compute it).
        public var acceptedLock: TranslationLock
        /// English sections whose heading only the translation lacks (`SectionFolding.structureOnlySource`,
        /// reported as HD0318 and counted as covered), each with the translated section carrying their content.
        public var structureOnly: [String: String] = [:]
    }

    /// Checks a corpus. `computingAcceptedLock: false` leaves `Result.acceptedLock` empty, sparing the
    /// fingerprinting of every aligned unit when no lock is going to be written.
    public static func run(
        corpus: Corpus, graph: GuidelineGraph? = nil, lock: TranslationLock? = nil, sources: SourceLines? = nil,
        computingAcceptedLock: Bool = true
    ) -> Result {
        var timer = StageTimer()
        let given = graph != nil
        let graph = graph ?? GuidelineGraph.build(corpus)
        // A given graph was built, and timed, by the caller.
        if !given { timer.mark("graph") }
        let run = GroupRun(
            contentDirectory: corpus.contentDirectory, glossary: corpus.glossary, lock: lock,
            pages: corpus.documents.map { ($0.key, $0.frontMatter.translates.map { "en/\($0)" }) },
            computingAcceptedLock: computingAcceptedLock)
        let parts = graph.partitionIndices()
        // Documents are independent until alignment, and alignment is per document pair: check each
        // group (a translation with its source, or a page alone) on its own, on all cores.
        let groups = documentGroups(corpus.documents.map { ($0.key, $0.frontMatter.translates) }).map { indices in
            indices.map { corpus.documents[$0] }
        }
        timer.mark("partition")
        let results = ParallelMap.map(groups) { group -> GroupResult in
            // Without given source lines, each group reads its own files: no more than a group's are held.
            var files: [String: FileLines] = [:]
            for document in group {
                if let sources {
                    files[document.path] = sources.files[document.path]
                } else {
                    files[document.path] = SourceLines.lines(ofFile: document.path)
                }
            }
            var result = run.check(
                group, graph: graph.part(group.compactMap { parts[$0.key] }), sources: SourceLines(files: files))
            if sources == nil {
                for document in group {
                    result.frontMatterLines[document.path] = files[document.path].map {
                        Array($0.prefix(document.bodyStartLine - 1))
                    }
                }
            }
            return result
        }
        timer.mark("align and check pairs")
        var frontMatters: [String: [String]] = [:]
        if sources == nil {
            for result in results { frontMatters.merge(result.frontMatterLines) { first, _ in first } }
        }
        let whole = CheckContext(
            corpus: corpus, graph: GuidelineGraph(), alignments: [],
            sources: sources ?? SourceLines(lines: frontMatters),
            matcher: run.matcher)
        defer { timer.mark("merge") }
        return merge(
            results,
            pageFindings: MissingTranslationCheck.check(whole)
                + StaleLockCheck.unclaimed(run.unclaimedLock, contentDirectory: corpus.contentDirectory))
    }

    /// Checks the corpus of a content directory one document group at a time: each group's pages are
    /// parsed, graphed, aligned and checked together on one core, and only the findings, alignments and
    /// coverage are kept, so memory holds a few parsed pages instead of the whole corpus.
    ///
    /// The result is the one `run(corpus:)` gives for the loaded corpus. Links are first resolved within
    /// their group; a relative link that its group cannot resolve is reported only if no section of the
    /// whole corpus carries its anchor. Throws the input error of the first page in path order whose
    /// whole file is unsound (discovery read only the start of each page), as `Corpus.load` would.
    public static func run(index: ContentIndex, lock: TranslationLock? = nil, computingAcceptedLock: Bool = true)
        throws -> Result
    {
        try run(index: index, lock: lock, computingAcceptedLock: computingAcceptedLock) { _ in () }.result
    }

    /// A page as its group is checked: parsed, its own graph (links not yet resolved, as
    /// `DocumentGraphBuilder` makes it) and its file's lines.
    public struct CheckedPage {
        public var document: Document
        public var graph: GuidelineGraph
        public var lines: FileLines
        /// The page's position in `ContentIndex.pages`.
        public var position: Int
    }

    /// `run(index:lock:computingAcceptedLock:)`, also handing each page to `perDocument` while its group
    /// is checked, on the group's core, before the parsed page is dropped. What it returns comes back in
    /// the order of `index.pages`: what a caller keeps of each page without holding the parsed corpus.
    public static func run<PerDocument: Sendable>(
        index: ContentIndex, lock: TranslationLock? = nil, computingAcceptedLock: Bool = true,
        perDocument: @Sendable (CheckedPage) -> PerDocument
    ) throws -> (result: Result, perDocument: [PerDocument]) {
        let checked = try run(
            index: index, lock: lock, computingAcceptedLock: computingAcceptedLock, texts: ConcurrentStringInterner(),
            perDocument: perDocument, alongsideMerge: {})
        return (checked.result, checked.perDocument)
    }

    /// `run(index:lock:computingAcceptedLock:perDocument:)`, the groups' findings and evidence lists
    /// sharing their texts through `texts` (which a caller can share with the pages' graphs), and
    /// `alongsideMerge` run on the other core while the groups' results are merged (after every page went
    /// through `perDocument`).
    static func run<PerDocument: Sendable, Alongside: Sendable>(
        index: ContentIndex, lock: TranslationLock?, computingAcceptedLock: Bool, texts: ConcurrentStringInterner,
        perDocument: @Sendable (CheckedPage) -> PerDocument, alongsideMerge: @Sendable () -> Alongside
    ) throws -> (result: Result, perDocument: [PerDocument], alongside: Alongside) {
        var timer = StageTimer()
        let run = GroupRun(
            contentDirectory: index.contentDirectory, glossary: index.glossary, lock: lock,
            pages: index.pages.map { ($0.key, $0.frontMatter.translates.map { "en/\($0)" }) },
            computingAcceptedLock: computingAcceptedLock, texts: texts)
        let groups = documentGroups(index.pages.map { ($0.key, $0.frontMatter.translates) })
        // Every English page's address, for links into pages of other groups (`…/Bars.html#…`).
        let englishPages = GuidelineGraph.englishPageAddresses(
            index.pages.map { ($0.frontMatter.lang, $0.frontMatter.canonicalURL) })
        // The groups, and first the checks of the corpus as a whole, which need only what discovery read
        // (nil): done beside the groups, not after them on one core.
        let results = ParallelMap.map([nil] + groups.map(Optional.some)) {
            pageIndices -> Swift.Result<(GroupResult, [PerDocument]), InputError> in
            guard let pageIndices else {
                // Carried as a result of no group: no alignment, coverage or lock entry of its own.
                let findings = Self.wholeCorpusFindings(index, run: run)
                return .success(
                    (
                        GroupResult(
                            alignments: [], findings: findings, coverage: [], lockEntries: [], structureOnly: []), []
                    )
                )
            }
            return ContentIndex.inputResult(index.pages[pageIndices[0]].path) {
                var documents: [Document] = []
                var files: [String: FileLines] = [:]
                for page in pageIndices.map({ index.pages[$0] }) {
                    let parsed = try index.parse(page)
                    documents.append(parsed.document)
                    files[page.path] = parsed.lines
                }
                var parts = documents.map { DocumentGraphBuilder.build($0, glossary: index.glossary) }
                ListItemRulePromotion.apply(to: &parts, documents: documents, glossary: index.glossary)
                let kept = documents.indices.map { position in
                    perDocument(
                        CheckedPage(
                            document: documents[position], graph: parts[position],
                            lines: files[documents[position].path] ?? FileLines(""), position: pageIndices[position]))
                }
                // The pages' nodes moved into the group's graph: nothing holds the pages' graphs any more.
                var graph = GuidelineGraph.merging(taking: &parts)
                let unresolved = graph.resolveLinks(englishPages: englishPages)
                Diagnostic.sortByFile(&graph.diagnostics)
                var result = run.check(
                    documents, graph: graph, sources: SourceLines(files: files), unresolvedLinks: unresolved)
                result.anchorKeys = graph.anchorKeys()
                return (result, kept)
            }
        }
        // A page's error that only its whole file shows: the first in path order, as loading would report.
        let pageOrder = Dictionary(
            index.pages.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        let failures = results.compactMap { result -> InputError? in
            if case .failure(let error) = result { return error }
            return nil
        }
        if let first = failures.min(by: { (pageOrder[$0.path] ?? .max) < (pageOrder[$1.path] ?? .max) }) {
            throw first
        }
        let done = try results.map { try $0.get() }
        let pageFindings = done[0].0.findings
        let checked = done.dropFirst().map { $0.0 }
        var kept = [PerDocument?](repeating: nil, count: index.pages.count)
        for (pageIndices, (_, perPage)) in zip(groups, done.dropFirst()) {
            for (pageIndex, value) in zip(pageIndices, perPage) { kept[pageIndex] = value }
        }
        timer.mark("parse, align and check pairs")
        AllocatorPhases.pairsChecked?()
        let (result, alongside) = ParallelMap.both(
            {
                var anchorKeys = Set<String>()
                for result in checked { anchorKeys.formUnion(result.anchorKeys) }
                return merge(checked, pageFindings: pageFindings, anchorKeys: anchorKeys)
            }, alongsideMerge)
        timer.mark("merge")
        return (result, kept.map { $0! }, alongside)
    }

    /// The findings about the pages of `index` as a whole (`MissingTranslationCheck`), from their
    /// outlines and front matter.
    private static func wholeCorpusFindings(_ index: ContentIndex, run: GroupRun) -> [Diagnostic] {
        let outlines = Corpus(
            contentDirectory: index.contentDirectory, documents: index.pages.map(\.outline), glossary: index.glossary)
        var frontMatters: [String: [String]] = [:]
        for page in index.pages { frontMatters[page.path] = page.frontMatterLines }
        let whole = CheckContext(
            corpus: outlines, graph: GuidelineGraph(), alignments: [], sources: SourceLines(lines: frontMatters),
            matcher: run.matcher)
        return MissingTranslationCheck.check(whole)
            + StaleLockCheck.unclaimed(run.unclaimedLock, contentDirectory: index.contentDirectory)
    }

    /// What every group of one run shares.
    private struct GroupRun: Sendable {
        var contentDirectory: String
        var glossary: Glossary
        var matcher: TermMatcher
        /// The lock's entries per translated document.
        var lockByDocument: [String: [TranslationLock.Entry]]
        /// The entries of translated documents the content does not have, per English document that it
        /// has and their first source is of: the translation's page was renamed (its `id`), and the group
        /// of the English page checks them through the units they were aligned to (`StaleLockCheck`).
        var adoptedLock: [String: [TranslationLock.Entry]]
        /// The entries neither of whose documents the content has, per translated document.
        var unclaimedLock: [String: [TranslationLock.Entry]]
        var hasLock: Bool
        var computingAcceptedLock: Bool
        /// The texts of what every group found and aligned (messages, file names, evidence lists), each
        /// kept once.
        let texts: ConcurrentStringInterner

        init(
            contentDirectory: String, glossary: Glossary, lock: TranslationLock?,
            pages: [(key: String, translates: String?)], computingAcceptedLock: Bool,
            texts: ConcurrentStringInterner = ConcurrentStringInterner()
        ) {
            let documentKeys = Set(pages.map(\.key))
            self.texts = texts
            self.contentDirectory = contentDirectory
            self.glossary = glossary
            matcher = TermMatcher(glossary: glossary)
            lockByDocument = Dictionary(grouping: lock?.entries ?? []) {
                TranslationChecker.documentKey(ofUnit: $0.translation)
            }
            adoptedLock = [:]
            unclaimedLock = [:]
            // The English page each translated page translates now.
            var translatesOf: [String: String] = [:]
            for page in pages { if let english = page.translates { translatesOf[page.key] = english } }
            for (document, entries) in lockByDocument {
                let present = documentKeys.contains(document)
                var kept: [TranslationLock.Entry] = []
                for entry in entries {
                    let source = entry.sources.first.map { TranslationChecker.documentKey(ofUnit: $0.id) }
                    // An entry of a page the content has is that page's, unless it was accepted from another
                    // English page the content has than the one the page translates now: then its id is
                    // another page's now (the page it was accepted for was renamed, and this one took its id).
                    if present,
                        source == nil || !documentKeys.contains(source!) || translatesOf[document] == nil
                            || source == translatesOf[document]
                    {
                        kept.append(entry)
                    } else if let source, documentKeys.contains(source) {
                        adoptedLock[source, default: []].append(entry)
                    } else {
                        unclaimedLock[document, default: []].append(entry)
                    }
                }
                lockByDocument[document] = kept.isEmpty ? nil : kept
            }
            Self.adoptRenamedPair(
                unclaimed: &unclaimedLock, adopted: &adoptedLock, lockByDocument: lockByDocument, pages: pages)
            hasLock = lock != nil
            self.computingAcceptedLock = computingAcceptedLock
        }

        /// When both pages of one translated pair were renamed after the accept (the lock names neither),
        /// and the content has exactly one translation that neither the lock's own entries nor the adopted
        /// ones name, of an English page no entry names: the unclaimed entries are that pair's, their
        /// English units renamed to its English page, and that page's group checks them (HD0328 says so).
        /// With more than one candidate on either side, which is which cannot be told, and the entries stay
        /// unclaimed (HD0328 at the lock).
        static func adoptRenamedPair(
            unclaimed: inout [String: [TranslationLock.Entry]], adopted: inout [String: [TranslationLock.Entry]],
            lockByDocument: [String: [TranslationLock.Entry]], pages: [(key: String, translates: String?)]
        ) {
            guard unclaimed.count == 1, let (_, entries) = unclaimed.first else { return }
            let oldEnglish = Set(entries.compactMap { $0.sources.first.map { documentKey(ofUnit: $0.id) } })
            guard oldEnglish.count == 1, let oldSource = oldEnglish.first else { return }
            var namedEnglish = Set(adopted.keys)
            for entries in lockByDocument.values {
                for entry in entries {
                    if let source = entry.sources.first { namedEnglish.insert(documentKey(ofUnit: source.id)) }
                }
            }
            let candidates = pages.compactMap { page -> String? in
                guard let english = page.translates, lockByDocument[page.key] == nil, !namedEnglish.contains(english)
                else { return nil }
                return english
            }
            guard candidates.count == 1, let newSource = candidates.first else { return }
            let oldPrefix = oldSource + "/"
            let newPrefix = newSource + "/"
            adopted[newSource] = entries.map { entry in
                var renamed = entry
                for index in renamed.sources.indices where renamed.sources[index].id.hasPrefix(oldPrefix) {
                    renamed.sources[index].id = newPrefix + renamed.sources[index].id.dropFirst(oldPrefix.count)
                }
                return renamed
            }
            unclaimed = [:]
        }

        /// Aligns and checks one group, given the graph of its documents and their source lines.
        /// `unresolvedLinks` are diagnostics of the graph whose anchors another group may carry.
        func check(
            _ group: [Document], graph: GuidelineGraph, sources: SourceLines,
            unresolvedLinks: [Diagnostic: String] = [:]
        ) -> GroupResult {
            let keys = group.map(\.key)
            let subCorpus = Corpus(contentDirectory: contentDirectory, documents: group, glossary: glossary)
            let alignments = texts.sharingSignals(
                of: CorpusAligner(corpus: subCorpus, graph: graph, matcher: matcher).alignAll())
            let context = CheckContext(
                corpus: subCorpus, graph: graph, alignments: alignments, sources: sources, matcher: matcher)
            let groupLock =
                hasLock
                ? TranslationLock(entries: keys.flatMap { (lockByDocument[$0] ?? []) + (adoptedLock[$0] ?? []) }) : nil
            let findings = groupFindings(context, lock: groupLock, unresolvedLinks: unresolvedLinks)
            return GroupResult(
                alignments: alignments, findings: texts.sharingTexts(of: Diagnostic.sortedByFile(findings.resolved)),
                coverage: CoverageCalculator.coverage(context),
                lockEntries: computingAcceptedLock && !alignments.isEmpty
                    ? TranslationLock.accept(context).entries : [],
                structureOnly: context.folding.values.flatMap { folding in
                    folding.structureOnlySource.flatMap { carrier, ids in ids.map { ($0, carrier) } }
                },
                unresolvedLinks: findings.unresolved)
        }
    }

    private struct GroupResult: Sendable {
        var alignments: [DocumentAlignment]
        /// Sorted file by file, so that the merge finds each file's findings in order.
        var findings: [Diagnostic]
        var coverage: [Coverage]
        var lockEntries: [TranslationLock.Entry]
        var structureOnly: [(String, String)]
        /// Findings on links the group could not resolve, each with the anchor key it lacks.
        var unresolvedLinks: [(diagnostic: Diagnostic, anchorKey: String)] = []
        /// The anchor keys the group's sections carry.
        var anchorKeys: Set<String> = []
        /// Each page's lines up to the end of its front matter, for checks of the whole corpus.
        var frontMatterLines: [String: [String]] = [:]
    }

    /// One run's findings, alignments, coverage and lock from its groups' results. `pageFindings` are
    /// those about the pages as a whole; unresolved links are reported unless `anchorKeys` has their anchor.
    private static func merge(_ results: [GroupResult], pageFindings: [Diagnostic], anchorKeys: Set<String> = [])
        -> Result
    {
        var findings = pageFindings
        findings.reserveCapacity(findings.count + results.reduce(0) { $0 + $1.findings.count })
        var alignments: [DocumentAlignment] = []
        var coverage: [Coverage] = []
        var lockEntries: [TranslationLock.Entry] = []
        var structureOnly: [String: String] = [:]
        for result in results {
            findings += result.findings
            findings += result.unresolvedLinks.filter { !anchorKeys.contains($0.anchorKey) }.map(\.diagnostic)
            alignments += result.alignments
            coverage += result.coverage
            lockEntries += result.lockEntries
            for (section, carrier) in result.structureOnly { structureOnly[section] = carrier }
        }
        // A page that two translations share is checked in both groups; report its findings once.
        var diagnostics = Diagnostic.removingRepeats(Diagnostic.sortedByFile(consume findings))
        Diagnostic.numberRepeatedFingerprints(&diagnostics)
        // Sorted where they are (moved, not copied).
        alignments.sort { $0.translation < $1.translation }
        return Result(
            alignments: alignments, coverage: mergeBarCoverage(coverage),
            diagnostics: diagnostics, acceptedLock: TranslationLock(entries: lockEntries),
            structureOnly: structureOnly)
    }

    /// Every translation with its source, then every page no translation pairs with, in key order: groups
    /// of indices into `pages`, given as each page's key and the id it translates.
    static func documentGroups(_ pages: [(key: String, translates: String?)]) -> [[Int]] {
        var byKey: [String: Int] = [:]
        for (index, page) in pages.enumerated() where byKey[page.key] == nil { byKey[page.key] = index }
        let byKeyOrder = pages.indices.sorted { pages[$0].key < pages[$1].key }
        var grouped = Set<String>()
        var groups: [[Int]] = []
        for translation in byKeyOrder {
            guard let target = pages[translation].translates, let source = byKey["en/\(target)"] else { continue }
            groups.append([source, translation])
            grouped.formUnion([pages[source].key, pages[translation].key])
        }
        for index in byKeyOrder where !grouped.contains(pages[index].key) { groups.append([index]) }
        return groups
    }

    /// `zh/bars` for a unit id `zh/bars/…`.
    static func documentKey(ofUnit id: String) -> String {
        id.split(separator: "/", maxSplits: 2).prefix(2).joined(separator: "/")
    }

    /// The findings of one document group, with the group's parser and graph findings grouped by bar;
    /// those of `unresolvedLinks` apart, with their anchor keys.
    private static func groupFindings(
        _ context: CheckContext, lock: TranslationLock?, unresolvedLinks: [Diagnostic: String]
    ) -> (resolved: [Diagnostic], unresolved: [(diagnostic: Diagnostic, anchorKey: String)]) {
        var findings: [Diagnostic] = []
        findings += UnalignedSectionCheck.check(context)
        findings += SectionPlacementCheck.check(context)
        findings += UnalignedRuleCheck.check(context)
        findings += MissingRuleBodyCheck.check(context)
        findings += RuleListLengthCheck.check(context)
        // A translation far shorter than its English (HD0324), or outdated (HD0316), lacks sentences, not
        // the glossary's words (HD0329).
        let shortTranslations = ShortTranslationCheck.check(context)
        findings += shortTranslations
        findings += WrongBarNameCheck.check(context)
        findings += UnalignedTableRowCheck.check(context)
        findings += DuplicateTableRowCheck.check(context)
        findings += RowImageMismatchCheck.check(context)
        findings += MalformedTableCheck.check(context)
        findings += NumberMismatchCheck.check(context)
        // The two prose checks read one prose and its section pairs.
        var prose = SectionProse(context)
        let sectionPairs = context.alignments.map { prose.sectionPairs(of: $0) }
        findings += ProseNumberMismatchCheck.check(context, prose: prose, sectionPairs: sectionPairs)
        findings += OneSidedLinkCheck.check(context)
        findings += OneSidedProseLinkCheck.check(context, prose: prose, sectionPairs: sectionPairs)
        findings += OneSidedImageCheck.check(context)
        findings += InconsistentTableNumberingCheck.check(context)
        findings += UndefinedLinkReferenceCheck.check(context)
        findings += FootnoteCheck.check(context)
        findings += InconsistentTermTranslationCheck.check(context)
        let outdated = OutdatedTranslationCheck.check(context, lock: lock)
        findings += GlossaryTermMissingCheck.check(
            context, incomplete: Set((shortTranslations + outdated).map(\.location)))
        findings += UntranslatedProseCheck.check(context)
        findings += EditionMismatchCheck.check(context)
        findings += outdated
        findings += StaleLockCheck.renamedPages(context, lock: lock)
        // Parser and graph findings in a translated pair are grouped with their bar, like the checks' own.
        var graphDiagnostics = context.graph.diagnostics
        let anchorKeys = graphDiagnostics.map { unresolvedLinks.isEmpty ? nil : unresolvedLinks[$0] }
        if !context.alignments.isEmpty {
            let keyByPath = Dictionary(
                context.corpus.documents.map { ($0.path, $0.key) }, uniquingKeysWith: { first, _ in first })
            for index in graphDiagnostics.indices where graphDiagnostics[index].bar == nil {
                if let key = keyByPath[graphDiagnostics[index].location.file] {
                    graphDiagnostics[index].bar = context.bar(
                        at: graphDiagnostics[index].location.line, document: key)
                }
            }
        }
        guard !unresolvedLinks.isEmpty else { return (graphDiagnostics + findings, []) }
        var resolved: [Diagnostic] = []
        var unresolved: [(diagnostic: Diagnostic, anchorKey: String)] = []
        for (diagnostic, anchorKey) in zip(graphDiagnostics, anchorKeys) {
            if let anchorKey { unresolved.append((diagnostic, anchorKey)) } else { resolved.append(diagnostic) }
        }
        return (resolved + findings, unresolved)
    }

    /// Document coverage as computed per group; bar coverage summed over all groups of a language. A
    /// corpus without any translation has no coverage, though its pages' groups count their units.
    private static func mergeBarCoverage(_ coverage: [Coverage]) -> [Coverage] {
        let documents = coverage.filter { $0.scope == .document }
        guard !documents.isEmpty else { return [] }
        var totals: [Language: [String: Coverage]] = [:]
        for entry in coverage where entry.scope == .bar {
            if var total = totals[entry.language]?[entry.id] {
                total.sections.aligned += entry.sections.aligned
                total.sections.total += entry.sections.total
                total.rules.aligned += entry.rules.aligned
                total.rules.total += entry.rules.total
                total.systemItems.aligned += entry.systemItems.aligned
                total.systemItems.total += entry.systemItems.total
                totals[entry.language]![entry.id] = total
            } else {
                totals[entry.language, default: [:]][entry.id] = entry
            }
        }
        var bars: [Coverage] = []
        for language in Language.allCases {
            for bar in Glossary.barIDs { if let entry = totals[language]?[bar] { bars.append(entry) } }
        }
        return documents + bars
    }
}
