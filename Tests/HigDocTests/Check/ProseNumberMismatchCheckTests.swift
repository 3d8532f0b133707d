import Foundation
import Testing

@testable import HigDoc

/// Numbers the prose of an aligned section states on one side only (HD0322).
@Suite struct ProseNumberMismatchCheckTests {
    static let bundled = BundledAlignmentTests.result.diagnostics

    /// What a finding is, wherever the content was copied to: code, place, message.
    static func summary(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.code.rawValue) \(diagnostic.location.line):\(diagnostic.location.column) \(diagnostic.message)"
    }

    /// The findings of a copy of the bundled content whose `zh/bars.md` line `line` (1-based) had `old`
    /// replaced by `new`: all of them, those the bundled content has not and those of the bundled content
    /// it has not (by code, place and message).
    static func edited(line: Int, _ old: String, _ new: String, in file: String = "zh/bars.md") throws -> (
        all: [Diagnostic], added: [Diagnostic], removed: [String]
    ) {
        let result = try TestSupport.checkBundledCopy(editing: file) { lines in
            #expect(lines[line - 1].contains(old), "\(lines[line - 1])")
            lines[line - 1] = lines[line - 1].replacingOccurrences(of: old, with: new)
        }
        var before = bundled.map(summary)
        var added: [Diagnostic] = []
        for diagnostic in result.diagnostics {
            if let index = before.firstIndex(of: summary(diagnostic)) {
                before.remove(at: index)
            } else {
                added.append(diagnostic)
            }
        }
        return (result.diagnostics, added, before)
    }

    /// The bundled translation states the numbers its English states, where the editions let it: the
    /// tab bar's “no more than five tabs … four of them” (en:431, in “Appearance and Behavior”, which
    /// the translation folds into 标签栏) is zh:189's “不超过5个标签 … 其中4个”, and the navigation bar's
    /// “two things” (en:101) is zh:74's “两个变化”.
    @Test("The bundled content has no prose number mismatch, and its totals stay 107 findings")
    func bundledContent() {
        #expect(Self.bundled.filter { $0.code == .proseNumberMismatch }.map(\.formatted) == [])
        #expect(Self.bundled.count == 107)
        #expect(
            [Severity.error, .warning, .note].map { severity in Self.bundled.filter { $0.severity == severity }.count }
                == [10, 28, 69])
    }

    /// The English numbers of “Tab Bar” are in its subsection, whose heading alone the translation lacks
    /// (HD0318): without that subsection, the English section's own prose states none of zh:189's.
    @Test("The prose of an English subsection the translation folds into its parent is the parent's")
    func foldedSubsectionProse() {
        let context = CheckContext(
            corpus: TestSupport.bundled.corpus, graph: TestSupport.bundled.graph,
            alignments: BundledAlignmentTests.result.alignments, sources: SourceLines())
        var prose = SectionProse(context)
        func values(_ ids: [String], _ language: Language) -> Set<Int> {
            Set(ProseNumberMismatchCheck.stated(in: ids, language: language, prose).map(\.value))
        }
        #expect(values(["en/bars/tab-bar"], .en) == [])
        let carried = try? #require(context.folding["zh/bars"]?.structureOnlySource["zh/bars/tab-bar"])
        #expect(carried == ["en/bars/tab-bar/appearance-and-behavior", "en/bars/tab-bar/guidelines"])
        let english = prose.withUnalignedSubsections(carried ?? [], aligned: [])
        #expect(english == carried)
        #expect(values(["en/bars/tab-bar"] + english, .en) == [5, 4])
        #expect(values(["zh/bars/tab-bar"], .zh) == [5, 4])
    }

    /// A translation may write its digits full-width (`５个标签`): they state the numbers ASCII digits
    /// state. The tab bar's list item (zh:189, “不超过5个标签 … 其中4个”, the prose HD0322 compares) so
    /// written gives the bundled findings; read as no digits, it would give an HD0322 (“the English
    /// states 5 (“five”), 4 (“four”), the translation does not”). The rule at zh:209, given the English
    /// rule's “the recommended seven tabs” as “推荐的７个标签”, loses its HD0308 (“the English states 7
    /// (“seven”)”) as with an ASCII 7: both copies give the same findings.
    @Test("Full-width digits in the translation state their numbers: no HD0322 or HD0308 for them")
    func fullWidthDigits() throws {
        func check(_ digits: [String]) throws -> [Diagnostic] {
            try TestSupport.checkBundledCopy(editing: "zh/bars.md") { lines in
                #expect(lines[188].contains("不超过5个标签") && lines[188].contains("其中4个"), "\(lines[188])")
                lines[188] = lines[188].replacingOccurrences(of: "不超过5个标签", with: "不超过\(digits[0])个标签")
                    .replacingOccurrences(of: "其中4个", with: "其中\(digits[1])个")
                #expect(lines[208].hasPrefix("**尽可能横屏竖屏都显示一样的标签。**"), "\(lines[208])")
                lines[208] = lines[208].replacingOccurrences(
                    of: "标签。**", with: "标签。**竖屏时，推荐的\(digits[2])个标签正好铺满屏幕宽度。")
            }.diagnostics
        }
        let fullWidth = try check(["５", "４", "７"])
        let ascii = try check(["5", "4", "7"])
        #expect(fullWidth.map(Self.summary) == ascii.map(Self.summary))
        let numbers: Set<DiagnosticCode> = [.numberMismatch, .proseNumberMismatch]
        #expect(!fullWidth.contains { $0.code == .proseNumberMismatch }, "\(fullWidth.map(\.formatted))")
        #expect(
            fullWidth.filter { numbers.contains($0.code) }.map(Self.summary) == [
                "HD0308 205:1 numbers differ in this rule: the English states 7 (“seven”), 5 (“five”), the translation does not"
            ])
        #expect(
            Self.bundled.filter { numbers.contains($0.code) }.map(Self.summary).last
                == "HD0308 209:1 numbers differ in this rule: the English states 7 (“seven”), the translation does not")
        let bundled = Self.bundled.map(Self.summary)
        // The sentence added makes the rule at 209 no longer far shorter than its English (HD0324), so its
        // terms are weighed (HD0329): the English's popover and split view pane, which iOS 8 dropped.
        #expect(
            fullWidth.map(Self.summary).filter { !bundled.contains($0) && !$0.hasPrefix("HD0324 209:1") }.map {
                $0.prefix(60)
            } == [
                "HD0329 209:1 term not translated as the glossary says: “popo",
                "HD0329 209:1 term not translated as the glossary says: “spli",
            ])
    }

    @Test("A changed number in a translated list item is one finding there, naming both numbers")
    func changedNumber() throws {
        let (all, added, removed) = try Self.edited(line: 189, "不超过5个标签", "不超过6个标签")
        #expect(removed == [])
        #expect(all.count == 108)
        let finding = try #require(added.first)
        #expect(added.count == 1)
        #expect(finding.code == .proseNumberMismatch)
        #expect(finding.severity == .note)
        #expect(finding.location.file.hasSuffix("/content/zh/bars.md"))
        #expect(finding.location.line == 189 && finding.location.column == 3)
        #expect(
            finding.related.map { "\($0.file.hasSuffix("/content/en/bars.md")) \($0.line):\($0.column)" } == [
                "true 431:3"
            ])
        #expect(finding.bar == "tab-bar")
        #expect(
            finding.message
                == "numbers differ in the prose of “Tab Bar”: the English states 5 (“five”), the translation does not; the translation states 6, the English does not (the English page is the iOS 7 edition; the translation follows iOS 8)"
        )
    }

    /// zh:189 still states en:431's four (其中4个): the English five the translation dropped belongs there,
    /// though the translation states no number of its own there.
    @Test("A dropped number is placed at the translated paragraph sharing another number with its English")
    func droppedNumberPlacedByAnother() throws {
        let (_, added, removed) = try Self.edited(line: 189, "不超过5个标签", "不超过几个标签")
        #expect(removed == [])
        #expect(
            added.map(Self.summary) == [
                "HD0322 189:3 numbers differ in the prose of “Tab Bar”: the English states 5 (“five”), the translation does not (the English page is the iOS 7 edition; the translation follows iOS 8)"
            ])
        #expect(added.first?.related.map(\.line) == [431])
    }

    /// zh:74's paragraph shares no number, link or identifier with en:101 once its 两 is gone: the finding
    /// is at the translated section's heading, and points to the English paragraph.
    @Test("A dropped number with nothing else to place it by is at the translated section's heading")
    func droppedNumber() throws {
        let (_, added, removed) = try Self.edited(line: 74, "会发生两个变化", "会发生一些变化")
        #expect(removed == [])
        #expect(
            added.map(Self.summary) == [
                "HD0322 51:1 numbers differ in the prose of “Navigation Bar”: the English states 2 (“two”), the translation does not (the English page is the iOS 7 edition; the translation follows iOS 8)"
            ])
        #expect(added.first?.related.map(\.line) == [101])
    }

    /// Each edit adds a number to a translated paragraph that no prose finding may see, or writes one the
    /// English states otherwise.
    @Test(
        "A number written as a word, or in a link or a code span, is no prose number mismatch",
        arguments: [
            (189, "不超过5个标签", "不超过五个标签"),
            (189, "其中4个", "其中四个"),
            (74, "会发生两个变化", "会发生 2 个变化"),
            (189, "不超过5个标签", "不超过5个标签（见 `maxTabs = 9`）"),
            (
                189, "不超过5个标签", "不超过5个标签（见 [第 9 节](https://example.com/12-34.html#SW9)）"
            ),
        ])
    func sameNumbers(line: Int, old: String, new: String) throws {
        let (_, added, removed) = try Self.edited(line: line, old, new)
        // A link the English lacks is one-sided (HD0327), whatever its numbers.
        #expect(added.filter { $0.code != .proseLinkOneSided }.map(Self.summary) == [] && removed == [])
    }

    /// en:431 says “five” in English prose; the same word in a rule is HD0308's to compare.
    @Test("A number in an aligned rule is HD0308's, not a prose finding")
    func numberInARule() throws {
        let (_, added, removed) = try Self.edited(line: 42, "通常情况下不需要隐藏它。", "通常情况下不需要隐藏它 3 秒。")
        #expect(added.map(\.code) == [.numberMismatch] && removed == [])
    }

    @Test("A table reference's number is HD0311's, not a prose finding")
    func numberOfATable() throws {
        let (_, added, removed) = try Self.edited(line: 168, "除了以上在表 37-1 中", "除了以上在表 38-1 中")
        #expect(added.map(\.code) == [.inconsistentTableNumbering] && removed == [])
    }

    /// The image is the English section's (clock_tab_bar_7_2x.png): its alt text's 8 is no prose number,
    /// and the section's image finding (HD0310) is gone.
    @Test("A number in an image's alt text is no prose number mismatch")
    func numberInAnImage() throws {
        let (_, added, removed) = try Self.edited(
            line: 189, "不超过5个标签", "不超过5个标签 ![8 个标签](images/clock_tab_bar_7_2x.png)")
        #expect(added.map(Self.summary) == [])
        #expect(removed.map { String($0.prefix(12)) } == ["HD0310 174:1"])
    }

    /// Within one edition (the QA fixture's pages are both iOS 7's), a finding is a warning and says
    /// nothing of editions; the English number is placed by the number its paragraph shares with the
    /// translation's.
    @Test("Within one edition a prose number mismatch is a warning, at the paragraph sharing a number")
    func sameEditionWarning() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace(
            "en/bars.md", "A **scope bar** allows users to define the scope of a search.",
            with:
                "A **scope bar** allows users to define the scope of a search.\n\nIt shows up to four scopes in 12 points."
        )
        try fixture.replace(
            "zh/bars.md", "范围栏允许用户定义搜索范围。", with: "范围栏允许用户定义搜索范围。\n\n它最多显示三个范围，字号为 12 点。")
        func line(_ relative: String, of text: String) throws -> Int? {
            try fixture.read(relative).components(separatedBy: "\n").firstIndex { $0.contains(text) }.map { $0 + 1 }
        }
        let findings = try fixture.check().diagnostics
        #expect(findings.map(\.code) == [.proseNumberMismatch])
        let finding = try #require(findings.first)
        #expect(finding.severity == .warning)
        #expect(
            finding.message
                == "numbers differ in the prose of “Scope Bar”: the English states 4 (“four”), the translation does not; the translation states 3 (“三”), the English does not"
        )
        let zhLine = try line("zh/bars.md", of: "它最多显示三个范围")
        let enLine = try line("en/bars.md", of: "It shows up to four scopes")
        #expect(finding.location.line == zhLine)
        #expect(finding.related.map(\.line) == [enLine])
    }

    /// The byte scan that spares most paragraphs any string work passes over no paragraph that states a
    /// number, on either side of the bundled content; and it passes over most.
    @Test("The prose prescan skips no paragraph that states a number")
    func prescanSkipsNoNumber() {
        var skipped = 0
        var total = 0
        func visit(_ blocks: [Block], _ language: Language) {
            for block in blocks {
                switch block {
                case .paragraph(let paragraph):
                    total += 1
                    let text = SectionProse.text(of: paragraph.inlines)
                    if !SectionProse.mayStateQuantity(paragraph.inlines, language: language) {
                        skipped += 1
                        #expect(NumberExtractor.quantities(in: text, language: language) == [], "\(text)")
                    }
                case .list(let list): for item in list.items { visit(item.blocks, language) }
                case .blockQuote(let quote): visit(quote.blocks, language)
                case .callout(let callout): visit(callout.blocks, language)
                default: break
                }
            }
        }
        for document in TestSupport.bundled.corpus.documents { visit(document.blocks, document.language) }
        #expect(total > 300)
        #expect(skipped * 10 > total * 7, "\(skipped) of \(total)")
    }
}

