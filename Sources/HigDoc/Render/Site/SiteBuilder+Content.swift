extension SiteBuilder {
    func rootPage() -> SitePageModel<RootPage> {
        let doors = Language.allCases.map { language in
            let strings = SiteStrings.of(language)
            return RootPage.Door(
                lang: language.bcp47, href: PageRoute.root.href(to: .home(language)), siteName: strings.siteName,
                tagline: strings.tagline, languageName: language.displayName)
        }
        return SitePageModel(
            chrome: chrome(.root, title: SiteStrings.english.siteName),
            content: RootPage(heading: SiteStrings.english.siteName, doors: doors))
    }

    func barPage(_ language: Language, _ bar: String, page: Int = 1) throws -> SitePageModel<BarPage> {
        let route = PageRoute.paged(.bar(language, bar), page)
        let strings = SiteStrings.of(language)
        let other: Language = language == .en ? .zh : .en
        let pageCount = max(1, context.placement.barPageCount(language, bar))
        let sections = context.placement.barPage(language, bar, page)
        let parts = try sections.compactMap { section -> BarPage.Part? in
            guard let shown = try body.shown(section.document), let info = context.documentInfos[section.document]
            else { return nil }
            let blocks = section.blockStart..<min(section.blockEnd, shown.outline.blockCount)
            return BarPage.Part(
                documentTitle: info.title, documentHref: route.href(to: context.placement.documentRoute(info.key)),
                edition: info.edition, source: info.source,
                body: try body.render(blocks, of: shown, on: route, headingShift: 2 - section.level))
        }
        let counts = barCounts[language]?[bar] ?? (0, 0)
        let name = context.barName(bar, in: language)
        let navigation = PageNavigation.of(route, count: pageCount, strings: strings)
        let content = BarPage(
            name: name, otherName: context.barName(bar, in: other), otherLang: other.bcp47,
            parallelHref: route.href(to: .parallel(language, bar)), itemsHref: route.href(to: .items(language)),
            parts: parts,
            partLabels: BarPage.PartLabels(
                fromDocument: strings.fromDocument, edition: strings.edition, source: strings.source),
            isEmpty: parts.isEmpty, ruleCount: counts.rules, itemCount: counts.items,
            pagination: navigation)
        let description =
            language == .en ? "Guidelines for the \(name) from every page of the corpus." : "关于\(name)的全部指南。"
        return SitePageModel(
            chrome: chrome(route, title: pagedTitle(name, route, navigation), description: description),
            content: content)
    }

    /// The rules and system items each bar page counts, per language: those of the documents the bar's
    /// pages gather.
    ///
    /// Worked out over bar masks (one bit per bar of `Glossary.barIDs`, the only bars with pages): per
    /// document, the bars whose pages show it in each language; per unit, its bars. A unit counts on
    /// the bars of both masks, without a list of bar names or a set lookup per bar and language.
    static func barCounts(_ context: SiteContext) -> [Language: [String: (rules: Int, items: Int)]] {
        let languages = Language.allCases
        let barIDs = Glossary.barIDs
        // Per document key, per language (in `languages` order): the bars whose pages show it.
        var shown: [String: [UInt8]] = [:]
        // Per language, per bar of `barIDs`: the rules and the items counted.
        var rules = [[Int]](repeating: [Int](repeating: 0, count: barIDs.count), count: languages.count)
        var items = rules
        // Per language: the bars that have pages.
        var paged: [[String]] = Array(repeating: [], count: languages.count)
        for (languageIndex, language) in languages.enumerated() {
            for (bar, keys) in context.placement.barPartDocuments[language] ?? [:] {
                paged[languageIndex].append(bar)
                let bit = UnitBars.bit(bar)
                for key in keys {
                    shown[key, default: [UInt8](repeating: 0, count: languages.count)][languageIndex] |= bit
                }
            }
        }
        // The document looked up last and its bars (units of one document follow each other).
        var last: (document: String, masks: [UInt8]?)?
        func count(_ mask: UInt8, document: String, into counts: inout [[Int]]) {
            guard mask != 0 else { return }
            if last?.document != document { last = (document, shown[document]) }
            guard let documentMasks = last?.masks else { return }
            for languageIndex in languages.indices {
                let both = mask & documentMasks[languageIndex]
                guard both != 0 else { continue }
                for barIndex in barIDs.indices where both & 1 << barIndex != 0 {
                    counts[languageIndex][barIndex] += 1
                }
            }
        }
        let graph = context.graph
        for index in graph.rules.indices {
            count(context.barMask(ofRuleAt: index), document: graph.rules[index].document, into: &rules)
        }
        for index in graph.systemItems.indices {
            count(
                UnitBars.mask(graph.systemItems[index].bars), document: graph.systemItems[index].document, into: &items)
        }
        // Every bar page is counted, if only as zero.
        var counts: [Language: [String: (rules: Int, items: Int)]] = [:]
        for (languageIndex, language) in languages.enumerated() where !paged[languageIndex].isEmpty {
            var byBar: [String: (rules: Int, items: Int)] = [:]
            for bar in paged[languageIndex] {
                byBar[bar] =
                    barIDs.firstIndex(of: bar).map {
                        (rules[languageIndex][$0], items[languageIndex][$0])
                    } ?? (0, 0)
            }
            counts[language] = byBar
        }
        return counts
    }

    func documentPage(_ language: Language, _ slug: String) throws -> SitePageModel<DocumentPage> {
        let route = PageRoute.document(language, slug)
        let strings = SiteStrings.of(language)
        let info =
            context.document(slug: slug, language: language)
            ?? context.document(slug: slug, language: language == .en ? .zh : .en)!
        guard let shown = try body.shown(info.key) else {
            throw InputError(path: info.path, "no parsed document for \(info.key)")
        }
        let outline = shown.outline
        var first = 0
        var titleAnchor: String?
        // The page title is the h1; a first heading that repeats it would say it twice.
        if let heading = outline.headings.first, heading.block == 0,
            outline.firstHeadingText == Text.collapseWhitespace(info.title)
        {
            first = 1
            titleAnchor = context.sectionsOf(document: info.key).first { $0.location == heading.start }
                .map { SiteAnchor.id(for: $0.id) }
        }
        let shift = outline.topLevel(from: first).map { 2 - $0 } ?? 0
        let translationOf = info.translates.flatMap { context.documentInfos[$0] }.map { source in
            DocumentPage.TranslationOf(
                title: source.title, href: route.href(to: context.placement.documentRoute(source.key)),
                edition: source.edition)
        }
        let content = DocumentPage(
            title: info.title, titleAnchor: titleAnchor, contentLang: info.lang.bcp47, edition: info.edition,
            source: info.source,
            // The front matter's address is the content's as a link's is: a `javascript:` one is dropped.
            canonicalURL: info.canonicalURL.flatMap {
                LinkRewriter.isUnsafe($0) ? nil : URLPercentEncoding.address($0)
            },
            untranslatedNotice: info.lang == language ? nil : strings.untranslatedNotice,
            translationOf: translationOf,
            contents: pageContents(of: info.key, outline: outline, from: first, headingShift: shift),
            body: try body.render(first..<outline.blockCount, of: shown, on: route, headingShift: shift))
        return SitePageModel(chrome: chrome(route, title: info.title), content: content)
    }

    /// The sections of document `key` whose headings the page shows as h2 and h3, in order: those of its
    /// top-level headings from block `first` on (the title's heading is the page's h1), each with the
    /// anchor its heading carries and its level moved by `headingShift`, as the body renders it.
    func pageContents(of key: String, outline: RenderedBody.Outline, from first: Int, headingShift: Int)
        -> [DocumentPage.ContentsEntry]
    {
        var shown: [SourceLocation: Int] = [:]
        for heading in outline.headings where heading.block >= first {
            shown[heading.start] = HeadingLevels.level(heading.level, shiftedBy: headingShift)
        }
        return context.sectionsOf(document: key).compactMap { section in
            guard let level = shown[section.location], level <= 3 else { return nil }
            return DocumentPage.ContentsEntry(
                title: section.title, anchor: SiteAnchor.id(for: section.id), level: level)
        }
    }

    func dataPage(_ language: Language) -> SitePageModel<DataPage> {
        let strings = SiteStrings.of(language)
        let graph = context.graph
        let labels: [(String, String, Int)] = [
            ("Documents", "文档", graph.documents.count), ("Bars", "栏", graph.bars.count),
            ("Sections", "章节", graph.sections.count), ("Guidelines", "指南", graph.rules.count),
            ("System items", "系统项目", graph.systemItems.count), ("Notes", "备注", graph.notes.count),
            ("Links", "链接", graph.links.count), ("Images", "图片", graph.images.count),
            ("Alignments", "对齐", context.input.alignments.count),
        ]
        let counts = labels.map { DataPage.Count(label: language == .en ? $0.0 : $0.1, value: $0.2) }
        return SitePageModel(
            chrome: chrome(.data(language), title: strings.data),
            content: DataPage(intro: strings.specIntro, counts: counts))
    }
}
