extension SiteBuilder {
    /// Page `page` of the QA report in `language`. Its rows are the same in both languages but for the
    /// names of the findings' severities: given the page in the other language (`sharing`), the page
    /// takes that page's rows and their HTML, its own names put in (`RowsHTML.relabeled`), instead of
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
        let codesHref = route.sameLanguageHref(to: .codes(language))
        func finding(_ diagnostic: Diagnostic) -> QAReportPage.Finding {
            QAReportPage.Finding(
                severity: diagnostic.severity.rawValue, code: diagnostic.code.rawValue, codeName: diagnostic.code.name,
                location: diagnostic.location.description, message: diagnostic.message,
                related: diagnostic.related.isEmpty
                    ? nil : diagnostic.related.map(\.description).joined(separator: ", "),
                severityLabel: severityLabel(diagnostic.severity.rawValue), codesHref: codesHref)
        }
        // English names the severities as the findings do; another language by its own names, found by
        // comparing the three (a nested function reading `strings` copied all of them for every finding).
        let severityNames =
            language == .en ? [] : Severity.allCases.map { ($0.rawValue, strings.severityName($0.rawValue)) }
        func severityLabel(_ severity: String) -> String? {
            severityNames.first { $0.0 == severity }?.1
        }
        func slice<T>(_ list: [T]) -> ArraySlice<T> {
            list[SitePageSizes.slice(page, of: list.count, perPage: perPage)]
        }
        let assetCount = report.assetOrder.count
        let findings =
            other?.findings.map { finding -> QAReportPage.Finding in
                var relabeled = finding
                relabeled.severityLabel = severityLabel(finding.severity)
                return relabeled
            } ?? slice(report.findings).map(finding)
        let notes = other?.siteNotes ?? slice(report.notes).map(finding)
        let assets =
            other?.assets ?? report.assets(SitePageSizes.slice(page, of: assetCount, perPage: perPage), context)
        let summary = QAReportPage.summary(
            findings: report.findings.count, bySeverity: report.findingsBySeverity,
            missingAssets: assetCount, in: language)
        let navigation = PageNavigation.of(route, count: report.pageCount(perPage: perPage), strings: strings)
        let content = QAReportPage(
            summary: summary, codesHref: codesHref, coverage: coverage, findings: findings, siteNotes: notes,
            assets: assets,
            hasFindings: !findings.isEmpty, hasSiteNotes: !notes.isEmpty, pagination: navigation,
            rowsHTML: other?.rowsHTML?.relabeled(findings))
        return SitePageModel(chrome: chrome(route, title: pagedTitle(strings.qa, route, navigation)), content: content)
    }

    /// What the findings' codes mean and what to do about them, in `language`.
    func codesPage(_ language: Language) -> SitePageModel<CodesPage> {
        let strings = SiteStrings.of(language)
        let entries = DiagnosticExplanation.all(in: language).map { explanation in
            CodesPage.Entry(
                code: explanation.code.rawValue, name: explanation.code.name,
                severity: explanation.code.defaultSeverity.rawValue,
                severityName: explanation.code.defaultSeverity.name(in: language), meaning: explanation.meaning,
                fix: explanation.fix)
        }
        return SitePageModel(
            chrome: chrome(.codes(language), title: strings.codes),
            content: CodesPage(intro: strings.codesIntro, entries: entries, whatToDo: strings.whatToDo))
    }
}
