/// A spec's sections, rules and table rows as XLIFF sees them: each unit's text parts and location,
/// by id and, for each page, in page order.
struct XLIFFUnitTable {
    /// One unit with the texts and location XLIFF needs.
    struct Unit {
        /// `section`, `rule` or `item`: the prefix of its XLIFF id.
        var kind: String
        var id: String
        var document: String
        var location: SourceLocation
        /// A section's title; a rule's lead and body; a table row's name and meaning.
        var contents: [XLIFFDocument.Content]
    }

    private var byID: [String: Unit] = [:]
    private var byDocument: [String: [Unit]] = [:]

    init(_ spec: Spec) {
        var all: [Unit] = []
        all.reserveCapacity(spec.sections.count + spec.rules.count + spec.systemItems.count)
        for section in spec.sections {
            all.append(
                Unit(
                    kind: "section", id: section.id, document: section.document, location: section.location,
                    contents: [.init(lead: nil, text: section.title)]))
        }
        for rule in spec.rules {
            all.append(
                Unit(
                    kind: "rule", id: rule.id, document: rule.document, location: rule.location,
                    contents: [.init(lead: rule.lead.isEmpty ? nil : rule.lead, text: rule.body)]))
        }
        for item in spec.systemItems {
            all.append(
                Unit(
                    kind: "item", id: item.id, document: item.document, location: item.location,
                    contents: [.init(lead: nil, text: item.localizedName), .init(lead: nil, text: item.meaning)]))
        }
        for unit in all {
            if byID[unit.id] == nil { byID[unit.id] = unit }
            byDocument[unit.document, default: []].append(unit)
        }
        for key in byDocument.keys { byDocument[key]!.sort { ($0.location, $0.id) < ($1.location, $1.id) } }
    }

    func unit(_ id: String) -> Unit? { byID[id] }

    /// A page's units in the order they appear on it.
    func units(of document: String) -> [Unit] { byDocument[document] ?? [] }

    /// The part of a unit id after its page's key (`en/bars/status-bar/guidelines` →
    /// `status-bar/guidelines`), which is what tells the page's units apart.
    static func localID(_ unit: Unit) -> String {
        let prefix = unit.document + "/"
        let local = unit.id.hasPrefix(prefix) ? String(unit.id.dropFirst(prefix.count)) : unit.id
        return "\(unit.kind).\(local)"
    }
}
