import Testing

@testable import HigDoc

/// The item catalog's cells, made in Swift instead of in the template: one cell a line, a name linked
/// to its item or a gap, texts escaped as the templates escape them and the placeholder kept as HTML.
@Suite struct ItemCatalogCellsTests {
    static func row(enHref: String?, zhHref: String?) -> ItemCatalogPage.Row {
        ItemCatalogPage.Row(
            id: "item-toolbar.add", placeholder: #"<svg role="img"><title>Add</title></svg>"#,
            enName: "Add <+>", enHref: enHref, zhName: "添加", zhHref: zhHref,
            meaning: "Create a new item & \"save\" it", meaningLang: "en", bars: "Toolbar, Navigation bar",
            status: "aligned", statusLabel: "Aligned 'both'")
    }

    @Test func bothLanguages() {
        let html = Self.row(enHref: "../docs/bars/#add?a=1&b=2", zhHref: "../../zh/docs/bars/#add").cellsHTML
        #expect(
            html == """
                <td class="item-icon"><svg role="img"><title>Add</title></svg></td>
                <td lang="en"><a href="../docs/bars/#add?a=1&amp;b=2">Add &lt;+&gt;</a></td>
                <td lang="zh-Hans"><a href="../../zh/docs/bars/#add">添加</a></td>
                <td lang="en">Create a new item &amp; &quot;save&quot; it</td>
                <td>Toolbar, Navigation bar</td>
                <td><span class="status status-aligned">Aligned &#39;both&#39;</span></td>

                """)
    }

    /// A language without the item (no link) shows the gap label; a link without a name (never made by
    /// the site) is an empty link, as the template made it (`TableRowsTemplateEquivalenceTests`).
    @Test func gapOnEitherSide() {
        let gap = #"<span class="gap-label">—</span></td>"#
        let onlyEnglish = Self.row(enHref: "a", zhHref: nil).cellsHTML
        #expect(onlyEnglish.contains(#"<td lang="zh-Hans">"# + gap + "\n"))
        #expect(onlyEnglish.contains(#"<td lang="en"><a href="a">"#))
        let onlyChinese = Self.row(enHref: nil, zhHref: "b").cellsHTML
        #expect(onlyChinese.contains(#"<td lang="en">"# + gap + "\n"))
        #expect(onlyChinese.contains(#"<td lang="zh-Hans"><a href="b">添加</a></td>"#))
    }

    /// The icon's caption (a UIKit symbol or an English name) is marked with its language, on both pages.
    @Test func iconLanguage() {
        var row = Self.row(enHref: "a", zhHref: "b")
        row.placeholderLang = "en"
        #expect(row.cellsHTML.hasPrefix(#"<td class="item-icon" lang="en"><svg role="img">"#))
    }

    @Test func row() {
        var row = Self.row(enHref: "a", zhHref: nil)
        row.id = "item-toolbar.\"add\""
        var html = HTMLBytes()
        row.appendHTML(to: &html)
        #expect(
            html.string == #"<tr id="item-toolbar.&quot;add&quot;" data-status="aligned">"# + "\n" + row.cellsHTML
                + "</tr>\n")
    }
}
