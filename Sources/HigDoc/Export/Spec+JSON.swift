import Foundation

extension Spec {
    /// The spec as deterministic JSON: byte for byte what `DeterministicJSON.encode(self)` writes, but
    /// written by hand (`PrettyJSONWriter+Spec.swift`) into one buffer instead of boxing every value in
    /// `JSONEncoder`, which made encoding the spec one of the longest jobs of a large build.
    public func deterministicJSON() throws -> Data {
        PrettyJSONWriter.document { $0.write(self) }
    }

    /// The bytes of `deterministicJSON()`, handed to `output` a megabyte at a time, so that a large
    /// spec is never whole in memory. Stops at the first error `output` throws, and rethrows it.
    public func writeDeterministicJSON(to output: (Data) throws -> Void) throws {
        try PrettyJSONWriter.stream(to: output) { $0.write(self) }
    }
}
