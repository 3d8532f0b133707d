/// Rebuilds what libcmark cannot parse from the blocks it produced: raw-HTML tables, figures and
/// anchors, pipe tables, CJK emphasis, callouts, and figures made of image-only paragraphs.
struct BlockRecovery {
    let lines: LineIndex
    let lineOffset: Int
    let path: String
    var diagnostics: [Diagnostic] = []
    /// How many block quotes the blocks being recovered are in (their lines carry the quotes' `>` marks).
    private var quoteDepth = 0
    /// How many containers (block quotes and list items) the blocks being recovered are in.
    private var containerDepth = 0
    /// The page's lines that look like link reference definitions, once read (`pageDefinitions()`).
    private var definitionCandidates: [String: [Substring]]?

    init(lines: LineIndex, lineOffset: Int, path: String) {
        self.lines = lines
        self.lineOffset = lineOffset
        self.path = path
    }

    mutating func recover(_ blocks: [Block]) throws -> [Block] {
        // A paragraph that a table interrupts is read as two: its lines before the table, then the table.
        var blocks = blocks
        var result: [Block] = []
        var pendingAnchor: (name: String, line: Int)?
        var index = 0

        func attachPending(to block: inout Block) {
            guard let anchor = pendingAnchor else { return }
            switch block {
            case .heading(var heading):
                heading.anchor = anchor.name
                block = .heading(heading)
                pendingAnchor = nil
            case .table(var table) where table.anchor == nil:
                table.anchor = anchor.name
                block = .table(table)
                pendingAnchor = nil
            default:
                break
            }
        }

        // Made once, not for every paragraph (it holds the line index, whose arrays a copy retains).
        let pipeTableContext = PipeTableRecovery.Context(
            lines: lines, lineOffset: lineOffset, path: path, quoteDepth: quoteDepth)
        while index < blocks.count {
            var block = blocks[index]
            // A paragraph of nothing but inline HTML (`<a name="…"></a>` on its own line) is read like an HTML block.
            if case .paragraph(let paragraph) = block, let literal = Self.htmlOnlyLiteral(paragraph.inlines) {
                block = .htmlBlock(Block.HTMLBlock(literal: literal, range: paragraph.range))
            }
            // Raw HTML tables split across fragments, and tables side by side on a line.
            if HTMLTableRecovery.startsTable(block) {
                let source = HTMLTableRecovery.Source(
                    lines: lines, lineOffset: lineOffset, path: path, startColumn: block.range.start.column,
                    quoteDepth: quoteDepth)
                var last = index
                // Where the table being read opens, when it opens on the line of the `</table>` of the one
                // before it.
                var start: HTMLTableRecovery.Place?
                var under: [Block] = []
                repeat {
                    let firstLine = start?.line ?? block.range.start.line
                    let (close, closingBlock) = closingTag(from: last, startingAt: start, in: blocks, source: source)
                    last = closingBlock
                    let endLine = blocks[last].range.end.line
                    if close == nil {
                        diagnostics.append(
                            Diagnostic(
                                code: .htmlTableUnterminated,
                                message:
                                    "<table> has no closing </table>; the table was read up to the end of its section, \(endLine - firstLine + 1) lines",
                                location: DiagnosticLocation(
                                    file: path, line: firstLine,
                                    column: start.map {
                                        lines.location(line: $0.line - lineOffset, byteColumn: $0.byteColumn).column
                                    } ?? block.range.start.column)))
                    }
                    let next = close.flatMap { HTMLTableRecovery.nextTable(after: $0, source: source) }
                    var lastLine = next == nil ? endLine : close!.line
                    // Lines under the `</table>` in its block (no blank line between): at the top level, when
                    // they hold anything a page shows, they are read as the markdown they were meant to be;
                    // else (a container's lines carry its marks) the table says what of them it does not read.
                    if next == nil, let closeLine = close?.line, closeLine < endLine, containerDepth == 0,
                        HTMLTableRecovery.holdContent(
                            from: closeLine + 1, through: endLine, lines: lines, lineOffset: lineOffset)
                    {
                        under = try markdown(from: closeLine + 1, through: endLine, under: blocks[last])
                        lastLine = closeLine
                    }
                    // An anchor just before the table's own <table> tag (in the same holder) names the table.
                    var table = try HTMLTableRecovery.table(
                        firstLine: firstLine, lastLine: lastLine, start: start, close: close, stop: next,
                        source: source, diagnostics: &diagnostics)
                    if start == nil, table.caption.isEmpty, let caption = captionCandidate(result.last) {
                        table.caption = caption.text
                        table.captionLocation = caption.location
                        result.removeLast()
                    }
                    var tableBlock = Block.table(table)
                    if table.anchor == nil { attachPending(to: &tableBlock) }
                    result.append(tableBlock)
                    start = next
                } while start != nil
                index = last + 1
                blocks.insert(contentsOf: under, at: index)
                continue
            }
            switch block {
            case .htmlBlock(let html):
                let tokens = HTMLScanner.tokens(html.literal[...], firstLine: html.range.start.line)
                var images: [Inline.InlineImage] = []
                var caption = ""
                var inCaption = false
                var recognized = true
                // Text outside a caption: cmark read it as part of the HTML block, so it is no content.
                // A script's or a style's is code, not text.
                var heldText = ""
                var inCode = false
                var places = LiteralLinePlaces(literal: html.literal, firstLine: html.range.start.line - lineOffset)
                for token in tokens {
                    switch token {
                    case .start(let name, let attributes, let line, let byteColumn):
                        switch name {
                        case "a" where attributes["name"] != nil || attributes["id"] != nil:
                            // `<a name>` as Apple's pages write it, or HTML5's `<a id>`.
                            if let dangling = pendingAnchor {
                                diagnostics.append(
                                    Diagnostic(
                                        code: .danglingAnchor,
                                        message: "anchor '\(dangling.name)' names nothing (another anchor follows)",
                                        location: DiagnosticLocation(file: path, line: dangling.line, column: 1)))
                            }
                            pendingAnchor = ((attributes["name"] ?? attributes["id"])!, line)
                        case "img":
                            let column = places.column(
                                line: line - lineOffset, byteColumn: byteColumn, needle: "<img", in: lines)
                            images.append(
                                Inline.InlineImage(
                                    source: attributes["src"] ?? "", alt: attributes["alt"] ?? "",
                                    location: SourceLocation(line: line, column: column)))
                        case "span": inCaption = attributes["class"].map { Text.contains("caption", in: $0) } ?? false
                        case "section", "div", "figure", "figcaption": if name == "figcaption" { inCaption = true }
                        default:
                            recognized = false
                            if name == "script" || name == "style" { inCode = true }
                        }
                    case .end(let name, _, _):
                        if name == "span" || name == "figcaption" { inCaption = false }
                        if name == "script" || name == "style" { inCode = false }
                        if !["a", "section", "div", "figure", "span", "figcaption"].contains(name) {
                            recognized = false
                        }
                    case .text(let text, _, _):
                        if inCaption {
                            caption += text
                        } else if !Text.isWhitespaceOnly(text) {
                            recognized = false
                            if !inCode && !Self.isOnlyEntitiesAndSpace(text) { heldText += text }
                        }
                    }
                }
                if !images.isEmpty && recognized {
                    result.append(
                        .figure(
                            Block.Figure(images: images, caption: Text.collapseWhitespace(caption), range: html.range)))
                } else if !recognized {
                    // The block's images are a figure still, with its caption: the text around them is what
                    // is not read.
                    if !images.isEmpty {
                        result.append(
                            .figure(
                                Block.Figure(
                                    images: images, caption: Text.collapseWhitespace(caption), range: html.range)))
                    }
                    if !heldText.isEmpty { reportHeldText(heldText, images: images, in: html) }
                    result.append(block)
                }
            case .paragraph(let paragraph):
                // The paragraph's findings as a table (or as rows without a header) are kept unless a table
                // interrupts it: then its own lines are read.
                var found: [Diagnostic] = []
                if var table = try PipeTableRecovery.table(
                    from: paragraph, context: pipeTableContext, diagnostics: &found)
                {
                    diagnostics += found
                    // A callout's label (`>要点` over a table) is the callout's, not the table's caption.
                    let isCalloutLabel =
                        quoteDepth > 0 && result.count == 1
                        && CalloutRecognizer.callout(from: Block.BlockQuote(blocks: result, range: paragraph.range))
                            != nil
                    if !isCalloutLabel, let caption = captionCandidate(result.last) {
                        table.caption = caption.text
                        table.captionLocation = caption.location
                        result.removeLast()
                    }
                    var tableBlock = Block.table(table)
                    attachPending(to: &tableBlock)
                    result.append(tableBlock)
                } else if let (before, rest) = try PipeTableRecovery.interruptingTable(
                    in: paragraph, context: pipeTableContext)
                {
                    // A table right under a line of text: both are read as if a blank line were between
                    // them (an anchor's line names the table, a short line is its caption, an image is a
                    // figure).
                    blocks.replaceSubrange(index...index, with: [.paragraph(before), .paragraph(rest)])
                    continue
                } else {
                    diagnostics += found
                    let inlines = InlineHTMLRecovery.recover(
                        CJKEmphasisRecovery.recover(
                            paragraph.inlines, escapedAsterisks: { escapedAsterisks(paragraph.range) },
                            underscoreMayDelimit: { underscoreMayDelimit(paragraph.range) }),
                        location: paragraph.range.start)
                    if let figure = figure(from: inlines, range: paragraph.range) {
                        result.append(.figure(figure))
                    } else {
                        result.append(.paragraph(Block.Paragraph(inlines: inlines, range: paragraph.range)))
                    }
                }
            case .heading(var heading):
                heading.inlines = InlineHTMLRecovery.recover(
                    CJKEmphasisRecovery.recover(
                        heading.inlines, escapedAsterisks: { escapedAsterisks(heading.range) },
                        underscoreMayDelimit: { underscoreMayDelimit(heading.range) }),
                    location: heading.range.start)
                // A trailing `{#id}` (pandoc, Hugo) is the heading's id and anchor, not its text; an
                // `<a name>` anchor before the heading, the corpus's own, is attached over the anchor below
                // (the id stays the section's second name).
                // The heading's text ends on its last line (an ATX heading's only one; a setext heading's
                // underline is the line after).
                let start = heading.range.start.line
                let end = heading.range.end.line
                let lastLine = (end > start ? end - 1 : start) - lineOffset
                if let split = HeadingAttributes.split(
                    heading.inlines, isATX: end == start, lastLine: lastLine, of: lines)
                {
                    heading.inlines = split.inlines
                    if let id = split.attributes.id {
                        heading.anchor = id
                        heading.attributeID = id
                    }
                }
                // An anchor written in the heading's line (`## <a name="sb"></a>状态栏`) names it, as one on
                // the line above does (over an attribute block's id, which stays its second name).
                if let inline = Self.inlineAnchor(in: heading.inlines) {
                    heading.inlines = inline.inlines
                    heading.anchor = inline.name
                }
                var headingBlock = Block.heading(heading)
                attachPending(to: &headingBlock)
                result.append(headingBlock)
            case .list:
                containerDepth += 1
                defer { containerDepth -= 1 }
                result.append(try block.mappingChildBlocks { try recover($0) })
            case .blockQuote(var quote):
                quoteDepth += 1
                containerDepth += 1
                defer {
                    quoteDepth -= 1
                    containerDepth -= 1
                }
                quote.blocks = try recover(quote.blocks)
                if let callout = CalloutRecognizer.callout(from: quote) {
                    result.append(.callout(callout))
                } else {
                    result.append(.blockQuote(quote))
                }
            default:
                result.append(block)
            }
            index += 1
        }
        if let dangling = pendingAnchor {
            diagnostics.append(
                Diagnostic(
                    code: .danglingAnchor, message: "anchor '\(dangling.name)' is not followed by a heading or table",
                    location: DiagnosticLocation(file: path, line: dangling.line, column: 1)))
        }
        return result
    }

