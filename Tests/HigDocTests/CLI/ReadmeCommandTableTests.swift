import Foundation
import Testing

@testable import HigDoc

/// The README's table of commands names every value the options take.
@Suite struct ReadmeCommandTableTests {
    @Test("check's row lists every --fail-on severity and every --format")
    func checkRow() throws {
        let readme = try String(contentsOf: TestSupport.repoRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let row = try #require(readme.components(separatedBy: "\n").first { $0.hasPrefix("| `higdoc check ") })
        // `[--fail-on error\|warning\|note\|never]`: the values between the option and the bracket.
        let afterOption = try #require(row.range(of: "[--fail-on ")).upperBound
        let listed = row[afterOption...].prefix { $0 != "]" }.components(separatedBy: "\\|")
        #expect(listed.sorted() == CheckReport.FailOn.allCases.map(\.rawValue).sorted())
        for format in ReportFormat.allCases { #expect(row.contains(format.rawValue), "\(format)") }
        #expect(row.contains("`never` never fails"))
    }
}
