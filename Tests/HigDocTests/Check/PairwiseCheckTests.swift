import Foundation
import Testing

@testable import HigDoc

/// `TranslationChecker.run(index:)`, which parses and checks one document pair at a time (what
/// `higdoc check` runs), finds exactly what the check of the whole loaded corpus finds.
@Suite struct PairwiseCheckTests {
    /// The JSON report and the accepted lock of both ways of checking a content directory.
    static func bothWays(_ content: String, lock: TranslationLock? = nil) throws -> (
        whole: (report: Data, lock: TranslationLock), pairwise: (report: Data, lock: TranslationLock)
    ) {
        let corpus = try Corpus.load(contentDirectory: content)
        let whole = TranslationChecker.run(corpus: corpus, lock: lock)
        let index = try ContentIndex.discover(contentDirectory: content)
        let pairwise = try TranslationChecker.run(index: index, lock: lock)
        let outlines = Corpus(
            contentDirectory: index.contentDirectory, documents: index.pages.map(\.outline), glossary: index.glossary)
        return (
            (try ReportFormat.json.render(CheckReport.make(corpus: corpus, result: whole)), whole.acceptedLock),
            (try ReportFormat.json.render(CheckReport.make(corpus: outlines, result: pairwise)), pairwise.acceptedLock)
        )
    }

