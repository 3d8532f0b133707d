extension SiteBuilder {
    static let itemKindTitles: [SystemItem.Kind: (en: String, zh: String)] = [
        .barButtonItem: ("Toolbar and navigation bar buttons", "工具栏和导航栏按钮"),
        .tabBarItem: ("Tab bar icons", "标签栏图标"),
        .searchBarElement: ("Search bar elements", "搜索栏元素"),
    ]

    func itemCatalogPage(_ language: Language) -> SitePageModel<ItemCatalogPage> {
        let route = PageRoute.items(language)
        let strings = SiteStrings.of(language)
        var listed = Set<String>()
        var pairs: [(source: String?, translation: String?)] = []
        for alignment in context.input.alignments {
            for pair in alignment.systemItems {
                pairs.append((pair.source, pair.translation))
                if let source = pair.source { listed.insert(source) }
                if let translation = pair.translation { listed.insert(translation) }
            }
        }
        for item in context.graph.systemItems where !listed.contains(item.id) {
            let isSource = context.documentInfos[item.document]?.lang == .en
            pairs.append(isSource ? (item.id, nil) : (nil, item.id))
        }
        let kinds: [SystemItem.Kind] = [.barButtonItem, .tabBarItem, .searchBarElement]
        let groups = kinds.compactMap { kind -> ItemCatalogPage.Group? in
            let rows = pairs.compactMap { pair -> ItemCatalogPage.Row? in
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
                    id: "item-" + any.id.replacingOccurrences(of: "/", with: "."), placeholder: image,
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
        return SitePageModel(chrome: chrome(route, title: strings.items), content: ItemCatalogPage(groups: groups))
    }
}
