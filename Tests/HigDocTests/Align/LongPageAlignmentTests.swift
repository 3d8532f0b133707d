import Foundation
import Testing

@testable import HigDoc

/// A page pair with hundreds of subsections under one bar: each is aligned and each gap is placed as on
/// a short page (the aligner and the section checks once tried every section against every other, and
/// a page of a thousand headings took seconds, of four thousand minutes).
@Suite struct LongPageAlignmentTests {
    /// The alignment and the findings of one English page and its translation, each under a
    /// `## Navigation Bar` / `## 导航栏` heading (aligned by the glossary), with the bundled glossary.
    static func check(english: [String], chinese: [String]) throws -> (
        alignment: DocumentAlignment, findings: [Diagnostic]
    ) {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        func page(_ lang: String, _ extra: String, _ heading: String, _ sections: [String]) -> String {
            "---\nid: bars\ntitle: Bars\nlang: \(lang)\nedition: iOS 7\nsource: x\n\(extra)---\n## \(heading)\n\n"
                + sections.map { "### \($0)\n\nText.\n" }.joined(separator: "\n")
        }
        try TestSupport.write(page("en", "", "Navigation Bar", english), to: "content/en/bars.md", under: root)
        try TestSupport.write(
            page("zh", "translates: bars\n", "导航栏", chinese), to: "content/zh/bars.md", under: root)
        try FileManager.default.copyItem(
            atPath: TestSupport.contentDirectory + "/glossary.yaml", toPath: root.path + "/content/glossary.yaml")
        let result = TranslationChecker.run(corpus: try Corpus.load(contentDirectory: root.path + "/content"))
        return (try #require(result.alignments.first), result.diagnostics)
    }

    @Test("600 subsections in the reverse order each pair with the one that keeps their English title")
    func reversedSubsections() throws {
        let count = 600
        let (alignment, findings) = try Self.check(
            english: (1...count).map { "Item \($0)" }, chinese: (1...count).reversed().map { "项目 \($0)（Item \($0)）" })
        let pairs = alignment.sections.filter { $0.source != nil && $0.translation != nil }
        #expect(pairs.count == count + 1)
        for number in [1, 2, 300, 599, 600] {
            let pair = try #require(pairs.first { $0.source == "en/bars/navigation-bar/item-\(number)" })
            #expect(pair.signals == ["term:item \(number)"])
            #expect(pair.translation == "zh/bars/navigation-bar/项目-\(number)-item-\(number)")
        }
        #expect(!findings.contains { $0.code == .missingSection || $0.code == .extraSection })
    }

    @Test("A subsection the translation lacks belongs after its nearest translated sibling, among hundreds")
    func missingAmongHundreds() throws {
        // Every third English subsection has no translation; the first has none before it.
        let count = 300
        let (_, findings) = try Self.check(
            english: (1...count).map { "Item \($0)" },
            chinese: (1...count).filter { $0 % 3 != 1 }.map { "项目 \($0)（Item \($0)）" })
        let missing = findings.filter { $0.code == .missingSection }
        #expect(missing.count == count / 3)
        #expect(missing.first?.message.contains("“Item 1”") == true)
        #expect(missing.first?.message.contains("it belongs under “导航栏”") == true)
        let fourth = try #require(missing.first { $0.message.contains("“Item 4”") })
        #expect(fourth.message.contains("it belongs after “项目 3（Item 3）”"))
        let last = try #require(missing.first { $0.message.contains("“Item 298”") })
        #expect(last.message.contains("it belongs after “项目 297（Item 297）”"))
    }

    @Test("A subsection pairs with the earlier of a sibling naming its concepts and one keeping its title")
    func earlierCandidateWins() throws {
        // “Tint color” names the glossary's tint; 着色 names it too, and 颜色（Tint color） keeps the title.
        let conceptFirst = try Self.check(english: ["Tint color"], chinese: ["着色", "颜色（Tint color）"])
        let termFirst = try Self.check(english: ["Tint color"], chinese: ["颜色（Tint color）", "着色"])
        func pair(_ alignment: DocumentAlignment) -> AlignedPair? {
            alignment.sections.first { $0.source == "en/bars/navigation-bar/tint-color" }
        }
        #expect(pair(conceptFirst.alignment)?.signals == ["glossary:tint"])
        #expect(pair(conceptFirst.alignment)?.translation?.hasSuffix("/着色") == true)
        #expect(pair(termFirst.alignment)?.signals == ["term:tint color"])
    }
}
