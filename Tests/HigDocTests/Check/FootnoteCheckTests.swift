import Foundation
import Testing

@testable import HigDoc

/// GFM footnotes, which CommonMark does not have (HD0110).
@Suite struct FootnoteCheckTests {
    @Test("A footnote and its note are one warning, at the first paragraph that writes the label")
    func footnoteInTranslation() throws {
        let (root, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = try TranslationChecker.run(index: ContentIndex.discover(contentDirectory: content))
        #expect(!before.diagnostics.contains { $0.code == .footnote })
        try TestSupport.editLines(of: content + "/zh/bars.md") { lines in
            #expect(lines[31].hasPrefix("**不要创建自定义状态栏"))
            lines[31] = lines[31].replacingOccurrences(of: "一致性。", with: "一致性[^1]。")
            lines.insert(contentsOf: ["", "[^1]: 指 iOS 系统提供的状态栏。", "", "见 `[^2]` 与 [^长注]。"], at: 32)
        }
        let after = try TranslationChecker.run(index: ContentIndex.discover(contentDirectory: content))
        let footnotes = after.diagnostics.filter { $0.code == .footnote }
        // `[^2]` in a code span is code; `[^1]`'s note is the same label, said once.
        #expect(
            footnotes.map { "\($0.location.line) \($0.severity) \($0.message)" } == [
                "32 warning footnote “[^1]” is not read: CommonMark has no footnotes, so the page shows it and its note as written; put the note in the text (in parentheses) or in a callout",
                "36 warning footnote “[^长注]” is not read: CommonMark has no footnotes, so the page shows it and its note as written; put the note in the text (in parentheses) or in a callout",
            ])
    }

    /// A note of one word is a link definition to CommonMark: the mark is a link, the note is gone; it is
    /// the same footnote, and no undefined link reference (HD0109) either.
    @Test("A footnote whose note is one word is found through its mark, which HD0109 leaves alone")
    func oneWordNote() throws {
        let (root, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        try TestSupport.editLines(of: content + "/zh/bars.md") { lines in
            lines += [
                "", "这是一句话[^1]，另一个[^2]，还有[^a]。", "", "[^1]: 这是一个注释。", "", "[^2]: https://x.com", "", "[^a]: two words",
            ]
        }
        let found = try TranslationChecker.run(index: ContentIndex.discover(contentDirectory: content)).diagnostics
        #expect(
            found.filter { $0.code == .footnote }.map { $0.message.split(separator: "”")[0] } == [
                "footnote “[^1]", "footnote “[^2]", "footnote “[^a]",
            ])
        #expect(!found.contains { $0.code == .undefinedLinkReference && $0.message.contains("[^") })
    }

    @Test("Labels are read from texts at any depth; brackets without a caret or with a space are none")
    func labels() {
        let at = SourceLocation(line: 1, column: 1)
        #expect(
            FootnoteCheck.labels(in: [
                .text("a[^1] b[^x y] [^] [1] "), .strong([.text("[^注]")]),
                .link(Inline.Link(destination: "#", children: [.text("[^n]")], location: at)), .code("[^c]"),
            ]) == ["1", "注", "n"])
    }
}
