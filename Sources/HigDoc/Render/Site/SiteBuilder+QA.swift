extension SiteBuilder {
    /// Page `page` of the QA report in `language`. Its rows are the same in both languages: given the
    /// page in the other language (`sharing`), the page takes that page's rows and their HTML instead of
    /// making them again.
    func qaReportPage(_ language: Language, page: Int = 1, sharing other: QAReportPage? = nil)
        -> SitePageModel<QAReportPage>
    {
        let route = PageRoute.paged(.qa(language), page)
        let strings = SiteStrings.of(language)
        let perPage = context.input.pageSizes.rows
        func ratio(_ ratio: Coverage.Ratio) -> String { ratio.total == 0 ? "—" : "\(ratio.aligned)/\(ratio.total)" }
        let coverage = context.graph.bars.map { bar in
            QAReportPage.CoverageRow(
                bar: context.barName(bar.id, in: language), href: route.href(to: .parallel(language, bar.id)),
                sections: ratio(barCoverage(bar.id, kind: .sections)), rules: ratio(barCoverage(bar.id, kind: .rules)),
                items: ratio(barCoverage(bar.id, kind: .systemItems)), percent: barCoverage(bar.id).percent)
        }
        func finding(_ diagnostic: Diagnostic) -> QAReportPage.Finding {
            QAReportPage.Finding(
                severity: diagnostic.severity.rawValue, code: diagnostic.code.rawValue, codeName: diagnostic.code.name,
                location: diagnostic.location.description, message: diagnostic.message,
                related: diagnostic.related.isEmpty
                    ? nil : diagnostic.related.map(\.description).joined(separator: ", "))
        }
        func slice<T>(_ list: [T]) -> ArraySlice<T> {
            list[SitePageSizes.slice(page, of: list.count, perPage: perPage)]
        }
        let assetCount = report.assetOrder.count
        let findings = other?.findings ?? slice(report.findings).map(finding)
        let notes = other?.siteNotes ?? slice(report.notes).map(finding)
        let assets =
            other?.assets ?? report.assets(SitePageSizes.slice(page, of: assetCount, perPage: perPage), context)
        let bySeverity = report.findingsBySeverity
        let total = report.findings.count
        let summary: String
        if language == .en {
            summary =
                "\(total) findings: \(bySeverity[.error] ?? 0) errors, \(bySeverity[.warning] ?? 0) warnings, "
                + "\(bySeverity[.note] ?? 0) notes. \(assetCount) images have no asset file."
        } else {
            summary =
                "共 \(total) 项检查结果：错误 \(bySeverity[.error] ?? 0) 项，警告 \(bySeverity[.warning] ?? 0) 项，"
                + "提示 \(bySeverity[.note] ?? 0) 项。\(assetCount) 张图片没有图片文件。"
        }
        let navigation = PageNavigation.of(route, count: report.pageCount(perPage: perPage), strings: strings)
        let content = QAReportPage(
            summary: summary, coverage: coverage, findings: findings, siteNotes: notes, assets: assets,
            hasFindings: !findings.isEmpty, hasSiteNotes: !notes.isEmpty, pagination: navigation,
            rowsHTML: other?.rowsHTML)
        return SitePageModel(chrome: chrome(route, title: pagedTitle(strings.qa, route, navigation)), content: content)
    }
}
