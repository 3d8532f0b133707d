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

    /// The bytes of `deterministicJSON()`, handed to `output` a megabyte at a time, so that a large
    /// spec is never whole in memory. Stops at the first error `output` throws, and rethrows it.
    public func writeDeterministicJSON(to output: (Data) throws -> Void) throws {
        try withoutActuallyEscaping(output) { output in
            var failure: Error?
            var writer = PrettyJSONWriter { bytes in
                guard failure == nil else { return }
                do { try output(Data(buffer: bytes)) } catch { failure = error }
            }
            writer.write(self)
            writer.append(0x0A)
            writer.finishStreaming()
            if let failure { throw failure }
        }
    }
}
