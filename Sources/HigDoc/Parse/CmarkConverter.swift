import CCmark

/// The only place higdoc touches libcmark: parses markdown and converts cmark's tree into `Block`s.
///
/// The conversion is faithful to what cmark produced (HTML fragments stay fragments, pipe tables
/// stay paragraphs); the recoveries in `BlockRecovery` work on the result, in Swift, with no C types.
struct CmarkConverter {
    let lines: LineIndex
    /// Added to cmark's line numbers: the file line on which the parsed body starts, minus one.
    let lineOffset: Int
    /// Makes the strings of literals, from the body where it holds them.
    let literals: CmarkLiterals
    /// The bytes cmark parses: the body's, which `lines` index, or a copy of them.
    let bytes: UnsafeBufferPointer<UInt8>

    /// Parses `body` (the markdown after the front matter) and converts the whole tree.
    ///
    /// Throws `NestingTooDeep` at the first container or inline nested more than `NestingTooDeep.limit`
    /// deep, before converting it: the conversion recurses once per level.
    static func blocks(parsing body: Substring, lines: LineIndex, lineOffset: Int) throws -> [Block] {
        // cmark reads the body's bytes where they are; a body not stored contiguously is copied first.
        if let blocks = try body.utf8.withContiguousStorageIfAvailable({ bytes in
            try CmarkConverter(
                lines: lines, lineOffset: lineOffset, literals: CmarkLiterals(source: body, bytes: bytes), bytes: bytes
            ).blocks(parsingBytes: bytes)
        }) {
            return blocks
        }
        var copy = String(body)
        let source = copy[...]
        return try copy.withUTF8 { bytes in
            try CmarkConverter(
                lines: lines, lineOffset: lineOffset, literals: CmarkLiterals(source: source, bytes: bytes),
                bytes: bytes
            ).blocks(parsingBytes: bytes)
        }
    }

    /// Parses UTF-8 markdown and converts the whole tree. `CMARK_OPT_SOURCEPOS` changes nothing but the
    /// places of inlines after a code span or raw HTML that runs over lines, which cmark otherwise leaves
    /// on the line the span started on.
    private func blocks(parsingBytes buffer: UnsafeBufferPointer<UInt8>) throws -> [Block] {
        guard let base = buffer.baseAddress,
            let document = base.withMemoryRebound(
                to: CChar.self, capacity: buffer.count, { cmark_parse_document($0, buffer.count, CMARK_OPT_SOURCEPOS) })
        else { return [] }
        defer { cmark_node_free(document) }
        return try children(of: document).compactMap { try block($0, in: []) }
    }

