import CCmark

/// Where the inlines of a paragraph or heading are in the file, from the places cmark gives them.
///
/// cmark 0.30 places an inline by its byte offset into the paragraph's *content* (its lines with the
/// containers' prefixes and leading spaces removed), measured from the start of the content line it is
/// on, plus the paragraph's own start column. That is the file's column on the paragraph's first line,
/// and on a later line only when its content starts in the same column: it is one too high on a lazy
/// continuation line of `>API 备注` (no `>`), too low on a line indented more than the first, too
/// high on a list item's line indented less. Here a later line's content start is worked out as cmark
/// found it (the prefixes of the block quotes and list items around the paragraph, matched as cmark
/// matches them, tabs and all), and the inline's offset is added to it.
///
/// Two more of cmark's slips are mended on the way (the converter mends those of links whose text runs
/// over lines, and of autolinks): a newline cmark passes without counting it (after a backslash hard
/// break, in a link destination or title over two lines) leaves the places after it measured from an
/// earlier line, whose length is subtracted until they fall on their own line; and the lines of link
/// reference definitions that open a paragraph, which cmark drops from its content while still counting
/// its lines from the first of them, are added back.
///
/// The file's lines (`LineIndex`) are passed to each call rather than kept: a copy of them would be
/// retained and released for every paragraph. Their bytes are read where cmark read them.
struct InlinePlaces {
    /// The bytes cmark parsed, which `lines` index (valid while the tree is converted).
    private let bytes: UnsafeBufferPointer<UInt8>
    /// cmark's first and last line of the block (lines of the parsed body).
    private let firstLine: Int
    private let lastLine: Int
    /// cmark's start column of the block, minus one: a content offset of 0 on any line is this column.
    private let blockOffset: Int
    private let containers: [BlockContainer]
    /// A one-line block: cmark's places are the file's, as they are.
    let isExact: Bool
    /// Lines of link reference definitions that open the block.
    private var definitionLines = 0
    /// The most lines read at once for the link reference definitions that open a block.
    static let definitionLinesRead = 32

    /// Newlines cmark did not count before its last counted one, and after it so far (in the content
    /// line it last started, `countedLine`).
    private var uncounted = 0
    private var uncountedSinceLine = 0
    private var countedLine: Int
    /// Whether a newline may have gone uncounted (a hard break, or a link that ended on a later line
    /// than its place says): then every place is checked against its line's length.
    private(set) var mayHaveUncounted = false
    /// `itemIndents`, once worked out.
    private var itemIndents: [Int]?
    /// The last content start worked out, by line.
    private var cachedLine = 0
    private var cachedStart = 0

    init(
        lines: LineIndex, bytes: UnsafeBufferPointer<UInt8>, firstLine: Int, lastLine: Int, startColumn: Int,
        containers: [BlockContainer]
    ) {
        self.bytes = bytes
        self.firstLine = firstLine
        self.lastLine = max(firstLine, lastLine)
        self.blockOffset = max(0, startColumn - 1)
        self.containers = containers
        self.isExact = lastLine <= firstLine
        self.countedLine = firstLine
        if !isExact { definitionLines = referenceDefinitionLines(lines) }
    }

    /// The file's line and 1-based byte column of the place cmark gives as (`line`, `column`).
    mutating func place(line: Int, column: Int, in lines: LineIndex) -> (line: Int, byteColumn: Int) {
        if isExact { return (line, max(1, column)) }
        var (line, offset) = contentPlace(line: line, column: column, in: lines)
        line = min(max(line, firstLine), lastLine)
        return (line, max(1, contentStart(line, in: lines) + max(0, offset) + 1))
    }

    /// Takes note of a place that locates nothing (a text's, the end of a link), for the newlines
    /// cmark did not count before it.
    mutating func note(line: Int, column: Int, in lines: LineIndex) {
        if isExact { return }
        _ = contentPlace(line: line, column: column, in: lines)
    }

    /// Takes note of the end of a link or image: a destination or title over two lines is a newline
    /// cmark did not count.
    mutating func noteEnd(line: Int, column: Int, in lines: LineIndex) {
        if isExact { return }
        let wasChecking = mayHaveUncounted
        mayHaveUncounted = true
        _ = contentPlace(line: line, column: column, in: lines)
        if !wasChecking && uncountedSinceLine == 0 { mayHaveUncounted = false }
    }

