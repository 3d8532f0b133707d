import Foundation

/// Finds a document that numbers its tables with different chapter numbers (HD0311): the zh page
/// refers to `表 35-1` in the text while the caption says `表37-1`. The captions are taken as right.
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
            let captions = references.filter(\.isCaption)
            let basis = captions.isEmpty ? references : captions
            guard let chapter = mostCommon(basis.map(\.chapter)) else { continue }
            for reference in references where reference.chapter != chapter {
                let expected =
                    basis.first { $0.table == reference.table && $0.chapter == chapter }
                    ?? basis.first { $0.chapter == chapter }
                let expectedText = expected.map { "“\($0.written)” (line \($0.location.line))" } ?? "chapter \(chapter)"
                found.append(
                    Diagnostic(
                        code: .inconsistentTableNumbering,
                        message:
                            "inconsistent table numbering: “\(reference.written)” does not match \(expectedText); the document's tables are numbered \(chapter)-n",
                        location: DiagnosticLocation(file: document.path, reference.location),
                        related: expected.map { [DiagnosticLocation(file: document.path, $0.location)] } ?? [],
                        bar: bar(at: reference.location.line, document: document.key, context),
                        subject: "\(document.key)|\(reference.written)"))
            }
        }
        return found
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
            let range = NSRange(line.startIndex..., in: line)
            for match in pattern.matches(in: line, range: range) {
                guard let whole = Range(match.range, in: line), let chapterRange = Range(match.range(at: 2), in: line),
                    let tableRange = Range(match.range(at: 3), in: line), let chapter = Int(line[chapterRange]),
                    let table = Int(line[tableRange])
                else { continue }
                let column = line.distance(from: line.startIndex, to: whole.lowerBound) + 1
                found.append(
                    Reference(
                        chapter: chapter, table: table, written: String(line[whole]),
                        location: SourceLocation(line: index + 1, column: column),
                        isCaption: captionLines.contains(index + 1) || Text.contains("tablecaption", in: line)))
            }
        }
        return found
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

    static func mostCommon(_ values: [Int]) -> Int? {
        var counts: [Int: Int] = [:]
        for value in values { counts[value, default: 0] += 1 }
        return counts.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key
    }

    /// The bar of the innermost section that contains a line.
    static func bar(at line: Int, document: String, _ context: CheckContext) -> String? {
        context.graph.sections.filter { $0.document == document && $0.location.line <= line }.max {
            $0.location.line < $1.location.line
        }?.bars.first
    }
}
