import Foundation

extension Spec {
    /// The spec as deterministic JSON: byte for byte what `DeterministicJSON.encode(self)` writes, but
    /// written by hand (`PrettyJSONWriter+Spec.swift`) into one buffer instead of boxing every value in
    /// `JSONEncoder`, which made encoding the spec one of the longest jobs of a large build.
    public func deterministicJSON() throws -> Data {
        var writer = PrettyJSONWriter(capacity: 1 << 20)
        writer.write(self)
        writer.append(0x0A)
        return writer.finish()
    }
}
