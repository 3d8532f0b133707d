/// A spec's sections, rules and table rows as XLIFF sees them: each page's units in page order, with
/// their text parts and locations.
///
/// It keeps, for each page, only where its units are in the spec's lists; a page's units are made
/// when its file is written (at N = 10,000 holding them all took 300 MB).
struct XLIFFUnitTable {
    /// One unit with the texts and location XLIFF needs.
    struct Unit {
        /// `section`, `rule` or `item`: the prefix of its XLIFF id.
        var kind: Kind
        var id: String
        var document: String
        var location: SourceLocation
        /// A section's title; a rule's lead and body; a table row's name and meaning.
        var contents: [XLIFFDocument.Content]
    }

    enum Kind: String {
        case section, rule, item

        var order: Int {
            switch self {
            case .section: 0
            case .rule: 1
            case .item: 2
            }
        }
    }

    /// Where a unit is in the spec: its kind's list and its index there.
    private struct Reference {
        var kind: Kind
        var index: Int32
    }

    private let spec: Spec
    private let byDocument: [String: [Reference]]

    init(_ spec: Spec) {
        self.spec = spec
        var byDocument: [String: [Reference]] = [:]
        for (index, section) in spec.sections.enumerated() {
            byDocument[section.document, default: []].append(Reference(kind: .section, index: Int32(index)))
        }
        for (index, rule) in spec.rules.enumerated() {
            byDocument[rule.document, default: []].append(Reference(kind: .rule, index: Int32(index)))
        }
        for (index, item) in spec.systemItems.enumerated() {
            byDocument[item.document, default: []].append(Reference(kind: .item, index: Int32(index)))
        }
        // Page order; units starting at the same place (none in practice) in the lists' order.
        for key in byDocument.keys {
            byDocument[key]!.sort {
                (Self.start(of: $0, spec), $0.kind.order, $0.index) < (
                    Self.start(of: $1, spec), $1.kind.order, $1.index
                )
            }
        }
        self.byDocument = byDocument
    }

    /// A page's units in the order they appear on it.
    func units(of document: String) -> [Unit] {
        (byDocument[document] ?? []).map(unit(_:))
    }

    /// The part of a unit id after its page's key, with its kind (`en/bars/status-bar/guidelines` →
    /// `section.status-bar/guidelines`): what tells the page's units apart.
    static func localID(_ unit: Unit) -> String {
        let prefix = unit.document + "/"
        let local = unit.id.hasPrefix(prefix) ? String(unit.id.dropFirst(prefix.count)) : unit.id
        return "\(unit.kind.rawValue).\(local)"
    }

    private static func start(of reference: Reference, _ spec: Spec) -> SourceLocation {
        let index = Int(reference.index)
        return switch reference.kind {
        case .section: spec.sections[index].location
        case .rule: spec.rules[index].location
        case .item: spec.systemItems[index].location
        }
    }

    private func unit(_ reference: Reference) -> Unit {
        let index = Int(reference.index)
        switch reference.kind {
        case .section:
            let section = spec.sections[index]
            return Unit(
                kind: .section, id: section.id, document: section.document, location: section.location,
                contents: [.init(lead: nil, text: section.title)])
        case .rule:
            let rule = spec.rules[index]
            return Unit(
                kind: .rule, id: rule.id, document: rule.document, location: rule.location,
                // The list the rule opens: a segment per item, after the paragraph's.
                contents: [.init(lead: rule.lead.isEmpty ? nil : rule.lead, text: rule.body)]
                    + rule.list.map { .init(lead: nil, text: $0) })
        case .item:
            let item = spec.systemItems[index]
            return Unit(
                kind: .item, id: item.id, document: item.document, location: item.location,
                contents: [.init(lead: nil, text: item.localizedName), .init(lead: nil, text: item.meaning)])
        }
    }
}
