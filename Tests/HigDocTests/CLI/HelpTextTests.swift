import Foundation
import Testing

@testable import HigDoc

/// The commands' help reads as ArgumentParser wraps it: no line broken before it had to be.
@Suite struct HelpTextTests {
    static let commands: [[String]] = [[], ["build"], ["check"], ["export"], ["schema"], ["explain"], ["render"]]
    /// The longest line ArgumentParser writes when standard output is not a terminal.
    static let width = 79

    @Test("Prose is wrapped only where the next word would not fit; examples fit on their lines", arguments: commands)
    func noStrayLineBreaks(_ command: [String]) throws {
        let help = try TestSupport.higdoc(command + ["--help"])
        #expect(help.status == 0)
        let text = help.stdoutText
        let lines = text[..<(text.range(of: "\nUSAGE:")?.lowerBound ?? text.endIndex)].components(separatedBy: "\n")
        for (line, next) in zip(lines, lines.dropFirst()) where !line.isEmpty && !line.hasPrefix(" ") {
            // A line that goes on with the sentence (a lower-case word) was full: its next word did not fit.
            guard !next.hasPrefix(" "), let first = next.split(separator: " ").first, first.first?.isLowercase == true
            else { continue }
            #expect(line.count + 1 + first.count > Self.width, "stray line break after “\(line)”")
        }
        for line in lines where line.hasPrefix("  ") {
            #expect(line.count <= Self.width, "example wrapped: “\(line)”")
        }
        for (line, next) in zip(lines, lines.dropFirst()) where line.hasPrefix("  higdoc") {
            #expect(next.isEmpty || next.hasPrefix("  "), "example wrapped after “\(line)”")
        }
    }
}
