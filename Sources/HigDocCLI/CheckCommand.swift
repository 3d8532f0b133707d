import ArgumentParser
import Foundation
import HigDoc

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Cross-check the translations against their English sources.",
        discussion: """
            Aligns every translation with the English page it translates (sections, rules, table rows), \
            reports what it lacks, adds or has let go stale, and the coverage per bar and per document.
            Exit status: 0 when no finding reaches --fail-on, 1 when one does, 2 for usage or input errors.
            The SARIF log lists a baseline's findings as suppressed results, and at most --sarif-max-results \
            results (GitHub code scanning rejects a run of more than 25,000, and includes only the 5,000 most \
            severe): past it the suppressed ones go first, then notes, then warnings, and the log and a \
            warning on standard error say how many.
            Examples:
              higdoc check
              higdoc check --format sarif --output higdoc.sarif
              higdoc check --accept            # record the current translation as reviewed
              higdoc check --write-baseline qa-baseline.json
              higdoc check --baseline qa-baseline.json --fail-on warning
            """
    )

    @OptionGroup var options: ContentOptions

    @Option(
        help: ArgumentHelp(
            "Output format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "format"))
    var format: String = "text"

    @Option(
        name: .customLong("fail-on"),
        help: ArgumentHelp(
            "Exit 1 when a finding reaches this severity: note, warning, error, never.", valueName: "severity"))
    var failOn: String = "error"

    @Option(
        help: ArgumentHelp(
            "Leave out the findings this baseline file lists (SARIF lists them as suppressed).", valueName: "file"))
    var baseline: String?

    @Option(
        name: .customLong("write-baseline"),
        help: ArgumentHelp(
            "Write every current finding to this baseline file, and the report as usual; then exit 0.",
            valueName: "file"))
    var writeBaseline: String?

    @Flag(
        help:
            "Accept the current translation: write <content>/higdoc.lock with fingerprints of the English units each translated unit is aligned to."
    )
    var accept = false

    // Read unconditionally, so that `--sarif-max-results -1` is refused for its value, not taken for an option.
    @Option(
        name: .customLong("sarif-max-results"), parsing: .unconditional,
        help: ArgumentHelp(
            "The most results the SARIF log (--format sarif) lists, the most severe kept; 0 for no limit. The default, 25,000, is the most GitHub code scanning accepts in a run; it includes only the 5,000 most severe.",
            valueName: "count"))
    var sarifMaxResults: Int?

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("Write the report to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    func run() throws {
        guard let format = ReportFormat(rawValue: format) else {
            throw usage(
                "unknown format '\(self.format)' (expected one of: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
        }
        guard let failOn = CheckReport.FailOn(rawValue: failOn) else {
            throw usage(
                "unknown severity '\(self.failOn)' for --fail-on (expected one of: note, warning, error, never)")
        }
        if let sarifMaxResults {
            guard sarifMaxResults >= 0 else {
                throw usage("--sarif-max-results must be 0 (no limit) or more, not \(sarifMaxResults)")
            }
            // The check has no other option for one format alone: one the format does not use is said, not
            // refused, so that a script that always passes the limit still gets the report it asks for.
            if format != .sarif {
                printError(
                    "higdoc: warning: --sarif-max-results limits the SARIF log alone; --format \(format.rawValue) ignores it"
                )
            }
        }
        let lockPath = TranslationLock.path(contentDirectory: options.content)
        try refuseSharedDestinations(lockPath: lockPath)
        var timer = StageTimer()
        // Pages are parsed one translation pair at a time inside the check, not all up front.
        let index = try options.discoverContent()
        timer.mark("discover")
        do {
            let knownBaseline = try baseline.map(Baseline.read)
            let lock = accept ? nil : try TranslationLock.read(lockPath)
            let result = try TranslationChecker.run(index: index, lock: lock, computingAcceptedLock: accept)
            timer.mark("translation checks")
            // The report, the baseline and the lock replace what was there only together, once all are
            // written: a run that fails (an --output that cannot be written, a full standard output)
            // leaves the lock that records what was reviewed, and the baseline, as they were.
            // The baseline and the lock are written (not yet in place) before the report, so that one that
            // cannot be written fails the run before the report reaches standard output, which no rename
            // takes back.
            let report = try AtomicFileStream.committingTogether {
                if let writeBaseline { try Baseline(diagnostics: result.diagnostics).write(to: writeBaseline) }
                if accept { try result.acceptedLock.write(to: lockPath) }
                return try writeReport(
                    of: result, index: index, baseline: knownBaseline, failOn: failOn, as: format, timer: &timer)
            }
            if accept {
                printError("higdoc: accepted \(result.acceptedLock.entries.count) translated units; wrote \(lockPath)")
            }
            if let writeBaseline {
                printError("higdoc: wrote \(result.diagnostics.count) findings to the baseline \(writeBaseline)")
            }
            if format == .sarif, let warning = SARIFFormatter.leftOutWarning(report, options: sarifOptions) {
                printError(warning)
            }
            // The findings a baseline was just written with are known ones: they fail no run.
            if report.summary.failed { throw ExitCode(1) }
        } catch let error as InputError {
            printError(error.description)
            throw ExitCode(2)
        }
    }

    /// Makes the report of `result` and writes it to --output or standard output.
    private func writeReport(
        of result: TranslationChecker.Result, index: ContentIndex, baseline: Baseline?, failOn: CheckReport.FailOn,
        as format: ReportFormat, timer: inout StageTimer
    ) throws -> CheckReport {
        let outlines = Corpus(
            contentDirectory: index.contentDirectory, documents: index.pages.map(\.outline), glossary: index.glossary)
        var report = CheckReport.make(corpus: outlines, result: result, baseline: baseline, failOn: failOn)
        // The findings a baseline is written with are known ones: the run does not fail, and the report's
        // summary says so, as the exit status does.
        if writeBaseline != nil { report.summary.failed = false }
        keepUntilExit(result, report)
        timer.mark("report")
        defer { timer.mark("format and write") }
        if let output {
            try AtomicFileStream.write(to: output) { try format.write(report, sarif: sarifOptions, to: $0) }
        } else {
            let color =
                format == .text && isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            try format.write(report, color: color, sarif: sarifOptions, to: StandardOutput.write)
        }
        return report
    }

    /// The SARIF log's options: `--sarif-max-results`, 0 for no limit, and whether a baseline is written.
    private var sarifOptions: SARIFFormatter.Options {
        let limit = sarifMaxResults ?? SARIFFormatter.Options.gitHubResultLimit
        return SARIFFormatter.Options(resultLimit: limit == 0 ? nil : limit, wroteBaseline: writeBaseline != nil)
    }

    /// Refuses, before anything is written, two outputs (the report, the baseline, the lock) that name one
    /// file, even through symbolic or hard links: the later rename would replace the earlier file (or
    /// split two hard links of one file), a FIFO would get both, and a run that fails after the first
    /// rename would not leave everything as it was. Then, before any content is read, an output that would
    /// replace what the run reads (a file in the content, the baseline) or where no file could be made
    /// (`AtomicFileStream.checkWritable`).
    private func refuseSharedDestinations(lockPath: String) throws {
        var outputs: [(option: String, path: String)] = []
        if let output { outputs.append(("--output", output)) }
        if let writeBaseline { outputs.append(("--write-baseline", writeBaseline)) }
        let lock = "--accept's lock"
        if accept { outputs.append((lock, lockPath)) }
        var seen: [String: String] = [:]
        // Without --output the report goes to standard output: a file or a pipe there is one output too
        // (`--write-baseline /dev/stdout` wrote the baseline into the report's stream). A terminal or
        // `/dev/null` (a character device) is no file either would spoil.
        var standardOutput = stat()
        if output == nil, fstat(1, &standardOutput) == 0,
            (standardOutput.st_mode & S_IFMT) == S_IFREG || (standardOutput.st_mode & S_IFMT) == S_IFIFO
        {
            seen["device \(standardOutput.st_dev) inode \(standardOutput.st_ino)"] = "the report on standard output"
        }
        for (option, path) in outputs {
            let identity = try options.exitingOnInputError { try AtomicFileStream.destinationIdentity(of: path) }
            if let earlier = seen[identity] {
                throw usage("\(earlier) and \(option) name the same file '\(path)'; give each its own")
            }
            seen[identity] = option
        }
        // The lock goes into the content directory: one that is not there is the discovery's to report.
        var isDirectory: ObjCBool = false
        let hasContent =
            FileManager.default.fileExists(atPath: options.content, isDirectory: &isDirectory) && isDirectory.boolValue
        // No output but the lock may lie in the content, and the report may not replace the baseline read
        // (a new baseline may: `--baseline b --write-baseline b` refreshes it, read whole before).
        let inputs = baseline.map { [(option: "--baseline", path: $0)] } ?? []
        for (option, path) in outputs where option != lock {
            try options.exitingOnInputError {
                try AtomicFileStream.refuseReplacingInputs(
                    path, option: option, contentDirectory: options.content,
                    inputs: option == "--output" ? inputs : [])
            }
        }
        for (option, path) in outputs where hasContent || option != lock {
            try options.exitingOnInputError { try AtomicFileStream.checkWritable(path) }
        }
    }

    private func usage(_ message: String) -> ExitCode {
        printError("higdoc check: error: \(message)")
        return ExitCode(2)
    }
}
