import Foundation

/// The site's templates read and parsed on a thread of their own, while the caller goes on (the build
/// finds the pages meanwhile, and waits for the templates before it checks them, so that a template
/// that does not parse is reported at once).
///
/// swift-mustache's parser measures what is left of a template at every tag, a walk over its
/// characters, so the templates cost about 36 million instructions to parse: 4 ms, a sixth of the
/// bundled site's build, spent on one core while the other waited. A thread of its own, not a
/// Dispatch worker, so that the discovery's `concurrentPerform` keeps both of its.
public final class SiteTemplatesLoading: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    /// Set once by the thread, before it signals `done`; read after `done`.
    private var outcome: Result<SiteTemplates, Error>?

    /// Starts reading and parsing the templates in `directory`.
    public init(directory: String) {
        let thread = Thread { [self] in
            outcome = Result { try SiteTemplates(directory: directory) }
            done.signal()
        }
        thread.name = "higdoc templates"
        thread.start()
    }

    /// The templates, once parsed; throws what `SiteTemplates(directory:)` threw.
    public func templates() throws -> SiteTemplates {
        done.wait()
        done.signal()
        return try outcome!.get()
    }
}
