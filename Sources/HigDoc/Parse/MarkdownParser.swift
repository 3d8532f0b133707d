/// Parses a content page: front matter, then the body through libcmark and higdoc's recoveries.
public enum MarkdownParser {
    /// Parses a page that carries YAML front matter.
    public static func parse(_ file: SourceFile) throws -> Document {
        let split = try FrontMatterReader.split(file)
        return try parse(
            body: split.body, path: file.path, frontMatter: split.frontMatter, bodyStartLine: split.bodyStartLine)
    }

    /// Parses a markdown body whose first line is line `bodyStartLine` of the file. Its lines end at `\n`
    /// or `\r\n`, as those of a `SourceFile`'s text do (`LineEndings`).
    ///
    /// Throws an input error at a block or inline nested more than `NestingTooDeep.limit` deep.
    public static func parse(body: Substring, path: String, frontMatter: FrontMatter, bodyStartLine: Int = 1) throws
        -> Document
    {
        let lines = LineIndex(body)
        let lineOffset = bodyStartLine - 1
        do {
            let raw = try CmarkConverter.blocks(parsing: body, lines: lines, lineOffset: lineOffset)
            var recovery = BlockRecovery(lines: lines, lineOffset: lineOffset, path: path)
            let blocks = CJKLineJoining.join(try recovery.recover(raw))
            return Document(
                path: path, frontMatter: frontMatter, bodyStartLine: bodyStartLine, blocks: blocks,
                diagnostics: recovery.diagnostics.sorted())
        } catch let error as NestingTooDeep {
            throw InputError(path: path, line: error.line, error.message)
        }
    }

    /// Parses any markdown file (for `higdoc render`, and for tests): a page's front matter is read, and
    /// any other leading YAML block (`FrontMatterReader.bodyAfterAnyFrontMatter`) is skipped.
    public static func parse(markdown: String, path: String) throws -> Document {
        let file = SourceFile(path: path, text: markdown)
        if let split = try? FrontMatterReader.split(file) {
            return try parse(
                body: split.body, path: path, frontMatter: split.frontMatter, bodyStartLine: split.bodyStartLine)
        }
        let frontMatter = FrontMatter(id: "untitled", title: "", lang: .en, edition: "", source: path)
        if let skipped = FrontMatterReader.bodyAfterAnyFrontMatter(file) {
            return try parse(
                body: skipped.body, path: path, frontMatter: frontMatter, bodyStartLine: skipped.bodyStartLine)
        }
        return try parse(body: markdown[...], path: path, frontMatter: frontMatter)
    }
}
