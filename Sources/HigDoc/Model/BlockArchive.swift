/// A parsed page's blocks as compact bytes, and back: what `higdoc build` keeps of each page it checked so
/// that the pages showing it need not parse it again (`ParsedDocumentSpool`).
///
/// Parsing a page again (libcmark, then the recoveries on top of its tree: pipe and HTML tables, CJK
/// emphasis, callouts, figures) costs about ten times as much as reading its blocks back from these
/// bytes. The format is private to one run of higdoc (it is never stored): every field of every block and
/// inline in declaration order; integers as LEB128 varints (zigzag for signed ones), texts as a length and
/// their UTF-8 bytes, optionals and cases as one tag byte, lists as a count and their elements.
public enum BlockArchive {
    /// The blocks as bytes, appended to `bytes`.
    public static func encode(_ blocks: [Block], into bytes: inout [UInt8]) {
        var writer = Writer(bytes: bytes)
        bytes = []
        writer.blocks(blocks)
        bytes = writer.bytes
    }

    /// The blocks `encode` wrote into `bytes`; nil when the bytes are not such an archive (cut short, an
    /// unknown tag, bytes left over). Texts are decoded as `String(decoding:as:)` decodes (never invalid
    /// here: they were written from strings).
    public static func decode(_ bytes: UnsafeRawBufferPointer) -> [Block]? {
        var reader = Reader(bytes: bytes)
        guard let blocks = reader.blocks(), reader.offset == bytes.count else { return nil }
        return blocks
    }

    /// Appends the fields of blocks and inlines.
    struct Writer {
        var bytes: [UInt8]

        mutating func unsigned(_ value: UInt64) {
            var value = value
            while value >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
                value >>= 7
            }
            bytes.append(UInt8(value))
        }

        mutating func int(_ value: Int) {
            let wide = Int64(value)
            unsigned(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
        }

        mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

        mutating func text(_ value: String) {
            var value = value
            value.withUTF8 { utf8 in
                unsigned(UInt64(utf8.count))
                bytes.append(contentsOf: utf8)
            }
        }

        mutating func optionalText(_ value: String?) {
            bool(value != nil)
            if let value { text(value) }
        }

        mutating func location(_ value: SourceLocation) {
            int(value.line)
            int(value.column)
        }

        mutating func range(_ value: SourceRange) {
            location(value.start)
            location(value.end)
        }

        mutating func blocks(_ values: [Block]) {
            unsigned(UInt64(values.count))
            for value in values { block(value) }
        }

        mutating func block(_ value: Block) {
            switch value {
            case .heading(let heading):
                bytes.append(0)
                int(heading.level)
                inlines(heading.inlines)
                optionalText(heading.anchor)
                range(heading.range)
                optionalText(heading.attributeID)
            case .paragraph(let paragraph):
                bytes.append(1)
                inlines(paragraph.inlines)
                range(paragraph.range)
            case .list(let list):
                bytes.append(2)
                bool(list.ordered)
                int(list.start)
                bool(list.tight)
                unsigned(UInt64(list.items.count))
                for item in list.items {
                    blocks(item.blocks)
                    range(item.range)
                }
                range(list.range)
            case .blockQuote(let quote):
                bytes.append(3)
                blocks(quote.blocks)
                range(quote.range)
            case .callout(let callout):
                bytes.append(4)
                text(callout.kind.rawValue)
                text(callout.label)
                blocks(callout.blocks)
                range(callout.range)
            case .codeBlock(let code):
                bytes.append(5)
                text(code.info)
                text(code.literal)
                range(code.range)
            case .htmlBlock(let html):
                bytes.append(6)
                text(html.literal)
                range(html.range)
            case .table(let table):
                bytes.append(7)
                text(table.origin.rawValue)
                text(table.caption)
                bool(table.captionLocation != nil)
                if let captionLocation = table.captionLocation { location(captionLocation) }
                optionalText(table.anchor)
                cells(table.header)
                unsigned(UInt64(table.rows.count))
                for row in table.rows {
                    cells(row.cells)
                    location(row.location)
                }
                range(table.range)
                unsigned(UInt64(table.alignments.count))
                bytes.append(contentsOf: table.alignments.map(\.rawValue))
            case .figure(let figure):
                bytes.append(8)
                unsigned(UInt64(figure.images.count))
                for image in figure.images { self.image(image) }
                text(figure.caption)
                range(figure.range)
            case .thematicBreak(let range):
                bytes.append(9)
                self.range(range)
            }
        }

        mutating func cells(_ values: [Table.Cell]) {
            unsigned(UInt64(values.count))
            for cell in values {
                inlines(cell.inlines)
                location(cell.location)
            }
        }

        mutating func image(_ value: Inline.InlineImage) {
            text(value.source)
            text(value.title)
            text(value.alt)
            location(value.location)
        }

        mutating func inlines(_ values: [Inline]) {
            unsigned(UInt64(values.count))
            for value in values {
                switch value {
                case .text(let text):
                    bytes.append(0)
                    self.text(text)
                case .code(let code):
                    bytes.append(1)
                    text(code)
                case .emphasis(let children):
                    bytes.append(2)
                    inlines(children)
                case .strong(let children):
                    bytes.append(3)
                    inlines(children)
                case .link(let link):
                    bytes.append(4)
                    text(link.destination)
                    text(link.title)
                    inlines(link.children)
                    location(link.location)
                case .image(let image):
                    bytes.append(5)
                    self.image(image)
                case .html(let html):
                    bytes.append(6)
                    text(html)
                case .softBreak: bytes.append(7)
                case .lineBreak: bytes.append(8)
                }
            }
        }
    }