    /// The `</table>` that closes the table opening in `blocks[first]` (from `start` on, when it is given),
    /// and the index of the block that holds it: the table runs on through the blocks after it up to the
    /// next heading. When its own `</table>` never comes, the first `</table>` read closes it (a table
    /// nested in a cell was left open); when none does, the close is nil and the block is the section's
    /// last before the heading.
    private func closingTag(
        from first: Int, startingAt start: HTMLTableRecovery.Place?, in blocks: [Block],
        source: HTMLTableRecovery.Source
    ) -> (close: HTMLTableRecovery.Place?, block: Int) {
        var scan = HTMLTableRecovery.ClosingScan()
        var scanned = (start?.line ?? blocks[first].range.start.line) - 1
        var last = first
        while last < blocks.count {
            if last > first, case .heading = blocks[last] { break }
            let end = blocks[last].range.end.line
            if end > scanned {
                if let close = scan.close(
                    from: scanned + 1, through: end, startingAt: start, source: source)
                {
                    return (close, last)
                }
                scanned = end
            }
            last += 1
        }
        guard let fallback = scan.firstEndTag else { return (nil, last - 1) }
        let holder = blocks[first..<last].firstIndex { $0.range.end.line >= fallback.line } ?? last - 1
        return (fallback, holder)
    }

