extension SiteBuilder {
    /// The parallel view of a bar, page `page`, in `language`; `rows` shares the rows with the page in
    /// the other language (made here when not given, or when made for another depth).
    func parallelPage(_ language: Language, _ bar: String, page: Int = 1, rows: ParallelPageRows? = nil)
        throws -> SitePageModel<ParallelPage>
    {
        let route = PageRoute.paged(.parallel(language, bar), page)
        let shared =
            try rows.flatMap { $0.rootPrefix == route.rootPrefix ? $0 : nil }
            ?? parallelRows(bar, page: page, route: route)
        let strings = SiteStrings.of(language)
        let other: Language = language == .en ? .zh : .en
        var counts = (aligned: 0, missing: 0, headingOnly: 0, extra: 0)
        // The words around a heading-only section's carrier, and the confidence labels (`confidence 87%`)
        // by percentage: made once per page, not for every row.
        let headingOnlyNote = strings.headingOnlyNote.components(separatedBy: "{carrier}")
        let confidenceLabels = (0...100).map { "\(strings.confidence) \($0)%" }
        func confidenceLabel(_ percent: Int) -> String {
            confidenceLabels.indices.contains(percent) ? confidenceLabels[percent] : "\(strings.confidence) \(percent)%"
        }
        let kinds = [("sections", strings.sections), ("rules", strings.rules), ("items", strings.systemItems)]
        let pairs = shared.pairs.compactMap { documentPair -> ParallelPage.Pair? in
            let alignment = documentPair.alignment
            guard let source = context.documentInfos[alignment.source],
                let translation = context.documentInfos[alignment.translation]
            else {
                return nil
            }
            let groups = documentPair.groups.compactMap { group -> ParallelPage.Group? in
                // Each row's fields read where they are (a row copied into a closure retains its pair's
                // texts and signals and both cells).
                let rows = group.rows.indices.map { index -> ParallelPage.Row in
                    let source = group.rows[index].pair.source
                    let translation = group.rows[index].pair.translation
                    let status: String
                    var headingOnly: ParallelPage.HeadingOnly?
                    switch (source, translation) {
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
                            headingOnly = ParallelPage.HeadingOnly(
                                before: headingOnlyNote.first ?? "", carrierTitle: carrier.title,
                                carrierHref: route.href(
                                    to: context.route(of: carrier), anchorOfUnit: carrier.id),
                                after: headingOnlyNote.count > 1 ? headingOnlyNote[1] : "")
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
                    return ParallelPage.Row(
                        id: group.rows[index].id, status: status,
                        statusLabel: label, en: group.rows[index].en, zh: group.rows[index].zh, gapLabel: label,
                        confidence: status == "aligned"
                            ? confidenceLabel(Int((group.rows[index].pair.confidence * 100).rounded())) : nil,
                        headingOnly: headingOnly)
                }
                let kind = kinds[group.kind]
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
        let perPage = context.input.pageSizes.documents
        let navigation = PageNavigation.of(
            route, count: SitePageSizes.pageCount(shared.alignmentCount, perPage: perPage), strings: strings)
        let content = ParallelPage(
            name: name, otherName: context.barName(bar, in: other), otherLang: other.bcp47,
            barHref: route.href(to: .bar(language, bar)), pairs: pairs, isEmpty: pairs.isEmpty,
            alignedCount: counts.aligned, missingCount: counts.missing, headingOnlyCount: counts.headingOnly,
            extraCount: counts.extra, pagination: navigation,
            untranslated: page == 1 ? untranslatedDocuments(bar, on: route, strings: strings) : [])
        let title = pagedTitle("\(name) · \(strings.parallel)", route, navigation)
        return SitePageModel(chrome: chrome(route, title: title), content: content)
    }

    /// The English pages about `bar` that no page translates, linked from `route`, each with its units of
    /// the bar in words.
    private func untranslatedDocuments(_ bar: String, on route: PageRoute, strings: SiteStrings)
        -> [ParallelPage.UntranslatedDocument]
    {
        (context.untranslatedPages.pagesByBar[bar] ?? []).compactMap { page in
            guard let info = context.documentInfos[page.document] else { return nil }
            let units = [
                (strings.sections, page.sections), (strings.rules, page.rules), (strings.systemItems, page.systemItems),
            ]
            .filter { $0.1 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: " · ")
            return ParallelPage.UntranslatedDocument(
                title: info.title, href: route.href(to: context.placement.documentRoute(info.key)),
                edition: info.edition, units: units)
        }
    }

    /// One side of a parallel row: the rule's paragraph, the item's name and meaning, or the section title.
    /// `kind` is where the pair is listed in its alignment (0: `sections`, 1: `rules`, 2: `systemItems`),
    /// and `position` the unit's in the graph's list of that kind (`SiteContext.position(ofUnit:kind:)`,
    /// or as `AlignmentBars` found it). The unit is read in place: cells are made by the million.
    ///
    /// `documents` keeps the documents of one document pair's rule cells, so that the cells of one
    /// document, fetched once, need only be cut out of its body.
    func parallelCell(at position: Int, kind: Int, on page: PageRoute, documents: inout ParallelCellDocuments) throws
        -> ParallelPage.Cell?
    {
        // The unit read where it is, by position: a unit handed to a function (`route(of:)`) is copied.
        // A unit of two bars (the bar buttons) links to the page of this view's bar.
        let bar: String? = if case .parallel(_, let bar) = page.firstPage { bar } else { nil }
        switch kind {
        case 1:
            let rules = context.graph.rules
            // The rule's paragraph and the list it opens.
            let blocks = rules[position].blockIndex..<rules[position].blockIndex + rules[position].blockCount
            guard let shown = try documents.document(rules[position].document, builder: self),
                blocks.upperBound <= shown.outline.blockCount
            else { return nil }
            let html =
                try rules[position].listItem.map { item in
                    try body.render(item: item, ofListAt: blocks.lowerBound, of: shown, on: page)
                } ?? body.render(blocks, of: shown, on: page, anchors: false)
            return ParallelPage.Cell(
                html: html,
                href: page.href(to: context.route(ofRuleAt: position), anchorOfUnit: rules[position].id))
        case 2:
            let items = context.graph.systemItems
            var html = HTMLBytes()
            if let image = items[position].image {
                // The caption (the item's UIKit symbol or English name) is marked when it is not in the
                // side's language: an English symbol under a Chinese name.
                let label = context.imageLabelLanguage(ofItemAt: position)
                let foreign = label != context.language(ofDocument: items[position].document)
                if foreign {
                    html += "<span lang=\""
                    html += label.bcp47
                    html += "\">"
                }
                body.imagePlaceholders.append(
                    Inline.InlineImage(
                        source: image, alt: items[position].symbol ?? items[position].name,
                        location: items[position].location),
                    to: &html)
                if foreign { html += "</span>" }
            }
            html += "<p><strong>"
            html.appendEscaped(items[position].localizedName)
            html += "</strong>"
            if items[position].localizedName != items[position].name {
                html += " <span class=\"secondary\" lang=\"en\">"
                html.appendEscaped(items[position].name)
                html += "</span>"
            }
            html += "</p>\n<p>"
            html.appendEscaped(items[position].meaning)
            html += "</p>\n"
            return ParallelPage.Cell(
                html: html,
                href: page.href(
                    to: context.route(ofItemAt: position, preferring: bar), anchorOfUnit: items[position].id))
        default:
            let sections = context.graph.sections
            var html = HTMLBytes()
            html += "<p class=\"section-title\">"
            html.appendEscaped(sections[position].title)
            html += "</p>\n"
            return ParallelPage.Cell(
                html: html,
                href: page.href(
                    to: context.route(ofSectionAt: position, preferring: bar), anchorOfUnit: sections[position].id))
        }
    }
}
