import Foundation
import Testing

@testable import HigDoc

/// The findings `higdoc check` reports on the bundled content.
@Suite struct BundledFindingsTests {
    static let diagnostics = BundledAlignmentTests.result.diagnostics

    static func messages(_ code: DiagnosticCode) -> [String] { diagnostics.filter { $0.code == code }.map(\.message) }

    @Test func airPlayAndLocateMissing() {
        #expect(
            Self.messages(.missingTableRow).sorted() == [
                "missing table row: the English table lists “AirPlay” (UIButtonBarAirPlay.png), which the translated table lacks; it belongs after “相机” (the English page is the iOS 7 edition; the translation follows iOS 8)",
                "missing table row: the English table lists “Locate” (UIButtonBarLocate.png), which the translated table lacks; it belongs after “相机” (the English page is the iOS 7 edition; the translation follows iOS 8)",
            ])
    }

    @Test func playFastForwardPauseRewindExtra() {
        let extra = Self.diagnostics.filter { $0.code == .extraTableRow }
        #expect(extra.map(\.location.line) == [163, 164, 165, 166])
        #expect(extra.allSatisfy { $0.severity == .warning && $0.bar == "toolbar" })
        #expect(
            extra.map { $0.message.split(separator: "”").first.map(String.init) ?? "" } == [
                "extra table row: “播放（Play）", "extra table row: “快进（Fast Forward）", "extra table row: “暂停（Pause）",
                "extra table row: “快退（Rewind）",
            ])
    }

    @Test func severitiesKeepStructureOnlyDifferencesQuiet() {
        let structure = Self.diagnostics.filter { $0.code == .structureOnlySection }
        #expect(structure.count == 6)
        #expect(structure.allSatisfy { $0.severity == .note })
        #expect(Self.diagnostics.filter { $0.code == .missingSection }.isEmpty)
        #expect(
            Self.diagnostics.filter { $0.severity == .error }.map(\.code.rawValue).sorted() == Array(
                repeating: "HD0303", count: 8) + ["HD0305", "HD0305"])
    }

    /// Without the Chinese scope bar section's last paragraphs (its API note and the two paragraphs that
    /// translate the English subsections), what is left, an introduction and a figure, carries nothing:
    /// the English subsections are missing, not folded.
    @Test("A translated section carries its source's prose-only subsections only with prose beyond its parent's")
    func structureOnlyNeedsTheProse() throws {
        let result = try TestSupport.checkBundledCopy(editing: "zh/bars.md") { lines in
            #expect(lines[286] == "![image](images/scope_bar_2x.png)")
            lines.removeSubrange(287...)
            lines.append("")
        }
        let missing = result.diagnostics.filter { $0.code == .missingSection }
        #expect(missing.map(\.location.line) == [283, 283])
        #expect(missing.flatMap(\.related).map(\.line) == [773, 781])
        #expect(missing.allSatisfy { $0.bar == "scope-bar" })
        let structure = result.diagnostics.filter { $0.code == .structureOnlySection }
        #expect(structure.count == 5)
        #expect(!structure.contains { $0.bar == "scope-bar" })
    }

    /// The translation links to the English page by its address (`…/Bars.html#//apple_ref/…`); an anchor
    /// that page lacks is as unresolved as a `#…` link's. A page outside the corpus is not judged.
    @Test("A link to an English page's address with an anchor no section carries is HD0201")
    func absoluteLinkToMissingAnchor() throws {
        let result = try TestSupport.checkBundledCopy(editing: "zh/bars.md") { lines in
            #expect(lines[71].contains("MobileHIG/Bars.html#//apple_ref/doc/uid/TP40006556-CH12-SW4)"))
            lines[71] = lines[71].replacingOccurrences(of: "CH12-SW4)", with: "CH12-SW99)")
            #expect(lines[132].contains("Controls.html#//apple_ref/doc/uid/TP40006556-CH15-SW27)"))
            lines[132] = lines[132].replacingOccurrences(of: "CH15-SW27)", with: "CH15-SW98)")
        }
        let unresolved = result.diagnostics.filter { $0.code == .unresolvedInternalLink }
        #expect(unresolved.map(\.location.line) == [72])
        #expect(unresolved.first?.location.column == 87)
        #expect(unresolved.first?.message.hasPrefix("link 'Toolbar' points to 'https://") == true)
        #expect(!Self.diagnostics.contains { $0.code == .unresolvedInternalLink })
    }

    /// An anchor that is no apple_ref is as much an anchor: a `#…` link or a link to the English page's
    /// address that names one no section carries is HD0201 too (the start of the fifty-eighth session
    /// judged only apple_ref anchors).
    @Test("A #… link or a link to an English page's address with a plain anchor no section carries is HD0201")
    func plainAnchorNoSectionCarries() throws {
        let result = try TestSupport.checkBundledCopy(editing: "zh/bars.md") { lines in
            lines[71] = lines[71].replacingOccurrences(
                of: "#//apple_ref/doc/uid/TP40006556-CH12-SW4)", with: "#toolbar)")
            #expect(lines[291] == "当搜索栏出现时，范围栏也会在其附近出现。范围栏的外观会和搜索栏保持一致。")
            lines[291] += "参见[范围栏](#nowhere)。"
        }
        let unresolved = result.diagnostics.filter { $0.code == .unresolvedInternalLink }
        #expect(unresolved.map(\.location.line) == [72, 292])
        #expect(unresolved.map(\.location.column) == [87, 39])
        #expect(unresolved.last?.message == "link '范围栏' points to '#nowhere', which no section of this page carries")
        #expect(
            unresolved.first?.message.hasSuffix(
                "MobileHIG/Bars.html#toolbar', which no section of the page it names carries")
                == true)
    }

    /// The check of a copy of the bundled content whose zh/bars.md lacks its line `line` (from 1), which
    /// starts with `prefix`.
    static func checkWithoutChineseLine(_ line: Int, startingWith prefix: String) throws -> TranslationChecker.Result {
        try TestSupport.checkBundledCopy(editing: "zh/bars.md") { lines in
            #expect(lines[line - 1].hasPrefix(prefix))
            lines.remove(at: line - 1)
        }
    }

    /// The navigation bar's section moved after the toolbar's, each with a subsection of the same title:
    /// one finding, the moved section's; its subsection is in order among its siblings (the review of the
    /// fifty-ninth session's HD0326 had it reported against the whole page too).
    @Test("A section moved with its subsection is one HD0326, at the moved section")
    func movedSectionWithSubsection() throws {
        let result = try TestSupport.checkBundledCopy(editing: "zh/bars.md") { lines in
            for heading in ["## 工具栏", "## 导航栏"] {
                let at = try #require(lines.firstIndex(of: heading))
                lines.insert(contentsOf: ["", "### 外观和行为", ""], at: at + 1)
            }
            let navigation = try #require(lines.firstIndex(of: "## 导航栏"))
            let toolbar = try #require(lines.firstIndex(of: "## 工具栏"))
            let buttons = try #require(lines.firstIndex(of: "## 工具栏和导航栏按钮"))
            lines = Array(
                lines[..<navigation] + lines[toolbar..<buttons] + lines[navigation..<toolbar] + lines[buttons...])
        }
        let findings = result.diagnostics.filter { $0.code == .sectionPlacement }
        #expect(
            findings.map(\.message).map { $0.components(separatedBy: " (the English page")[0] } == [
                "section out of order: “导航栏”: the English has it before “Toolbar”, the translation after “工具栏”"
            ])
    }

    /// The back button's rule cut to its lead, over the `>要点` note that follows it in the Chinese: the
    /// note is no body (the start of the fifty-ninth session took it for one and said nothing).
    @Test("A rule cut to its lead over a callout has its body missing")
    func ruleBodyMissingAboveCallout() throws {
        let result = try TestSupport.checkBundledCopy(editing: "zh/bars.md") { lines in
            let lead = "**确保自定义的返回按钮的外观和行为看上去仍然是一个返回按钮。**"
            #expect(lines[96].hasPrefix(lead) && lines[98].hasPrefix(">要点"))
            lines[96] = lead
        }
        let findings = result.diagnostics.filter { $0.code == .missingRuleBody }
        #expect(findings.map(\.location.line) == [97])
        #expect(findings.first?.related.map(\.line) == [119])
    }

    /// With the translation of “When it adds value, use the title…” deleted, its English rule shares one
    /// concept, `title`, with an extra rule about buttons' spacing that names button titles in passing: the
    /// start of the fifty-eighth session paired the two (confidence 0.6), which hid the missing rule and the
    /// extra one alike.
    @Test("A deleted rule is missing, not paired with an extra rule on one concept of its body")
    func deletedRuleNotPairedOnOneConcept() throws {
        let result = try Self.checkWithoutChineseLine(79, startingWith: "**如果导航栏需要一个标题，那就使用当前视图的标题作为导航栏的标题。**")
        let missing = result.diagnostics.filter { $0.code == .missingRule }
        #expect(missing.contains { $0.message.contains("When it adds value, use the title of the current view") })
        let extra = result.diagnostics.filter { $0.code == .extraRule }
        #expect(extra.contains { $0.message.contains("确保文字按钮之间有足够的间隔。") && $0.location.line == 92 })
        #expect(
            !result.alignments.flatMap(\.rules).contains {
                $0.translation == "zh/bars/确保文字按钮之间有足够的间隔" && $0.source != nil
            })
    }

    /// The start of the fifty-eighth session placed a missing first row at its section's heading (zh:140).
    @Test("A missing first table row is placed at the translated table's next row, not the section's heading")
    func missingFirstRow() throws {
        let result = try Self.checkWithoutChineseLine(153, startingWith: "|![image](images/UIBarButtonAction_2x.png)")
        let missing = result.diagnostics.filter { $0.code == .missingTableRow }
        let share = try #require(missing.first { $0.message.contains("“Share”") })
        // The Camera row, first now, at its name's cell.
        #expect(share.location.line == 153)
        #expect(missing.filter { $0.message.contains("AirPlay") }.map(\.location.line) == [153])
    }

    /// iOS 8's Chinese chapter names UIBarButtonSystemItemFixedSpace in brackets with no target; the English
    /// of the navigation bar's rule (zh:93) has it as plain text.
    @Test("The bracketed name that lost its link at zh:137 is HD0109, in the toolbar")
    func lostLinkTarget() throws {
        let findings = Self.diagnostics.filter { $0.code == .undefinedLinkReference }
        #expect(findings.map(\.location.line) == [137])
        #expect(findings.first?.location.column == 92)
        #expect(findings.first?.bar == "toolbar")
        #expect(
            findings.first?.message
                == "“[UIBarButtonSystemItemFixedSpace]” is written as a link, but no link definition names it, so it shows with its brackets"
        )
    }

    /// The tab bar icons' table keeps its kind by its `UITabBar…` images when its heading is gone, and
    /// 标签栏, which now holds it, carries the English topic section.
    @Test("A deleted topic heading whose table stays is structure only, and its rows stay aligned")
    func deletedTopicHeading() throws {
        let result = try TestSupport.checkBundledCopy(editing: "zh/bars.md") { lines in
            #expect(lines[210] == "## 标签栏图标")
            lines.remove(at: 210)
        }
        #expect(
            !result.diagnostics.contains {
                $0.code == .missingSection || $0.code == .missingTableRow && $0.bar == "tab-bar"
            })
        let carried = result.diagnostics.filter {
            $0.code == .structureOnlySection && $0.message.contains("“Tab Bar Icons”")
        }
        #expect(carried.map(\.location.line) == [174])
        let before = Self.diagnostics.count
        #expect(result.diagnostics.count == before)
        let coverage = try #require(result.coverage.first { $0.scope == .document })
        #expect(coverage.systemItems == Coverage.Ratio(aligned: 27, total: 29))
    }

    @Test("A missing section points after the translation of the English section before it")
    func missingSectionPlace() throws {
        let result = try TestSupport.checkBundledCopy(editing: "zh/bars.md") { lines in
            #expect(lines[173] == "## 标签栏")
            #expect(lines[210] == "## 标签栏图标")
            lines.removeSubrange(173..<210)
        }
        let missing = result.diagnostics.filter { $0.code == .missingSection }
        #expect(missing.map(\.location.line) == [140])
        #expect(
            missing.first?.message
                == "missing section: the English section “Tab Bar” (with 10 rules) has no counterpart in the translation; it belongs after “工具栏和导航栏按钮” (the English page is the iOS 7 edition; the translation follows iOS 8)"
        )
    }

    @Test("Missing rules anchored at one translated rule come in the English page's order")
    func missingRulesInEnglishOrder() {
        let atToolbar = Self.diagnostics.filter { $0.code == .missingRule && $0.location.line == 131 }
        #expect(atToolbar.map { $0.related.first?.line } == [161, 163, 165])
        // Everywhere: findings at one place and of one code are ordered by their first related location.
        for (a, b) in zip(Self.diagnostics, Self.diagnostics.dropFirst())
        where a.location == b.location && a.code == b.code {
            if let left = a.related.first, let right = b.related.first { #expect(!(right < left)) }
        }
    }

    /// iOS 8 split the toolbar's first rule: its segmented control, and the link about it, went to a rule
    /// of their own (zh:133). The translation of the first half (zh:131) lacks the link only there.
    @Test("A link the translation carries elsewhere in the rule's section is moved, not one-sided")
    func movedLinkIsNotOneSided() throws {
        #expect(Self.diagnostics.filter { $0.code == .linkTargetOneSided }.map(\.location.line) == [95])
        let result = try TestSupport.checkBundledCopy(editing: "zh/bars.md") { lines in
            let link =
                "[Segmented Control](https://developer.apple.com/library/ios/documentation/UserExperience/Conceptual/MobileHIG/Controls.html#//apple_ref/doc/uid/TP40006556-CH15-SW27)"
            #expect(lines[132].contains(link))
            lines[132] = lines[132].replacingOccurrences(of: link, with: "Segmented Control")
        }
        let oneSided = result.diagnostics.filter { $0.code == .linkTargetOneSided }
        #expect(oneSided.map(\.location.line) == [95, 131])
        #expect(oneSided.last?.message.contains("“Segmented Control” (doc/uid/TP40006556-CH15-SW27)") == true)
    }

    /// A link the other side has elsewhere in the section, but fewer times, is still missing: zh:83
    /// links to the segmented control as en:109 does, and a second English link to it (en:111) has no
    /// Chinese one.
    @Test("A link the section has once more on one side is one-sided, though the other side links there")
    func oneLinkMoreIsOneSided() throws {
        let result = try TestSupport.checkBundledCopy(editing: "en/bars.md") { lines in
            #expect(lines[110].hasPrefix("  **Avoid crowding a navigation bar"))
            lines[110] += " (See also [Segmented Control](Controls.html#//apple_ref/doc/uid/TP40006556-CH15-SW27).)"
        }
        let oneSided = result.diagnostics.filter { $0.code == .linkTargetOneSided }
        #expect(oneSided.map(\.location.line) == [91, 95])
        #expect(oneSided.first?.related.map(\.line) == [111])
    }

    /// A grouping heading with no text of its own, whose subsections the translation has, is structure
    /// only: there is no prose for the parent's counterpart to carry.
    @Test("A heading over translated subsections, with no prose of its own, is structure only")
    func headingOnlySectionIsStructureOnly() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(
            atPath: TestSupport.contentDirectory + "/glossary.yaml",
            toPath: root.appendingPathComponent("glossary.yaml").path)
        let front = { (title: String, lang: String, extra: String) in
            "---\nid: a\ntitle: \(title)\nlang: \(lang)\nedition: iOS 7\nsource: fixture\n\(extra)---\n"
        }
        try TestSupport.write(
            front("Bars", "en", "")
                + "# Bars\n\nThe bars of an app.\n\n## Appearance and Behavior\n\n### Toolbar\n\nA toolbar holds controls.\n\n### Tab Bar\n\nA tab bar switches views.\n",
            to: "en/a.md", under: root)
        try TestSupport.write(
            front("栏", "zh", "translates: a\n")
                + "# 栏\n\n应用的栏。\n\n### 工具栏\n\n工具栏包含控件。\n\n### 标签栏\n\n标签栏用来切换视图。\n",
            to: "zh/a.md", under: root)
        let result = TranslationChecker.run(corpus: try Corpus.load(contentDirectory: root.path))
        #expect(!result.diagnostics.contains { $0.code == .missingSection })
        #expect(
            result.diagnostics.filter { $0.code == .structureOnlySection }.map(\.message) == [
                "structure only: “栏” has no subsection headings for the English “Appearance and Behavior”, but carries their content"
            ])
        #expect(result.coverage.first { $0.scope == .document }?.sections == Coverage.Ratio(aligned: 4, total: 4))
    }

    @Test func tableNumberingUsesCharacterColumns() throws {
        let finding = try #require(Self.diagnostics.first { $0.code == .inconsistentTableNumbering })
        #expect(
            finding.location
                == DiagnosticLocation(file: "\(TestSupport.contentDirectory)/zh/bars.md", line: 144, column: 5))
        #expect(finding.related.map(\.line) == [149])
        #expect(finding.message.contains("“表 35-1” does not match “表37-1”"))
    }

    @Test func numbersWordsAndDigits() throws {
        let finding = try #require(Self.diagnostics.first { $0.code == .numberMismatch && $0.location.line == 205 })
        #expect(
            finding.message
                == "numbers differ in this rule: the English states 7 (“seven”), 5 (“five”), the translation does not")
    }

    @Test func pageLevelFindings() {
        #expect(
            Self.diagnostics.filter { $0.code == .missingTranslation }.map {
                $0.location.file.split(separator: "/").last!
            } == [
                "iphone-2010-bars.md", "search-bars.md", "uikit-search-bars.md",
            ])
        let edition = Self.diagnostics.filter { $0.code == .editionMismatch }
        #expect(edition.map(\.location.line) == [5])
        #expect(edition.first?.related.map(\.line) == [5])
    }

    @Test func parserFindingsAreKept() {
        let pipe = Self.diagnostics.filter { $0.code == .pipeTableDelimiterMismatch }
        #expect(pipe.map(\.location.line) == [152, 223])
        #expect(pipe.map(\.bar) == ["toolbar", "tab-bar"])
    }

    @Test func fingerprintsAreUniqueForTranslationFindings() {
        let translation = Self.diagnostics.filter { $0.code.rawValue.hasPrefix("HD03") }
        #expect(Set(translation.map(\.fingerprint)).count == translation.count)
    }
}