    /// The name of an `<a name="…">` or `<a id="…">` tag among a heading's inlines (its first), and the
    /// inlines without that tag and the `</a>` right after it.
    static func inlineAnchor(in inlines: [Inline]) -> (name: String, inlines: [Inline])? {
        for (index, inline) in inlines.enumerated() {
            guard case .html(let literal) = inline, literal.hasPrefix("<a"),
                case .start("a", let attributes, _, _)? = HTMLScanner.tokens(literal[...]).first,
                let name = attributes["name"] ?? attributes["id"]
            else { continue }
            var rest = inlines
            if index + 1 < rest.count, case .html(let close) = rest[index + 1],
                close.replacingOccurrences(of: " ", with: "") == "</a>"
            {
                rest.remove(at: index + 1)
            }
            rest.remove(at: index)
            return (name, rest)
        }
        return nil
    }

    /// How many escaped `*` (`\*`) the lines of `range` write.
    private func escapedAsterisks(_ range: SourceRange) -> Int {
        (range.start.line...max(range.start.line, range.end.line)).reduce(0) { count, line in
            count + lines.withBytes(ofLine: line - lineOffset) { CJKEmphasisRecovery.escapedAsterisks(in: $0) }
        }
    }

    /// Whether a line of `range` may write emphasis with `_` (`CJKEmphasisRecovery`).
    private func underscoreMayDelimit(_ range: SourceRange) -> Bool {
        (range.start.line...max(range.start.line, range.end.line)).contains { line in
            lines.withBytes(ofLine: line - lineOffset) { CJKEmphasisRecovery.mayWriteUnderscoreEmphasis($0) }
        }
    }

