import Foundation
import Testing

@testable import HigDoc

/// Where the untranslated-prose check (HD0313) places its findings: each run of English at its own
/// words, however many a line has.
@Suite("untranslated prose")
struct UntranslatedProseCheckTests {
    @Test("Runs of English that share their first words, on one line and in a table row, each at its own column")
    func runsAtTheirColumns() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace(
            "zh/bars.md", "默认样式以白底黑字显示。",
            with:
                "默认 the status bar shows dark content here，然后 the status bar shows dark content there，以及 a light style for dark backgrounds。"
        )
        try fixture.replace(
            "zh/bars.md", "|相机（Camera）|打开一个操作菜单，在相机模式下显示了一个图片选择器|",
            with: "|相机 the camera button itself|打开 the camera button itself in a sheet|")
        let found = try fixture.check().diagnostics.filter { $0.code == .untranslatedProse }
        // Before each search started after the last, the second run of each pair was placed on the first.
        #expect(
            found.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
                "21:27 untranslated English: “the status bar shows dark content here”",
                "21:69 untranslated English: “the status bar shows dark content there”",
                "21:112 untranslated English: “a light style for dark backgrounds”",
                "40:48 untranslated English: “the camera button itself”",
                "40:76 untranslated English: “the camera button itself in a sheet”",
            ])
    }

    @Test(
        "A run split in the source by a line break or emphasis does not push the runs after it past their words",
        arguments: [
            (
                "中文 the quick brown\nfox jumps over it 中文 something else entirely here now 中文 the quick brown fox jumps again。",
                "22:22"
            ),
            (
                "中文 the *quick* brown fox jumps here 中文 something else entirely here now 中文 the quick brown fox jumps here again。",
                "21:63"
            ),
        ])
    func splitRunDoesNotHideTheNext(paragraph: String, middle: String) throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace("zh/bars.md", "默认样式以白底黑字显示。", with: paragraph)
        let found = try fixture.check().diagnostics.filter { $0.code == .untranslatedProse }
        let places = Dictionary(
            found.map { ($0.message, "\($0.location.line):\($0.location.column)") }, uniquingKeysWith: { a, _ in a })
        // The split run's first words match the last run's, so the middle run was looked for only after
        // the last run and fell back to the paragraph's start, 21:1.
        #expect(places["untranslated English: “something else entirely here now”"] == middle)
        #expect(found.count == 3)
    }

    @Test("A search goes on from where the last one ended, within the lines it is given")
    func searchInOrder() {
        var search = SourceLineSearch(FileLines("a bar, a bar\nbar 栏 bar\n\nbar"))
        func find(_ needle: String, _ line: Int, _ column: Int, before end: Int) -> String? {
            search.find(needle, from: HigDoc.SourceLocation(line: line, column: column), before: end).map {
                "\($0.line):\($0.column)"
            }
        }
        #expect(find("bar", 1, 1, before: 2) == "1:3")
        #expect(find("bar", 1, 6, before: 2) == "1:10")
        #expect(find("bar", 1, 11, before: 2) == nil)
        #expect(find("bar", 1, 11, before: 3) == "2:1")
        #expect(find("栏 bar", 2, 2, before: 3) == "2:5")
        #expect(find("bar", 2, 8, before: 9) == "4:1")
        #expect(find("bar", 5, 1, before: 9) == nil)
        #expect(find("bar", 0, 1, before: 9) == nil)
        #expect(find("", 1, 1, before: 9) == nil)
        #expect(find("bar", 3, 1, before: 3) == nil)
    }
}