    private func children(of node: OpaquePointer) -> [OpaquePointer] {
        var result: [OpaquePointer] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            result.append(current)
            child = cmark_node_next(current)
        }
        return result
    }

    private func range(of node: OpaquePointer) -> SourceRange {
        let startLine = Int(cmark_node_get_start_line(node))
        let endLine = Int(cmark_node_get_end_line(node))
        let start = lines.location(line: startLine, byteColumn: Int(cmark_node_get_start_column(node)))
        let end = lines.location(line: endLine, byteColumn: max(1, Int(cmark_node_get_end_column(node))))
        return SourceRange(
            start: SourceLocation(line: start.line + lineOffset, column: start.column),
            end: SourceLocation(line: end.line + lineOffset, column: end.column))
    }

    /// Where link or image `node` starts: its `[`, `![` or (an autolink's) `<`, placed by `places`, and
    /// whether it is an autolink.
    ///
    /// cmark gives a link whose text runs over lines the line of its `]` (with the column of its `[`),
    /// and an autolink (`<https://…>`) a column counted from the paragraph's start, not its line's. The
    /// text that opens a link's text is placed right and starts just after the `[` (`![`, `<`), so a link
    /// is placed by that text when its text opens with one; else by its own column, on the line of the
    /// first inline of its text less the line breaks before it.
    private func start(ofLinkOrImage node: OpaquePointer, places: inout InlinePlaces) -> (
        location: SourceLocation, isAutolink: Bool
    ) {
        let opener = cmark_node_get_type(node) == CMARK_NODE_IMAGE ? 2 : 1
        var line: Int
        var column: Int
        if let first = cmark_node_first_child(node), cmark_node_get_type(first) == CMARK_NODE_TEXT {
            line = Int(cmark_node_get_start_line(first))
            column = Int(cmark_node_get_start_column(first)) - opener
        } else {
            line = places.isExact ? Int(cmark_node_get_start_line(node)) : openerLine(of: node)
            column = Int(cmark_node_get_start_column(node))
        }
        let place = places.place(line: line, column: column, in: lines)
        let start = lines.location(line: place.line, byteColumn: place.byteColumn)
        var isAutolink = false
        if opener == 1 && place.byteColumn >= 1 {
            if let range = lines.byteRange(ofLine: place.line), range.upperBound <= bytes.count {
                let offset = range.lowerBound + place.byteColumn - 1
                isAutolink = offset < range.upperBound && bytes[offset] == UInt8(ascii: "<")
            } else {
                isAutolink = lines.line(place.line).utf8.dropFirst(place.byteColumn - 1).first == UInt8(ascii: "<")
            }
        }
        return (SourceLocation(line: start.line + lineOffset, column: start.column), isAutolink)
    }

    /// cmark's line of the `[` of a link or image whose text does not open with a text: the line of the
    /// first inline of its text, less the line breaks before it (a hard break that opens the text is a
    /// backslash's, which cmark does not count).
    private func openerLine(of node: OpaquePointer) -> Int {
        var breaks = 0
        var child = cmark_node_first_child(node)
        while let current = child {
            switch cmark_node_get_type(current) {
            case CMARK_NODE_SOFTBREAK: breaks += 1
            case CMARK_NODE_LINEBREAK: break
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE: return openerLine(of: current) - breaks
            default: return Int(cmark_node_get_start_line(current)) - breaks
            }
            child = cmark_node_next(current)
        }
        return Int(cmark_node_get_start_line(node)) - breaks
    }

    /// The places of a paragraph's or heading's inlines.
    private func places(of node: OpaquePointer, in containers: [BlockContainer]) -> InlinePlaces {
        InlinePlaces(
            lines: lines, bytes: bytes, firstLine: Int(cmark_node_get_start_line(node)),
            lastLine: Int(cmark_node_get_end_line(node)),
            startColumn: Int(cmark_node_get_start_column(node)), containers: containers)
    }

    private func literal(_ node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map(literals.string) ?? ""
    }

    /// Converts a block; `containers` are the block quotes and list items it is in, outermost first.
    private func block(_ node: OpaquePointer, in containers: [BlockContainer]) throws -> Block? {
        let range = range(of: node)
        // The literals of a leaf block are looked for in its lines.
        literals.startBlock(
            at: lines.byteOffset(
                line: Int(cmark_node_get_start_line(node)), byteColumn: Int(cmark_node_get_start_column(node))),
            end: lines.endByteOffset(line: Int(cmark_node_get_end_line(node))))
        switch cmark_node_get_type(node) {
        case CMARK_NODE_HEADING:
            var places = places(of: node, in: containers)
            return .heading(
                Block.Heading(
                    level: Int(cmark_node_get_heading_level(node)),
                    inlines: try inlines(of: node, places: &places, depth: 0),
                    anchor: nil, range: range))
        case CMARK_NODE_PARAGRAPH:
            var places = places(of: node, in: containers)
            return .paragraph(
                Block.Paragraph(inlines: try inlines(of: node, places: &places, depth: 0), range: range))
        case CMARK_NODE_LIST:
            let items = try children(of: node).map { item in
                let inItem = try nested(containers, .listItem(line: Int(cmark_node_get_start_line(item))))
                return Block.ListItem(
                    blocks: try children(of: item).compactMap { try block($0, in: inItem) }, range: self.range(of: item)
                )
            }
            return .list(
                Block.List(
                    ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                    start: Int(cmark_node_get_list_start(node)),
                    tight: cmark_node_get_list_tight(node) != 0,
                    items: items, range: range))
        case CMARK_NODE_BLOCK_QUOTE:
            let inQuote = try nested(containers, .blockQuote(line: Int(cmark_node_get_start_line(node))))
            return .blockQuote(
                Block.BlockQuote(blocks: try children(of: node).compactMap { try block($0, in: inQuote) }, range: range)
            )
        case CMARK_NODE_CODE_BLOCK:
            let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
            return .codeBlock(Block.CodeBlock(info: info, literal: literal(node), range: range))
        case CMARK_NODE_HTML_BLOCK:
            return .htmlBlock(Block.HTMLBlock(literal: literal(node), range: range))
        case CMARK_NODE_THEMATIC_BREAK:
            return .thematicBreak(range)
        default:
            return nil
        }
    }

    /// `containers` with `container` inside them, or `NestingTooDeep` when that is one too many.
    private func nested(_ containers: [BlockContainer], _ container: BlockContainer) throws -> [BlockContainer] {
        guard containers.count < NestingTooDeep.limit else {
            throw NestingTooDeep(kind: .blocks, line: container.line + lineOffset)
        }
        return containers + [container]
    }

    /// The inlines of `node`, which is inside `depth` emphases, links and images.
    private func inlines(of node: OpaquePointer, places: inout InlinePlaces, depth: Int) throws -> [Inline] {
        // A loop over the children rather than `children(of:).compactMap(inline)`: no array of nodes,
        // and no copy of the converter captured by a method reference for every inline node.
        var result: [Inline] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            if let inline = try inline(current, places: &places, depth: depth) { result.append(inline) }
            child = cmark_node_next(current)
        }
        return result
    }

    private func inline(_ node: OpaquePointer, places: inout InlinePlaces, depth: Int) throws -> Inline? {
        let type = cmark_node_get_type(node)
        if depth >= NestingTooDeep.limit,
            type == CMARK_NODE_EMPH || type == CMARK_NODE_STRONG || type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE
        {
            throw NestingTooDeep(kind: .inlines, line: Int(cmark_node_get_start_line(node)) + lineOffset)
        }
        if places.mayHaveUncounted && type != CMARK_NODE_SOFTBREAK && type != CMARK_NODE_LINEBREAK
            && type != CMARK_NODE_LINK && type != CMARK_NODE_IMAGE
        {
            places.note(
                line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node)), in: lines)
        }
        switch type {
        case CMARK_NODE_TEXT: return .text(literal(node))
        case CMARK_NODE_CODE: return .code(literal(node))
        case CMARK_NODE_HTML_INLINE: return .html(literal(node))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK:
            places.noteHardBreak()
            return .lineBreak
        case CMARK_NODE_EMPH: return .emphasis(try inlines(of: node, places: &places, depth: depth + 1))
        case CMARK_NODE_STRONG: return .strong(try inlines(of: node, places: &places, depth: depth + 1))
        case CMARK_NODE_LINK:
            let (location, isAutolink) = start(ofLinkOrImage: node, places: &places)
            let children = try inlines(of: node, places: &places, depth: depth + 1)
            // An autolink's end is not placed as other ends are (nor can it be on a later line).
            if !isAutolink {
                places.noteEnd(
                    line: Int(cmark_node_get_end_line(node)), column: Int(cmark_node_get_end_column(node)), in: lines)
            }
            return .link(
                Inline.Link(
                    destination: cmark_node_get_url(node).map { String(cString: $0) } ?? "",
                    title: cmark_node_get_title(node).map { String(cString: $0) } ?? "",
                    children: children, location: location))
        case CMARK_NODE_IMAGE:
            let location = start(ofLinkOrImage: node, places: &places).location
            let alt = try inlines(of: node, places: &places, depth: depth + 1).plainText
            places.noteEnd(
                line: Int(cmark_node_get_end_line(node)), column: Int(cmark_node_get_end_column(node)), in: lines)
            return .image(
                Inline.InlineImage(
                    source: cmark_node_get_url(node).map { String(cString: $0) } ?? "",
                    title: cmark_node_get_title(node).map { String(cString: $0) } ?? "",
                    alt: alt, location: location))
        default:
            return nil
        }
    }

    /// What a fragment of inline markdown (a table cell) is parsed after, and removed from again: table
    /// cells hold inline content only (as in GFM), and a character before the fragment keeps cmark from
    /// reading `<img …>` as an HTML block or `# x` as a heading. A punctuation mark with no meaning to
    /// CommonMark's inlines, so that the fragment's first emphasis delimiter flanks as at a line's start:
    /// after the letter it was, `*"quoted"*`, `_a_` and `**「中文」**` opening a cell were no emphasis.
    static let fragmentGuard = "."

    /// Parses a fragment of inline markdown (a table cell) and returns its inlines.
    static func inlines(parsing fragment: String, at location: SourceLocation) throws -> [Inline] {
        let guarded =
            fragmentGuard
            + (Text.containsByte(0x0A, in: fragment) ? Text.replacingScalars(fragment, ["\n": " "]) : fragment)
        let blocks = try blocks(parsing: guarded[...], lines: LineIndex(guarded[...]), lineOffset: location.line - 1)
        guard case .paragraph(let paragraph)? = blocks.first else { return fragment.isEmpty ? [] : [.text(fragment)] }
        var inlines = paragraph.inlines
        if case .text(let first)? = inlines.first {
            let rest = String(first.dropFirst())
            if rest.isEmpty { inlines.removeFirst() } else { inlines[0] = .text(rest) }
        }
        return inlines.map { $0.shifted(byColumns: location.column - 2) }
    }

    /// Whether cmark reads a one-line fragment as nothing but its own text (`inlines(parsing:at:)` gives
    /// `[.text(fragment)]`, or nothing when it is empty): it has none of the bytes that start inline
    /// syntax in cmark 0.30 (`\\` `` ` `` `&` `_` `*` `[` `]` `<` `!`), no control byte (line ends, tabs,
    /// NUL) and no space at its end, which cmark would trim.
    static func isPlainText(_ fragment: String) -> Bool {
        Text.withUTF8(fragment) { bytes in
            if let last = bytes.last, last == 0x20 { return false }
            for byte in bytes {
                switch byte {
                case 0x00..<0x20, 0x7F, UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "&"), UInt8(ascii: "_"),
                    UInt8(ascii: "*"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: "!"):
                    return false
                default: continue
                }
            }
            return true
        }
    }

    /// `inlines(parsing:at:)` of each of many one-line fragments (the cells of a table), in one cmark
    /// call: each fragment, guarded as there, is a paragraph of its own between blank lines, so nothing in
    /// one reaches another (no fragment can open a block or define a link reference).
    static func inlines(parsingEach fragments: [(text: String, location: SourceLocation)]) throws -> [[Inline]] {
        // Plain fragments need no parse at all; the others go to cmark together.
        let plain = fragments.map { isPlainText($0.text) }
        guard plain.contains(false) else { return fragments.map { $0.text.isEmpty ? [] : [.text($0.text)] } }
        if plain.contains(true) {
            var parsed = try inlines(parsingEach: zip(fragments, plain).filter { !$0.1 }.map(\.0))[...]
            return zip(fragments, plain).map { fragment, isPlain in
                isPlain ? (fragment.text.isEmpty ? [] : [.text(fragment.text)]) : parsed.removeFirst()
            }
        }
        // Each alone, its lines are the file's (a fragment nested too deep is reported at its own line).
        func eachAlone() throws -> [[Inline]] { try fragments.map { try inlines(parsing: $0.text, at: $0.location) } }
        // A carriage return would end a line inside a paragraph, and move every later one.
        guard fragments.count > 1, !fragments.contains(where: { Text.containsByte(0x0D, in: $0.text) }) else {
            return try eachAlone()
        }
        var document = ""
        for fragment in fragments {
            document += fragmentGuard
            document +=
                Text.containsByte(0x0A, in: fragment.text)
                ? Text.replacingScalars(fragment.text, ["\n": " "]) : fragment.text
            document += "\n\n"
        }
        let blocks: [Block]
        do {
            blocks = try Self.blocks(parsing: document[...], lines: LineIndex(document[...]), lineOffset: 0)
        } catch is NestingTooDeep {
            return try eachAlone()
        }
        guard blocks.count == fragments.count else { return try eachAlone() }
        var parsed: [[Inline]] = []
        parsed.reserveCapacity(fragments.count)
        for (index, (block, fragment)) in zip(blocks, fragments).enumerated() {
            // Fragment `index` is line 2·index + 1 of the document.
            guard case .paragraph(let paragraph) = block, paragraph.range.start.line == 2 * index + 1,
                paragraph.range.end.line == 2 * index + 1
            else { return try eachAlone() }
            var inlines = paragraph.inlines
            if case .text(let first)? = inlines.first {
                let rest = String(first.dropFirst())
                if rest.isEmpty { inlines.removeFirst() } else { inlines[0] = .text(rest) }
            }
            parsed.append(
                inlines.map { $0.moved(toLine: fragment.location.line, byColumns: fragment.location.column - 2) })
        }
        return parsed
    }
}

extension Inline {
    /// The same inline with its (single-line fragment) locations put on `line` and moved right by `columns`.
    func moved(toLine line: Int, byColumns columns: Int) -> Inline {
        switch self {
        case .link(var link):
            link.location.line = line
            link.location.column += columns
            link.children = link.children.map { $0.moved(toLine: line, byColumns: columns) }
            return .link(link)
        case .image(var image):
            image.location.line = line
            image.location.column += columns
            return .image(image)
        case .strong(let children): return .strong(children.map { $0.moved(toLine: line, byColumns: columns) })
        case .emphasis(let children): return .emphasis(children.map { $0.moved(toLine: line, byColumns: columns) })
        default: return self
        }
    }

    /// The same inline with its (single-line fragment) locations moved right by `columns`.
    func shifted(byColumns columns: Int) -> Inline {
        switch self {
        case .link(var link):
            link.location.column += columns
            link.children = link.children.map { $0.shifted(byColumns: columns) }
            return .link(link)
        case .image(var image):
            image.location.column += columns
            return .image(image)
        case .strong(let children): return .strong(children.map { $0.shifted(byColumns: columns) })
        case .emphasis(let children): return .emphasis(children.map { $0.shifted(byColumns: columns) })
        default: return self
        }
    }
}
