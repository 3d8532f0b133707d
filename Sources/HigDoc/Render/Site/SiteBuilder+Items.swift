extension SiteBuilder {
    static let itemKindTitles: [SystemItem.Kind: (en: String, zh: String)] = [
        .barButtonItem: ("Toolbar and navigation bar buttons", "工具栏和导航栏按钮"),
        .tabBarItem: ("Tab bar icons", "标签栏图标"),
        .searchBarElement: ("Search bar elements", "搜索栏元素"),
    ]

    func itemCatalogPage(_ language: Language, page: Int = 1) -> SitePageModel<ItemCatalogPage> {
        let route = PageRoute.paged(.items(language), page)
        let strings = SiteStrings.of(language)
        let perPage = context.input.pageSizes.rows
        let all = context.catalogPairs
        let pairs = all[SitePageSizes.slice(page, of: all.count, perPage: perPage)]
        let kinds: [SystemItem.Kind] = [.barButtonItem, .tabBarItem, .searchBarElement]
        let groups = kinds.compactMap { kind -> ItemCatalogPage.Group? in
            let rows = pairs.filter { $0.kind == kind }.compactMap { pair -> ItemCatalogPage.Row? in
                let en = pair.source.flatMap { context.items[$0] }
                let zh = pair.translation.flatMap { context.items[$0] }
                guard let any = en ?? zh, any.kind == kind else { return nil }
                let status = context.alignment.status(of: any.id)
                let label: String
                switch status {
                case .aligned: label = strings.aligned
                case .missing: label = strings.missingInTranslation
                case .extra: label = strings.noSourceCounterpart
                case .unaligned: label = strings.notAligned
                }
                let preferred = (language == .en ? en : zh) ?? any
                let bars = any.bars.map { context.barName($0, in: language) }.joined(
                    separator: language == .en ? ", " : "、")
                let image =
                    (en?.image ?? zh?.image).map { source in
                        ImagePlaceholder.html(
                            for: Inline.InlineImage(source: source, alt: any.symbol ?? any.name, location: any.location)
                        )
                    } ?? ""
                return ItemCatalogPage.Row(
                    id: "item-" + SiteAnchor.dotted(any.id), placeholder: image,
                    enName: en?.name,
                    enHref: en.map { route.href(to: context.route(of: $0), anchor: SiteAnchor.id(for: $0.id)) },
                    zhName: zh?.localizedName,
                    zhHref: zh.map { route.href(to: context.route(of: $0), anchor: SiteAnchor.id(for: $0.id)) },
                    meaning: preferred.meaning,
                    meaningLang: context.documentInfos[preferred.document]?.lang.bcp47 ?? language.bcp47,
                    bars: bars, status: status.rawValue, statusLabel: label)
            }
            guard !rows.isEmpty, let titles = Self.itemKindTitles[kind] else { return nil }
            return ItemCatalogPage.Group(id: kind.rawValue, title: language == .en ? titles.en : titles.zh, rows: rows)
        }
        let navigation = PageNavigation.of(
            route, count: SitePageSizes.pageCount(all.count, perPage: perPage), strings: strings)
        return SitePageModel(
            chrome: chrome(route, title: pagedTitle(strings.items, route, navigation)),
            content: ItemCatalogPage(groups: groups, pagination: navigation))
    }
}
