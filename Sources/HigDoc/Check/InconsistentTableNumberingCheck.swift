import Foundation

/// Finds a document that numbers its tables with different chapter numbers (HD0311): the zh page
/// refers to `表 35-1` in the text while the caption says `表37-1`. The chapter most references use is
/// taken as right, the captions' breaking a tie; a reference is compared with the same table's. A
/// reference to a table the document does not have (`表 37-3` on a page of two tables) is one too: a
/// table's number is its place among the document's tables, captioned or not.
enum InconsistentTableNumberingCheck {
    struct Reference {
        var chapter: Int
        var table: Int
        var written: String
        var location: SourceLocation
        var isCaption: Bool
    }

    static let pattern = try! NSRegularExpression(pattern: #"(Table|表)\s*(\d+)\s*-\s*(\d+)"#)

    static func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for document in context.corpus.documents.sorted(by: { $0.key < $1.key }) {
            let references = self.references(in: document, context)
            guard let chapter = chapter(of: references) else { continue }
            // Each table numbered right, by its number: its first caption, else its first mention.
            var numberedRight: [Int: Reference] = [:]
            for reference in references where reference.chapter == chapter {
                if let kept = numberedRight[reference.table], kept.isCaption || !reference.isCaption { continue }
                numberedRight[reference.table] = reference
            }
            for reference in references where reference.chapter != chapter {
                // The same table numbered right: its caption, else a mention of it.
                let expected = numberedRight[reference.table]
                let expectedText =
                    expected.map { "“\($0.written)”, as the document numbers it elsewhere" } ?? "chapter \(chapter)"
                found.append(
                    Diagnostic(
                        code: .inconsistentTableNumbering,
                        message:
                            "inconsistent table numbering: “\(reference.written)” does not match \(expectedText); the document's tables are numbered \(chapter)-n",
                        location: DiagnosticLocation(file: document.path, reference.location),
                        related: expected.map { [DiagnosticLocation(file: document.path, $0.location)] } ?? [],
                        bar: context.bar(at: reference.location.line, document: document.key),
                        subject: "\(document.key)|\(reference.written)"))
            }
            // A document without tables of its own (its tables pictures) says nothing of how many it has.
            let tables = tableCount(document.blocks)
            guard tables > 0 else { continue }
            var reported = Set<Int>()
            for reference in references
            where reference.chapter == chapter && !(1...tables).contains(reference.table)
                && reported.insert(reference.table).inserted
            {
                found.append(
                    Diagnostic(
                        code: .inconsistentTableNumbering,
                        message:
                            "reference to a missing table: “\(reference.written)” names table \(reference.table), but the document has \(tables) table\(tables == 1 ? "" : "s") (\(chapter)-1 to \(chapter)-\(tables))",
                        location: DiagnosticLocation(file: document.path, reference.location),
                        bar: context.bar(at: reference.location.line, document: document.key),
                        subject: "\(document.key)|\(reference.written)|missing"))
            }
        }
        return found
    }

    /// How many tables a document has, in lists, quotes and callouts too.
    static func tableCount(_ blocks: [Block]) -> Int {
        blocks.reduce(0) { count, block in
            switch block {
            case .table: count + 1
            case .list(let list): count + list.items.reduce(0) { $0 + tableCount($1.blocks) }
            case .blockQuote(let quote): count + tableCount(quote.blocks)
            case .callout(let callout): count + tableCount(callout.blocks)
            default: count
            }
        }
    }

    static func references(in document: Document, _ context: CheckContext) -> [Reference] {
        guard let lines = context.sources.files[document.path] else { return [] }
        var captionLines = Set<Int>()
        func collect(_ blocks: [Block]) {
            for block in blocks {
                switch block {
                case .table(let table): if let line = table.captionLocation?.line { captionLines.insert(line) }
                case .list(let list): for item in list.items { collect(item.blocks) }
                case .blockQuote(let quote): collect(quote.blocks)
                case .callout(let callout): collect(callout.blocks)
                default: break
                }
            }
        }
        collect(document.blocks)
        var found: [Reference] = []
        for index in lines.indices
        where index + 1 >= document.bodyStartLine && lines.withUTF8(ofLine: index, mentionsTable(bytes:)) {
            let line = lines[index]
            // Asked at the line's first reference (most lines that name a table hold none).
            var isCaption: Bool?
            // Columns counted on from the match before (matches come in the line's order): a line of many
            // references is walked once.
            var counted = (index: line.startIndex, column: 1)
            for match in scannedMatches(in: line) ?? patternMatches(in: line) {
                guard let chapter = Int(line[match.chapter]), let table = Int(line[match.table]) else { continue }
                let whole = match.whole
                counted = (whole.lowerBound, counted.column + line.distance(from: counted.index, to: whole.lowerBound))
                if isCaption == nil {
                    isCaption = captionLines.contains(index + 1) || Text.contains("tablecaption", in: line)
                }
                found.append(
                    Reference(
                        chapter: chapter, table: table, written: String(line[whole]),
                        location: SourceLocation(line: index + 1, column: counted.column), isCaption: isCaption!))
            }
        }
        return found
    }

    /// One match of `pattern`: the whole reference and its two numbers.
    struct Match: Equatable {
        var whole: Range<String.Index>
        var chapter: Range<String.Index>
        var table: Range<String.Index>
    }

    /// The matches of `pattern` in `line`, as the regular expression finds them.
    static func patternMatches(in line: String) -> [Match] {
        pattern.matches(in: line, range: NSRange(line.startIndex..., in: line)).compactMap { match in
            guard let whole = Range(match.range, in: line), let chapter = Range(match.range(at: 2), in: line),
                let table = Range(match.range(at: 3), in: line)
            else { return nil }
            return Match(whole: whole, chapter: chapter, table: table)
        }
    }

