/// The rows (`TableRow`) of the site's long tables made as HTML in Swift, for the template to write as
/// it is (`{{{rowsHTML}}}`): the parallel view's pairs, the item catalog, and the QA report's findings,
/// site notes and missing assets. The parallel view's document pairs with their groups' tables
/// (`ParallelPage.Pair.appendHTML`, `{{{pairsHTML}}}`), the bar pages' parts (`BarPage.Part.appendHTML`,
/// `{{{partsHTML}}}`), the home page's documents (`HomePage.DocumentLink.listItemsHTML`,
/// `{{{documentsHTML}}}`), a document page's table of contents (`DocumentPage.ContentsEntry.listItemsHTML`,
/// `{{{contentsHTML}}}`), the entries of the page of codes (`CodesPage.Entry.listHTML`, `{{{entriesHTML}}}`),
/// the layout's links (`PageChrome.NavLink.listItemsHTML`) and pagination's page
/// links (`PageNavigation.pagesHTML`) are made in Swift for the same reason: a page lists many of them,
/// each with several names to look up.
///
/// These tables have hundreds of thousands of rows at scale (at N = 1,000 pages per language the
/// parallel view alone has 177,500), and swift-mustache spends about 1,400 instructions of the Swift
/// runtime's dynamic casts on every name it looks up (every object of its context stack is cast to two
/// protocols, the value found to two more), each cast taking a lock-prefixed count on one shared cache
/// entry, which the two cores then pass back and forth. A row of ten names cost more than its content;
/// made here, a table costs one lookup. The page around the table (headers, pagination, the layout)
/// stays in the templates; a theme restyles what is made here with CSS (every element has its class).
/// The rows are bytes (`HTMLBytes`), spliced into the page's file as they are.
///
/// Texts are escaped as the templates escape them (`SiteHTMLContentType`), so the pages are byte for
/// byte what the templates made.
enum TableRowsHTML {
    /// Every row's HTML, in order, each appended by `appendRow`, in a buffer of `capacity` bytes to start
    /// with (400 a row by default). Without `lastLineBreak`, the last row's closing line break is dropped
    /// for the template to write, the piece on a line of its own (inside `{{^isEmpty}}` where the list
    /// can be empty, so that an empty list leaves no empty line).
    static func of<Row>(
        _ rows: some Collection<Row>, capacity: Int? = nil, lastLineBreak: Bool = true,
        appendRow: (Row, inout HTMLBytes) -> Void
    ) -> SplicedHTML {
        var html = HTMLBytes(reservingCapacity: capacity ?? rows.count * 400)
        for row in rows { appendRow(row, &html) }
        if !lastLineBreak { html.removeLastLineBreak() }
        return SplicedHTML(html)
    }
}
