import Foundation
import Testing

@testable import HigDoc

/// Page HTML comes from the templates, which --templates DIR overrides.
@Suite("site templates")
struct SiteTemplatesTests {
    @Test("A templates directory overrides the layout of every page")
    func override() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let source = URL(fileURLWithPath: SiteTestSupport.templatesDirectory)
        let copy = root.appendingPathComponent("templates")
        try FileManager.default.copyItem(at: source, to: copy)
        let layout = copy.appendingPathComponent("layout.mustache")
        let text = try String(contentsOf: layout, encoding: .utf8)
        try Data(
            text.replacingOccurrences(of: "<main id=\"main\">", with: "<main id=\"main\" class=\"custom-theme\">").utf8
        ).write(to: layout)
        try Data("body { color: red; }\n".utf8).write(to: copy.appendingPathComponent("assets/site.css"))
        let (corpus, graph) = TestSupport.bundled
        let site = try SiteBuilder(
            input: SiteInput(corpus: corpus, graph: graph), templates: SiteTemplates(directory: copy.path)
        ).build()
        for route in site.routes {
            #expect(try #require(site.page(route)).contains("<main id=\"main\" class=\"custom-theme\">"))
        }
        #expect(site.text("assets/site.css") == "body { color: red; }\n")
    }

    /// Texts reach the templates wrapped (`MustacheText`, one cast to render instead of four); a
    /// template may still apply swift-mustache's string transforms to them.
    @Test("Templates may apply string transforms to any text")
    func transforms() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let copy = try SiteTestSupport.editedTemplates(in: root, "layout.mustache") { text in
            text.replacingOccurrences(
                of: #"href="{{homeHref}}">{{siteName}}</a>"#,
                with:
                    #"href="{{homeHref}}">{{uppercased(siteName)}}{{^empty(siteName)}} ({{lang}}){{/empty(siteName)}}</a>"#
            ).replacingOccurrences(of: "<p>{{strings.footer}}</p>", with: "<p>{{lowercased(strings.footer)}}</p>")
        }
        let (corpus, graph) = TestSupport.bundled
        let site = try SiteBuilder(
            input: SiteInput(corpus: corpus, graph: graph), templates: SiteTemplates(directory: copy.path)
        ).build()
        let english = try #require(site.page(.home(.en)))
        #expect(english.contains(#"">IOS HUMAN INTERFACE GUIDELINES: BARS (en)</a>"#))
        let footer = SiteStrings.of(.en).footer
        #expect(footer != footer.lowercased())
        #expect(english.contains("<p>\(HTMLEscaping.text(footer.lowercased()))</p>"))
        #expect(try #require(site.page(.home(.zh))).contains(#"">IOS 人机界面指南：栏 (zh-Hans)</a>"#))
    }

    @Test("A template with a syntax error is reported with its path and line")
    func parseError() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let copy = try SiteTestSupport.editedTemplates(in: root, "bar.mustache") { _ in SiteTestSupport.unclosedSection
        }
        let error = try #require(throws: InputError.self) { try SiteTemplates(directory: copy.path) }
        #expect(error.path.hasSuffix("templates/bar.mustache"))
        #expect(error.line != nil)
    }

    @Test("A template that is not UTF-8 is refused at the line of its first bad byte, not built with U+FFFD")
    func notUTF8() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let copy = try SiteTestSupport.editedTemplates(in: root, as: "t", "home.mustache") { $0 }
        let path = copy.appendingPathComponent("home.mustache")
        // A Latin-1 é on the third line, after CRLF line ends.
        var bytes = [UInt8]("<p>\r\n{{title}}\r\ncaf".utf8)
        bytes += [0xE9] + [UInt8]("\r\n".utf8) + [UInt8](try Data(contentsOf: path))
        try Data(bytes).write(to: path)
        let result = try TestSupport.higdoc(
            ["build", "--content", TestSupport.contentDirectory, "--templates", "t", "--out", "s"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr == "t/home.mustache:3: error: template is not valid UTF-8\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["t"])
    }

    @Test("A template's errors name its file as --templates names the directory")
    func errorPathsAsGiven() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let copy = try SiteTestSupport.editedTemplates(in: root, as: "t", "bar.mustache") { _ in
            SiteTestSupport.unclosedSection
        }
        let arguments = ["build", "--content", TestSupport.contentDirectory, "--templates", "t", "--out", "s"]
        let broken = try TestSupport.higdoc(arguments, in: root)
        #expect(broken.status == 2)
        #expect(broken.stderr.hasPrefix("t/bar.mustache:4: error: template error at column"))
        try FileManager.default.removeItem(at: copy.appendingPathComponent("bar.mustache"))
        let missing = try TestSupport.higdoc(arguments, in: root)
        #expect(missing.stderr == "t/bar.mustache: error: required template is missing\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["t"])
    }

    @Test("Templates that are not there are refused before any content is read, not after the check")
    func missingTemplatesRefusedFirst() throws {
        let (root, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        // Content the check would refuse: the build must name the templates, not this.
        try TestSupport.editLines(of: content + "/en/bars.md") { $0[4] = "bars: [a, b" }
        try TestSupport.expectInputError(
            "nowhere: error: templates directory not found (pass --templates DIR)", in: root,
            commands: [["build", "--out", "site", "--templates", "nowhere"]])
        // A directory without one of the required templates; a directory named like one is not one.
        let templates = try SiteTestSupport.editedTemplates(in: root, as: "t", "qa.mustache") { $0 }
        try FileManager.default.removeItem(at: templates.appendingPathComponent("qa.mustache"))
        try FileManager.default.createDirectory(
            at: templates.appendingPathComponent("qa.mustache"), withIntermediateDirectories: false)
        let result = try TestSupport.higdoc(["build", "--out", "site", "--templates", "t"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr == "t/qa.mustache: error: required template is missing\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["content", "t"])
    }

    @Test("A template that does not parse is reported before the pages are checked, before a page body's error")
    func brokenTemplateBeforeBodies() throws {
        let (root, content) = try TestSupport.bundledContentCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        // A body the check would refuse (its front matter is fine, so discovery takes the page).
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: content + "/zh/bars.md"))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data([0x0A, 0xFF, 0xFE, 0x0A]))
        try handle.close()
        var original = ""
        let templates = try SiteTestSupport.editedTemplates(in: root, as: "t", "bar.mustache") {
            original = $0
            return SiteTestSupport.unclosedSection
        }
        let arguments = ["build", "--out", "site", "--templates", "t"]
        let broken = try TestSupport.higdoc(arguments, in: root)
        #expect(broken.status == 2)
        #expect(broken.stderr == "t/bar.mustache:4: error: template error at column 1: expectedSectionEnd\n")
        // With the template mended, the body's error.
        try Data(original.utf8).write(to: templates.appendingPathComponent("bar.mustache"))
        let body = try TestSupport.higdoc(arguments, in: root)
        #expect(body.status == 2)
        #expect(body.stderr.hasSuffix("content/zh/bars.md:310: error: file is not valid UTF-8\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["content", "t"])
    }
}
