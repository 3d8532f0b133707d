import Foundation
import Mustache

/// The skeletons (`PageSkeleton`) of the pages a site renders, by template and model shape, shared by the
/// threads that render pages.
///
/// A page whose model has a shape (`PageShape`) met before is made from that shape's skeleton; the
/// first page of a shape is rendered by swift-mustache as usual (most pages of a shape-rich kind, such
/// as long lists, have a shape of their own, and a skeleton made for one page would cost a second
/// render). The second page of a shape renders the skeleton, which every later one reuses. A shape whose
/// stand-in render asked for more than the shape (`SkeletonCapture.isUnfaithful`) is remembered as
/// such, and its pages are rendered as usual. Both tables are bounded.
final class PageSkeletons: @unchecked Sendable {
    /// A template and a shape's key, hashed over the key's bytes in one pass.
    private struct Key: Hashable {
        let template: String
        let shape: [UInt8]

        func hash(into hasher: inout Hasher) {
            hasher.combine(template)
            shape.withUnsafeBufferPointer { hasher.combine(UnitKey.mix($0)) }
        }
    }

    /// How a page is to be made.
    private enum Plan {
        case fromSkeleton(PageSkeleton)
        case makeSkeleton
        case render
    }

    private let lock = NSLock()
    /// The skeleton of each shape met twice (nil: its stand-in render was unfaithful).
    private var skeletons: [Key: PageSkeleton?] = [:]
    /// The shapes met once.
    private var seen: Set<Key> = []
    /// How many shapes met once, and how many skeletons, are kept at most.
    let seenCapacity: Int
    let skeletonCapacity: Int
    private var counts = (fromSkeleton: 0, made: 0, rendered: 0, shapeless: 0)

    /// Tables of at most `seenCapacity` shapes met once (a key is a kilobyte or two) and
    /// `skeletonCapacity` skeletons (a page's chrome and template text, about ten kilobytes).
    init(seenCapacity: Int = 4096, skeletonCapacity: Int = 1024) {
        self.seenCapacity = seenCapacity
        self.skeletonCapacity = skeletonCapacity
    }

    /// The page of `model` (boxed by `MustacheBoxing`) with `template`, from a skeleton; nil when it is to
    /// be rendered as usual.
    func page(_ model: Any, template: String, library: MustacheLibrary) -> SplicedPage? {
        guard let shape = PageShape(model) else {
            lock.withLock { counts.shapeless += 1 }
            return nil
        }
        let key = Key(template: template, shape: shape.key)
        let plan = lock.withLock { () -> Plan in
            if let skeleton = skeletons[key] {
                guard let skeleton else {
                    counts.rendered += 1
                    return .render
                }
                counts.fromSkeleton += 1
                return .fromSkeleton(skeleton)
            }
            if seen.contains(key) && skeletons.count < skeletonCapacity { return .makeSkeleton }
            if seen.count < seenCapacity { seen.insert(key) }
            counts.rendered += 1
            return .render
        }
        switch plan {
        case .fromSkeleton(let skeleton):
            return skeleton.page(shape.leaves)
        case .render:
            return nil
        case .makeSkeleton:
            let skeleton = PageSkeleton.rendering(template, of: model, key: shape.key, library: library)
            lock.withLock {
                if skeletons[key] == nil { skeletons[key] = .some(skeleton) }
                seen.remove(key)
                if skeleton != nil { counts.made += 1 } else { counts.rendered += 1 }
            }
            return skeleton?.page(shape.leaves)
        }
    }

    /// How many pages were made from a skeleton (`made` of them made it), rendered as usual with a shape,
    /// and rendered as usual without one, so far.
    var statistics: (fromSkeleton: Int, made: Int, rendered: Int, shapeless: Int) {
        lock.withLock { counts }
    }
}
