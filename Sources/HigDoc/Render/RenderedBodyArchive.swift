/// A rendered body (`RenderedBody`) as compact bytes, and back: what `higdoc build` keeps of each page
/// it checked, so that the pages showing it copy their runs out of it without parsing or rendering the
/// page again (`ParsedDocumentSpool`).
///
/// Reading a body back is a copy of its HTML and a few hundred places; reading a page's blocks back
/// (`BlockArchive`) made thousands of blocks and inlines, each to be freed again, before it could be
/// rendered. The format is private to one run of higdoc, in `BlockArchive`'s encoding: the places, the
/// block starts and the outline field by field, then the HTML's length and bytes.
enum RenderedBodyArchive {
    /// The body as bytes, appended to `bytes`.
    static func encode(_ body: RenderedBody, into bytes: inout [UInt8]) {
        var writer = BlockArchive.Writer(bytes: bytes)
        bytes = []
        writer.unsigned(UInt64(body.places.count))
        for place in body.places {
            writer.unsigned(UInt64(place.offset))
            switch place.kind {
            case .headingLevel(let level):
                writer.bytes.append(0)
                writer.int(level)
            case .linkOpen(let link):
                writer.bytes.append(1)
                writer.text(link.destination)
                writer.text(link.title)
                writer.location(link.location)
            case .linkClose:
                writer.bytes.append(2)
            case .unit(.paragraph(let start)):
                writer.bytes.append(3)
                writer.location(start)
            case .unit(.row(let starts)):
                writer.bytes.append(4)
                writer.unsigned(UInt64(starts.count))
                for start in starts { writer.location(start) }
            case .unit(.listItem(let start)):
                writer.bytes.append(5)
                writer.location(start)
            case .unit(.heading(let start)):
                writer.bytes.append(6)
                writer.location(start)
            }
        }
        writer.unsigned(UInt64(body.blockStarts.count))
        for start in body.blockStarts {
            writer.unsigned(UInt64(start.offset))
            writer.unsigned(UInt64(start.place))
        }
        writer.unsigned(UInt64(body.outline.blockCount))
        writer.unsigned(UInt64(body.outline.headings.count))
        for heading in body.outline.headings {
            writer.unsigned(UInt64(heading.block))
            writer.int(heading.level)
            writer.location(heading.start)
        }
        writer.optionalText(body.outline.firstHeadingText)
        writer.unsigned(UInt64(body.bytes.count))
        body.bytes.withUnsafeBytes { writer.bytes.append(contentsOf: $0) }
        bytes = writer.bytes
    }

    /// The body `encode` wrote into `bytes`; nil when the bytes are not such an archive (cut short, an
    /// unknown tag, an offset past the HTML, bytes left over).
    static func decode(_ bytes: UnsafeRawBufferPointer) -> RenderedBody? {
        var reader = BlockArchive.Reader(bytes: bytes)
        guard let placeCount = reader.count() else { return nil }
        var places: [RenderedBody.Place] = []
        places.reserveCapacity(placeCount)
        for _ in 0..<placeCount {
            guard let offset = reader.unsigned(), offset <= UInt64(bytes.count), let kind = Self.kind(&reader) else {
                return nil
            }
            places.append(RenderedBody.Place(offset: Int(offset), kind: kind))
        }
        guard let startCount = reader.count() else { return nil }
        var blockStarts: [RenderedBody.BlockStart] = []
        blockStarts.reserveCapacity(startCount)
        for _ in 0..<startCount {
            guard let offset = reader.unsigned(), offset <= UInt64(bytes.count), let place = reader.unsigned(),
                place <= UInt64(places.count)
            else { return nil }
            blockStarts.append(RenderedBody.BlockStart(offset: Int(offset), place: Int(place)))
        }
        guard let blockCount = reader.unsigned(), let headingCount = reader.count() else { return nil }
        var headings: [RenderedBody.Outline.Heading] = []
        for _ in 0..<headingCount {
            guard let block = reader.unsigned(), let level = reader.int(), let start = reader.location() else {
                return nil
            }
            headings.append(RenderedBody.Outline.Heading(block: Int(block), level: level, start: start))
        }
        guard let firstHeadingText = reader.optionalText(), let length = reader.count(),
            reader.offset + length == bytes.count
        else { return nil }
        let html = UnsafeRawBufferPointer(rebasing: bytes[reader.offset...])
        guard blockStarts.allSatisfy({ $0.offset <= length }), places.allSatisfy({ $0.offset <= length }) else {
            return nil
        }
        var body = HTMLBytes(reservingCapacity: length)
        body.append(html.assumingMemoryBound(to: UInt8.self))
        return RenderedBody(
            bytes: body, blockStarts: blockStarts, places: places,
            outline: RenderedBody.Outline(
                blockCount: Int(blockCount), headings: headings, firstHeadingText: firstHeadingText))
    }

    /// A place's kind, read after its offset.
    private static func kind(_ reader: inout BlockArchive.Reader) -> RenderedBody.Place.Kind? {
        switch reader.byte() {
        case 0: return reader.int().map { .headingLevel($0) }
        case 1:
            guard let destination = reader.text(), let title = reader.text(), let location = reader.location() else {
                return nil
            }
            return .linkOpen(Inline.Link(destination: destination, title: title, children: [], location: location))
        case 2: return .linkClose
        case 3: return reader.location().map { .unit(.paragraph($0)) }
        case 4:
            guard let count = reader.count() else { return nil }
            var starts: [SourceLocation] = []
            starts.reserveCapacity(count)
            for _ in 0..<count {
                guard let start = reader.location() else { return nil }
                starts.append(start)
            }
            return .unit(.row(starts))
        case 5: return reader.location().map { .unit(.listItem($0)) }
        case 6: return reader.location().map { .unit(.heading($0)) }
        default: return nil
        }
    }
}
