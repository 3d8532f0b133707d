/// The navigation between the pages of a split list: previous, next, and the page numbers around
/// the current one (the first and last always shown, gaps elided).
public struct PageNavigation: Sendable {
    public struct Link: Sendable {
        /// The page number, or nil for an elided gap (`…`).
        public var number: Int?
        public var href: String?
        public var current: Bool
    }

    public var label: String
    /// "Page 2 of 7".
    public var position: String
    public var previous: Link?
    public var next: Link?
    public var previousLabel: String
    public var nextLabel: String
    public var pages: [Link]

    /// The navigation on page `route` of `count` pages, or nil when the list fits on one page.
    static func of(_ route: PageRoute, count: Int, strings: SiteStrings) -> PageNavigation? {
        guard count > 1 else { return nil }
        let current = route.pageNumber
        func link(_ number: Int) -> Link {
            Link(
                number: number, href: route.href(to: PageRoute.paged(route.firstPage, number)),
                current: number == current)
        }
        var pages: [Link] = []
        var last = 0
        for number in 1...count where number == 1 || number == count || abs(number - current) <= 2 {
            if number > last + 1 { pages.append(Link(number: nil, href: nil, current: false)) }
            pages.append(link(number))
            last = number
        }
        return PageNavigation(
            label: strings.pages,
            position: strings.pageOfCount.replacingOccurrences(of: "{page}", with: "\(current)")
                .replacingOccurrences(of: "{count}", with: "\(count)"),
            previous: current > 1 ? link(current - 1) : nil, next: current < count ? link(current + 1) : nil,
            previousLabel: strings.previousPage, nextLabel: strings.nextPage, pages: pages)
    }
}

extension PageNavigation: MustacheBoxable {
    var mustacheBox: [String: Any] {
        var box: [String: Any] = [
            "label": label, "position": position, "previousLabel": previousLabel, "nextLabel": nextLabel,
            "pages": pages.map(\.mustacheBox), "pagesHTML": pagesHTML,
        ]
        box.setIfPresent("previous", previous?.mustacheBox)
        box.setIfPresent("next", next?.mustacheBox)
        return box
    }
}

extension PageNavigation {
    /// The page links as list items, one a line, without the last line break (the template writes it:
    /// there are always two pages or more): the current page's number in `<span aria-current="page">`,
    /// another page's as a link, a gap as `<li class="gap" aria-hidden="true">…</li>`
    /// (`{{{pagesHTML}}}`). Made in Swift rather than in the template (see `TableRowsHTML`): a long
    /// list's pages show it twice, at about five names a link. Texts are escaped as the templates
    /// escape them.
    var pagesHTML: SplicedHTML {
        TableRowsHTML.of(pages, capacity: pages.count * 64, lastLineBreak: false) { page, html in
            guard let number = page.number else {
                html += "<li class=\"gap\" aria-hidden=\"true\">…</li>\n"
                return
            }
            if page.current {
                html += "<li><span aria-current=\"page\">"
                html.appendDecimal(number)
                html += "</span></li>\n"
            } else {
                html += "<li><a href=\""
                html.appendTemplateEscaped(page.href ?? "")
                html += "\">"
                html.appendDecimal(number)
                html += "</a></li>\n"
            }
        }
    }
}

extension PageNavigation.Link: MustacheBoxable {
    var mustacheBox: [String: Any] {
        var box: [String: Any] = ["current": current]
        box.setOrNull("number", number)
        box.setOrNull("href", href)
        return box
    }
}
