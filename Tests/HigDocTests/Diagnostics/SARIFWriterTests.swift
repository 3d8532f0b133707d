import Foundation
import Testing

@testable import HigDoc

/// `SARIFFormatter.format` writes the log straight from the report; it must be, byte for byte, what
/// `DeterministicJSON` makes of `SARIFFormatter.log`.
@Suite("SARIF writer")
struct SARIFWriterTests {
    static func expectSameAsEncoder(_ report: CheckReport) throws {
        let written = SARIFFormatter.format(report)
        #expect(written == (try DeterministicJSON.encode(SARIFFormatter.log(report))))
        var streamed = Data()
        try SARIFFormatter.write(report) { streamed.append($0) }
        #expect(streamed == written)
    }

    @Test("The bundled report, under every failure policy")
    func bundled() throws {
        let bundled = TestSupport.bundled
        let result = TranslationChecker.run(corpus: bundled.corpus, graph: bundled.graph)
        for failOn in CheckReport.FailOn.allCases {
            let report = CheckReport.make(corpus: bundled.corpus, result: result, failOn: failOn)
            #expect(report.diagnostics.count == 107)
            try Self.expectSameAsEncoder(report)
        }
        // More results than one chunk of the writer's (512), written side by side.
        let many = CheckReport(
            documents: [], coverage: [], alignments: [],
            diagnostics: Array(repeating: result.diagnostics, count: 13).flatMap { $0 }, suppressed: 0,
            failOn: .error)
        #expect(many.diagnostics.count == 1_391)
        try Self.expectSameAsEncoder(many)
        let log = try JSONSerialization.jsonObject(with: SARIFFormatter.format(many)) as? [String: Any]
        let run = (log?["runs"] as? [[String: Any]])?.first
        #expect((run?["results"] as? [Any])?.count == 1_391)
    }

    @Test("Escapes, absolute and relative files, related locations, bars, positions below 1, no findings")
    func awkward() throws {
        let awkward = "quote \" backslash \\ slash / tab \t nl \n “中文” \u{2028} é \u{0}"
        let relative = DiagnosticLocation(file: "content/zh/\(awkward).md", line: 0, column: -2)
        let absolute = DiagnosticLocation(file: "/abs/en/bars.md", line: 12, column: 3)
        let diagnostics = [
            Diagnostic(
                code: .untranslatedProse, message: awkward, location: relative, related: [absolute, relative],
                bar: "toolbar"),
            Diagnostic(code: .placeholderLink, message: "", location: absolute),
        ]
        try Self.expectSameAsEncoder(
            CheckReport(
                documents: [], coverage: [], alignments: [], diagnostics: diagnostics, suppressed: 1, failOn: .never))
        try Self.expectSameAsEncoder(
            CheckReport(documents: [], coverage: [], alignments: [], diagnostics: [], suppressed: 0, failOn: .warning))
    }

    @Test("File names are URI references; the base has no machine's path; related places say where they are")
    func locations() throws {
        #expect(SARIFFormatter.uri("content/zh/bars.md") == "content/zh/bars.md")
        #expect(SARIFFormatter.uri("/work/main/content/en/bars.md") == "file:///work/main/content/en/bars.md")
        #expect(SARIFFormatter.uri("my docs/zh/栏 #1%.md") == "my%20docs/zh/%E6%A0%8F%20%231%25.md")
        #expect(SARIFFormatter.uri("c:/zh/a.md") == "c%3A/zh/a.md")
        #expect(SARIFFormatter.uri("/srv/a b.md") == "file:///srv/a%20b.md")
        // However `--content` was spelled, a file inside the directory higdoc ran in is named relative to it.
        for spelling in [
            "/work/main/content/en/bars.md", "./content/en/bars.md", "././/content/en/bars.md",
            "/work/main/./content/en/bars.md", "/work//main/content/en/bars.md",
            "/work/main/Sources/../content/en/bars.md",
            "content/./en/bars.md", "content/x/../en/bars.md",
        ] {
            #expect(
                SARIFFormatter.artifactPath(spelling, workingDirectory: "/work/main") == "content/en/bars.md",
                "\(spelling)")
        }
        #expect(
            SARIFFormatter.artifactPath("/work/main2/en/bars.md", workingDirectory: "/work/main")
                == "/work/main2/en/bars.md")
        #expect(SARIFFormatter.artifactPath("/work/main/a.md", workingDirectory: "/") == "/work/main/a.md")
        // Run in `/` (a container's `WORKDIR /`), a name given relative stays relative.
        #expect(SARIFFormatter.artifactPath("tmp/c/en/a.md", workingDirectory: "/") == "tmp/c/en/a.md")
        #expect(SARIFFormatter.artifactPath("./tmp/../srv/a.md", workingDirectory: "/") == "srv/a.md")
        // A file outside it is named by its absolute path, normal (SARIF 2.1.0 §3.10.2): a `../` name against
        // the run's directory would point out of any checkout.
        #expect(SARIFFormatter.artifactPath("../content/a.md", workingDirectory: "/work/main") == "/work/content/a.md")
        #expect(SARIFFormatter.artifactPath("/srv//x/./a.md", workingDirectory: "/work/main") == "/srv/x/a.md")
        #expect(SARIFFormatter.artifactPath("/../a.md", workingDirectory: "/work/main") == "/a.md")
        // The directory as the shell reached it through a link, or as the system names it: either way.
        for file in ["/tmp/link/content/a.md", "/private/tmp/real/content/a.md"] {
            #expect(
                SARIFFormatter.artifactPath(file, workingDirectories: ["/tmp/link", "/private/tmp/real"])
                    == "content/a.md")
        }
        // The run's own directory: the absolute path of a file in it is in no log of this one.
        let here = DiagnosticLocation(file: SARIFFormatter.workingDirectory + "/zh/a.md", line: 1, column: 1)
        let hereLog = String(
            decoding: SARIFFormatter.format(
                CheckReport(
                    documents: [], coverage: [], alignments: [],
                    diagnostics: [Diagnostic(code: .placeholderLink, message: "", location: here)], suppressed: 0,
                    failOn: .never)), as: UTF8.self)
        #expect(hereLog.contains(#""uri" : "zh/a.md","#) && hereLog.contains(#""uriBaseId" : "SRCROOT""#))
        let english = DiagnosticLocation(file: "content/en/bars.md", line: 7, column: 1)
        let chinese = DiagnosticLocation(file: "content/zh/bars.md", line: 9, column: 2)
        let other = DiagnosticLocation(file: "content/zh/bars.md", line: 30, column: 5)
        let report = CheckReport(
            documents: [], coverage: [], alignments: [],
            diagnostics: [
                Diagnostic(
                    code: .inconsistentTermTranslation, message: "term", location: chinese, related: [english, other])
            ], suppressed: 0, failOn: .never)
        try Self.expectSameAsEncoder(report)
        let log = try #require(try JSONSerialization.jsonObject(with: SARIFFormatter.format(report)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let bases = try #require(run["originalUriBaseIds"] as? [String: [String: Any]])
        #expect(bases["SRCROOT"]?["uri"] == nil)
        #expect(
            (bases["SRCROOT"]?["description"] as? [String: String])?["text"]
                == "The directory higdoc ran in: relative file names are relative to it.")
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        let related = try #require(result["relatedLocations"] as? [[String: Any]])
        #expect(
            related.map { ($0["message"] as? [String: String])?["text"] } == ["counterpart", "elsewhere in this file"])
    }
}
