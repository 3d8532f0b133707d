/// Where a page of the site lives: every page is `PATH/index.html`, addressed as `PATH/`.
///
/// Per-language pages come in pairs (`en/bars/toolbar/` and `zh/bars/toolbar/`), so the language
/// switcher and the hreflang alternates of a page are its route in the other language.
public enum PageRoute: Hashable, Comparable, Sendable {
    /// The bilingual entry page at the site root (the x-default of the home pages).
    case root
    case home(Language)
    case bar(Language, String)
    /// A content page, by its site slug (the English id for a translation: `zh/docs/bars/`).
    case document(Language, String)
    case parallel(Language, String)
    case items(Language)
    case qa(Language)
    case data(Language)
    case search(Language)
    /// Page 2, 3, … of a page whose list is split over several pages (bar, parallel, items, qa):
    /// `en/bars/toolbar/page/2/`. Page 1 is the page itself.
    indirect case continued(PageRoute, page: Int)

    /// Page `number` of `route`: the route itself for page 1.
    public static func paged(_ route: PageRoute, _ number: Int) -> PageRoute {
        number <= 1 ? route : .continued(route, page: number)
    }

    /// The first page of a split page (the route itself for any other page).
    public var firstPage: PageRoute {
        if case .continued(let first, _) = self { return first }
        return self
    }

    /// The page number within a split page (1 for any other page).
    public var pageNumber: Int {
        if case .continued(_, let page) = self { return page }
        return 1
    }

    /// The directory of the page relative to the site root, with a trailing slash (`""` for the root).
    public var path: String {
        switch self {
        case .root: ""
        case .home(let language): "\(language.rawValue)/"
        case .bar(let language, let bar): "\(language.rawValue)/bars/\(bar)/"
        case .document(let language, let slug): "\(language.rawValue)/docs/\(slug)/"
        case .parallel(let language, let bar): "\(language.rawValue)/parallel/\(bar)/"
        case .items(let language): "\(language.rawValue)/items/"
        case .qa(let language): "\(language.rawValue)/qa/"
        case .data(let language): "\(language.rawValue)/data/"
        case .search(let language): "\(language.rawValue)/search/"
        case .continued(let first, let page): "\(first.path)page/\(page)/"
        }
    }

    /// The kind of page (`bar`, `document`, …), for build statistics.
    public var kind: String {
        switch self {
        case .root: "root"
        case .home: "home"
        case .bar: "bar"
        case .document: "document"
        case .parallel: "parallel"
        case .items: "items"
        case .qa: "qa"
        case .data: "data"
        case .search: "search"
        case .continued(let first, _): first.kind
        }
    }

    /// The file the page is written to, relative to the site root.
    public var file: String { path + "index.html" }

    public var language: Language? {
        switch self {
        case .root: nil
        case .home(let language), .bar(let language, _), .document(let language, _), .parallel(let language, _),
            .items(let language), .qa(let language), .data(let language), .search(let language):
            language
        case .continued(let first, _): first.language
        }
    }

    /// The same page in another language (the root has none).
    public func inLanguage(_ other: Language) -> PageRoute {
        switch self {
        case .root: .root
        case .home: .home(other)
        case .bar(_, let bar): .bar(other, bar)
        case .document(_, let slug): .document(other, slug)
        case .parallel(_, let bar): .parallel(other, bar)
        case .items: .items(other)
        case .qa: .qa(other)
        case .data: .data(other)
        case .search: .search(other)
        case .continued(let first, let page): .continued(first.inLanguage(other), page: page)
        }
    }

    /// The prefix that leads from this page back to the site root (`../../`).
    ///
    /// Made from the route's depth, without building its path: every page's links go through here.
    public var rootPrefix: String {
        let depth = depth
        return depth < Self.rootPrefixes.count ? Self.rootPrefixes[depth] : String(repeating: "../", count: depth)
    }

    private static let rootPrefixes = (0..<16).map { String(repeating: "../", count: $0) }

    /// The number of non-empty parts of `path` between slashes.
    var depth: Int {
        switch self {
        case .root: 0
        case .home: 1
        case .bar(_, let name), .document(_, let name), .parallel(_, let name): 2 + Self.partCount(name)
        case .items, .qa, .data, .search: 2
        // `page/N/`: two more parts.
        case .continued(let first, _): first.depth + 2
        }
    }

    /// `text.split(separator: "/").count`, over bytes.
    private static func partCount(_ text: String) -> Int {
        var count = 0
        var inPart = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "/") {
                inPart = false
            } else if !inPart {
                inPart = true
                count += 1
            }
        }
        return count
    }

    /// A relative href from this page to `target` (a path under the site root, a page or a file).
    public func href(to target: String) -> String {
        let relative = rootPrefix + target
        return relative.isEmpty ? "./" : relative
    }

    /// A relative href from this page to another page, with an optional fragment.
    public func href(to route: PageRoute, anchor: String? = nil) -> String {
        let fragment = anchor.map { "#" + $0 } ?? ""
        if route == self { return fragment.isEmpty ? "./" : fragment }
        return href(to: route.path) + fragment
    }

    public static func < (lhs: PageRoute, rhs: PageRoute) -> Bool { lhs.path < rhs.path }
}
