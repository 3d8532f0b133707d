import Foundation

/// Writes a `CheckReport` byte for byte as `DeterministicJSON.encode` does — pretty-printed with
/// two-space indents and ` : `, keys in UTF-8 byte order, slashes unescaped, nil optionals left out,
/// a final newline — through `PrettyJSONWriter` instead of `JSONEncoder`.
///
/// A large corpus's report holds millions of values, and boxing each one in the encoder made writing
/// it the longest serial step of `higdoc check`. `ReportJSONWriterTests` compares the output with the
/// encoder's on real reports, so a field added to a report type without being written fails a test.
enum ReportJSONWriter {
    /// The report as `DeterministicJSON.encode(report)` would write it.
    static func encode(_ report: CheckReport) -> Data {
        PrettyJSONWriter.document { $0.write(report) }
    }

    /// The bytes of `encode(report)`, handed to `output` a megabyte at a time, so that a large report is
    /// never whole in memory. Stops at the first error `output` throws, and rethrows it.
    static func write(_ report: CheckReport, to output: (Data) throws -> Void) throws {
        try PrettyJSONWriter.stream(to: output) { $0.write(report) }
    }
}
