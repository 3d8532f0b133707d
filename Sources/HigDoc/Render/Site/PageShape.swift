/// What a boxed page model (`MustacheBoxing`) looks like to swift-mustache, apart from its texts: every
/// box's names in order, and for each value its kind — a text (empty or not, ending a line or not), a
/// piece of HTML (alike), a Boolean and its value, an explicit null, a list and its length, a box, or a
/// constant box by name, a list of fields (`MustacheFields`), a number — written as bytes (`key`). The
/// texts, pieces and numbers themselves (a number as its decimal text) are the `leaves`, in the order of
/// the walk.
///
/// What a template renders depends on the model only through this shape and the leaves (the sections
/// it enters, the names it finds where, the lines it indents): two models of one shape render the same
/// text with their leaves in the same places (`PageSkeleton`). A model holding anything else (a plain
/// string, a value of a type of its own), or a text whose end could join with what follows
/// it into one character (a carriage return last, or a lone line feed), has no shape (`init` fails),
/// and its page is rendered as it is.
struct PageShape {
    /// A text of the model, or a piece of its HTML.
    enum Leaf {
        case text(String)
        case html(HTMLBytes)
    }

    /// The kinds of value, as the key writes them.
    enum Kind: UInt8 {
        case box = 1
        case constantBox
        case fields
        case list
        case endOfContainer
        case text
        case html
        case isTrue
        case isFalse
        case null
        case number
    }

    /// How a leaf ends, as the key writes it after its kind.
    enum Ending: UInt8 {
        case empty = 1
        /// With a line feed (not after a carriage return): swift-mustache indents what follows it in an
        /// indented partial.
        case lineFeed
        case other
    }

    private(set) var key: [UInt8] = []
    private(set) var leaves: [Leaf] = []

    /// The shape of `model` (boxed by `MustacheBoxing`), or nil when it holds something else.
    init?(_ model: Any) {
        key.reserveCapacity(1024)
        guard walk(model) else { return nil }
    }

    private mutating func walk(_ value: Any) -> Bool {
        switch ObjectIdentifier(type(of: value)) {
        case ObjectIdentifier(MustacheBox.self):
            let box = value as! MustacheBox
            if let constant = box.constant {
                key.append(Kind.constantBox.rawValue)
                append(name: constant)
                return true
            }
            key.append(Kind.box.rawValue)
            for (name, field) in Self.fieldsInOrder(box) {
                append(name: name)
                guard walk(field) else { return false }
            }
            key.append(Kind.endOfContainer.rawValue)
            return true
        case ObjectIdentifier(MustacheText.self):
            let text = (value as! MustacheText).renderText
            guard let ending = Text.withUTF8(text, Self.ending) else { return false }
            key.append(Kind.text.rawValue)
            key.append(ending.rawValue)
            leaves.append(.text(text))
            return true
        case ObjectIdentifier(SplicedHTML.self):
            let html = (value as! SplicedHTML).html
            guard let ending = Self.ending(of: html.unsafeBytes) else { return false }
            key.append(Kind.html.rawValue)
            key.append(ending.rawValue)
            leaves.append(.html(html))
            return true
        case ObjectIdentifier(MustacheFields.self):
            let fields = value as! MustacheFields
            key.append(Kind.fields.rawValue)
            for (name, field) in zip(fields.names, fields.values) {
                append(name: name)
                guard walk(field) else { return false }
            }
            key.append(Kind.endOfContainer.rawValue)
            return true
        case ObjectIdentifier(Int.self):
            key.append(Kind.number.rawValue)
            leaves.append(.text(String(value as! Int)))
            return true
        case ObjectIdentifier(Bool.self):
            key.append((value as! Bool ? Kind.isTrue : Kind.isFalse).rawValue)
            return true
        case ObjectIdentifier(MustacheNull.self):
            key.append(Kind.null.rawValue)
            return true
        case ObjectIdentifier([MustacheBox].self):
            return walk(list: value as! [MustacheBox])
        case ObjectIdentifier([MustacheFields].self):
            return walk(list: value as! [MustacheFields])
        case ObjectIdentifier([Any].self):
            return walk(list: value as! [Any])
        default:
            return false
        }
    }

    /// A box's fields in the order of their names: a dictionary's own order differs from one dictionary
    /// to another with the same keys (each has a seed of its own).
    static func fieldsInOrder(_ box: MustacheBox) -> [(key: String, value: Any)] {
        box.fields.sorted { $0.key < $1.key }
    }

    private mutating func walk<Element>(list: [Element]) -> Bool {
        key.append(Kind.list.rawValue)
        append(count: list.count)
        for element in list {
            guard walk(element) else { return false }
        }
        key.append(Kind.endOfContainer.rawValue)
        return true
    }

    /// A name, then a zero byte (a name of the model never holds one: they are Swift identifiers).
    private mutating func append(name: String) {
        var name = name
        name.withUTF8 { key.append(contentsOf: $0) }
        key.append(0)
    }

    private mutating func append(count: Int) {
        withUnsafeBytes(of: UInt64(count).littleEndian) { key.append(contentsOf: $0) }
    }

    /// How UTF-8 `bytes` end; nil when their last character could join with text that follows (a
    /// carriage return, before a line feed) or with text before (a lone line feed, after a carriage
    /// return), which `Character`-wise tests of the rendered text would then see differently.
    static func ending(of bytes: UnsafeBufferPointer<UInt8>) -> Ending? {
        guard let last = bytes.last else { return .empty }
        if last == 0x0D { return nil }
        guard last == 0x0A else { return .other }
        if bytes.count == 1 { return nil }
        return bytes[bytes.count - 2] == 0x0D ? .other : .lineFeed
    }
}
