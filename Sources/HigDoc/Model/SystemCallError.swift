import Foundation

/// A system call that failed, by its `errno`: what went wrong in the system's own plain words
/// (`strerror`: "No such file or directory", "Permission denied"), where Foundation's errors say
/// "The operation could not be completed" or guess at a cause.
public struct SystemCallError: Error, Equatable, Sendable {
    public var code: Int32

    /// The error of the call that just failed (the current `errno`).
    public init(code: Int32 = errno) {
        self.code = code
    }

    /// What went wrong, as `strerror` says it ("No space left on device").
    public var reason: String { String(cString: strerror(code)) }

    /// Why `error` happened, in the system's words when it is a system call's, else as it describes itself.
    static func reason(of error: Error) -> String {
        (error as? SystemCallError)?.reason ?? String(describing: error)
    }
}
