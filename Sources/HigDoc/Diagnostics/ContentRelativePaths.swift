/// Paths as published: relative to the content directory (`zh/bars.md`), not as `--content` spelled them
/// (`content/zh/bars.md`, `/home/ci/checkout/content/zh/bars.md`). The spec and the site name a page's
/// file so, and so the same content gives the same spec and site from any checkout; `higdoc check`'s
/// reports keep the paths as given, which an editor opens from where the command ran.
public struct ContentRelativePaths: Sendable {
    /// The content directory as the pages' paths begin with it, with its slash (`content/`).
    let prefix: String

    /// `contentDirectory` as discovery names it (`ContentIndex.contentDirectory`, `Corpus.contentDirectory`).
    public init(contentDirectory: String) {
        prefix = contentDirectory.hasSuffix("/") ? contentDirectory : contentDirectory + "/"
    }

    /// `path` without the content directory before it (and the slashes after it); a path outside it as
    /// it is.
    public func path(_ path: String) -> String {
        path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count).drop { $0 == "/" }) : path
    }

    /// The findings with their files, and their related places' files, relative.
    public func diagnostics(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.location.file = path(diagnostic.location.file)
            for index in diagnostic.related.indices {
                diagnostic.related[index].file = path(diagnostic.related[index].file)
            }
            return diagnostic
        }
    }

    /// The graph with its documents' paths relative.
    public func graph(_ graph: GuidelineGraph) -> GuidelineGraph {
        var graph = graph
        for index in graph.documents.indices { graph.documents[index].path = path(graph.documents[index].path) }
        graph.diagnostics = diagnostics(graph.diagnostics)
        return graph
    }
}
