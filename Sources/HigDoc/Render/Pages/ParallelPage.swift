/// One bar with English and Chinese side by side: aligned units in one row, a missing counterpart as a gap.
public struct ParallelPage: Sendable {
    public struct Cell: Sendable {
        public var html: String
        public var href: String
    }

    /// Where an English heading the translation lacks has its content: `before`, the link, `after`.
    public struct HeadingOnly: Sendable {
        public var before: String
        public var carrierTitle: String
        public var carrierHref: String
        public var after: String
    }

    public struct Row: Sendable {
        public var id: String
        /// `aligned`, `missing` (in the translation), `heading-only` (an English heading whose content the
        /// translation carries elsewhere) or `extra` (only in the translation).
        public var status: String
        public var statusLabel: String
        public var en: Cell?
        public var zh: Cell?
        public var gapLabel: String
        public var confidence: String?
        public var headingOnly: HeadingOnly?
    }

    public struct Group: Sendable {
        public var id: String
        public var title: String
        public var rows: [Row]
    }

    public struct Pair: Sendable {
        public var sourceTitle: String
        public var sourceHref: String
        public var sourceEdition: String
        public var translationTitle: String
        public var translationHref: String
        public var translationEdition: String
        public var groups: [Group]
    }

    public var name: String
    public var otherName: String
    public var otherLang: String
    public var barHref: String
    public var pairs: [Pair]
    public var isEmpty: Bool
    public var alignedCount: Int
    public var missingCount: Int
    public var headingOnlyCount: Int
    public var extraCount: Int
    /// The navigation between the pages of the list (nil when it fits on one page).
    public var pagination: PageNavigation?
}

extension ParallelPage: MustacheBoxable {
    var mustacheBox: [String: Any] {
        var box: [String: Any] = [
            "name": name, "otherName": otherName, "otherLang": otherLang, "barHref": barHref,
            "pairs": pairs.map(\.mustacheFields), "isEmpty": isEmpty, "alignedCount": alignedCount,
            "missingCount": missingCount, "headingOnlyCount": headingOnlyCount, "extraCount": extraCount,
        ]
        box.setIfPresent("pagination", pagination?.mustacheBox)
        return box
    }
}

extension ParallelPage.Pair {
    var mustacheFields: MustacheFields {
        MustacheFields(
            texts: [
                "sourceTitle": sourceTitle, "sourceHref": sourceHref, "sourceEdition": sourceEdition,
                "translationTitle": translationTitle, "translationHref": translationHref,
                "translationEdition": translationEdition,
            ],
            others: ["groups": groups.map(\.mustacheFields)])
    }
}

extension ParallelPage.Group {
    var mustacheFields: MustacheFields {
        MustacheFields(texts: ["id": id, "title": title], others: ["rows": rows.map(\.mustacheFields)])
    }
}

extension ParallelPage.Row {
    var mustacheFields: MustacheFields {
        MustacheFields(
            texts: ["id": id, "status": status, "statusLabel": statusLabel, "gapLabel": gapLabel],
            others: [
                "en": MustacheFields.orNull(en.map(cellFields)), "zh": MustacheFields.orNull(zh.map(cellFields)),
                "confidence": MustacheFields.orNull(confidence),
                "headingOnly": MustacheFields.orNull(headingOnly?.mustacheFields),
            ])
    }

    /// A cell with the row's label and confidence beside its own fields: the templates use them inside
    /// `{{#en}}` and `{{#zh}}`, and finding them on the cell spares swift-mustache a search of the row
    /// beneath it, for hundreds of thousands of cells. The values are the row's, so the page is the same.
    private func cellFields(_ cell: ParallelPage.Cell) -> MustacheFields {
        MustacheFields(
            texts: ["html": cell.html, "href": cell.href, "statusLabel": statusLabel],
            others: ["confidence": MustacheFields.orNull(confidence)])
    }
}

extension ParallelPage.HeadingOnly {
    var mustacheFields: MustacheFields {
        MustacheFields(
            texts: ["before": before, "carrierTitle": carrierTitle, "carrierHref": carrierHref, "after": after])
    }
}
