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

    func barPage(_ language: Language, _ bar: String) -> SitePageModel<BarPage> {
        let route = PageRoute.bar(language, bar)
        let strings = SiteStrings.of(language)
        let other: Language = language == .en ? .zh : .en
        let sections = context.placement.barParts[language]?[bar] ?? []
        let parts = sections.compactMap { section -> BarPage.Part? in
            guard let document = context.documents[section.document], let info = context.documentInfos[section.document]
            else { return nil }
            let blocks = Array(document.blocks[section.blockStart..<min(section.blockEnd, document.blocks.count)])
            return BarPage.Part(
                documentTitle: info.title, documentHref: route.href(to: context.placement.documentRoute(info.key)),
                edition: info.edition, source: info.source,
                body: body.render(blocks, of: document, on: route, headingShift: 2 - section.level))
        }
        let documents = Set(sections.map(\.document))
        let rules = context.graph.rules.filter { documents.contains($0.document) && context.belongs($0.id, to: bar) }
        let items = context.graph.systemItems.filter { documents.contains($0.document) && $0.bars.contains(bar) }
        let name = context.barName(bar, in: language)
        let content = BarPage(
            name: name, otherName: context.barName(bar, in: other), otherLang: other.bcp47,
            parallelHref: route.href(to: .parallel(language, bar)), itemsHref: route.href(to: .items(language)),
            parts: parts, isEmpty: parts.isEmpty, ruleCount: rules.count, itemCount: items.count)
        let description =
            language == .en ? "Guidelines for the \(name) from every page of the corpus." : "关于\(name)的全部指南。"
        _ = strings
        return SitePageModel(chrome: chrome(route, title: name, description: description), content: content)
    }

    func documentPage(_ language: Language, _ slug: String) -> SitePageModel<DocumentPage> {
        let route = PageRoute.document(language, slug)
        let strings = SiteStrings.of(language)
        let info =
            context.document(slug: slug, language: language)
            ?? context.document(slug: slug, language: language == .en ? .zh : .en)!
        let document = context.documents[info.key]!
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
