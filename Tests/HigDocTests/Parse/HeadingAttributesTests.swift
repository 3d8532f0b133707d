import Foundation
import Testing

@testable import HigDoc

@Suite("Heading attribute blocks")
struct HeadingAttributesTests {
    /// Each heading of `markdown`: its text and its anchor.
    func headings(_ markdown: String) throws -> [(text: String, anchor: String?)] {
        try TestSupport.parse(markdown).blocks.compactMap { block in
            guard case .heading(let heading) = block else { return nil }
            return (heading.inlines.plainText, heading.anchor)
        }
    }

    @Test("A trailing {#id} is the heading's anchor and leaves its text, as pandoc, Hugo and kramdown read it")
    func idAndClasses() throws {
        let found = try headings(
            """
            ## Status Bar {#status-bar}

            ## 状态栏{#zh-status}

            ### Guidelines {: #guidelines .unnumbered data-level="two words"}

            ### Appearance {.unlisted}   

            Navigation *Bar* {#nav_bar}
            ---------------------------

            ## `code` and **strong** {#mixed}

            ## Closed ATX {#closed} ##

            ## Closed before ## {#before}

            ## *Bar* ## {: #emphasis}

            ## Unnumbered {-}

            ## Hugo {id="hugo-id" .wide}

            ## C# {#c-sharp}

            Setext ## {#setext}
            ===

            """)
        #expect(
            found.map(\.text) == [
                "Status Bar", "状态栏", "Guidelines", "Appearance", "Navigation Bar", "code and strong", "Closed ATX",
                "Closed before", "Bar", "Unnumbered", "Hugo", "C#", "Setext ##",
            ])
        #expect(
            found.map(\.anchor) == [
                "status-bar", "zh-status", "guidelines", nil, "nav_bar", "mixed", "closed", "before", "emphasis", nil,
                "hugo-id", "c-sharp", "setext",
            ])
    }

    @Test("Braces that are not an attribute block stay in the heading's text")
    func notAttributes() throws {
        let found = try headings(
            """
            ## {#only}

            ## Set {a, b}

            ## Empty {}

            ## Hash alone {#}

            ## Escaped \\{#not-an-id}

            ## In code `{#code}`

            ## Unclosed "value" {#x key="a b}

            ## Middle {#mid} text

            ## Dash word {-x}

            """)
        #expect(
            found.map(\.text) == [
                "{#only}", "Set {a, b}", "Empty {}", "Hash alone {#}", "Escaped {#not-an-id}", "In code {#code}",
                "Unclosed \"value\" {#x key=\"a b}", "Middle {#mid} text", "Dash word {-x}",
            ])
        #expect(found.allSatisfy { $0.anchor == nil })
    }

    @Test("An <a name> anchor before the heading is its anchor; the block's id is its second name")
    func namedAnchorFirst() throws {
        let found = try headings("<a name=\"//apple_ref/doc/uid/X-SW1\"></a>\n\n## Toolbar {#toolbar}\n")
        #expect(found.map(\.text) == ["Toolbar"])
        #expect(found.map(\.anchor) == ["//apple_ref/doc/uid/X-SW1"])
        let document = try TestSupport.parse(
            "<a name=\"//apple_ref/doc/uid/X-SW1\"></a>\n\n## Tab Bar {#tabs}\n\n"
                + "[by id](#tabs) [by anchor](#//apple_ref/doc/uid/X-SW1)\n\n<a name=\"tabs\"></a>\n\n## Again\n",
            path: "en/a.md")
        guard case .heading(let heading) = document.blocks[0] else {
            Issue.record("no heading")
            return
        }
        #expect(heading.attributeID == "tabs")
        // The id survives the spool's round trip.
        var bytes: [UInt8] = []
        BlockArchive.encode(document.blocks, into: &bytes)
        #expect(bytes.withUnsafeBytes { BlockArchive.decode($0) } == document.blocks)
        let corpus = Corpus(contentDirectory: "", documents: [document], glossary: TestSupport.bundled.corpus.glossary)
        let graph = GuidelineGraph.build(corpus)
        let tabs = try #require(graph.sections.first { $0.title == "Tab Bar" })
        #expect(tabs.anchor == "//apple_ref/doc/uid/X-SW1")
        #expect(tabs.headingID == "tabs")
        #expect(graph.links.map(\.resolvedSection) == [tabs.id, tabs.id])
        // The second name is a name of the page's: another section that carries it is HD0202.
        let duplicate = graph.diagnostics.filter { $0.code == .duplicateAnchor }
        #expect(duplicate.map(\.location.line) == [9])
        #expect(graph.sections.first { $0.title == "Again" }?.headingID == nil)
        let spec = String(decoding: try SpecBuilder.spec(for: corpus).deterministicJSON(), as: UTF8.self)
        #expect(spec.contains("\"headingID\" : \"tabs\""))
    }

    @Test("An <a name> in the heading's line, or an <a id> above it, names the heading; links reach it")
    func anchorsInTheHeadingLine() throws {
        let document = try TestSupport.parse(
            "## <a name=\"sb\"></a>状态栏\n\n<a id=\"nb\"></a>\n\n## 导航栏\n\n## <a id=\"tb\"></a>工具栏 {#toolbar}\n\n"
                + "参见[状态栏](#sb)、[导航栏](#nb)、[工具栏](#tb)和[工具栏](#toolbar)。\n",
            lang: .zh, path: "zh/a.md")
        let found = try headings(
            "## <a name=\"sb\"></a>状态栏\n\n<a id=\"nb\"></a>\n\n## 导航栏\n\n## <a id=\"tb\"></a>工具栏 {#toolbar}\n")
        #expect(found.map(\.text) == ["状态栏", "导航栏", "工具栏"])
        #expect(found.map(\.anchor) == ["sb", "nb", "tb"])
        let graph = GuidelineGraph.build(
            Corpus(contentDirectory: "", documents: [document], glossary: TestSupport.bundled.corpus.glossary))
        #expect(graph.links.map(\.resolvedSection).allSatisfy { $0 != nil })
        #expect(graph.sections.first { $0.title == "工具栏" }?.headingID == "toolbar")
        #expect(!graph.diagnostics.contains { $0.code == .unresolvedInternalLink || $0.code == .danglingAnchor })
    }

    @Test("A link to a heading's {#id} reaches its section; two sections with one id are HD0202")
    func linksReachTheID() throws {
        let document = try TestSupport.parse(
            "## Tab Bar {#tabs}\n\nSee [the tab bar](#tabs) and [nothing](#none).\n\n## Other {#tabs}\n",
            path: "en/a.md")
        let graph = GuidelineGraph.build(
            Corpus(contentDirectory: "", documents: [document], glossary: TestSupport.bundled.corpus.glossary))
        let tabs = try #require(graph.sections.first { $0.title == "Tab Bar" })
        #expect(tabs.anchor == "tabs")
        #expect(graph.links.map(\.resolvedSection) == [tabs.id, nil])
        #expect(graph.diagnostics.filter { $0.code == .unresolvedInternalLink }.map(\.location.line) == [3])
        #expect(graph.diagnostics.filter { $0.code == .duplicateAnchor }.map(\.location.line) == [5])
    }

    @Test("The bundled translation with {#…} after its bar headings has exactly the bundled findings")
    func bundledHeadingsWithIDs() throws {
        let bars = ["## 状态栏", "## 导航栏", "## 工具栏", "## 标签栏"]
        let result = try TestSupport.checkBundledCopy(editing: "zh/bars.md") { lines in
            for (index, line) in lines.enumerated() where bars.contains(line) {
                lines[index] = line + " {#" + String(index) + "}"
            }
        }
        let bundled = TranslationChecker.run(corpus: TestSupport.bundled.corpus).diagnostics
        #expect(result.diagnostics.count == 107)
        // The copy's paths differ from the bundled content's: findings are compared by what they say and where.
        func said(_ findings: [Diagnostic]) -> [String] {
            findings.map {
                "\($0.code) \(($0.location.file as NSString).lastPathComponent):\($0.location.line):\($0.location.column) "
                    + $0.message
            }
        }
        #expect(said(result.diagnostics) == said(bundled))
    }
}
