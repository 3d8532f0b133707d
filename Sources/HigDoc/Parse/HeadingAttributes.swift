/// The attribute block a heading may end with, as pandoc, Hugo and kramdown write it:
/// `## Status Bar {#status-bar}`, `{#status-bar .unnumbered}`, `{: #status-bar}`, `{.unlisted}`.
///
/// CommonMark has no such syntax, so libcmark leaves the block in the heading's text, where the site
/// showed it (`状态栏 {#status-bar}`) and the checks quoted it. `BlockRecovery` takes it off the heading
/// and keeps its id as the heading's anchor, so a `#status-bar` link reaches the section as those tools'
/// links do.
struct HeadingAttributes: Equatable {
    /// The `#id` of the block, if it names one (the last, if it names several).
    let id: String?

    /// The heading's inlines without a trailing attribute block, and the block; nil when they end with
    /// none. The block must be the end of the heading's last text (white space after it aside) and hold
    /// only attributes: `#id`, `.class`, `-` or `key=value` (`key="a value"`; `id=x` is `#x`), separated
    /// by white space, with kramdown's `:` allowed first. An ATX heading's closing `#`s before the block
    /// go with it (`## Status Bar ## {#status-bar}`, as pandoc writes it). Something must remain of the heading (`## {#x}` keeps its text), and
    /// the heading's last line as written, `lastLine` of `lines`, must not escape the brace (`\{#x}`,
    /// which libcmark reads as the same text).
    static func split(_ inlines: [Inline], isATX: Bool, lastLine: Int, of lines: LineIndex) -> (
        inlines: [Inline], attributes: HeadingAttributes
    )? {
        // Most headings end otherwise: their last byte but white space tells, without a copy of the text.
        guard case .text(let text)? = inlines.last,
            text.utf8.last(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) == 0x7D
        else { return nil }
        let scalars = Array(text.unicodeScalars)
        var end = scalars.count
        while end > 0, scalars[end - 1].properties.isWhitespace { end -= 1 }
        guard end > 0, scalars[end - 1] == "}", let open = scalars[..<end].lastIndex(of: "{"),
            let attributes = attributes(scalars[(open + 1)..<(end - 1)]),
            !lines.withBytes(ofLine: lastLine, isEscaped)
        else { return nil }
        var before = open
        while before > 0, scalars[before - 1].properties.isWhitespace { before -= 1 }
        if isATX {
            // A closing sequence: `#`s after white space (or opening the text, after an earlier inline).
            var hashes = before
            while hashes > 0, scalars[hashes - 1] == "#" { hashes -= 1 }
            if hashes < before, hashes == 0 || scalars[hashes - 1].properties.isWhitespace {
                before = hashes
                while before > 0, scalars[before - 1].properties.isWhitespace { before -= 1 }
            }
        }
        var kept = Array(inlines.dropLast())
        if before > 0 {
            var rest = ""
            rest.unicodeScalars.append(contentsOf: scalars[..<before])
            kept.append(.text(rest))
        } else {
            // The block was the whole text: the white space it leaves at the end of the text before goes too.
            while case .softBreak? = kept.last { kept.removeLast() }
            if case .text(let previous)? = kept.last {
                var trimmed = Substring(previous)
                while trimmed.last?.isWhitespace == true { trimmed = trimmed.dropLast() }
                kept[kept.count - 1] = .text(String(trimmed))
                if trimmed.isEmpty { kept.removeLast() }
            }
        }
        guard !kept.plainText.allSatisfy(\.isWhitespace) else { return nil }
        return (kept, attributes)
    }

    /// The attributes between the braces, or nil when anything there is not one.
    private static func attributes(_ inside: ArraySlice<Unicode.Scalar>) -> HeadingAttributes? {
        var index = inside.startIndex
        if index < inside.endIndex, inside[index] == ":" { index += 1 }
        var id: String?
        var count = 0
        func skipSpaces() { while index < inside.endIndex, inside[index].properties.isWhitespace { index += 1 } }
        func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
            !scalar.properties.isWhitespace && scalar != "{" && scalar != "}" && scalar != "=" && scalar != "\""
                && scalar != "#" && scalar != "."
        }
        skipSpaces()
        while index < inside.endIndex {
            let first = inside[index]
            if first == "#" || first == "." {
                // `#id` or `.class`: the name runs to white space (an id may hold dots: `#a.b`).
                let start = index + 1
                index = start
                while index < inside.endIndex, !inside[index].properties.isWhitespace, inside[index] != "{",
                    inside[index] != "}", inside[index] != "\""
                {
                    index += 1
                }
                guard index > start else { return nil }
                if first == "#" {
                    var name = ""
                    name.unicodeScalars.append(contentsOf: inside[start..<index])
                    id = name
                }
            } else if first == "-" && (index + 1 == inside.endIndex || inside[index + 1].properties.isWhitespace) {
                // pandoc's `{-}`, short for `{.unnumbered}`.
                index += 1
            } else {
                // `key=value` or `key="a value"`; `id=…` names the heading as `#…` does (Hugo).
                let start = index
                while index < inside.endIndex, isNameScalar(inside[index]) { index += 1 }
                guard index > start, index < inside.endIndex, inside[index] == "=" else { return nil }
                let isID = inside[start..<index].elementsEqual("id".unicodeScalars)
                index += 1
                let value: Range<Int>
                if index < inside.endIndex, inside[index] == "\"" {
                    guard let close = inside[(index + 1)...].firstIndex(of: "\"") else { return nil }
                    value = (index + 1)..<close
                    index = close + 1
                } else {
                    let valueStart = index
                    while index < inside.endIndex,
                        isNameScalar(inside[index]) || inside[index] == "."
                            || inside[index] == "#"
                    {
                        index += 1
                    }
                    guard index > valueStart else { return nil }
                    value = valueStart..<index
                }
                if isID, !value.isEmpty {
                    var name = ""
                    name.unicodeScalars.append(contentsOf: inside[value])
                    id = name
                }
            }
            count += 1
            guard index == inside.endIndex || inside[index].properties.isWhitespace else { return nil }
            skipSpaces()
        }
        return count > 0 ? HeadingAttributes(id: id) : nil
    }

    /// Whether the line's last `{` is escaped (`\{`): written as text, not as attributes.
    private static func isEscaped(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let open = line.lastIndex(of: 0x7B), open > 0 else { return false }
        var backslashes = 0
        var index = open - 1
        while index >= 0, line[index] == 0x5C {
            backslashes += 1
            index -= 1
        }
        return backslashes % 2 == 1
    }
}
