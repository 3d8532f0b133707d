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

    /// The number of pages `count` items need (at least one, which may be empty). Any positive page size
    /// works: rounding up as `(count + perPage - 1) / perPage` overflowed for one near `Int.max`.
    public static func pageCount(_ count: Int, perPage: Int) -> Int {
        count <= 0 ? 1 : (count - 1) / perPage + 1
    }

    /// The indices of the items on page `number` (1-based); empty past the last page, whatever the sizes.
    public static func slice(_ number: Int, of count: Int, perPage: Int) -> Range<Int> {
        let (skipped, overflow) = (number - 1).multipliedReportingOverflow(by: perPage)
        let start = overflow ? count : min(count, skipped)
        return start..<(start + min(perPage, count - start))
    }
}
