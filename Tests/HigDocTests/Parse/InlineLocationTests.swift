import Foundation
import Testing

@testable import HigDoc

/// Where links and images are: the line and character column of their `[` (`![`, `<`), on whatever
/// line of a paragraph, in whatever block quotes and list items.
@Suite("Inline locations")
struct InlineLocationTests {
    /// Every link and image of a document, in reading order, as "text@line:column" (an image by its alt
    /// text, prefixed with "!").
    static func places(_ markdown: String) throws -> [String] {
        var found: [String] = []
        func visit(_ inlines: [Inline]) {
            inlines.forEachLinkOrImage { inline in
                switch inline {
                case .link(let link):
                    found.append("\(link.children.plainText)@\(link.location)")
                case .image(let image):
                    found.append("!\(image.alt)@\(image.location)")
                default: break
                }
            }
        }
        func visit(_ blocks: [Block]) {
            for block in blocks {
                switch block {
                case .heading(let heading): visit(heading.inlines)
                case .paragraph(let paragraph): visit(paragraph.inlines)
                case .list(let list):
                    for item in list.items { visit(item.blocks) }
                case .blockQuote(let quote): visit(quote.blocks)
                case .callout(let callout): visit(callout.blocks)
                case .figure(let figure): found += figure.images.map { "!\($0.alt)@\($0.location)" }
                case .table(let table):
                    for cell in table.header + table.rows.flatMap(\.cells) { visit(cell.inlines) }
                default: break
                }
            }
        }
        visit(try TestSupport.parse(markdown, lang: .zh).blocks)
        return found
    }

    @Test("A link on a lazy continuation line of a block quote (no `>`) is where its `[` is")
    func lazyContinuationLine() throws {
        #expect(try Self.places(">API note\nsee [A](a) and [B](b)\n") == ["A@2:5", "B@2:16"])
        // The first line with a space after `>`, the second with none, and one indented.
        #expect(try Self.places("> first [A](a)\nsecond [B](b)\n   third [C](c)\n") == ["A@1:9", "B@2:8", "C@3:10"])
    }

    @Test("A link on a quoted continuation line is where its `[` is")
    func quotedContinuationLine() throws {
        #expect(try Self.places("> NOTE\n> see [A](a)\n") == ["A@2:7"])
        #expect(try Self.places(">NOTE\n>see [A](a)\n>  see [B](b)\n") == ["A@2:6", "B@3:8"])
    }

