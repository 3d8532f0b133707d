/// Turns raw inline HTML that carries meaning into model inlines: `<img>` becomes an image, `<br>` a
/// line break, and an element of inline formatting written whole in one paragraph level (its start and
/// end tags among the same inlines) becomes what markdown writes for it: `<a href>` a link, `<b>` and
/// `<strong>` strong text, `<i>` and `<em>` emphasis, `<code>`, `<kbd>`, `<samp>` and `<tt>` a code span.
/// Presentational `<span>` tags are removed (their text is kept). Any other raw HTML stays raw: the site
/// drops it, and says so (HD0401).
enum InlineHTMLRecovery {
    static func recover(_ inlines: [Inline], location: SourceLocation) -> [Inline] {
        recover(inlines, location: location, insideLink: false)
    }

    /// What an element of inline formatting becomes, by its tag name.
    enum Formatting {
        case link
        case strong
        case emphasis
        case code

        init?(tagName name: String) {
            switch name {
            case "a": self = .link
            case "b", "strong": self = .strong
            case "i", "em": self = .emphasis
            case "code", "kbd", "samp", "tt": self = .code
            default: return nil
            }
        }
    }

    private static func recover(_ inlines: [Inline], location: SourceLocation, insideLink: Bool) -> [Inline] {
        // Most paragraphs have neither: then every level would be rebuilt as it is.
        guard hasHTMLOrAdjacentTexts(inlines) else { return inlines }
        var result: [Inline] = []
        result.reserveCapacity(inlines.count)
        var index = 0
        while index < inlines.count {
            let inline = inlines[index]
            index += 1
            switch inline {
            case .html(let raw):
                guard let token = singleTag(raw) else {
                    result.append(inline)
                    continue
                }
                switch token {
                case .start(let name, let attributes, _, _) where name == "img":
                    result.append(
                        .image(
                            Inline.InlineImage(
                                source: attributes["src"] ?? "", alt: attributes["alt"] ?? "", location: location)))
                case .start(let name, _, _, _) where name == "br":
                    result.append(.lineBreak)
                case .start(let name, _, _, _) where name == "span":
                    break
                case .end(let name, _, _) where name == "span":
                    break
                case .start(let name, let attributes, _, _):
                    guard let formatting = Formatting(tagName: name),
                        let end = matchingEnd(of: name, in: inlines, from: index),
                        let element = element(
                            formatting, attributes: attributes, children: Array(inlines[index..<end]),
                            location: location, insideLink: insideLink)
                    else {
                        result.append(inline)
                        continue
                    }
                    result.append(element)
                    index = end + 1
                default:
                    result.append(inline)
                }
            case .strong(let children):
                result.append(.strong(recover(children, location: location, insideLink: insideLink)))
            case .emphasis(let children):
                result.append(.emphasis(recover(children, location: location, insideLink: insideLink)))
            case .link(var link):
                link.children = recover(link.children, location: link.location, insideLink: true)
                result.append(.link(link))
            default:
                result.append(inline)
            }
        }
        return CJKEmphasisRecovery.merge(result)
    }

    /// The one tag a raw inline is, if it is one (cmark gives each tag of a paragraph as an inline of its
    /// own; a comment or a declaration is none).
    private static func singleTag(_ raw: String) -> HTMLScanner.Token? {
        let tokens = HTMLScanner.tokens(raw[...])
        guard tokens.count == 1 else { return nil }
        if case .text = tokens[0] { return nil }
        return tokens[0]
    }

    /// The index of the end tag that closes a start tag `name` whose content begins at `start`, among the
    /// same inlines (start tags of the same name in between nest); nil when it is not among them.
    private static func matchingEnd(of name: String, in inlines: [Inline], from start: Int) -> Int? {
        var depth = 0
        for index in start..<inlines.count {
            guard case .html(let raw) = inlines[index], let token = singleTag(raw) else { continue }
            switch token {
            case .start(let other, _, _, _) where other == name: depth += 1
            case .end(let other, _, _) where other == name:
                if depth == 0 { return index }
                depth -= 1
            default: continue
            }
        }
        return nil
    }

    /// The inline an element of `formatting` with `children` between its tags is; nil when it stays raw:
    /// an `<a>` without `href` (a named anchor), or a link that would hold or be inside another link.
    private static func element(
        _ formatting: Formatting, attributes: [String: String], children: [Inline], location: SourceLocation,
        insideLink: Bool
    ) -> Inline? {
        switch formatting {
        case .link:
            guard !insideLink, let destination = attributes["href"] else { return nil }
            var holdsLink = false
            children.forEachLink { _ in holdsLink = true }
            guard !holdsLink else { return nil }
            return .link(
                Inline.Link(
                    destination: destination, title: attributes["title"] ?? "",
                    children: recover(children, location: location, insideLink: true), location: location))
        case .strong: return .strong(recover(children, location: location, insideLink: insideLink))
        case .emphasis: return .emphasis(recover(children, location: location, insideLink: insideLink))
        case .code: return .code(recover(children, location: location, insideLink: insideLink).plainText)
        }
    }

    /// Whether `recover` would change anything: raw HTML, or two texts in a row (which it merges), at
    /// any depth.
    static func hasHTMLOrAdjacentTexts(_ inlines: [Inline]) -> Bool {
        var previousIsText = false
        for inline in inlines {
            switch inline {
            case .html: return true
            case .text:
                if previousIsText { return true }
                previousIsText = true
                continue
            case .strong(let children), .emphasis(let children):
                if hasHTMLOrAdjacentTexts(children) { return true }
            case .link(let link):
                if hasHTMLOrAdjacentTexts(link.children) { return true }
            default: break
            }
            previousIsText = false
        }
        return false
    }
}
