import Foundation
import Testing

@testable import HigDoc

/// `SourceLines.find` places a finding on the word it names, in the lines of the page it was found in.
@Suite("source lines")
struct SourceLinesTests {
    static let path = "/content/zh/bars.md"
    static let sources = SourceLines(lines: [
        path: ["# 栏", "", "状态栏显示 status bar 的信息", "第二行 Navigation Bar", "末行 bar"]
    ])

    static func find(_ needle: String, line: Int, column: Int = 1, lineCount: Int = 1) -> HigDoc.SourceLocation? {
        sources.find(needle, in: path, from: SourceLocation(line: line, column: column), lineCount: lineCount)
    }

    @Test("A word is found on its line, at its column in characters, from the column given")
    func onItsLine() {
        #expect(Self.find("status bar", line: 3) == SourceLocation(line: 3, column: 7))
        #expect(Self.find("bar", line: 3, column: 8) == SourceLocation(line: 3, column: 14))
        #expect(Self.find("bar", line: 3, column: 15) == nil)
        // Searched no further than the lines asked for.
        #expect(Self.find("Navigation", line: 3) == nil)
        #expect(Self.find("Navigation", line: 3, lineCount: 2) == SourceLocation(line: 4, column: 5))
        #expect(Self.find("bar", line: 4, lineCount: 3) == SourceLocation(line: 5, column: 4))
        #expect(Self.find("", line: 3) == nil)
        #expect(Self.sources.find("bar", in: "/content/zh/other.md", from: SourceLocation(line: 3, column: 1)) == nil)
    }

    /// The fifty-fourth session's review found a corpus on which the check stopped with an illegal
    /// instruction: a page's lone carriage returns put a run of English on a line the parser counted
    /// and the checks' lines did not, and the range of lines to search ran backwards. Lone CRs are read
    /// as line feeds now, and a line the file does not have is no place to search.
    @Test("A line the file does not have is searched nowhere, and stops nothing")
    func lineTheFileLacks() {
        #expect(Self.find("bar", line: 6) == nil)
        #expect(Self.find("bar", line: 7, lineCount: 3) == nil)
        #expect(Self.find("bar", line: 40) == nil)
        #expect(Self.find("bar", line: 0) == nil)
        #expect(Self.find("bar", line: -3, lineCount: 5) == nil)
        // The last line is still searched, however many lines are asked for.
        #expect(Self.find("bar", line: 5, lineCount: 10) == SourceLocation(line: 5, column: 4))
    }
}
