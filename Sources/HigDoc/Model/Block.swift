/// A block of a parsed document, after higdoc's recoveries (tables, figures, callouts, anchors).
///
/// Only a table, the one large case (about 80 bytes), is boxed: every other block is stored in its array
/// itself, not in a heap box of its own (a page has a few hundred blocks, each boxed when the whole enum
/// was `indirect`; the check's instructions at N = 100 fell 0.55%, the build's 0.27%, unboxed).
public enum Block: Sendable, Equatable {
    case heading(Heading)
    case paragraph(Paragraph)
    case list(List)
    case blockQuote(BlockQuote)
    case callout(Callout)
    case codeBlock(CodeBlock)
    case htmlBlock(HTMLBlock)
    indirect case table(Table)
    case figure(Figure)
    case thematicBreak(SourceRange)

    public var range: SourceRange {
        switch self {
        case .heading(let node): node.range
        case .paragraph(let node): node.range
        case .list(let node): node.range
        case .blockQuote(let node): node.range
        case .callout(let node): node.range
        case .codeBlock(let node): node.range
        case .htmlBlock(let node): node.range
        case .table(let node): node.range
        case .figure(let node): node.range
        case .thematicBreak(let range): range
        }
    }

    public struct Heading: Sendable, Equatable {
        public var level: Int
        public var inlines: [Inline]
        /// The name of an `<a name>` anchor that preceded the heading (`//apple_ref/…`), else the id of
        /// the heading's attribute block (`{#status-bar}`), if any.
        public var anchor: String?
        public var range: SourceRange
        /// The id of the heading's attribute block (`HeadingAttributes`), if it names one: the heading's
        /// `anchor` too unless an `<a name>` anchor preceded it.
        public var attributeID: String? = nil
    }

    public struct Paragraph: Sendable, Equatable {
        public var inlines: [Inline]
        public var range: SourceRange
    }

    public struct List: Sendable, Equatable {
        public var ordered: Bool
        public var start: Int
        public var tight: Bool
        public var items: [ListItem]
        public var range: SourceRange
    }

    public struct ListItem: Sendable, Equatable {
        public var blocks: [Block]
        public var range: SourceRange
    }

    public struct BlockQuote: Sendable, Equatable {
        public var blocks: [Block]
        public var range: SourceRange
    }

    /// A block quote used as a callout (`>API 备注`, `>要点`, `> NOTE`).
    public struct Callout: Sendable, Equatable {
        public var kind: CalloutKind
        /// The label as written (`API 备注`, `Note:`).
        public var label: String
        public var blocks: [Block]
        public var range: SourceRange
    }

    public struct CodeBlock: Sendable, Equatable {
        public var info: String
        public var literal: String
        public var range: SourceRange
    }

    /// Raw HTML that higdoc did not recognize as a structure.
    public struct HTMLBlock: Sendable, Equatable {
        public var literal: String
        public var range: SourceRange
    }

    /// One or more images shown as a figure (raw `<figure>`, a lone `<img>`, or a paragraph of images).
    public struct Figure: Sendable, Equatable {
        public var images: [Inline.InlineImage]
        public var caption: String
        public var range: SourceRange
    }
}

extension Block {
    /// The block with `transform` applied to each list of blocks it holds (every item's of a list, a
    /// quote's, a callout's); any other block as it is. For the passes that rebuild a document's blocks at
    /// every depth (recoveries, heading shifts, filters).
    func mappingChildBlocks(_ transform: ([Block]) throws -> [Block]) rethrows -> Block {
        switch self {
        case .list(var list):
            list.items = try list.items.map { item in
                var item = item
                item.blocks = try transform(item.blocks)
                return item
            }
            return .list(list)
        case .blockQuote(var quote):
            quote.blocks = try transform(quote.blocks)
            return .blockQuote(quote)
        case .callout(var callout):
            callout.blocks = try transform(callout.blocks)
            return .callout(callout)
        default:
            return self
        }
    }
}

/// What a callout block quote means.
public enum CalloutKind: String, Codable, Sendable, CaseIterable {
    case apiNote = "api-note"
    case important
    case note
}
