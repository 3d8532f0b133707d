import Foundation

/// Encodes values as deterministic JSON: sorted keys, two-space indentation, no escaped slashes.
public enum DeterministicJSON {
    public static func encode<Value: Encodable>(_ value: Value) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(value)
        data.append(0x0A)
        return data
    }
}

/// Writes a file atomically: the data goes to a temporary file beside it, then is renamed into place,
/// so a failure never leaves a half-written file.
public enum AtomicFile {
    public static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw InputError(path: path, "cannot write file (\(error.localizedDescription))")
        }
    }
}
