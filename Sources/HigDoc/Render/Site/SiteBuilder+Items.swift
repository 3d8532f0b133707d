extension SiteBuilder {
    static let itemKindTitles: [SystemItem.Kind: (en: String, zh: String)] = [
        .barButtonItem: ("Toolbar and navigation bar buttons", "工具栏和导航栏按钮"),
        .tabBarItem: ("Tab bar icons", "标签栏图标"),
        .searchBarElement: ("Search bar elements", "搜索栏元素"),
    ]

    /// Page `page` of the item catalog in `language`. Both languages' pages list the same rows, with the
    /// same ids, images, names and links: given the page in the other language (`sharing`), the page takes
    /// those from that page's rows and makes only its own meanings, bar names and status labels.
    func itemCatalogPage(_ language: Language, page: Int = 1, sharing other: ItemCatalogPage? = nil)
        -> SitePageModel<ItemCatalogPage>
    {
        let route = PageRoute.paged(.items(language), page)
        let strings = SiteStrings.of(language)
        let perPage = context.input.pageSizes.rows
        let all = context.catalogPairs
        let pairs = all[SitePageSizes.slice(page, of: all.count, perPage: perPage)]
        let kinds: [SystemItem.Kind] = [.barButtonItem, .tabBarItem, .searchBarElement]
        // Items are read in the graph where they are, by position: a copy retains each of their strings.
        let items = context.graph.systemItems
        let groups = kinds.compactMap { kind -> ItemCatalogPage.Group? in
            // The other page's rows of the kind, in the same order as these.
            let shared = other?.groups.first { $0.id == kind.rawValue }?.rows
            var sharedIndex = 0
            // The pairs read where they are too (a filtered copy of them retained their two ids).
            let rows = pairs.indices.compactMap { index -> ItemCatalogPage.Row? in
                guard pairs[index].kind == kind else { return nil }
                let en = pairs[index].sourcePosition.map(Int.init)
                let zh = pairs[index].translationPosition.map(Int.init)
                guard let any = en ?? zh, items[any].kind == kind else { return nil }
                let status = pairs[index].status
                let label: String
                switch status {
                case .aligned: label = strings.aligned
                case .missing: label = strings.missingInTranslation
                case .extra: label = strings.noSourceCounterpart
                case .unaligned: label = strings.notAligned
                }
                let preferred = (language == .en ? en : zh) ?? any
                let bars = items[any].bars.map { context.barName($0, in: language) }.joined(
                    separator: language == .en ? ", " : "、")
                let meaningLang =
                    context.documentInfos[items[preferred].document]?.lang.bcp47 ?? language.bcp47
                if let shared, shared.indices.contains(sharedIndex) {
                    var row = shared[sharedIndex]
                    sharedIndex += 1
                    row.meaning = items[preferred].meaning
                    row.meaningLang = meaningLang
                    row.bars = bars
                    row.statusLabel = label
                    return row
                }
                // Both languages' catalog pages show the row's image: made once, for the first of them.
                var image = HTMLBytes()
                if let source = en.flatMap({ items[$0].image }) ?? zh.flatMap({ items[$0].image }) {
                    body.imagePlaceholders.append(
                        Inline.InlineImage(
                            source: source, alt: items[any].symbol ?? items[any].name, location: items[any].location),
                        to: &image)
                }
                func href(_ position: Int) -> String {
                    route.href(to: context.route(ofItemAt: position), anchorOfUnit: items[position].id)
                }
                return ItemCatalogPage.Row(
                    id: SiteAnchor.dotted(items[any].id, prefix: "item-"), placeholder: image.string,
                    enName: en.map { items[$0].name }, enHref: en.map(href),
                    zhName: zh.map { items[$0].localizedName }, zhHref: zh.map(href),
                    meaning: items[preferred].meaning, meaningLang: meaningLang, bars: bars, status: status.rawValue,
                    statusLabel: label,
                    placeholderLang: image.isEmpty ? nil : context.imageLabelLanguage(ofItemAt: any).bcp47)
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
