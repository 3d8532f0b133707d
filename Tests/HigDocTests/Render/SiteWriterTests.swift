import Foundation
import Testing

@testable import HigDoc

/// The site is written atomically, and only where higdoc may write.
@Suite("site writer")
struct SiteWriterTests {
    static func site(_ files: [String: String]) -> Site {
        Site(files: files.mapValues { Data($0.utf8) }, routes: [], diagnostics: [])
    }

    @Test("Writes into a missing or empty directory and marks it as higdoc's")
    func writesFresh() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("site").path
        try SiteWriter.write(Self.site(["index.html": "one", "en/index.html": "en"]), to: output)
        #expect(try String(contentsOfFile: output + "/en/index.html", encoding: .utf8) == "en")
        #expect(FileManager.default.fileExists(atPath: output + "/" + SiteWriter.markerFile))
        let empty = root.appendingPathComponent("empty").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        try SiteWriter.write(Self.site(["index.html": "x"]), to: empty)
        #expect(try String(contentsOfFile: empty + "/index.html", encoding: .utf8) == "x")
        // Nothing is left beside the output.
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["empty", "site"])
    }

    /// Files are opened first and their directories made only when missing, deepest first: nested new
    /// directories, siblings under an existing one, a file written again (replaced, not appended to)
    /// and a file appended to in pieces.
    @Test("Creates missing directories at any depth, replaces rewritten files, appends to appended ones")
    func directoriesAndAppends() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("site").path
        try SiteWriter.write(to: output) { files in
            try files.write("en/docs/a/b/index.html", Data("deep".utf8))
            try files.write("en/docs/c/index.html", Data("sibling".utf8))
            try files.write("en/docs/c/index.html", Data("again".utf8))
            try files.append("search/tokens/x.json", Data("[1,".utf8))
            try files.append("search/tokens/x.json", Data("2]".utf8))
            try files.write("top.txt", Data("top".utf8))
        }
        func text(_ path: String) throws -> String { try String(contentsOfFile: output + "/" + path, encoding: .utf8) }
        #expect(try text("en/docs/a/b/index.html") == "deep")
        #expect(try text("en/docs/c/index.html") == "again")
        #expect(try text("search/tokens/x.json") == "[1,2]")
        #expect(try text("top.txt") == "top")
    }

    /// A page is written from its parts in gathered writes of at most 1,024 buffers each: 2,500 parts
    /// (stretches of the rendered text, pieces, escaped pieces, empty ones) give the page's bytes in order.
    @Test("A page of thousands of parts is written whole and in order")
    func pageOfManyParts() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("site").path
        let rendered = (0..<1250).map { "<i>\($0)栏</i>" }.joined()
        var pieces: [HTMLBytes] = []
        var parts: [SplicedPage.Part] = []
        var expected = Data()
        var offset = 0
        for number in 0..<1250 {
            let length = "<i>\(number)栏</i>".utf8.count
            parts.append(.rendered(offset..<offset + length))
            expected.append(contentsOf: Array(rendered.utf8)[offset..<offset + length])
            offset += length
            let piece = HTMLBytes(number % 100 == 0 ? "" : "<p>piece \(number)</p>\n")
            parts.append(.piece(pieces.count))
            pieces.append(piece)
            piece.withUnsafeBytes { expected.append($0) }
        }
        let page = SplicedPage(rendered: rendered, pieces: pieces, parts: parts)
        #expect(page.count == expected.count)
        #expect(page.data == expected)
        try SiteWriter.write(to: output) { files in try files.writePage("en/page/index.html", page) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: output + "/en/page/index.html")) == expected)
    }

    @Test("Threads writing into the same new directories all succeed")
    func concurrentDirectories() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("site").path
        let paths = (0..<400).map { "en/docs/d\($0 % 7)/p\($0 % 3)/f\($0).html" }
        try SiteWriter.write(to: output) { files in
            let results = ParallelMap.map(paths) { path in Result { try files.write(path, Data(path.utf8)) } }
            for result in results { try result.get() }
        }
        for path in paths { #expect(try String(contentsOfFile: output + "/" + path, encoding: .utf8) == path) }
    }

    @Test("A file where a directory is needed stops the build with an error naming the path; nothing is left")
    func fileInTheWay() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("site").path
        let error = try #require(throws: InputError.self) {
            try SiteWriter.write(to: output) { files in
                try files.write("en/docs", Data("a file".utf8))
                try files.write("en/docs/page/index.html", Data("page".utf8))
            }
        }
        // Named as the site will hold it, not in the hidden directory it is built in.
        #expect(
            error == InputError(path: output + "/en/docs/page/index.html", "cannot write the site (Not a directory)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty)
    }

    @Test("Replaces a site higdoc built, whole: files of the old site do not linger")
    func replaces() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("site").path
        try SiteWriter.write(Self.site(["old.html": "old", "index.html": "1"]), to: output)
        try SiteWriter.write(Self.site(["index.html": "2"]), to: output)
        #expect(try String(contentsOfFile: output + "/index.html", encoding: .utf8) == "2")
        #expect(!FileManager.default.fileExists(atPath: output + "/old.html"))
    }

    @Test("Refuses a non-empty directory higdoc did not create, and leaves it untouched")
    func refusesForeignDirectory() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: output.appendingPathComponent("notes.txt"))
        #expect(throws: InputError.self) { try SiteWriter.write(Self.site(["index.html": "x"]), to: output.path) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["notes.txt"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["mine"])
        let file = root.appendingPathComponent("file.txt")
        try Data("f".utf8).write(to: file)
        #expect(throws: InputError.self) { try SiteWriter.write(Self.site(["index.html": "x"]), to: file.path) }
    }

    @Test("higdoc build: a failed build leaves the previous site intact; a foreign directory is refused with status 2")
    func commandIsAtomic() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("site").path
        let content = TestSupport.contentDirectory
        let templates = SiteTestSupport.templatesDirectory
        let first = try TestSupport.higdoc(["build", "--content", content, "--templates", templates, "--out", output])
        #expect(first.status == 0, "\(first.stderr)")
        let before = try Data(contentsOf: URL(fileURLWithPath: output + "/zh/bars/toolbar/index.html"))
        // Templates missing a required template: the build fails before touching the site.
        let broken = root.appendingPathComponent("broken-templates")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try Data("{{<layout}}{{/layout}}".utf8).write(to: broken.appendingPathComponent("home.mustache"))
        let failed = try TestSupport.higdoc([
            "build", "--content", content, "--templates", broken.path, "--out", output,
        ])
        #expect(failed.status == 2)
        #expect(failed.stderr.contains("layout.mustache: error: required template is missing"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: output + "/zh/bars/toolbar/index.html")) == before)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["broken-templates", "site"])
        // A directory higdoc did not create.
        let foreign = root.appendingPathComponent("foreign")
        try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: foreign.appendingPathComponent("keep.txt"))
        let refused = try TestSupport.higdoc([
            "build", "--content", content, "--templates", templates, "--out", foreign.path,
        ])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("was not built by higdoc"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: foreign.path) == ["keep.txt"])
    }

    @Test("higdoc build refuses an --out that is no directory, naming it as given, before it reads any content")
    func refusesOutputThatIsNoDirectory() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let fifo = root.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let file = root.appendingPathComponent("file.txt").path
        try Data("keep".utf8).write(to: URL(fileURLWithPath: file))
        for (link, target) in [("fifo-link", "fifo"), ("file-link", "file.txt"), ("loop", "loop")] {
            try FileManager.default.createSymbolicLink(
                atPath: root.appendingPathComponent(link).path, withDestinationPath: target)
        }
        let before = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        let nothingWritten = "not a directory; the site is a directory of files, so nothing is written"
        let refusals = [
            ("fifo", "output is a FIFO, \(nothingWritten)"),
            ("file.txt", "output is a regular file, \(nothingWritten)"),
            ("file.txt/", "output is a regular file, \(nothingWritten)"),
            ("fifo-link", "output is a symbolic link to a FIFO, \(nothingWritten)"),
            ("file-link", "output is a symbolic link to a regular file, \(nothingWritten)"),
            ("loop", "output is a loop of symbolic links; refusing to replace it"),
        ]
        for (output, message) in refusals {
            // Content that does not exist: the output is refused first, before the content is looked for.
            for content in ["missing-content", TestSupport.contentDirectory] {
                let result = try TestSupport.higdoc(
                    [
                        "build", "--content", content, "--templates", SiteTestSupport.templatesDirectory, "--out",
                        output,
                    ], in: root)
                #expect(result.status == 2, "\(output)")
                #expect(result.stderr == "\(output): error: \(message)\n")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == before)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep")
        // The library's writer refuses them too.
        #expect(throws: InputError(path: fifo, "output is a FIFO, \(nothingWritten)")) {
            try SiteWriter.write(Self.site(["index.html": "x"]), to: fifo)
        }
    }

    @Test("An output that is a symbolic link to a site keeps the link: the site is swapped in beside its target")
    func symbolicLinkToTheSite() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let sites = root.appendingPathComponent("sites")
        try SiteWriter.write(
            Self.site(["index.html": "v1", "old.html": "o"]), to: sites.appendingPathComponent("v1").path)
        let link = root.appendingPathComponent("site").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "sites/v1")
        try SiteWriter.write(Self.site(["index.html": "v2"]), to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "sites/v1")
        #expect(try String(contentsOfFile: link + "/index.html", encoding: .utf8) == "v2")
        #expect(!FileManager.default.fileExists(atPath: link + "/old.html"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["site", "sites"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: sites.path) == ["v1"])
        // A link to a site not built yet.
        let next = root.appendingPathComponent("next").path
        try FileManager.default.createSymbolicLink(atPath: next, withDestinationPath: "sites/v2")
        try SiteWriter.write(Self.site(["index.html": "new"]), to: next)
        #expect(try String(contentsOfFile: sites.path + "/v2/index.html", encoding: .utf8) == "new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: next) == "sites/v2")
        #expect(try FileManager.default.contentsOfDirectory(atPath: sites.path).sorted() == ["v1", "v2"])
    }

    /// A build stopped before it could clean up (Ctrl-C, killed) leaves its hidden staging directory,
    /// named after its process. The next build of the same site removes those whose process has ended,
    /// and nothing else: not another build's that still runs (pid 1 always does), not a name that
    /// only looks like one, not another site's.
    @Test("Leftovers of stopped builds of the site are removed; running builds' and others' are kept")
    func removesLeftoversOfStoppedBuilds() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let fileManager = FileManager.default
        let output = root.appendingPathComponent("site").path
        try SiteWriter.write(Self.site(["index.html": "old"]), to: output)
        // No process has a number above the kernel's pid_max (at most 2^22): these have ended.
        let ended = [".site.higdoc-new-2147483647", ".site.higdoc-old-2147483646", ".site.higdoc-stopped-2147483645"]
        let kept = [".site.higdoc-new-1", ".site.higdoc-new-abc", ".site.higdoc-old-", ".other.higdoc-new-2147483647"]
        for name in ended + kept {
            let directory = root.appendingPathComponent(name).appendingPathComponent("en")
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data("left".utf8).write(to: directory.appendingPathComponent("index.html"))
        }
        #expect(!StoppedWriterLeftovers.processRuns(2_147_483_647) && StoppedWriterLeftovers.processRuns(1))
        // A process that has ended but was not waited for still answers `kill`: its stat line says so.
        #expect(StoppedWriterLeftovers.hasEnded(stat: "406 (higdoc) Z 1 406 406 0 -1 4194564"))
        #expect(StoppedWriterLeftovers.hasEnded(stat: "406 (a) b) X 1"))
        #expect(!StoppedWriterLeftovers.hasEnded(stat: "1 (process api) S 0 1 1 0 -1"))
        #expect(
            !StoppedWriterLeftovers.hasEnded(stat: "7 (Z) R 1") && !StoppedWriterLeftovers.hasEnded(stat: "no name"))
        try SiteWriter.write(Self.site(["index.html": "new"]), to: output)
        #expect(try fileManager.contentsOfDirectory(atPath: root.path).sorted() == (kept + ["site"]).sorted())
        #expect(try String(contentsOfFile: root.path + "/site/index.html", encoding: .utf8) == "new")
    }

    /// Once the staging directory is gone (a stop signal moved it aside), a page in a new directory
    /// fails: the writer makes missing directories below the staging directory, never that directory.
    @Test("A missing staging directory is not made again by a page that needs a new directory")
    func missingRootIsNotRemade() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let staging = root.appendingPathComponent("staging").path
        let page = Data("page".utf8)
        for path in ["index.html", "en/index.html", "en/bars/toolbar/index.html"] {
            #expect(throws: (any Error).self) { try SiteWriter.write(page, to: path, under: staging) }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty)
        try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: false)
        try SiteWriter.write(page, to: "en/bars/toolbar/index.html", under: staging)
        #expect(try Data(contentsOf: URL(fileURLWithPath: staging + "/en/bars/toolbar/index.html")) == page)
    }

    /// A build stopped after it moved the previous site aside and before it moved the new one in left
    /// the previous site only in its retired directory: while the output is missing, that directory is
    /// kept (the staging directory of the same build still goes).
    @Test("A stopped build's retired site is kept while the output is missing")
    func keepsRetiredSiteWithoutOutput() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let fileManager = FileManager.default
        for name in [".site.higdoc-old-2147483646", ".site.higdoc-new-2147483646"] {
            try fileManager.createDirectory(at: root.appendingPathComponent(name), withIntermediateDirectories: true)
            try Data("previous".utf8).write(to: root.appendingPathComponent(name).appendingPathComponent("index.html"))
        }
        try SiteWriter.write(Self.site(["index.html": "new"]), to: root.appendingPathComponent("site").path)
        #expect(
            try fileManager.contentsOfDirectory(atPath: root.path).sorted() == [".site.higdoc-old-2147483646", "site"])
    }
}
