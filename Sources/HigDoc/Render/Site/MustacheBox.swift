import Mustache

/// A boxed page model (or part of one) for swift-mustache: its fields by name, texts already wrapped as
/// `MustacheText` (`MustacheBoxing.wrappingTexts`).
///
/// It renders exactly as its dictionary would (names looked up in it, the dictionary's transforms
/// such as `{{count(x)}}` forwarded), but it says that its texts are wrapped, so a box that holds it (a
/// page's chrome holds the interface strings, a page its content) does not walk it and copy it again.
///
/// A box that is the same for every page (the interface strings of a language) carries a name for what
/// it holds (`constant`): a page skeleton (`PageSkeletons`) renders it once, as it is, rather than
/// standing in for each of its texts.
struct MustacheBox: MustacheParent, MustacheTransformable {
    let fields: [String: Any]
    /// The name of this box's contents when they never change during the process, unique among such boxes.
    let constant: String?

    init(fields: [String: Any], constant: String? = nil) {
        self.fields = fields
        self.constant = constant
    }

    func child(named name: String) -> Any? { fields[name] }

    func transform(_ name: String) -> Any? { fields.transform(name) }
}
