import Mustache
import Testing

@testable import HigDoc

/// The long tables' rows made in Swift (`TableRowsHTML`) are byte for byte what the templates made
/// before: each row kind's old template (quoted from the revisions before the rows moved, 59b6f4d and
/// before ab6d439 for the parallel cells) is rendered here by swift-mustache with the site's escaping,
/// on plain dictionaries of strings as the old models were, and compared with `appendHTML(to:)`, on
/// texts that need escaping, empty texts, CJK and every optional field present and absent. The quoted
/// templates carry the `lang` attributes added since, which mark English-only texts (messages, code
/// names, UIKit symbols, editions) on the Chinese pages.
@Suite struct TableRowsTemplateEquivalenceTests {
    /// Awkward texts: every escaped character, an empty text, CJK and a combining mark.
    static let texts = [#"a <b> & "c" 'd'"#, "", "搜索栏 “引号”", "e\u{301}x", "plain"]

    /// The old template around `{{#rows}}…{{/rows}}`, rendered with the templates' escaping; `context`
    /// holds what the rows' template finds further up (the page's `chrome`).
    static func render(_ rowTemplate: String, _ rows: [[String: Any]], context: [String: Any] = [:]) throws -> String {
        _ = SiteHTMLContentType.registered
        let template = try MustacheTemplate(
            string: "{{% CONTENT_TYPE: \(SiteHTMLContentType.name) }}\n{{#rows}}\n" + rowTemplate + "{{/rows}}\n")
        return template.render(context.merging(["rows": rows]) { _, rows in rows })
    }

    static func text(_ index: Int) -> String { texts[index % texts.count] }

    @Test func itemCatalogRows() throws {
        let old = """
            <tr id="{{id}}" data-status="{{status}}">
            <td class="item-icon"{{#placeholderLang}} lang="{{.}}"{{/placeholderLang}}>{{{placeholder}}}</td>
            <td lang="en">{{#enHref}}<a href="{{.}}">{{enName}}</a>{{/enHref}}{{^enHref}}<span class="gap-label">—</span>{{/enHref}}</td>
            <td lang="zh-Hans">{{#zhHref}}<a href="{{.}}">{{zhName}}</a>{{/zhHref}}{{^zhHref}}<span class="gap-label">—</span>{{/zhHref}}</td>
            <td lang="{{meaningLang}}">{{meaning}}</td>
            <td>{{bars}}</td>
            <td><span class="status status-{{status}}">{{statusLabel}}</span></td>
            </tr>

            """
        var rows: [ItemCatalogPage.Row] = []
        var boxes: [[String: Any]] = []
        for index in 0..<20 {
            // Every combination of a name and a link on each side, the link without a name included.
            let enName = index % 3 == 0 ? nil : Self.text(index)
            let enHref = index % 2 == 0 ? nil : Self.text(index + 1) + "#a?b=1&c=2"
            let zhName = index % 4 == 1 ? nil : Self.text(index + 2)
            let zhHref = index % 5 < 2 ? nil : Self.text(index + 3)
            let row = ItemCatalogPage.Row(
                id: "item-" + Self.text(index + 4), placeholder: #"<svg role="img"><title>x &amp; y</title></svg>"#,
                enName: enName, enHref: enHref, zhName: zhName, zhHref: zhHref, meaning: Self.text(index + 1),
                meaningLang: index % 2 == 0 ? "en" : "zh-Hans", bars: Self.text(index + 2),
                status: index % 2 == 0 ? "aligned" : "missing", statusLabel: Self.text(index + 3),
                placeholderLang: [nil, "en", "zh-Hans"][index % 3])
            rows.append(row)
            var box: [String: Any] = [
                "id": row.id, "placeholder": row.placeholder, "meaning": row.meaning, "meaningLang": row.meaningLang,
                "bars": row.bars, "status": row.status, "statusLabel": row.statusLabel,
            ]
            box.setIfPresent("enName", enName)
            box.setIfPresent("enHref", enHref)
            box.setIfPresent("zhName", zhName)
            box.setIfPresent("zhHref", zhHref)
            box.setIfPresent("placeholderLang", row.placeholderLang)
            boxes.append(box)
        }
        #expect(TableRowsHTML.of(rows) { $0.appendHTML(to: &$1) }.html.string == (try Self.render(old, boxes)))
    }

    @Test func qaFindingSiteNoteAndAssetRows() throws {
        let findingTemplate = """
            <tr class="severity-{{severity}}"><td><span class="status severity">{{severity}}</span></td><td><code lang="en" title="{{codeName}}">{{code}}</code></td><td><code>{{location}}</code>{{#related}}<br><span class="meta">↔ <code>{{.}}</code></span>{{/related}}</td><td lang="en">{{message}}</td></tr>

            """
        let noteTemplate = """
            <tr><td><code lang="en" title="{{codeName}}">{{code}}</code></td><td><code>{{location}}</code></td><td lang="en">{{message}}</td></tr>

            """
        let assetTemplate = """
            <tr><td><code>{{file}}</code></td><td{{#captionLang}} lang="{{.}}"{{/captionLang}}>{{caption}}</td><td><code>{{location}}</code></td></tr>

            """
        var findings: [QAReportPage.Finding] = []
        var findingBoxes: [[String: Any]] = []
        var assets: [QAReportPage.Asset] = []
        var assetBoxes: [[String: Any]] = []
        for index in 0..<15 {
            let finding = QAReportPage.Finding(
                severity: ["error", "warning", "note"][index % 3], code: "HD0\(200 + index)",
                codeName: Self.text(index), location: Self.text(index + 1) + ":3:4", message: Self.text(index + 2),
                related: index % 2 == 0 ? nil : Self.text(index + 3))
            findings.append(finding)
            var box: [String: Any] = [
                "severity": finding.severity, "code": finding.code, "codeName": finding.codeName,
                "location": finding.location, "message": finding.message,
            ]
            box.setIfPresent("related", finding.related)
            findingBoxes.append(box)
            let asset = QAReportPage.Asset(
                file: Self.text(index) + ".png", caption: Self.text(index + 1), location: Self.text(index + 2),
                captionLang: [nil, "en", "zh-Hans"][index % 3])
            assets.append(asset)
            var assetBox: [String: Any] = [
                "file": asset.file, "caption": asset.caption, "location": asset.location,
            ]
            assetBox.setIfPresent("captionLang", asset.captionLang)
            assetBoxes.append(assetBox)
        }
        #expect(
            TableRowsHTML.of(findings) { $0.appendHTML(to: &$1) }.html.string
                == (try Self.render(findingTemplate, findingBoxes)))
        #expect(
            TableRowsHTML.of(findings) { $0.appendSiteNoteHTML(to: &$1) }.html.string
                == (try Self.render(noteTemplate, findingBoxes)))
        #expect(
            TableRowsHTML.of(assets) { $0.appendHTML(to: &$1) }.html.string
                == (try Self.render(assetTemplate, assetBoxes)))
    }

    @Test func parallelRows() throws {
        let old = """
            <tr id="{{id}}" class="row-{{status}}" data-status="{{status}}">
            {{#en}}
            <td class="side side-en" lang="en">{{{html}}}<a class="unit-link" href="{{href}}" title="{{statusLabel}}">¶</a></td>
            {{/en}}
            {{^en}}
            <td class="side gap"><span class="gap-label">{{gapLabel}}</span></td>
            {{/en}}
            {{#zh}}
            <td class="side side-zh" lang="zh-Hans">{{{html}}}<a class="unit-link" href="{{href}}" title="{{statusLabel}}">¶</a>{{#confidence}}<span class="confidence">{{.}}</span>{{/confidence}}</td>
            {{/zh}}
            {{^zh}}
            {{#headingOnly}}
            <td class="side heading-only"><span class="heading-only-label">{{before}}<a href="{{carrierHref}}" lang="zh-Hans">{{carrierTitle}}</a>{{after}}</span></td>
            {{/headingOnly}}
            {{^headingOnly}}
            <td class="side gap"><span class="gap-label">{{gapLabel}}</span></td>
            {{/headingOnly}}
            {{/zh}}
            </tr>

            """
        var rows: [ParallelPage.Row] = []
        var boxes: [[String: Any]] = []
        for index in 0..<24 {
            let en =
                index % 3 == 2
                ? nil : ParallelPage.Cell(html: HTMLBytes("<p>\(index) &amp; <em>x</em></p>\n"), href: Self.text(index))
            let zh =
                index % 4 == 3
                ? nil : ParallelPage.Cell(html: HTMLBytes("<p>栏 \(index)</p>\n"), href: Self.text(index + 1))
            let headingOnly =
                zh == nil && index % 2 == 1
                ? ParallelPage.HeadingOnly(
                    before: Self.text(index), carrierTitle: Self.text(index + 1), carrierHref: Self.text(index + 2),
                    after: Self.text(index + 3)) : nil
            let confidence = index % 5 == 0 ? nil : "Confidence \(index)% <" + Self.text(index) + ">"
            let row = ParallelPage.Row(
                id: "pair-" + Self.text(index), status: ["aligned", "missing", "extra"][index % 3],
                statusLabel: Self.text(index + 2), en: en, zh: zh, gapLabel: Self.text(index + 3),
                confidence: confidence, headingOnly: headingOnly)
            rows.append(row)
            var box: [String: Any] = [
                "id": row.id, "status": row.status, "statusLabel": row.statusLabel, "gapLabel": row.gapLabel,
            ]
            box.setIfPresent("en", en.map { ["html": $0.html.string, "href": $0.href] as [String: Any] })
            box.setIfPresent("zh", zh.map { ["html": $0.html.string, "href": $0.href] as [String: Any] })
            box.setIfPresent("confidence", confidence)
            box.setIfPresent(
                "headingOnly",
                headingOnly.map {
                    [
                        "before": $0.before, "carrierTitle": $0.carrierTitle, "carrierHref": $0.carrierHref,
                        "after": $0.after,
                    ] as [String: Any]
                })
            boxes.append(box)
        }
        #expect(TableRowsHTML.of(rows) { $0.appendHTML(to: &$1) }.html.string == (try Self.render(old, boxes)))
    }

    /// The parallel page's document pairs and their groups, as `parallel.mustache` wrote them up to
    /// cd6279a, with the rows as the template got them (`rowsHTML`).
    @Test func parallelPairsAndGroups() throws {
        let old = """
            <section class="parallel-pair">
            <p class="pair-documents"><a href="{{sourceHref}}" lang="en">{{sourceTitle}}</a> <span class="meta" lang="en">{{sourceEdition}}</span> ↔ <a href="{{translationHref}}" lang="zh-Hans">{{translationTitle}}</a> <span class="meta" lang="zh-Hans">{{translationEdition}}</span></p>
            {{#groups}}
            <h2 id="{{id}}">{{title}}</h2>
            <table class="parallel">
            <thead>
            <tr><th scope="col" lang="en">English</th><th scope="col" lang="zh-Hans">中文</th></tr>
            </thead>
            <tbody>
            {{! The rows come as HTML (ParallelPage.Row.appendHTML, see TableRowsHTML): hundreds of thousands of rows, too many for a lookup per field. }}
            {{{rowsHTML}}}</tbody>
            </table>
            {{/groups}}
            </section>

            """
        func row(_ index: Int) -> ParallelPage.Row {
            ParallelPage.Row(
                id: "pair-" + Self.text(index), status: "aligned", statusLabel: Self.text(index + 1),
                en: ParallelPage.Cell(html: HTMLBytes("<p>\(index)</p>\n"), href: Self.text(index + 2)), zh: nil,
                gapLabel: Self.text(index + 3), confidence: nil, headingOnly: nil)
        }
        var pairs: [ParallelPage.Pair] = []
        var boxes: [[String: Any]] = []
        for index in 0..<7 {
            // One to three groups a pair, of none to four rows (a group of none is kept: the model allows it).
            let groups = (0..<(index % 3 + 1)).map { group in
                ParallelPage.Group(
                    id: "rules-" + Self.text(index + group), title: Self.text(index + group + 1),
                    rows: (0..<((index + group) % 5)).map { row(index * 10 + group * 3 + $0) })
            }
            let pair = ParallelPage.Pair(
                sourceTitle: Self.text(index), sourceHref: Self.text(index + 1) + "#a?b=1&c=2",
                sourceEdition: Self.text(index + 2), translationTitle: Self.text(index + 3),
                translationHref: Self.text(index + 4), translationEdition: Self.text(index + 5), groups: groups)
            pairs.append(pair)
            boxes.append([
                "sourceTitle": pair.sourceTitle, "sourceHref": pair.sourceHref, "sourceEdition": pair.sourceEdition,
                "translationTitle": pair.translationTitle, "translationHref": pair.translationHref,
                "translationEdition": pair.translationEdition,
                "groups": groups.map { group -> [String: Any] in
                    [
                        "id": group.id, "title": group.title,
                        "rowsHTML": TableRowsHTML.of(group.rows) { $0.appendHTML(to: &$1) }.html.string,
                    ]
                },
            ])
        }
        func page(_ pairs: [ParallelPage.Pair]) -> ParallelPage {
            ParallelPage(
                name: "Toolbars", otherName: "工具栏", otherLang: "zh-Hans", barHref: "../bars/toolbar/", pairs: pairs,
                isEmpty: pairs.isEmpty, alignedCount: 0, missingCount: 0, headingOnlyCount: 0, extraCount: 0,
                pagination: nil)
        }
        // The template writes the last line break (the pairs' HTML is on a line of its own).
        #expect(page(pairs).pairsHTML.html.string + "\n" == (try Self.render(old, boxes)))
        #expect(page(Array(pairs.prefix(1))).pairsHTML.html.string + "\n" == (try Self.render(old, [boxes[0]])))
        #expect(page([]).pairsHTML.html.isEmpty)
    }

    /// The bar page's parts, as `bar.mustache` wrote them up to cd6279a, with the labels from the
    /// page's `chrome.strings`.
    @Test func barParts() throws {
        let old = """
            <section class="part">
            <p class="part-source"><span class="part-label">{{chrome.strings.fromDocument}}</span> <a href="{{documentHref}}">{{documentTitle}}</a> <span class="meta">{{chrome.strings.edition}} {{edition}} · {{chrome.strings.source}} <code>{{source}}</code></span></p>
            <div class="prose">
            {{{body}}}
            </div>
            </section>

            """
        for language in Language.allCases {
            let strings = SiteStrings.of(language)
            let labels = BarPage.PartLabels(
                fromDocument: strings.fromDocument, edition: strings.edition, source: strings.source)
            var parts: [BarPage.Part] = []
            var boxes: [[String: Any]] = []
            for index in 0..<8 {
                // Bodies with and without a closing line break, and an empty one.
                let body =
                    index == 3
                    ? "" : "<p>栏 \(index) &amp; <em>\(Self.text(index))</em></p>" + (index % 2 == 0 ? "\n" : "")
                let part = BarPage.Part(
                    documentTitle: Self.text(index), documentHref: Self.text(index + 1) + "#a&b",
                    edition: Self.text(index + 2), source: Self.text(index + 3) + ".md", body: HTMLBytes(body))
                parts.append(part)
                boxes.append([
                    "documentTitle": part.documentTitle, "documentHref": part.documentHref, "edition": part.edition,
                    "source": part.source, "body": body,
                ])
            }
            let page = BarPage(
                name: "Toolbars", otherName: "工具栏", otherLang: "zh-Hans", parallelHref: "p", itemsHref: "i",
                parts: parts, partLabels: labels, isEmpty: false, ruleCount: 0, itemCount: 0, pagination: nil)
            let chrome: [String: Any] = [
                "strings": ["fromDocument": strings.fromDocument, "edition": strings.edition, "source": strings.source]
            ]
            #expect(page.partsHTML.html.string + "\n" == (try Self.render(old, boxes, context: ["chrome": chrome])))
        }
    }

    /// The layout's bar links and site navigation, as `layout.mustache` wrote them up to cd6279a.
    @Test func navigationLinks() throws {
        let old = """
            <li><a href="{{href}}"{{#current}} aria-current="page"{{/current}}>{{label}}</a></li>

            """
        var links: [PageChrome.NavLink] = []
        var boxes: [[String: Any]] = []
        for index in 0..<9 {
            // The current link anywhere, a label in the other language (its `lang` is not written).
            let link = PageChrome.NavLink(
                label: Self.text(index), href: "../" + Self.text(index + 1) + "/?a=1&b=2", current: index % 4 == 1,
                lang: index % 3 == 0 ? "zh-Hans" : nil)
            links.append(link)
            var box: [String: Any] = ["label": link.label, "href": link.href, "current": link.current]
            box.setIfPresent("lang", link.lang)
            boxes.append(box)
        }
        #expect(PageChrome.NavLink.listItemsHTML(links).html.string == (try Self.render(old, boxes)))
        #expect(PageChrome.NavLink.listItemsHTML([]).html.isEmpty)
    }

    /// The home page's document list, as `home.mustache` wrote it up to the forty-fourth session (less its
    /// stray " · ").
    @Test func homeDocumentLinks() throws {
        let old = """
            <li><a href="{{href}}" lang="{{lang}}">{{title}}</a> <span class="meta"{{#languageName}} lang="{{lang}}"{{/languageName}}>{{edition}}{{#languageName}} · {{languageName}}{{/languageName}}</span></li>

            """
        var links: [HomePage.DocumentLink] = []
        var boxes: [[String: Any]] = []
        for index in 0..<15 {
            // Every text awkward in turn, the language named or not (empty when it is the page's).
            let link = HomePage.DocumentLink(
                title: Self.text(index), lang: index % 2 == 0 ? "en" : Self.text(index + 1),
                edition: Self.text(index + 2), href: "../docs/" + Self.text(index + 3) + "/?a=1&b=2",
                languageName: index % 3 == 0 ? "" : Self.text(index + 4))
            links.append(link)
            var box: [String: Any] = [
                "title": link.title, "lang": link.lang, "edition": link.edition, "href": link.href,
            ]
            // The template meant no language after the edition when it is the page's, but swift-mustache
            // counts an empty text as true: every such edition ended with " · ". Now it does not.
            box.setIfPresent("languageName", link.languageName.isEmpty ? nil : link.languageName)
            boxes.append(box)
        }
        #expect(HomePage.DocumentLink.listItemsHTML(links).html.string == (try Self.render(old, boxes)))
        #expect(HomePage.DocumentLink.listItemsHTML([]).html.isEmpty)
    }

    /// The page links of a long list's navigation, as `pagination.mustache` wrote them up to cd6279a,
    /// on the navigation of every page of lists of one to twelve pages.
    @Test func paginationPageLinks() throws {
        let old = """
            {{#number}}
            <li>{{#current}}<span aria-current="page">{{number}}</span>{{/current}}{{^current}}<a href="{{href}}">{{number}}</a>{{/current}}</li>
            {{/number}}
            {{^number}}
            <li class="gap" aria-hidden="true">…</li>
            {{/number}}

            """
        var navigations = 0
        for count in 1...12 {
            for page in 1...count {
                let route = PageRoute.paged(.bar(.zh, "tab-bar"), page)
                guard let navigation = PageNavigation.of(route, count: count, strings: SiteStrings.of(.zh)) else {
                    #expect(count == 1)
                    continue
                }
                navigations += 1
                let boxes = navigation.pages.map { link -> [String: Any] in
                    var box: [String: Any] = ["current": link.current]
                    box.setOrNull("number", link.number)
                    box.setOrNull("href", link.href)
                    return box
                }
                #expect(navigation.pagesHTML.html.string + "\n" == (try Self.render(old, boxes)), "\(page) of \(count)")
            }
        }
        #expect(navigations == 77)
    }
}
