/// Input higdoc cannot use: a missing directory, an unreadable or malformed file.
///
/// Printed as one line, `path:line: error: message`, so editors and CI logs can jump to it.
public struct InputError: Error, Equatable, CustomStringConvertible, Sendable {
    public var path: String
    public var line: Int?
    public var message: String

    public init(path: String, line: Int? = nil, _ message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    public var description: String {
        if let line { return "\(path):\(line): error: \(message)" }
        return "\(path): error: \(message)"
    }
}
