import Mustache

/// The fields of one row of a large table (a parallel row, a catalog row, a QA finding) for Mustache:
/// names and values in one small array, looked up by a linear scan.
///
/// Rows are rendered hundreds of thousands of times. swift-mustache casts every object on its context
/// stack to `MustacheParent` for every name it looks up; for a dictionary that is a conditional
/// conformance resolved at run time, and the lookup itself runs unspecialized. A struct of its own
/// conforms directly and scans its few fields with specialized code, which makes rendering a row about
/// a fifth cheaper. A field that is nil holds `MustacheNull.null`, as `setOrNull` does for dictionaries,
/// so a lookup stops at the row.
struct MustacheFields: MustacheParent {
    private let fields: [(name: String, value: Any)]

    /// Text values are wrapped as `MustacheText`, which swift-mustache renders with one cast instead of
    /// the four it tries on a plain string before printing it.
    init(_ fields: [(name: String, value: Any)]) {
        self.fields = fields.map { field in
            guard let text = field.value as? String else { return field }
            return (field.name, MustacheText(text))
        }
    }

    func child(named name: String) -> Any? {
        for field in fields where field.name == name { return field.value }
        return nil
    }

    /// The value of an optional field: the value, or an explicit null that renders as nothing.
    static func orNull(_ value: Any?) -> Any { value ?? MustacheNull.null }
}
