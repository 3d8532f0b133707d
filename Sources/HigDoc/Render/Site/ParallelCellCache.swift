/// The cells of one page of a parallel view, rendered once for both its languages.
///
/// The English and the Chinese page of a parallel view sit at the same depth (`en/parallel/x/`,
/// `zh/parallel/x/`), so a unit's cell — its HTML and its relative link — is the same on both; only
/// the labels around it differ. One build job renders both pages with one cache.
final class ParallelCellCache {
    /// The page depth the cells were rendered for (`../../../`).
    let rootPrefix: String
    private var cells: [String: ParallelPage.Cell?] = [:]

    init(rootPrefix: String) { self.rootPrefix = rootPrefix }

    /// The cell of `unitID`, rendered by `render` the first time it is asked for.
    func cell(_ unitID: String, render: (String) -> ParallelPage.Cell?) -> ParallelPage.Cell? {
        if let cached = cells[unitID] { return cached }
        let cell = render(unitID)
        cells[unitID] = cell
        return cell
    }
}
