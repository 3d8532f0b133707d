import Testing

@testable import HigDoc

/// Paths as the spec and the site publish them: relative to the content directory.
@Suite struct ContentRelativePathsTests {
    @Test("Findings' files become relative, and the findings of one file share one string")
    func relativeAndShared() {
        let paths = ContentRelativePaths(contentDirectory: "/home/ci/checkout/content")
        let file = "/home/ci/checkout/content/zh/bars-with-a-long-name.md"
        let other = "/elsewhere/zh/bars.md"
        let findings = (0..<3).map { line in
            Diagnostic(
                code: .missingRule, message: "m\(line)", location: DiagnosticLocation(file: file, line: line + 1),
                related: [DiagnosticLocation(file: file, line: 9), DiagnosticLocation(file: other, line: 2)])
        }
        let relative = paths.diagnostics(findings)
        #expect(relative.map(\.location.file) == Array(repeating: "zh/bars-with-a-long-name.md", count: 3))
        #expect(relative.flatMap { $0.related.map(\.file) }.filter { $0 == other }.count == 3)
        // One string for the file: the same storage in every finding and related place (a string each
        // cost the build 80 MiB at N = 10,000).
        func storage(_ text: String) -> UnsafeRawPointer? {
            var text = text
            return text.withUTF8 { UnsafeRawPointer($0.baseAddress) }
        }
        let first = storage(relative[0].location.file)
        #expect(first != nil)
        #expect(relative.allSatisfy { storage($0.location.file) == first && storage($0.related[0].file) == first })
        #expect(paths.path("/home/ci/checkout/content//en/a.md") == "en/a.md")
        #expect(paths.path("content/en/a.md") == "content/en/a.md")
    }
}
