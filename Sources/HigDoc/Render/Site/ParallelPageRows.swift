/// The rows of one page of a bar's parallel view, worked out once for both of its languages: which
/// document pairs the page shows, which of their aligned pairs belong to the bar, and each side's
/// cell. Only the words around them (labels, titles) differ between the English and the Chinese page.
///
/// Both pages of a number sit at the same depth (`en/parallel/x/`, `zh/parallel/x/`), so a cell's
/// HTML and relative link are the same on both; `rootPrefix` records the depth they were made for.
struct ParallelPageRows {
    struct Row {
        let pair: AlignedPair
        /// The row's id (`pair-` and the dotted unit id), the same on both pages.
        let id: String
        let en: ParallelPage.Cell?
        let zh: ParallelPage.Cell?
    }

    /// The rows of one kind of unit (sections, rules or system items) of one document pair.
    struct Group {
        let kind: Int
        let rows: [Row]
    }

    struct DocumentPair {
        let alignment: DocumentAlignment
        let groups: [Group]
    }

    /// The page depth the cells were made for (`../../../`).
    let rootPrefix: String
    let pairs: [DocumentPair]
    /// The number of alignments with a row in the bar, over all pages of the view.
    let alignmentCount: Int
}

extension SiteBuilder {
    /// The rows of page `page` of the parallel view of `bar`, with cells made for `route`.
    func parallelRows(_ bar: String, page: Int, route: PageRoute) throws -> ParallelPageRows {
        let indices = context.parallelAlignments[bar] ?? []
        let onPage = indices[SitePageSizes.slice(page, of: indices.count, perPage: context.input.pageSizes.documents)]
        let bit = UnitBars.bit(bar)
        let pairs = try onPage.map { position in
            let alignment = context.input.alignments[position]
            var documents = ParallelCellDocuments()
            let bars = context.alignmentBars[position]
            let kinds = [alignment.sections, alignment.rules, alignment.systemItems]
            let groups = try kinds.enumerated().map { kind, pairs in
                // The pairs of the bar (`SiteContext.belongs(_:to:)`, worked out once per build), each
                // copied once (into its row), not first into a filtered list.
                var rows: [ParallelPageRows.Row] = []
                // A side's cell, its unit found where the pair's bars were (`AlignmentBars.unitPosition`).
                func cell(_ id: String?, pair index: Int, translation: Bool) throws -> ParallelPage.Cell? {
                    var unit = Int(bars.unitPosition(kind: kind, pair: index, translation: translation))
                    if unit == Int(AlignmentBars.lookUp), let id {
                        unit = context.position(ofUnit: id, kind: kind) ?? -1
                    }
                    guard unit >= 0 else { return nil }
                    return try parallelCell(at: unit, kind: kind, on: route, documents: &documents)
                }
                for index in pairs.indices where bars.kinds[kind][index] & bit != 0 {
                    let pair = pairs[index]
                    rows.append(
                        ParallelPageRows.Row(
                            pair: pair, id: SiteAnchor.dotted(pair.source ?? pair.translation ?? "", prefix: "pair-"),
                            en: try cell(pair.source, pair: index, translation: false),
                            zh: try cell(pair.translation, pair: index, translation: true)))
                }
                return ParallelPageRows.Group(kind: kind, rows: rows)
            }
            return ParallelPageRows.DocumentPair(alignment: alignment, groups: groups)
        }
        return ParallelPageRows(rootPrefix: route.rootPrefix, pairs: pairs, alignmentCount: indices.count)
    }
}
