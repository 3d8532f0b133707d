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
        let graph = graph ?? GuidelineGraph.build(corpus)
        timer.mark("graph")
        let sources = sources ?? SourceLines.read(corpus)
        timer.mark("source lines")
        let matcher = TermMatcher(glossary: corpus.glossary)
        let parts = graph.partitionIndices()
        let lockByDocument = Dictionary(grouping: lock?.entries ?? []) { Self.documentKey(ofUnit: $0.translation) }
        // Documents are independent until alignment, and alignment is per document pair: check each
        // group (a translation with its source, or a page alone) on its own, on all cores.
        let groups = documentGroups(corpus)
        timer.mark("partition")
        let results = ParallelMap.map(groups) { group -> GroupResult in
            let keys = group.map(\.key)
            let subCorpus = Corpus(
                contentDirectory: corpus.contentDirectory, documents: group, glossary: corpus.glossary)
            let subGraph = graph.part(keys.compactMap { parts[$0] })
            var files: [String: [String]] = [:]
            for document in group { files[document.path] = sources.files[document.path] }
            let alignments = CorpusAligner(corpus: subCorpus, graph: subGraph, matcher: matcher).alignAll()
            let context = CheckContext(
                corpus: subCorpus, graph: subGraph, alignments: alignments, sources: SourceLines(files: files),
                matcher: matcher)
            let groupLock = lock.map { _ in TranslationLock(entries: keys.flatMap { lockByDocument[$0] ?? [] }) }
            return GroupResult(
                alignments: alignments, findings: groupFindings(context, lock: groupLock),
                coverage: CoverageCalculator.coverage(context),
                lockEntries: computingAcceptedLock && !alignments.isEmpty
                    ? TranslationLock.accept(context).entries : [],
                structureOnly: context.folding.values.flatMap { folding in
                    folding.structureOnlySource.flatMap { carrier, ids in ids.map { ($0, carrier) } }
                })
        }
        timer.mark("align and check pairs")
        let whole = CheckContext(
            corpus: corpus, graph: GuidelineGraph(), alignments: [], sources: sources, matcher: matcher)
        var findings = MissingTranslationCheck.check(whole)
        findings.reserveCapacity(findings.count + results.reduce(0) { $0 + $1.findings.count })
        var alignments: [DocumentAlignment] = []
        var coverage: [Coverage] = []
        var lockEntries: [TranslationLock.Entry] = []
        var structureOnly: [String: String] = [:]
        for result in results {
            findings += result.findings
            alignments += result.alignments
            coverage += result.coverage
            lockEntries += result.lockEntries
            for (section, carrier) in result.structureOnly { structureOnly[section] = carrier }
        }
        // A page that two translations share is checked in both groups; report its findings once.
        let diagnostics = removingRepeats(Diagnostic.sortedByFile(findings))
        timer.mark("merge")
        return Result(
            alignments: alignments.sorted { $0.translation < $1.translation }, coverage: mergeBarCoverage(coverage),
            diagnostics: diagnostics, acceptedLock: TranslationLock(entries: lockEntries),
            structureOnly: structureOnly)
    }

    private struct GroupResult: Sendable {
        var alignments: [DocumentAlignment]
        var findings: [Diagnostic]
        var coverage: [Coverage]
        var lockEntries: [TranslationLock.Entry]
        var structureOnly: [(String, String)]
    }

    /// Sorted diagnostics with each repeat of an earlier one left out. The sort is stable and equal
    /// diagnostics share a sort key, so this keeps what dropping repeats before sorting would keep, in
    /// the same order, comparing each diagnostic only with those of its location, code and message.
    static func removingRepeats(_ sorted: [Diagnostic]) -> [Diagnostic] {
        var repeats: [Int] = []
        var runStart = 0
        for index in sorted.indices.dropFirst() {
            if sorted[index - 1] < sorted[index] {
                runStart = index
            } else if sorted[runStart..<index].contains(sorted[index]) {
                repeats.append(index)
            }
        }
        // Usually there is none: then the sorted array is the answer, not a copy of it.
        guard !repeats.isEmpty else { return sorted }
        var kept = sorted
        for index in repeats.reversed() { kept.remove(at: index) }
        return kept
    }

    /// Every translation with its source, then every page no translation pairs with, in key order.
    static func documentGroups(_ corpus: Corpus) -> [[Document]] {
        let byKey = Dictionary(corpus.documents.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var grouped = Set<String>()
        var groups: [[Document]] = []
        for translation in corpus.documents.sorted(by: { $0.key < $1.key }) {
            guard let target = translation.frontMatter.translates, let source = byKey["en/\(target)"] else { continue }
            groups.append([source, translation])
            grouped.formUnion([source.key, translation.key])
        }
        for document in corpus.documents.sorted(by: { $0.key < $1.key }) where !grouped.contains(document.key) {
            groups.append([document])
        }
        return groups
    }

    /// `zh/bars` for a unit id `zh/bars/…`.
    static func documentKey(ofUnit id: String) -> String {
        id.split(separator: "/", maxSplits: 2).prefix(2).joined(separator: "/")
    }

    /// The findings of one document group, with the group's parser and graph findings grouped by bar.
    private static func groupFindings(_ context: CheckContext, lock: TranslationLock?) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        findings += UnalignedSectionCheck.check(context)
        findings += UnalignedRuleCheck.check(context)
        findings += UnalignedTableRowCheck.check(context)
        findings += DuplicateTableRowCheck.check(context)
        findings += MalformedTableCheck.check(context)
        findings += NumberMismatchCheck.check(context)
        findings += OneSidedLinkCheck.check(context)
        findings += OneSidedImageCheck.check(context)
        findings += InconsistentTableNumberingCheck.check(context)
        findings += InconsistentTermTranslationCheck.check(context)
        findings += UntranslatedProseCheck.check(context)
        findings += EditionMismatchCheck.check(context)
        findings += OutdatedTranslationCheck.check(context, lock: lock)
        // Parser and graph findings in a translated pair are grouped with their bar, like the checks' own.
        var graphDiagnostics = context.graph.diagnostics
        if !context.alignments.isEmpty {
            let keyByPath = Dictionary(
                context.corpus.documents.map { ($0.path, $0.key) }, uniquingKeysWith: { first, _ in first })
            for index in graphDiagnostics.indices where graphDiagnostics[index].bar == nil {
                if let key = keyByPath[graphDiagnostics[index].location.file] {
                    graphDiagnostics[index].bar = InconsistentTableNumberingCheck.bar(
                        at: graphDiagnostics[index].location.line, document: key, context)
                }
            }
        }
        return graphDiagnostics + findings
    }

    /// Document coverage as computed per group; bar coverage summed over all groups of a language.
    private static func mergeBarCoverage(_ coverage: [Coverage]) -> [Coverage] {
        let documents = coverage.filter { $0.scope == .document }
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