    @Test("Chinese text before a link counts a character a column (the zh `>API 备注` callouts)")
    func cjkBeforeTheLink() throws {
        #expect(
            try Self.places(">API 备注\n如需了解更多关于 [UIStatusBarStyle](u)，请参阅 [文档](d)\n") == [
                "UIStatusBarStyle@2:10", "文档@2:36",
            ])
        #expect(try Self.places("> 要点\n> 如需了解 [链接](u)\n") == ["链接@2:8"])
    }

    @Test("A tab is a character; cmark's partly read tabs do not move the places")
    func tabs() throws {
        #expect(try Self.places(">\tfirst\n>\tsee [A](a)\n") == ["A@2:7"])
        // A tab that indents a lazy continuation line.
        #expect(try Self.places("> first\n\tsee [A](a)\n") == ["A@2:6"])
        // A tab the outer quote reads one column of, the inner quote not matched: a lazy line.
        #expect(try Self.places("> > first\n>\tsee [A](a)\n") == ["A@2:7"])
        #expect(try Self.places("-\tfirst\n\tsee [A](a)\n") == ["A@2:6"])
        #expect(try Self.places("a\tb [A](a)\n") == ["A@1:5"])
    }

    @Test("Images are placed at their `![` as links are at their `[`")
    func images() throws {
        #expect(try Self.places("> x\n![I](i.png) and [L](l)\n") == ["!I@2:1", "L@2:17"])
        #expect(try Self.places("> 图片\n> 见 ![图](i.png)\n") == ["!图@2:5"])
    }

    @Test("List items: continuation lines indented as the item, more, less (lazy), and nested")
    func listItems() throws {
        #expect(try Self.places("- foo\n  bar [A](a)\n") == ["A@2:7"])
        #expect(try Self.places("- foo\n      bar [A](a)\n") == ["A@2:11"])
        #expect(try Self.places("- foo\nbar [A](a)\n") == ["A@2:5"])
        #expect(try Self.places("10. foo\n    bar [A](a)\n") == ["A@2:9"])
        #expect(try Self.places("- - foo\n    bar [A](a)\n  baz [B](b)\n") == ["A@2:9", "B@3:7"])
        #expect(try Self.places("> - foo\n>   bar [A](a)\n> baz [B](b)\n") == ["A@2:9", "B@3:7"])
        #expect(try Self.places("-    foo\n  bar [A](a)\n") == ["A@2:7"])
    }

    @Test("Nested block quotes, matched in full and lazily")
    func nestedQuotes() throws {
        #expect(try Self.places("> > foo\n> > bar [A](a)\n") == ["A@2:9"])
        #expect(try Self.places("> > foo\n> bar [A](a)\nbaz [B](b)\n") == ["A@2:7", "B@3:5"])
        #expect(try Self.places(">> foo\n>>bar [A](a)\n") == ["A@2:7"])
    }

    @Test("A paragraph line indented more than its first")
    func indentedParagraphLine() throws {
        #expect(try Self.places("foo\n   bar [A](a)\n") == ["A@2:8"])
    }

    @Test("A link whose text runs over two lines is at its `[`, on the first")
    func linkTextOverLines() throws {
        #expect(try Self.places("see [the\nlink](a) and [B](b)\n") == ["the link@1:5", "B@2:14"])
        #expect(try Self.places("> see [*the*\n> link](a)\n") == ["the link@1:7"])
    }

    @Test("An autolink is at its `<`")
    func autolinks() throws {
        #expect(
            try Self.places("> a <https://x.example>\n> b <https://y.example>\n") == [
                "https://x.example@1:5", "https://y.example@2:5",
            ])
    }

    @Test("Places after newlines cmark does not count: hard breaks, destinations and code spans over lines")
    func uncountedNewlines() throws {
        #expect(try Self.places("a\\\nb [A](a)\nc [B](b)\n") == ["A@2:3", "B@3:3"])
        #expect(try Self.places("> a\\\n> b [A](a)\n> c [B](b)\n") == ["A@2:5", "B@3:5"])
        #expect(try Self.places("x [A](\nu) [B](b)\ny [C](c)\n") == ["A@1:3", "B@2:4", "C@3:3"])
        #expect(try Self.places("x [A](u \"a\ntitle\") [B](b)\n") == ["A@1:3", "B@2:9"])
        #expect(try Self.places("x `a\nb` [B](b)\n") == ["B@2:4"])
        #expect(try Self.places("x <span\nclass=\"c\"> [B](b)\n") == ["B@2:12"])
        #expect(try Self.places("a  \nb [A](a)\n") == ["A@2:3"])
    }

    @Test("Link reference definitions that open a paragraph keep the lines after them in place")
    func referenceDefinitions() throws {
        #expect(try Self.places("[r]: /u\nsee [A](a) and [r]\n") == ["A@2:5", "r@2:16"])
        #expect(try Self.places("> [r]: /u\n>   \"title\"\n> see [r]\n") == ["r@3:7"])
        #expect(try Self.places("[A](a) and\n[B]: x\n") == ["A@1:1"])
    }

    @Test("Thousands of definitions before a paragraph's text, some with a title on the next line or over two")
    func manyReferenceDefinitions() throws {
        // 2,000 definitions (2,401 lines, far past one window of 32), a title over two lines across the
        // first window's end (lines 32 and 33), then the text: its links are on the text's lines.
        var lines: [String] = []
        for index in 0..<2000 {
            lines.append("[r\(index)]: /u\(index)")
            if index == 25 {
                lines += ["  \"a title", "over two lines\""]
            } else if index % 5 == 0 {
                lines.append("  \"title \(index)\"")
            }
        }
        #expect(lines.count == 2401 && lines[31] == "  \"a title" && lines[32] == "over two lines\"")
        let text = lines.count + 1
        let markdown = lines.joined(separator: "\n") + "\nsee [r1999] and [A](a)\nthen [r7]\n"
        #expect(try Self.places(markdown) == ["r1999@\(text):5", "A@\(text):17", "r7@\(text + 1):6"])
    }

    @Test("A line opening with [ inside a title over lines at a window's end starts no definition")
    func definitionLookalikeInTitleAtWindowEnd() throws {
        // 29 definitions, one whose title runs over lines 30 to 32 and holds a line that looks like a
        // definition (line 31), eight more definitions past the first window of 32 lines, then the text.
        var lines = (1...29).map { "[a\($0)]: /a\($0)" }
        lines += ["[t]: /t \"title", "[fake]: /v", "end\""]
        lines += (1...8).map { "[b\($0)]: /b\($0)" }
        #expect(lines.count == 40 && lines[30] == "[fake]: /v")
        let markdown = lines.joined(separator: "\n") + "\nsee [A](a) and [b8]\n"
        let found = try Self.places(markdown)
        #expect(found == ["A@41:5", "b8@41:16"])
    }

    @Test("Windows line ends place links as line feeds do")
    func carriageReturns() throws {
        #expect(try Self.places(">API note\r\nsee [A](a)\r\n> and [B](b)\r\n") == ["A@2:5", "B@3:7"])
    }

    @Test("The bundled zh/bars callouts' links are at their `[`: zh/bars/link-30-44")
    func bundledCalloutLinks() throws {
        let links = TestSupport.bundled.graph.links
        let link = try #require(links.first { $0.id == "zh/bars/link-30-44" })
        #expect(link.location == SourceLocation(line: 30, column: 44))
        #expect(!links.contains { $0.id == "zh/bars/link-30-45" })
        // Every link and image of the bundled content is where its `[`, `![` or `<img` is.
        for document in TestSupport.bundled.corpus.documents {
            let path =
                FileManager.default.fileExists(atPath: document.path)
                ? document.path : TestSupport.repoRoot.appendingPathComponent(document.path).path
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
            for link in links where link.document == document.key {
                let line = lines[link.location.line - 1]
                #expect(line[link.location.column - 1] == "[", "\(link.id)")
            }
            for image in TestSupport.bundled.graph.images where image.document == document.key {
                let line = lines[image.location.line - 1]
                #expect(["!", "<"].contains(line[image.location.column - 1]), "\(image.id)")
            }
        }
    }

    @Test("In generated documents, every link and image is where its `[` or `![` is")
    func generatedDocuments() throws {
        var random = BoundedSplitMix(seed: 0x5EED)
        var checked = 0
        for _ in 0..<400 {
            let (markdown, expected) = Self.generatedDocument(&random)
            for place in try Self.places(markdown) {
                let name = String(place.prefix { $0 != "@" && $0 != " " })
                guard let location = expected[name.hasPrefix("!") ? String(name.dropFirst()) : name] else { continue }
                #expect(place.hasSuffix("@\(location)"), "\(place) in \(markdown.debugDescription)")
                checked += 1
            }
        }
        #expect(checked > 2000)
    }

    /// A document of paragraphs in block quotes and list items, their later lines prefixed fully, in
    /// part (lazily), with more or less indent, tabs, CRLF; with links and images named `L7`, `I8`, the
    /// expected places of which are returned by name.
    fileprivate static func generatedDocument(_ random: inout BoundedSplitMix) -> (
        String, [String: HigDoc.SourceLocation]
    ) {
        let openers = [">", "> ", ">\t", " > ", "- ", "* ", "1. ", "10) ", "-   ", "-\t", "  - ", "-     ", "2.\t"]
        let continuations = ["", " ", "  ", "   ", "    ", "\t", "> ", ">", ">\t", "  > ", ">  ", "> > ", "      "]
        let words = [
            "word", "状态栏", "中文字", "x", "é", "\t", "a  b", "`code`", "*em*", "*em\nem*", "<span>", "&amp;", "z  ",
        ]
        var source = ""
        var expected: [String: HigDoc.SourceLocation] = [:]
        var line = 1
        var column = 1
        var counter = 0
        func emit(_ text: String) {
            for character in text {
                if character == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
            source += text
        }
        for _ in 0..<(1 + random.next(4)) {
            var prefix = ""
            for _ in 0..<random.next(3) { prefix += openers[random.next(openers.count)] }
            emit(prefix)
            // Link reference definitions that open the paragraph, and a link that uses them.
            var definitions: [String] = []
            for _ in 0..<(random.next(4) == 0 ? 1 + random.next(2) : 0) {
                definitions.append("d\(definitions.count)")
                emit("[d\(definitions.count - 1)]: /x\(random.next(2) == 0 ? "\n\"title\"" : "")\n")
                emit(continuations[random.next(continuations.count)])
            }
            for lineIndex in 0..<(1 + random.next(4)) {
                if lineIndex > 0 {
                    emit("\n")
                    emit(
                        random.next(3) == 0
                            ? prefix.replacingOccurrences(of: "-", with: " ")
                            : continuations[random.next(continuations.count)])
                }
                for tokenIndex in 0..<(1 + random.next(4)) {
                    if tokenIndex > 0 { emit(" ") }
                    switch random.next(12) {
                    case 0, 1:
                        counter += 1
                        expected["L\(counter)"] = HigDoc.SourceLocation(line: line, column: column)
                        emit("[L\(counter)](u\(counter))")
                    case 2:
                        counter += 1
                        expected["I\(counter)"] = HigDoc.SourceLocation(line: line, column: column)
                        emit("![I\(counter)](i\(counter).png)")
                    case 3:
                        counter += 1
                        expected["L\(counter)"] = HigDoc.SourceLocation(line: line, column: column)
                        // Over two lines: the text, the destination, or a hard break after it.
                        switch random.next(3) {
                        case 0: emit("[L\(counter) more\ntext](u)")
                        case 1: emit("[L\(counter)](\nu)")
                        default: emit("[L\(counter)](u)\\\n")
                        }
                    case 4 where !definitions.isEmpty:
                        counter += 1
                        expected["L\(counter)"] = HigDoc.SourceLocation(line: line, column: column)
                        emit("[L\(counter)][\(definitions[random.next(definitions.count)])]")
                    case 5:
                        counter += 1
                        expected["https://e.x/L\(counter)"] = HigDoc.SourceLocation(line: line, column: column)
                        emit("<https://e.x/L\(counter)>")
                    case 6:
                        emit("`a\nb`")
                    default:
                        emit(words[random.next(words.count)])
                    }
                }
            }
            // Sometimes a setext heading's underline.
            if random.next(8) == 0 { emit("\n" + continuations[random.next(continuations.count)] + "===") }
            emit("\n\n")
        }
        // Windows line ends move no column.
        if random.next(4) == 0 { source = source.replacingOccurrences(of: "\n", with: "\r\n") }
        return (source, expected)
    }
}

/// A small deterministic generator (SplitMix64) of numbers below a bound.
private struct BoundedSplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Int(z % UInt64(bound))
    }
}
