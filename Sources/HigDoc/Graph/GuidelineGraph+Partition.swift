extension GuidelineGraph {
    /// The graph split by document key, in one pass; each part holds that document's nodes and diagnostics.
    ///
    /// Translation checks work on one document pair at a time, so they read a part instead of
    /// filtering the whole graph (which would make a corpus check quadratic in its size).
    public func partitioned() -> [String: GuidelineGraph] {
        var parts: [String: GuidelineGraph] = [:]
        var keyByPath: [String: String] = [:]
        for document in documents {
            var part = GuidelineGraph()
            part.documents = [document]
            parts[document.key] = part
            keyByPath[document.path] = document.key
        }
        for section in sections { parts[section.document]?.sections.append(section) }
        for rule in rules { parts[rule.document]?.rules.append(rule) }
        for item in systemItems { parts[item.document]?.systemItems.append(item) }
        for note in notes { parts[note.document]?.notes.append(note) }
        for link in links { parts[link.document]?.links.append(link) }
        for image in images { parts[image.document]?.images.append(image) }
        for diagnostic in diagnostics {
            if let key = keyByPath[diagnostic.location.file] { parts[key]?.diagnostics.append(diagnostic) }
        }
        return parts
    }

    /// The union of several parts (documents keep their order).
    public static func merging(_ parts: [GuidelineGraph]) -> GuidelineGraph {
        var graph = GuidelineGraph()
        for part in parts {
            graph.documents += part.documents
            graph.sections += part.sections
            graph.rules += part.rules
            graph.systemItems += part.systemItems
            graph.notes += part.notes
            graph.links += part.links
            graph.images += part.images
            graph.diagnostics += part.diagnostics
        }
        return graph
    }
}