    /// Lines `first...last` (file line numbers) of the top level parsed as markdown, for the markdown
    /// right under a `</table>` that `block` (the table's last) holds, with the page's link reference
    /// definitions. When `block` is raw HTML and they hold more than HTML, HD0104 says that CommonMark
    /// shows them as raw HTML, at their first line that is not; and a link reference definition among
    /// them, which CommonMark does not read, is HD0104 of its own.
    private mutating func markdown(from first: Int, through last: Int, under block: Block) throws -> [Block] {
        let text =
            lines.text(fromLine: first - lineOffset, throughLine: last - lineOffset)
            ?? (first...last).map { lines.line($0 - lineOffset) }.joined(separator: "\n")[...]
        var parsed = try CmarkConverter.blocks(parsing: text, lines: LineIndex(text), lineOffset: first - 1)
        // The references resolve with the page's definitions: those of the labels the lines name are
        // parsed after them (after a comment line that closes any list, each a paragraph of its own), unless
        // something the lines leave open (a fence, a comment) would run into them: then the lines alone.
        let pageDefinitions = pageDefinitions()
        let definitions = Self.bracketedLabels(in: text).sorted().flatMap { pageDefinitions[$0] ?? [] }
        if !definitions.isEmpty {
            let withDefinitions = text + "\n\n<!-- -->\n\n" + definitions.joined(separator: "\n\n")
            let all = try CmarkConverter.blocks(
                parsing: withDefinitions[...], lines: LineIndex(withDefinitions[...]), lineOffset: first - 1)
            let own = all.prefix { $0.range.start.line <= last }
            if own.count == parsed.count, own.allSatisfy({ $0.range.end.line <= last }) { parsed = Array(own) }
        }
        guard case .htmlBlock = block else { return parsed }
        reportDefinitions(from: first, through: last, besides: parsed)
        guard let markdown = parsed.first(where: { if case .htmlBlock = $0 { false } else { true } }) else {
            return parsed
        }
        let start = markdown.range.start.line
        let count = last - start + 1
        let excerpt = Text.collapseWhitespace(String(lines.line(start - lineOffset)))
        diagnostics.append(
            Diagnostic(
                code: .unrecognizedHTML,
                message:
                    "markdown right under </table> with no blank line between: CommonMark renders \(count == 1 ? "this line" : "these \(count) lines") as raw HTML; higdoc reads \(count == 1 ? "it" : "them") as markdown; put a blank line after </table>",
                location: DiagnosticLocation(file: path, line: start, column: 1), subject: excerpt))
        return parsed
    }

