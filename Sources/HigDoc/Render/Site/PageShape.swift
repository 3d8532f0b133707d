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
    /// Where the stand-in's leaves render their markers (nil: no stand-in is made).
    private let capture: SkeletonCapture?
    /// The stand-ins of the values walked so far whose container is not yet complete (when made): a
    /// container takes its values' stand-ins off the end.
    private var standIns: [Any] = []

    /// The stand-in of the model a skeleton is rendered from (`SkeletonBox`, `SkeletonLeaf`), when asked
    /// for (`init(_:standingInWith:)`).
    var standIn: Any? { standIns.last }

    /// The shape of `model` (boxed by `MustacheBoxing`), or nil when it holds something else.
    init?(_ model: Any) {
        self.init(model, capture: nil)
    }

    /// The shape of `model` and its stand-in, whose leaves render through `capture`, made by the same
    /// walk (so they are numbered as `leaves` are).
    init?(_ model: Any, standingInWith capture: SkeletonCapture) {
        self.init(model, capture: capture)
    }

    private init?(_ model: Any, capture: SkeletonCapture?) {
        self.capture = capture
        key.reserveCapacity(1024)
        guard walk(model) else { return nil }
    }

    /// Writes the shape of `value`, gathers its leaves and, when stand-ins are made, pushes its
    /// stand-in; false when it has no shape.
    private mutating func walk(_ value: Any) -> Bool {
        switch ObjectIdentifier(type(of: value)) {
        case ObjectIdentifier(MustacheBox.self):
            let box = value as! MustacheBox
            if let constant = box.constant {
                key.append(Kind.constantBox.rawValue)
                append(name: constant)
                return standing(value)
            }
            // A dictionary's own order differs from one dictionary to another with the same keys (each
            // has a seed of its own): the fields are walked in the order of their names.
            key.append(Kind.box.rawValue)
            var names: [String] = []
            for (name, field) in box.fields.sorted(by: { $0.key < $1.key }) {
                guard walk(field, named: name, into: &names) else { return false }
            }
            return endFields(names, kind: .box)
        case ObjectIdentifier(MustacheFields.self):
            let fields = value as! MustacheFields
            key.append(Kind.fields.rawValue)
            var names: [String] = []
            for index in fields.names.indices {
                guard walk(fields.values[index], named: fields.names[index], into: &names) else { return false }
            }
            return endFields(names, kind: .fields)
        case ObjectIdentifier(MustacheText.self):
            let text = (value as! MustacheText).renderText
            return leaf(.text(text), kind: .text, ending: Text.withUTF8(text, Self.ending))
        case ObjectIdentifier(SplicedHTML.self):
            let html = (value as! SplicedHTML).html
            return leaf(.html(html), kind: .html, ending: Self.ending(of: html.unsafeBytes))
        case ObjectIdentifier(Int.self):
            return leaf(.text(String(value as! Int)), kind: .number, ending: .other)
        case ObjectIdentifier(Bool.self):
            key.append((value as! Bool ? Kind.isTrue : Kind.isFalse).rawValue)
            return standing(value)
        case ObjectIdentifier(MustacheNull.self):
            key.append(Kind.null.rawValue)
            return standing(value)
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

    /// A field of a box or fields: its name and value; the name is kept in `names` for the stand-in.
    private mutating func walk(_ value: Any, named name: String, into names: inout [String]) -> Bool {
        append(name: name)
        guard walk(value) else { return false }
        if capture != nil { names.append(name) }
        return true
    }

    /// The end of a box's (`kind` `.box`) or fields' names and values; their stand-in a `SkeletonBox` of
    /// the stand-ins of the values, `names`.
    private mutating func endFields(_ names: [String], kind: Kind) -> Bool {
        key.append(Kind.endOfContainer.rawValue)
        guard let capture else { return true }
        let values = standIns[(standIns.count - names.count)...]
        let fields = Dictionary(uniqueKeysWithValues: zip(names, values))
        standIns.removeLast(names.count)
        standIns.append(SkeletonBox(fields: fields, capture: capture, transforms: kind == .box))
        return true
    }

    private mutating func walk<Element>(list: [Element]) -> Bool {
        key.append(Kind.list.rawValue)
        append(count: list.count)
        for element in list {
            guard walk(element) else { return false }
        }
        key.append(Kind.endOfContainer.rawValue)
        guard capture != nil else { return true }
        let values = Array(standIns[(standIns.count - list.count)...])
        standIns.removeLast(list.count)
        standIns.append(values)
        return true
    }

    /// A leaf of `kind` that ends as `ending` (nil: it has no shape); its stand-in a `SkeletonLeaf`.
    private mutating func leaf(_ leaf: Leaf, kind: Kind, ending: Ending?) -> Bool {
        guard let ending else { return false }
        key.append(kind.rawValue)
        key.append(ending.rawValue)
        if let capture { standIns.append(SkeletonLeaf(index: leaves.count, ending: ending, capture: capture)) }
        leaves.append(leaf)
        return true
    }

    /// A value that stands for itself in the stand-in (a Boolean, a null, a constant box).
    private mutating func standing(_ value: Any) -> Bool {
        if capture != nil { standIns.append(value) }
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