    /// A hard break: after a backslash one, cmark goes on counting from the line before.
    mutating func noteHardBreak() {
        mayHaveUncounted = true
    }

    /// The content line (of the file) and the byte offset into it of cmark's place.
    private mutating func contentPlace(line: Int, column: Int, in lines: LineIndex) -> (line: Int, offset: Int) {
        if line > countedLine {
            // cmark counted a newline since the last place: those it did not count before it stay.
            uncounted += uncountedSinceLine
            uncountedSinceLine = 0
            countedLine = line
        }
        var fileLine = line + uncounted + definitionLines
        var offset = column - 1 - blockOffset
        guard mayHaveUncounted else { return (fileLine, offset) }
        var passed = 0
        while fileLine < lastLine {
            let length = lines.byteCount(ofLine: fileLine) - contentStart(fileLine, in: lines)
            guard offset > length else { break }
            // The content line and the line feed cmark ended it with.
            offset -= length + 1
            fileLine += 1
            passed += 1
        }
        if line == countedLine { uncountedSinceLine = max(uncountedSinceLine, passed) }
        return (fileLine, offset)
    }

    /// The byte offset into line `line` at which cmark's content line starts (it may lie before the
    /// line's start, by the spaces cmark put for a tab it had partly read).
    private mutating func contentStart(_ line: Int, in lines: LineIndex) -> Int {
        if line <= firstLine { return blockOffset }
        if line == cachedLine { return cachedStart }
        cachedLine = line
        cachedStart = content(ofLine: line, in: lines).start
        return cachedStart
    }

    /// Where cmark's content line of (later) line `line` starts, as `contentStart`, and where the bytes it
    /// takes from the line start (after the spaces it put for a tab it had partly read).
    private mutating func content(ofLine line: Int, in lines: LineIndex) -> (start: Int, bytes: Int) {
        let containers = containers
        let indents = containers.isEmpty ? [] : itemIndents(in: lines)
        return withLine(line, in: lines) { bytes in
            var prefix = CmarkLinePrefix(bytes)
            for (container, indent) in zip(containers, indents) {
                let matched: Bool
                switch container {
                case .blockQuote: matched = prefix.matchBlockQuote()
                case .listItem: matched = prefix.matchListItem(indent: indent)
                }
                // A lazy continuation line: its content is the rest of the line, spaces included.
                if !matched { return prefix.lazyContent }
            }
            prefix.findFirstNonspace()
            return (prefix.firstNonspace, prefix.firstNonspace)
        }
    }

    /// How many of the block's lines link reference definitions take (`[a]: /url "title"`), which
    /// cmark drops from a paragraph's content before reading its inlines: the most lines from the first
    /// that cmark reads as nothing but definitions. Only a block that opens with `[` is read again.
    ///
    /// The lines are read in windows of `definitionLinesRead`: within a window, the runs of lines from its
    /// first are parsed from the longest down to the first that is only definitions (a definition's title
    /// may go on over lines, so a shorter run may be definitions when a longer one is not). The next
    /// window starts at the line that starts the last definition of that run (whose title may go on past
    /// the window), or after the run when that is the window's first line, until a window finds no more. So 20,000 definitions before a paragraph's text cost
    /// about 650 parses of 32 lines, not 20,000 long ones (or, as when only one window was read, a
    /// wrong line for every place after them).
    private mutating func referenceDefinitionLines(_ lines: LineIndex) -> Int {
        let opensWithBracket = withLine(firstLine, in: lines) { bytes in
            blockOffset < bytes.count && bytes[blockOffset] == UInt8(ascii: "[")
        }
        guard opensWithBracket else { return 0 }
        var defined = 0
        var windowStart = firstLine
        while windowStart <= lastLine - 1 {
            let windowEnd = min(lastLine - 1, windowStart + Self.definitionLinesRead - 1)
            guard let run = longestDefinitionRun(from: windowStart, through: windowEnd, in: lines),
                run.end - firstLine + 1 > defined || run.lastStart > windowStart
            else { break }
            defined = max(defined, run.end - firstLine + 1)
            windowStart = run.lastStart > windowStart ? run.lastStart : run.end + 1
        }
        return defined
    }

