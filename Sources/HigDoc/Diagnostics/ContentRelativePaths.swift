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

    /// The findings with their files, and their related places' files, relative: one string for each
    /// file, which all its findings share, as they shared the path given (the check interns their texts;
    /// a string made for each finding and each related place cost the build 80 MiB at N = 10,000).
    public func diagnostics(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var relative: [String: String] = [:]
        func shared(_ file: String) -> String {
            if let known = relative[file] { return known }
            let made = path(file)
            relative[file] = made
            return made
        }
        return diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.location.file = shared(diagnostic.location.file)
            for index in diagnostic.related.indices {
                diagnostic.related[index].file = shared(diagnostic.related[index].file)
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
