/// One unit of work of a site build: a page, the search index, or the spec.
enum SiteBuildJob: Sendable {
    case page(PageRoute)
    /// The English page at the route and the Chinese page of the same place, made together because they
    /// share what they show: a parallel view's cells, the QA report's rows, the item catalog's names,
    /// links and images.
    case bothLanguages(PageRoute)
    case searchIndex
    case spec

    /// What the build statistics call it (`bar pages`, `search index`, `spec`).
    var kind: String {
        switch self {
        case .page(let route), .bothLanguages(let route): "\(route.kind) pages"
        case .searchIndex: "search index"
        case .spec: "spec"
        }
    }
}
