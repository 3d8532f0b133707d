/// One unit of work of a site build: a page, the search index, or the spec.
enum SiteBuildJob: Sendable {
    case page(PageRoute)
    case searchIndex
    case spec

    /// What the build statistics call it (`bar pages`, `search index`, `spec`).
    var kind: String {
        switch self {
        case .page(let route): "\(route.kind) pages"
        case .searchIndex: "search index"
        case .spec: "spec"
        }
    }
}
