import Foundation
import Testing

@testable import HigDoc

/// A translator's bar or topic heading that is none of the glossary's terms (`导航条`, `1. 状态栏`,
/// `工具栏与导航栏按钮`): the section used to be nobody's, the English one missing and the translated one
/// extra, and the guidelines under it unpaired, hiding the real findings (a sweep of 266 heading variants
/// of the bundled page lost the section in 53 of them, and its guidelines in 101 more).
@Suite("headings that are none of the glossary's terms")
struct HeadingConceptInferenceTests {
    /// The bundled check's findings, as `code file:line`, sorted.
    private static func findings(_ result: TranslationChecker.Result) -> [String] {
        result.diagnostics.map {
            "\($0.code.rawValue) \(URL(fileURLWithPath: $0.location.file).lastPathComponent):\($0.location.line)"
        }
        .sorted()
    }

    private static func checkWithHeading(_ old: String, replacedBy new: String) throws -> TranslationChecker.Result {
        try TestSupport.checkBundledCopy(editing: "zh/bars.md") { lines in
            let index = try #require(lines.firstIndex(of: old))
            lines[index] = new
        }
    }

    private static let bundled = findings(TranslationChecker.run(corpus: TestSupport.bundled.corpus))

    @Test("What a heading calls its section: numbering, end punctuation and spaces left out")
    func headingName() {
        #expect(HeadingName.stripped("1. 状态栏") == "状态栏")
        #expect(HeadingName.stripped("1.2 状态栏") == "状态栏")
        #expect(HeadingName.stripped("2) Status Bar") == "Status Bar")
        #expect(HeadingName.stripped("一、状态栏") == "状态栏")
        #expect(HeadingName.stripped("第一节 状态栏") == "状态栏")
        #expect(HeadingName.stripped("第 3 章：状态栏") == "状态栏")
        #expect(HeadingName.stripped("（三）状态栏") == "状态栏")
        #expect(HeadingName.stripped("状态栏：") == "状态栏")
        #expect(HeadingName.stripped("标签　栏图标") == "标签栏图标")
        // Not numbering: a number that is part of a word, Chinese numerals that open a word.
        #expect(HeadingName.stripped("3D Touch") == "3D Touch")
        #expect(HeadingName.stripped("一个标签栏") == "一个标签栏")
        #expect(HeadingName.stripped("1.") == "1")
        #expect(HeadingName.stripped("2014 工具栏") == "2014 工具栏")
        #expect(HeadingName.stripped("工具栏？") == "工具栏")
        #expect(HeadingName.parts("状态栏 Status Bar") == ["状态栏", "Status Bar"])
        #expect(HeadingName.parts("Status Bar（状态栏）") == ["Status Bar", "状态栏"])
        #expect(HeadingName.parts("状态栏") == ["状态栏"])
        // A heading the byte test passes over is read as it is.
        let headings = [
            "Guidelines", "Appearance and Behavior", "3D Touch", "Bars", "Toolbar", "1. Bars", "Bars:", "Bars.",
            "Bars (UIKit)", "Bars / Toolbars", "状态栏", "Bars ", "(1) Bars", "A-B", "Tab Bar Icons",
        ]
        for heading in headings where !HeadingName.mayBeRead(heading) {
            #expect(HeadingName.stripped(heading) == heading && HeadingName.parts(heading).count <= 1, "\(heading)")
        }
        #expect(headings.filter { !HeadingName.mayBeRead($0) }.count == 6)
    }

