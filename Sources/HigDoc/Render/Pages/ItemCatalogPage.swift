/// The system items of every bar in both languages, with their alignment status.
public struct ItemCatalogPage: Sendable {
    public struct Row: Sendable {
        public var id: String
        public var placeholder: String
        public var enName: String?
        public var enHref: String?
        public var zhName: String?
        public var zhHref: String?
        public var meaning: String
        public var meaningLang: String
        public var bars: String
        public var status: String
        public var statusLabel: String
    }

    public struct Group: Sendable {
        public var id: String
        public var title: String
        public var rows: [Row]
    }

    public var groups: [Group]
    /// The navigation between the pages of the catalog (nil when it fits on one page).
    public var pagination: PageNavigation?
}

extension ItemCatalogPage: MustacheBoxable {
    var mustacheBox: [String: Any] {
        var box: [String: Any] = ["groups": groups.map(\.mustacheFields)]
        box.setIfPresent("pagination", pagination?.mustacheBox)
        return box
    }
}

extension ItemCatalogPage.Group {
    var mustacheFields: MustacheFields {
        MustacheFields(texts: ["id": id, "title": title], others: ["rows": rows.map(\.mustacheFields)])
    }
}

extension ItemCatalogPage.Row {
    var mustacheFields: MustacheFields {
        MustacheFields(
            texts: [
                "id": id, "placeholder": placeholder, "meaning": meaning, "meaningLang": meaningLang, "bars": bars,
                "status": status, "statusLabel": statusLabel,
            ],
            others: [
                "enName": MustacheFields.orNull(enName), "enHref": MustacheFields.orNull(enHref),
                "zhName": MustacheFields.orNull(zhName), "zhHref": MustacheFields.orNull(zhHref),
            ])
    }
}
