extension SiteBuilder {
    func rootPage() -> SitePageModel<RootPage> {
        let doors = Language.allCases.map { language in
            let strings = SiteStrings.of(language)
            return RootPage.Door(
                lang: language.bcp47, href: PageRoute.root.href(to: .home(language)), siteName: strings.siteName,
                tagline: strings.tagline, languageName: language.displayName)
        }
        return SitePageModel(
            chrome: chrome(.root, title: SiteStrings.english.siteName), content: RootPage(doors: doors))
    }

    func barPage(_ language: Language, _ bar: String, page: Int = 1) throws -> SitePageModel<BarPage> {
        let route = PageRoute.paged(.bar(language, bar), page)
        let strings = SiteStrings.of(language)
        let other: Language = language == .en ? .zh : .en
        let pageCount = max(1, context.placement.barPageCount(language, bar))
        let sections = context.placement.barPage(language, bar, page)
        let parts = try sections.compactMap { section -> BarPage.Part? in
            guard let document = try context.documents.document(section.document),
                let info = context.documentInfos[section.document]
            else { return nil }
            let blocks = Array(document.blocks[section.blockStart..<min(section.blockEnd, document.blocks.count)])
            return BarPage.Part(
                documentTitle: info.title, documentHref: route.href(to: context.placement.documentRoute(info.key)),
                edition: info.edition, source: info.source,
                body: body.render(blocks, of: document, on: route, headingShift: 2 - section.level))
        }
        let counts = barCounts[language]?[bar] ?? (0, 0)
        let name = context.barName(bar, in: language)
        let navigation = PageNavigation.of(route, count: pageCount, strings: strings)
        let content = BarPage(
            name: name, otherName: context.barName(bar, in: other), otherLang: other.bcp47,
            parallelHref: route.href(to: .parallel(language, bar)), itemsHref: route.href(to: .items(language)),
            parts: parts, isEmpty: parts.isEmpty, ruleCount: counts.rules, itemCount: counts.items,
            pagination: navigation)
        let description =
            language == .en ? "Guidelines for the \(name) from every page of the corpus." : "关于\(name)的全部指南。"
        return SitePageModel(
            chrome: chrome(route, title: pagedTitle(name, route, navigation), description: description),
            content: content)
    }

    /// The rules and system items each bar page counts, per language: those of the documents the bar's
    /// pages gather.
    static func barCounts(_ context: SiteContext) -> [Language: [String: (rules: Int, items: Int)]] {
        // The documents each bar page of each language shows; every bar page is counted, if only as zero.
        var documents: [Language: [String: Set<String>]] = [:]
        var counts: [Language: [String: (rules: Int, items: Int)]] = [:]
        for (language, bars) in context.placement.barPartDocuments {
            for (bar, keys) in bars {
                documents[language, default: [:]][bar] = keys
                counts[language, default: [:]][bar] = (0, 0)
            }
        }
        // One pass over the units: each is counted on every bar page that shows its document and that it
        // belongs to (a rule through its section's bars, an item through its own).
        for rule in context.graph.rules {
            let bars = context.bars(ofUnit: rule.id)
            for (index, bar) in bars.enumerated() where !bars[..<index].contains(bar) {
                for (language, shown) in documents where shown[bar]?.contains(rule.document) == true {
                    counts[language]![bar]!.rules += 1
                }
            }
        }
        for item in context.graph.systemItems {
            for (index, bar) in item.bars.enumerated() where !item.bars[..<index].contains(bar) {
                for (language, shown) in documents where shown[bar]?.contains(item.document) == true {
                    counts[language]![bar]!.items += 1
                }
            }
        }
        return counts
    }

    func documentPage(_ language: Language, _ slug: String) throws -> SitePageModel<DocumentPage> {
        let route = PageRoute.document(language, slug)
        let strings = SiteStrings.of(language)
        let info =
            context.document(slug: slug, language: language)
            ?? context.document(slug: slug, language: language == .en ? .zh : .en)!
        guard let document = try context.documents.document(info.key) else {
            throw InputError(path: info.path, "no parsed document for \(info.key)")
        }
        var blocks = document.blocks
        var titleAnchor: String?
        // The page title is the h1; a first heading that repeats it would say it twice.
        if case .heading(let heading)? = blocks.first,
            Text.collapseWhitespace(heading.inlines.plainText) == Text.collapseWhitespace(info.title)
        {
            blocks.removeFirst()
            titleAnchor = context.sectionsOf(document: info.key).first { $0.location == heading.range.start }
                .map { SiteAnchor.id(for: $0.id) }
        }
        let shift = HeadingLevels.topLevel(of: blocks).map { 2 - $0 } ?? 0
        let translationOf = info.translates.flatMap { context.documentInfos[$0] }.map { source in
            DocumentPage.TranslationOf(
                title: source.title, href: route.href(to: context.placement.documentRoute(source.key)),
                edition: source.edition)
        }
        let content = DocumentPage(
            title: info.title, titleAnchor: titleAnchor, contentLang: info.lang.bcp47, edition: info.edition,
            source: info.source,
            canonicalURL: info.canonicalURL,
            untranslatedNotice: info.lang == language ? nil : strings.untranslatedNotice,
            translationOf: translationOf, body: body.render(blocks, of: document, on: route, headingShift: shift))
        return SitePageModel(chrome: chrome(route, title: info.title), content: content)
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
