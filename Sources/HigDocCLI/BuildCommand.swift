import ArgumentParser
import Foundation
import HigDoc

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the static bilingual site.",
        discussion: """
            Writes one page per bar and language, one per document, a side-by-side view per bar, the \
            system item catalog, the QA report, a client-side search index (English and Chinese), \
            the JSON spec with its schema, and, with --base-url, sitemap.xml. Pages come from the Mustache \
            templates in \
            --templates. The site is built beside --out (beside its target, when --out is a symbolic link) \
            and then swapped in, so a failed build leaves the previous site intact; higdoc refuses to write \
            into a non-empty directory it did not create (a site it built holds a .higdoc-site file), and an --out that is no directory (a file, a \
            FIFO, a device), before it reads any content.
            Examples:
              higdoc build
              higdoc build --out public --base-url https://hig.example.org/
              higdoc build --templates my-templates
            """
    )

    @OptionGroup var options: ContentOptions

    @Option(name: .long, help: ArgumentHelp("Write the site to this directory.", valueName: "dir"))
    var out: String = "site"

    @Option(name: .long, help: ArgumentHelp("The Mustache templates and assets of the site.", valueName: "dir"))
    var templates: String = "templates"

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The absolute http(s) URL the site is published at, without query or fragment: the pages' hreflang and canonical links are made absolute under it. Without it no sitemap.xml is written.",
            valueName: "url"))
    var baseURL: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Documents per bar page and document pairs per parallel page; longer lists continue on …/page/2/.",
            valueName: "n"))
    var documentsPerPage: Int = SitePageSizes.standard.documents

    @Option(
        name: .long,
        help: ArgumentHelp("Rows per page of the system item catalog and the QA report.", valueName: "n"))
    var rowsPerPage: Int = SitePageSizes.standard.rows

    func validate() throws {
        guard documentsPerPage >= 1, rowsPerPage >= 1 else {
            throw ValidationError("--documents-per-page and --rows-per-page must be at least 1")
        }
        if let baseURL, let problem = SiteBaseURL.problem(with: baseURL) {
            throw ValidationError("--base-url \(problem)")
        }
    }

    func run() throws {
        // An output inside the content, one no site can replace, and templates that are not there, are
        // refused before any content is read.
        try options.exitingOnInputError {
            try AtomicFileStream.refuseReplacingInputs(out, option: "--out", contentDirectory: options.content)
            try SiteWriter.checkOutput(out)
            try SiteTemplates.checkDirectory(templates)
        }
        var timer = StageTimer()
        // The templates are read and parsed on a thread of their own while the pages are found.
        let loading = SiteTemplatesLoading(directory: templates)
        // The pages are found and their front matter read; their bodies are parsed one document group at
        // a time while they are checked, and again by the pages that show them: the parsed corpus is
        // never held whole.
        let index = try options.discoverContent()
        timer.mark("discover")
        // A template that does not parse is reported before the pages are checked (20 s at N = 10,000),
        // and so before any error in a page's body, whichever thread is done first.
        let siteTemplates = try options.exitingOnInputError { try loading.templates() }
        do {
            let started = Date()
            // The blocks checked are kept for the pages beside the site (on its disk), else in the system's
            // temporary directory; the directory is not made here, so a failed check leaves nothing.
            let siteParent = URL(fileURLWithPath: out).standardizedFileURL.deletingLastPathComponent().path
            let spool = ParsedDocumentSpool(directory: siteParent) ?? ParsedDocumentSpool()
            var input = try SiteInput.checked(index: index, baseURL: baseURL, spool: spool)
            input.pageSizes = SitePageSizes(documents: documentsPerPage, rows: rowsPerPage)
            timer.mark("parse, graph and translation checks")
            keepUntilExit(index, input)
            let site = try SiteWriter.write(to: out) { files in
                // The search index's token files first, from the graph alone: its postings are freed
                // before the site's indexes are made.
                let searchTokens = try SearchTokenFiles.write(graph: input.graph, to: files)
                timer.mark("search index tokens")
                let builder = SiteBuilder(input: input, templates: siteTemplates, searchTokens: searchTokens)
                keepUntilExit(builder)
                return try builder.build(timer: &timer, files: files)
            }
            timer.mark("swap")
            let seconds = Date().timeIntervalSince(started)
            printError(
                "built \(site.routes.count) pages, \(site.fileCount) files (\(site.totalBytes / 1024) KiB) in \(out) "
                    + "in \(String(format: "%.2f", seconds)) s; \(site.siteNoteCount) site notes")
            if baseURL == nil {
                printError("no sitemap.xml: give --base-url, the address the site is published at, to have one")
            }
        } catch let error as InputError {
            printError(error.description)
            throw ExitCode(2)
        }
    }
}
