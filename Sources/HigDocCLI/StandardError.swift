import Foundation
import HigDoc

/// Writes one line to standard error; once a stop signal has arrived, waits for the end of the process
/// instead (the line would be the error of a writer whose work the signal removed).
func printError(_ line: String) {
    StopSignalCleanup.waitIfStopping()
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
