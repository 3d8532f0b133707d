/// Finds English prose left untranslated in a translation (HD0313): a run of four or more English
/// words. Link texts (titles of English references), code, identifiers (`UIBarMetrics`) and terms the
/// translator keeps in parentheses (`（navigation controller）`) are not prose and are skipped; an English
/// sentence in parentheses (`（Also, with each tab you add, you increase the complexity of your app.）`)
/// is prose left untranslated (`parenthesizedSentences`).
enum UntranslatedProseCheck {
    static let minimumWords = 4
    /// How many runs of one text run may be missed (looked for to its end and not found) before the rest
    /// are looked for only within `nearness` characters of where they may start.
    static let maximumMisses = 8
    static let nearness = 4096

    static func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for document in context.corpus.documents where document.language != .en {
            var seen = Set<String>()
            var search = SourceLineSearch(context.sources.files[document.path])
            for (inlines, location, bound) in textRuns(document.blocks) where mayHoldEnglishRun(inlines) {
                let shown = prose(inlines)
                // The sentences in parentheses first, each looked for from the text run's start: they are
                // not in the text the runs below are read from.
                for sentence in parenthesizedSentences(in: shown) {
                    for run in englishRuns(in: sentence) {
                        guard seen.insert("\(location.line):\(location.column)|\(run.words)").inserted else { continue }
                        let precise =
                            search.findRun(run.words, from: location, upTo: bound, limit: nearness)?.start ?? location
                        found.append(
                            Diagnostic(
                                code: .untranslatedProse,
                                message: "untranslated English: “\(quote(run, in: sentence))”",
                                location: DiagnosticLocation(file: document.path, precise),
                                bar: context.bar(at: precise.line, document: document.key),
                                subject: "\(document.key)|\(run.words)"))
                    }
                }
                let text = stripParentheses(shown)
                let runs = englishRuns(in: text)
                guard !runs.isEmpty else { continue }
                // Each run is looked for between where its text run (paragraph, heading, table cell)
                // starts and ends in the source, after the run before it (runs are written in order: a
                // line of many runs is searched once) and no earlier than the source can hold it: after
                // at least as many characters as the text shows before it, and the parts the text drops
                // (`sourceFloors`), so never in a parenthesis, link text or code span before it. After
                // `maximumMisses` runs that were not found, a run is looked for only within `nearness`
                // characters, so that a line of runs written otherwise than their text (a tag in each
                // one's first words) is not searched to its end once a run. A run not found is placed
                // where its text run starts.
                let floors = sourceFloors(of: inlines, at: runs.map(\.offset))
                var searchFrom = location
                var (lowest, lowestFloor) = (location, 0)
                var misses = 0
                for (run, floor) in zip(runs, floors) {
                    lowest = search.advance(lowest, by: max(0, floor - lowestFloor))
                    lowestFloor = max(lowestFloor, floor)
                    let limit = misses >= maximumMisses ? nearness : Int.max
                    let place = search.findRun(run.words, from: max(searchFrom, lowest), upTo: bound, limit: limit)
                    if let place {
                        // The next run starts after this one's words, which are at least as long in the
                        // source as in the text (the search verified its first characters only).
                        let rest = run.words.count - SourceLineSearch.prefixLength
                        searchFrom = rest > 0 ? search.advance(place.end, by: rest) : place.end
                    } else {
                        misses += 1
                    }
                    // One finding per run of words in a text run (a paragraph, heading or cell).
                    guard seen.insert("\(location.line):\(location.column)|\(run.words)").inserted else { continue }
                    let precise = place?.start ?? location
                    found.append(
                        Diagnostic(
                            code: .untranslatedProse, message: "untranslated English: “\(quote(run, in: text))”",
                            location: DiagnosticLocation(file: document.path, precise),
                            bar: context.bar(at: precise.line, document: document.key),
                            subject: "\(document.key)|\(run.words)"))
                }
            }
        }
        return found
    }

    /// The inline runs of a document (paragraphs, headings, table cells) with where each starts and
    /// where it ends in the source (the place after its last character: a cell ends where the next one
    /// starts).
    static func textRuns(_ blocks: [Block]) -> [(inlines: [Inline], start: SourceLocation, bound: SourceLocation)] {
        var runs: [(inlines: [Inline], start: SourceLocation, bound: SourceLocation)] = []
        func after(_ range: SourceRange) -> SourceLocation {
            SourceLocation(line: range.end.line, column: range.end.column + 1)
        }
        for block in blocks {
            switch block {
            case .paragraph(let paragraph):
                runs.append((paragraph.inlines, paragraph.range.start, after(paragraph.range)))
            case .heading(let heading): runs.append((heading.inlines, heading.range.start, after(heading.range)))
            case .list(let list): for item in list.items { runs += textRuns(item.blocks) }
            case .blockQuote(let quote): runs += textRuns(quote.blocks)
            case .callout(let callout): runs += textRuns(callout.blocks)
            case .table(let table):
                // A cell ends where the first later cell that starts after it starts (a cell without text
                // of an HTML table is placed at its line's start), else where the table ends: the next
                // greater location, found from the last cell back.
                let cells = table.header + table.rows.flatMap(\.cells)
                var bounds = [SourceLocation](repeating: after(table.range), count: cells.count)
                var later: [SourceLocation] = []
                for index in cells.indices.reversed() {
                    while let last = later.last, last <= cells[index].location { later.removeLast() }
                    if let last = later.last { bounds[index] = last }
                    later.append(cells[index].location)
                }
                for (cell, bound) in zip(cells, bounds) { runs.append((cell.inlines, cell.location, bound)) }
            default: break
            }
        }
        return runs
    }

    /// Whether the text nodes of `inlines` hold at least `minimumWords` runs of word bytes (ASCII
    /// letters, `'`, `-`). With fewer there is no run of English words to find: joining texts, cutting
    /// out parentheses and separating links can only merge or drop such runs, and every word starts with one.
    static func mayHoldEnglishRun(_ inlines: [Inline]) -> Bool {
        var count = 0
        func visit(_ inlines: [Inline]) -> Bool {
            for inline in inlines {
                switch inline {
                case .text(let text):
                    count += wordByteRuns(in: text)
                    if count >= minimumWords { return true }
                case .emphasis(let children), .strong(let children):
                    if visit(children) { return true }
                default: break
                }
            }
            return false
        }
        return visit(inlines)
    }

    /// The number of maximal runs of ASCII letters, `'` and `-` in a text's bytes.
    static func wordByteRuns(in text: String) -> Int {
        Text.withUTF8(text) { bytes in
            var runs = 0
            var inRun = false
            var index = 0
            while index < bytes.count {
                // Eight bytes that are all non-ASCII (CJK text) hold no word byte and end any run.
                if index + 8 <= bytes.count,
                    UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
                        & 0x8080_8080_8080_8080 == 0x8080_8080_8080_8080
                {
                    inRun = false
                    index += 8
                    continue
                }
                let byte = bytes[index]
                let folded = byte | 0x20
                let isWordByte = (folded >= 0x61 && folded <= 0x7A) || byte == 0x27 || byte == 0x2D
                if isWordByte && !inRun { runs += 1 }
                inRun = isWordByte
                index += 1
            }
            return runs
        }
    }

    /// The text a translator wrote: without link texts, code spans and images.
    static func prose(_ inlines: [Inline]) -> String {
        var out = ""
        forEachPiece(of: inlines) { text, _ in out += text }
        return out
    }

    /// The pieces of a text run's `prose`, in order: the text each leaf inline shows, with the inline.
    static func forEachPiece(of inlines: [Inline], _ body: (String, Inline) -> Void) {
        for inline in inlines {
            switch inline {
            case .text(let text): body(text, inline)
            case .emphasis(let children), .strong(let children): forEachPiece(of: children, body)
            case .softBreak, .lineBreak: body(" ", inline)
            case .link, .code, .image: body(" · ", inline)
            case .html: body("", inline)
            }
        }
    }

    /// How many characters the source has at least beyond what a leaf inline shows in `prose`: a link's
    /// text and brackets, a code span's code and backticks (either is ` · `), inline HTML (no text;
    /// cmark's literal of the source, less a quote's markers on its later lines). An image, ` · ` too,
    /// takes back its three: an HTML table's cell lists its images before its text, wherever they are.
    static func extraSourceLength(of inline: Inline) -> Int {
        switch inline {
        case .link(let link): max(0, sourceLength(link.children) + 2 - 3)
        case .code(let code): max(0, code.count + 2 - 3)
        case .image: -3
        case .html(let html): html.count
        case .text, .emphasis, .strong, .softBreak, .lineBreak: 0
        }
    }

    /// The least number of characters the source of a text run holds before each of its runs, at
    /// `offsets` (ascending) of `stripParentheses(prose(inlines))`: every character of the text before
    /// it, its parenthesized parts, and what the text shows shorter or not at all (`extraSourceLength`).
    /// Where a character of the text is more than one scalar, each offset stands (its text is counted as
    /// is).
    static func sourceFloors(of inlines: [Inline], at offsets: [Int]) -> [Int] {
        var pieces: [(text: String, extra: Int)] = []
        forEachPiece(of: inlines) { pieces.append(($0, extraSourceLength(of: $1))) }
        guard pieces.allSatisfy({ Text.isOneScalarPerCharacter($0.text) }) else { return offsets }
        // `stripParentheses` again, counting the characters of the source as it goes.
        var floors: [Int] = []
        floors.reserveCapacity(offsets.count)
        var (shown, floor, depth) = (0, 0, 0)
        func show() {
            if floors.count < offsets.count && offsets[floors.count] == shown { floors.append(floor) }
            shown += 1
        }
        for piece in pieces {
            floor += piece.extra
            for scalar in piece.text.unicodeScalars {
                switch scalar {
                case "(", "（": depth += 1
                case ")", "）":
                    depth = max(0, depth - 1)
                    show()
                default: if depth == 0 { show() }
                }
                floor += 1
            }
        }
        // An offset the walk did not meet (it cannot be) stands as it is.
        while floors.count < offsets.count { floors.append(offsets[floors.count]) }
        return floors
    }

    /// The least number of characters inlines are written with: their text's, a link's text and brackets,
    /// a code span's code and backticks, inline HTML's; an image none (`extraSourceLength`).
    private static func sourceLength(_ inlines: [Inline]) -> Int {
        var length = 0
        for inline in inlines {
            switch inline {
            case .text(let text): length += text.count
            case .emphasis(let children), .strong(let children): length += sourceLength(children)
            case .softBreak, .lineBreak: length += 1
            case .link(let link): length += sourceLength(link.children) + 2
            case .code(let code): length += code.count + 2
            case .html(let html): length += html.count
            case .image: break
            }
        }
        return length
    }

    /// The text without parenthesized parts, each closing parenthesis leaving a `·`, which ends a run of
    /// words as the parenthesized part did, and is one character, as the source never is fewer (`()`).
    static func stripParentheses(_ text: String) -> String {
        if Text.isOneScalarPerCharacter(text) {
            var out: [UInt8] = []
            out.reserveCapacity(text.utf8.count)
            var depth = 0
            for scalar in text.unicodeScalars {
                switch scalar {
                case "(", "（": depth += 1
                case ")", "）":
                    depth = max(0, depth - 1)
                    out.append(contentsOf: "·".utf8)
                default: if depth == 0 { Text.appendUTF8(scalar, to: &out) }
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
        return stripParenthesesByCharacter(text)
    }

    /// The parenthesized parts of a text (outermost, `(…)` or `（…）`) that are English sentences: they end
    /// with a period (`.` or `。`, a closing quote after it) that closes no abbreviation (`etc.`,
    /// `U.S.A.`), and hold a run of `minimumWords` English words (`englishRuns`) once the parentheses
    /// inside them are taken out. A term, a name or a title a translator keeps in parentheses (`（Search）`,
    /// `（navigation controller）`, `（What’s New in Cocoa Touch?）`) ends with none, and stays out of the
    /// check.
    static func parenthesizedSentences(in text: String) -> [String] {
        guard text.contains(where: { $0 == "(" || $0 == "（" }) else { return [] }
        var sentences: [String] = []
        var depth = 0
        var part = ""
        for character in text {
            if character == "(" || character == "（" {
                depth += 1
            } else if character == ")" || character == "）", depth > 0 {
                depth -= 1
                guard depth == 0 else { continue }
                if endsSentence(part), !englishRuns(in: part).isEmpty { sentences.append(part) }
                part = ""
            } else if depth == 1 {
                part.append(character)
            }
        }
        return sentences
    }

    /// Whether a text ends with a sentence's period: `.` or `。`, with closing quotes after it, and the
    /// word before it no abbreviation (a letter, a word with periods in it, `etc`, `e.g`, `i.e`, `vs`).
    static func endsSentence(_ text: String) -> Bool {
        var rest = text[...]
        while let last = rest.last, last.isWhitespace || "”’\"'」』".contains(last) { rest = rest.dropLast() }
        guard let period = rest.last, period == "." || period == "。" else { return false }
        rest = rest.dropLast()
        guard period == "." else { return true }
        let word = rest.reversed().prefix { !$0.isWhitespace }
        let letters = word.filter(\.isLetter)
        return letters.count > 1 && !word.contains(".")
            && !["etc", "vs", "al", "eg", "ie"].contains(String(letters.reversed()).lowercased())
    }

    /// `stripParentheses` over `Character`s, for texts with combining marks or other clusters.
    static func stripParenthesesByCharacter(_ text: String) -> String {
        var out = ""
        var depth = 0
        for character in text {
            if character == "(" || character == "（" {
                depth += 1
            } else if character == ")" || character == "）" {
                depth = max(0, depth - 1)
                out += "·"
            } else if depth == 0 {
                out.append(character)
            }
        }
        return out
    }

    /// A run of English words: its words joined by single spaces, where its first word starts in the text
    /// and where its last word ends, in characters (the text between, commas kept, is what a finding
    /// quotes: `words` is what it is found and known by).
    struct Run: Equatable {
        var words: String
        var offset: Int
        var end: Int
    }

    /// The run as its text writes it (`Otherwise, users can tap`), its white space collapsed.
    static func quote(_ run: Run, in text: String) -> String {
        Text.collapseWhitespace(String(text.dropFirst(run.offset).prefix(run.end - run.offset)))
    }

    /// Runs of at least `minimumWords` English words, separated only by spaces and light punctuation.
    static func englishRuns(in text: String) -> [Run] {
        guard Text.isOneScalarPerCharacter(text) else { return englishRunsByCharacter(in: text) }
        // Every character is one scalar: the same scan as `englishRunsByCharacter`, over scalars, each
        // word a slice of the text.
        var runs: [Run] = []
        var words: [String] = []
        let scalars = text.unicodeScalars
        var wordStart: String.Index?
        var (offset, wordOffset, runOffset, runEnd) = (0, 0, 0, 0)
        var index = scalars.startIndex
        func endWord() {
            if let start = wordStart {
                let word = String(scalars[start..<index])
                if !UnitFeatures.identifiers(inText: word).isEmpty {
                    endRun()
                } else {
                    if words.isEmpty { runOffset = wordOffset }
                    words.append(word)
                    runEnd = offset
                }
            }
            wordStart = nil
        }
        func endRun() {
            if words.count >= minimumWords {
                runs.append(Run(words: words.joined(separator: " "), offset: runOffset, end: runEnd))
            }
            words = []
        }
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let folded = scalar.value | 0x20
            if (folded >= 0x61 && folded <= 0x7A) || scalar == "'" || scalar == "-"
                || (scalar == "’" && wordStart != nil)
            {
                if wordStart == nil { (wordStart, wordOffset) = (index, offset) }
            } else if scalar == " " || scalar == "," {
                endWord()
            } else {
                endWord()
                endRun()
            }
            index = scalars.index(after: index)
            offset += 1
        }
        endWord()
        endRun()
        return runs
    }

    /// `englishRuns(in:)` over `Character`s, for texts with combining marks or other clusters.
    static func englishRunsByCharacter(in text: String) -> [Run] {
        var runs: [Run] = []
        var words: [String] = []
        var current = ""
        var (wordOffset, runOffset, runEnd) = (0, 0, 0)
        func endWord() {
            if !current.isEmpty {
                if !UnitFeatures.identifiers(inText: current).isEmpty {
                    endRun()
                } else {
                    if words.isEmpty { runOffset = wordOffset }
                    words.append(current)
                    runEnd = wordOffset + current.count
                }
            }
            current = ""
        }
        func endRun() {
            if words.count >= minimumWords {
                runs.append(Run(words: words.joined(separator: " "), offset: runOffset, end: runEnd))
            }
            words = []
        }
        for (offset, character) in text.enumerated() {
            if character.isASCII && (character.isLetter || character == "'" || character == "-")
                || (character == "’" && !current.isEmpty)
            {
                if current.isEmpty { wordOffset = offset }
                current.append(character)
            } else if character == " " || character == "," {
                endWord()
            } else {
                endWord()
                endRun()
            }
        }
        endWord()
        endRun()
        return runs
    }
}
