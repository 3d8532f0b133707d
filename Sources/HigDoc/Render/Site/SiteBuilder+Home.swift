extension SiteBuilder {
    func homePage(_ language: Language) -> SitePageModel<HomePage> {
        let route = PageRoute.home(language)
        let strings = SiteStrings.of(language)
        let other: Language = language == .en ? .zh : .en
        let graph = context.graph
        let cards = graph.bars.map { bar -> HomePage.BarCard in
            let coverage = barCoverage(bar.id)
            return HomePage.BarCard(
                id: bar.id, name: context.barName(bar.id, in: language), otherName: context.barName(bar.id, in: other),
                otherLang: other.bcp47, href: route.href(to: .bar(language, bar.id)),
                parallelHref: route.href(to: .parallel(language, bar.id)),
                enRules: unitCounts.rules(.en, bar: bar.id), zhRules: unitCounts.rules(.zh, bar: bar.id),
                enItems: unitCounts.items(.en, bar: bar.id), zhItems: unitCounts.items(.zh, bar: bar.id),
                coveragePercent: coverage.percent,
                coverageLabel: coverage.total == 0 ? "—" : "\(coverage.percent)%")
        }
        let total = graph.bars.reduce(Coverage.Ratio(aligned: 0, total: 0)) { sum, bar in
            let ratio = barCoverage(bar.id)
            return Coverage.Ratio(aligned: sum.aligned + ratio.aligned, total: sum.total + ratio.total)
        }
        let languages = Language.allCases.map { lang in
            let (documents, rules, items) = (
                context.documents(in: lang).count, unitCounts.rules[lang] ?? 0, unitCounts.items[lang] ?? 0
            )
            return HomePage.LanguageSummary(
                name: lang.displayName, lang: lang.bcp47, href: route.href(to: .home(lang)),
                documents: documents, rules: rules, items: items,
                documentsNoun: strings.noun(.documents, count: documents),
                rulesNoun: strings.noun(.rules, count: rules), itemsNoun: strings.noun(.systemItems, count: items),
                note: lang == .en
                    ? strings.sourceLanguage : "\(strings.coverage) \(total.total == 0 ? "—" : "\(total.percent)%")",
                coveragePercent: lang == .en ? 100 : total.percent)
        }
        let documents = context.documentSlugs.compactMap { slug -> HomePage.DocumentLink? in
            guard
                let info = context.document(slug: slug, language: language)
                    ?? context.document(slug: slug, language: other)
            else { return nil }
            return HomePage.DocumentLink(
                title: info.title, lang: info.lang.bcp47, edition: info.edition,
                href: route.href(to: .document(language, slug)),
                languageName: info.lang == language ? "" : info.lang.displayName)
        }
        let content = HomePage(tagline: strings.tagline, bars: cards, languages: languages, documents: documents)
        return SitePageModel(chrome: chrome(route, title: strings.siteName), content: content)
    }

    /// The kinds of unit coverage counts.
    enum UnitKind: CaseIterable, Sendable {
        case sections, rules, systemItems
    }

    /// How many English units of a bar have a counterpart in the translations (sections, rules, items).
    func barCoverage(_ bar: String) -> Coverage.Ratio {
        let parts = [
            barCoverage(bar, kind: .sections), barCoverage(bar, kind: .rules), barCoverage(bar, kind: .systemItems),
        ]
        return Coverage.Ratio(aligned: parts.map(\.aligned).reduce(0, +), total: parts.map(\.total).reduce(0, +))
    }

    /// Coverage of one kind of unit for a bar (measured once per build: every QA page shows it).
    func barCoverage(_ bar: String, kind: UnitKind) -> Coverage.Ratio {
        barCoverages[bar]?[kind] ?? Self.measureBarCoverage(context, bar, kind: kind)
    }

    /// The coverage of every bar and kind of unit.
    static func barCoverages(_ context: SiteContext) -> [String: [UnitKind: Coverage.Ratio]] {
        var coverages: [String: [UnitKind: Coverage.Ratio]] = [:]
        for bar in context.graph.bars {
            for kind in UnitKind.allCases {
                coverages[bar.id, default: [:]][kind] = measureBarCoverage(context, bar.id, kind: kind)
            }
        }
        return coverages
    }

    /// Coverage of one kind of unit for a bar: the checker's figure when it measured one, else counted
    /// from the alignments.
    static func measureBarCoverage(_ context: SiteContext, _ bar: String, kind: UnitKind) -> Coverage.Ratio {
        func pick(_ coverage: Coverage) -> Coverage.Ratio {
            switch kind {
            case .sections: coverage.sections
            case .rules: coverage.rules
            case .systemItems: coverage.systemItems
            }
        }
        let measured = context.input.coverage.filter { $0.scope == .bar && $0.id == bar }
        if !measured.isEmpty {
            return measured.map(pick).reduce(Coverage.Ratio(aligned: 0, total: 0)) {
                Coverage.Ratio(aligned: $0.aligned + $1.aligned, total: $0.total + $1.total)
            }
        }
        var aligned = 0
        var total = 0
        for alignment in context.input.alignments {
            let pairs: [AlignedPair]
            switch kind {
            case .sections: pairs = alignment.sections
            case .rules: pairs = alignment.rules
            case .systemItems: pairs = alignment.systemItems
            }
            for pair in pairs {
                guard let source = pair.source, context.belongs(source, to: bar) else { continue }
                total += 1
                if pair.translation != nil { aligned += 1 }
            }
        }
        return Coverage.Ratio(aligned: aligned, total: total)
    }
}