    /// A Chinese page links to an English page of another pair by its address (over `http`, where the
    /// page says `https`): its group alone does not know that page, and the reports must agree.
    @Test("A link to another pair's English page by its address is judged as a whole-corpus check judges it")
    func linkIntoAnotherPair() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        func page(_ lang: String, _ id: String, _ extra: String, _ body: String) -> String {
            "---\nid: \(id)\ntitle: \(id)\nlang: \(lang)\nedition: iOS 7\nsource: x\n\(extra)---\n\(body)"
        }
        try TestSupport.write(
            page(
                "en", "p", "canonicalURL: https://example.com/P.html\n",
                "<a name=\"//apple_ref/doc/uid/P-SW1\"></a>\n\n## Toolbar\n\nText.\n"),
            to: "content/en/p.md", under: root)
        try TestSupport.write(
            page(
                "en", "q", "canonicalURL: https://example.com/Q.html\n",
                "<a name=\"//apple_ref/doc/uid/Q-SW9\"></a>\n\n## Tab Bar\n\nText.\n"),
            to: "content/en/q.md", under: root)
        try TestSupport.write(
            page(
                "zh", "p", "translates: p\n",
                "## 工具栏\n\n文本。[好](http://example.com/Q.html#//apple_ref/doc/uid/Q-SW9) [坏](http://example.com/Q.html#//apple_ref/doc/uid/Q-BAD)\n"
            ), to: "content/zh/p.md", under: root)
        try FileManager.default.copyItem(
            atPath: TestSupport.contentDirectory + "/glossary.yaml", toPath: root.path + "/content/glossary.yaml")
        let (whole, pairwise) = try Self.bothWays(root.path + "/content")
        #expect(pairwise.report == whole.report)
        let text = String(decoding: pairwise.report, as: UTF8.self)
        #expect(text.contains("Q-BAD', which no section of the corpus carries"))
        #expect(!text.contains("Q-SW9', which no section"))
    }

    @Test func bundledContentGivesTheSameReportAndLock() throws {
        let (whole, pairwise) = try Self.bothWays(TestSupport.contentDirectory)
        #expect(pairwise.report == whole.report)
        #expect(pairwise.lock == whole.lock)
        #expect(pairwise.lock.entries.count == whole.lock.entries.count)
        let report = try #require(
            JSONSerialization.jsonObject(with: pairwise.report) as? [String: Any])
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 10)
        #expect(summary["warnings"] as? Int == 28)
        #expect(summary["notes"] as? Int == 69)
    }

    @Test func outdatedUnitsAgainstALockAreTheSame() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        let lock = try fixture.check().acceptedLock
        try fixture.replace("en/bars.md", "Users depend on the consistency", with: "Users rely on the consistency")
        let (whole, pairwise) = try Self.bothWays(fixture.content, lock: lock)
        #expect(pairwise.report == whole.report)
        #expect(String(decoding: pairwise.report, as: UTF8.self).contains("HD0316"))
    }

    /// A link that its own pair cannot resolve is resolved by another page; one that no page resolves is
    /// reported once, as in the check of the whole corpus.
    @Test func linksResolveAcrossPairs() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ relative: String, _ text: String) throws { try TestSupport.write(text, to: relative, under: root) }
        try FileManager.default.copyItem(
            atPath: "\(QAFixture.base)/glossary.yaml", toPath: root.appendingPathComponent("glossary.yaml").path)
        try write(
            "en/a.md",
            """
            ---
            id: a
            title: Tab Bars
            lang: en
            edition: iOS 7
            source: fixture
            ---
            # Tab Bars

            See [toolbars](#//apple_ref/doc/uid/B-SW1) and [nothing](#//apple_ref/doc/uid/MISSING-SW9).

            """)
        try write(
            "en/b.md",
            """
            ---
            id: b
            title: Toolbars
            lang: en
            edition: iOS 7
            source: fixture
            ---
            # Bars

            <a name="//apple_ref/doc/uid/B-SW1"></a>
            ## Toolbar

            A toolbar holds buttons.

            """)
        try write(
            "zh/a.md",
            """
            ---
            id: a
            title: 标签栏
            lang: zh
            edition: iOS 7
            source: fixture
            translates: a
            ---
            # 标签栏

            参见[工具栏](#//apple_ref/doc/uid/B-SW1)。

            """)
        let (whole, pairwise) = try Self.bothWays(root.path)
        #expect(pairwise.report == whole.report)
        let report = try #require(JSONSerialization.jsonObject(with: pairwise.report) as? [String: Any])
        let unresolved = (report["diagnostics"] as? [[String: Any]] ?? []).filter { $0["code"] as? String == "HD0201" }
        #expect(unresolved.count == 1)
        #expect(
            unresolved.first?["message"] as? String
                == "link 'nothing' points to '#//apple_ref/doc/uid/MISSING-SW9', which no section of the corpus carries"
        )
    }

    /// An English page that two translations share is refused by both ways of checking, with the same
    /// message (the site, the coverage and the XLIFF take one translation per page).
    @Test func aSharedSourceIsAnInputErrorBothWays() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        let second = try fixture.read("zh/bars.md").replacingOccurrences(of: "id: bars", with: "id: bars-again")
        try fixture.write("zh/bars-again.md", second)
        let error = try #require(Self.pairwiseError(fixture.content))
        #expect(
            error
                == "\(fixture.content)/zh/bars.md:7: error: translates 'bars', which \(fixture.content)/zh/bars-again.md translates already (an English page has one translation per language)"
        )
        #expect(Self.loadingError(fixture.content) == error)
    }

    /// A page that turns bad between discovery and its pair's turn stops the check with its own message.
    @Test func aPageBrokenAfterDiscoveryIsAnInputError() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        let index = try ContentIndex.discover(contentDirectory: fixture.content)
        var bytes = Array(try fixture.read("zh/bars.md").utf8)
        bytes.insert(0xFF, at: bytes.count / 2)
        try Data(bytes).write(to: fixture.root.appendingPathComponent("zh/bars.md"))
        let line = bytes[..<(bytes.count / 2)].filter { $0 == 0x0A }.count + 1
        #expect(throws: InputError.self) { try TranslationChecker.run(index: index) }
        do {
            _ = try TranslationChecker.run(index: index)
        } catch let error as InputError {
            #expect(error.description == "\(fixture.content)/zh/bars.md:\(line): error: file is not valid UTF-8")
        }
    }

    /// What `higdoc check` reports for a content directory: the input error of discovery or of the
    /// pairwise check, else nil.
    static func pairwiseError(_ content: String) -> String? {
        do {
            _ = try TranslationChecker.run(index: try ContentIndex.discover(contentDirectory: content))
            return nil
        } catch let error as InputError {
            return error.description
        } catch {
            return "\(error)"
        }
    }

    static func loadingError(_ content: String) -> String? {
        do {
            _ = try Corpus.load(contentDirectory: content)
            return nil
        } catch let error as InputError {
            return error.description
        } catch {
            return "\(error)"
        }
    }

    /// Discovery reads only the start of each page; errors further in come out as loading reports them.
    @Test func errorsBeyondTheFirstKilobytesComeInPathOrder() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        // Long pages, each with a bad byte well past what discovery reads.
        let filler = String(
            repeating: "Filler paragraph that pushes the rest of the page further down.\n\n", count: 100)
        for file in ["en/bars.md", "zh/bars.md"] {
            try fixture.write(file, try fixture.read(file) + "\n" + filler)
        }
        func breakUTF8(_ file: String) throws {
            var bytes = Array(try fixture.read(file).utf8)
            bytes.insert(0xFF, at: bytes.count - 100)
            try Data(bytes).write(to: fixture.root.appendingPathComponent(file))
        }
        #expect(Self.pairwiseError(fixture.content) == nil)
        #expect(ContentIndex.prefixLength < 6000)

        // Only the Chinese page is bad: found when its pair is checked, with the line of the bad byte.
        try breakUTF8("zh/bars.md")
        let zhError = try #require(Self.loadingError(fixture.content))
        #expect(zhError.contains("zh/bars.md:") && zhError.hasSuffix("error: file is not valid UTF-8"))
        #expect(Self.pairwiseError(fixture.content) == zhError)

        // An untranslated page is checked after every pair, but comes first in path order.
        try fixture.write(
            "en/a.md", "---\nid: a\ntitle: A\nlang: en\nedition: iOS 7\nsource: fixture\n---\n# A\n\n" + filler)
        #expect(Self.pairwiseError(fixture.content) == zhError)
        try breakUTF8("en/a.md")
        let aError = try #require(Self.loadingError(fixture.content))
        #expect(aError.contains("en/a.md:"))
        #expect(Self.pairwiseError(fixture.content) == aError)
        try FileManager.default.removeItem(at: fixture.root.appendingPathComponent("en/a.md"))

        // The English page is bad too, and comes first in path order.
        try breakUTF8("en/bars.md")
        let enError = try #require(Self.loadingError(fixture.content))
        #expect(enError.contains("en/bars.md:"))
        #expect(Self.pairwiseError(fixture.content) == enError)

        // A front matter error in a later page still yields to the earlier page's own error, and so
        // does a page that translates nothing.
        // (The Chinese page is no longer UTF-8, so its front matter is edited as bytes.)
        func replaceBytes(_ old: String, _ new: String) throws {
            let url = fixture.root.appendingPathComponent("zh/bars.md")
            var bytes = Array(try Data(contentsOf: url))
            let range = try #require(bytes.firstRange(of: Array(old.utf8)))
            bytes.replaceSubrange(range, with: Array(new.utf8))
            try Data(bytes).write(to: url)
        }
        try replaceBytes("lang: zh", "lang: en")
        #expect(Self.pairwiseError(fixture.content) == enError)
        try replaceBytes("lang: en", "lang: zh")
        try replaceBytes("translates: bars", "translates: nowhere")
        #expect(Self.loadingError(fixture.content) == enError)
        #expect(Self.pairwiseError(fixture.content) == enError)
    }

    @Test func discoveryReportsBadInputLikeLoading() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace("zh/bars.md", "translates: bars", with: "translates: nowhere")
        var messages: [String] = []
        for attempt in [
            { _ = try Corpus.load(contentDirectory: fixture.content) },
            {
                _ = try ContentIndex.discover(contentDirectory: fixture.content)
            },
        ] {
            do {
                try attempt()
            } catch let error as InputError {
                messages.append(error.description)
            }
        }
        #expect(messages.count == 2)
        #expect(messages.first == messages.last)
        #expect(messages.first?.contains("zh/bars.md:7:") == true)
        #expect(messages.first?.contains("translates 'nowhere', but there is no English page with that id") == true)
    }
}
