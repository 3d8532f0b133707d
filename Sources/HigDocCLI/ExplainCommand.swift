import ArgumentParser
import HigDoc

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain what a finding's code means and what to do about it.",
        discussion: """
            Without a code, explains every code. A code is named as a finding shows it (HD0312) or by \
            its name (inconsistent-term-translation).
            Examples:
              higdoc explain HD0312
              higdoc explain missing-rule --language zh
              higdoc explain
            """
    )

    @Argument(help: ArgumentHelp("The codes to explain (all when none is given).", valueName: "code"))
    var codes: [String] = []

    @Option(help: ArgumentHelp("The language of the explanations: en or zh.", valueName: "language"))
    var language: String = "en"

    func validate() throws {
        guard Language(rawValue: language) != nil else {
            throw ValidationError("--language must be en or zh, not '\(language)'")
        }
        for code in codes where DiagnosticExplanation.code(named: code) == nil {
            throw ValidationError(
                "unknown code '\(code)': codes are HD0101 to HD0403 (higdoc explain lists them all)")
        }
    }

    func run() throws {
        let language = Language(rawValue: language)!
        let chosen = codes.isEmpty ? DiagnosticCode.allCases : codes.compactMap(DiagnosticExplanation.code(named:))
        try StandardOutput.write(
            chosen.map { DiagnosticExplanation.of($0, in: language).text(in: language) }.joined(separator: "\n"))
    }
}
