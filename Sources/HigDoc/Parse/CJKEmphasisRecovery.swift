import Foundation

/// Recovers the `*` emphasis that CommonMark's flanking rules miss or misread next to CJK text.
///
/// `**不要创建自定义状态栏。**用户…` is not strong under CommonMark: the closing `**` follows
/// punctuation and precedes a letter, so it is not right-flanking, and stays literal; with more
/// emphasis in the paragraph (`**不要…。**用户会依赖于**系统**状态栏`) cmark pairs the runs it can, and
/// nests them wrongly. The CJK-friendly amendment (commonmark-spec issue 650, as markdown-cjk-friendly
/// specifies it) lets a run next to punctuation flank when the character on its other side is CJK
/// (`。**用` closes, `于**「` opens). Here each level of a paragraph's inlines is read back into its `*`
/// delimiter runs (cmark's strong and emphasis spans, and the runs it left literal), each run is told
/// whether it can open or close under both rules, and only when the amendment changes what some run
/// can do are the runs paired again, by CommonMark's own procedure with the amended rules. Text without
/// CJK characters is never changed: there both rules agree.
///
/// A span cmark made of `_` cannot be told from one of `*` in its tree: where the source may write `_`
/// emphasis (`underscoreMayDelimit`), cmark's spans are kept, and only the `*` runs it left literal are
/// paired, level by level.
enum CJKEmphasisRecovery {
    enum Piece: Equatable {
        case inline(Inline)
        case delimiter(count: Int, before: Character?, after: Character?)
    }

    /// `inlines` with their `*` runs paired again where the CJK-friendly rules pair them otherwise.
    /// `escapedAsterisks`, asked only of inlines with a literal `*`, counts the `\*` their source writes:
    /// cmark gives an escaped `*` as the same text as an unmatched delimiter. When every literal `*` is
    /// one of them, each is text, never a delimiter (`\*\*分享。\*\*打开` stays as written), and the
    /// spans are still read again; when only some are, which ones cannot be told, and cmark's reading
    /// stands. `underscoreMayDelimit` (asked only of inlines with emphasis) says the source may write
    /// emphasis with `_`.
    static func recover(
        _ inlines: [Inline], escapedAsterisks: () -> Int, underscoreMayDelimit: () -> Bool = { false }
    ) -> [Inline] {
        let literal = hasAsteriskByte(inlines)
        let spans = hasEmphasis(inlines)
        // Without a CJK character the two rules agree on every run.
        guard literal || spans, cjkMayTouchDelimiter(inlines) else { return inlines }
        var starsAreText = false
        if literal {
            let escaped = escapedAsterisks()
            if escaped > 0 {
                guard escaped >= literalAsterisks(inlines) else { return inlines }
                starsAreText = true
            }
        }
        return recover(inlines, readingSpans: !(spans && underscoreMayDelimit()), starsAreText: starsAreText)
    }

    /// `recover(_:escapedAsterisks:underscoreMayDelimit:)` of inlines whose source writes no `\*` and no
    /// `_` emphasis.
    static func recover(_ inlines: [Inline]) -> [Inline] {
        recover(inlines, readingSpans: true, starsAreText: false)
    }

    /// The most delimiter runs a level is paired again with: past it (only a pathological paragraph has
    /// so many), cmark's reading stands.
    static let maximumRuns = 4_000

