/// Something higdoc noticed in the content: a parser recovery, a translation gap, an unsafe construct.
///
/// Translation findings carry both sides: `location` is where the reader should act (usually the
/// Chinese file), `related` the counterpart (usually the English source).
public struct Diagnostic: Hashable, Codable, Sendable {
    public var code: DiagnosticCode
    public var severity: Severity
    public var message: String
    public var location: DiagnosticLocation
    public var related: [DiagnosticLocation]
    /// The bar the finding is about, when there is one (`toolbar`), for grouping.
    public var bar: String?
    /// A stable identity of the finding that survives line shifts (used by baselines and SARIF): 16 hex
    /// digits of `fingerprintValue`.
    public var fingerprint: String { Fingerprint.hex(fingerprintValue) }
    /// The fingerprint as a number, the way a finding keeps it (a large check holds hundreds of
    /// thousands of findings; as text each fingerprint would be an allocation of its own).
    public var fingerprintValue: UInt64

    public init(
        code: DiagnosticCode, severity: Severity? = nil, message: String, location: DiagnosticLocation,
        related: [DiagnosticLocation] = [], bar: String? = nil, subject: String? = nil
    ) {
        self.code = code
        self.severity = severity ?? code.defaultSeverity
        self.message = message
        self.location = location
        self.related = related
        self.bar = bar
        // The hash of `code|file|subject`, hashed part by part; the file as it lies in the content
        // directory, so that the fingerprint does not change with where the content is checked out or
        // how `--content` is spelled.
        var hash = Fingerprint.hash(code.rawValue)
        hash = Fingerprint.hash("|", continuing: hash)
        hash = Fingerprint.hash(Fingerprint.contentPath(location.file), continuing: hash)
        hash = Fingerprint.hash("|", continuing: hash)
        fingerprintValue = Fingerprint.hash(subject ?? message, continuing: hash)
    }

    private enum CodingKeys: String, CodingKey {
        case code, severity, message, location, related, bar, fingerprint
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.decode(DiagnosticCode.self, forKey: .code)
        severity = try container.decode(Severity.self, forKey: .severity)
        message = try container.decode(String.self, forKey: .message)
        location = try container.decode(DiagnosticLocation.self, forKey: .location)
        related = try container.decode([DiagnosticLocation].self, forKey: .related)
        bar = try container.decodeIfPresent(String.self, forKey: .bar)
        let fingerprint = try container.decode(String.self, forKey: .fingerprint)
        guard let value = Fingerprint.value(ofHex: fingerprint) else {
            throw DecodingError.dataCorruptedError(
                forKey: .fingerprint, in: container, debugDescription: "expected 16 hex digits, found '\(fingerprint)'")
        }
        fingerprintValue = value
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encode(severity, forKey: .severity)
        try container.encode(message, forKey: .message)
        try container.encode(location, forKey: .location)
        try container.encode(related, forKey: .related)
        try container.encodeIfPresent(bar, forKey: .bar)
        try container.encode(fingerprint, forKey: .fingerprint)
    }

    /// `path:line:col: warning: message [HD0101]`, the form compilers and editors understand.
    public var formatted: String {
        "\(location): \(severity.rawValue): \(message) [\(code.rawValue)]"
    }
}

extension Diagnostic {
    /// The related locations a report shows when it shows at most `limit`: those in other files first
    /// (the counterpart a translator needs), then those in the finding's own file, each in order; and how
    /// many are left out.
    func relatedForReport(limit: Int) -> (shown: [DiagnosticLocation], more: Int) {
        guard related.count > limit else { return (related, 0) }
        let elsewhere = related.filter { $0.file != location.file }
        let here = related.filter { $0.file == location.file }
        return (Array((elsewhere + here).prefix(limit)), related.count - limit)
    }
}

extension Diagnostic: Comparable {
    /// By location, then code, then the first related location (none first), then message: field by
    /// field, without making tuples of them.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.code != rhs.code { return lhs.code.rawValue < rhs.code.rawValue }
        // Findings at one place (the missing rules anchored after the same translated rule) in the order of
        // what they point to: the English rules in page order, not their messages in alphabetical order.
        if let left = lhs.related.first, let right = rhs.related.first, left != right { return left < right }
        if lhs.related.isEmpty != rhs.related.isEmpty { return lhs.related.isEmpty }
        return lhs.message < rhs.message
    }
}

extension Diagnostic {
    /// `diagnostics.sorted()`, file by file: diagnostics sort by file first, so a stable sort of each
    /// file's diagnostics, files in order, is the stable sort of all of them — with far fewer comparisons.
    static func sortedByFile(_ diagnostics: consuming [Diagnostic]) -> [Diagnostic] {
        var diagnostics = diagnostics
        sortByFile(&diagnostics)
        return diagnostics
    }

    /// `diagnostics` in sorted order: the array itself when it is sorted already (a check hands its
    /// findings over sorted), shared and not copied, else a sorted copy (the build's site input sorted a
    /// copy of 575,000 findings at N = 10,000). Compared where they are: a diagnostic read through the
    /// array's subscript is a copy of it.
    static func sortedIfNeeded(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let isSorted = diagnostics.withUnsafeBufferPointer { buffer in
            buffer.indices.dropFirst().allSatisfy { !(buffer[$0] < buffer[$0 - 1]) }
        }
        return isSorted ? diagnostics : diagnostics.sorted()
    }

