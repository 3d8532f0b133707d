/// Finds translations made from a different edition than the page they translate (HD0315). The gaps
/// such a pair shows are partly the editions' differences, which the message says. The message names
/// the English page by its title, not its path, so that it reads the same from any checkout (JUnit
/// names its tests by their messages).
enum EditionMismatchCheck {
    static func check(_ context: CheckContext) -> [Diagnostic] {
        context.alignments.compactMap { alignment in
            guard let source = context.documents[alignment.source],
                let translation = context.documents[alignment.translation],
                source.frontMatter.edition != translation.frontMatter.edition
            else { return nil }
            let line = context.sources.frontMatterLine(of: "edition", in: translation.path) ?? 1
            let sourceLine = context.sources.frontMatterLine(of: "edition", in: source.path) ?? 1
            return Diagnostic(
                code: .editionMismatch,
                message:
                    "edition mismatch: this translation follows \(translation.frontMatter.edition), but the English page “\(source.frontMatter.title)” is the "
                    + "\(source.frontMatter.edition) edition; some missing and extra units below come from the editions' differences",
                location: DiagnosticLocation(file: translation.path, line: line, column: 1),
                related: [DiagnosticLocation(file: source.path, line: sourceLine, column: 1)],
                subject: "\(alignment.translation)|\(source.frontMatter.edition)|\(translation.frontMatter.edition)")
        }
    }
}
