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
