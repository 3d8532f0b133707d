import Testing

@testable import HigDoc

/// Alignment of the bundled zh/bars (iOS 8) with en/bars (iOS 7).
@Suite struct BundledAlignmentTests {
    static let result = TranslationChecker.run(corpus: TestSupport.bundled.corpus, graph: TestSupport.bundled.graph)
    static var alignment: DocumentAlignment { result.alignments[0] }

    static func lead(_ id: String?) -> String? {
        id.flatMap { id in TestSupport.bundled.graph.rules.first { $0.id == id }?.lead }
    }

    @Test func oneAlignmentForTheOneTranslation() {
        #expect(Self.result.alignments.map(\.source) == ["en/bars"])
        #expect(Self.result.alignments.map(\.translation) == ["zh/bars"])
    }

    @Test func barButtonsAlignedMissingAndExtra() {
        let pairs = Self.alignment.systemItems.filter {
            ($0.source ?? $0.translation ?? "").contains("/bar-button-item/")
        }
        let aligned = pairs.filter(\.isAligned).map { "\($0.source!) ↔ \($0.translation!)" }
        #expect(
            aligned == [
                "en/bars/bar-button-item/share ↔ zh/bars/bar-button-item/action",
                "en/bars/bar-button-item/camera ↔ zh/bars/bar-button-item/camera",
                "en/bars/bar-button-item/compose ↔ zh/bars/bar-button-item/compose",
                "en/bars/bar-button-item/bookmarks ↔ zh/bars/bar-button-item/bookmarks",
                "en/bars/bar-button-item/search ↔ zh/bars/bar-button-item/search",
                "en/bars/bar-button-item/add ↔ zh/bars/bar-button-item/add",
                "en/bars/bar-button-item/trash ↔ zh/bars/bar-button-item/trash",
                "en/bars/bar-button-item/organize ↔ zh/bars/bar-button-item/organize",
                "en/bars/bar-button-item/reply ↔ zh/bars/bar-button-item/reply",
                "en/bars/bar-button-item/refresh ↔ zh/bars/bar-button-item/refresh",
            ])
        #expect(
            pairs.filter { $0.translation == nil }.compactMap(\.source) == [
                "en/bars/bar-button-item/airplay", "en/bars/bar-button-item/locate",
            ])
        #expect(
            pairs.filter { $0.source == nil }.compactMap(\.translation) == [
                "zh/bars/bar-button-item/play", "zh/bars/bar-button-item/fast-forward",
                "zh/bars/bar-button-item/pause", "zh/bars/bar-button-item/rewind",
            ])
        // Share ↔ 分享（Action）: paired through the image symbol alone.
        let share = pairs.first { $0.source == "en/bars/bar-button-item/share" }
        #expect(share?.signals == ["image:Action"])
        #expect(share?.confidence == 0.9)
    }

    @Test func allTwelveTabBarIconsAligned() {
        let pairs = Self.alignment.systemItems.filter { ($0.source ?? $0.translation ?? "").contains("/tab-bar-item/") }
        #expect(pairs.count == 12)
        #expect(pairs.allSatisfy { $0.isAligned })
        // MostRecent = Most Recent, by normalized name and by image.
        let mostRecent = pairs.first { $0.source == "en/bars/tab-bar-item/mostrecent" }
        #expect(mostRecent?.translation == "zh/bars/tab-bar-item/most-recent")
        #expect(mostRecent?.signals == ["image:MostRecent", "name:Most Recent"])
    }

    @Test func ruleCounts() {
        let rules = Self.alignment.rules
        #expect(rules.filter(\.isAligned).count == 20)
        #expect(rules.filter { $0.translation == nil }.count == 8)
        #expect(rules.filter { $0.source == nil }.count == 7)
        var perBar: [String: Int] = [:]
        for pair in rules where pair.isAligned { perBar[pair.bar ?? "", default: 0] += 1 }
        #expect(perBar == ["status-bar": 6, "navigation-bar": 5, "toolbar": 1, "tab-bar": 8])
    }

    /// The zh status-bar rules come in a different order; every en rule still finds its translation.
    @Test(arguments: [
        ("Don’t create a custom status bar.", "不要创建自定义状态栏。"),
        ("Think twice before hiding the status bar.", "隐藏状态栏时请慎重。"),
        ("As much as possible, avoid putting distracting content behind the status bar.", "避免在状态栏后面放置干扰性内容。"),
        ("Choose a status bar content color that coordinates with your app.", "选择一个和你的应用相协调的状态栏颜色。"),
        ("When appropriate, display the network activity indicator.", "在适当的时候展示网络活动指示器。"),
        (
            "Consider hiding the status bar—and all other app UI—while people are actively viewing full-screen media.",
            "在用户全屏观看多媒体内容时，考虑隐藏状态栏——和其它所有界面元素。"
        ),
    ])
    func statusBarRulePairs(english: String, chinese: String) {
        let pair = Self.alignment.rules.first { Self.lead($0.source) == english }
        #expect(Self.lead(pair?.translation) == chinese)
        #expect((pair?.confidence ?? 0) >= 0.5)
    }

    @Test func theIOS8OnlyStatusBarRuleHasNoCounterpart() {
        let extra = Self.alignment.rules.filter { $0.source == nil && $0.bar == "status-bar" }.map {
            Self.lead($0.translation)
        }
        #expect(extra == ["防止让滚动内容透过状态栏显示。"])
    }

    @Test func linkAndNumberSignals() {
        let indicator = Self.alignment.rules.first {
            Self.lead($0.source) == "When appropriate, display the network activity indicator."
        }
        #expect(indicator?.signals.contains("link:doc/uid/TP40006556-CH15-SW44") == true)
        #expect(indicator?.signals.contains("glossary:network-activity-indicator") == true)
    }

    @Test func barSectionsAlignedThroughTheGlossary() {
        let sections = Self.alignment.sections.filter(\.isAligned)
        #expect(sections.count == 9)
        #expect(
            sections.contains {
                $0.source == "en/bars/bar-buttons" && $0.translation == "zh/bars/bar-buttons"
                    && $0.signals == ["glossary:bar-buttons"]
            })
        #expect(
            sections.contains {
                $0.source == "en/bars/bars" && $0.translation == "zh/bars/栏" && $0.signals == ["title"]
            })
    }

    @Test func coverage() throws {
        let document = try #require(Self.result.coverage.first { $0.scope == .document })
        #expect(document.id == "en/bars→zh/bars")
        #expect(document.sections == Coverage.Ratio(aligned: 21, total: 21))
        #expect(document.rules == Coverage.Ratio(aligned: 20, total: 28))
        #expect(document.systemItems == Coverage.Ratio(aligned: 27, total: 29))
        let toolbar = try #require(Self.result.coverage.first { $0.scope == .bar && $0.id == "toolbar" })
        #expect(toolbar.rules == Coverage.Ratio(aligned: 1, total: 4))
        #expect(toolbar.systemItems == Coverage.Ratio(aligned: 10, total: 12))
        let tabBar = try #require(Self.result.coverage.first { $0.scope == .bar && $0.id == "tab-bar" })
        #expect(tabBar.systemItems == Coverage.Ratio(aligned: 12, total: 12))
        #expect(tabBar.rules.percent == 80)
        // The bars' figures count the three untranslated English pages too: the two search bar pages'
        // 15 sections and 6 rules, the 2010 chapter's sections; none of them covered.
        let searchBar = try #require(Self.result.coverage.first { $0.scope == .bar && $0.id == "search-bar" })
        #expect(searchBar.sections == Coverage.Ratio(aligned: 3, total: 18))
        #expect(searchBar.rules == Coverage.Ratio(aligned: 0, total: 6))
        #expect(searchBar.systemItems == Coverage.Ratio(aligned: 5, total: 5))
        #expect(toolbar.sections == Coverage.Ratio(aligned: 4, total: 7))
        let bars = Self.result.coverage.filter { $0.scope == .bar }
        #expect(bars.map(\.id) == Glossary.barIDs)
        #expect(bars.map(\.sections.total) == [4, 7, 7, 7, 18, 4])
    }

    @Test("Content with no translation at all has no coverage, and its findings say so")
    func noTranslationNoCoverage() throws {
        let english = TestSupport.bundled.corpus.documents.filter { $0.language == .en }
        let corpus = Corpus(
            contentDirectory: TestSupport.contentDirectory, documents: english,
            glossary: TestSupport.bundled.corpus.glossary)
        let result = TranslationChecker.run(corpus: corpus)
        #expect(result.coverage.isEmpty)
        #expect(result.diagnostics.filter { $0.code == .missingTranslation }.count == 4)
    }
}
