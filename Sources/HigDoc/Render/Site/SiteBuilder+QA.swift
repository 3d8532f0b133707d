extension SiteBuilder {
    func qaReportPage(_ language: Language, siteDiagnostics: [Diagnostic]) -> SitePageModel<QAReportPage> {
        let route = PageRoute.qa(language)
        let strings = SiteStrings.of(language)
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
        let findings = context.input.findings.map(finding)
        let notes = siteDiagnostics.filter { $0.code != .missingImageAsset }.map(finding)
        let paths = Dictionary(
            context.graph.documents.map { ($0.key, $0.path) }, uniquingKeysWith: { first, _ in first })
        let assets = context.graph.images.map { image in
            QAReportPage.Asset(
                fileName: ImagePlaceholder.fileName(of: image.source),
                caption: ImagePlaceholder.caption(alt: image.alt, source: image.source),
                location: DiagnosticLocation(file: paths[image.document] ?? image.document, image.location).description)
        }.sorted { ($0.location.count, $0.location) < ($1.location.count, $1.location) }
        var bySeverity: [Severity: Int] = [:]
        for diagnostic in context.input.findings { bySeverity[diagnostic.severity, default: 0] += 1 }
        let summary: String
        if language == .en {
            summary =
                "\(findings.count) findings: \(bySeverity[.error] ?? 0) errors, \(bySeverity[.warning] ?? 0) warnings, "
                + "\(bySeverity[.note] ?? 0) notes. \(assets.count) images have no asset file."
        } else {
            summary =
                "共 \(findings.count) 项检查结果：错误 \(bySeverity[.error] ?? 0) 项，警告 \(bySeverity[.warning] ?? 0) 项，"
                + "提示 \(bySeverity[.note] ?? 0) 项。\(assets.count) 张图片没有图片文件。"
        }
        let content = QAReportPage(
            summary: summary, coverage: coverage, findings: findings, siteNotes: notes, assets: assets,
            hasFindings: !findings.isEmpty, hasSiteNotes: !notes.isEmpty)
        return SitePageModel(chrome: chrome(route, title: strings.qa), content: content)
    }
}
