/// The hreflang alternates of a page: the page in each language, and x-default (the bilingual root for
/// the home pages, English for the others).
public enum SiteAlternates {
    public struct Alternate: Sendable, Equatable {
        public var hreflang: String
        public var route: PageRoute
    }

    public static func of(_ route: PageRoute) -> [Alternate] {
        let isHome: Bool
        switch route {
        case .root, .home: isHome = true
        default: isHome = false
        }
        var alternates = Language.allCases.map { language in
            Alternate(hreflang: language.bcp47, route: route == .root ? .home(language) : route.inLanguage(language))
        }
        alternates.append(Alternate(hreflang: "x-default", route: isHome ? .root : route.inLanguage(.en)))
        return alternates
    }
}