    /// The page's lines that look like link reference definitions (`[label]: destination`, after spaces,
    /// a quote's `>` marks and a list item's marker: a definition in a list item is the page's too), from
    /// their `[` on, by their labels (`normalizedLabel`); read once a page.
    private mutating func pageDefinitions() -> [String: [Substring]] {
        if let definitionCandidates { return definitionCandidates }
        var found: [String: [Substring]] = [:]
        for number in 1...max(1, lines.count) {
            var line = lines.line(number).drop { $0 == " " || $0 == "\t" || $0 == ">" }
            if let item = Self.afterListMarker(line) { line = item }
            guard line.first == "[", let close = line.firstIndex(of: "]"),
                line[line.index(after: close)...].first == ":"
            else { continue }
            let label = Self.normalizedLabel(line[line.index(after: line.startIndex)..<close])
            guard !label.isEmpty else { continue }
            found[label, default: []].append(line)
        }
        definitionCandidates = found
        return found
    }

    /// The texts in `[` and `]` (with no bracket between) in `text`, as `normalizedLabel` gives them: the
    /// labels a reference link may name.
    static func bracketedLabels(in text: Substring) -> Set<String> {
        var labels: Set<String> = []
        var open: Substring.Index?
        for index in text.indices {
            switch text[index] {
            case "[": open = text.index(after: index)
            case "]":
                if let start = open {
                    let label = normalizedLabel(text[start..<index])
                    if !label.isEmpty { labels.insert(label) }
                }
                open = nil
            default: break
            }
        }
        return labels
    }

