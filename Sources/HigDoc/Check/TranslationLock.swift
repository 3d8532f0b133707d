import Foundation

/// The accepted state of a translation (`content/higdoc.lock`, written by `higdoc check --accept`).
///
/// For every translated unit it records the English units it was aligned to and a fingerprint of their
/// normalized text. When an English unit later changes, its translation is reported outdated (HD0316).
/// The text itself is kept too, so the finding can say what changed.
public struct TranslationLock: Codable, Equatable, Sendable {
    public struct Source: Codable, Equatable, Sendable {
        /// The English unit id (`en/bars/don-t-create-a-custom-status-bar`).
        public var id: String
        /// `Fingerprint.of(normalized text)`.
        public var fingerprint: String
        /// The normalized text that was accepted.
        public var text: String
    }

    public struct Entry: Codable, Equatable, Sendable {
        /// The translated unit id (`zh/bars/不要创建自定义状态栏`).
        public var translation: String
        /// `rule`, `section` or `system-item`.
        public var kind: String
        public var sources: [Source]
    }

    public static let fileName = "higdoc.lock"
    public static let formatVersion = 1

    public var version: Int
    public var generator: String
    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.version = Self.formatVersion
        self.generator = "higdoc \(HigDocVersion.current)"
        self.entries = entries.sorted { $0.translation < $1.translation }
    }

    /// Text reduced to what a reader sees: markup is already gone from plain text; whitespace runs,
    /// typographic quotes and apostrophes are made uniform, so formatting-only edits do not count.
    public static func normalize(_ text: String) -> String {
        Text.replacingScalars(Text.collapseWhitespace(text), plainQuotes)
    }

    /// Typographic quotes and apostrophes, and the plain ones `normalize` puts in their place.
    private static let plainQuotes: [Unicode.Scalar: Unicode.Scalar] = ["’": "'", "‘": "'", "“": "\"", "”": "\""]

    /// The lock of the current alignments.
    static func accept(_ context: CheckContext) -> TranslationLock {
        var entries: [Entry] = []
        for alignment in context.alignments {
            let folding = context.folding[alignment.translation]
            func source(_ id: String) -> Source? {
                guard let text = unitText(id, context) else { return nil }
                return Source(id: id, fingerprint: Fingerprint.of(text), text: text)
            }
            for pair in alignment.sections {
                guard let en = pair.source, let zh = pair.translation else { continue }
                let carried = folding?.structureOnlySource[zh] ?? []
                entries.append(Entry(translation: zh, kind: "section", sources: ([en] + carried).compactMap(source)))
            }
            for pair in alignment.rules {
                guard let en = pair.source, let zh = pair.translation, let locked = source(en) else { continue }
                entries.append(Entry(translation: zh, kind: "rule", sources: [locked]))
            }
            for pair in alignment.systemItems {
                guard let en = pair.source, let zh = pair.translation, let locked = source(en) else { continue }
                entries.append(Entry(translation: zh, kind: "system-item", sources: [locked]))
            }
        }
        return TranslationLock(entries: entries)
    }

    /// The normalized text of a unit, as fingerprinted.
    static func unitText(_ id: String, _ context: CheckContext) -> String? {
        if let rule = context.rules[id] { return normalize(rule.text) }
        if let item = context.items[id] { return normalize(item.name + " | " + item.meaning) }
        if let section = context.sections[id] {
            return normalize(section.title + "\n" + context.ownProse(ofSection: id))
        }
        return nil
    }

    // MARK: Reading and writing

    public static func path(contentDirectory: String) -> String {
        (contentDirectory.hasSuffix("/") ? contentDirectory : contentDirectory + "/") + fileName
    }

    /// Reads a lock file; a missing file is no lock (nil), a malformed one (or a loop of symbolic links, or
    /// a link to nothing, which `fileExists` calls missing) an input error: read as no lock, every outdated
    /// translation would go unreported.
    public static func read(_ path: String) throws -> TranslationLock? {
        guard
            FileManager.default.fileExists(atPath: path) || SourceFile.isSymbolicLinkLoop(path)
                || SourceFile.isDanglingLink(path)
        else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(path: path, "cannot read lock file (\(SourceFile.reason(for: path)))")
        }
        func malformed(_ problem: DecodingErrorSummary.Problem) -> InputError {
            // A stray key is deleted; accepting again would also take every outdated translation as current.
            let advice = problem.isStrayKey ? "delete it" : "re-run `higdoc check --accept`"
            return InputError(path: path, line: problem.line, "malformed lock file: \(problem.text); \(advice)")
        }
        let lock: TranslationLock
        do {
            lock = try DecodingErrorSummary.decode(TranslationLock.self, from: data, shape: shape)
        } catch {
            throw malformed(error)
        }
        guard lock.version == formatVersion else {
            throw InputError(
                path: path, line: JSONLineLocator(data).line(of: [.key("version")]),
                "lock file version \(lock.version) is not supported (expected \(formatVersion)); re-run `higdoc check --accept`"
            )
        }
        // A key the lock does not have, or gives twice, would be lost, unsaid, when `--accept` writes it again.
        if let stray = DecodingErrorSummary.strayKey(in: data, shape: shape) { throw malformed(stray) }
        // A kind `--accept` never writes would name the unit wrongly in every finding; a fingerprint that is
        // not 16 hex digits matches no text, and would report the unit outdated however it stood.
        for (index, entry) in lock.entries.enumerated() {
            if !kinds.contains(entry.kind) {
                throw InputError(
                    path: path,
                    line: JSONLineLocator(data).line(of: [.key("entries"), .index(index), .key("kind")]),
                    "malformed lock file: the kind '\(entry.kind)' is none of \(kinds.joined(separator: ", ")); re-run `higdoc check --accept`"
                )
            }
            if let source = entry.sources.firstIndex(where: { Fingerprint.value(ofHex: $0.fingerprint) == nil }) {
                throw InputError(
                    path: path,
                    line: JSONLineLocator(data).line(of: [
                        .key("entries"), .index(index), .key("sources"), .index(source), .key("fingerprint"),
                    ]),
                    "malformed lock file: the fingerprint '\(entry.sources[source].fingerprint)' is not 16 hex digits; re-run `higdoc check --accept`"
                )
            }
        }
        return lock
    }

    /// The kinds of unit a lock entry is of.
    static let kinds = ["rule", "section", "system-item"]

    /// The keys of a lock file.
    static let shape = JSONLineLocator.Shape.object([
        "version": .integer, "generator": .value,
        "entries": .array(
            .object([
                "translation": .value, "kind": .value,
                "sources": .array(.object(["id": .value, "fingerprint": .value, "text": .value])),
            ])),
    ])

    public func write(to path: String) throws {
        try AtomicFileStream.write(DeterministicJSON.encode(self), to: path)
    }
}
