import Foundation
import Mustache
import Testing

@testable import HigDoc

/// A template that includes itself, directly or through others, is refused when the templates are
/// loaded: swift-mustache rendered it until the stack overflowed (a segfault, and a staging directory
/// left behind). So is a partial that names no template, which it rendered as nothing.
@Suite("Partial references")
struct PartialReferenceTests {
    private typealias Reference = MustachePartialReferences.Reference

    @Test("Partials and parents are found with their lines; comments, dynamic names and variables are not")
    func references() {
        let text = """
            {{% CONTENT_TYPE: text/html }}{{<layout}}
            {{$main}}{{! {{> commented}} }}{{{body}}} {{> pagination }}
            {{#items}}
            {{>row}}{{>*dynamic}}{{/items}}
            {{/main}}
            {{/layout}}
            """
        #expect(
            MustachePartialReferences(scanning: text).references == [
                Reference(name: "layout", line: 1), Reference(name: "pagination", line: 2),
                Reference(name: "row", line: 4),
            ])
    }

    @Test("New delimiters hold until the end of the section they are set in")
    func delimiters() throws {
        let text = "{{#a}}\n{{=<% %>=}}\n<%> inner %>{{> literal}}\n<%/a%>\n{{> after}}\n"
        // swift-mustache reads it so too: `literal` is text, `inner` and `after` are partials.
        let library = MustacheLibrary(templates: [
            "t": try MustacheTemplate(string: text), "inner": try MustacheTemplate(string: "I"),
            "after": try MustacheTemplate(string: "A"), "literal": try MustacheTemplate(string: "L"),
        ])
        #expect(library.render(["a": true], withTemplate: "t") == "I{{> literal}}\nA")
        #expect(
            MustachePartialReferences(scanning: text).references == [
                Reference(name: "inner", line: 3), Reference(name: "after", line: 5),
            ])
    }

    private func template(_ path: String, _ references: [(String, Int)]) -> PartialReferenceCheck.Template {
        PartialReferenceCheck.Template(path: path, references: references.map { Reference(name: $0.0, line: $0.1) })
    }

    @Test("A cycle is reported at the reference that closes it, with its path; shared partials are no cycle")
    func cycles() {
        let sound: [String: PartialReferenceCheck.Template] = [
            "home": template("t/home.mustache", [("layout", 1), ("pagination", 5), ("pagination", 9)]),
            "bar": template("t/bar.mustache", [("layout", 1), ("pagination", 3), ("missing", 4)]),
            "layout": template("t/layout.mustache", []),
            "pagination": template("t/pagination.mustache", []),
        ]
        #expect(PartialReferenceCheck.firstCycle(in: sound) == nil)
        #expect(
            PartialReferenceCheck.firstMissing(in: sound)
                == InputError(
                    path: "t/bar.mustache", line: 4,
                    "partial 'missing' is not among the templates (no missing.mustache); it would render as nothing"))

        var selfIncluding = sound
        selfIncluding["home"]!.references.append(Reference(name: "home", line: 40))
        #expect(
            PartialReferenceCheck.firstCycle(in: selfIncluding)?.description
                == "t/home.mustache:40: error: partial 'home' includes itself (home → home)")

        var throughAnother = sound
        throughAnother["pagination"]!.references.append(Reference(name: "layout", line: 18))
        throughAnother["layout"]!.references.append(Reference(name: "pagination", line: 7))
        #expect(
            PartialReferenceCheck.firstCycle(in: throughAnother)?.description
                == "t/pagination.mustache:18: error: partial 'layout' includes itself (layout → pagination → layout)")
    }

    @Test(
        "higdoc build names the template and line, exits 2 and leaves nothing behind",
        arguments: [
            ("home.mustache", "{{> home}}", "partial 'home' includes itself (home → home)"),
            (
                "layout.mustache", "{{#chrome}}{{> layout}}{{/chrome}}",
                "partial 'layout' includes itself (layout → layout)"
            ),
            (
                "bar.mustache", "{{> footer}}",
                "partial 'footer' is not among the templates (no footer.mustache); it would render as nothing"
            ),
        ])
    func commandLine(file: String, appended: String, message: String) throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(
            atPath: SiteTestSupport.templatesDirectory, toPath: root.appendingPathComponent("t").path)
        var line = 0
        try TestSupport.editLines(of: root.appendingPathComponent("t/\(file)").path) { lines in
            if lines.last == "" { lines.removeLast() }
            lines += [appended, ""]
            line = lines.count - 1
        }
        let result = try TestSupport.higdoc(
            ["build", "--content", TestSupport.contentDirectory, "--templates", "t", "--out", "s"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr == "t/\(file):\(line): error: \(message)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["t"])
    }
}