    /// A line's text after its list item marker (`- `, `1. `, `2) `) and the spaces after it; nil when it
    /// opens with none.
    static func afterListMarker(_ line: Substring) -> Substring? {
        var rest = line
        if let first = rest.first, first == "-" || first == "*" || first == "+" {
            rest = rest.dropFirst()
        } else {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard (1...9).contains(digits.count) else { return nil }
            rest = rest.dropFirst(digits.count)
            guard let mark = rest.first, mark == "." || mark == ")" else { return nil }
            rest = rest.dropFirst()
        }
        guard let space = rest.first, space == " " || space == "\t" else { return nil }
        return rest.drop { $0 == " " || $0 == "\t" }
    }

    /// A link label as CommonMark matches it: case folded (upper cased, then lower cased: `Straße` is
    /// `strasse`, as `STRASSE` is), its white space collapsed.
    static func normalizedLabel(_ label: Substring) -> String {
        Text.collapseWhitespace(String(label)).uppercased().lowercased()
    }

    /// HD0104 for each link reference definition in lines `first...last` (file line numbers) right under
    /// a `</table>`: a line that opens with `[` (after at most 3 spaces) and that no block of `parsed`
    /// holds, cmark having read it as a definition. CommonMark reads it as the HTML block's, so links to
    /// it elsewhere on the page show with their brackets.
    private mutating func reportDefinitions(from first: Int, through last: Int, besides parsed: [Block]) {
        for number in first...last where !parsed.contains(where: { $0.range.start.line...$0.range.end.line ~= number })
        {
            let line = lines.line(number - lineOffset)
            let indent = line.prefix { $0 == " " }
            guard indent.count <= 3, line.dropFirst(indent.count).first == "[" else { continue }
            let excerpt = Text.collapseWhitespace(String(line))
            diagnostics.append(
                Diagnostic(
                    code: .unrecognizedHTML,
                    message:
                        "link reference definition right under </table> with no blank line between: CommonMark reads it as raw HTML, so it defines nothing for the page (higdoc uses it only under the table); put a blank line after </table>: '\(excerpt)'",
                    location: DiagnosticLocation(file: path, line: number, column: indent.count + 1), subject: excerpt))
        }
    }

    /// HD0104 for an HTML block that holds text: cmark ends an HTML block only at a blank line (or its
    /// closing tag), so markdown right under a `<div>` is read as HTML, and neither the checks nor the
    /// site see it. The block's `images`, which it keeps as a figure, are named too: the text around them
    /// is what is lost.
    private mutating func reportHeldText(_ text: String, images: [Inline.InlineImage] = [], in html: Block.HTMLBlock) {
        let excerpt = Text.collapseWhitespace(text)
        let shown = excerpt.count > 60 ? excerpt.prefix(60) + "…" : excerpt[...]
        // The block's last line from its text: cmark ends some kinds of HTML block (comments, `<pre>`,
        // `<script>`) a line short.
        let first = html.range.start.line
        var trimmed = html.literal[...]
        while trimmed.last == "\n" { trimmed = trimmed.dropLast() }
        let last = first + trimmed.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        // Counted, not numbered: a message holds nothing an edit elsewhere moves (`JUnitFormatter`).
        let lines = first == last ? "1 line" : "\(last - first + 1) lines"
        // An HTML comment runs to its `-->`; without one, to the end of its container.
        let opening = html.literal.drop { $0 == " " || $0 == "\t" }
        let unclosedComment = opening.hasPrefix("<!--") && !Text.contains("-->", in: html.literal)
        let message =
            unclosedComment
            ? "the HTML comment is not closed (no -->), so \(lines) from it on \(first == last ? "is" : "are") read as the comment, not as content: '\(shown)'"
            : "this raw HTML block (\(lines)) holds text that is read as HTML, not as content: '\(shown)'"
                + (images.isEmpty
                    ? ""
                    : "; its \(images.count == 1 ? "image" : "images") \(images.map { "'\($0.source)'" }.joined(separator: ", ")) \(images.count == 1 ? "is" : "are") kept as a figure")
        diagnostics.append(
            Diagnostic(
                code: .unrecognizedHTML, message: message, location: DiagnosticLocation(file: path, html.range.start),
                subject: excerpt))
    }

