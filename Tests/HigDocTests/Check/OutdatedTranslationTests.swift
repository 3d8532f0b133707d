import Foundation
import Testing

@testable import HigDoc

/// `higdoc check --accept` records the English units; later edits make their translations outdated.
@Suite struct OutdatedTranslationTests {
    /// Accepts the fixture, writes the lock under the content directory, and reads it back.
    static func accept(_ fixture: QAFixture) throws -> TranslationLock {
        let lockPath = TranslationLock.path(contentDirectory: fixture.content)
        try fixture.check().acceptedLock.write(to: lockPath)
        return try #require(try TranslationLock.read(lockPath))
    }

    /// `lock` with every unit id it names (translated and English) passed through `rename`.
    static func renaming(_ lock: TranslationLock, _ rename: (String) -> String) -> TranslationLock {
        var renamed = lock
        for index in renamed.entries.indices {
            renamed.entries[index].translation = rename(renamed.entries[index].translation)
            for source in renamed.entries[index].sources.indices {
                renamed.entries[index].sources[source].id = rename(renamed.entries[index].sources[source].id)
            }
        }
        return renamed
    }

    /// The sixty-eighth session's review: a paragraph a list item swallowed was quoted whole.
    @Test func aLongAdditionIsQuotedShort() throws {
        let added = (1...60).map { "word\($0)" }.joined(separator: " ")
        let message = OutdatedTranslationCheck.describeChange(from: "Keep it short.", to: "Keep it \(added) short.")
        #expect(message.hasPrefix("added “word1 word2 "))
        #expect(message.count < 400)
        #expect(message.components(separatedBy: "…").count == 3)
        #expect(
            OutdatedTranslationCheck.describeChange(from: "Keep it short.", to: "Keep it very short.")
                == "added “very” in “Keep it very short.”")
    }

    @Test func lockRecordsEveryAlignedUnit() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        let lock = try Self.accept(fixture)
        #expect(lock.version == 1)
        #expect(lock.entries.filter { $0.kind == "rule" }.count == 6)
        #expect(lock.entries.filter { $0.kind == "system-item" }.count == 3)
        #expect(lock.entries.filter { $0.kind == "section" }.count == 5)
        let rule = try #require(lock.entries.first { $0.translation == "zh/bars/不要创建自定义状态栏" })
        #expect(rule.sources.map(\.id) == ["en/bars/don-t-create-a-custom-status-bar"])
        #expect(
            rule.sources.first?.text
                == "Don't create a custom status bar. Users depend on the consistency of the system-provided status bar."
        )
        #expect(rule.sources.first?.fingerprint == Fingerprint.of(rule.sources.first!.text))
        #expect(try fixture.check(lock: lock).diagnostics.isEmpty)
    }

    @Test func editingOneEnglishRuleOutdatesExactlyItsTranslation() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        let lock = try Self.accept(fixture)
        try fixture.replace("en/bars.md", "Users depend on the consistency", with: "Users rely on the consistency")
        let diagnostics = try fixture.check(lock: lock).diagnostics
        #expect(diagnostics.map(\.code) == [.outdatedTranslation])
        let finding = try #require(diagnostics.first)
        #expect(finding.location.file.hasSuffix("zh/bars.md"))
        #expect(finding.location.line == 15)
        #expect(finding.related.map(\.line) == [16])
        #expect(finding.severity == .error)
        #expect(
            finding.message
                == "outdated translation: the English rule changed after this translation was accepted: “…status bar. Users depend on the consistency…” → “…status bar. Users rely on the consistency…”"
        )
    }

    @Test func editingALeadStillFindsTheTranslation() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        let lock = try Self.accept(fixture)
        try fixture.replace(
            "en/bars.md", "**Don’t create a custom status bar.**", with: "**Never create a custom status bar.**")
        let diagnostics = try fixture.check(lock: lock).diagnostics
        #expect(diagnostics.map(\.code) == [.outdatedTranslation])
        #expect(diagnostics.first?.location.line == 15)
    }

    @Test("A translated lead edited after the accept (its id changes) still has its English checked")
    func editingTheTranslatedLeadKeepsTheCheck() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        let lock = try Self.accept(fixture)
        try fixture.replace("zh/bars.md", "**不要创建自定义状态栏。**", with: "**切勿创建自定义状态栏。**")
        #expect(try fixture.check(lock: lock).diagnostics.isEmpty)
        try fixture.replace("en/bars.md", "Users depend on the consistency", with: "Users rely on the consistency")
        let diagnostics = try fixture.check(lock: lock).diagnostics
        #expect(diagnostics.map(\.code) == [.outdatedTranslation])
        #expect(diagnostics.first?.location.line == 15)
        #expect(diagnostics.first?.related.map(\.line) == [16])
    }

    @Test func whitespaceAndMarkupOnlyEditsAreNotOutdated() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        let lock = try Self.accept(fixture)
        try fixture.replace(
            "en/bars.md", "Users depend on the consistency of the", with: "Users   depend on the\nconsistency *of* the")
        try fixture.replace("en/bars.md", "it’s hard for people to tap", with: "it’s hard for people to **tap**")
        #expect(try fixture.check(lock: lock).diagnostics.map(\.formatted) == [])
    }

    @Test func editingATableRowMeaningOutdatesTheRow() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        let lock = try Self.accept(fixture)
        try fixture.replace(
            "en/bars.md", "Open a new message view in edit mode", with: "Open a new message view in compose mode")
        let diagnostics = try fixture.check(lock: lock).diagnostics
        #expect(diagnostics.map(\.code) == [.outdatedTranslation])
        #expect(diagnostics.first?.message.contains("the English table row changed") == true)
        #expect(diagnostics.first?.location.line == 41)
    }

    /// Two English rules whose leads cut to one short id are named by longer ones; deleting the first
    /// leaves the second the short id, which the translation of the first was never aligned to (a lock
    /// written before the longer ids locked the first under it). That is no outdated translation; what the
    /// check says instead is what it says without a lock.
    @Test("A locked id that now names another rule does not outdate the translation aligned to the old one")
    func idHandedOnIsNotOutdated() throws {
        let (root, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        try TestSupport.editLines(of: content + "/en/bars.md") { lines in
            #expect(lines[114].hasPrefix("  **If appropriate, customize the appearance of a navigation bar"))
            lines.remove(at: 114)
        }
        let lock = try #require(try TranslationLock.read(TranslationLock.path(contentDirectory: content)))
        let index = try ContentIndex.discover(contentDirectory: content)
        let locked = try TranslationChecker.run(index: index, lock: lock).diagnostics
        let unlocked = try TranslationChecker.run(index: index).diagnostics
        #expect(!locked.contains { $0.code == .outdatedTranslation })
        #expect(locked.map(\.formatted) == unlocked.map(\.formatted))
        #expect(
            locked.contains {
                $0.code == .missingRule
                    && $0.message.contains("“If appropriate, customize the appearance of a tab bar.”")
            })
    }

    /// The navigation bar's and the tab bar's “If appropriate, customize the appearance of a …” rules cut
    /// to one short id. Editing the first's lead outdates its translation, whether the lock names it by its
    /// long id or (written before long ids) by the short id, which the tab bar's rule has after the edit:
    /// the translation is aligned to one English rule the lock does not know, its source renamed.
    @Test("An edited lead outdates its translation even when the locked id now names another rule")
    func editedLeadOfSharedSlugIsOutdated() throws {
        let (root, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let long =
            "en/bars/if-appropriate-customize-the-appearance-of-a-navigation-bar-to-coordinate-with-the-look-of-your-app"
        let short = "en/bars/if-appropriate-customize-the-appearance-of-a"
        let graph = GuidelineGraph.build(try Corpus.load(contentDirectory: content))
        #expect(
            graph.rules.filter { $0.id.hasPrefix(short) }.map { "\($0.id) \($0.bar ?? "")" } == [
                "\(long) navigation-bar", "\(short)-tab-bar tab-bar",
            ])
        try TestSupport.editLines(of: content + "/en/bars.md") { lines in
            #expect(lines[114].hasPrefix("  **If appropriate, customize the appearance of a navigation bar"))
            lines[114] = lines[114].replacingOccurrences(of: "customize", with: "customise")
        }
        let edited = try ContentIndex.discover(contentDirectory: content)
        let editedGraph = GuidelineGraph.build(try Corpus.load(contentDirectory: content))
        #expect(editedGraph.rules.filter { $0.bar == "tab-bar" }.map(\.id).contains(short))
        let lockPath = TranslationLock.path(contentDirectory: content)
        let lock = try #require(try TranslationLock.read(lockPath))
        #expect(lock.entries.contains { $0.sources.map(\.id) == [long] })
        let older = Self.renaming(lock) { $0 == long ? short : $0 }
        for used in [lock, older] {
            let outdated = try TranslationChecker.run(index: edited, lock: used).diagnostics.filter {
                $0.code == .outdatedTranslation
            }
            #expect(
                outdated.map { "\($0.location.line) \($0.message)" } == [
                    "95 outdated translation: the English rule changed after this translation was accepted: “If appropriate, customize the appearance of…” → “If appropriate, customise the appearance of…”"
                ])
        }
    }

    /// The lock names every translated unit by its page's id: a translation whose front matter `id:`
    /// changed after the accept has no entries of its own. Its English page's group checks the old
    /// entries through the English units they were accepted with, and says so at the page's `id:`; a lock
    /// naming neither page of the content says so at its first line. Both passed in silence before.
    @Test("A renamed translated page is still checked through its old lock entries; a foreign lock is reported")
    func staleLockEntries() throws {
        let (root, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        try TestSupport.editLines(of: content + "/en/bars.md") { lines in
            let line = try #require(lines.firstIndex { $0.contains("Users depend on the consistency") })
            lines[line] = lines[line].replacingOccurrences(of: "depend on", with: "rely on")
        }
        try TestSupport.editLines(of: content + "/zh/bars.md") { lines in
            #expect(lines[1] == "id: bars")
            lines[1] = "id: bars-zh"
        }
        let lockPath = TranslationLock.path(contentDirectory: content)
        let lock = try #require(try TranslationLock.read(lockPath))
        func summary(_ diagnostics: [Diagnostic]) -> [String] {
            diagnostics.filter { [.outdatedTranslation, .staleLock].contains($0.code) }.map {
                "\($0.code.rawValue) \(($0.location.file as NSString).lastPathComponent):\($0.location.line) \($0.message)"
            }
        }
        let renamed = try TranslationChecker.run(index: ContentIndex.discover(contentDirectory: content), lock: lock)
        #expect(
            summary(renamed.diagnostics) == [
                "HD0328 bars.md:2 the lock accepted this page's translation as “zh/bars” (56 translated units), a page id that is not this page's (its id changed, or the lock is other content's); they are checked through the English units they were accepted with, and higdoc check --accept records them as “zh/bars-zh”",
                "HD0316 bars.md:32 outdated translation: the English rule changed after this translation was accepted: “…status bar. Users depend on the consistency…” → “…status bar. Users rely on the consistency…”",
            ])
        // The loaded corpus's check says the same.
        let loaded = TranslationChecker.run(corpus: try Corpus.load(contentDirectory: content), lock: lock)
        #expect(summary(loaded.diagnostics) == summary(renamed.diagnostics))
        // Both pages renamed (the lock names neither): the one translation the lock says nothing of, of an
        // English page it says nothing of, is the pair the entries were accepted for.
        let bothRenamed = Self.renaming(lock) {
            $0.replacingOccurrences(of: "zh/bars/", with: "zh/other/").replacingOccurrences(
                of: "en/bars/", with: "en/other/")
        }
        let both = try TranslationChecker.run(
            index: ContentIndex.discover(contentDirectory: content), lock: bothRenamed)
        #expect(
            summary(both.diagnostics) == [
                "HD0328 bars.md:2 the lock accepted this page's translation as “zh/other” (56 translated units), a page id that is not this page's (its id changed, or the lock is other content's); they are checked through the English units they were accepted with, and higdoc check --accept records them as “zh/bars-zh”",
                "HD0316 bars.md:32 outdated translation: the English rule changed after this translation was accepted: “…status bar. Users depend on the consistency…” → “…status bar. Users rely on the consistency…”",
            ])
        // Entries of pages the content has neither of, beside the renamed page's: nothing tells which pair
        // they were, and the lock says so.
        let foreign = TranslationLock(entries: lock.entries + bothRenamed.entries)
        let other = try TranslationChecker.run(index: ContentIndex.discover(contentDirectory: content), lock: foreign)
        #expect(
            summary(other.diagnostics).filter { $0.hasPrefix("HD0328") } == [
                "HD0328 higdoc.lock:1 the lock accepted 56 translated units of “zh/other”, translated from “en/other”, but the content has neither page: the pages were deleted or renamed, or the lock was written for other content; no outdated translation is found through these entries until higdoc check --accept records the present ones",
                "HD0328 bars.md:2 the lock accepted this page's translation as “zh/bars” (56 translated units), a page id that is not this page's (its id changed, or the lock is other content's); they are checked through the English units they were accepted with, and higdoc check --accept records them as “zh/bars-zh”",
            ])
    }

    /// The lock's entries are taken for a renamed pair only where most of them still match its English
    /// units: a new translation of another English page, the one translation the lock names nothing of,
    /// is no rename of the bars pages the lock accepted (their English units' texts are not its page's),
    /// and it is checked as never accepted. A page whose id the renamed translation left, now another
    /// page's, does not take the entries either: they were accepted from another English page.
    @Test("Entries are taken for a renamed pair only where they match it; an id another page took is not its")
    func renamedPairMustMatch() throws {
        let newTranslation = """
            ---
            id: sb
            title: 搜索栏
            lang: zh
            edition: current
            source: fixture
            translates: search-bars
            ---

            # 搜索栏

            人们用搜索栏在一组内容中查找。

            ## 范围栏

            范围栏让人们缩小搜索的范围。

            """
        let (root, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let lock = try #require(try TranslationLock.read(TranslationLock.path(contentDirectory: content)))
        func findings(_ codes: Set<DiagnosticCode>) throws -> [String] {
            try TranslationChecker.run(index: ContentIndex.discover(contentDirectory: content), lock: lock)
                .diagnostics.filter { codes.contains($0.code) }.map {
                    "\($0.code.rawValue) \(($0.location.file as NSString).lastPathComponent):\($0.location.line)"
                }
        }
        // The bars pages gone, a new translation of the search bars page: no outdated finding.
        try FileManager.default.removeItem(atPath: content + "/zh/bars.md")
        try FileManager.default.removeItem(atPath: content + "/en/bars.md")
        try newTranslation.write(toFile: content + "/zh/sb.md", atomically: true, encoding: .utf8)
        #expect(try findings([.outdatedTranslation, .staleLock]) == ["HD0328 higdoc.lock:1"])
        // The bars pages back, the translation renamed, and its old id taken by the search bars translation:
        // the English change is still found, through the entries accepted from the bars page.
        let (_, fresh) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(atPath: (fresh as NSString).deletingLastPathComponent) }
        for name in ["zh/bars.md", "en/bars.md"] {
            try FileManager.default.copyItem(atPath: fresh + "/" + name, toPath: content + "/" + name)
        }
        try TestSupport.editLines(of: content + "/zh/bars.md") { lines in lines[1] = "id: bars-zh" }
        try TestSupport.editLines(of: content + "/zh/sb.md") { lines in lines[1] = "id: bars" }
        try FileManager.default.moveItem(atPath: content + "/zh/sb.md", toPath: content + "/zh/bars-sb.md")
        try TestSupport.editLines(of: content + "/en/bars.md") { lines in
            let line = try #require(lines.firstIndex { $0.contains("Users depend on the consistency") })
            lines[line] = lines[line].replacingOccurrences(of: "depend on", with: "rely on")
        }
        #expect(try findings([.outdatedTranslation, .staleLock]) == ["HD0328 bars.md:2", "HD0316 bars.md:32"])
    }

    /// 工具栏 folds the English "Appearance and Behavior" subsection in (HD0318); the lock records that
    /// subsection with it, and an edit of its prose outdates 工具栏.
    @Test("An edit in an English subsection the translation folds in outdates the section that carries it")
    func foldedSubsectionEditIsOutdated() throws {
        let (root, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        try TestSupport.editLines(of: content + "/en/bars.md") { lines in
            #expect(lines[144].contains("but on iPad it can instead appear at the top"))
            lines[144] = lines[144].replacingOccurrences(of: "it can instead appear", with: "it can also appear")
        }
        let lock = try #require(try TranslationLock.read(TranslationLock.path(contentDirectory: content)))
        let index = try ContentIndex.discover(contentDirectory: content)
        let outdated = try TranslationChecker.run(index: index, lock: lock).diagnostics.filter {
            $0.code == .outdatedTranslation
        }
        #expect(outdated.count == 1)
        let finding = try #require(outdated.first)
        #expect(finding.location.file.hasSuffix("zh/bars.md"))
        #expect(finding.location.line == 112)
        #expect(finding.related.map(\.line) == [143])
        #expect(finding.bar == "toolbar")
        #expect(
            finding.message
                == "outdated translation: the English subsection “Appearance and Behavior”, whose content this section carries, changed after this translation was accepted: “…iPad it can instead appear at the…” → “…iPad it can also appear at the…”"
        )
    }

    /// The search bar's list of elements is the elements' own text in the lock, but a bullet in it that
    /// is no element is the section's prose: locked with the section, and outdating it when edited.
    @Test("A bullet that is no element, in the search bar's list of elements, is locked with its section")
    func bulletAmongElementsIsLocked() throws {
        let (root, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        try TestSupport.editLines(of: content + "/en/bars.md") { lines in
            #expect(lines[738].hasPrefix("*   A descriptive title, called a **prompt**"))
            lines.insert(contentsOf: ["*   A microphone icon that starts dictation when people tap it.", ""], at: 740)
        }
        let index = try ContentIndex.discover(contentDirectory: content)
        let lock = try TranslationChecker.run(index: index).acceptedLock
        let section = lock.entries.flatMap(\.sources).first { $0.id == "en/bars/search-bar/appearance-and-behavior" }
        #expect(section?.text.contains("A microphone icon that starts dictation") == true)
        #expect(section?.text.contains("The Bookmarks button is visible only") == false)
        try TestSupport.editLines(of: content + "/en/bars.md") { lines in
            lines[740] = "*   A microphone icon that starts dictation."
        }
        let outdated = try TranslationChecker.run(index: ContentIndex.discover(contentDirectory: content), lock: lock)
            .diagnostics.filter { $0.code == .outdatedTranslation }
        #expect(outdated.count == 1)
        #expect(
            outdated.first?.message.hasSuffix(
                "“…icon that starts dictation when people tap it.” → “…icon that starts dictation.”") == true)
    }

    /// A search bar element is a list item, and the findings about one say so.
    @Test("Findings about a search bar element call it one, not a table row")
    func searchBarElementWording() throws {
        let (root, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        try TestSupport.editLines(of: content + "/en/bars.md") { lines in
            #expect(lines[734].hasPrefix("      When the search bar contains any nonplaceholder text"))
            lines[734] = "      When the search bar holds any text, the Clear button is visible."
        }
        try TestSupport.editLines(of: content + "/zh/bars.md") { lines in
            #expect(lines[260].hasPrefix("- 结果列表图标"))
            lines.removeSubrange(260...261)
        }
        let lock = try #require(try TranslationLock.read(TranslationLock.path(contentDirectory: content)))
        let index = try ContentIndex.discover(contentDirectory: content)
        let findings = try TranslationChecker.run(index: index, lock: lock).diagnostics
        let outdated = findings.filter { $0.code == .outdatedTranslation }.map(\.message)
        #expect(outdated.count == 1)
        #expect(outdated.first?.hasPrefix("outdated translation: the English search bar element changed") == true)
        #expect(
            findings.filter { $0.code == .missingTableRow }.map(\.message).contains {
                $0.hasPrefix(
                    "missing search bar element: the English list names “Results List Icon”, which the translated list lacks"
                )
            })
    }

    @Test func malformedLockIsAnInputError() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        let path = TranslationLock.path(contentDirectory: fixture.content)
        try "{ not json".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: InputError.self) { try TranslationLock.read(path) }
        #expect(try TranslationLock.read(fixture.content + "/absent.lock") == nil)
    }
}
