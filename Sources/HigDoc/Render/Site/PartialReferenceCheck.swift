/// Finds what a template's partials and parents name wrongly: a template that is not there (`{{> foot}}`
/// without a `foot.mustache`), which swift-mustache renders as nothing, in silence; and a template that
/// includes itself, directly or through others (`home → home`, `layout → pagination → layout`).
///
/// swift-mustache renders such a template until the stack overflows; the site's models hold no tree
/// whose end could stop the recursion (a section such as `{{#chrome}}` finds its name again at every
/// depth), so every cycle is refused when the templates are loaded.
enum PartialReferenceCheck {
    /// A template's file and the partials and parents it names.
    struct Template {
        var path: String
        var references: [MustachePartialReferences.Reference]
    }

    /// The first reference to a template that is not among `templates` (by template name, in name order,
    /// each template's references in the order they are written), as an input error at that reference.
    static func firstMissing(in templates: [String: Template]) -> InputError? {
        for name in templates.keys.sorted() {
            for reference in templates[name]!.references where templates[reference.name] == nil {
                return InputError(
                    path: templates[name]!.path, line: reference.line,
                    "partial '\(reference.name)' is not among the templates (no \(reference.name).mustache); it would render as nothing"
                )
            }
        }
        return nil
    }

    /// The first cycle among `templates` (by name, in name order, each template's references in the
    /// order they are written), as an input error at the reference that closes it; nil when there is
    /// none. Names that are not templates are left out (`firstMissing` finds them).
    static func firstCycle(in templates: [String: Template]) -> InputError? {
        // 1: on the path being walked; 2: walked, no cycle through it.
        var state: [String: Int] = [:]
        for root in templates.keys.sorted() where state[root] == nil {
            // The path from `root`, each template with the index of its next reference to follow.
            var path: [(name: String, next: Int)] = [(root, 0)]
            state[root] = 1
            while let (name, next) = path.last {
                let references = templates[name]!.references
                guard next < references.count else {
                    state[name] = 2
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let reference = references[next]
                guard templates[reference.name] != nil else { continue }
                switch state[reference.name] {
                case 1:
                    let cycle = path.drop { $0.name != reference.name }.map(\.name) + [reference.name]
                    return InputError(
                        path: templates[name]!.path, line: reference.line,
                        "partial '\(reference.name)' includes itself (\(cycle.joined(separator: " → ")))")
                case 2:
                    continue
                default:
                    state[reference.name] = 1
                    path.append((reference.name, 0))
                }
            }
        }
        return nil
    }
}
