import Mustache

/// A text or HTML piece of a page model in the stand-in model a page skeleton is rendered from: it renders
/// as a marker of its leaf (`SkeletonCapture`), or as nothing when the leaf is empty, and otherwise
/// behaves as `MustacheText` and `SplicedHTML` do (a section on it is entered once; names are looked up
/// past it). What would show the text itself (its `renderText` by name, a transform, a description)
/// marks the render unfaithful.
final class SkeletonLeaf: MustacheCustomRenderable, MustacheParent, MustacheTransformable, CustomStringConvertible,
    CustomDebugStringConvertible
{
    let index: Int
    let ending: PageShape.Ending
    let capture: SkeletonCapture

    init(index: Int, ending: PageShape.Ending, capture: SkeletonCapture) {
        self.index = index
        self.ending = ending
        self.capture = capture
    }

    var renderText: String {
        ending == .empty ? "" : capture.marker(forLeaf: index, endsLine: ending == .lineFeed)
    }

    var isNull: Bool { false }

    func child(named name: String) -> Any? {
        if name == "renderText" { capture.markUnfaithful() }
        return nil
    }

    func transform(_ name: String) -> Any? {
        capture.markUnfaithful()
        return nil
    }

    var description: String {
        capture.markUnfaithful()
        return ""
    }

    var debugDescription: String { description }
}
