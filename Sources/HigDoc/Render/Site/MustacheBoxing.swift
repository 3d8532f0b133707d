/// Turns a page model (structs, arrays, optionals) into boxes (`MustacheBox`, fields by name) and arrays
/// before rendering, every text wrapped as `MustacheText`.
///
/// swift-mustache resolves a name on a struct with `Mirror`, once per context level per lookup;
/// on large pages that reflection dominated the build. A box is a `MustacheParent` and is
/// looked up directly, so the model is boxed once, here, and rendered from boxes.
/// Models that list their own fields (`MustacheBoxable`: the rows of the large pages, the chrome)
/// are boxed without reflection; the rest through `Mirror`. The rendered output is the same:
/// optionals that are nil are simply absent.
enum MustacheBoxing {
    static func box(_ value: Any) -> Any {
        if let boxable = value as? any MustacheBoxable { return wrappingTexts(boxable.mustacheBox) }
        if value is MustacheBox { return value }
        if let html = value as? HTMLBytes { return SplicedHTML(html) }
        if let text = value as? String { return MustacheText(text) }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct?, .class?:
            var dictionary: [String: Any] = [:]
            dictionary.reserveCapacity(Int(mirror.children.count))
            for child in mirror.children {
                guard let label = child.label else { continue }
                if let unwrapped = unwrap(child.value) { dictionary[label] = box(unwrapped) }
            }
            return MustacheBox(fields: dictionary)
        case .optional?:
            return unwrap(value).map(box) ?? value
        case .collection?:
            return mirror.children.map { box($0.value) }
        default:
            return value
        }
    }

    /// The interface strings of each language, boxed once for every page (immutable once built, so it is
    /// safe to share between the threads that render pages).
    nonisolated(unsafe) static let strings: [Language: Any] = Dictionary(
        uniqueKeysWithValues: Language.allCases.map { language in
            let boxed = box(SiteStrings.of(language)) as! MustacheBox
            return (language, MustacheBox(fields: boxed.fields, constant: "strings." + language.rawValue))
        })

    /// A boxed model with its texts wrapped as `MustacheText`, in nested boxes and lists of boxes too;
    /// a `MustacheBox` inside is wrapped already and kept as it is.
    static func wrappingTexts(_ box: [String: Any]) -> MustacheBox {
        MustacheBox(
            fields: box.mapValues { value in
                if let text = value as? String { return MustacheText(text) }
                if type(of: value) == [String: Any].self { return wrappingTexts(value as! [String: Any]) }
                if type(of: value) == [[String: Any]].self { return (value as! [[String: Any]]).map(wrappingTexts) }
                return value
            })
    }

    /// The wrapped value of an optional (nil when empty), or the value itself.
    private static func unwrap(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrap($0.value) } ?? nil
    }
}
