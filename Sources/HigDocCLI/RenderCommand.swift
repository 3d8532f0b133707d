import ArgumentParser
import HigDoc

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print the HTML body of one markdown file.",
        discussion: """
            Prints what `cmark` prints for FILE (safe mode: raw HTML omitted), plus higdoc's recoveries: \
            raw-HTML and pipe tables as <table>, CJK bold leads as <strong>, callouts, figures and anchors. \
            A leading YAML block (a mapping between a first line '---' and a line '---' or '...') is \
            skipped as front matter when it has a front matter key (id, title, lang, …) or more than one \
            key; a block of one other key ('---', 'Note: read this', '---') is markdown, a thematic break \
            and a heading, as cmark reads it. Parser warnings go to standard error.
            Example: higdoc render content/zh/bars.md
            """
    )

    @Argument(help: "The markdown file to render.")
    var file: String

    func run() throws {
        do {
            let source = try SourceFile(reading: file)
            let document = try MarkdownParser.parse(markdown: source.text, path: file)
            for diagnostic in document.diagnostics { printError(diagnostic.formatted) }
            try StandardOutput.write(HTMLBodyRenderer.render(document.blocks))
        } catch let error as InputError {
            printError(error.description)
            throw ExitCode(2)
        }
    }
}
