/// Aligns every translation in a corpus with the English page its front matter says it translates.
public struct CorpusAligner: Sendable {
    public let corpus: Corpus
    public let graph: GuidelineGraph
    let matcher: TermMatcher

    public init(corpus: Corpus, graph: GuidelineGraph) {
        self.init(corpus: corpus, graph: graph, matcher: TermMatcher(glossary: corpus.glossary))
    }

    init(corpus: Corpus, graph: GuidelineGraph, matcher: TermMatcher) {
        self.corpus = corpus
        self.graph = graph
        self.matcher = matcher
    }

    /// One alignment per translation, sorted by the translation's key.
    public func alignAll() -> [DocumentAlignment] {
        corpus.documents.filter { $0.frontMatter.translates != nil }.sorted { $0.key < $1.key }.compactMap {
            translation in
            guard let target = translation.frontMatter.translates, let source = corpus.document("en/\(target)") else {
                return nil
            }
            return align(source: source, translation: translation)
        }
    }

    public func align(source: Document, translation: Document) -> DocumentAlignment {
        let sections = SectionAligner(matcher: matcher).align(
            source: graph.sections(in: source.key), sourceDocument: source,
            translation: graph.sections(in: translation.key), translationDocument: translation)
        let rules = RuleAligner(matcher: matcher).align(
            source: graph.rules(in: source.key), sourceDocument: source,
            translation: graph.rules(in: translation.key), translationDocument: translation)
        let items = SystemItemAligner().align(
            source: graph.systemItems(in: source.key), translation: graph.systemItems(in: translation.key))
        return DocumentAlignment(
            source: source.key, translation: translation.key, sections: sections, rules: rules, systemItems: items)
    }
}
