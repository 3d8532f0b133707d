import Foundation

/// Writes bytes to an open file descriptor with `write(2)`, whole: a short write goes on where it
/// stopped, an interrupted one is tried again, and one that would block (a full non-blocking pipe)
/// waits until the descriptor takes more. A failure is thrown with its `errno`
/// (`SystemCallError`), where `FileHandle.write(_:)` traps on one.
public enum DescriptorWriter {
    /// Writes all of `data` to `descriptor`.
    public static func write(_ data: Data, to descriptor: Int32) throws {
        try data.withUnsafeBytes { try write($0, to: descriptor) }
    }

    /// Writes all of `bytes` to `descriptor`.
    public static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) throws {
        guard var next = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            let written = Glibc.write(descriptor, next, left)
            if written < 0 {
                if errno == EINTR { continue }
                // A descriptor in non-blocking mode (a pipe or terminal shared with a process that set
                // O_NONBLOCK) that is full takes more once its reader has read: wait for that.
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&request, 1, -1)
                    continue
                }
                throw SystemCallError()
            }
            // A write of nothing to a regular file or a device means it takes no more: as full as ENOSPC says.
            guard written > 0 else { throw SystemCallError(code: ENOSPC) }
            next += written
            left -= written
        }
    }
}
