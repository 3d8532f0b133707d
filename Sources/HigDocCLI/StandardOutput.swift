import Foundation
import HigDoc

/// The commands' standard output, written with `write(2)` so that a failure to write is an error the
/// command reports: `FileHandle.standardOutput.write(_:)` traps on one (a full disk, a closed
/// descriptor), and what `print` buffers is lost without a word when the process exits.
///
/// SIGPIPE is ignored while a command runs, so that a reader that went away (`higdoc export | head`)
/// shows up as an error of the write (`EPIPE`) instead of ending the process at once: the command then
/// unwinds like any failed run, removing its temporary files and committing no lock, baseline or report.
/// Only then does it end as writers to a closed pipe conventionally do, by SIGPIPE, without a message
/// (nobody reads its output; a shell's `pipefail` still sees the failure, status 141). A process
/// started with SIGPIPE ignored is not ended by it: it reports the broken pipe as an error instead.
enum StandardOutput {
    /// The reader of standard output went away (`EPIPE`).
    struct ReaderGone: Error {}

    /// Writes `data` whole; throws `ReaderGone` when the reader went away, an `InputError` naming
    /// standard output for any other failure.
    static func write(_ data: Data) throws {
        do {
            try DescriptorWriter.write(data, to: STDOUT_FILENO)
        } catch let error as SystemCallError where error.code == EPIPE {
            throw ReaderGone()
        } catch let error as SystemCallError {
            throw InputError(path: "standard output", "cannot write (\(error.reason))")
        }
    }

    /// Writes `text` as UTF-8.
    static func write(_ text: String) throws {
        try write(Data(text.utf8))
    }

    /// Whether SIGPIPE was ignored already when higdoc started (set once, before any other thread runs).
    nonisolated(unsafe) private static var brokenPipeSignalWasIgnored = false

    /// Makes a write to a closed pipe fail with `EPIPE` instead of ending the process (see above). Call
    /// once, from the main thread, before any other thread starts.
    static func ignoreBrokenPipeSignal() {
        let previous = signal(SIGPIPE, SIG_IGN)
        brokenPipeSignalWasIgnored =
            previous.map { unsafeBitCast($0, to: Int.self) } == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Ends the process after its run failed with `ReaderGone`: by SIGPIPE, as the write to the closed
    /// pipe would have without `ignoreBrokenPipeSignal`; when SIGPIPE was ignored from the start, with the
    /// error and status 2.
    static func endAfterReaderWentAway() -> Never {
        if brokenPipeSignalWasIgnored {
            printError(
                InputError(path: "standard output", "cannot write (\(SystemCallError(code: EPIPE).reason))").description
            )
            exit(2)
        }
        _ = signal(SIGPIPE, SIG_DFL)
        raise(SIGPIPE)
        _exit(128 + SIGPIPE)
    }
}
