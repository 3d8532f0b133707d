import Foundation
import Testing

@testable import HigDoc

/// libyaml, under Yams, ends a line at a NEL, U+2028 or U+2029 too (YAML 1.1): the front matter's key
/// lines and the glossary's error lines are the file's lines all the same, where only an LF, a lone CR or
/// a CRLF ends one.
@Suite("YAML line numbers")
struct YAMLLineNumbersTests {
    static let separators: [UInt32] = [0x85, 0x2028, 0x2029]

    @Test("libyaml's lines map to the text's, past NELs, line and paragraph separators and CRLFs")
    func mapping() {
        let lines = YAMLLineNumbers("a\u{85}b\nc\u{2028}\u{2029}d\r\ne")
        #expect((1...7).map(lines.line) == [1, 1, 2, 2, 2, 3, 4])
        let plain = YAMLLineNumbers("a\nb\r\nc\u{0C}d\u{0B}")
        #expect((1...4).map(plain.line) == [1, 2, 3, 4])
    }

    @Test(
        "A front matter value holding a NEL, U+2028 or U+2029 leaves the later keys on their lines",
        arguments: separators)
    func frontMatterKeyLines(_ scalar: UInt32) throws {
        let separator = String(Unicode.Scalar(scalar)!)
        let page =
            "---\nid: bars\ntitle: \"Bars\(separator)of iOS\"\nlang: en\nedition: iOS 7\nsource: test\n---\n## Status Bar\n"
        let split = try FrontMatterReader.split(SourceFile(path: "bars.md", text: page))
        #expect(split.frontMatter.title.unicodeScalars.count == 11)
        #expect(split.keyLines == ["id": 2, "title": 3, "lang": 4, "edition": 5, "source": 6])
        let unknown = page.replacingOccurrences(of: "source: test\n", with: "source: test\ntranslate: bars\n")
        #expect(
            throws: InputError(
                path: "bars.md", line: 7, "unknown front matter key 'translate' (did you mean 'translates'?)")
        ) { try FrontMatterReader.split(SourceFile(path: "bars.md", text: unknown)) }
        // The unclosed list is found at the next key, as without the separator.
        let malformed = page.replacingOccurrences(of: "lang: en\n", with: "lang: [en\n")
        for text in [malformed, malformed.replacingOccurrences(of: separator, with: " ")] {
            #expect(
                throws: InputError(path: "bars.md", line: 5, "malformed front matter: did not find expected ',' or ']'")
            ) { try FrontMatterReader.split(SourceFile(path: "bars.md", text: text)) }
        }
    }

    @Test(
        "A glossary term holding a NEL, U+2028 or U+2029 leaves the later errors on their lines", arguments: separators)
    func glossaryLines(_ scalar: UInt32) throws {
        let separator = String(Unicode.Scalar(scalar)!)
        let glossary = [
            "version: 1", "concepts:", "  - id: status-bar", "    kind: bar", "    en: [\"status\(separator)bar\"]",
            "    zh: [状态栏]", "  - id: toolbar", "    kind: bar", "    en: [toolbar]", "    zn: [工具栏]", "ruleKinds: {}",
        ].joined(separator: "\n")
        #expect(
            throws: InputError(
                path: "glossary.yaml", line: 10,
                "malformed glossary: unknown key 'zn' in concept 'toolbar' (did you mean 'zh'?)")
        ) { try GlossaryReader.read(SourceFile(path: "glossary.yaml", text: glossary)) }
        let repeated = glossary.replacingOccurrences(of: "zn: [工具栏]", with: "zh: [状态栏]")
        #expect(
            throws: InputError(
                path: "glossary.yaml", line: 10,
                "malformed glossary: zh term '状态栏' of concept 'toolbar' is already a term of concept 'status-bar' (line 6): a term names one concept"
            )
        ) { try GlossaryReader.read(SourceFile(path: "glossary.yaml", text: repeated)) }
    }
}
