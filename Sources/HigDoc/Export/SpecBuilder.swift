/// Assembles the spec: graph, alignments and coverage, and every diagnostic.
public enum SpecBuilder {
    public static func spec(for corpus: Corpus) -> Spec {
        let graph = GuidelineGraph.build(corpus)
        return Spec(graph: graph)
    }
}
