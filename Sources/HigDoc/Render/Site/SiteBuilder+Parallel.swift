extension SiteBuilder {
    /// The parallel view of a bar, page `page`, in `language`; `cache` shares the cells with the page in
    /// the other language.
    func parallelPage(_ language: Language, _ bar: String, page: Int = 1, cache: ParallelCellCache? = nil)
        -> SitePageModel<ParallelPage>
    {
        let route = PageRoute.paged(.parallel(language, bar), page)
        let cache = cache.flatMap { $0.rootPrefix == route.rootPrefix ? $0 : nil }
        func cell(_ unitID: String) -> ParallelPage.Cell? {
            guard let cache else { return parallelCell(unitID, on: route) }
            return cache.cell(unitID) { parallelCell($0, on: route) }
        }
        let strings = SiteStrings.of(language)
        let other: Language = language == .en ? .zh : .en
        var counts = (aligned: 0, missing: 0, headingOnly: 0, extra: 0)
        let indices = context.parallelAlignments[bar] ?? []
        let perPage = context.input.pageSizes.documents
        let onPage = indices[SitePageSizes.slice(page, of: indices.count, perPage: perPage)]
        let pairs = onPage.map { context.input.alignments[$0] }.compactMap { alignment -> ParallelPage.Pair? in
            guard let source = context.documentInfos[alignment.source],
                let translation = context.documentInfos[alignment.translation]
            else {
                return nil
            }
            let kinds: [(String, String, [AlignedPair])] = [
                ("sections", strings.sections, alignment.sections),
                ("rules", strings.rules, alignment.rules),
                ("items", strings.systemItems, alignment.systemItems),
            ]
            let groups = kinds.compactMap { kind -> ParallelPage.Group? in
                let rows = kind.2.filter { context.belongs($0, to: bar) }.map { pair -> ParallelPage.Row in
                    let status: String
                    var headingOnly: ParallelPage.HeadingOnly?
                    switch (pair.source, pair.translation) {
                    case (_?, _?):
                        status = "aligned"
                        counts.aligned += 1
                    case (let source?, nil):
                        // The checker's structure-only sections: the heading is absent, the content is not.
                        if let carrier = context.alignment.carrier(ofHeadingOnly: source)
                            .flatMap({ context.sections[$0] })
                        {
                            status = "heading-only"
                            counts.headingOnly += 1
                            let note = strings.headingOnlyNote.components(separatedBy: "{carrier}")
                            headingOnly = ParallelPage.HeadingOnly(
                                before: note.first ?? "", carrierTitle: carrier.title,
                                carrierHref: route.href(
                                    to: context.route(of: carrier), anchor: SiteAnchor.id(for: carrier.id)),
                                after: note.count > 1 ? note[1] : "")
                        } else {
                            status = "missing"
                            counts.missing += 1
                        }
                    default:
                        status = "extra"
                        counts.extra += 1
                    }
                    let label: String
                    switch status {
                    case "aligned": label = strings.aligned
                    case "missing": label = strings.missingInTranslation
                    case "heading-only": label = strings.headingOnlyInEnglish
                    default: label = strings.noSourceCounterpart
                    }
                    let rowID = "pair-" + SiteAnchor.dotted(pair.source ?? pair.translation ?? "")
                    return ParallelPage.Row(
                        id: rowID, status: status, statusLabel: label,
                        en: pair.source.flatMap(cell), zh: pair.translation.flatMap(cell),
                        gapLabel: label,
                        confidence: status == "aligned"
                            ? "\(strings.confidence) \(Int((pair.confidence * 100).rounded()))%" : nil,
                        headingOnly: headingOnly)
                }
                return rows.isEmpty ? nil : ParallelPage.Group(id: kind.0, title: kind.1, rows: rows)
            }
            guard !groups.isEmpty else { return nil }
            return ParallelPage.Pair(
                sourceTitle: source.title, sourceHref: route.href(to: context.placement.documentRoute(source.key)),
                sourceEdition: source.edition, translationTitle: translation.title,
                translationHref: route.href(to: context.placement.documentRoute(translation.key)),
                translationEdition: translation.edition, groups: groups)
        }
        let name = context.barName(bar, in: language)
        let navigation = PageNavigation.of(
            route, count: SitePageSizes.pageCount(indices.count, perPage: perPage), strings: strings)
        let content = ParallelPage(
            name: name, otherName: context.barName(bar, in: other), otherLang: other.bcp47,
            barHref: route.href(to: .bar(language, bar)), pairs: pairs, isEmpty: pairs.isEmpty,
            alignedCount: counts.aligned, missingCount: counts.missing, headingOnlyCount: counts.headingOnly,
            extraCount: counts.extra, pagination: navigation)
        let title = pagedTitle("\(name) · \(strings.parallel)", route, navigation)
        return SitePageModel(chrome: chrome(route, title: title), content: content)
    }

    /// One side of a parallel row: the rule's paragraph, the item's name and meaning, or the section title.
    func parallelCell(_ unitID: String, on page: PageRoute) -> ParallelPage.Cell? {
        if let rule = context.rules[unitID], let document = context.documents[rule.document],
            document.blocks.indices.contains(rule.blockIndex)
        {
            let html = body.render([document.blocks[rule.blockIndex]], of: document, on: page, anchors: false)
            return ParallelPage.Cell(
                html: html, href: page.href(to: context.route(of: rule), anchor: SiteAnchor.id(for: rule.id)))
        }
        if let item = context.items[unitID] {
            var html = ""
            if let image = item.image {
                html += ImagePlaceholder.html(
                    for: Inline.InlineImage(source: image, alt: item.symbol ?? item.name, location: item.location))
            }
            html += "<p><strong>\(HTMLEscaping.text(item.localizedName))</strong>"
            if item.localizedName != item.name {
                html += " <span class=\"secondary\" lang=\"en\">\(HTMLEscaping.text(item.name))</span>"
            }
            html += "</p>\n<p>\(HTMLEscaping.text(item.meaning))</p>\n"
            return ParallelPage.Cell(
                html: html, href: page.href(to: context.route(of: item), anchor: SiteAnchor.id(for: item.id)))
        }
        if let section = context.sections[unitID] {
            let html = "<p class=\"section-title\">\(HTMLEscaping.text(section.title))</p>\n"
            return ParallelPage.Cell(
                html: html, href: page.href(to: context.route(of: section), anchor: SiteAnchor.id(for: section.id)))
        }
        return nil
    }
}
