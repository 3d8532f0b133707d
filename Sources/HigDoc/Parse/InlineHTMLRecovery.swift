/// Turns raw inline HTML that carries meaning into model inlines: `<img>` becomes an image,
/// `<br>` a line break; presentational `<span>` tags are removed (their text is kept).
enum InlineHTMLRecovery {
    static func recover(_ inlines: [Inline], location: SourceLocation) -> [Inline] {
        // Most paragraphs have neither: then every level would be rebuilt as it is.
        guard hasHTMLOrAdjacentTexts(inlines) else { return inlines }
        var result: [Inline] = []
        result.reserveCapacity(inlines.count)
        for inline in inlines {
            switch inline {
            case .html(let raw):
                let tokens = HTMLScanner.tokens(raw[...])
                guard tokens.count == 1 else {
                    result.append(inline)
                    continue
                }
                switch tokens[0] {
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
                default:
                    result.append(inline)
                }
            case .strong(let children): result.append(.strong(recover(children, location: location)))
            case .emphasis(let children): result.append(.emphasis(recover(children, location: location)))
            case .link(var link):
                link.children = recover(link.children, location: link.location)
                result.append(.link(link))
            default:
                result.append(inline)
            }
        }
        return CJKEmphasisRecovery.merge(result)
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
