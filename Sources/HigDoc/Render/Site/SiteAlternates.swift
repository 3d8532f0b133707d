/// The hreflang alternates of a page: the page in each language, and x-default (the bilingual root for
/// the home pages, English for the others).
public enum SiteAlternates {
    public struct Alternate: Sendable, Equatable {
        public var hreflang: String
        public var route: PageRoute
    }

    /// The alternates of `route`. A later page of a split list may have no counterpart in the other
    /// language (that language's list is shorter); such a counterpart is left out, since hreflang
    /// alternates must point back (`exists` says which pages the site has).
    ///
    /// An alternate must be a page in its language: the page of a document in a language it has no
    /// translation into (`isUntranslated`; the page shows the original under a notice) is nobody's
    /// alternate, and when that page is the English one, x-default is the page in the document's
    /// language. Such a page lists no alternates itself: hreflang annotations count only when the pages
    /// they name name it back, and none names it.
    public static func of(
        _ route: PageRoute, exists: (PageRoute) -> Bool = { _ in true },
        isUntranslated: (PageRoute) -> Bool = { _ in false }
    ) -> [Alternate] {
        if isUntranslated(route) { return [] }
        let isHome: Bool
        switch route {
        case .root, .home: isHome = true
        default: isHome = false
        }
        var alternates = Language.allCases.compactMap { language -> Alternate? in
            let target = route == .root ? .home(language) : route.inLanguage(language)
            return exists(target) && !isUntranslated(target) ? Alternate(hreflang: language.bcp47, route: target) : nil
        }
        let english: PageRoute = isHome ? .root : route.inLanguage(.en)
        if exists(english), let fallback = isUntranslated(english) ? alternates.first?.route : english {
            alternates.append(Alternate(hreflang: "x-default", route: fallback))
        }
        return alternates
    }

    /// `route` if the site has it, else the first page of its list.
    public static func existing(_ route: PageRoute, exists: (PageRoute) -> Bool) -> PageRoute {
        exists(route) ? route : route.firstPage
    }
}