    /// The matches of `pattern` in `line`, found over its UTF-8 bytes without the regular expression;
    /// nil when a scalar that decides a match is one whose class `pattern` might see differently (then
    /// `patternMatches` is asked).
    ///
    /// `pattern` matches `Table` or `表`, white space (`\s`, ICU's White_Space), digits (`\d`, any
    /// Nd), white space, `-`, white space, digits. The three classes are disjoint, so the greedy match
    /// never backtracks: a match is read forward from each `T` or `表`, and the search goes on after a
    /// match or one scalar past a failed start, as the regular expression's does. The scan decides only
    /// on scalars whose class is fixed (`ScalarClass`).
    static func scannedMatches(in line: String) -> [Match]? {
        let offsets: [(whole: Range<Int>, chapter: Range<Int>, table: Range<Int>)]? = Text.withUTF8(line) { bytes in
            var found: [(whole: Range<Int>, chapter: Range<Int>, table: Range<Int>)] = []
            var start = 0
            while let keyword = nextKeyword(in: bytes, from: start) {
                var position = keyword
                /// Moves `position` past the scalars of `kind`; false when it stops at a scalar of
                /// unknown class.
                func skip(_ kind: ScalarClass) -> Bool {
                    while position < bytes.count {
                        let (value, length) = Text.decodeScalar(bytes, at: position)
                        guard let found = ScalarClass(value) else { return false }
                        guard found == kind else { return true }
                        position += length
                    }
                    return true
                }
                /// Whether the bytes at `position` are `expected`, moving past them if so.
                func read(_ expected: StaticString) -> Bool {
                    guard position + expected.utf8CodeUnitCount <= bytes.count,
                        memcmp(bytes.baseAddress! + position, expected.utf8Start, expected.utf8CodeUnitCount) == 0
                    else { return false }
                    position += expected.utf8CodeUnitCount
                    return true
                }
                /// What starts at `keyword`.
                func attempt() -> Attempt {
                    guard read("Table") || read("表") else { return .none }
                    guard skip(.space) else { return .undecided }
                    let chapterStart = position
                    guard skip(.digit) else { return .undecided }
                    let chapter = chapterStart..<position
                    if chapter.isEmpty { return .none }
                    guard skip(.space) else { return .undecided }
                    if !read("-") { return .none }
                    guard skip(.space) else { return .undecided }
                    let tableStart = position
                    guard skip(.digit) else { return .undecided }
                    if tableStart == position { return .none }
                    found.append((keyword..<position, chapter, tableStart..<position))
                    return .match
                }
                switch attempt() {
                case .match: start = position
                case .none: start = keyword + 1
                case .undecided: return nil
                }
            }
            return found
        }
        guard let offsets else { return nil }
        let utf8 = line.utf8
        func range(_ offsets: Range<Int>) -> Range<String.Index> {
            let lower = utf8.index(utf8.startIndex, offsetBy: offsets.lowerBound)
            return lower..<utf8.index(lower, offsetBy: offsets.count)
        }
        return offsets.map { Match(whole: range($0.whole), chapter: range($0.chapter), table: range($0.table)) }
    }

    /// The byte offset of the next `T` or `表` (E8 A1 A8) at or after `start`: where a match can begin.
    private static func nextKeyword(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x54 { return index }
            if byte == 0xE8 && index + 2 < bytes.count && bytes[index + 1] == 0xA1 && bytes[index + 2] == 0xA8 {
                return index
            }
            index += 1
        }
        return nil
    }

    /// What a scan finds at one `T` or `表`: a match, none, or a scalar it cannot class.
    private enum Attempt {
        case match
        case none
        case undecided
    }

    /// How `pattern` classes a scalar, for the scalars whose class no Unicode version changes: ASCII,
    /// CJK ideographs, CJK punctuation and full-width punctuation (none of them is white space or a
    /// digit); nil for any other scalar.
    enum ScalarClass {
        case space, digit, other

        init?(_ value: UInt32) {
            switch value {
            case 0x09...0x0D, 0x20: self = .space
            case 0x30...0x39: self = .digit
            case 0x00...0x7F: self = .other
            case 0x4E00...0x9FFF, 0x3001...0x3003, 0x3008...0x3011, 0x2010...0x2027, 0xFF01...0xFF0F, 0xFF1A...0xFF20:
                self = .other
            default: return nil
            }
        }
    }

    /// Whether a line holds `Table` or `表`, without which `pattern` cannot match (a byte scan that
    /// spares the regular expression almost every line).
    static func mentionsTable(_ line: String) -> Bool {
        Text.withUTF8(line, mentionsTable(bytes:))
    }

    /// `mentionsTable` over a line's UTF-8 bytes.
    static func mentionsTable(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        Text.containsBytes("Table", in: bytes) || Text.containsBytes("表", in: bytes)
    }

    /// The chapter most references use; of those that tie, the one most captions use, then the lowest.
    static func chapter(of references: [Reference]) -> Int? {
        var counts: [Int: (all: Int, captions: Int)] = [:]
        for reference in references {
            counts[reference.chapter, default: (0, 0)].all += 1
            if reference.isCaption { counts[reference.chapter, default: (0, 0)].captions += 1 }
        }
        return counts.max {
            ($0.value.all, $0.value.captions, -$0.key) < ($1.value.all, $1.value.captions, -$1.key)
        }?.key
    }
}
