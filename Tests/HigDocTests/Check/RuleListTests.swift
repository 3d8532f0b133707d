import Foundation
import Testing

@testable import HigDoc

/// The list right under a rule's paragraph is part of the rule: in the graph and the spec, the lock, the
/// checks (HD0323 when the translation lists fewer or more items) and the XLIFF.
@Suite struct RuleListTests {
    static let englishRule =
        "**Don’t create a custom status bar.** Users depend on the consistency of the system-provided status bar."
    static let englishList =
        "\(englishRule) Instead:\n\n- Hide it while a full-screen view needs the room.\n- Let a navigation bar extend under it.\n"
    static let chineseRule = "**不要创建自定义状态栏。**用户会依赖于系统自带状态栏的一致性。"

    @Test func aRuleOwnsTheListRightUnderItsParagraph() throws {
        let document = try TestSupport.parse(
            "## Status Bar\n\n**Prevent scrolling content from showing through.** Do one of these:\n\n"
                + "- Use a navigation controller.\n- Add a  *gradient*\n  image.\n\n"
                + "**Hide it with care.** It is transparent.\n\n- A list with no colon above it.\n\n"
                + "**Pick a style.** Such as:\n\n- Dark.\n\n![image](images/dark.png)\n\n- Light.\n\n![image](images/light.png)\n\n"
                + "**Keep it visible.** Users look at it.\n\nA paragraph.\n\n- A list of the section.\n")
        let graph = DocumentGraphBuilder.build(document, glossary: TestSupport.bundled.corpus.glossary)
        #expect(
            graph.rules.map(\.list) == [
                ["Use a navigation controller.", "Add a gradient image."], ["A list with no colon above it."],
                ["Dark.", "Light."], [],
            ])
        // The pictures between a list's parts belong to it; the one after its last part does not.
        #expect(graph.rules.map(\.blockCount) == [2, 2, 4, 1])
        #expect(
            graph.rules[0].text
                == "Prevent scrolling content from showing through. Do one of these: Use a navigation controller. Add a gradient image."
        )
    }

    @Test func searchBarElementsUnderARuleAreTheirOwnUnits() throws {
        let document = try TestSupport.parse(
            "## Search Bar\n\n**Show only the elements people need.** Such as:\n\n"
                + "- The **Bookmarks** button. It shows the bookmarks.\n- The **Clear** button. It erases the text.\n")
        let graph = DocumentGraphBuilder.build(document, glossary: TestSupport.bundled.corpus.glossary)
        #expect(graph.systemItems.map(\.name) == ["Bookmarks Button", "Clear Button"])
        #expect(graph.rules.map(\.list) == [[]])
        #expect(graph.rules.map(\.blockCount) == [1])
    }

    @Test func theBundledChineseRuleKeepsItsThreeWays() throws {
        let index = try ContentIndex.discover(contentDirectory: TestSupport.contentDirectory)
        let spec = try SpecBuilder.spec(for: index)
        let withLists = spec.rules.filter { !$0.list.isEmpty }
        #expect(withLists.map(\.id) == ["zh/bars/防止让滚动内容透过状态栏显示"])
        #expect(withLists.first?.list.map { String($0.prefix(8)) } == ["使用导航控制器来", "创建一个不醒目的", "定位内容，以避开"])
    }

    @Test func aTranslationThatDropsTheListIsReported() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace("en/bars.md", Self.englishRule, with: Self.englishList)
        let findings = try fixture.check().diagnostics
        #expect(findings.map(\.code) == [.ruleListLength])
        let finding = try #require(findings.first)
        #expect(finding.severity == .warning)
        #expect(
            finding.message
                == "rule list shorter: “Don’t create a custom status bar.” lists 2 items in English, the translation (“不要创建自定义状态栏。”) none; translate every item"
        )
        #expect(finding.location.line == 15)
        #expect(finding.related.map(\.line) == [16])
    }

    @Test func aTranslationThatDropsOneItemIsReported() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace("en/bars.md", Self.englishRule, with: Self.englishList)
        try fixture.replace("zh/bars.md", Self.chineseRule, with: "\(Self.chineseRule)可以：\n\n- 在全屏视图需要空间时隐藏它。\n")
        let findings = try fixture.check().diagnostics
        #expect(findings.map(\.code) == [.ruleListLength])
        #expect(
            findings.first?.message.hasPrefix("rule list shorter: “Don’t create a custom status bar.” lists 2 items")
                == true)
        #expect(findings.first?.message.contains("the translation (“不要创建自定义状态栏。”) 1;") == true)
    }

    @Test func aTranslationWithAnItemMoreIsReported() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace("zh/bars.md", Self.chineseRule, with: "\(Self.chineseRule)可以：\n\n- 隐藏它。\n")
        let findings = try fixture.check().diagnostics
        #expect(findings.map(\.code) == [.ruleListLength])
        #expect(
            findings.first?.message
                == "rule list longer: “Don’t create a custom status bar.” lists no items in English, the translation (“不要创建自定义状态栏。”) 1; a newer edition may have added one, else remove it"
        )
    }

    @Test(arguments: [
        // The same number of items, with the colon.
        "可以：\n\n- 在全屏视图需要空间时隐藏它。\n- 让导航栏延伸到它下面。\n",
        // The translator ended the sentence with a full stop; the list under it still counts.
        "可以这样做。\n\n- 在全屏视图需要空间时隐藏它。\n- 让导航栏延伸到它下面。\n",
        // A picture between the items, as the Chinese bars page places them.
        "可以：\n\n- 在全屏视图需要空间时隐藏它。\n\n![image](images/StatusBar_2x.png)\n\n- 让导航栏延伸到它下面。\n",
    ])
    func aTranslationWithEveryItemIsNoFinding(_ chineseList: String) throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace("en/bars.md", Self.englishRule, with: Self.englishList)
        try fixture.replace("zh/bars.md", Self.chineseRule, with: Self.chineseRule + chineseList)
        // The picture only the translation has is a note of its own (HD0310).
        #expect(try fixture.check().diagnostics.filter { $0.code != .imageOneSided }.map(\.formatted) == [])
    }

    @Test func neitherSideWithAColonIsNoFinding() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace(
            "en/bars.md", Self.englishRule,
            with:
                "\(Self.englishRule)\n\n- Hide it while a full-screen view needs the room.\n- Let a navigation bar extend under it.\n"
        )
        try fixture.replace(
            "zh/bars.md", Self.chineseRule,
            with: Self.chineseRule + "\n\n- 在全屏视图需要空间时隐藏它。\n- 让导航栏延伸到它下面。\n")
        #expect(try fixture.check().diagnostics.map(\.formatted) == [])
    }

    @Test func aTranslationWithItsLeadAloneIsHD0320sOnly() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace("en/bars.md", Self.englishRule, with: Self.englishList)
        try fixture.replace("zh/bars.md", Self.chineseRule, with: "**不要创建自定义状态栏。**")
        #expect(try fixture.check().diagnostics.map(\.code) == [.missingRuleBody])
    }

    @Test func theListIsLockedWithItsRule() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace("en/bars.md", Self.englishRule, with: Self.englishList)
        try fixture.replace(
            "zh/bars.md", Self.chineseRule,
            with: Self.chineseRule + "可以：\n\n- 在全屏视图需要空间时隐藏它。\n- 让导航栏延伸到它下面。\n")
        let lock = try fixture.check().acceptedLock
        try fixture.replace(
            "en/bars.md", "- Let a navigation bar extend under it.", with: "- Let a toolbar extend under it.")
        let findings = try fixture.check(lock: lock).diagnostics
        #expect(findings.map(\.code) == [.outdatedTranslation])
        #expect(findings.first?.location.line == 15)
    }

    @Test func theXLIFFHasASegmentPerItemPairedByWhatItSays() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace("en/bars.md", Self.englishRule, with: Self.englishList)
        try fixture.replace("zh/bars.md", Self.chineseRule, with: "\(Self.chineseRule)可以：\n\n- 隐藏它。\n- 让导航栏延伸到它下面。\n")
        func ruleUnit() throws -> XLIFFDocument.Unit {
            let document = try XLIFFExportTests.document(fixture.content)
            return try #require(
                document.files.first?.units.first { $0.id == "rule.don-t-create-a-custom-status-bar" })
        }
        let paired = try ruleUnit()
        #expect(
            paired.segments.map(\.source.text) == [
                "Users depend on the consistency of the system-provided status bar. Instead:",
                "Hide it while a full-screen view needs the room.", "Let a navigation bar extend under it.",
            ])
        #expect(paired.segments.map { $0.target?.text } == ["用户会依赖于系统自带状态栏的一致性。可以：", "隐藏它。", "让导航栏延伸到它下面。"])
        // The item left names the navigation bar, as the second English item does: that is its target.
        try fixture.replace("zh/bars.md", "- 隐藏它。\n", with: "")
        let unpaired = try ruleUnit()
        #expect(unpaired.segments.map { $0.target?.text } == ["用户会依赖于系统自带状态栏的一致性。可以：", nil, "让导航栏延伸到它下面。"])
        #expect(unpaired.segments.map(\.state) == [.translated, .initial, .translated])
    }
}

extension RuleListTests {
    @Test func theParallelViewShowsTheRuleWithItsList() throws {
        for language in Language.allCases {
            let html = try #require(SiteTestSupport.bundled.site.page(.parallel(language, "status-bar")))
            let row = try #require(SiteTestSupport.row("pair-zh.bars.防止让滚动内容透过状态栏显示", in: html))
            #expect(row.components(separatedBy: "<li>").count - 1 == 3)
            #expect(row.contains("<li>定位内容，以避开状态栏区域"))
        }
    }
}
