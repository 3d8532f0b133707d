import Mustache

/// A boxed page model (or part of one) for swift-mustache: its fields by name, texts already wrapped as
/// `MustacheText` (`MustacheBoxing.wrappingTexts`).
///
/// It renders exactly as its dictionary would (names looked up in it, the dictionary's transforms
/// such as `{{count(x)}}` forwarded), but it says that its texts are wrapped, so a box that holds it (a
/// page's chrome holds the interface strings, a page its content) does not walk it and copy it again.
struct MustacheBox: MustacheParent, MustacheTransformable {
    let fields: [String: Any]

    func child(named name: String) -> Any? { fields[name] }

    func transform(_ name: String) -> Any? { fields.transform(name) }
}
