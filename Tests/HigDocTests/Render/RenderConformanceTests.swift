import Foundation
import Testing

@testable import HigDoc

/// `higdoc render` prints what `cmark` prints for markdown that needs no recovery.
@Suite("render matches cmark")
struct RenderConformanceTests {
    static let samples: [String] = [
        "# Title\n\nA paragraph with *emphasis*, **strong**, `code` and a [link](http://a.b/c d \"t\").\n",
        "- tight\n- list\n\n1. one\n\n2. loose\n",
        "> quote\n> more\n\n---\n\n    code block <b>\n\n```swift\nlet x = 1 < 2\n```\n",
        "Line  \nbreak and soft\nbreak & \"quotes\" 'single'\n",
        "<div>raw</div>\n\ntext <sup>inline</sup> [bad](javascript:alert(1)) ![img](data:text/html,x)\n",
        "Unicode 中文 [链接](https://例子.com/路径?q=1&r=2) ![图](a%20b.png)\n",
        "3. start\n4. next\n\n* a\n\n  para\n* b\n",
        "0. zero\n\n123456789. big\n\n###### six <&> \"q\"\n\n```a b <c>\nx & y\n```\n",
        "[q](/a?b=1&c='d'%20e(f)~ \"t <&>\") ![](x'y&z.png \"<i>\") [u](http://x/ü é\\)\n",
    ]

    @Test("Byte-identical to the cmark CLI", arguments: samples)
    func matchesCmark(markdown: String) throws {
        let cmark = try TestSupport.run(URL(fileURLWithPath: "/usr/bin/cmark"), [], stdin: Data(markdown.utf8))
        #expect(cmark.status == 0)
        #expect(HTMLBodyRenderer.render(try TestSupport.parse(markdown).blocks) == cmark.stdoutText)
    }

    @Test("Attribute hooks write into the tag they are given, and nothing by default")
    func attributeHooks() throws {
        let blocks = try TestSupport.parse("Para\n\n- item\n- two\n\n| a | b |\n|---|---|\n| c | d |\n| e | f |\n")
            .blocks
        var hooks = HTMLBodyRenderer.Hooks.cmarkCompatible
        hooks.paragraphAttributes = { paragraph, out in out += " data-p=\"\(paragraph.inlines.plainText)\"" }
        hooks.listItemAttributes = { _, out in out += " class=\"li\"" }
        hooks.rowAttributes = { table, index, out in
            out += " data-row=\"\(index)\" data-cell=\"\(table.rows[index].cells[0].inlines.plainText)\""
        }
        let html = HTMLBodyRenderer.render(blocks, hooks: hooks)
        #expect(html.contains("<p data-p=\"Para\">Para</p>"))
        // A tight list's items hold no paragraph: the item's own hook still runs.
        #expect(html.components(separatedBy: "<li class=\"li\">").count - 1 == 2)
        #expect(
            html.contains("<tr data-row=\"0\" data-cell=\"c\">") && html.contains("<tr data-row=\"1\" data-cell=\"e\">")
        )
        let plain = HTMLBodyRenderer.render(blocks)
        #expect(plain.contains("<p>Para</p>") && plain.contains("<li>item</li>") && plain.contains("<tr>\n<td>c</td>"))
    }

    @Test("higdoc render of the bundled zh chapter: no literal ** and both tables")
    func renderCommand() throws {
        let result = try TestSupport.higdoc([
            "render", TestSupport.repoRoot.appendingPathComponent("content/zh/bars.md").path,
        ])
        #expect(result.status == 0)
        #expect(!result.stdoutText.contains("**"))
        #expect(result.stdoutText.components(separatedBy: "<table>").count - 1 == 2)
        #expect(result.stdoutText.contains("<p><strong>不要创建自定义状态栏。</strong>用户会依赖于系统状态栏的一致性。"))
        #expect(result.stderr.components(separatedBy: "[HD0101]").count - 1 == 2)
    }

    @Test(
        "higdoc render skips any leading YAML mapping as front matter, and keeps its lines for messages",
        arguments: [
            ("---\ntitle: T\n---\nHello\n", "<p>Hello</p>\n"),
            ("---\r\nauthor: A\r\ntags: [a, b]\r\n...\r\nHello\r\n", "<p>Hello</p>\n"),
            ("---\n# a comment only\n---\nHello\n", "<p>Hello</p>\n"),
            // No mapping: a thematic break and a setext heading, as cmark reads them.
            ("---\nSome text\n---\nHello\n", "<hr />\n<h2>Some text</h2>\n<p>Hello</p>\n"),
            // One key that no page has: a heading that happens to hold a colon.
            ("---\nNote: read this first\n---\n\nBody.\n", "<hr />\n<h2>Note: read this first</h2>\n<p>Body.</p>\n"),
            ("---\nnever closed\n", "<hr />\n<p>never closed</p>\n"),
        ])
    func renderSkipsFrontMatter(markdown: String, html: String) throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try TestSupport.write(markdown, to: "f.md", under: root)
        let result = try TestSupport.higdoc(["render", "f.md"], in: root)
        #expect(result.status == 0)
        #expect(result.stdoutText == html)
        #expect(result.stderr.isEmpty)
    }

    @Test("A skipped block keeps the body's lines: a warning names the file's own line")
    func renderSkippedFrontMatterLines() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try TestSupport.write("---\ntitle: T\nweight: 3\n---\n\n| a |\n|--|--|\n| b |\n", to: "f.md", under: root)
        let result = try TestSupport.higdoc(["render", "f.md"], in: root)
        #expect(result.status == 0)
        #expect(result.stdoutText.hasPrefix("<table>"))
        #expect(
            result.stderr
                == "f.md:7:1: warning: pipe table delimiter row has 2 cells for a 1-cell header; read as 1 columns [HD0101]\n"
        )
    }
}
