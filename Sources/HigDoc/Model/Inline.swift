/// Inline content of a paragraph, heading or table cell.
///
/// Only links and images, the rare large cases, are boxed: a text node is stored in its array itself,
/// not in a heap box of its own (a page has thousands of them).
public enum Inline: Hashable, Sendable {
    case text(String)
    case code(String)
    case emphasis([Inline])
    case strong([Inline])
    indirect case link(Link)
    indirect case image(InlineImage)
    case html(String)
    case softBreak
    case lineBreak

    /// A hyperlink with its destination as written in the source.
    public struct Link: Hashable, Sendable {
        public var destination: String
        public var title: String
        public var children: [Inline]
        public var location: SourceLocation

        public init(destination: String, title: String = "", children: [Inline], location: SourceLocation) {
            self.destination = destination
            self.title = title
            self.children = children
            self.location = location
        }
    }

    /// An image reference: markdown `![alt](src)` or a recognized raw `<img>` tag.
    public struct InlineImage: Hashable, Sendable {
        public var source: String
        public var title: String
        public var alt: String
        public var location: SourceLocation

        public init(source: String, title: String = "", alt: String, location: SourceLocation) {
            self.source = source
            self.title = title
            self.alt = alt
            self.location = location
        }
    }
}

extension Inline {
    /// The first (or last) character a reader sees of the inline: of its text (and of a code span's when
    /// `codeCounts`), or of its first (or last) child's; nil for an image, raw HTML or a break.
    func edgeScalar(first: Bool, codeCounts: Bool = false) -> Unicode.Scalar? {
        switch self {
        case .text(let text): return first ? text.unicodeScalars.first : text.unicodeScalars.last
        case .code(let text): return codeCounts ? (first ? text.unicodeScalars.first : text.unicodeScalars.last) : nil
        case .strong(let children), .emphasis(let children):
            return (first ? children.first : children.last)?.edgeScalar(first: first, codeCounts: codeCounts)
        case .link(let link):
            return (first ? link.children.first : link.children.last)?.edgeScalar(first: first, codeCounts: codeCounts)
        default: return nil
        }
    }

    /// The inline with `transform` applied to its children (an emphasis's, a strong span's, a link's); any
    /// other inline as it is.
    func mappingChildren(_ transform: ([Inline]) -> [Inline]) -> Inline {
        switch self {
        case .emphasis(let children): return .emphasis(transform(children))
        case .strong(let children): return .strong(transform(children))
        case .link(var link):
            link.children = transform(link.children)
            return .link(link)
        default: return self
        }
    }
}

extension Array where Element == Inline {
    /// The text a reader sees: markup removed, breaks as spaces, images by their alt text.
    public var plainText: String {
        var out = ""
        appendPlainText(to: &out)
        return out
    }

    func appendPlainText(to out: inout String) {
        for inline in self {
            switch inline {
            case .text(let text), .code(let text): out += text
            case .emphasis(let children), .strong(let children): children.appendPlainText(to: &out)
            case .link(let link): link.children.appendPlainText(to: &out)
            case .image(let image): out += image.alt
            case .html: break
            case .softBreak, .lineBreak: out += " "
            }
        }
    }

    /// Every link in these inlines, depth first, in reading order.
    public var links: [Inline.Link] {
        var found: [Inline.Link] = []
        forEachLink { found.append($0) }
        return found
    }

    /// Every image in these inlines, depth first, in reading order.
    public var images: [Inline.InlineImage] {
        var found: [Inline.InlineImage] = []
        forEachImage { found.append($0) }
        return found
    }

    /// Calls `body` with each of `links`, in that order, without gathering them into arrays (a list for
    /// every nested emphasis or link cost more than the walk).
    func forEachLink(_ body: (Inline.Link) -> Void) {
        for inline in self {
            switch inline {
            case .link(let link):
                body(link)
                link.children.forEachLink(body)
            case .emphasis(let children), .strong(let children): children.forEachLink(body)
            default: break
            }
        }
    }

    /// Calls `body` with each link and each image of these inlines (as `.link` and `.image`), in one walk:
    /// the links in the order of `links`, the images in the order of `images` (a link before what it
    /// wraps).
    func forEachLinkOrImage(_ body: (Inline) -> Void) {
        for inline in self {
            switch inline {
            case .link(let link):
                body(inline)
                link.children.forEachLinkOrImage(body)
            case .image: body(inline)
            case .emphasis(let children), .strong(let children): children.forEachLinkOrImage(body)
            default: break
            }
        }
    }

    /// Calls `body` with each of `images`, in that order.
    func forEachImage(_ body: (Inline.InlineImage) -> Void) {
        for inline in self {
            switch inline {
            case .image(let image): body(image)
            case .link(let link): link.children.forEachImage(body)
            case .emphasis(let children), .strong(let children): children.forEachImage(body)
            default: break
            }
        }
    }
}
