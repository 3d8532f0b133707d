import Foundation
import Testing

@testable import HigDoc

/// The paired en/zh corpus of `Fixtures/qa/base`, copied into a temporary directory so tests can mutate it.
struct QAFixture {
    let root: URL

    static let base = TestSupport.fixture("qa/base")

    /// A fresh copy of the base fixture.
    init() throws {
        root = try TestSupport.temporaryDirectory()
        for name in ["en", "zh", "glossary.yaml"] {
            try FileManager.default.copyItem(
                at: URL(fileURLWithPath: Self.base).appendingPathComponent(name), to: root.appendingPathComponent(name))
        }
    }

    var content: String { root.path }

    func remove() { try? FileManager.default.removeItem(at: root) }

    func read(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    func write(_ relative: String, _ text: String) throws {
        try text.write(to: root.appendingPathComponent(relative), atomically: true, encoding: .utf8)
    }

    /// Replaces `old` (which must occur exactly once) with `new` in a fixture file.
    func replace(_ relative: String, _ old: String, with new: String) throws {
        let text = try read(relative)
        try #require(text.components(separatedBy: old).count == 2, "'\(old)' must occur once in \(relative)")
        try write(relative, text.replacingOccurrences(of: old, with: new))
    }

    func corpus() throws -> Corpus { try Corpus.load(contentDirectory: content) }

    /// Runs every check on the fixture as it is now.
    func check(lock: TranslationLock? = nil) throws -> TranslationChecker.Result {
        TranslationChecker.run(corpus: try corpus(), lock: lock)
    }
}
