/// What a heading calls its section, as the glossary's terms are looked up: the heading without the
/// numbering it may open with (`1.`, `1.1`, `2)`, `一、`, `第一节`, `（三）`), the punctuation it may end
/// with (`：`, `:`, `。`) and white space between Chinese characters; and the parts of a name written in
/// both languages (`状态栏 Status Bar`, `Status Bar（状态栏）`). An attribute block at a heading's end
/// (`{#status-bar}`) is not in its text: `HeadingAttributes` takes it off when the page is parsed.
///
/// Used only for a heading that is none of the glossary's terms as written: most headings are, and never
/// come here.
enum HeadingName {
    /// Whether `stripped` or `parts` may read `text` as something else than it is, over its bytes: an
    /// ASCII heading (most that name no concept: `Guidelines`, `Appearance and Behavior`) only when it
    /// opens with a digit or `(`, ends with punctuation or white space, or holds `(`, `)` or `/`;
    /// any other heading may.
    static func mayBeRead(_ text: String) -> Bool {
        Text.withUTF8(text) { bytes in
            guard let first = bytes.first, let last = bytes.last else { return false }
            if (0x30...0x39).contains(first) || first == 0x28 || first == 0x20 { return true }
            switch last {
            case 0x3A, 0x3B, 0x2E, 0x3F, 0x21, 0x20, 0x09: return true
            default: break
            }
            return bytes.contains { $0 >= 0x80 || $0 == 0x28 || $0 == 0x29 || $0 == 0x2F }
        }
    }

    /// `text` without leading numbering or trailing punctuation, trimmed.
    static func stripped(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        trimWhitespace(&scalars)
        while let last = scalars.last, trailingPunctuation.contains(last) {
            scalars.removeLast()
            trimWhitespace(&scalars)
        }
        let start = numberingEnd(scalars)
        if start > 0, start < scalars.count { scalars.removeFirst(start) }
        trimWhitespace(&scalars)
        // White space between two Chinese characters separates nothing (`标签　栏图标`).
        var index = 1
        while index < scalars.count - 1 {
            if scalars[index].properties.isWhitespace, Text.isCJK(scalars[index - 1]) {
                var next = index
                while next < scalars.count, scalars[next].properties.isWhitespace { next += 1 }
                if next < scalars.count, Text.isCJK(scalars[next]) {
                    scalars.removeSubrange(index..<next)
                    continue
                }
            }
            index += 1
        }
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }

    /// The parts of a name written in two scripts or with parentheses: cut at `(`, `)`, `（`, `）`, `/`,
    /// `／` and where Chinese characters meet Latin letters, each part trimmed, empty parts left out.
    static func parts(_ text: String) -> [String] {
        var parts: [String] = []
        var current = String.UnicodeScalarView()
        var currentScript: Bool?  // true: Chinese, false: Latin
        func close() {
            var part = Array(current)
            trimWhitespace(&part)
            if !part.isEmpty {
                var string = ""
                string.unicodeScalars.append(contentsOf: part)
                parts.append(string)
            }
            current = String.UnicodeScalarView()
            currentScript = nil
        }
        for scalar in text.unicodeScalars {
            if separators.contains(scalar) {
                close()
                continue
            }
            let script: Bool? = Text.isCJK(scalar) ? true : (scalar.properties.isAlphabetic ? false : nil)
            if let script, let currentScript, script != currentScript { close() }
            if let script { currentScript = script }
            current.append(scalar)
        }
        close()
        return parts
    }

    private static let separators: Set<Unicode.Scalar> = ["(", ")", "（", "）", "/", "／"]
    private static let trailingPunctuation: Set<Unicode.Scalar> = [
        "：", ":", "。", ".", "、", "；", ";", "．", "？", "?", "！", "!",
    ]
    private static let chineseNumerals: Set<Unicode.Scalar> = [
        "一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "百", "零", "〇", "两",
    ]
    /// What may follow a number that opens a heading, before its text.
    private static let numberSeparators: Set<Unicode.Scalar> = [".", "．", "、", ")", "）", ":", "："]

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || ("０"..."９").contains(scalar)
    }

    private static func isNumeral(_ scalar: Unicode.Scalar) -> Bool {
        isDigit(scalar) || chineseNumerals.contains(scalar)
    }

    /// Where the text after a heading's numbering starts (0 when it opens with none): `1.`, `1.2.`, `1 `,
    /// `1、`, `2)`, `一、`, `第一节`, `第 2 章`, `(3)`, `（三）`.
    private static func numberingEnd(_ scalars: [Unicode.Scalar]) -> Int {
        var index = 0
        func skipSpaces() { while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 } }
        // 第…章/节/部分/篇
        if scalars.first == "第" {
            index = 1
            skipSpaces()
            let numberStart = index
            while index < scalars.count, isNumeral(scalars[index]) { index += 1 }
            guard index > numberStart else { return 0 }
            skipSpaces()
            guard index < scalars.count, ["章", "节", "部", "篇", "条"].contains(scalars[index]) else { return 0 }
            index += 1
            if index < scalars.count, scalars[index] == "分" { index += 1 }
            while index < scalars.count, scalars[index] == "：" || scalars[index] == ":" { index += 1 }
            skipSpaces()
            return index
        }
        // (3), （三）
        if let first = scalars.first, first == "(" || first == "（" {
            index = 1
            let numberStart = index
            while index < scalars.count, isNumeral(scalars[index]) { index += 1 }
            guard index > numberStart, index < scalars.count, scalars[index] == ")" || scalars[index] == "）" else {
                return 0
            }
            index += 1
            skipSpaces()
            return index
        }
        // 1. / 1.2.3 / 1、 / 2) / 一、
        let numberStart = index
        var sawChinese = false
        var sawDigit = false
        var sawDot = false
        while index < scalars.count {
            let scalar = scalars[index]
            if isDigit(scalar) {
                sawDigit = true
            } else if chineseNumerals.contains(scalar) {
                sawChinese = true
            } else if scalar == "." || scalar == "．", sawDigit, index + 1 < scalars.count, isDigit(scalars[index + 1]) {
                sawDot = true  // a dot between numbers: 1.2
            } else {
                break
            }
            index += 1
        }
        guard index > numberStart, !(sawChinese && sawDigit), index < scalars.count else { return 0 }
        if numberSeparators.contains(scalars[index]) {
            index += 1
            skipSpaces()
            return index
        }
        // A bare number of one or two digits needs a space after it (`1 状态栏`; not `3D Touch`, nor the
        // year of `2014 工具栏`); Chinese numerals need `、` (`一个标签栏` opens with a word, not a number).
        guard sawDigit, sawDot || index - numberStart <= 2, scalars[index].properties.isWhitespace else { return 0 }
        skipSpaces()
        return index
    }

    private static func trimWhitespace(_ scalars: inout [Unicode.Scalar]) {
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        let leading = scalars.prefix { $0.properties.isWhitespace }.count
        if leading > 0 { scalars.removeFirst(leading) }
    }
}
