import Foundation

/// Standard input, output and error as the process found them.
enum StandardDescriptors {
    /// Opens `/dev/null` read-only as each of descriptors 0, 1 and 2 that the process was started without
    /// (`higdoc export >&-`). Otherwise the first file higdoc opens takes the free number, and what the
    /// command prints would go into that file (a page, a report's temporary file) or fail with a
    /// misleading error; a read-only descriptor makes writing to standard output fail with "Bad file
    /// descriptor", as it would have, and reading standard input find nothing. Call first, before
    /// anything opens a file.
    static func reserveClosed() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
        where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", O_RDONLY)
            // The lowest free number: `descriptor` itself, as the ones below it are open already.
            if opened >= 0 && opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }
}