/// From the review of the check: the numbers of a rule's own list, of a rule the other side writes as
/// prose, and where a number two paragraphs drop goes.
extension ProseNumberMismatchCheckTests {
    static func fixtureFindings(_ edits: [(file: String, old: String, new: String)]) throws -> [Diagnostic] {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        for edit in edits { try fixture.replace(edit.file, edit.old, with: edit.new) }
        return try fixture.check().diagnostics
    }

    @Test("The numbers of a rule's own list are the rule's (HD0308), not its section's prose")
    func numbersOfARulesList() throws {
        let findings = try Self.fixtureFindings([
            (
                "en/bars.md", "Keep the set small.",
                "Keep the set small:\n\n- Show no more than four items.\n- Use short titles."
            ),
            ("zh/bars.md", "保持指令精简。", "保持指令精简：\n\n- 显示不超过三个项目。\n- 使用简短的标题。"),
        ])
        #expect(findings.map(\.code) == [.numberMismatch])
    }

    @Test("A rule the translation writes as a plain paragraph is a missing rule, its number no prose finding")
    func ruleWrittenAsProse() throws {
        let findings = try Self.fixtureFindings([
            ("zh/bars.md", "**为每个工具栏项目保持至少 44 x 44 点的点击区域。**", "为每个工具栏项目保持至少 44 x 44 点的点击区域。")
        ])
        #expect(findings.map(\.code) == [.missingRule])
    }

    @Test("Numbers two English paragraphs state and the translation lacks go to the heading, not to a changed one")
    func numbersOfTwoParagraphs() throws {
        let findings = try Self.fixtureFindings([
            (
                "en/bars.md", "A **scope bar** allows users to define the scope of a search.",
                "A **scope bar** allows users to define the scope of a search.\n\nUse 3 scopes.\n\nWait 10 seconds before you dismiss it."
            ),
            ("zh/bars.md", "范围栏允许用户定义搜索范围。", "范围栏允许用户定义搜索范围。\n\n使用 4 个范围。\n\n在关闭之前等待几秒。"),
        ]).filter { $0.code == .proseNumberMismatch }
        // The English 3 and 10 at the section's heading (zh:43); the translation's 4 at its paragraph.
        #expect(findings.map(\.location.line) == [43, 47])
        #expect(findings.first?.message.contains("the English states 3, 10") == true)
        #expect(findings.last?.message.contains("10") == false)
    }
}
