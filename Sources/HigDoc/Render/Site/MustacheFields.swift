import Mustache

/// The fields of one repeated part of a large page (a group of the item catalog, a coverage row) for
/// Mustache: names and values in two small arrays, looked up by a linear scan of the names. (The long
/// tables' rows themselves, and the parallel view's document pairs, are HTML made in Swift:
/// `TableRowsHTML`.)
///
/// These parts are rendered thousands of times. swift-mustache casts every object on its context
/// stack to `MustacheParent` for every name it looks up; for a dictionary that is a conditional
/// conformance resolved at run time, and the lookup itself runs unspecialized. A struct of its own
/// conforms directly and scans its few names with specialized code, which makes rendering a row about
/// a fifth cheaper.
///
/// Texts and other values come in separately, so that no value is cast to find out whether it is a
/// text, and the scan compares names without copying any value. Names are unique within a part.
struct MustacheFields: MustacheParent {
    let names: [String]
    let values: [Any]

    /// Texts are wrapped as `MustacheText`, which swift-mustache renders with one cast instead of the
    /// four it tries on a plain string before printing it; `others` (lists, nested fields, numbers,
    /// nulls, HTML pieces: `SplicedHTML`) are kept as they are.
    init(texts: KeyValuePairs<String, String>, others: KeyValuePairs<String, Any> = [:]) {
        var names: [String] = []
        var values: [Any] = []
        names.reserveCapacity(texts.count + others.count)
        values.reserveCapacity(texts.count + others.count)
        for (name, text) in texts {
            names.append(name)
            values.append(MustacheText(text))
        }
        for (name, value) in others {
            names.append(name)
            values.append(value)
        }
        assert(Set(names).count == names.count, "duplicate Mustache field name in \(names)")
        self.names = names
        self.values = values
    }

    func child(named name: String) -> Any? {
        for index in names.indices where names[index] == name { return values[index] }
        return nil
    }
}
