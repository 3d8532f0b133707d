/// How long lists are split into pages, so that no page of a large corpus grows without bound.
///
/// A bar page shows the bar's guidance from `documents` documents, a parallel page `documents`
/// document pairs; the system item catalog and the QA report list `rows` rows per page. Page 1
/// keeps the page's usual address; further pages are `…/page/2/`, `…/page/3/`.
public struct SitePageSizes: Sendable, Equatable {
    public var documents: Int
    public var rows: Int

    public init(documents: Int, rows: Int) {
        self.documents = max(1, documents)
        self.rows = max(1, rows)
    }

    public static let standard = SitePageSizes(documents: 50, rows: 1000)

    /// The number of pages `count` items need (at least one, which may be empty).
    public static func pageCount(_ count: Int, perPage: Int) -> Int { max(1, (count + perPage - 1) / perPage) }

    /// The indices of the items on page `number` (1-based).
    public static func slice(_ number: Int, of count: Int, perPage: Int) -> Range<Int> {
        let start = min(count, (number - 1) * perPage)
        return start..<min(count, start + perPage)
    }
}
