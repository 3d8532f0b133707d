import Foundation

@testable import HigDoc

/// The bundled site, built once in memory from the repository's templates, with the real aligner and checks.
enum SiteTestSupport {
    static var templatesDirectory: String { TestSupport.repoRoot.appendingPathComponent("templates").path }

    static let templates: SiteTemplates = try! SiteTemplates(directory: templatesDirectory)

    /// A template that does not parse: its section is never closed (an error at line 4).
    static let unclosedSection = "line one\n{{#open}}\nnever closed\n"

    /// A copy of the repository's templates under `root` (as `directory`), with the template `name`
    /// (`layout.mustache`) changed by `edit`; returns the copy's directory.
    static func editedTemplates(
        in root: URL, as directory: String = "templates", _ name: String, _ edit: (String) -> String
    ) throws -> URL {
        let copy = root.appendingPathComponent(directory)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: templatesDirectory), to: copy)
        let file = copy.appendingPathComponent(name)
        try Data(edit(try String(contentsOf: file, encoding: .utf8)).utf8).write(to: file)
        return copy
    }

    /// A reserved, never-resolving host (RFC 2606): the bundled site's published address, for its sitemap.
    static let baseURL = "https://higdoc.example/"

    static let bundled: (builder: SiteBuilder, site: Site) = {
        let builder = SiteBuilder(
            input: SiteInput.checked(TestSupport.bundled.corpus, baseURL: baseURL), templates: templates)
        return (builder, try! builder.build())
    }()

    /// The part of a page between `<main id="main">` and `</main>`: the content, without the layout.
    static func main(_ html: String) -> String {
        guard let start = html.range(of: "<main id=\"main\">"), let end = html.range(of: "</main>") else { return "" }
        return String(html[start.upperBound..<end.lowerBound])
    }

    /// The `<tr …>…</tr>` element with the given id.
    static func row(_ id: String, in html: String) -> String? {
        guard let start = html.range(of: "<tr id=\"\(id)\"") else { return nil }
        guard let end = html.range(of: "</tr>", range: start.upperBound..<html.endIndex) else { return nil }
        return String(html[start.lowerBound..<end.upperBound])
    }

    /// A two-language corpus made from markdown strings (no files), with the bundled glossary; the English
    /// page was published at `canonicalURL`.
    static func corpus(
        en: String, zh: String,
        canonicalURL: String = "https://developer.apple.com/library/ios/documentation/Guide/Page.html"
    ) throws -> Corpus {
        let glossary = TestSupport.bundled.corpus.glossary
        let english = try MarkdownParser.parse(
            body: en[...], path: "fixture/en/page.md",
            frontMatter: FrontMatter(
                id: "page", title: "Page", lang: .en, edition: "test", source: "fixture",
                canonicalURL: canonicalURL))
        let chinese = try MarkdownParser.parse(
            body: zh[...], path: "fixture/zh/page.md",
            frontMatter: FrontMatter(
                id: "page", title: "页面", lang: .zh, edition: "test", source: "fixture", translates: "page"))
        return Corpus(contentDirectory: "fixture", documents: [english, chinese], glossary: glossary)
    }
}
