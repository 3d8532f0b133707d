import Foundation
import Testing

@testable import HigDoc

@Suite("Guideline graph of the bundled content")
struct GuidelineGraphTests {
    private var graph: GuidelineGraph { TestSupport.bundled.graph }

    @Test("en bars.md: 8 bar sections with their apple_ref ids, and 28 rules")
    func englishChapter() {
        let sections = graph.barSections(in: "en/bars")
        #expect(
            sections.map(\.concept) == [
                "status-bar", "navigation-bar", "toolbar", "bar-buttons", "tab-bar", "tab-bar-icons", "search-bar",
                "scope-bar",
            ])
        #expect(
            sections.map { $0.anchor ?? "" }
                == ["SW2", "SW3", "SW4", "SW33", "SW52", "SW34", "SW5", "SW8"].map {
                    "//apple_ref/doc/uid/TP40006556-CH12-\($0)"
                })
        #expect(sections.map(\.level) == Array(repeating: 3, count: 8))
        let rules = graph.rules(in: "en/bars")
        #expect(rules.count == 28)
        #expect(
            Dictionary(grouping: rules, by: { $0.bar ?? "" }).mapValues(\.count) == [
                "status-bar": 6, "navigation-bar": 8, "toolbar": 4, "tab-bar": 10,
            ])
    }

    @Test("zh bars.md: 8 bar sections (level 2) and 27 rules")
    func chineseChapter() {
        let sections = graph.barSections(in: "zh/bars")
        #expect(sections.map(\.title) == ["状态栏", "导航栏", "工具栏", "工具栏和导航栏按钮", "标签栏", "标签栏图标", "搜索栏", "范围栏"])
        #expect(sections.map(\.level) == Array(repeating: 2, count: 8))
        let rules = graph.rules(in: "zh/bars")
        #expect(rules.count == 27)
        #expect(
            Dictionary(grouping: rules, by: { $0.bar ?? "" }).mapValues(\.count) == [
                "status-bar": 7, "navigation-bar": 8, "toolbar": 4, "tab-bar": 8,
            ])
    }

    @Test("Two sections of a page with one anchor: HD0202 at the second, related to the first")
    func duplicateAnchor() throws {
        let markdown = """
            # Bars

            <a name="//apple_ref/doc/uid/X-SW1"></a>
            ## Toolbar

            <a name="//apple_ref/doc/uid/X-SW2"></a>
            ## Guidelines

            <a name="#//apple_ref/doc/uid/X-SW1"></a>
            ## Appearance
            """
        let document = try TestSupport.parse(markdown, path: "en/anchors.md")
        let part = DocumentGraphBuilder.build(document, glossary: TestSupport.bundled.corpus.glossary)
        let findings = part.diagnostics.filter { $0.code == .duplicateAnchor }
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.severity == .error)
        #expect(finding.location.line == 10)
        #expect(finding.related.map(\.line) == [4])
        #expect(
            finding.message
                == "section 'Appearance' carries the anchor '#//apple_ref/doc/uid/X-SW1', which the section 'Toolbar' above carries already; links to it reach only that one"
        )
        // The bundled content has none.
        #expect(!graph.diagnostics.contains { $0.code == .duplicateAnchor })
        // Keyed as links find their targets: by what follows the last `//apple_ref/`.
        #expect(
            DocumentGraphBuilder.appleRefKey("//apple_ref/occ/cl/Other//apple_ref/doc/uid/A-SW1") == "doc/uid/A-SW1")
        #expect(DocumentGraphBuilder.appleRefKey("#//apple_ref/doc/uid/A-SW1") == "doc/uid/A-SW1")
        #expect(DocumentGraphBuilder.appleRefKey("#top") == "top")
    }

    @Test("A document's units, by kind: each document's own, in graph order, as a filter finds them")
    func unitsOfADocument() {
        var total = (sections: 0, rules: 0, items: 0)
        for document in graph.documents.map(\.key) {
            let sections = graph.sections(in: document)
            #expect(sections.map(\.id) == graph.sections.filter { $0.document == document }.map(\.id))
            #expect(
                graph.barSections(in: document).map(\.id)
                    == graph.sections.filter { $0.document == document && $0.isBarSection }.map(\.id))
            #expect(graph.rules(in: document).map(\.id) == graph.rules.filter { $0.document == document }.map(\.id))
            #expect(
                graph.systemItems(in: document, kind: .tabBarItem).map(\.id)
                    == graph.systemItems.filter { $0.document == document && $0.kind == .tabBarItem }.map(\.id))
            total.sections += sections.count
            total.rules += graph.rules(in: document).count
            total.items += graph.systemItems(in: document).count
        }
        #expect(total.sections == 57 && total.rules == 62 && total.items == graph.systemItems.count)
        #expect(graph.sections(in: "en/none").isEmpty && graph.rules(in: "en/none").isEmpty)
    }

    @Test("Rules carry their lead, body, kind and location")
    func ruleDetails() throws {
        let rule = try #require(graph.rules.first { $0.lead == "Don’t create a custom status bar." })
        #expect(rule.kind == .dont)
        #expect(rule.bar == "status-bar")
        #expect(rule.body.hasPrefix("Users depend on the consistency of the system-provided status bar."))
        #expect(rule.location == SourceLocation(line: 55, column: 3))
        #expect(rule.id == "en/bars/don-t-create-a-custom-status-bar")
        let consider = try #require(graph.rules.first { $0.lead.hasPrefix("Consider badging") })
        #expect(consider.kind == .consider)
        let chinese = try #require(graph.rules.first { $0.lead == "避免让过多的标签挤满标签栏。" })
        #expect(chinese.kind == .dont)
        #expect(chinese.bar == "tab-bar")
    }

    @Test("A run-in label (**Purpose.**, **Toolbar.**) opens a paragraph, not a rule")
    func runInLabelsAreNotRules() {
        #expect(graph.rules(in: "en/uikit-search-bars").isEmpty)
        let cases: [(String, Language, Bool)] = [
            ("Purpose.", .en, true), ("Toolbar.", .en, true), ("Auto-correction:", .en, true),
            ("Use a toolbar.", .en, false), ("Purpose", .en, false), ("iOS 7.", .en, false), (".", .en, false),
            ("注意：", .zh, true), ("要点:", .zh, true), ("避免使用更多这一标签。", .zh, false),
            ("不要创建自定义状态栏：", .zh, false), ("Purpose.", .zh, false),
        ]
        for (lead, language, expected) in cases {
            #expect(DocumentGraphBuilder.isRunInLabel(lead, language: language) == expected, "\(lead)")
        }
    }

    @Test("A note's id is its place among its section's notes, not its line")
    func noteIDs() throws {
        #expect(
            graph.notes.filter { $0.document == "zh/bars" }.map(\.id) == [
                "zh/bars/status-bar/note-1", "zh/bars/navigation-bar/note-1", "zh/bars/navigation-bar/note-2",
                "zh/bars/toolbar/note-1", "zh/bars/bar-buttons/note-1", "zh/bars/tab-bar/note-1",
                "zh/bars/tab-bar-icons/note-1", "zh/bars/search-bar/note-1", "zh/bars/scope-bar/note-1",
            ])
        // Lines added above a note leave its id.
        let shifted = try TestSupport.parse("# A\n\n## B\n\n\n\n> Note: One.\n\nText.\n\n> Note: Two.\n")
        let plain = try TestSupport.parse("# A\n\n## B\n\n> Note: One.\n\nText.\n\n> Note: Two.\n")
        let ids = { (document: Document) in
            GuidelineGraph.build(
                Corpus(contentDirectory: "", documents: [document], glossary: TestSupport.bundled.corpus.glossary)
            ).notes.map(\.id)
        }
        #expect(ids(shifted) == ids(plain))
        #expect(ids(plain) == ["en/test/a/b/note-1", "en/test/a/b/note-2"])
    }

    @Test("Bold leads inside list items describe search bar elements, not rules")
    func searchBarElements() {
        #expect(!graph.rules.contains { $0.lead == "Placeholder" || $0.lead.hasPrefix("清除按钮") })
        let english = graph.systemItems(in: "en/bars", kind: .searchBarElement)
        #expect(english.map(\.localizedName) == ["Placeholder", "Bookmarks", "Clear", "results list", "prompt"])
        let chinese = graph.systemItems(in: "zh/bars", kind: .searchBarElement)
        #expect(chinese.map(\.localizedName) == ["占位符文本", "书签按钮", "清除按钮", "结果列表图标", "提示语"])
        #expect(Set(english.compactMap(\.concept)) == Set(chinese.compactMap(\.concept)))
        // Numbered through the section, though the Chinese page makes four lists of them.
        #expect(english.map(\.index) == [0, 1, 2, 3, 4])
        #expect(chinese.map(\.index) == [0, 1, 2, 3, 4])
        // A list item's second paragraph is part of the element's meaning.
        #expect(
            english[1].meaning
                == "The Bookmarks button. This button can provide a shortcut to information users want to easily find again. For example, the Bookmarks button in the Maps search mode gives access to bookmarked locations, recent searches, and contacts. The Bookmarks button is visible only when there is no user-supplied or nonplaceholder text in the search bar. When the search bar contains such text, the Clear button appears so that users can erase the text."
        )
        #expect(
            english[2].meaning.hasSuffix(
                "If there is no user-supplied or nonplaceholder text in the search bar, the Clear button is hidden."))
        #expect(
            english[0].meaning
                == "Placeholder text. This text might state the function of the control—for example, “Search”—or remind users in what context they are searching—for example, “Google”."
        )
    }

    @Test("Button table: 12 rows in en (Share … Refresh), 14 in zh; tab bar icons: 12 in each")
    func systemItems() throws {
        let englishButtons = graph.systemItems(in: "en/bars", kind: .barButtonItem)
        #expect(englishButtons.count == 12)
        #expect(englishButtons.first?.name == "Share")
        #expect(englishButtons.first?.symbol == "Action")
        #expect(englishButtons.last?.name == "Refresh")
        #expect(englishButtons.allSatisfy { $0.bars == ["toolbar", "navigation-bar"] })
        let chineseButtons = graph.systemItems(in: "zh/bars", kind: .barButtonItem)
        #expect(chineseButtons.count == 14)
        let share = try #require(chineseButtons.first)
        #expect(share.localizedName == "分享")
        #expect(share.name == "Action")
        #expect(share.symbol == "Action")
        #expect(share.meaning == "打开一个操作菜单，上面列出了针对当前内容，由系统提供或是由应用自定义的操作服务。")
        #expect(graph.systemItems(in: "en/bars", kind: .tabBarItem).count == 12)
        #expect(graph.systemItems(in: "zh/bars", kind: .tabBarItem).count == 12)
        #expect(graph.systemItems(in: "zh/bars", kind: .tabBarItem).map(\.name).contains("Most Recent"))
    }

    @Test("The search bar has guidance from four documents and three editions")
    func searchBarAcrossEditions() throws {
        let bar = try #require(graph.bars.first { $0.id == "search-bar" })
        let documents = Set(bar.sections.compactMap { graph.section($0)?.document })
        #expect(documents == ["en/bars", "en/uikit-search-bars", "en/search-bars", "zh/bars"])
        let editions = Set(documents.compactMap { graph.document($0)?.edition })
        #expect(editions == ["iOS 7", "iOS 8", "current"])
        #expect(bar.names == ["en": "Search Bar", "zh": "搜索栏"])
        let current = graph.rules(in: "en/search-bars")
        #expect(current.count == 7)
        #expect(
            current.filter { $0.bar == "scope-bar" }.map(\.lead) == [
                "Favor improving search results over including a scope bar."
            ])
    }

    /// The graph of one English page, `test.md`, with the bundled glossary.
    static func graph(of markdown: String) throws -> GuidelineGraph {
        GuidelineGraph.build(
            Corpus(
                contentDirectory: "", documents: [try TestSupport.parse(markdown)],
                glossary: TestSupport.bundled.corpus.glossary))
    }

    @Test("An invisible character pasted before a bold lead leaves the paragraph the rule it shows")
    func invisibleBeforeLead() throws {
        for mark in ["\u{200B}", "\u{2060}", "\u{FEFF}", "\u{200B}\u{200D}"] {
            let rules = try Self.graph(
                of: "## Status Bar\n\n\(mark)**Don’t create a custom status bar.** Users rely on it.\n"
            )
            .rules
            #expect(rules.map(\.lead) == ["Don’t create a custom status bar."])
            #expect(rules.map(\.body) == ["Users rely on it."])
        }
        // A visible character before the bold makes it no lead.
        #expect(
            try Self.graph(of: "## Status Bar\n\nx**Don’t create a custom status bar.** Users rely on it.\n").rules
                .isEmpty)
    }

    @Test("Internal links resolve: the en relative SW33 and the zh absolute Bars.html#…SW4")
    func linkResolution() throws {
        let english = try #require(
            graph.links.first {
                $0.document == "en/bars" && $0.destination == "#//apple_ref/doc/uid/TP40006556-CH12-SW33"
            })
        #expect(english.resolvedSection == "en/bars/bar-buttons")
        #expect(english.appleRef == "doc/uid/TP40006556-CH12-SW33")
        let chinese = try #require(
            graph.links.first {
                $0.document == "zh/bars"
                    && $0.destination.hasSuffix("MobileHIG/Bars.html#//apple_ref/doc/uid/TP40006556-CH12-SW4")
            })
        #expect(chinese.resolvedSection == "en/bars/toolbar")
        let external = try #require(graph.links.first { $0.destination.hasPrefix("Controls.html") })
        #expect(external.resolvedSection == nil)
        #expect(!graph.diagnostics.contains { $0.code == .unresolvedInternalLink })
    }

    @Test("An internal link to an anchor nobody carries is an error at its location")
    func unresolvedLink() throws {
        let markdown =
            "## Bars\n\n<a name=\"//apple_ref/doc/uid/X-SW1\"></a>\n\n### Toolbar\n\nSee [nowhere](#//apple_ref/doc/uid/X-SW9).\n"
        let graph = try Self.graph(of: markdown)
        let diagnostic = try #require(graph.diagnostics.first { $0.code == .unresolvedInternalLink })
        #expect(diagnostic.location == DiagnosticLocation(file: "test.md", line: 7, column: 5))
        #expect(graph.sections.first { $0.concept == "toolbar" }?.anchor == "//apple_ref/doc/uid/X-SW1")
    }

    @Test("A search bar element goes on after a picture that broke its list, when more of the list follows")
    func elementParagraphAfterPicture() throws {
        let markdown =
            "## Search Bar\n\n- The **Bookmarks** button. One.\n\n![b](b.png)\n\nTwo.\n\n- The **Clear** button. Three.\n\nFour.\n\n"
            + "- The **results list** icon. Five.\n\n![r](r.png)\n\nSix.\n\n- Mail\n- Contacts\n"
        let graph = try Self.graph(of: markdown)
        // After a picture and before more of the list, a paragraph is the element's; without the picture
        // (Four) or with a list after it that names no element (Six: the review of 47a0ea3), the section's.
        #expect(
            graph.systemItems.map(\.meaning) == [
                "The Bookmarks button. One. Two.", "The Clear button. Three.", "The results list icon. Five.",
            ])
    }

    /// The review of fab9b9c: a fragment is read percent-decoded, a `#…` anchor only on its own page, an
    /// address's only on the page published there, a plain fragment never as an apple_ref anchor, and an
    /// empty one is the page's top.
    @Test("A plain fragment is decoded and looked for only on the page it names")
    func plainAnchorScope() throws {
        func page(_ id: String, _ markdown: String, url: String) throws -> Document {
            var document = try TestSupport.parse(markdown, path: "en/\(id).md")
            document.frontMatter.id = id
            document.frontMatter.canonicalURL = url
            return document
        }
        let first = try page(
            "a",
            "## Bars\n\n<a name=\"范围 x\"></a>\n\n### Scope Bar\n\n<a name=\"//apple_ref/doc/uid/X-SW1\"></a>\n\n### Toolbar\n\n"
                + "[d](#%E8%8C%83%E5%9B%B4%20x) [top](https://ex.org/a.html#) [uid](#doc/uid/X-SW1)\n",
            url: "https://ex.org/a.html")
        let second = try page(
            "b",
            "## Tab Bar\n\n[own](#%E8%8C%83%E5%9B%B4%20x) [there](http://ex.org/a.html#范围%20x) "
                + "[a](https://ex.org/a.html#nope)\n",
            url: "https://ex.org/b.html")
        let corpus = Corpus(
            contentDirectory: "", documents: [first, second], glossary: TestSupport.bundled.corpus.glossary)
        let graph = GuidelineGraph.build(corpus)
        let scope = try #require(graph.sections.first { $0.anchor == "范围 x" })
        #expect(graph.links.map(\.text) == ["d", "top", "uid", "own", "there", "a"])
        #expect(graph.links.map(\.resolvedSection) == [scope.id, nil, nil, nil, scope.id, nil])
        let unresolved = graph.diagnostics.filter { $0.code == .unresolvedInternalLink }
        #expect(unresolved.map(\.location.file) == ["en/a.md", "en/b.md", "en/b.md"])
        #expect(unresolved.map { String($0.message.prefix(8)) } == ["link 'ui", "link 'ow", "link 'a'"])
    }

    @Test("A #… link to a plain anchor resolves to the section that carries it, or is HD0201")
    func plainAnchorLink() throws {
        let markdown =
            "## Bars\n\n<a name=\"scope\"></a>\n\n### Scope Bar\n\nSee [the scope bar](#scope), [nowhere](#nowhere) and [Apple](http://example.com/page#scope).\n"
        let graph = try Self.graph(of: markdown)
        let scope = try #require(graph.sections.first { $0.anchor == "scope" })
        #expect(graph.links.map(\.resolvedSection) == [scope.id, nil, nil])
        let unresolved = graph.diagnostics.filter { $0.code == .unresolvedInternalLink }
        #expect(unresolved.map(\.location) == [DiagnosticLocation(file: "test.md", line: 7, column: 30)])
    }

    @Test("A link's and an image's id is made from its place; only one numbered apart is stored")
    func placeIDs() throws {
        let markdown =
            "**Link 5 1.** First rule.\n\n**Image 7 1.** Second rule.\n\n[x](http://a)\n\n![a](b.png)\n\n[y](http://b)\n"
        let graph = try Self.graph(of: markdown)
        #expect(graph.rules.map(\.id) == ["en/test/link-5-1", "en/test/image-7-1"])
        #expect(graph.links.map(\.id) == ["en/test/link-5-1-2", "en/test/link-9-1"])
        #expect(graph.images.map(\.id) == ["en/test/image-7-1-2"])
        // The id follows the place unless it was numbered apart.
        var moved = try #require(graph.links.last)
        moved.location = SourceLocation(line: 11, column: 4)
        #expect(moved.id == "en/test/link-11-4")
        var numbered = graph.links[0]
        numbered.location = SourceLocation(line: 11, column: 4)
        #expect(numbered.id == "en/test/link-5-1-2")
        // Set to the id of its place, it follows the place again.
        numbered.id = "en/test/link-11-4"
        numbered.location = SourceLocation(line: 12, column: 1)
        #expect(numbered.id == "en/test/link-12-1")
        // Encoded with their ids, decoded to equal values.
        let links = try JSONDecoder().decode([Link].self, from: try JSONEncoder().encode(graph.links))
        let images = try JSONDecoder().decode([Image].self, from: try JSONEncoder().encode(graph.images))
        #expect(links == graph.links && images == graph.images)
        let object = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(graph.links[0])) as? [String: Any]
        #expect(object?["id"] as? String == "en/test/link-5-1-2")
        #expect(Set(object?.keys.map { $0 } ?? []) == ["id", "document", "destination", "text", "location"])
        // Every bundled link and image: the id of its place, none numbered apart.
        let bundled = TestSupport.bundled.graph
        #expect(bundled.links.count == 111 && bundled.images.count == 79)
        #expect(bundled.links.allSatisfy { $0.id == "\($0.document)/link-\($0.location.line)-\($0.location.column)" })
        #expect(bundled.images.allSatisfy { $0.id == "\($0.document)/image-\($0.location.line)-\($0.location.column)" })
        // The name is made byte by byte: it is what interpolating the numbers gives, at every width.
        for (line, column) in [(0, 0), (1, 1), (9, 10), (34, 165), (1_000_000, 99), (Int(Int32.max), 7), (-3, 2)] {
            for document in ["en/bars", "zh/条栏-1", ""] {
                #expect(
                    PlaceID.name("link", document: document, location: SourceLocation(line: line, column: column))
                        == "\(document)/link-\(line)-\(column)")
            }
        }
        // An id is kept only when it is not the name of its place; near misses are kept, and read back.
        let place = SourceLocation(line: 34, column: 165)
        // Every id that is its place's name is stored as nothing: all such are equal.
        let first = SourceLocation(line: 1, column: 1)
        let unnamed = PlaceID(
            PlaceID.name("link", document: "", location: first), kind: "link", document: "", location: first)
        for (document, location) in [("en/bars", place), ("zh/条栏-1", place), ("", SourceLocation(line: -3, column: 2))]
        {
            let name = PlaceID.name("link", document: document, location: location)
            #expect(PlaceID(name, kind: "link", document: document, location: location) == unnamed)
            for near in [String(name.dropLast()), name + "5", name + "-2", "", "x" + name, name.uppercased()]
            where near != name {
                let kept = PlaceID(near, kind: "link", document: document, location: location)
                #expect(kept != unnamed)
                #expect(kept.id("link", document: document, location: location) == near)
            }
        }
        // A location keeps its numbers in 32 bits: beyond, they are kept as the largest.
        #expect(
            SourceLocation(line: Int.max, column: Int(Int32.max) + 1)
                == SourceLocation(line: 2_147_483_647, column: 2_147_483_647))
    }

    @Test("Callouts become notes: API notes and important notes in zh")
    func notes() {
        let chinese = graph.notes.filter { $0.document == "zh/bars" }
        #expect(chinese.filter { $0.kind == .apiNote }.count == 6)
        #expect(chinese.filter { $0.kind == .important }.count == 3)
        #expect(chinese.first?.text.hasPrefix("你可以为整个应用设置统一的状态栏样式") == true)
    }

    @Test("The graph built by taking over the pages' graphs is the one built from them, and empties them")
    func buildTakingParts() throws {
        let corpus = TestSupport.bundled.corpus
        let parts = corpus.documents.map { DocumentGraphBuilder.build($0, glossary: corpus.glossary) }
        var taken = parts
        let graph = GuidelineGraph.build(taking: &taken, glossary: corpus.glossary)
        let expected = GuidelineGraph.build(parts: parts, glossary: corpus.glossary)
        #expect(taken.count == 5 && taken.allSatisfy { $0.documents.isEmpty && $0.rules.isEmpty && $0.links.isEmpty })
        #expect(graph.documents == expected.documents && graph.sections == expected.sections)
        #expect(graph.rules == expected.rules && graph.systemItems == expected.systemItems)
        #expect(graph.notes == expected.notes && graph.links == expected.links && graph.images == expected.images)
        #expect(graph.bars == expected.bars && graph.diagnostics == expected.diagnostics)
        #expect(graph.rules.count == 62 && graph.links.count == expected.links.count)
        #expect(graph.rules == TestSupport.bundled.graph.rules && graph.links == TestSupport.bundled.graph.links)
    }

    @Test("Pages' graphs accumulated in any order, one of them twice, give the union merged in page order")
    func accumulatedOutOfOrder() throws {
        let corpus = TestSupport.bundled.corpus
        let parts = corpus.documents.map { DocumentGraphBuilder.build($0, glossary: corpus.glossary) }
        let expected = GuidelineGraph.merging(parts)
        let accumulator = GraphAccumulator(pageCount: parts.count)
        var made: [Int] = []
        for page in [3, 0, 4, 0, 2, 1, 3] {
            accumulator.add(page: page) {
                made.append(page)
                return parts[page]
            }
        }
        // A page taken before is not made again.
        #expect(made == [3, 0, 4, 2, 1])
        let union = accumulator.union()
        #expect(union.documents == expected.documents && union.sections == expected.sections)
        #expect(union.rules == expected.rules && union.systemItems == expected.systemItems)
        #expect(union.notes == expected.notes && union.links == expected.links && union.images == expected.images)
        #expect(union.diagnostics == expected.diagnostics)
        #expect(union.documents.map(\.key) == corpus.documents.map(\.key))
        #expect(union.rules.count == 62 && union.links.count == 111 && union.images.count == 79)
        // What it held is handed over: it is empty afterwards.
        #expect(accumulator.union().rules.isEmpty)
        let graph = GuidelineGraph.finished(union, glossary: corpus.glossary)
        #expect(graph.bars == TestSupport.bundled.graph.bars && graph.links == TestSupport.bundled.graph.links)
    }

    @Test("Runs of a list are put in the order of their pages, empty runs and runs in order included")
    func orderRuns() {
        var list = ["c1", "c2", "a1", "d1", "b1", "b2", "b3"]
        GraphAccumulator.order(&list, [(2, 0), (0, 2), (3, 3), (5, 4), (1, 4)])
        #expect(list == ["a1", "b1", "b2", "b3", "c1", "c2", "d1"])
        var inOrder = ["a", "b", "c"]
        GraphAccumulator.order(&inOrder, [(0, 0), (1, 1), (2, 2)])
        #expect(inOrder == ["a", "b", "c"])
        var empty: [String] = []
        GraphAccumulator.order(&empty, [])
        #expect(empty.isEmpty)
    }
}
