extension SiteBuilder {
    /// The layout of a page: language, alternates, switcher, navigation and search.
    func chrome(_ route: PageRoute, title: String, description: String? = nil) -> PageChrome {
        let language = route.language ?? .en
        let strings = SiteStrings.of(language)
        let other: Language = language == .en ? .zh : .en
        // The head's links to other pages (alternates, canonical) are absolute when the site knows its
        // address, as search engines ask; relative otherwise.
        let base = context.input.baseURL.map(SiteBaseURL.encoded)
        func headHref(_ target: PageRoute) -> String {
            base.map { SiteBaseURL.pageAddress(target.path, under: $0) } ?? route.href(to: target)
        }
        let alternates = SiteAlternates.of(
            route, exists: routeSet.contains, isUntranslated: untranslatedRoutes.contains
        ).map {
            PageChrome.Alternate(hreflang: $0.hreflang, href: headHref($0.route))
        }
        // The switcher leads to the counterpart page even when it shows the document untranslated, but
        // declares it an alternate only when both pages are (an untranslated page declares none).
        let counterpart = SiteAlternates.existing(route.inLanguage(other), exists: routeSet.contains)
        let switcher: PageChrome.NavLink? =
            route == .root
            ? nil
            : PageChrome.NavLink(
                label: SiteStrings.of(language).switchTo, href: route.href(to: counterpart), current: false,
                lang: other.bcp47,
                alternate: !untranslatedRoutes.contains(counterpart) && !untranslatedRoutes.contains(route))
        func link(_ label: String, _ target: PageRoute, current: Bool) -> PageChrome.NavLink {
            PageChrome.NavLink(label: label, href: route.href(to: target), current: current, lang: nil)
        }
        let first = route.firstPage
        var nav = [link(strings.home, .home(language), current: first == .home(language))]
        nav.append(link(strings.items, .items(language), current: first == .items(language)))
        nav.append(link(strings.qa, .qa(language), current: first == .qa(language)))
        nav.append(link(strings.data, .data(language), current: first == .data(language)))
        let barLinks = context.graph.bars.map { bar in
            let current: Bool
            switch first {
            case .bar(_, let id), .parallel(_, let id): current = id == bar.id
            default: current = false
            }
            return link(context.barName(bar.id, in: language), .bar(language, bar.id), current: current)
        }
        let htmlTitle = route == .home(language) || route == .root ? strings.siteName : "\(title) · \(strings.siteName)"
        return PageChrome(
            lang: route == .root ? Language.en.bcp47 : language.bcp47, language: language.rawValue, title: title,
            htmlTitle: htmlTitle, description: description ?? strings.tagline, siteName: strings.siteName,
            homeHref: route.href(to: .home(language)), stylesheet: route.href(to: "assets/site.css"),
            script: route.href(to: "assets/search.js"), searchIndex: route.href(to: Self.searchIndexPath),
            searchAction: route.href(to: .search(language)), alternates: alternates,
            canonical: untranslatedRoutes.contains(route) ? headHref(counterpart) : nil, switcher: switcher,
            nav: nav,
            barLinks: barLinks, specHref: route.href(to: Self.specPath), schemaHref: route.href(to: Self.schemaPath),
            strings: strings)
    }
}
