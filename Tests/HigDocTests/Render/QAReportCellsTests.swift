import Testing

@testable import HigDoc

/// The QA report's finding and site-note cells, made in Swift instead of in the template: every cell in
/// order, texts escaped as the templates escape them, related locations only when there are some.
@Suite struct QAReportCellsTests {
    static func finding(related: String?) -> QAReportPage.Finding {
        QAReportPage.Finding(
            severity: "warning", code: "HD0203", codeName: "number-mismatch <\"x\">",
            location: "content/zh/bars.md:12:3", message: "Number 44 & 'pt' differ: 44 ≠ 40",
            related: related)
    }

    @Test func findingWithRelatedLocations() {
        let html = Self.finding(related: "content/en/bars.md:10:1, content/en/bars.md:11:1").cellsHTML
        #expect(
            html
                == #"<td><span class="status severity">warning</span></td>"#
                + #"<td><code title="number-mismatch &lt;&quot;x&quot;&gt;">HD0203</code></td>"#
                + #"<td><code>content/zh/bars.md:12:3</code><br><span class="meta">↔ <code>content/en/bars.md:10:1, content/en/bars.md:11:1</code></span></td>"#
                + #"<td>Number 44 &amp; &#39;pt&#39; differ: 44 ≠ 40</td>"#)
    }

    @Test func findingWithoutRelatedLocations() {
        let html = Self.finding(related: nil).cellsHTML
        #expect(html.contains(#"<td><code>content/zh/bars.md:12:3</code></td><td>Number 44"#))
        #expect(!html.contains("↔"))
    }

    /// A site note has no severity cell and shows no related locations, as the template's row did.
    @Test func siteNote() {
        let html = Self.finding(related: "content/en/bars.md:10:1").siteNoteCellsHTML
        #expect(
            html
                == #"<td><code title="number-mismatch &lt;&quot;x&quot;&gt;">HD0203</code></td>"#
                + #"<td><code>content/zh/bars.md:12:3</code></td>"#
                + #"<td>Number 44 &amp; &#39;pt&#39; differ: 44 ≠ 40</td>"#)
    }

    /// Findings and site notes as rows of their tables, one a line.
    @Test func rows() {
        let findings = [Self.finding(related: nil), Self.finding(related: "a.md:1:1")]
        var findingRows = HTMLBytes()
        for finding in findings { finding.appendHTML(to: &findingRows) }
        #expect(
            findingRows.string
                == #"<tr class="severity-warning">"# + findings[0].cellsHTML + "</tr>\n"
                + #"<tr class="severity-warning">"# + findings[1].cellsHTML + "</tr>\n")
        var noteRow = HTMLBytes()
        findings[1].appendSiteNoteHTML(to: &noteRow)
        #expect(noteRow.string == "<tr>" + findings[1].siteNoteCellsHTML + "</tr>\n")
    }

    @Test func missingAssetRow() {
        var html = HTMLBytes()
        QAReportPage.Asset(fileName: "tab<1>.png", caption: "Tab & \"bar\"", location: "content/en/bars.md:3:1")
            .appendHTML(to: &html)
        #expect(
            html.string
                == #"<tr><td><code>tab&lt;1&gt;.png</code></td><td>Tab &amp; &quot;bar&quot;</td>"#
                + #"<td><code>content/en/bars.md:3:1</code></td></tr>"# + "\n")
    }
}
