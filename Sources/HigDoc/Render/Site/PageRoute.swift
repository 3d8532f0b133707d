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
    /// What the codes of the QA report's findings mean and what to do about them (`en/qa/codes/`).
    case codes(Language)
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
        Self.joined { forEachPathPiece($0) }
    }

    /// `path + "#" + SiteAnchor.id(for: unitID)`, made as one string (the search index links every entry
    /// so): the anchor is written from the unit id's bytes (`SiteAnchor.anchorStart`), not made first.
    func path(anchorOfUnit unitID: String) -> String {
        guard let start = SiteAnchor.anchorStart(in: unitID) else {
            return Self.joined { piece in
                forEachPathPiece(piece)
                piece("#")
                piece(SiteAnchor.id(for: unitID))
            }
        }
        return Self.joined(anchorOf: unitID, from: start) { piece in
            forEachPathPiece(piece)
            piece("#")
        }
    }

    /// `href(to: route, anchor: SiteAnchor.id(for: unitID))`, made as one string, the anchor written
    /// from the unit id's bytes: a page links its units by the thousand.
    func href(to route: PageRoute, anchorOfUnit unitID: String) -> String {
        guard route != self, let start = SiteAnchor.anchorStart(in: unitID) else {
            return href(to: route, anchor: SiteAnchor.id(for: unitID))
        }
        let prefix = rootPrefix
        return Self.joined(anchorOf: unitID, from: start) { piece in
            piece(prefix)
            route.forEachPathPiece(piece)
            piece("#")
        }
    }

    /// Calls `body` with each piece of `path`, in order: `path` is their concatenation.
    private func forEachPathPiece(_ body: (String) -> Void) {
        switch self {
        case .root: return
        case .home(let language): body(language.rawValue)
        case .bar(let language, let bar): Self.pieces(language, "/bars/", bar, body)
        case .document(let language, let slug): Self.pieces(language, "/docs/", slug, body)
        case .parallel(let language, let bar): Self.pieces(language, "/parallel/", bar, body)
        case .items(let language): Self.pieces(language, "/items", nil, body)
        case .qa(let language): Self.pieces(language, "/qa", nil, body)
        case .codes(let language): Self.pieces(language, "/qa/codes", nil, body)
        case .data(let language): Self.pieces(language, "/data", nil, body)
        case .search(let language): Self.pieces(language, "/search", nil, body)
        case .continued(let first, let page):
            first.forEachPathPiece(body)
            body("page/")
            body(String(page))
        }
        body("/")
    }

    @inline(__always)
    private static func pieces(_ language: Language, _ kind: String, _ name: String?, _ body: (String) -> Void) {
        body(language.rawValue)
        body(kind)
        if let name { body(name) }
    }

    /// The pieces `pieces` gives, joined: counted, then copied into the new string's storage (a path
    /// made by interpolation, and an href by appending to it, cost about 4,300 instructions).
    private static func joined(_ pieces: ((String) -> Void) -> Void) -> String {
        joined(anchorOf: "", from: 0, pieces)
    }

    /// The pieces joined, then the bytes of `unitID` from `start` on with each slash a dot (what
    /// `SiteAnchor.id(for:)` makes of them when `start` is its `anchorStart`).
    private static func joined(anchorOf unitID: String, from start: Int, _ pieces: ((String) -> Void) -> Void)
        -> String
    {
        Text.withUTF8(unitID) { anchor in
            var count = anchor.count - start
            pieces { count += $0.utf8.count }
            return String(unsafeUninitializedCapacity: count) { out in
                var position = 0
                pieces { piece in
                    Text.withUTF8(piece) { bytes in
                        guard let base = bytes.baseAddress else { return }
                        (out.baseAddress! + position).update(from: base, count: bytes.count)
                        position += bytes.count
                    }
                }
                if let base = out.baseAddress, start < anchor.count {
                    SiteAnchor.writeDotted(UnsafeBufferPointer(rebasing: anchor[start...]), to: base + position)
                }
                return position + anchor.count - start
            }
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
        case .codes: "codes"
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
            .items(let language), .qa(let language), .codes(let language), .data(let language),
            .search(let language):
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
        case .codes: .codes(other)
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
        case .codes: 3
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

    /// A relative href from this page to `route`, a page of the same language, that does not name the
    /// language: the same href leads from this page's counterpart in the other language to `route`'s.
    /// (The QA report's rows, the same in both languages, link the codes' page so.)
    func sameLanguageHref(to route: PageRoute, anchor: String? = nil) -> String {
        precondition(route.language != nil && route.language == language, "\(route) is not in \(self)'s language")
        let path = route.path
        let withinLanguage = path[path.utf8.firstIndex(of: UInt8(ascii: "/")).map { path.index(after: $0) }!...]
        return String(repeating: "../", count: depth - 1) + withinLanguage + (anchor.map { "#" + $0 } ?? "")
    }

    /// A relative href from this page to another page, with an optional fragment.
    public func href(to route: PageRoute, anchor: String? = nil) -> String {
        if route == self { return anchor.map { "#" + $0 } ?? "./" }
        // Only the root's href to itself is empty (handled above), so no "./" is needed here.
        let prefix = rootPrefix
        return Self.joined { piece in
            piece(prefix)
            route.forEachPathPiece(piece)
            if let anchor {
                piece("#")
                piece(anchor)
            }
        }
    }

    public static func < (lhs: PageRoute, rhs: PageRoute) -> Bool { lhs.path < rhs.path }
}
