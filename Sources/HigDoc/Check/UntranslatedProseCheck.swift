/// Finds English prose left untranslated in a translation (HD0313): a run of four or more English
/// words. Link texts (titles of English references), code, identifiers (`UIBarMetrics`) and terms the
/// translator keeps in parentheses (`（navigation controller）`) are not prose and are skipped.
enum UntranslatedProseCheck {
    static let minimumWords = 4
    /// How many runs of one text run may be looked for in all its lines before the rest are looked for
    /// only within `nearness` characters of the run before them.
    static let maximumMisses = 8
    static let nearness = 4096

    static func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for document in context.corpus.documents where document.language != .en {
            var seen = Set<String>()
            var search = SourceLineSearch(context.sources.files[document.path])
            for (inlines, location) in textRuns(document.blocks) where mayHoldEnglishRun(inlines) {
                let text = stripParentheses(prose(inlines))
                // Each run is looked for in the text run's first three lines, from where the text run
                // starts (a table row's other cells are on its line) and after the run before it (a run
                // is written after the runs before it): a line of many runs is searched once. A run whose
                // first word is not found after the run before it (placed on a later copy of its words) is
                // looked for again from the text run's start. After `maximumMisses` runs not found, a run
                // is looked for only near the one before it, so that a line of runs written otherwise
                // than their text (markup in each one's first word) is not searched once a run.
                var searchFrom = location
                var misses = 0
                for run in englishRuns(in: text) {
                    let end = location.line + 3
                    let limit = misses >= maximumMisses ? nearness : Int.max
                    var place = search.findRun(run, from: searchFrom, before: end, limit: limit)
                    if place == nil {
                        misses += 1
                        if searchFrom != location, misses <= maximumMisses {
                            place = search.findRun(run, from: location, before: end)
                        }
                    }
                    if let place { searchFrom = place.end }
                    guard seen.insert("\(location.line)|\(run)").inserted else { continue }
                    let precise = place?.start ?? location
                    found.append(
                        Diagnostic(
                            code: .untranslatedProse, message: "untranslated English: “\(run)”",
                            location: DiagnosticLocation(file: document.path, precise),
                            bar: context.bar(at: precise.line, document: document.key),
                            subject: "\(document.key)|\(run)"))
                }
            }
        }
        return found
    }

    /// The inline runs of a document with where they start: paragraphs, headings, table cells.
    static func textRuns(_ blocks: [Block]) -> [([Inline], SourceLocation)] {
        var runs: [([Inline], SourceLocation)] = []
        for block in blocks {
            switch block {
            case .paragraph(let paragraph): runs.append((paragraph.inlines, paragraph.range.start))
            case .heading(let heading): runs.append((heading.inlines, heading.range.start))
            case .list(let list): for item in list.items { runs += textRuns(item.blocks) }
            case .blockQuote(let quote): runs += textRuns(quote.blocks)
            case .callout(let callout): runs += textRuns(callout.blocks)
            case .table(let table):
                for cell in table.header { runs.append((cell.inlines, cell.location)) }
                for row in table.rows { for cell in row.cells { runs.append((cell.inlines, cell.location)) } }
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
        for inline in inlines {
            switch inline {
            case .text(let text): out += text
            case .emphasis(let children), .strong(let children): out += prose(children)
            case .softBreak, .lineBreak: out += " "
            case .link, .code, .image: out += " · "
            case .html: break
            }
        }
        return out
    }

    /// The text without parenthesized parts, each closing parenthesis leaving a ` · ` separator.
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
                    out.append(contentsOf: " · ".utf8)
                default: if depth == 0 { Text.appendUTF8(scalar, to: &out) }
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
        return stripParenthesesByCharacter(text)
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
                out += " · "
            } else if depth == 0 {
                out.append(character)
            }
        }
        return out
    }

    /// Runs of at least `minimumWords` English words, separated only by spaces and light punctuation.
    static func englishRuns(in text: String) -> [String] {
        guard Text.isOneScalarPerCharacter(text) else { return englishRunsByCharacter(in: text) }
        // Every character is one scalar: the same scan as `englishRunsByCharacter`, over scalars, each
        // word a slice of the text.
        var runs: [String] = []
        var words: [String] = []
        let scalars = text.unicodeScalars
        var wordStart: String.Index?
        var index = scalars.startIndex
        func endWord() {
            if let start = wordStart {
                let word = String(scalars[start..<index])
                if !UnitFeatures.identifiers(inText: word).isEmpty {
                    endRun()
                } else {
                    words.append(word)
                }
            }
            wordStart = nil
        }
        func endRun() {
            if words.count >= minimumWords { runs.append(words.joined(separator: " ")) }
            words = []
        }
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let folded = scalar.value | 0x20
            if (folded >= 0x61 && folded <= 0x7A) || scalar == "'" || scalar == "-"
                || (scalar == "’" && wordStart != nil)
            {
                if wordStart == nil { wordStart = index }
            } else if scalar == " " || scalar == "," {
                endWord()
            } else {
                endWord()
                endRun()
            }
            index = scalars.index(after: index)
        }
        endWord()
        endRun()
        return runs
    }

    /// `englishRuns(in:)` over `Character`s, for texts with combining marks or other clusters.
    static func englishRunsByCharacter(in text: String) -> [String] {
        var runs: [String] = []
        var words: [String] = []
        var current = ""
        func endWord() {
            if !current.isEmpty {
                if !UnitFeatures.identifiers(inText: current).isEmpty {
                    endRun()
                } else {
                    words.append(current)
                }
            }
            current = ""
        }
        func endRun() {
            if words.count >= minimumWords { runs.append(words.joined(separator: " ")) }
            words = []
        }
        for character in text {
            if character.isASCII && (character.isLetter || character == "'" || character == "-")
                || (character == "’" && !current.isEmpty)
            {
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