    /// Reads what `Writer` wrote; every read returns nil once the bytes do not hold what it expects.
    struct Reader {
        let bytes: UnsafeRawBufferPointer
        var offset = 0

        init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

        mutating func byte() -> UInt8? {
            guard offset < bytes.count else { return nil }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func unsigned() -> UInt64? {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while let byte = byte() {
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
                if shift > 63 { return nil }
            }
            return nil
        }

        /// A count of elements still to read, each taking at least one byte.
        mutating func count() -> Int? {
            guard let value = unsigned(), value <= UInt64(bytes.count - offset) else { return nil }
            return Int(value)
        }

        mutating func int() -> Int? {
            guard let value = unsigned() else { return nil }
            return Int(truncatingIfNeeded: Int64(bitPattern: (value >> 1) ^ (0 &- (value & 1))))
        }

        mutating func bool() -> Bool? {
            switch byte() {
            case 0: false
            case 1: true
            default: nil
            }
        }

        mutating func text() -> String? {
            guard let length = count() else { return nil }
            let start = offset
            offset += length
            // Written from a `String`, so valid UTF-8: decoded without the generic validating initializer
            // (unspecialized, it instantiated generic metadata for every text).
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        }

        mutating func optionalText() -> String?? {
            guard let present = bool() else { return nil }
            guard present else { return .some(nil) }
            guard let text = text() else { return nil }
            return .some(text)
        }

        mutating func location() -> SourceLocation? {
            guard let line = int(), let column = int() else { return nil }
            return SourceLocation(line: line, column: column)
        }

        mutating func range() -> SourceRange? {
            guard let start = location(), let end = location() else { return nil }
            return SourceRange(start: start, end: end)
        }

        mutating func blocks() -> [Block]? {
            guard let count = count() else { return nil }
            var values: [Block] = []
            values.reserveCapacity(count)
            for _ in 0..<count {
                guard let value = block() else { return nil }
                values.append(value)
            }
            return values
        }

        mutating func block() -> Block? {
            switch byte() {
            case 0:
                guard let level = int(), let inlines = inlines(), let anchor = optionalText(), let range = range(),
                    let attributeID = optionalText()
                else { return nil }
                return .heading(
                    Block.Heading(
                        level: level, inlines: inlines, anchor: anchor, range: range, attributeID: attributeID))
            case 1:
                guard let inlines = inlines(), let range = range() else { return nil }
                return .paragraph(Block.Paragraph(inlines: inlines, range: range))
            case 2:
                guard let ordered = bool(), let start = int(), let tight = bool(), let count = count() else {
                    return nil
                }
                var items: [Block.ListItem] = []
                items.reserveCapacity(count)
                for _ in 0..<count {
                    guard let blocks = blocks(), let range = range() else { return nil }
                    items.append(Block.ListItem(blocks: blocks, range: range))
                }
                guard let range = range() else { return nil }
                return .list(Block.List(ordered: ordered, start: start, tight: tight, items: items, range: range))
            case 3:
                guard let blocks = blocks(), let range = range() else { return nil }
                return .blockQuote(Block.BlockQuote(blocks: blocks, range: range))
            case 4:
                guard let kind = text().flatMap(CalloutKind.init(rawValue:)), let label = text(),
                    let blocks = blocks(), let range = range()
                else { return nil }
                return .callout(Block.Callout(kind: kind, label: label, blocks: blocks, range: range))
            case 5:
                guard let info = text(), let literal = text(), let range = range() else { return nil }
                return .codeBlock(Block.CodeBlock(info: info, literal: literal, range: range))
            case 6:
                guard let literal = text(), let range = range() else { return nil }
                return .htmlBlock(Block.HTMLBlock(literal: literal, range: range))
            case 7:
                return table().map(Block.table)
            case 8:
                guard let count = count() else { return nil }
                var images: [Inline.InlineImage] = []
                images.reserveCapacity(count)
                for _ in 0..<count {
                    guard let image = image() else { return nil }
                    images.append(image)
                }
                guard let caption = text(), let range = range() else { return nil }
                return .figure(Block.Figure(images: images, caption: caption, range: range))
            case 9:
                return range().map(Block.thematicBreak)
            default:
                return nil
            }
        }

        mutating func table() -> Table? {
            guard let origin = text().flatMap(Table.Origin.init(rawValue:)), let caption = text(),
                let hasCaptionLocation = bool()
            else { return nil }
            var captionLocation: SourceLocation?
            if hasCaptionLocation {
                guard let location = location() else { return nil }
                captionLocation = location
            }
            guard let anchor = optionalText(), let header = cells(), let count = count() else { return nil }
            var rows: [Table.Row] = []
            rows.reserveCapacity(count)
            for _ in 0..<count {
                guard let cells = cells(), let location = location() else { return nil }
                rows.append(Table.Row(cells: cells, location: location))
            }
            guard let range = range(), let alignmentCount = self.count() else { return nil }
            var alignments: [Table.Alignment] = []
            for _ in 0..<alignmentCount {
                guard let byte = byte(), let alignment = Table.Alignment(rawValue: byte) else { return nil }
                alignments.append(alignment)
            }
            return Table(
                origin: origin, caption: caption, captionLocation: captionLocation, anchor: anchor, header: header,
                rows: rows, range: range, alignments: alignments)
        }

        mutating func cells() -> [Table.Cell]? {
            guard let count = count() else { return nil }
            var cells: [Table.Cell] = []
            cells.reserveCapacity(count)
            for _ in 0..<count {
                guard let inlines = inlines(), let location = location() else { return nil }
                cells.append(Table.Cell(inlines: inlines, location: location))
            }
            return cells
        }

        mutating func image() -> Inline.InlineImage? {
            guard let source = text(), let title = text(), let alt = text(), let location = location() else {
                return nil
            }
            return Inline.InlineImage(source: source, title: title, alt: alt, location: location)
        }

        mutating func inlines() -> [Inline]? {
            guard let count = count() else { return nil }
            var values: [Inline] = []
            values.reserveCapacity(count)
            for _ in 0..<count {
                let value: Inline
                switch byte() {
                case 0:
                    guard let text = text() else { return nil }
                    value = .text(text)
                case 1:
                    guard let code = text() else { return nil }
                    value = .code(code)
                case 2:
                    guard let children = inlines() else { return nil }
                    value = .emphasis(children)
                case 3:
                    guard let children = inlines() else { return nil }
                    value = .strong(children)
                case 4:
                    guard let destination = text(), let title = text(), let children = inlines(),
                        let location = location()
                    else { return nil }
                    value = .link(
                        Inline.Link(destination: destination, title: title, children: children, location: location))
                case 5:
                    guard let image = image() else { return nil }
                    value = .image(image)
                case 6:
                    guard let html = text() else { return nil }
                    value = .html(html)
                case 7: value = .softBreak
                case 8: value = .lineBreak
                default: return nil
                }
                values.append(value)
            }
            return values
        }
    }
}
