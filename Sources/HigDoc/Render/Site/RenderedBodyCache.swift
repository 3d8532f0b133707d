import Foundation

/// The bodies of the documents rendered last for every page that shows them (`RenderedBody`), shared
/// by the threads that build pages: a document's page and its bars' pages cut their runs of blocks
/// out of one rendering instead of rendering them again.
///
/// The site builds its pages in document order (`SiteBuilder.inDocumentOrder`), so the pages that
/// show one document are built close together, often at the same time on both cores: a page that asks
/// for a body another page is rendering waits for it rather than rendering it too (at N = 1,000, 1,131
/// of the 2,000 bodies were rendered twice when it did not). Bounded: once it holds `capacity` bodies,
/// the one used longest ago is dropped.
final class RenderedBodyCache: @unchecked Sendable {
    /// Guards the fields below; signalled when a body being rendered is held.
    private let condition = NSCondition()
    private var bodies: [String: (body: RenderedBody, lastUse: Int)] = [:]
    /// The keys of the bodies being rendered now.
    private var rendering: Set<String> = []
    private var tick = 0
    private var renders = 0
    private var uses = 0
    let capacity: Int

    init(capacity: Int = 256) {
        self.capacity = max(1, capacity)
    }

    /// How many bodies were rendered, and how many times a body was asked for.
    var counts: (rendered: Int, asked: Int) { condition.withLock { (renders, uses) } }

    /// The body held for document `key`, else the one `render` makes (outside the lock), once the
    /// page rendering it now, if any, has done so.
    func body(_ key: String, render: () -> RenderedBody) -> RenderedBody {
        let held = condition.withLock { () -> RenderedBody? in
            uses += 1
            while true {
                tick += 1
                if let held = bodies[key] {
                    bodies[key] = (held.body, tick)
                    return held.body
                }
                guard rendering.contains(key) else { break }
                condition.wait()
            }
            rendering.insert(key)
            return nil
        }
        if let held { return held }
        let body = render()
        // A body dropped is freed after the lock is let go.
        let dropped = condition.withLock { () -> RenderedBody? in
            defer { condition.broadcast() }
            rendering.remove(key)
            renders += 1
            tick += 1
            bodies[key] = (body, tick)
            guard bodies.count > capacity, let oldest = bodies.min(by: { $0.value.lastUse < $1.value.lastUse })
            else { return nil }
            bodies[oldest.key] = nil
            return oldest.value.body
        }
        withExtendedLifetime(dropped) {}
        return body
    }
}