    /// Whether `text` is character references (`&nbsp;`, `&#160;`) and white space only.
    static func isOnlyEntitiesAndSpace(_ text: String) -> Bool {
        var rest = text[...]
        while let amp = rest.firstIndex(of: "&") {
            guard Text.isWhitespaceOnly(String(rest[..<amp])),
                let semicolon = rest[amp...].firstIndex(of: ";"),
                rest[rest.index(after: amp)..<semicolon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "#" }),
                rest.index(after: amp) < semicolon
            else { return false }
            rest = rest[rest.index(after: semicolon)...]
        }
        return Text.isWhitespaceOnly(String(rest))
    }

    /// The joined raw HTML of inlines that are only HTML and spaces, or nil.
    private static func htmlOnlyLiteral(_ inlines: [Inline]) -> String? {
        var literal = ""
        for inline in inlines {
            switch inline {
            case .html(let raw): literal += raw
            case .softBreak, .lineBreak: literal += "\n"
            case .text(let text) where Text.isWhitespaceOnly(text): literal += text
            default: return nil
            }
        }
        return literal.isEmpty ? nil : literal
    }

    /// A short, single-line paragraph right above a table that reads as its caption
    /// (`表37-1 工具栏和导航栏适用的标准按钮`, `下表用于标签栏的标准标签图标`, `Table 6-1 …`): at most
    /// `captionLength` characters, or `labeledCaptionLength` when it opens with the table's label, as
    /// English captions do at twice the length of their translations (`Table 33-1 Standard buttons
    /// available for toolbars and navigation bars`, 70).
    private func captionCandidate(_ block: Block?) -> (text: String, location: SourceLocation)? {
        guard case .paragraph(let paragraph)? = block, paragraph.range.start.line == paragraph.range.end.line,
            !paragraph.inlines.contains(where: Self.isLostInCaption)
        else {
            return nil
        }
        let text = Text.collapseWhitespace(paragraph.inlines.plainText)
        let limit = Self.opensWithTableLabel(text) ? Self.labeledCaptionLength : Self.captionLength
        guard !text.isEmpty, text.count <= limit, let last = text.last, !".。:：!！?？,，;；".contains(last) else {
            return nil
        }
        return (text, paragraph.range.start)
    }

    /// Whether an inline would be lost in a caption, which is plain text: a link (and its finding, when its
    /// target is `#`), an image, raw HTML.
    private static func isLostInCaption(_ inline: Inline) -> Bool {
        switch inline {
        case .link, .image, .html: true
        case .emphasis(let children), .strong(let children): children.contains(where: isLostInCaption)
        default: false
        }
    }

    /// The longest caption that does not open with its table's label.
    static let captionLength = 60
    /// The longest caption that opens with its table's label (`Table 33-1 …`, `表 37-1 …`).
    static let labeledCaptionLength = 160

    /// Whether `text` opens with a table's label: `Table` or `表`, spaces, and a digit.
    static func opensWithTableLabel(_ text: String) -> Bool {
        let rest: Substring
        if text.hasPrefix("Table ") {
            rest = text.dropFirst(6)
        } else if text.hasPrefix("表") {
            rest = text.dropFirst()
        } else {
            return false
        }
        return rest.drop { $0 == " " }.first.map { $0.isASCII && $0.isNumber } ?? false
    }

    /// A paragraph made of images only (and the spaces between them) is a figure.
    private func figure(from inlines: [Inline], range: SourceRange) -> Block.Figure? {
        var images: [Inline.InlineImage] = []
        for inline in inlines {
            switch inline {
            case .image(let image): images.append(image)
            case .softBreak, .lineBreak: continue
            case .text(let text) where Text.isWhitespaceOnly(text): continue
            default: return nil
            }
        }
        return images.isEmpty ? nil : Block.Figure(images: images, caption: "", range: range)
    }
}