    /// `sortedByFile`, in place: the diagnostics are moved into order where they are, not copied into a
    /// new array (a copy retains and releases every string of every diagnostic).
    static func sortByFile(_ diagnostics: inout [Diagnostic]) {
        let order = fileOrder(diagnostics)
        guard order.indices.contains(where: { order[$0] != $0 }) else { return }
        InPlacePermutation.arrange(&diagnostics, by: order)
    }

    /// The positions of `diagnostics` in sorted order (what `sortedByFile` puts first, then second, …).
    private static func fileOrder(_ diagnostics: [Diagnostic]) -> [Int] {
        // The check's findings come in runs of one file (each document group hands its own over sorted
        // by file): the runs are grouped by file, not each finding, which would hash its file's path.
        // Findings in any other order make shorter runs and are sorted all the same.
        var runsByFile: [String: [Range<Int>]] = [:]
        var runStart = 0
        for index in diagnostics.indices where index > 0 {
            if diagnostics[index].location.file != diagnostics[runStart].location.file {
                runsByFile[diagnostics[runStart].location.file, default: []].append(runStart..<index)
                runStart = index
            }
        }
        if !diagnostics.isEmpty {
            runsByFile[diagnostics[runStart].location.file, default: []].append(runStart..<diagnostics.count)
        }
        let files = runsByFile.keys.sorted()
        // A large corpus's findings: each file's sorted on its own, on all cores.
        // Indices are sorted, not the diagnostics: moving a diagnostic retains and releases its strings.
        // A file's indices are in order, so the stable sort keeps equal diagnostics as sorting them would.
        // Its findings usually arrive sorted already (each document group sorts its own): then checking
        // the order takes one comparison per finding, where sorting takes several.
        let runs = runsByFile
        @Sendable func sortedIndices(_ file: String) -> [Int] {
            let fileIndices = runs[file]!.flatMap { $0 }
            // Compared where they are: a diagnostic read through the array's subscript is a copy of it.
            return diagnostics.withUnsafeBufferPointer { diagnostics in
                let inOrder = zip(fileIndices, fileIndices.dropFirst()).allSatisfy {
                    !(diagnostics[$1] < diagnostics[$0])
                }
                return inOrder ? fileIndices : fileIndices.sorted { diagnostics[$0] < diagnostics[$1] }
            }
        }
        if diagnostics.count >= 10_000 {
            return ParallelMap.map(files, sortedIndices).flatMap { $0 }
        }
        return files.flatMap(sortedIndices)
    }

    /// Sorted diagnostics with each repeat of an earlier one left out. The sort is stable and equal
    /// diagnostics share a sort key, so this keeps what dropping repeats before sorting would keep, in
    /// the same order, comparing each diagnostic only with those of its location, code and message.
    static func removingRepeats(_ sorted: consuming [Diagnostic]) -> [Diagnostic] {
        var sorted = sorted
        // Compared where they are, not copied out of the array.
        let repeats = sorted.withUnsafeBufferPointer { sorted in
            var repeats: [Int] = []
            var runStart = 0
            for index in sorted.indices.dropFirst() {
                if sorted[index - 1] < sorted[index] {
                    runStart = index
                } else if sorted[runStart..<index].contains(sorted[index]) {
                    repeats.append(index)
                }
            }
            return repeats
        }
        // Usually there is none: then the sorted array is the answer, not a copy of it.
        guard !repeats.isEmpty else { return sorted }
        // The kept diagnostics are moved forward over the repeats, in order, and the repeats, moved to
        // the end, are dropped.
        var nextRepeat = 0
        var kept = 0
        sorted.withUnsafeMutableBufferPointer { diagnostics in
            for index in diagnostics.indices {
                if nextRepeat < repeats.count, repeats[nextRepeat] == index {
                    nextRepeat += 1
                } else {
                    diagnostics.swapAt(kept, index)
                    kept += 1
                }
            }
        }
        sorted.removeLast(sorted.count - kept)
        return sorted
    }

    /// Numbers apart the findings of one file that share a fingerprint, in place. A fingerprint is made of
    /// the code, the file and the subject, not the place, so two identical parser recoveries in one file
    /// (two tables with the same malformed delimiter row) would share it, and a baseline that accepts one
    /// would hide the other, and every later one like it. In sorted order the first keeps its
    /// fingerprint, so baselines written before still match it; the second and later continue it with
    /// `#2`, `#3`, … (the fingerprint of `code|file|subject#2`), as placeholder links number theirs. The
    /// rank follows the order of the file's findings, which moves with their lines only when identical
    /// findings trade places. `sorted` is sorted (`sortedByFile`) without repeats (`removingRepeats`).
    static func numberRepeatedFingerprints(_ sorted: inout [Diagnostic]) {
        var ranks: [UInt64: Int] = [:]
        var file: String?
        for index in sorted.indices {
            if sorted[index].location.file != file {
                ranks.removeAll(keepingCapacity: true)
                file = sorted[index].location.file
            }
            let value = sorted[index].fingerprintValue
            let rank = ranks[value, default: 0] + 1
            ranks[value] = rank
            if rank > 1 { sorted[index].fingerprintValue = Fingerprint.hash("#\(rank)", continuing: value) }
        }
    }
}
