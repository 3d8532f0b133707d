import Foundation

/// Relative links resolved against a document's `canonicalURL`, shared by the threads that render
/// pages: Foundation's `URL(string:relativeTo:).absoluteURL` costs about 40,000 instructions a link, and
/// each link is shown three times (its document's page, its bar's pages, the parallel view), often in
/// many documents under the same base.
///
/// Bounded: once it holds `capacity` links it keeps them and resolves the rest each time, so a corpus
/// of ever-new links costs no more memory than this.
final class ResolvedURLCache: @unchecked Sendable {
    private let lock = NSLock()
    /// Keyed by the base and the reference, byte for byte (`TextPairKey`).
    private var resolved: [TextPairKey: String?] = [:]
    let capacity: Int

    init(capacity: Int = 65_536) {
        self.capacity = capacity
    }

    /// The number of links held.
    var count: Int { lock.withLock { resolved.count } }

    /// `resolve(reference, base)`, made once per base and reference while there is room.
    func absolute(_ reference: String, base: String, resolve: (String, String) -> String?) -> String? {
        let key = TextPairKey(base, reference)
        if let found = lock.withLock({ resolved[key] }) { return found }
        let absolute = resolve(reference, base)
        lock.withLock {
            if resolved.count < capacity { resolved[key] = absolute }
        }
        return absolute
    }
}
