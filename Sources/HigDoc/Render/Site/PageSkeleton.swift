import Mustache

/// A template's page for every model of one shape (`PageShape`): the text it renders, with a place for
/// each leaf it shows and whether it escapes it there. A page of that shape is its model's leaves put in
/// those places (`page(_:)`), without swift-mustache, which looks every name up through its context
/// stack, at about 13,000 instructions a name (a page of the site's chrome names 60 or so).
///
/// The skeleton is rendered once from a stand-in of a model of the shape (`SkeletonBox`, `SkeletonLeaf`):
/// the same names and kinds, each leaf a marker. Constant boxes are kept as they are, so the interface
/// strings are rendered into the skeleton's text.
struct PageSkeleton: Sendable {
    enum Part: Sendable {
        /// A stretch of `text`.
        case text(Range<Int>)
        /// Leaf number `index` of the model, escaped as the templates escape (`{{name}}`) or as it is.
        case leaf(Int, escaped: Bool)
    }

    let text: [UInt8]
    let parts: [Part]

    /// The skeleton of `template` for models of the shape `key` (`PageShape.key`), rendered from the
    /// stand-in of `model`, a model of that shape; nil when the render asked for more than the shape (a
    /// text's description, a transform of one) or the template is missing.
    static func rendering(_ template: String, of model: Any, key: [UInt8], library: MustacheLibrary) -> PageSkeleton? {
        let capture = SkeletonCapture()
        guard let shape = PageShape(model, standingInWith: capture), shape.key == key, let standIn = shape.standIn,
            var rendered = HTMLSplicing.$current.withValue(
                capture.splicing, operation: { library.render(standIn, withTemplate: template) }),
            !capture.isUnfaithful
        else { return nil }
        var text: [UInt8] = []
        var parts: [Part] = []
        // Every marker is a leaf's: a piece of HTML in a constant box would have one of its own.
        var onlyLeaves = true
        capture.splicing.forEachMarker(in: &rendered) { rendered, before, piece, escaped in
            if !before.isEmpty {
                parts.append(.text(text.count..<(text.count + before.count)))
                text.append(contentsOf: UnsafeBufferPointer(rebasing: rendered[before]))
            }
            guard let piece else { return }
            guard capture.leafOfPiece.indices.contains(piece) else {
                onlyLeaves = false
                return
            }
            parts.append(.leaf(capture.leafOfPiece[piece], escaped: escaped))
        }
        return onlyLeaves ? PageSkeleton(text: text, parts: parts) : nil
    }

    /// The page of a model of this skeleton's shape, from its leaves: the skeleton's text and the small
    /// leaves copied into buffers, a large piece of HTML written as one part of its own, as it is.
    func page(_ leaves: [PageShape.Leaf]) -> SplicedPage {
        var pieces: [HTMLBytes] = []
        var buffer = HTMLBytes(reservingCapacity: text.count + 1024)
        text.withUnsafeBufferPointer { text in
            for part in parts {
                switch part {
                case .text(let range):
                    buffer.append(UnsafeBufferPointer(rebasing: text[range]))
                case .leaf(let index, let escaped):
                    switch leaves[index] {
                    case .text(let leaf):
                        if escaped { buffer.appendTemplateEscaped(leaf) } else { buffer.append(leaf) }
                    case .html(let html):
                        if escaped {
                            buffer.appendTemplateEscaped(html)
                        } else if html.count < Self.smallPiece {
                            buffer.append(html)
                        } else {
                            pieces.append(buffer)
                            pieces.append(html)
                            buffer = HTMLBytes(reservingCapacity: 1024)
                        }
                    }
                }
            }
        }
        pieces.append(buffer)
        return SplicedPage(rendered: "", pieces: pieces, parts: pieces.indices.map { .piece($0) })
    }

    /// The size from which a piece of HTML is written from where it is rather than copied.
    static let smallPiece = 4096
}
