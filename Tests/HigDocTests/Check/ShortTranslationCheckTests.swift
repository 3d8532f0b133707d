import Testing

@testable import HigDoc

/// HD0324: a translated rule or table row far shorter than its English, measured against the page's
/// own translations.
@Suite struct ShortTranslationCheckTests {
    @Test func aRuleCutToItsFirstWordsIsReported() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace(
            "zh/bars.md", "**隐藏状态栏时请慎重。**由于状态栏是透明的，通常情况下不需要隐藏它。", with: "**隐藏状态栏时请慎重。**通常不需要。")
        let findings = try fixture.check().diagnostics
        #expect(findings.map(\.code) == [.shortTranslation])
        let finding = try #require(findings.first)
        #expect(finding.severity == .note)
        #expect(finding.location.line == 17)
        #expect(finding.related.map(\.line) == [14])
        // The fixture has too few measured units for a ratio of its own: the default, 30%.
        #expect(
            finding.message
                == "translation much shorter: the rule “隐藏状态栏时请慎重。” has 17 characters in all, its English “Think twice before hiding the status bar.” 119 (far shorter against its English than this page's other translations are); part of the English may be missing from it (a sentence, or a paragraph that fell out of it), unless a newer edition shortened it"
        )
    }

    @Test func anEmptyTranslatedMeaningIsReportedWhateverItsLength() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace("zh/bars.md", "|打开一个操作菜单，在相机模式下显示了一个图片选择器|", with: "| |")
        let findings = try fixture.check().diagnostics
        #expect(
            findings.map(\.message) == [
                "translation empty: the table row “相机” has no text where its English “Camera” has 64 characters"
            ])
        #expect(findings.map(\.location.line) == [40])
    }

    /// The Clear button's second paragraph, which a picture puts outside the Chinese list (zh:259), is the
    /// element's, as the English's is (en:735): the start of the fifty-eighth session left it out and
    /// found the element a tenth of its English.
    @Test func theBundledContentHasThree() throws {
        let findings = BundledAlignmentTests.result.diagnostics.filter { $0.code == .shortTranslation }
        #expect(findings.map(\.location.line) == [131, 205, 209])
        #expect(findings.allSatisfy { $0.message.hasPrefix("translation much shorter: the rule “") })
        let elements = TestSupport.bundled.graph.systemItems.filter {
            $0.document == "zh/bars" && $0.kind == .searchBarElement
        }
        #expect(elements.map(\.localizedName) == ["占位符文本", "书签按钮", "清除按钮", "结果列表图标", "提示语"])
        #expect(
            elements.map { $0.meaning.hasSuffix("则隐藏清除按钮。") || $0.meaning.hasSuffix("则显示清除按钮以使用户可以清除文本。") }
                == [false, true, true, false, false])
    }

    @Test func theTypicalRatioIsThePageMedianOnceItHasEnoughUnits() {
        func unit(_ english: Int, _ translated: Int) -> ShortTranslationCheck.Unit {
            .init(english: english, translated: translated, enID: "e", zhID: "z", isRule: true)
        }
        // Seven measured units are too few; short English (under 40) and empty translations are not measured.
        let seven = (1...7).map { unit(100, 20 + $0) } + [unit(39, 1), unit(200, 0)]
        #expect(ShortTranslationCheck.typicalRatio(seven) == 0.30)
        let eight = seven + [unit(100, 40)]
        #expect(ShortTranslationCheck.typicalRatio(eight) == 0.245)
        #expect(ShortTranslationCheck.typicalRatio(eight + [unit(50, 50)]) == 0.25)
    }

    @Test func lengthCountsScalarsOfARuleAsItsTextHasThem() throws {
        #expect(ShortTranslationCheck.length("Use a bar.") == 10)
        #expect(ShortTranslationCheck.length("不要 创建") == 5)
        #expect(ShortTranslationCheck.length("") == 0)
        let document = try TestSupport.parse("**Use a bar.** It helps:\n\n- 不要\n- Ok\n\n**只有。**\n", lang: .zh)
        let rules = DocumentGraphBuilder.build(document, glossary: TestSupport.bundled.corpus.glossary).rules
        for rule in rules {
            #expect(ShortTranslationCheck.length(of: rule, withList: true) == rule.text.unicodeScalars.count)
            #expect(
                ShortTranslationCheck.length(of: rule, withList: false)
                    == (rule.lead + " " + rule.body).unicodeScalars.count)
        }
        #expect(rules.map { ShortTranslationCheck.length(of: $0, withList: true) } == [26, 4])
    }
}
