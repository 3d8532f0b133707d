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
                + #"<td><code lang="en" title="number-mismatch &lt;&quot;x&quot;&gt;">HD0203</code></td>"#
                + #"<td><code>content/zh/bars.md:12:3</code><br><span class="meta">↔ <code>content/en/bars.md:10:1, content/en/bars.md:11:1</code></span></td>"#
                + #"<td lang="en">Number 44 &amp; &#39;pt&#39; differ: 44 ≠ 40</td>"#)
    }

    @Test func findingWithoutRelatedLocations() {
        let html = Self.finding(related: nil).cellsHTML
        #expect(html.contains(#"<td><code>content/zh/bars.md:12:3</code></td><td lang="en">Number 44"#))
        #expect(!html.contains("↔"))
    }

    /// A site note has no severity cell and shows no related locations, as the template's row did; its
    /// message and code name are English, as a finding's.
    @Test func siteNote() {
        let html = Self.finding(related: "content/en/bars.md:10:1").siteNoteCellsHTML
        #expect(
            html
                == #"<td><code lang="en" title="number-mismatch &lt;&quot;x&quot;&gt;">HD0203</code></td>"#
                + #"<td><code>content/zh/bars.md:12:3</code></td>"#
                + #"<td lang="en">Number 44 &amp; &#39;pt&#39; differ: 44 ≠ 40</td>"#)
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
        QAReportPage.Asset(file: "art/tab<1>.png", caption: "Tab & \"bar\"", location: "content/en/bars.md:3:1")
            .appendHTML(to: &html)
        #expect(
            html.string
                == #"<tr><td><code>art/tab&lt;1&gt;.png</code></td><td>Tab &amp; &quot;bar&quot;</td>"#
                + #"<td><code>content/en/bars.md:3:1</code></td></tr>"# + "\n")
        // An alt text as caption is in its document's language, on both languages' pages.
        var marked = HTMLBytes()
        QAReportPage.Asset(
            file: "tab.png", caption: "A tab bar", location: "content/en/bars.md:3:1", captionLang: "en"
        ).appendHTML(to: &marked)
        #expect(
            marked.string
                == #"<tr><td><code>tab.png</code></td><td lang="en">A tab bar</td>"#
                + #"<td><code>content/en/bars.md:3:1</code></td></tr>"# + "\n")
    }

    /// A QA page's finding rows made for one language and relabeled for the other are the rows made for
    /// the other: only the severities' names differ, escaped as the rows escape them.
    @Test func relabeledRows() {
        let findings = (0..<7).map { index in
            var finding = Self.finding(related: index % 2 == 0 ? nil : "content/en/bars.md:\(index):1")
            finding.severity = ["error", "warning", "note"][index % 3]
            finding.message = "message \(index) <\(finding.severity)>"
            return finding
        }
        let names = ["error": "错误", "warning": "<警告 & \"x\">", "note": ""]
        let relabeled = findings.map { finding -> QAReportPage.Finding in
            var copy = finding
            copy.severityLabel = names[finding.severity]
            return copy
        }
        func page(_ findings: [QAReportPage.Finding]) -> QAReportPage {
            QAReportPage(
                summary: "", coverage: [], findings: findings, siteNotes: [findings[1]], assets: [],
                hasFindings: true, hasSiteNotes: true)
        }
        let english = QAReportPage.RowsHTML(page(findings))
        #expect(english.severityNames.count == 7)
        #expect(
            english.severityNames.map { range in
                english.findings.html.withUnsafeBytes { String(decoding: $0[range], as: UTF8.self) }
            }
                == findings.map(\.severity))
        let chinese = english.relabeled(relabeled)
        let direct = QAReportPage.RowsHTML(page(relabeled))
        #expect(chinese.findings.html.string == direct.findings.html.string)
        #expect(chinese.severityNames == direct.severityNames)
        #expect(
            chinese.findings.html.string.contains(
                #"<span class="status severity">&lt;警告 &amp; &quot;x&quot;&gt;</span>"#))
        #expect(chinese.findings.html.string.contains(#"<span class="status severity"></span>"#))
        #expect(chinese.siteNotes.html.string == english.siteNotes.html.string)
        // Relabeled back, the rows are the first ones again.
        #expect(chinese.relabeled(findings).findings.html.string == english.findings.html.string)
    }

    @Test func summaryCounts() {
        #expect(
            QAReportPage.summary(
                findings: 93, bySeverity: [.error: 10, .warning: 28, .note: 55], missingAssets: 79, in: .en)
                == "93 findings: 10 errors, 28 warnings, 55 notes. 79 images have no asset file.")
        #expect(
            QAReportPage.summary(findings: 1, bySeverity: [.warning: 1], missingAssets: 1, in: .en)
                == "1 finding: 0 errors, 1 warning, 0 notes. 1 image has no asset file.")
        #expect(
            QAReportPage.summary(findings: 2, bySeverity: [.error: 1, .note: 1], missingAssets: 0, in: .en)
                == "2 findings: 1 error, 0 warnings, 1 note. 0 images have no asset file.")
        #expect(
            QAReportPage.summary(findings: 1, bySeverity: [.warning: 1], missingAssets: 1, in: .zh)
                == "共 1 项检查结果：错误 0 项，警告 1 项，提示 0 项。1 张图片没有图片文件。")
    }
}
