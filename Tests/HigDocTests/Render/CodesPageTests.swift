import Foundation
import Testing

@testable import HigDoc

/// The site's page of the findings' codes (`en/qa/codes/`, `zh/qa/codes/`), and the QA report's links to
/// it: every finding's code leads to its entry, in the page's language.
@Suite("codes page")
struct CodesPageTests {
    let site = SiteTestSupport.bundled.site

    /// The path `href` leads to from the directory `path` (both relative to the site root).
    static func resolved(_ href: String, from path: String) -> String {
        var parts = path.split(separator: "/").map(String.init)
        let target = href.split(separator: "#", maxSplits: 1)[0]
        for part in target.split(separator: "/", omittingEmptySubsequences: true) {
            if part == ".." { parts.removeLast() } else if part != "." { parts.append(String(part)) }
        }
        return parts.joined(separator: "/") + "/"
    }

    /// The `(href, code)` of every linked code of a page.
    static func codeLinks(_ page: String) -> [(href: String, code: String)] {
        let pattern = try! NSRegularExpression(
            pattern: #"<a href="([^"]*)"><code lang="en" title="[^"]*">(HD[0-9]{4})</code></a>"#)
        return pattern.matches(in: page, range: NSRange(page.startIndex..., in: page)).map { match in
            (String(page[Range(match.range(at: 1), in: page)!]), String(page[Range(match.range(at: 2), in: page)!]))
        }
    }

    @Test("Each language's page explains all 44 codes, each at its own anchor, in that language")
    func pages() throws {
        let english = try #require(site.page(.codes(.en)))
        let chinese = try #require(site.page(.codes(.zh)))
        for page in [english, chinese] {
            #expect(page.components(separatedBy: #"<div class="code-entry severity-"#).count - 1 == 44)
            for code in DiagnosticCode.allCases { #expect(page.contains(#"" id="\#(code.rawValue)">"#)) }
        }
        #expect(english.contains("<h1>Finding codes</h1>") && chinese.contains("<h1>检查代码</h1>"))
        #expect(
            chinese.contains(
                #"<div class="code-entry severity-warning" id="HD0312">"# + "\n"
                    + #"<dt><code>HD0312</code> <span class="code-name" lang="en">inconsistent-term-translation</span> <span class="status severity">警告</span></dt>"#
                    + "\n<dd><p>同一个术语在译文中有不同的译法。</p><p><strong>怎么做：</strong> 全文统一使用一种译法："))
        #expect(
            english.contains(
                #"<span class="status severity">error</span></dt>"# + "\n"
                    + "<dd><p>A guideline of the English source has no counterpart in the translation.</p>"
                    + "<p><strong>What to do:</strong> Translate the guideline and put it after the place the finding points to"
            ))
        // The language switch leads to the other language's page.
        #expect(chinese.contains(#"<a class="language-switch" href="../../../en/qa/codes/""#))
    }

    @Test("Every finding's code on the QA pages links to its entry on the codes page of the same language")
    func links() throws {
        for (builder, site) in [SiteTestSupport.bundled, SitePaginationTests.paged] {
            let codesPages = Dictionary(
                uniqueKeysWithValues: try Language.allCases.map { ($0, try #require(site.page(.codes($0)))) })
            var linked = 0
            for route in site.routes where route.firstPage == .qa(.en) || route.firstPage == .qa(.zh) {
                let page = try #require(site.page(route))
                let language = try #require(route.language)
                // The findings' heading links the codes page too.
                #expect(page.contains(#"<p class="meta"><a href=""#))
                for link in Self.codeLinks(page) {
                    #expect(Self.resolved(link.href, from: route.path) == PageRoute.codes(language).path)
                    #expect(link.href.hasSuffix("#" + link.code))
                    #expect(codesPages[language]!.contains(#"id="\#(link.code)">"#))
                    linked += 1
                }
            }
            // Both languages link every finding and every site note once.
            let report = builder.report
            #expect(linked == 2 * (report.findings.count + report.notes.count))
        }
    }

    @Test("A same-language href names no language, so both languages' pages can share it")
    func sameLanguageHref() {
        for language in Language.allCases {
            let first = PageRoute.qa(language)
            #expect(first.sameLanguageHref(to: .codes(language), anchor: "HD0312") == "../qa/codes/#HD0312")
            let third = PageRoute.paged(.qa(language), 3)
            #expect(third.sameLanguageHref(to: .codes(language)) == "../../../qa/codes/")
            #expect(
                Self.resolved(third.sameLanguageHref(to: .codes(language)), from: third.path)
                    == "\(language.rawValue)/qa/codes/")
            #expect(PageRoute.codes(language).path == "\(language.rawValue)/qa/codes/")
        }
    }
}
