import Testing

@testable import HigDoc

/// The parallel view's cells, made in Swift instead of in the template: every shape of row, its texts
/// escaped as the templates escape them and its cell HTML kept as it is.
@Suite struct ParallelRowCellsTests {
    static func row(
        en: ParallelPage.Cell?, zh: ParallelPage.Cell?, confidence: String? = nil,
        headingOnly: ParallelPage.HeadingOnly? = nil
    ) -> ParallelPage.Row {
        ParallelPage.Row(
            id: "row-1", status: "aligned", statusLabel: "Aligned \"0.9\" <ok>", en: en, zh: zh,
            gapLabel: "No counterpart & none", confidence: confidence, headingOnly: headingOnly)
    }

    @Test func bothSidesWithConfidence() {
        let row = Self.row(
            en: ParallelPage.Cell(html: HTMLBytes("<p>Use <em>bars</em></p>"), href: "../en/docs/bars/#r?a=1&b=2"),
            zh: ParallelPage.Cell(html: HTMLBytes("<p>使用栏</p>"), href: "../zh/docs/bars/#r"), confidence: "0.91")
        #expect(
            row.cellsHTML
                == #"<td class="side side-en" lang="en"><p>Use <em>bars</em></p><a class="unit-link" href="../en/docs/bars/#r?a=1&amp;b=2" title="Aligned &quot;0.9&quot; &lt;ok&gt;">¶</a></td>"#
                + "\n"
                + #"<td class="side side-zh" lang="zh-Hans"><p>使用栏</p><a class="unit-link" href="../zh/docs/bars/#r" title="Aligned &quot;0.9&quot; &lt;ok&gt;">¶</a><span class="confidence">0.91</span></td>"#
                + "\n")
    }

    @Test func gapsOnEitherSide() {
        let gap = #"<td class="side gap"><span class="gap-label">No counterpart &amp; none</span></td>"# + "\n"
        let onlyZh = Self.row(en: nil, zh: ParallelPage.Cell(html: HTMLBytes("<p>额外</p>"), href: "x"))
        #expect(onlyZh.cellsHTML.hasPrefix(gap))
        #expect(onlyZh.cellsHTML.hasSuffix(#"title="Aligned &quot;0.9&quot; &lt;ok&gt;">¶</a></td>"# + "\n"))
        let onlyEn = Self.row(en: ParallelPage.Cell(html: HTMLBytes("<p>Extra</p>"), href: "y"), zh: nil)
        #expect(onlyEn.cellsHTML.hasSuffix("</td>\n" + gap))
        #expect(Self.row(en: nil, zh: nil).cellsHTML == gap + gap)
    }

    @Test func headingOnlySection() {
        let row = Self.row(
            en: ParallelPage.Cell(html: HTMLBytes("<h3>Scope bars</h3>"), href: "s"), zh: nil,
            headingOnly: ParallelPage.HeadingOnly(
                before: "Only the heading, in “", carrierTitle: "搜索栏 <2>", carrierHref: "../zh/#a&b", after: "”"))
        #expect(
            row.cellsHTML.hasSuffix(
                #"<td class="side heading-only"><span class="heading-only-label">Only the heading, in “<a href="../zh/#a&amp;b" lang="zh-Hans">搜索栏 &lt;2&gt;</a>”</span></td>"#
                    + "\n"))
    }

    /// A group is its heading and a table of its rows: each row's `<tr>` with its id and status, its
    /// cells, `</tr>`.
    @Test func rowsOfAGroup() {
        var first = Self.row(en: nil, zh: nil)
        first.id = "pair-bars.1&2"
        var second = Self.row(en: nil, zh: nil)
        second.id = "pair-bars.3"
        second.status = "missing"
        let group = ParallelPage.Group(id: "rules", title: "Rules <&>", rows: [first, second])
        var html = HTMLBytes()
        group.appendHTML(to: &html)
        #expect(
            html.string
                == #"<h2 id="rules">Rules &lt;&amp;&gt;</h2>"# + "\n" + #"<table class="parallel">"# + "\n<thead>\n"
                + #"<tr><th scope="col" lang="en">English</th><th scope="col" lang="zh-Hans">中文</th></tr>"#
                + "\n</thead>\n<tbody>\n"
                + #"<tr id="pair-bars.1&amp;2" class="row-aligned" data-status="aligned">"# + "\n" + first.cellsHTML
                + "</tr>\n" + #"<tr id="pair-bars.3" class="row-missing" data-status="missing">"# + "\n"
                + second.cellsHTML + "</tr>\n</tbody>\n</table>\n")
        #expect(TableRowsHTML.of([ParallelPage.Row]()) { $0.appendHTML(to: &$1) }.html.isEmpty)
    }
}
