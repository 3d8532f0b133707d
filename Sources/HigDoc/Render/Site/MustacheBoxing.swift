/// Turns a page model (structs, arrays, optionals) into dictionaries and arrays before rendering.
///
/// swift-mustache resolves a name on a struct with `Mirror`, once per context level per lookup;
/// on large pages that reflection dominated the build. A dictionary is a `MustacheParent` and is
/// looked up directly, so the model is reflected once, here, and rendered from dictionaries.
/// The rendered output is the same: optionals that are nil are simply absent.
enum MustacheBoxing {
    static func box(_ value: Any) -> Any {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct?, .class?:
            var dictionary: [String: Any] = [:]
            dictionary.reserveCapacity(Int(mirror.children.count))
            for child in mirror.children {
                guard let label = child.label else { continue }
                if let unwrapped = unwrap(child.value) { dictionary[label] = box(unwrapped) }
            }
            return dictionary
        case .optional?:
            return unwrap(value).map(box) ?? value
        case .collection?:
            return mirror.children.map { box($0.value) }
        default:
            return value
        }
    }

    /// The wrapped value of an optional (nil when empty), or the value itself.
    private static func unwrap(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrap($0.value) } ?? nil
    }
}
