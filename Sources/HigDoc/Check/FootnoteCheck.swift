/// Finds GFM footnotes (HD0110): a `[^1]` in the text and its `[^1]: …` note. CommonMark has none, so the
/// site shows both as written, brackets and all, and the note as an ordinary paragraph where it stands
/// (a note whose text is one word is even read as a link definition, which makes the mark a link to
/// it, and the note vanishes). One finding per label and page, at the first paragraph, heading or cell
/// that writes it; a `[^1]` in a code span is code, not a footnote. (HD0109 leaves `[^…]` to it.)
enum FootnoteCheck {
    static func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for document in context.corpus.documents.sorted(by: { $0.key < $1.key }) {
            // Over the file's bytes first: most pages write no `[^`, and their blocks are not walked.
            guard context.sources.files[document.path]?.containsBytes("[^") ?? true else { continue }
            var seen = Set<String>()
            func report(_ inlines: [Inline], at location: SourceLocation) {
                for label in labels(in: inlines) where seen.insert(label).inserted {
                    found.append(
                        Diagnostic(
                            code: .footnote,
                            message:
                                "footnote “[^\(label)]” is not read: CommonMark has no footnotes, so the page shows it and its note as written; put the note in the text (in parentheses) or in a callout",
                            location: DiagnosticLocation(file: document.path, location),
                            bar: context.bar(at: location.line, document: document.key),
                            subject: label))
                }
            }
            document.blocks.forEachInlineRun(report)
        }
        return found
    }

    /// The labels of the `[^label]`s that texts hold, at any depth, in order: a label of one or more
    /// characters, none of them white space or a bracket.
    static func labels(in inlines: [Inline]) -> [String] {
        var labels: [String] = []
        for inline in inlines {
            switch inline {
            case .text(let text) where Text.containsBytes("[^", in: text):
                var rest = text[...]
                while let open = rest.range(of: "[^") {
                    rest = rest[open.upperBound...]
                    guard let close = rest.firstIndex(where: { $0 == "]" || $0 == "[" || $0.isWhitespace }),
                        rest[close] == "]", close > rest.startIndex
                    else { continue }
                    labels.append(String(rest[..<close]))
                    rest = rest[rest.index(after: close)...]
                }
            case .emphasis(let children), .strong(let children): labels += Self.labels(in: children)
            case .link(let link):
                // A note of one word (`[^1]: 注释。`, `[^2]: https://x.com`) is a link definition to
                // CommonMark: the mark is then a link whose text is `^1`, and the note is gone.
                let text = link.children.plainText
                if text.count > 1, text.hasPrefix("^"),
                    !text.contains(where: { $0.isWhitespace || $0 == "[" || $0 == "]" })
                {
                    labels.append(String(text.dropFirst()))
                } else {
                    labels += Self.labels(in: link.children)
                }
            default: continue
            }
        }
        return labels
    }
}
