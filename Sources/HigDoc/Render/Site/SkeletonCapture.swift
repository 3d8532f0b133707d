/// The render of a page skeleton's stand-in model (`SkeletonBox`, `SkeletonLeaf`): the markers its leaves
/// render as (`HTMLSplicing`), which leaf each stands for, and whether the template asked the model
/// for something a stand-in cannot answer as the real model would (a leaf's or a box's description, a
/// transform of a text), in which case the skeleton is not used.
final class SkeletonCapture {
    let splicing = HTMLSplicing()
    /// The leaf each marker of `splicing` stands for, by piece index.
    private(set) var leafOfPiece: [Int] = []
    /// Whether the render depended on more than the model's shape.
    private(set) var isUnfaithful = false

    /// The marker of leaf `index`; one that ends a line renders the line feed with it, as the text would.
    func marker(forLeaf index: Int, endsLine: Bool) -> String {
        leafOfPiece.append(index)
        var stand = HTMLBytes()
        if endsLine { stand.append(0x0A) } else { stand.append(0x20) }
        return splicing.marker(for: stand)
    }

    /// Records that the render asked for something only the real model could answer.
    func markUnfaithful() { isUnfaithful = true }
}
