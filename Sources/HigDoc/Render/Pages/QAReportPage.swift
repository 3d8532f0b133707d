/// The QA report: coverage per bar, the check findings, what the site dropped and the missing assets.
public struct QAReportPage: Sendable {
    public struct CoverageRow: Sendable {
        public var bar: String
        public var href: String
        public var sections: String
        public var rules: String
        public var items: String
        public var percent: Int
    }

    public struct Finding: Sendable {
        public var severity: String
        public var code: String
        public var codeName: String
        public var location: String
        public var message: String
        public var related: String?
    }

    public struct Asset: Sendable {
        public var fileName: String
        public var caption: String
        public var location: String
    }

    public var summary: String
    public var coverage: [CoverageRow]
    public var findings: [Finding]
    public var siteNotes: [Finding]
    public var assets: [Asset]
    public var hasFindings: Bool
    public var hasSiteNotes: Bool
    /// The navigation between the pages of the list (nil when it fits on one page).
    public var pagination: PageNavigation?
}

extension QAReportPage: MustacheBoxable {
    var mustacheBox: [String: Any] {
        var box: [String: Any] = [
            "summary": summary, "coverage": coverage.map(\.mustacheFields), "findings": findings.map(\.mustacheFields),
            "siteNotes": siteNotes.map(\.mustacheFields), "assets": assets.map(\.mustacheFields),
            "hasFindings": hasFindings, "hasSiteNotes": hasSiteNotes,
        ]
        box.setIfPresent("pagination", pagination?.mustacheBox)
        return box
    }
}

extension QAReportPage.CoverageRow {
    var mustacheFields: MustacheFields {
        MustacheFields(
            texts: ["bar": bar, "href": href, "sections": sections, "rules": rules, "items": items],
            others: ["percent": percent])
    }
}

extension QAReportPage.Finding {
    var mustacheFields: MustacheFields {
        MustacheFields(
            texts: [
                "severity": severity, "code": code, "codeName": codeName, "location": location, "message": message,
            ],
            others: ["related": MustacheFields.orNull(related)])
    }
}

extension QAReportPage.Asset {
    var mustacheFields: MustacheFields {
        MustacheFields(texts: ["fileName": fileName, "caption": caption, "location": location])
    }
}
