/// One unit of work of a site build: a page, the search index, or the spec.
enum SiteBuildJob: Sendable {
    case page(PageRoute)
    /// Page `page` of a bar's parallel view in both languages, which share their cells.
    case parallelPages(bar: String, page: Int)
    /// Page `page` of the QA report in both languages, which share their rows.
    case qaPages(page: Int)
    case searchIndex
    case spec

    /// What the build statistics call it (`bar pages`, `search index`, `spec`).
    var kind: String {
        switch self {
        case .page(let route): "\(route.kind) pages"
        case .parallelPages: "parallel pages"
        case .qaPages: "qa pages"
        case .searchIndex: "search index"
        case .spec: "spec"
        }
    }
}