    /// One level of inlines with its runs paired again where the amendment changes them. `readingSpans`:
    /// cmark's strong and emphasis spans are read back into runs; otherwise each is kept, and its
    /// children are a level of their own.
    private static func recover(_ inlines: [Inline], readingSpans: Bool, starsAreText: Bool) -> [Inline] {
        // Without a `*` byte or a span at any depth nothing can change: no level is rebuilt.
        guard hasAsteriskByte(inlines) || (readingSpans && hasEmphasis(inlines)) else { return inlines }
        var flat: [Piece] = []
        flat.reserveCapacity(inlines.count + 4)
        var changedInside = false
        flatten(
            inlines, readingSpans: readingSpans, starsAreText: starsAreText, into: &flat, changedInside: &changedInside)
        // Each run's place among the pieces, and what it can do under CommonMark's rules and the amended ones.
        var runs: [Run] = []
        var differs = false
        for index in flat.indices {
            guard case .delimiter(let count, _, _) = flat[index] else { continue }
            let before = Class(index > 0 ? lastScalar(of: flat[index - 1]) : " ")
            let after = Class(index + 1 < flat.count ? firstScalar(of: flat[index + 1]) : " ")
            let standard = flanking(before: before, after: after, cjkFriendly: false)
            let amended = flanking(before: before, after: after, cjkFriendly: true)
            if standard != amended { differs = true }
            runs.append(Run(piece: index, count: count, length: count, canOpen: amended.left, canClose: amended.right))
        }
        guard differs, runs.count <= maximumRuns else {
            // cmark's reading stands; a level inside may have changed all the same.
            return changedInside ? rebuild(inlines, readingSpans: readingSpans, starsAreText: starsAreText) : inlines
        }
        return merge(pair(flat, runs: runs))
    }

    /// `inlines` with only the levels inside them recovered (their spans kept).
    private static func rebuild(_ inlines: [Inline], readingSpans: Bool, starsAreText: Bool) -> [Inline] {
        inlines.map { inline in
            switch inline {
            case .link(var link):
                link.children = recover(link.children, readingSpans: readingSpans, starsAreText: starsAreText)
                return .link(link)
            case .strong, .emphasis:
                return inline.mappingChildren {
                    recover($0, readingSpans: readingSpans, starsAreText: starsAreText)
                }
            default: return inline
            }
        }
    }

    /// A delimiter run: the piece it is, how many of its `*` are left, how many it had, and what it can do.
    private struct Run {
        var piece: Int
        var count: Int
        let length: Int
        let canOpen: Bool
        let canClose: Bool
        var active = true
    }

    /// Reads `inlines` into pieces: texts cut at their `*` runs, spans (when `readingSpans`) into their
    /// runs around their children, a link with its children recovered as a level of their own. Runs that
    /// touch are one run, as they were in the source.
    private static func flatten(
        _ inlines: [Inline], readingSpans: Bool, starsAreText: Bool, into out: inout [Piece],
        changedInside: inout Bool
    ) {
        func addRun(_ count: Int) {
            if case .delimiter(let previous, _, _)? = out.last {
                out[out.count - 1] = .delimiter(count: previous + count, before: nil, after: nil)
            } else {
                out.append(.delimiter(count: count, before: nil, after: nil))
            }
        }
        for (position, inline) in inlines.enumerated() {
            switch inline {
            case .text(let text) where !starsAreText && Text.containsByte(UInt8(ascii: "*"), in: text):
                var pieces: [Piece] = []
                if Text.isOneScalarPerCharacter(text) {
                    splitByScalar(text, inlines: inlines, position: position, into: &pieces)
                } else {
                    splitByCharacter(text, inlines: inlines, position: position, into: &pieces)
                }
                for piece in pieces {
                    if case .delimiter(let count, _, _) = piece { addRun(count) } else { out.append(piece) }
                }
            case .strong(let children) where readingSpans:
                addRun(2)
                flatten(
                    children, readingSpans: true, starsAreText: starsAreText, into: &out, changedInside: &changedInside)
                addRun(2)
            case .emphasis(let children) where readingSpans:
                addRun(1)
                flatten(
                    children, readingSpans: true, starsAreText: starsAreText, into: &out, changedInside: &changedInside)
                addRun(1)
            case .strong, .emphasis, .link:
                let recovered = rebuild([inline], readingSpans: readingSpans, starsAreText: starsAreText)[0]
                if recovered != inline { changedInside = true }
                out.append(.inline(recovered))
            default:
                out.append(.inline(inline))
            }
        }
    }

