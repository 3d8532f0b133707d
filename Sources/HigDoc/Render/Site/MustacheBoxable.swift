/// A page model that boxes itself for Mustache: its fields as a dictionary, nested models boxed, nil
/// optionals left out (what `MustacheBoxing` would build through reflection, without the reflection).
protocol MustacheBoxable {
    var mustacheBox: [String: Any] { get }
}

extension Dictionary where Key == String, Value == Any {
    /// Sets `key` when `value` is not nil (Mustache treats an absent key as false or empty).
    mutating func setIfPresent(_ key: String, _ value: Any?) {
        if let value { self[key] = value }
    }
}

extension Dictionary where Key == String, Value == Any {
    /// Sets `key` to `value`, or to an explicit null when it is nil.
    ///
    /// For the fields of table rows, rendered thousands of times: a null renders like an absent key
    /// (empty text, a false section) but stops the lookup at the row, where an absent key sends
    /// Mustache up through every enclosing context. No enclosing model has a field of the same name.
    mutating func setOrNull(_ key: String, _ value: Any?) {
        self[key] = value ?? MustacheNull.null
    }
}
