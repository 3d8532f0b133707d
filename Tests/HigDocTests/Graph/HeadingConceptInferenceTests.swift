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

    @Test("What a heading calls its section: numbering, end punctuation, attributes and spaces left out")
    func headingName() {
        #expect(HeadingName.stripped("1. 状态栏") == "状态栏")
        #expect(HeadingName.stripped("1.2 状态栏") == "状态栏")
        #expect(HeadingName.stripped("2) Status Bar") == "Status Bar")
        #expect(HeadingName.stripped("一、状态栏") == "状态栏")
        #expect(HeadingName.stripped("第一节 状态栏") == "状态栏")
        #expect(HeadingName.stripped("第 3 章：状态栏") == "状态栏")
        #expect(HeadingName.stripped("（三）状态栏") == "状态栏")
        #expect(HeadingName.stripped("状态栏：") == "状态栏")
        #expect(HeadingName.stripped("Status Bar {#status-bar}") == "Status Bar")
        #expect(HeadingName.stripped("标签　栏图标") == "标签栏图标")
        // Not numbering: a number that is part of a word, Chinese numerals that open a word.
        #expect(HeadingName.stripped("3D Touch") == "3D Touch")
        #expect(HeadingName.stripped("一个标签栏") == "一个标签栏")
        #expect(HeadingName.stripped("1.") == "1")
        #expect(HeadingName.parts("状态栏 Status Bar") == ["状态栏", "Status Bar"])
        #expect(HeadingName.parts("Status Bar（状态栏）") == ["Status Bar", "状态栏"])
        #expect(HeadingName.parts("状态栏") == ["状态栏"])
        // A heading the byte test passes over is read as it is.
        let headings = [
            "Guidelines", "Appearance and Behavior", "3D Touch", "Bars", "Toolbar", "1. Bars", "Bars:", "Bars.",
            "Bars {#x}", "Bars (UIKit)", "Bars / Toolbars", "状态栏", "Bars ", "(1) Bars", "A-B", "Tab Bar Icons",
        ]
        for heading in headings where !HeadingName.mayBeRead(heading) {
            #expect(HeadingName.stripped(heading) == heading && HeadingName.parts(heading).count <= 1, "\(heading)")
        }
        #expect(headings.filter { !HeadingName.mayBeRead($0) }.count == 6)
    }

    @Test("The glossary reads numbered, punctuated and two-language names as their concept, silently")
    func glossaryMatches() {
        let glossary = TestSupport.bundled.corpus.glossary
        for heading in ["1. 状态栏", "一、状态栏", "状态栏：", "状态栏 {#status-bar}", "状态栏 Status Bar", "Status Bar（状态栏）"] {
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
                "heading “导航条” is none of the glossary's terms for a bar or topic; its section's text names the navigation bar (“导航栏”) 26 times, and no other heading of the page is about it, so its section is read as the “Navigation Bar” section; write “导航栏”, or add “导航条” to the zh terms of navigation-bar in glossary.yaml"
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
        for heading in ["## 工具栏与导航栏按钮", "## 导航栏和工具栏按钮"] {
            let result = try Self.checkWithHeading("## 工具栏和导航栏按钮", replacedBy: heading)
            let inferred = result.diagnostics.filter { $0.code == .unrecognizedHeading }
            #expect(inferred.count == 1)
            #expect(inferred.first?.message.contains("it names what the glossary's “工具栏和导航栏按钮” names") == true)
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
}
