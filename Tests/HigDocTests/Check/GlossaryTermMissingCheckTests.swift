import Foundation
import Testing

@testable import HigDoc

/// HD0329: a glossary term of an English rule or table row that its translation renders with none of the
/// glossary's words.
@Suite("glossary term missing")
struct GlossaryTermMissingCheckTests {
    /// Every finding of a one-rule pair: the English rule `english` and its translation `chinese`, under a
    /// glossary with the toolbar and navigation bar, in the navigation bar's section unless `section` names
    /// another, a UI term `widget` (小部件 or 挂件), a word that
    /// pairs rules (`tidy`, 整洁, `freeRendering`), a search bar element (`clear`, 清除按钮) and a name the
    /// glossary keeps in English (`ipad`).
    static func findings(
        english: String, chinese: String, translationEdition: String = "iOS 7",
        section: (en: String, zh: String) = ("Navigation Bar", "导航栏")
    ) throws -> [Diagnostic] {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ relative: String, _ text: String) throws { try TestSupport.write(text, to: relative, under: root) }
        try write(
            "glossary.yaml",
            """
            version: 1
            concepts:
              - {id: toolbar, kind: bar, en: [toolbar, toolbars], zh: [工具栏]}
              - {id: navigation-bar, kind: bar, en: [navigation bar], zh: [导航栏]}
              - {id: widget, kind: ui-term, en: [widget, widgets], zh: [小部件, 挂件]}
              - {id: tidy, kind: ui-term, freeRendering: true, en: [tidy], zh: [整洁]}
              - {id: search-bar-clear-button, kind: system-item, en: [clear], zh: [清除按钮]}
              - {id: ipad, kind: ui-term, en: [ipad], zh: [ipad]}
            ruleKinds:
              dont: {en: [avoid], zh: [避免]}
              consider: {en: [consider], zh: [考虑]}

            """)
        try write(
            "en/a.md",
            """
            ---
            id: a
            title: Bars
            lang: en
            edition: iOS 7
            source: fixture
            ---
            # Bars

            ## \(section.en)

            \(english)

            """)
        try write(
            "zh/a.md",
            """
            ---
            id: a-zh
            title: 栏
            lang: zh
            edition: \(translationEdition)
            source: fixture
            translates: a
            ---
            # 栏

            ## \(section.zh)

            \(chinese)

            """)
        return TranslationChecker.run(corpus: try Corpus.load(contentDirectory: root.path)).diagnostics
    }

    /// The HD0329 findings of `findings(english:chinese:translationEdition:)`, each as severity, place, the
    /// English's line and message; the two rules are expected aligned (each states the number 3 for it),
    /// so that no finding is missing for want of a pair.
    static func missing(
        english: String, chinese: String, translationEdition: String = "iOS 7",
        section: (en: String, zh: String) = ("Navigation Bar", "导航栏"),
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> [String] {
        let all = try findings(
            english: english, chinese: chinese, translationEdition: translationEdition, section: section)
        #expect(!all.contains { $0.code == .missingRule || $0.code == .extraRule }, sourceLocation: sourceLocation)
        return all.filter { $0.code == .glossaryTermMissing }.map {
            "\($0.severity.rawValue) \($0.location.line):\($0.location.column) \($0.related.map(\.line)) \($0.message)"
        }
    }

    @Test("A term rendered with a word the glossary does not list is a warning at the translated rule")
    func otherWordIsReported() throws {
        let found = try Self.missing(
            english: "**Put a widget in the toolbar.** A widget shows up to 3 items.",
            chinese: "**在工具栏中放一个控件。**控件最多显示 3 个项目。")
        #expect(
            found == [
                "warning 13:1 [12] term not translated as the glossary says: “widget” is 小部件 or 挂件 in the glossary; this rule has neither"
            ])
    }

    @Test("Where the pair's editions differ the finding is a note")
    func editionsDifferMakeANote() throws {
        let found = try Self.missing(
            english: "**Put a widget in the toolbar.** A widget shows up to 3 items.",
            chinese: "**在工具栏中放一个控件。**控件最多显示 3 个项目。", translationEdition: "iOS 8")
        #expect(found.map { $0.prefix(4) } == ["note"])
    }

    @Test("A term rendered once, the English's other uses said with a pronoun, is no finding")
    func oneRenderingIsEnough() throws {
        #expect(
            try Self.missing(
                english: "**Put a widget in the toolbar.** The widget shows 3 items; widgets update.",
                chinese: "**在工具栏中放一个挂件。**它显示 3 个项目并自动更新。") == [])
    }

    @Test("The English term kept in the translation is no rendering of it")
    func englishKeptIsNoRendering() throws {
        let found = try Self.missing(
            english: "**Put a widget in the toolbar.** It shows 3 items.", chinese: "**在工具栏中放一个 widget。**它显示 3 个项目。")
        #expect(found.count == 1)
        #expect(found.first?.hasSuffix("“widget” is 小部件 or 挂件 in the glossary; this rule has neither") == true)
    }

    @Test("A term only in a link's title or in code is not asked for")
    func linkTitlesAndCodeAreNotWeighed() throws {
        #expect(
            try Self.missing(
                english: "**Use the toolbar for 3 items.** See [Widgets](Widgets.html) and `widget`.",
                chinese: "**使用工具栏显示 3 个项目。**请参阅 [Widgets](Widgets.html) 和 `widget`。") == [])
    }

    @Test("Free words, search bar element names and names kept in English are not weighed")
    func unweighedConcepts() throws {
        #expect(
            try Self.missing(
                english: "**Keep the toolbar tidy.** On iPad, clear its 3 items often.",
                chinese: "**保持工具栏简洁。**经常清理它的 3 个项目。")
                == [])
    }

    @Test("A bar the translation names otherwise is HD0321's finding, not this one's")
    func wrongBarIsLeftToHD0321() throws {
        let all = try Self.findings(
            english: "**Put a widget in the toolbar.** It shows 3 items.", chinese: "**在导航栏中放一个小部件。**它显示 3 个项目。")
        #expect(all.filter { $0.code == .wrongBarName }.count == 1)
        #expect(all.filter { $0.code == .glossaryTermMissing }.isEmpty)
        // Beside the English bar, another is no wrong bar: the English one is missing.
        let both = try Self.missing(
            english: "**Put a widget in the toolbar, not the navigation bar.** It shows 3 items.",
            chinese: "**把小部件放在工具条而不是导航栏中。**它显示 3 个项目。")
        #expect(
            both.map { $0.split(separator: ": ").last.map(String.init) } == [
                "“toolbar” is 工具栏 in the glossary; this rule has none of it"
            ])
    }

    @Test("A rule of a bar's section need not name the bar; of another bar's section it must")
    func ownBarMayGoUnnamed() throws {
        let english = "**Use a toolbar to show 3 commands.** Keep the set small."
        let chinese = "**显示 3 个常用指令。**保持指令精简。"
        #expect(try Self.missing(english: english, chinese: chinese, section: ("Toolbar", "工具栏")) == [])
        #expect(
            try Self.missing(english: english, chinese: chinese) == [
                "warning 13:1 [12] term not translated as the glossary says: “toolbar” is 工具栏 in the glossary; this rule has none of it"
            ])
    }

    @Test("A translation that lacks most of its English's terms says something else and is not judged")
    func mostTermsMissingIsAnotherText() throws {
        #expect(
            try Self.missing(
                english: "**Put a widget in the toolbar.** A widget in a navigation bar shows 3 items.",
                chinese: "**保持界面简洁。**最多显示 3 个项目。") == [])
    }

    /// The bundled translation follows another edition (iOS 8) than its English (iOS 7): two notes, a
    /// rendering the glossary does not list (系统状态栏 for the system-provided status bar) and a term of a
    /// guideline the newer edition rewrote (the English's tint, the translation's 颜色).
    @Test("The bundled content's findings")
    func bundledFindings() {
        let found = BundledFindingsTests.diagnostics.filter { $0.code == .glossaryTermMissing }
        #expect(
            found.map {
                "\($0.severity.rawValue) \($0.location.line) \($0.related.map(\.line)) \($0.bar ?? "-") \($0.message)"
            }
                == [
                    "note 32 [55] status-bar term not translated as the glossary says: “system-provided” is 系统自带 or 系统提供 in the glossary; this rule has neither",
                    "note 95 [115] navigation-bar term not translated as the glossary says: “tint” is 着色 or 染色 in the glossary; this rule has neither",
                ])
    }

    /// A reviewer's four renderings of a term by a word the glossary does not list, each in one rule of the
    /// bundled translation: each is one new finding, at that rule, and nothing else is found anew.
    @Test(
        "Each word the glossary does not list is one finding in the bundled translation",
        arguments: [
            (83, "分段控件", "分段控制器", 109, "“segmented control” is 分段控件"),
            (97, "返回按钮", "后退按钮", 119, "“back button” is 返回按钮"),
            (201, "徽标", "角标", 451, "“badging” is 徽标"),
            (197, "工具栏", "工具条", 445, "“toolbar” is 工具栏"),
        ])
    func bundledEdits(line: Int, glossaryWord: String, otherWord: String, englishLine: Int, term: String) throws {
        let before = Set(BundledFindingsTests.diagnostics.filter { $0.code == .glossaryTermMissing }.map(\.fingerprint))
        let result = try TestSupport.checkBundledCopy(editing: "zh/bars.md") { lines in
            #expect(lines[line - 1].contains(glossaryWord))
            lines[line - 1] = lines[line - 1].replacingOccurrences(of: glossaryWord, with: otherWord)
        }
        let new = result.diagnostics.filter { $0.code == .glossaryTermMissing && !before.contains($0.fingerprint) }
        #expect(
            new.map { "\($0.location.line) \($0.related.map(\.line)) \($0.message)" } == [
                "\(line) [\(englishLine)] term not translated as the glossary says: \(term) in the glossary; this rule has none of it"
            ])
        #expect(result.diagnostics.filter { $0.code == .glossaryTermMissing }.count == before.count + 1)
    }

    @Test("The glossary's freeRendering is read, and a value other than true or false is an input error at its line")
    func freeRenderingIsRead() throws {
        let glossary = try Glossary(reading: TestSupport.contentDirectory + "/glossary.yaml")
        #expect(glossary.concept("tap")?.freeRendering == true)
        #expect(glossary.concept("segmented-control")?.freeRendering == false)
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try TestSupport.write(
            """
            version: 1
            concepts:
              - id: tap
                kind: ui-term
                freeRendering: yes please
                en: [tap]
                zh: [轻点]
            ruleKinds: {}

            """, to: "glossary.yaml", under: root)
        #expect {
            try Glossary(reading: root.path + "/glossary.yaml")
        } throws: { error in
            (error as? InputError)?.line == 5
                && String(describing: error).contains(
                    "'freeRendering' of concept 'tap' is 'yes please'; it must be true or false")
        }
    }
}
