import ArgumentParser

/// What `higdoc export` writes: the JSON spec, or the translations as XLIFF 2.1.
enum ExportFormat: String, CaseIterable, ExpressibleByArgument {
    case json
    case xliff
}
