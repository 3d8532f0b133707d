import Foundation
import Testing

@testable import HigDoc

/// A guideline the translation moved into another bar's section: the missing rule (HD0303) and the extra
/// one (HD0304) each name the other, where each was silent about the other and HD0304 advised translating
/// again a sentence that was right.
@Suite("moved rules")
struct MovedRulesTests {
    /// The bundled content with the translation's “避免在状态栏后面放置干扰性内容。” (a Status Bar guideline)
    /// moved into “导航栏”, after its first guideline; the diagnostics of its check.
    static func movedStatusBarRule() throws -> [Diagnostic] {
        let (root, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        try TestSupport.editLines(of: content + "/zh/bars.md") { lines in
            let moved = try #require(lines.firstIndex { $0.hasPrefix("**避免在状态栏后面放置干扰性内容。**") })
            let rule = lines[moved]
            lines.removeSubrange(moved...moved + 1)
            let before = try #require(lines.firstIndex { $0.hasPrefix("**如果导航栏需要一个标题") })
            lines.insert(contentsOf: ["", rule], at: before + 1)
        }
        return TranslationChecker.run(corpus: try Corpus.load(contentDirectory: content)).diagnostics
    }

    @Test("A rule moved to another bar's section: its missing and its extra finding name each other")
    func movedAcrossBars() throws {
        let diagnostics = try Self.movedStatusBarRule()
        let missing = try #require(
            diagnostics.first { $0.code == .missingRule && $0.message.contains("“As much as possible, avoid putting") })
        #expect(
            missing.message.hasPrefix(
                "missing rule: the translation has no counterpart of “As much as possible, avoid putting distracting content behind the status bar.”; it belongs after “选择一个和你的应用相协调的状态栏颜色。”; the translation seems to have moved it to “导航栏”, where “避免在状态栏后面放置干扰性内容。” says the same"
            ))
        #expect(missing.location.line == 44)
        #expect(missing.related.map(\.line) == [59, 79])
        let extra = try #require(diagnostics.first { $0.code == .extraRule && $0.location.line == 79 })
        #expect(
            extra.message.hasPrefix(
                "extra rule: “避免在状态栏后面放置干扰性内容。” has no counterpart in the English of its section; it seems to translate “As much as possible, avoid putting distracting content behind the status bar.”, which the English has in “Guidelines” of “The Status Bar”: move it there"
            ))
        #expect(extra.related.map(\.line) == [59, 69])
        // Only that one pair: every other missing or extra rule is as before.
        #expect(diagnostics.filter { $0.message.contains("seems to") }.count == 2)
        #expect(diagnostics.filter { $0.code == .missingRule }.count == 9)
        #expect(diagnostics.filter { $0.code == .extraRule }.count == 8)
    }

    /// Deleting “隐藏状态栏时请慎重。” tied “Think twice before hiding the status bar.” to the navigation
    /// bar's “考虑隐藏导航栏…”, an iOS 8 guideline that shares one word with it.
    @Test("A rule deleted is no rule moved, whatever another bar's extra rule shares with it")
    func deletedIsNotMoved() throws {
        let (root, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        try TestSupport.editLines(of: content + "/zh/bars.md") { lines in
            let deleted = try #require(lines.firstIndex { $0.hasPrefix("**隐藏状态栏时请慎重。**") })
            lines.removeSubrange(deleted...deleted + 1)
        }
        let diagnostics = TranslationChecker.run(corpus: try Corpus.load(contentDirectory: content)).diagnostics
        #expect(diagnostics.contains { $0.code == .missingRule && $0.message.contains("“Think twice before hiding") })
        #expect(!diagnostics.contains { $0.message.contains("seems to") })
    }

    @Test("The bundled content has no moved rule")
    func bundledHasNone() {
        let diagnostics = TranslationChecker.run(corpus: TestSupport.bundled.corpus, graph: TestSupport.bundled.graph)
            .diagnostics
        #expect(!diagnostics.contains { $0.message.contains("seems to") })
        #expect(diagnostics.filter { $0.code == .missingRule }.count == 8)
        #expect(diagnostics.filter { $0.code == .extraRule }.count == 7)
    }
}
