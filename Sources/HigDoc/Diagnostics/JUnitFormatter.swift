import Foundation

/// JUnit XML for CI dashboards: one test suite per bar (and per file for findings outside bars), one
/// test case per finding. Findings that reach `--fail-on` are failures; the others pass with the
/// message in `system-out`, so they stay visible without failing the build.
///
/// Dashboards keep a test's history by its class and name, so neither holds what moves with an edit or
/// a checkout: the class is `higdoc.` and the bar (`higdoc.toolbar`) or the page's path in the content
/// directory without its extension (`higdoc.en/uikit-search-bars`; Jenkins reads what follows the last
/// dot as the class, so there is none in it), and the name is the code, the message and the finding's
/// fingerprint, which tells identical messages apart. The line is in the `line` attribute and the
/// failure's text. A test case's `file` and `line` attributes are in no JUnit schema: GitLab, GitHub
/// actions that annotate from JUnit and the Jenkins JUnit plugin read or accept them, and strict
/// validators (the Jenkins xUnit plugin's `junit-10.xsd`) reject them (README.md, "For CI").
public enum JUnitFormatter {
    public static func format(_ report: CheckReport) -> String {
        var bytes = Data()
        write(report) { bytes.append($0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The bytes of `format(report)`, handed to `output` a piece at a time (a suite's opening, a few
    /// chunks of test cases), so that a large report is never whole in memory. Stops at the first error
    /// `output` throws, and rethrows it.
    static func write(_ report: CheckReport, to output: (Data) throws -> Void) rethrows {
        let groups = ReportGrouping.groups(report)
        let failures = report.diagnostics.filter { report.summary.failOn.fails($0.severity) }.count
        var head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        head +=
            "<testsuites name=\"higdoc check\" tests=\"\(max(1, report.diagnostics.count))\" failures=\"\(failures)\" errors=\"0\">\n"
        if report.diagnostics.isEmpty {
            head += "  <testsuite name=\"translation\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"0\">\n"
            head += "    <testcase classname=\"higdoc.translation\" name=\"no findings\"/>\n  </testsuite>\n"
        }
        try output(Data(head.utf8))
        for group in groups where !group.diagnostics.isEmpty {
            let suiteFailures = group.diagnostics.filter { report.summary.failOn.fails($0.severity) }.count
            let suite = className(group)
            try output(
                Data(
                    "  <testsuite name=\"\(escape(suiteName(group)))\" tests=\"\(group.diagnostics.count)\" failures=\"\(suiteFailures)\" errors=\"0\" skipped=\"0\">\n"
                        .utf8))
            // The test cases are written side by side on all cores, a few chunks at a time, in order.
            try ParallelMap.forEachChunk(
                of: group.diagnostics, size: casesPerChunk,
                transform: { testCases($0, suite: suite, failOn: report.summary.failOn) },
                then: { try output(Data($0.utf8)) })
            try output(Data("  </testsuite>\n".utf8))
        }
        try output(Data("</testsuites>\n".utf8))
    }

    /// How many test cases one core writes at a time.
    static let casesPerChunk = 2_048

    /// The `<testcase>` elements of `diagnostics`, in order.
    /// A finding's test name: its code, message and fingerprint. No message holds a line number or a
    /// figure of its whole page, so the name stays when lines are added or removed elsewhere.
    static func testName(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.code.rawValue) \(diagnostic.message) [\(diagnostic.fingerprint)]"
    }

    private static func testCases(_ diagnostics: ArraySlice<Diagnostic>, suite: String, failOn: CheckReport.FailOn)
        -> String
    {
        var out = ""
        for diagnostic in diagnostics {
            let name = testName(diagnostic)
            let detail = ([diagnostic.location] + diagnostic.related).map(\.description).joined(separator: "\n")
            out +=
                "    <testcase classname=\"higdoc.\(escape(suite))\" name=\"\(escape(name))\" file=\"\(escape(diagnostic.location.file))\" line=\"\(diagnostic.location.line)\">\n"
            if failOn.fails(diagnostic.severity) {
                out +=
                    "      <failure type=\"\(diagnostic.code.name)\" message=\"\(escape("\(diagnostic.severity.rawValue): \(diagnostic.message)"))\">\(escape(detail))</failure>\n"
            } else {
                out +=
                    "      <system-out>\(escape("\(diagnostic.severity.rawValue): \(diagnostic.message)\n\(detail)"))</system-out>\n"
            }
            out += "    </testcase>\n"
        }
        return out
    }

    /// The part of a group's test class after `higdoc.`: its bar, or its file's path in the content
    /// directory without `.md`, with any other dot made an underscore.
    static func className(_ group: ReportGrouping.Group) -> String {
        if let bar = group.bar { return bar }
        var path = Fingerprint.contentPath(group.title)
        if path.hasSuffix(".md") { path = path.dropLast(3) }
        return path.replacingOccurrences(of: ".", with: "_")
    }

    /// A group's suite name: its title (the bar's names), or for a file's group the file's path in the
    /// content directory, the same from any checkout.
    static func suiteName(_ group: ReportGrouping.Group) -> String {
        group.bar == nil ? String(Fingerprint.contentPath(group.title)) : group.title
    }

    static func escape(_ text: String) -> String {
        // Most texts need nothing escaped or dropped: they are returned as they are. U+FFFE and U+FFFF,
        // which XML 1.0 forbids too, are EF BF BE and EF BF BF: a text with the byte 0xBF after 0xEF
        // takes the slow path.
        var previous: UInt8 = 0
        let plain = text.utf8.allSatisfy { byte in
            defer { previous = byte }
            return byte >= 0x20
                ? byte != 0x26 && byte != 0x3C && byte != 0x3E && byte != 0x22 && byte != 0x27
                    && !(previous == 0xEF && byte == 0xBF)
                : byte == 0x0A || byte == 0x09 || byte == 0x0D
        }
        if plain { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                // XML 1.0 forbids most control characters even as references, and U+FFFE and U+FFFF.
                if scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
