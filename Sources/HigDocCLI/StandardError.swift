import Foundation
import HigDoc

/// Writes one line to standard error; once a stop signal has arrived, waits for the end of the process
/// instead (the line would be the error of a writer whose work the signal removed). A standard error
/// that cannot be written (closed, full, a pipe without a reader) loses the line: there is nowhere left
/// to report that, and the exit status still tells.
func printError(_ line: String) {
    StopSignalCleanup.waitIfStopping()
    try? DescriptorWriter.write(Data((line + "\n").utf8), to: STDERR_FILENO)
}