    @Test("The glossary reads numbered, punctuated and two-language names as their concept, silently")
    func glossaryMatches() {
        let glossary = TestSupport.bundled.corpus.glossary
        for heading in ["1. 状态栏", "一、状态栏", "状态栏：", "状态栏 Status Bar", "Status Bar（状态栏）"] {
            #expect(glossary.concept(matchingHeading: heading, language: .zh)?.id == "status-bar", "\(heading)")
        }
        #expect(
            glossary.concept(matchingHeading: "2. Toolbar and Navigation Bar Buttons", language: .en)?.id
                == "bar-buttons")
        // Every part must be a term of one concept.
        #expect(glossary.concept(matchingHeading: "状态栏 Toolbar", language: .zh) == nil)
        #expect(glossary.concept(matchingHeading: "示例 Toolbar", language: .zh) == nil)
        #expect(glossary.concept(matchingHeading: "1. 示例", language: .zh) == nil)
    }

    @Test("Numbered bar headings give the bundled check's findings, at the same lines")
    func numberedHeadings() throws {
        let result = try TestSupport.checkBundledCopy(editing: "zh/bars.md") { lines in
            for (number, heading) in ["## 状态栏", "## 导航栏", "## 工具栏", "## 搜索栏"].enumerated() {
                let index = try #require(lines.firstIndex(of: heading))
                lines[index] = "## \(number + 1). " + heading.dropFirst(3)
            }
        }
        #expect(Self.findings(result) == Self.bundled)
    }

    @Test("A synonym heading is its bar's section, told by its section's text, with a warning")
    func synonym() throws {
        let result = try Self.checkWithHeading("## 导航栏", replacedBy: "## 导航条")
        let inferred = result.diagnostics.filter { $0.code == .unrecognizedHeading }
        #expect(
            inferred.map(\.message) == [
                "heading “导航条” is none of the glossary's Chinese terms for a bar or topic; its section's text names the navigation bar (“导航栏”) 26 times, more than any other bar, and none of the page's headings is the glossary's term for it, so its section is read as the “Navigation Bar” section; write “导航栏”, or add “导航条” to the zh terms of navigation-bar in glossary.yaml"
            ])
        #expect(inferred.first?.location.line == 51)
        #expect(inferred.first?.bar == "navigation-bar")
        // Everything else as on the bundled page: its three missing guidelines are found again.
        #expect(Self.findings(result).filter { !$0.hasPrefix("HD0203") } == Self.bundled)
        let alignment = try #require(result.alignments.first)
        #expect(
            alignment.sections.first { $0.source == "en/bars/navigation-bar" }?.translation == "zh/bars/navigation-bar")
    }

    @Test("A reworded topic heading is the topic's section when it names the same bars and terms")
    func rewordedTopic() throws {
        for heading in ["## 工具栏与导航栏按钮", "## 导航栏和工具栏按钮", "## 工具栏、导航栏的按钮"] {
            let result = try Self.checkWithHeading("## 工具栏和导航栏按钮", replacedBy: heading)
            let inferred = result.diagnostics.filter { $0.code == .unrecognizedHeading }
            #expect(inferred.count == 1)
            #expect(inferred.first?.message.contains("it has the words of the glossary's “工具栏和导航栏按钮”") == true)
            #expect(Self.findings(result).filter { !$0.hasPrefix("HD0203") } == Self.bundled)
        }
    }

    @Test("A heading is not read as a bar another heading names, nor by text alone")
    func noInference() throws {
        // A new section about the navigation bar, which has its own: nothing to infer.
        let extra = try TestSupport.checkBundledCopy(editing: "zh/bars.md") { lines in
            let index = try #require(lines.firstIndex(of: "## 工具栏"))
            lines.insert(contentsOf: ["## 导航提示", "", "导航栏、导航栏和导航栏的提示。", ""], at: index)
        }
        #expect(!extra.diagnostics.contains { $0.code == .unrecognizedHeading })
        #expect(extra.diagnostics.contains { $0.code == .structureOnlySection && $0.message.contains("“导航提示”") })
        // A heading that shares no character with the bar's terms stays nobody's, whatever its text says.
        let other = try Self.checkWithHeading("## 导航栏", replacedBy: "## 其他")
        #expect(!other.diagnostics.contains { $0.code == .unrecognizedHeading })
        #expect(other.diagnostics.contains { $0.code == .missingSection && $0.message.contains("“Navigation Bar”") })
    }

    /// What a review of the first version found: a heading that shares only the 栏 of every bar, a text
    /// that names another bar more, a topic whose words the heading lacks, a parenthesized name of another bar.
    @Test("A heading is not read as a bar by a word every bar has, nor as a topic whose words it lacks")
    func reviewedFalseReadings() throws {
        func edited(_ change: @escaping (inout [String]) throws -> Void) throws -> [Diagnostic] {
            try TestSupport.checkBundledCopy(editing: "zh/bars.md", change).diagnostics
        }
        func replacing(_ heading: String, upTo next: String, with lines: [String]) throws -> [Diagnostic] {
            try edited { page in
                let start = try #require(page.firstIndex(of: heading))
                let end = try #require(page.firstIndex(of: next))
                page.removeSubrange(start..<end)
                page += [""] + lines + [""]
            }
        }
        // Only 栏 in common with 导航栏: the navigation bar's section is missing, as before.
        let shared = try replacing(
            "## 导航栏", upTo: "## 工具栏", with: ["## 栏的隐藏", "", "用户轻扫时可以隐藏导航栏。导航栏隐藏后，轻触顶部即可恢复导航栏。"])
        #expect(!shared.contains { $0.code == .unrecognizedHeading })
        #expect(
            shared.contains { $0.code == .missingSection && $0.message.contains("“Navigation Bar” (with 8 rules)") })
        // 导 and 航 in common, but the text names the toolbar more than the navigation bar.
        let outnamed = try replacing(
            "## 导航栏", upTo: "## 工具栏",
            with: ["## 导航的颜色", "", String(repeating: "工具栏，", count: 8) + String(repeating: "导航栏，", count: 3)])
        #expect(!outnamed.contains { $0.code == .unrecognizedHeading })
        // The bars of the buttons' topic without its 按钮: no topic section, the topic is missing.
        let topic = try replacing(
            "## 工具栏和导航栏按钮", upTo: "## 标签栏", with: ["## 导航栏与工具栏", "", "导航栏和工具栏都可以放按钮。"])
        #expect(!topic.contains { $0.code == .unrecognizedHeading })
        #expect(
            topic.contains { $0.code == .missingSection && $0.message.contains("“Toolbar and Navigation Bar Buttons”") }
        )
        // The toolbar's heading with the tab bar's English name: said, not read silently.
        let parenthesized = try edited { page in
            page[try #require(page.firstIndex(of: "## 工具栏"))] = "## 工具栏（Tab Bar）"
        }
        #expect(parenthesized.filter { $0.code == .unrecognizedHeading }.map(\.bar) == ["toolbar"])
        // A year is no numbering: the heading is read, and said to be no term.
        let year = try edited { page in page[try #require(page.firstIndex(of: "## 工具栏"))] = "## 2014 工具栏" }
        #expect(
            year.filter { $0.code == .unrecognizedHeading }.map(\.message).first?.contains(
                "it names the toolbar among other words, and its section's text names it (“工具栏”) 12 times") == true)
        #expect(
            HeadingConceptInference.headingCased("toolbar and navigation bar buttons")
                == "Toolbar and Navigation Bar Buttons")
    }

    @Test("A heading that names two bars, or is the English term on a Chinese page, is told so")
    func messages() throws {
        func message(_ heading: String) throws -> String? {
            try Self.checkWithHeading("## 导航栏", replacedBy: "## " + heading).diagnostics.first {
                $0.code == .unrecognizedHeading
            }?.message
        }
        #expect(
            try message("导航栏（Toolbar）")
                == "heading “导航栏（Toolbar）” is none of the glossary's Chinese terms for a bar or topic; its section's text names the navigation bar (“导航栏”) 26 times, more than any other bar, and none of the page's headings is the glossary's term for it; it also names the “Toolbar”, which it is not read as, so its section is read as the “Navigation Bar” section; write “导航栏”"
        )
        #expect(
            try message("Navigation Bar")
                == "heading “Navigation Bar” is none of the glossary's Chinese terms for a bar or topic; it has the words of the glossary's English term “navigation bar”, so its section is read as the “Navigation Bar” section; write “导航栏”"
        )
        #expect(try message("2014 导航栏")?.contains("it names the navigation bar among other words") == true)
        // An English heading may split a term's words: read silently.
        let glossary = TestSupport.bundled.corpus.glossary
        #expect(glossary.concept(matchingHeading: "Tool Bars", language: .en)?.id == "toolbar")
        #expect(glossary.concept(matchingHeading: "Tool Bars", language: .zh) == nil)
    }

    @Test("Of two headings that could be one bar's, the one that names it is read, wherever it stands")
    func namingHeadingWins() throws {
        let result = try TestSupport.checkBundledCopy(editing: "zh/bars.md") { lines in
            lines[try #require(lines.firstIndex(of: "## 导航栏"))] = "## 导航条"
            let rule = try #require(lines.firstIndex { $0.hasPrefix("**如果导航栏需要一个标题") })
            lines.insert(contentsOf: ["", "## 导航栏指南"], at: rule + 1)
        }
        let inferred = result.diagnostics.filter { $0.code == .unrecognizedHeading }
        #expect(inferred.map(\.location.line) == [81])
        #expect(inferred.first?.message.contains("heading “导航栏指南”") == true)
        #expect(result.diagnostics.contains { $0.code == .extraSection && $0.message.contains("“导航条”") })
    }

    /// A review of the session's diff: a heading that names the bar but would not be read as it (its text
    /// does not name the bar) kept a synonym heading from being read; a word said twice is said twice.
    @Test("Only a heading that would be read as the bar keeps another from it; repeated words are words")
    func onlyReadHeadingsCompete() throws {
        let result = try TestSupport.checkBundledCopy(editing: "zh/bars.md") { lines in
            lines[try #require(lines.firstIndex(of: "## 导航栏"))] = "## 导航条"
            let toolbar = try #require(lines.firstIndex(of: "## 工具栏"))
            lines.insert(contentsOf: ["## 关于导航栏的说明", "", "这一节只说明文字的写法。", ""], at: toolbar)
        }
        #expect(result.diagnostics.filter { $0.code == .unrecognizedHeading }.map(\.location.line) == [51])
        #expect(!HeadingConceptInference.sameWords("工具栏工具", "工具栏"))
        #expect(HeadingConceptInference.sameWords("导航栏和工具栏按钮", "工具栏和导航栏按钮"))
        #expect(HeadingConceptInference.sameWords("Bars, Navigation", "navigation bar"))
    }
}
