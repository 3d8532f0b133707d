import Testing

@testable import HigDoc

/// The front matter's optional keys as a page writes them.
@Suite("front matter")
struct FrontMatterReaderTests {
    static func page(_ extra: String) -> String {
        "---\nid: bars\ntitle: 栏\nlang: zh\nedition: iOS 8\nsource: test\n\(extra)---\n\n## 状态栏\n\n正文。\n"
    }

    @Test("A canonical URL written without a value, or as an empty text, is no canonical URL")
    func emptyCanonicalURL() throws {
        for extra in ["canonicalURL:\n", "canonicalURL: \"\"\n", "canonicalURL: ''\n", ""] {
            let split = try FrontMatterReader.split(SourceFile(path: "zh/bars.md", text: Self.page(extra)))
            #expect(split.frontMatter.canonicalURL == nil, "\(extra)")
        }
        let given = try FrontMatterReader.split(
            SourceFile(path: "zh/bars.md", text: Self.page("translates: bars\ncanonicalURL: https://example.com/a\n")))
        #expect(given.frontMatter.canonicalURL == "https://example.com/a")
        #expect(given.frontMatter.translates == "bars")
        #expect(given.keyLines["canonicalURL"] == 8)
    }

    @Test("A key given twice is an error at the line of its first")
    func duplicateKey() {
        do {
            _ = try FrontMatterReader.split(SourceFile(path: "zh/bars.md", text: Self.page("edition: iOS 9\n")))
            Issue.record("a duplicate key was accepted")
        } catch let error as InputError {
            #expect(error.line == 5)
            #expect(error.message == "malformed front matter: 'edition' is given more than once")
        } catch {
            Issue.record("\(error)")
        }
    }
}
