import Foundation

/// The bodies of the documents rendered last for every page that shows them (`RenderedBody`), shared
/// by the threads that build pages: a document's page and its bars' pages cut their runs of blocks
/// out of one rendering instead of rendering them again.
///
/// The site builds its pages in document order (`SiteBuilder.inDocumentOrder`), so the pages that
/// show one document are built close together, often at the same time on both cores. A page that
/// asks for a body another page is rendering now is told so and renders its own run alone: waiting
/// would leave its core idle for the whole body's rendering, and rendering the body too would do it
/// twice (at N = 1,000, 1,131 of the 2,000 bodies were). Bounded: once it holds `capacity` bodies, the
/// one used longest ago is dropped.
final class RenderedBodyCache: @unchecked Sendable {
    private let lock = NSLock()
    /// The bodies held, the one used longest ago dropped to make room.
    private var bodies: RecentlyUsedSlots<RenderedBody>
    /// The keys of the bodies being rendered now.
    private var rendering: Set<String> = []
    private var renders = 0
    private var uses = 0
    private var busy = 0
    let capacity: Int

    init(capacity: Int = 256) {
        self.capacity = max(1, capacity)
        bodies = RecentlyUsedSlots(capacity: capacity)
    }

    /// How many bodies were rendered, how many times a body was asked for, and how many of those
    /// times it was being rendered for another page.
    var counts: (rendered: Int, asked: Int, busy: Int) { lock.withLock { (renders, uses, busy) } }

    /// The body held for document `key`, else the one `render` makes (outside the lock); nil when
    /// another page is rendering it now, or when `render` makes none.
    func body(_ key: String, render: () -> RenderedBody?) -> RenderedBody? {
        enum Held {
            case body(RenderedBody)
            case busy
            case toRender
        }
        let held = lock.withLock { () -> Held in
            uses += 1
            if let body = bodies.use(key) { return .body(body) }
            if rendering.contains(key) {
                busy += 1
                return .busy
            }
            rendering.insert(key)
            return .toRender
        }
        switch held {
        case .body(let body): return body
        case .busy: return nil
        case .toRender: break
        }
        let body = render()
        // A body dropped is freed after the lock is let go.
        let dropped = lock.withLock { () -> RenderedBody? in
            rendering.remove(key)
            guard let body else { return nil }
            renders += 1
            return bodies.add(key, body)
        }
        withExtendedLifetime(dropped) {}
        return body
    }
}
