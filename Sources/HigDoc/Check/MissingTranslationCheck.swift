/// Finds English pages that no translation translates (HD0314).
enum MissingTranslationCheck {
    static func check(_ context: CheckContext) -> [Diagnostic] {
        let languages = Set(context.corpus.documents.map(\.language)).subtracting([.en]).map(\.displayName).sorted()
        let target = languages.isEmpty ? "any language" : languages.joined(separator: ", ")
        return context.untranslatedEnglishDocuments.map { document in
            Diagnostic(
                code: .missingTranslation,
                message:
                    "no translation: “\(document.frontMatter.title)” (\(document.frontMatter.edition)) has no page in \(target) that translates it",
                location: DiagnosticLocation(
                    file: document.path, line: context.sources.frontMatterLine(of: "id", in: document.path) ?? 1),
                subject: document.key)
        }
    }
}
