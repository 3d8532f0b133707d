import Foundation
import Testing

@testable import HigDoc

/// Markdown nested more than 256 deep is an input error at the too-deep element's line; 256 deep is
/// read. Without the limit, the conversion's recursion overflowed the stack (exit 139).
@Suite("Nesting limit")
struct NestingLimitTests {
    private func parseError(_ markdown: String, bodyStartLine: Int = 1) -> InputError? {
        let frontMatter = FrontMatter(id: "t", title: "T", lang: .zh, edition: "test", source: "test")
        do {
            _ = try MarkdownParser.parse(
                body: markdown[...], path: "zh/deep.md", frontMatter: frontMatter, bodyStartLine: bodyStartLine)
            return nil
        } catch {
            return error as? InputError
        }
    }

    /// How deep block quotes and list items nest in `blocks`, and emphases, links and images in their
    /// inlines (tables' cells included).
    private func depths(_ blocks: [Block]) -> (blocks: Int, inlines: Int) {
        func inlineDepth(_ inlines: [Inline]) -> Int {
            inlines.map { inline in
                switch inline {
                case .emphasis(let children), .strong(let children): 1 + inlineDepth(children)
                case .link(let link): 1 + inlineDepth(link.children)
                case .image: 1
                default: 0
                }
            }.max() ?? 0
        }
        var deepest = (blocks: 0, inlines: 0)
        func visit(_ blocks: [Block], depth: Int) {
            deepest.blocks = max(deepest.blocks, depth)
            for block in blocks {
                switch block {
                case .paragraph(let paragraph): deepest.inlines = max(deepest.inlines, inlineDepth(paragraph.inlines))
                case .blockQuote(let quote): visit(quote.blocks, depth: depth + 1)
                case .list(let list):
                    for item in list.items { visit(item.blocks, depth: depth + 1) }
                case .table(let table):
                    for cell in table.header + table.rows.flatMap(\.cells) {
                        deepest.inlines = max(deepest.inlines, inlineDepth(cell.inlines))
                    }
                default: break
                }
            }
        }
        visit(blocks, depth: 0)
        return deepest
    }

    @Test("4,000 nested block quotes: an input error at the line of the too-deep quote")
    func deepBlockQuotes() throws {
        let markdown = "Intro.\n\n" + String(repeating: ">", count: 4000) + " x\n"
        let error = try #require(parseError(markdown, bodyStartLine: 10))
        #expect(
            error.description == "zh/deep.md:12: error: blocks nested more than 256 deep (block quotes and list items)")
    }

    @Test("Nested list items count as containers too")
    func deepLists() throws {
        let error = try #require(parseError(String(repeating: "- ", count: 2000) + "x\n"))
        #expect(
            error.description == "zh/deep.md:1: error: blocks nested more than 256 deep (block quotes and list items)")
    }

    @Test("50,000 nested emphases: an input error")
    func deepEmphasis() throws {
        let stars = String(repeating: "*", count: 50_000)
        let error = try #require(parseError("Intro.\n\n\(stars)x\(stars)\n", bodyStartLine: 5))
        #expect(
            error.description
                == "zh/deep.md:7: error: inline markup nested more than 256 deep (emphasis, links and images)")
    }

    @Test("Too-deep emphasis in a pipe table's or an HTML table's cell is reported at the cell's line")
    func deepCells() throws {
        let stars = String(repeating: "*", count: 2_000)
        let pipe = "| a | b |\n|---|---|\n| 1 | 2 |\n| \(stars)x\(stars) | y |\n"
        #expect(
            parseError(pipe, bodyStartLine: 3)?.description
                == "zh/deep.md:6: error: inline markup nested more than 256 deep (emphasis, links and images)")
        let html = "<table>\n<tr><td>a</td></tr>\n<tr><td>\(stars)x\(stars)</td></tr>\n</table>\n"
        #expect(
            parseError(html)?.description
                == "zh/deep.md:3: error: inline markup nested more than 256 deep (emphasis, links and images)")
    }

    @Test("Exactly 256 levels of blocks and of inlines are read whole")
    func atTheLimit() throws {
        let stars = String(repeating: "*", count: 256)
        let markdown =
            String(repeating: ">", count: 255) + " - \(stars)x\(stars)\n\n"
            + "| a | b |\n|---|---|\n| \(stars)y\(stars) | z |\n"
        let document = try TestSupport.parse(markdown, lang: .zh)
        let found = depths(document.blocks)
        #expect(found.blocks == 256)
        // 256 stars nest as 128 strong emphases.
        #expect(found.inlines == 128)
        #expect(document.blocks.count == 2)
        // Openers apart (`*0 *1 … x***`) nest as one emphasis each.
        let emphases = (0..<256).map { "*\($0) " }.joined() + "x" + String(repeating: "*", count: 256)
        #expect(depths(try TestSupport.parse(emphases).blocks).inlines == 256)
        let tooDeep = (0..<257).map { "*\($0) " }.joined() + "x" + String(repeating: "*", count: 257)
        #expect(parseError(tooDeep)?.line == 1)
    }

    @Test(
        "check, export and build stop with the error, exit 2 and write nothing",
        arguments: ["check", "export", "build"])
    func commandLine(command: String) throws {
        let (root, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        var appendedLine = 0
        try TestSupport.editLines(of: content + "/zh/bars.md") { lines in
            lines += ["", String(repeating: ">", count: 4000) + " x", ""]
            appendedLine = lines.count - 1
        }
        let output = root.appendingPathComponent("out")
        let arguments =
            command == "export"
            ? ["export", "--output", output.path]
            : command == "build"
                ? [
                    "build", "--out", output.path, "--templates",
                    TestSupport.repoRoot.appendingPathComponent("templates").path,
                ]
                : ["check"]
        let result = try TestSupport.higdoc(arguments, in: root)
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "content/zh/bars.md:\(appendedLine): error: blocks nested more than 256 deep (block quotes and list items)\n"
        )
        #expect(result.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["content"])
    }
}
