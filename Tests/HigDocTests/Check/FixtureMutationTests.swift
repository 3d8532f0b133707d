import Foundation
import Testing

@testable import HigDoc

/// Each edit of the clean base fixture yields exactly the one finding it should.
@Suite struct FixtureMutationTests {
    struct Mutation: CustomTestStringConvertible, Sendable {
        var name: String
        var file: String
        var old: String
        var new: String
        var expected: [DiagnosticCode]
        var testDescription: String { name }
    }

    @Test func baseFixtureIsClean() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        let result = try fixture.check()
        #expect(result.diagnostics.map(\.formatted) == [])
        let coverage = try #require(result.coverage.first { $0.scope == .document })
        #expect(coverage.rules == Coverage.Ratio(aligned: 6, total: 6))
        #expect(coverage.systemItems == Coverage.Ratio(aligned: 3, total: 3))
        #expect(coverage.sections == Coverage.Ratio(aligned: 5, total: 5))
    }

    static let mutations: [Mutation] = [
        Mutation(
            name: "delete one zh rule", file: "zh/bars.md",
            old: "**隐藏状态栏时请慎重。**由于状态栏是透明的，通常情况下不需要隐藏它。\n\n", new: "", expected: [.missingRule]),
        Mutation(
            name: "delete one zh table row", file: "zh/bars.md",
            old: "|![image](images/UIBarButtonCamera_2x.png) |相机（Camera）|打开一个操作菜单，在相机模式下显示了一个图片选择器|\n", new: "",
            expected: [.missingTableRow]),
        Mutation(
            name: "delete one zh section", file: "zh/bars.md", old: "\n## 范围栏\n\n范围栏允许用户定义搜索范围。\n", new: "\n",
            expected: [.missingSection]),
        // The section's image is its finding's, not an image its parent lacks on the other side.
        Mutation(
            name: "add an en section with an image", file: "en/bars.md", old: "### Scope Bar\n",
            new:
                "### Search Bar\n\nA **search bar** accepts text.\n\n![A search bar](images/search_bar_2x.png)\n\n### Scope Bar\n",
            expected: [.missingSection]),
        Mutation(
            name: "duplicate an en row", file: "en/bars.md",
            old:
                "| ![](UIButtonBarCamera.png) | Camera | Open an action sheet that displays a photo picker in camera mode |\n",
            new:
                "| ![](UIButtonBarCamera.png) | Camera | Open an action sheet that displays a photo picker in camera mode |\n"
                + "| ![](UIButtonBarCamera.png) | Camera | Open an action sheet that displays a photo picker in camera mode |\n",
            expected: [.duplicateTableRow]),
        // One # more puts the toolbar under the status bar.
        Mutation(
            name: "write a zh heading a level too deep", file: "zh/bars.md", old: "## 工具栏\n", new: "### 工具栏\n",
            expected: [.sectionPlacement]),
        // One # less puts the status bar beside the page's title, and every section after it under it: one
        // finding, at the heading to mend.
        Mutation(
            name: "write a zh heading a level too high", file: "zh/bars.md", old: "## 状态栏\n", new: "# 状态栏\n",
            expected: [.sectionPlacement]),
        // Two rows of one image are no duplicates when their names differ: the wrong image is the finding.
        Mutation(
            name: "show another row's icon in a zh row", file: "zh/bars.md",
            old: "|![image](images/UIBarButtonCamera_2x.png) |相机（Camera）",
            new: "|![image](images/UIBarButtonCompose_2x.png) |相机（Camera）", expected: [.rowImageMismatch]),
        // Two rows of one name are no duplicates when their images differ: the wrong name is the finding (the
        // sixty-eighth session's review: a duplicate row was reported at the row that was right).
        Mutation(
            name: "give a zh row another row's name", file: "zh/bars.md",
            old: "|![image](images/UIBarButtonCamera_2x.png) |相机（Camera）",
            new: "|![image](images/UIBarButtonCamera_2x.png) |撰写（Compose）", expected: [.rowImageMismatch]),
        Mutation(
            name: "add a zh-only rule", file: "zh/bars.md", old: "## 工具栏\n",
            new: "**防止让滚动内容透过状态栏显示。**要确保状态栏背景会模糊其背后的内容。\n\n## 工具栏\n", expected: [.extraRule]),
        Mutation(
            name: "repeat a zh rule", file: "zh/bars.md", old: "**隐藏状态栏时请慎重。**由于状态栏是透明的，通常情况下不需要隐藏它。\n\n",
            new: "**隐藏状态栏时请慎重。**由于状态栏是透明的，通常情况下不需要隐藏它。\n\n**隐藏状态栏时请慎重。**由于状态栏是透明的，通常情况下不需要隐藏它。\n\n",
            expected: [.duplicateRule]),
        Mutation(
            name: "repeat an en rule", file: "en/bars.md", old: "**Don’t create a custom status bar.**",
            new:
                "**Think twice before hiding the status bar.** Because the status bar is transparent, it’s not usually necessary to hide it.\n\n**Don’t create a custom status bar.**",
            expected: [.duplicateRule]),
        // The same lead over another body is another rule, and its translation is missing.
        Mutation(
            name: "add an en rule with a lead another has", file: "en/bars.md",
            old: "**Don’t create a custom status bar.**",
            new: "**Think twice before hiding the status bar.** Really.\n\n**Don’t create a custom status bar.**",
            expected: [.missingRule]),
        Mutation(
            name: "drop a zh rule's body", file: "zh/bars.md", old: "**隐藏状态栏时请慎重。**由于状态栏是透明的，通常情况下不需要隐藏它。",
            new: "**隐藏状态栏时请慎重。**", expected: [.missingRuleBody]),
        Mutation(
            name: "put a zh rule's body under its lead", file: "zh/bars.md",
            old: "**隐藏状态栏时请慎重。**由于状态栏是透明的，通常情况下不需要隐藏它。",
            new: "**隐藏状态栏时请慎重。**\n\n由于状态栏是透明的，通常情况下不需要隐藏它。", expected: []),
        // In a code span, an HTML attribute or a link's text, brackets are no link; `[Name][]` is one.
        Mutation(
            name: "write bracketed names that are no lost link", file: "zh/bars.md", old: "默认样式以白底黑字显示。",
            new: "默认样式以白底黑字显示（`[UIStatusBarStyleDefault]`、<span title=\"[Attr]\">属性</span>）。", expected: []),
        Mutation(
            name: "lose a collapsed reference's target", file: "zh/bars.md", old: "默认样式以白底黑字显示。",
            new: "默认样式以白底黑字显示（见 [UIStatusBarStyleDefault][]）。", expected: [.undefinedLinkReference]),
        Mutation(
            name: "open prose with a pipe", file: "zh/bars.md", old: "默认样式以白底黑字显示。",
            new: "默认样式以白底黑字显示。\n\n|x| 是绝对值，|y| 也是。", expected: []),
        Mutation(
            name: "name the wrong bar", file: "zh/bars.md", old: "**为每个工具栏项目保持至少 44 x 44 点的点击区域。**如果工具栏项目",
            new: "**为每个导航栏项目保持至少 44 x 44 点的点击区域。**如果导航栏项目", expected: [.wrongBarName]),
        Mutation(
            name: "add a zh-only row", file: "zh/bars.md", old: "\n## 范围栏",
            new: "|![image](images/UIBarButtonPlay_2x.png) |播放（Play）|开始播放多媒体|\n\n## 范围栏", expected: [.extraTableRow]),
        // The row after the blank line is a paragraph of its own, which HD0108 says, and why the row is
        // missing; its icon is an image of the section now, not of a row (HD0310).
        Mutation(
            name: "cut a zh table with a blank line", file: "zh/bars.md",
            old: "|\n|![image](images/UIBarButtonCompose_2x.png)",
            new: "|\n\n|![image](images/UIBarButtonCompose_2x.png)",
            expected: [.missingTableRow, .pipeTableWithoutHeader, .imageOneSided]),
        Mutation(
            name: "lose a link's target", file: "zh/bars.md", old: "默认样式以白底黑字显示。",
            new: "默认样式以白底黑字显示（见 [UIStatusBarStyleDefault]）。", expected: [.undefinedLinkReference]),
        // Brackets escaped, a number, one letter, a space: text, not links.
        Mutation(
            name: "write brackets as text", file: "zh/bars.md", old: "默认样式以白底黑字显示。",
            new: "默认样式以白底黑字显示（\\[UIStatusBarStyleDefault\\]、[1]、[x]、[sic est]）。", expected: []),
        Mutation(
            name: "change a number", file: "zh/bars.md", old: "至少 44 x 44 点", new: "至少 40 x 40 点",
            expected: [.numberMismatch]),
        Mutation(
            name: "drop a link", file: "zh/bars.md",
            old:
                "[Network Activity Indicator](https://developer.apple.com/library/ios/documentation/UserExperience/Conceptual/MobileHIG/Controls.html#//apple_ref/doc/uid/TP40006556-CH15-SW44)",
            new: "Network Activity Indicator", expected: [.linkTargetOneSided]),
        // A link of a section's prose (not of a rule) that the other side's section lacks: HD0327.
        Mutation(
            name: "link the en prose to a reference the zh lacks", file: "en/bars.md",
            old: "related to objects in the screen.",
            new:
                "related to objects in the screen. See [“Toolbars”](../UIKitUICatalog/UIToolbar.html#//apple_ref/doc/uid/TP40012857-UIToolbar).",
            expected: [.proseLinkOneSided]),
        Mutation(
            name: "link the zh prose to a reference the en lacks", file: "zh/bars.md", old: "进行操作的控件。",
            new:
                "进行操作的控件。请参阅 [UIToolbar](https://developer.apple.com/library/ios/documentation/UIKit/Reference/UIToolbar_Class/index.html#//apple_ref/occ/cl/UIToolbar)。",
            expected: [.proseLinkOneSided]),
        // The translation links to it in a rule of the section: the link moved, it is not missing.
        Mutation(
            name: "link the en prose to a target a zh rule links to", file: "en/bars.md",
            old: "about the device and the current environment.",
            new:
                "about the device and the current environment. See [Network Activity Indicator](Controls.html#//apple_ref/doc/uid/TP40006556-CH15-SW44).",
            expected: []),
        // The same target linked to more often on one side is no one-sided link.
        Mutation(
            name: "link an en rule twice to a target its translation links to once", file: "en/bars.md",
            old:
                "To learn more, see [Network Activity Indicator](Controls.html#//apple_ref/doc/uid/TP40006556-CH15-SW44).",
            new:
                "To learn more, see [Network Activity Indicator](Controls.html#//apple_ref/doc/uid/TP40006556-CH15-SW44) and [its API](Controls.html#//apple_ref/doc/uid/TP40006556-CH15-SW44).",
            expected: []),
        Mutation(
            name: "misnumber a table reference", file: "zh/bars.md", old: "见表 33-1。", new: "见表 35-1。",
            expected: [.inconsistentTableNumbering]),
        // The fixture's Chinese has one table: a second is named but not there.
        Mutation(
            name: "name a table the page lacks", file: "zh/bars.md", old: "见表 33-1。", new: "见表 33-2。",
            expected: [.inconsistentTableNumbering]),
        Mutation(
            name: "translate a term two ways", file: "zh/bars.md", old: "用户会依赖于系统自带状态栏的一致性。",
            new: "用户会依赖于系统自带状态栏的一致性，也就是系统提供的状态栏。", expected: [.inconsistentTermTranslation]),
        // The English of this rule has no "system-provided": 系统提供 there renders no term of the glossary.
        Mutation(
            name: "use a rendering where the English lacks its term", file: "zh/bars.md", old: "默认样式以白底黑字显示。",
            new: "默认样式以白底黑字显示，由系统提供。", expected: []),
        Mutation(
            name: "leave English prose untranslated", file: "zh/bars.md", old: "默认样式以白底黑字显示。",
            new: "The default appearance displays dark content.", expected: [.untranslatedProse]),
        Mutation(
            name: "translate another edition", file: "zh/bars.md", old: "edition: iOS 7", new: "edition: iOS 8",
            expected: [.editionMismatch]),
        Mutation(
            name: "show an image in English only", file: "en/bars.md", old: "**Use a toolbar",
            new: "![A toolbar](images/toolbar_7_2x.png)\n\n**Use a toolbar", expected: [.imageOneSided]),
    ]

    @Test func sameImageAtAnotherScaleOrEditionIsNoFinding() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace(
            "en/bars.md", "**Use a toolbar", with: "![A toolbar](images/toolbar_7_2x.png)\n\n**Use a toolbar")
        try fixture.replace("zh/bars.md", "**包含当前情境", with: "![工具栏](images/Toolbar@2x.PNG)\n\n**包含当前情境")
        #expect(try fixture.check().diagnostics.map(\.formatted) == [])
    }

    @Test(arguments: mutations)
    func mutationYieldsExactlyItsFinding(_ mutation: Mutation) throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace(mutation.file, mutation.old, with: mutation.new)
        let diagnostics = try fixture.check().diagnostics
        #expect(diagnostics.map(\.code) == mutation.expected, "\(diagnostics.map(\.formatted))")
    }

    @Test func reorderingZhRulesYieldsNothing() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        let rules = [
            "**不要创建自定义状态栏。**用户会依赖于系统自带状态栏的一致性。",
            "**隐藏状态栏时请慎重。**由于状态栏是透明的，通常情况下不需要隐藏它。",
            "**在适当的时候展示网络活动指示器。**如需了解更多信息，请参考 [Network Activity Indicator](https://developer.apple.com/library/ios/documentation/UserExperience/Conceptual/MobileHIG/Controls.html#//apple_ref/doc/uid/TP40006556-CH15-SW44)。",
            "**选择一个和你的应用相协调的状态栏颜色。**默认样式以白底黑字显示。",
        ]
        try fixture.replace(
            "zh/bars.md", rules.joined(separator: "\n\n"), with: rules.reversed().joined(separator: "\n\n"))
        let result = try fixture.check()
        #expect(result.diagnostics.map(\.formatted) == [])
        #expect(result.alignments[0].rules.filter(\.isAligned).count == 6)
    }

    @Test func missingRuleNamesBothSides() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace("zh/bars.md", "**隐藏状态栏时请慎重。**由于状态栏是透明的，通常情况下不需要隐藏它。\n\n", with: "")
        let finding = try #require(try fixture.check().diagnostics.first)
        #expect(finding.severity == .error)
        #expect(finding.bar == "status-bar")
        #expect(
            finding.message
                == "missing rule: the translation has no counterpart of “Think twice before hiding the status bar.”; it belongs in “状态栏”"
        )
        #expect(finding.location.file.hasSuffix("zh/bars.md"))
        #expect(finding.location.line == 11)
        #expect(finding.related.map(\.line) == [14])
        #expect(finding.related.first?.file.hasSuffix("en/bars.md") == true)
    }

    /// The English's second rule comes after its first, whose translation the Chinese puts second: the
    /// finding is there, and says so. (The English's first has no rule before it: it belongs in its
    /// section, `missingRuleNamesBothSides`.)
    @Test func missingRuleBelongsAfterTheRuleBefore() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace("zh/bars.md", "**不要创建自定义状态栏。**用户会依赖于系统自带状态栏的一致性。\n\n", with: "")
        let finding = try #require(try fixture.check().diagnostics.first)
        #expect(finding.message.hasSuffix("“Don’t create a custom status bar.”; it belongs after “隐藏状态栏时请慎重。”"))
        #expect(finding.location.line == 15)
    }

    @Test func movedSectionIsOutOfOrderAndHeadingLevelsSay() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace("zh/bars.md", "\n## 范围栏\n\n范围栏允许用户定义搜索范围。\n", with: "\n")
        try fixture.replace("zh/bars.md", "## 工具栏\n", with: "## 范围栏\n\n范围栏允许用户定义搜索范围。\n\n## 工具栏\n")
        let moved = try fixture.check().diagnostics
        #expect(
            moved.map(\.message) == [
                "section out of order: “范围栏”: the English has it after “Toolbar and Navigation Bar Buttons”, the translation before “工具栏和导航栏按钮”"
            ])
        #expect(moved.map(\.location.line) == [23])
        #expect(moved.first?.related.map(\.line) == [42])
        #expect(SectionPlacementCheck.longestIncreasingRun([1, 5, 2, 3, 4]) == [0, 2, 3, 4])
        #expect(SectionPlacementCheck.longestIncreasingRun([3, 2, 1]).count == 1)
        #expect(SectionPlacementCheck.longestIncreasingRun([Int]()).isEmpty)
        let raised = try QAFixture()
        defer { raised.remove() }
        try raised.replace("zh/bars.md", "## 状态栏\n", with: "# 状态栏\n")
        #expect(
            try raised.check().diagnostics.map(\.message) == [
                "section placed elsewhere: “状态栏” is at the top of the page in the translation, but its English “The Status Bar” is under “Bars”; check the heading's level; the 3 sections after it fall under it too"
            ])
    }

    @Test func wrongRowImageNamesTheRowWhoseImageItIs() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace(
            "zh/bars.md", "|![image](images/UIBarButtonCamera_2x.png) |相机（Camera）",
            with: "|![image](images/UIBarButtonCompose_2x.png) |相机（Camera）")
        let finding = try #require(try fixture.check().diagnostics.first)
        #expect(finding.severity == .warning)
        #expect(
            finding.message
                == "wrong image: the row “相机” shows UIBarButtonCompose_2x.png, the image of the English row “Compose”; its English row “Camera” shows UIButtonBarCamera.png"
        )
        #expect(finding.location.line == 40)
        #expect(finding.related.map(\.line) == [39])
    }

    @Test func missingRowIsAirPlayLikeOnTheBundledContent() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace(
            "zh/bars.md", "|![image](images/UIBarButtonCamera_2x.png) |相机（Camera）|打开一个操作菜单，在相机模式下显示了一个图片选择器|\n",
            with: "")
        let finding = try #require(try fixture.check().diagnostics.first)
        #expect(
            finding.message
                == "missing table row: the English table lists “Camera” (UIButtonBarCamera.png), which the translated table lacks; it belongs after “分享”"
        )
        // Points at the zh row after which Camera belongs (分享（Action）), and at the en Camera row.
        #expect(finding.location.line == 39)
        #expect(finding.location.column == 45)
        #expect(finding.related.map(\.line) == [39])
    }
}
/// A first row the translation lacks belongs before the translation of the row after it.
@Test func aMissingFirstRowBelongsBeforeTheNext() throws {
    let result = try TestSupport.checkBundledCopy(editing: "zh/bars.md") { lines in
        let row = try #require(lines.firstIndex { $0.contains("UIBarButtonAction_2x.png") })
        lines.remove(at: row)
    }
    let missing = result.diagnostics.filter { $0.code == .missingTableRow }.map(\.message)
    #expect(
        missing.contains(
            "missing table row: the English table lists “Share” (UIButtonBarAction.png), which the translated table lacks; it belongs before “相机” (the English page is the iOS 7 edition; the translation follows iOS 8)"
        ))
}
