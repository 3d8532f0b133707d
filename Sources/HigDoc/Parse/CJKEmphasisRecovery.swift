import Foundation

/// Recovers `**strong**` spans that CommonMark leaves literal next to CJK text.
///
/// `**不要创建自定义状态栏。**用户…` is not strong under CommonMark's flanking rules: the closing
/// `**` follows punctuation and precedes a letter, so it is not right-flanking. The CJK-friendly
/// amendment (commonmark-spec issue 650) relaxes flanking next to CJK characters. cmark has already
/// matched every delimiter run the standard rules allow, so any literal `*` run left in the text
/// failed them; higdoc pairs those runs again, but only where a CJK character touches one of the
/// four delimiter sides. Text without CJK characters is never changed.
enum CJKEmphasisRecovery {
    enum Piece: Equatable {
        case inline(Inline)
        case delimiter(count: Int, before: Character?, after: Character?)
    }

    /// `inlines` with their literal `*` runs paired again where CJK text touches them; as they are when
    /// `escapesAsterisks`, asked only of inlines with a `*`, says their source writes one as `\*`: cmark
    /// gives an escaped `*` as the same text as an unmatched delimiter, and `\*\*分享。\*\*打开` was made
    /// strong.
    static func recover(_ inlines: [Inline], escapesAsterisks: () -> Bool) -> [Inline] {
        guard hasAsteriskByte(inlines), !escapesAsterisks() else { return inlines }
        return recover(inlines)
    }

    static func recover(_ inlines: [Inline]) -> [Inline] {
        // Without a `*` byte at any depth nothing can change: no level is rebuilt.
        guard hasAsteriskByte(inlines) else { return inlines }
        let recursed = inlines.map { $0.mappingChildren(recover) }
        // Without a `*` character in a text of this level there is no delimiter run to pair.
        var pieces = split(recursed)
        guard pieces.contains(where: { if case .delimiter = $0 { true } else { false } }) else { return recursed }
        // Pair delimiter runs: an opener is followed by a non-space, a closer preceded by one.
        var changed = true
        while changed {
            changed = false
            var openerIndex: Int?
            for index in pieces.indices {
                guard case .delimiter(let count, let before, let after) = pieces[index] else { continue }
                if let opener = openerIndex,
                    case .delimiter(let openCount, let openBefore, let openAfter) = pieces[opener],
                    openCount == count, let before, !before.isWhitespace,
                    [openBefore, openAfter, before, after].contains(where: { $0.map(isCJK) ?? false })
                {
                    let children = merge(pieces[(opener + 1)..<index].map(inlineOf))
                    let wrapped: Inline = count == 2 ? .strong(children) : .emphasis(children)
                    pieces.replaceSubrange(opener...index, with: [.inline(wrapped)])
                    changed = true
                    break
                }
                if let after, !after.isWhitespace, count <= 2 { openerIndex = index }
            }
        }
        return merge(pieces.map(inlineOf))
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

    private static func isCJK(_ character: Character) -> Bool {
        character.unicodeScalars.first.map(Text.isCJK) ?? false
    }

    private static func inlineOf(_ piece: Piece) -> Inline {
        switch piece {
        case .inline(let inline): inline
        case .delimiter(let count, _, _): .text(String(repeating: "*", count: count))
        }
    }

    /// Splits text inlines at `*` runs, recording the characters on each side of every run (a text
    /// without a `*` character stays one piece).
    private static func split(_ inlines: [Inline]) -> [Piece] {
        var pieces: [Piece] = []
        pieces.reserveCapacity(inlines.count)
        for (position, inline) in inlines.enumerated() {
            // No `*` character without the byte; with it, always one when every character is one scalar,
            // otherwise as `contains` finds it.
            guard case .text(let text) = inline, Text.containsByte(UInt8(ascii: "*"), in: text) else {
                pieces.append(.inline(inline))
                continue
            }
            let oneScalarEach = Text.isOneScalarPerCharacter(text)
            guard oneScalarEach || text.contains("*") else {
                pieces.append(.inline(inline))
                continue
            }
            if oneScalarEach {
                splitByScalar(text, inlines: inlines, position: position, into: &pieces)
            } else {
                splitByCharacter(text, inlines: inlines, position: position, into: &pieces)
            }
        }
        return pieces
    }

    /// `split`'s scan of one text inline (at `position` of `inlines`), character by character: the text
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
        for inline in inlines {
            if case .text(let text) = inline, case .text(let previous)? = result.last {
                result[result.count - 1] = .text(previous + text)
            } else {
                result.append(inline)
            }
        }
        return result
    }
}