    /// The last line of the longest run of lines from `start` (up to `last`) that cmark reads as nothing but
    /// link reference definitions, and the last line of that run that starts one (a `[` where its content
    /// starts, after lines that are nothing but definitions: a `[` inside a title over lines starts none);
    /// nil when no run is. Only lines with a `]:` among them are parsed.
    private mutating func longestDefinitionRun(from start: Int, through last: Int, in lines: LineIndex)
        -> (end: Int, lastStart: Int)?
    {
        let mayDefine = (start...last).contains { line in
            withLine(line, in: lines) { bytes in
                bytes.indices.dropLast().contains {
                    bytes[$0] == UInt8(ascii: "]") && bytes[$0 + 1] == UInt8(ascii: ":")
                }
            }
        }
        guard mayDefine else { return nil }
        // The content lines, each as cmark reads it in a paragraph of its own: its spaces are dropped, so
        // one that starts with spaces and `[`, which can go on a definition but not start one, keeps an
        // `x` in their place. Where each line ends in the probe, and the lines that open with a `[`.
        var probe: [UInt8] = []
        var ends: [Int] = []
        var brackets: [Int] = []
        for line in start...last {
            let contentStart =
                line == firstLine ? (start: blockOffset, bytes: blockOffset) : content(ofLine: line, in: lines)
            withLine(line, in: lines) { bytes in
                let text = bytes[min(contentStart.bytes, bytes.count)...]
                let spaces = text.prefix { $0 == 0x20 || $0 == 0x09 }.count
                if (contentStart.start < contentStart.bytes || spaces > 0)
                    && text.dropFirst(spaces).first == UInt8(ascii: "[")
                {
                    probe.append(UInt8(ascii: "x"))
                    probe += text.dropFirst(spaces)
                } else {
                    if text.first == UInt8(ascii: "[") { brackets.append(line) }
                    probe += text
                }
            }
            probe.append(0x0A)
            ends.append(probe.count)
        }
        // Whether the probe's first `lines` lines are nothing but definitions.
        func onlyDefinitions(_ lines: Int) -> Bool {
            guard lines > 0 else { return true }
            let count = ends[lines - 1]
            return probe.withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: count) { base -> Bool in
                    guard let document = cmark_parse_document(base, count, CMARK_OPT_DEFAULT) else { return false }
                    defer { cmark_node_free(document) }
                    return cmark_node_first_child(document) == nil
                }
            }
        }
        // The longest run first: in a long list of definitions the whole window is one, and one parse
        // finds it.
        guard let length = stride(from: ends.count, to: 0, by: -1).first(where: onlyDefinitions) else { return nil }
        // The run's last definition starts at its last `[` line that comes after nothing but definitions (a
        // `[` inside a title over lines starts none): in a run of definitions, one more parse.
        let lastStart =
            brackets.reversed().first { $0 < start + length && onlyDefinitions($0 - start) } ?? start
        return (start + length - 1, lastStart)
    }

    /// Calls `body` with the bytes of line `line`, its line end left out: in the bytes cmark parsed, or
    /// (when those are not what `lines` index) in a copy.
    private func withLine<Result>(
        _ line: Int, in lines: LineIndex, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        if let range = lines.byteRange(ofLine: line), range.upperBound <= bytes.count {
            return body(UnsafeBufferPointer(rebasing: bytes[range]))
        }
        return lines.withBytes(ofLine: line, body)
    }

    /// For each container, the indent (in columns) a line needs to continue it if it is a list item: its
    /// marker's offset plus its padding, as cmark worked them out on the item's first line (0 for a block
    /// quote). Worked out once for the block.
    private mutating func itemIndents(in lines: LineIndex) -> [Int] {
        if let itemIndents { return itemIndents }
        var indents: [Int] = []
        indents.reserveCapacity(containers.count)
        for container in containers {
            guard case .listItem(let itemLine) = container else {
                indents.append(0)
                continue
            }
            let outer = zip(containers, indents)
            indents.append(
                withLine(itemLine, in: lines) { bytes in
                    var prefix = CmarkLinePrefix(bytes)
                    for (container, indent) in outer {
                        switch container {
                        case .blockQuote(let line):
                            if line < itemLine { _ = prefix.matchBlockQuote() } else { prefix.openBlockQuote() }
                        case .listItem(let line):
                            if line < itemLine {
                                _ = prefix.matchListItem(indent: indent)
                            } else {
                                _ = prefix.openListItem()
                            }
                        }
                    }
                    return prefix.openListItem()
                })
        }
        itemIndents = indents
        return indents
    }
}
