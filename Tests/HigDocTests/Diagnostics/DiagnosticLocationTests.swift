import Testing

@testable import HigDoc

/// A location's `path:line:column` text, written into bytes, is what interpolating its parts gives.
@Suite("Diagnostic locations")
struct DiagnosticLocationTests {
    @Test("The description is the path, line and column joined by colons, for any path and position")
    func description() {
        let files = [
            "", "content/en/bars.md", "content/zh/栏/条.md", String(repeating: "long/path/", count: 40) + "x.md",
        ]
        // A location holds its line and column in 32 bits each (`SourceLocation`).
        var numbers = [0, 1, 9, 10, 99, 100, 12_345, Int(Int32.max), Int(Int32.min), -1, -10]
        var power = 1
        for _ in 1...9 {
            power *= 10
            numbers += [power - 1, power, power + 1, -power]
        }
        var compared = 0
        for file in files {
            for line in numbers {
                for column in [0, 1, 42, Int(Int32.max), Int(Int32.min)] {
                    let location = DiagnosticLocation(file: file, line: line, column: column)
                    #expect(location.description == "\(file):\(line):\(column)")
                    compared += 1
                }
            }
        }
        #expect(compared == 4 * 47 * 5)
        #expect(
            DiagnosticLocation(file: "content/zh/bars.md", line: 12, column: 3).description == "content/zh/bars.md:12:3"
        )
    }
}