    /// Pairs the runs of `pieces` by CommonMark's procedure for emphasis (process emphasis, without the
    /// lower bounds that only spare it time), from each closer back to the nearest opener it can take,
    /// two `*` at a time where both have two, and gives the pieces back as inlines.
    private static func pair(_ pieces: [Piece], runs: [Run]) -> [Inline] {
        var runs = runs
        // The pieces as a list that spans replace parts of: each entry an inline, or a run by number.
        enum Entry {
            case inline(Inline)
            case run(Int)
        }
        var entries: [Entry] = []
        entries.reserveCapacity(pieces.count)
        var runNumber = 0
        for piece in pieces {
            switch piece {
            case .inline(let inline): entries.append(.inline(inline))
            case .delimiter:
                entries.append(.run(runNumber))
                runNumber += 1
            }
        }
        func position(ofRun number: Int) -> Int {
            entries.firstIndex { if case .run(let run) = $0 { run == number } else { false } }!
        }
        func inlines(_ slice: ArraySlice<Entry>) -> [Inline] {
            slice.compactMap { entry in
                switch entry {
                case .inline(let inline): return inline
                case .run(let number):
                    return runs[number].count > 0 ? .text(String(repeating: "*", count: runs[number].count)) : nil
                }
            }
        }
        for closer in runs.indices where runs[closer].canClose {
            while runs[closer].active, runs[closer].count > 0 {
                var found: Int?
                var candidate = closer - 1
                while candidate >= 0 {
                    let opener = runs[candidate]
                    // The rule of 3: a run that can both open and close pairs with one whose length adds
                    // to a multiple of 3 only when both lengths are multiples of 3.
                    let both = opener.canClose || runs[closer].canOpen
                    let sum = opener.length + runs[closer].length
                    if opener.active, opener.canOpen, opener.count > 0,
                        !(both && sum % 3 == 0 && !(opener.length % 3 == 0 && runs[closer].length % 3 == 0))
                    {
                        found = candidate
                        break
                    }
                    candidate -= 1
                }
                guard let opener = found else {
                    if !runs[closer].canOpen { runs[closer].active = false }
                    break
                }
                let use = runs[opener].count >= 2 && runs[closer].count >= 2 ? 2 : 1
                let start = position(ofRun: opener)
                let end = position(ofRun: closer)
                // The runs between are literal from now on.
                for number in (opener + 1)..<closer { runs[number].active = false }
                let children = merge(inlines(entries[(start + 1)..<end]))
                entries.replaceSubrange(
                    (start + 1)..<end, with: [.inline(use == 2 ? .strong(children) : .emphasis(children))])
                runs[opener].count -= use
                runs[closer].count -= use
                if runs[opener].count == 0 { runs[opener].active = false }
            }
        }
        return inlines(entries[...])
    }

    /// Whether a run with `before` and `after` around it is left-flanking (can open `*` emphasis) and
    /// right-flanking (can close it): CommonMark's rules, and with `cjkFriendly` the amendment's, under
    /// which CJK punctuation (`。`, `「`) is no punctuation to the rules, and a CJK character on one side
    /// lets a run flank next to other punctuation on the other (`于**“`).
    static func flanking(before: Unicode.Scalar, after: Unicode.Scalar, cjkFriendly: Bool) -> Flanking {
        flanking(before: Class(before), after: Class(after), cjkFriendly: cjkFriendly)
    }

    /// What the flanking rules ask of a scalar.
    struct Class {
        let space: Bool
        let punctuation: Bool
        let cjk: Bool

        init(_ scalar: Unicode.Scalar) {
            space = isWhitespace(scalar)
            cjk = Text.isCJK(scalar)
            // A CJK ideograph is a letter: no general category to look up.
            switch scalar.value {
            case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0x20000...0x2FA1F: punctuation = false
            default: punctuation = isPunctuation(scalar)
            }
        }
    }

