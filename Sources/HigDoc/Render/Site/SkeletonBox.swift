import Mustache

/// A box of a page model (`MustacheBox`, or `MustacheFields` without `transforms`) in the stand-in model a
/// page skeleton is rendered from: the same names, with stand-ins for its texts and pieces
/// (`SkeletonLeaf`). For a box, the dictionary transforms that answer from its names alone (`count`,
/// `empty`) are forwarded as a `MustacheBox` forwards them; any other (the order of `enumerated` is the
/// dictionary's own) and a description of it mark the render unfaithful. Fields have no transforms.
struct SkeletonBox: MustacheParent, MustacheTransformable, CustomStringConvertible, CustomDebugStringConvertible {
    let fields: [String: Any]
    let capture: SkeletonCapture
    /// Whether it stands for a `MustacheBox` (with the dictionary's transforms) rather than `MustacheFields`.
    var transforms = true

    func child(named name: String) -> Any? { fields[name] }

    func transform(_ name: String) -> Any? {
        guard transforms else { return nil }
        guard name == "count" || name == "empty" else {
            capture.markUnfaithful()
            return nil
        }
        return fields.transform(name)
    }

    var description: String {
        capture.markUnfaithful()
        return ""
    }

    var debugDescription: String { description }
}