    static func flanking(before: Class, after: Class, cjkFriendly: Bool) -> Flanking {
        let beforeCJK = cjkFriendly && before.cjk
        let afterCJK = cjkFriendly && after.cjk
        let beforePunctuation = before.punctuation && !beforeCJK
        let afterPunctuation = after.punctuation && !afterCJK
        let left = !after.space && (!afterPunctuation || before.space || beforePunctuation || beforeCJK)
        let right = !before.space && (!beforePunctuation || after.space || afterPunctuation || afterCJK)
        return Flanking(left: left, right: right)
    }

    struct Flanking: Equatable {
        var left: Bool
        var right: Bool
    }

    /// Unicode whitespace as cmark 0.30 reads it: Zs, tab, line feed, form feed, carriage return.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0C, 0x0D, 0x20: true
        default: scalar.value >= 0x80 && scalar.properties.generalCategory == .spaceSeparator
        }
    }

    /// Punctuation as cmark 0.30 reads it: ASCII punctuation, or a scalar of a Unicode P category.
    private static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 {
            let value = scalar.value
            return (0x21...0x2F).contains(value) || (0x3A...0x40).contains(value) || (0x5B...0x60).contains(value)
                || (0x7B...0x7E).contains(value)
        }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation:
            return true
        default: return false
        }
    }

    /// The scalar a run sees before it: a text's last, else what the inline starts or ends with in the
    /// source (a link's `)`, a code span's backtick, a tag's `>`, a break's line end).
    private static func lastScalar(of piece: Piece) -> Unicode.Scalar {
        switch piece {
        case .inline(.text(let text)): text.unicodeScalars.last ?? " "
        case .inline(.code): "`"
        case .inline(.link), .inline(.image): ")"
        case .inline(.html): ">"
        case .inline(.softBreak), .inline(.lineBreak): "\n"
        case .inline(.strong), .inline(.emphasis), .delimiter: "*"
        }
    }

    /// The scalar a run sees after it (`lastScalar`'s counterpart: a link's `[`, an image's `!`).
    private static func firstScalar(of piece: Piece) -> Unicode.Scalar {
        switch piece {
        case .inline(.text(let text)): text.unicodeScalars.first ?? " "
        case .inline(.code): "`"
        case .inline(.link): "["
        case .inline(.image): "!"
        case .inline(.html): "<"
        case .inline(.softBreak), .inline(.lineBreak): "\n"
        case .inline(.strong), .inline(.emphasis), .delimiter: "*"
        }
    }

    /// Whether `bytes` (a block's source) may write emphasis with `_`: a `_` that is not between two ASCII
    /// letters or digits (`nav_bar_7_2x.png`, where CommonMark never reads one as a delimiter).
    static func mayWriteUnderscoreEmphasis(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func isAlphanumeric(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }
        for index in bytes.indices where bytes[index] == UInt8(ascii: "_") {
            // An escaped `_` is text.
            if index > 0, bytes[index - 1] == UInt8(ascii: "\\") { continue }
            guard index > 0, index + 1 < bytes.count, isAlphanumeric(bytes[index - 1]), isAlphanumeric(bytes[index + 1])
            else { return true }
        }
        return false
    }

    /// Whether a CJK character may touch a delimiter run at any depth: one is next to the edge of a span
    /// of strong text or emphasis (inside or out), or a text with a literal `*` holds one. Only there can
    /// the amendment change what a run can do; the long English texts between spans are not read.
    static func cjkMayTouchDelimiter(_ inlines: [Inline]) -> Bool {
        for index in inlines.indices {
            switch inlines[index] {
            case .strong(let children), .emphasis(let children):
                if index > 0, let before = inlines[index - 1].edgeScalar(first: false), Text.isCJK(before) {
                    return true
                }
                if index + 1 < inlines.count, let after = inlines[index + 1].edgeScalar(first: true),
                    Text.isCJK(after)
                {
                    return true
                }
                if let first = children.first?.edgeScalar(first: true), Text.isCJK(first) {
                    return true
                }
                if let last = children.last?.edgeScalar(first: false), Text.isCJK(last) {
                    return true
                }
                if cjkMayTouchDelimiter(children) { return true }
            case .text(let text) where Text.containsByte(UInt8(ascii: "*"), in: text):
                // A CJK scalar (U+2E80 on) starts with a byte of 0xE2 or more.
                if Text.withUTF8(text, { bytes in bytes.contains { $0 >= 0xE2 } })
                    && text.unicodeScalars.contains(where: Text.isCJK)
                {
                    return true
                }
                // A `*` at the text's edge touches the inline beside it.
                if text.hasPrefix("*"), index > 0, let before = inlines[index - 1].edgeScalar(first: false),
                    Text.isCJK(before)
                {
                    return true
                }
                if text.hasSuffix("*"), index + 1 < inlines.count,
                    let after = inlines[index + 1].edgeScalar(first: true), Text.isCJK(after)
                {
                    return true
                }
            case .link(let link):
                if cjkMayTouchDelimiter(link.children) { return true }
            default: continue
            }
        }
        return false
    }

    /// How many escaped `*` (`\*`) `bytes` (a block's source) write.
    static func escapedAsterisks(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        // Most sources have none, which a search of the bytes tells at once.
        guard Text.containsBytes("\\*", in: bytes) || Text.containsBytes("&", in: bytes) else { return 0 }
        var count = 0
        for index in bytes.indices.dropFirst()
        where bytes[index] == UInt8(ascii: "*") && bytes[index - 1] == UInt8(ascii: "\\") {
            count += 1
        }
        // A character reference to `*` is text too, as cmark reads it.
        for index in bytes.indices where bytes[index] == UInt8(ascii: "&") {
            let rest = bytes[index...].prefix(9).map { $0 | 0x20 }
            for reference in asteriskReferences where rest.starts(with: reference) { count += 1 }
        }
        return count
    }

    /// The character references to `*` (in lower case): `&#42;`, `&#x2a;`, `&ast;`, `&midast;`.
    private static let asteriskReferences: [[UInt8]] = ["&#42;", "&#x2a;", "&ast;", "&midast;"].map { Array($0.utf8) }

    /// How many `*` characters the texts hold, at any depth.
    static func literalAsterisks(_ inlines: [Inline]) -> Int {
        inlines.reduce(0) { count, inline in
            switch inline {
            case .text(let text): count + Text.withUTF8(text) { $0.lazy.filter { $0 == UInt8(ascii: "*") }.count }
            case .strong(let children), .emphasis(let children): count + literalAsterisks(children)
            case .link(let link): count + literalAsterisks(link.children)
            default: count
            }
        }
    }

    /// Whether a span of strong text or emphasis is at any depth.
    static func hasEmphasis(_ inlines: [Inline]) -> Bool {
        inlines.contains { inline in
            switch inline {
            case .strong, .emphasis: true
            case .link(let link): hasEmphasis(link.children)
            default: false
            }
        }
    }

    /// Whether a text at any depth holds a `*` byte (every `*` character has one).
    static func hasAsteriskByte(_ inlines: [Inline]) -> Bool {
        inlines.contains { inline in
            switch inline {
            case .text(let text): Text.containsByte(UInt8(ascii: "*"), in: text)
            case .strong(let children), .emphasis(let children): hasAsteriskByte(children)
            case .link(let link): hasAsteriskByte(link.children)
            default: false
            }
        }
    }

    /// `flatten`'s scan of one text inline (at `position` of `inlines`), character by character: the text
    /// between delimiter runs as pieces of text, each run as a delimiter with the characters around it.
    static func splitByCharacter(_ text: String, inlines: [Inline], position: Int, into pieces: inout [Piece]) {
        var current = ""
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "*", index == text.startIndex || text[text.index(before: index)] != "\\" {
                var end = index
                while end < text.endIndex, text[end] == "*" { end = text.index(after: end) }
                let before: Character? =
                    index > text.startIndex
                    ? text[text.index(before: index)] : neighbour(of: inlines, at: position, after: false)
                let after: Character? =
                    end < text.endIndex ? text[end] : neighbour(of: inlines, at: position, after: true)
                if !current.isEmpty { pieces.append(.inline(.text(current))) }
                current = ""
                pieces.append(.delimiter(count: text.distance(from: index, to: end), before: before, after: after))
                index = end
            } else {
                current.append(text[index])
                index = text.index(after: index)
            }
        }
        if !current.isEmpty { pieces.append(.inline(.text(current))) }
    }

    /// `splitByCharacter` of a text whose every character is one scalar, over its UTF-8 bytes: the
    /// delimiter runs are found by a byte search for `*` (an ASCII byte is never part of another
    /// scalar), and the text between them is taken as slices instead of being rebuilt.
    static func splitByScalar(_ text: String, inlines: [Inline], position: Int, into pieces: inout [Piece]) {
        Text.withUTF8(text) { bytes in
            /// The scalar that starts at `offset`, or that ends just before it.
            func scalar(startingAt offset: Int) -> Character {
                Character(Unicode.Scalar(Text.decodeScalar(bytes, at: offset).value)!)
            }
            func scalar(endingBefore offset: Int) -> Character {
                scalar(startingAt: Text.scalarStart(before: offset, in: bytes))
            }
            // The text between runs, cut from the string (at scalar boundaries, so not validated again).
            let utf8 = text.utf8
            func slice(_ range: Range<Int>) -> String {
                let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
                return String(Substring(utf8[start..<utf8.index(start, offsetBy: range.count)]))
            }
            var pendingStart = 0
            var index = 0
            while index < bytes.count,
                let hit = memchr(bytes.baseAddress! + index, 0x2A, bytes.count - index)
            {
                index = bytes.baseAddress!.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                // A backslash is one byte, never part of another scalar.
                guard index == 0 || bytes[index - 1] != 0x5C else {
                    index += 1
                    continue
                }
                var end = index
                while end < bytes.count, bytes[end] == 0x2A { end += 1 }
                let before: Character? =
                    index > 0 ? scalar(endingBefore: index) : neighbour(of: inlines, at: position, after: false)
                let after: Character? =
                    end < bytes.count ? scalar(startingAt: end) : neighbour(of: inlines, at: position, after: true)
                if pendingStart < index { pieces.append(.inline(.text(slice(pendingStart..<index)))) }
                pieces.append(.delimiter(count: end - index, before: before, after: after))
                index = end
                pendingStart = end
            }
            if pendingStart < bytes.count { pieces.append(.inline(.text(slice(pendingStart..<bytes.count)))) }
        }
    }

    /// The character just outside a text inline: a link or code span counts as a letter, a break as space.
    private static func neighbour(of inlines: [Inline], at position: Int, after: Bool) -> Character? {
        let index = after ? position + 1 : position - 1
        guard inlines.indices.contains(index) else { return nil }
        switch inlines[index] {
        case .text(let text): return after ? text.first : text.last
        case .softBreak, .lineBreak: return " "
        default: return "a"
        }
    }

    /// Joins adjacent text inlines.
    static func merge(_ inlines: [Inline]) -> [Inline] {
        var result: [Inline] = []
        result.reserveCapacity(inlines.count)
        // A run of texts is joined once it ends: joined text by text, a paragraph of many lines' texts
        // was copied again for each (quadratic).
        var run: [String] = []
        func endRun() {
            if run.count == 1 {
                result.append(.text(run[0]))
            } else if !run.isEmpty {
                result.append(.text(run.joined()))
            }
            run.removeAll(keepingCapacity: true)
        }
        for inline in inlines {
            if case .text(let text) = inline {
                run.append(text)
            } else {
                endRun()
                result.append(inline)
            }
        }
        endRun()
        return result
    }
}
