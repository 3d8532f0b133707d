import Foundation
import Testing

@testable import HigDoc

/// A lock file (`content/higdoc.lock`) that cannot be read stops every command that reads it, with the
/// file named: the build and the export used to pass over it and leave out every outdated translation.
@Suite("lock file errors")
struct LockFileErrorsTests {
    /// A copy of the bundled content whose lock file holds `lock`.
    static func content(withLock lock: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lock-\(UUID().uuidString)")
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: TestSupport.contentDirectory), to: root.appendingPathComponent("content"))
        try Data(lock.utf8).write(to: root.appendingPathComponent("content/higdoc.lock"))
        return root
    }

    @Test("check, build and export stop on a malformed lock, name it, exit 2 and write nothing")
    func malformed() throws {
        let root = try Self.content(withLock: "{ \"entries\" : [ broken")
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("content").path
        let lock = content + "/higdoc.lock"
        let output = root.appendingPathComponent("out").path
        for arguments in [
            ["check", "--content", content, "--output", output],
            ["build", "--content", content, "--out", output],
            ["export", "--content", content, "--output", output],
        ] {
            let result = try TestSupport.higdoc(arguments)
            #expect(result.status == 2, "\(arguments[0])")
            #expect(
                result.stderr.hasPrefix("\(lock):1: error: malformed lock file: not valid JSON;"),
                "\(arguments[0]): \(result.stderr)")
            #expect(result.stderr.contains("re-run `higdoc check --accept`"))
            #expect(!FileManager.default.fileExists(atPath: output), "\(arguments[0]) wrote \(output)")
        }
    }

    @Test(
        "A malformed lock or baseline says what is wrong and where in its JSON",
        arguments: [
            (#"{ "entries" : [], "generator" : "higdoc" }"#, "missing key 'version' at the top level"),
            (
                #"{ "entries" : [ { "translation" : "zh/x", "kind" : 3, "sources" : [] } ], "generator" : "g", "version" : 1 }"#,
                "'entries[0].kind' is not a string"
            ),
            ("{ \"entries\" : [\n  broken", "not valid JSON"),
            // Broken on line 3, after a subject of three-byte characters, in each line ending.
            ("{ \"subject\" : \"状态栏\",\n \"entries\" : [\n  broken", "not valid JSON on line 3"),
            ("{ \"subject\" : \"状态栏\",\r\n \"entries\" : [\r\n  broken", "not valid JSON on line 3"),
            ("{ \"subject\" : \"状态栏\",\r \"entries\" : [\r  broken", "not valid JSON on line 3"),
        ])
    func malformedSaysWhat(json: String, reason: String) throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("higdoc.lock").path
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: InputError.self) { try TranslationLock.read(path) }
        do {
            _ = try TranslationLock.read(path)
        } catch let error as InputError {
            // The line of the object lacking the key, of the value that is wrong, or where JSON stops.
            let line = reason.hasSuffix(" on line 3") ? 3 : reason == "not valid JSON" ? 2 : 1
            let said = reason.replacingOccurrences(of: " on line 3", with: "")
            #expect(error.message.hasPrefix("malformed lock file: \(said);"), "\(error.message)")
            #expect(error.line == line)
        }
        do {
            _ = try Baseline.read(path)
        } catch let error as InputError {
            #expect(error.message.hasPrefix("malformed baseline file: "), "\(error.message)")
        }
    }

    @Test(
        "A lock cut short, empty or not UTF-8 is refused at the line to look at",
        arguments: [
            // Cut short: its last line that holds anything.
            ("{\n  \"entries\" : [\n    { \"kind\" : \"rule\"\n\n  ", "not valid JSON (it ends inside a value)", 3),
            ("{\r\n  \"entries\" : [\r\n    {\r\n", "not valid JSON (it ends inside a value)", 3),
            ("", "not valid JSON (the file is empty)", 1),
            ("\n \n", "not valid JSON (the file is empty)", 1),
            // A backslash that escapes nothing JSON knows, before a Chinese character.
            ("{\n  \"entries\" : [],\n  \"generator\" : \"状态\\栏\",\n  \"version\" : 1\n}", "not valid JSON", 3),
            // A tab written as itself in a string, a control character JSON wants escaped.
            ("{\n  \"entries\" : [],\n  \"generator\" : \"a\tb\",\n  \"version\" : 1\n}", "not valid JSON", 3),
            // Not UTF-8: the line of the first byte that is not.
            ("{\n  \"entries\" : [],\n  \"generator\" : \"状态\u{FFFF}栏\",\n  \"version\" : 1\n}", "not UTF-8 text", 3),
        ])
    func cutShortEmptyOrNotUTF8(json: String, said: String, line: Int) throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("higdoc.lock").path
        // U+FFFF stands for a byte that is no UTF-8: 0xFF.
        var bytes = [UInt8](json.utf8)
        if let at = json.utf8.firstRange(of: "\u{FFFF}".utf8) {
            bytes.replaceSubrange(
                json.utf8.distance(
                    from: json.utf8.startIndex, to: at.lowerBound)..<json.utf8.distance(
                        from: json.utf8.startIndex, to: at.upperBound), with: [0xFF])
        }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: InputError.self) { try TranslationLock.read(path) }
        #expect(error?.message == "malformed lock file: \(said); re-run `higdoc check --accept`")
        #expect(error?.line == line)
    }

    /// A lock as `--accept` writes it, one key to a line, with `edit` applied to its text.
    static let writtenLock = """
        {
          "entries" : [
            {
              "kind" : "rule",
              "sources" : [
                {
                  "fingerprint" : "ab12ab12ab12ab12",
                  "id" : "en/bars/a",
                  "text" : "A"
                }
              ],
              "translation" : "zh/bars/a"
            },
            {
              "kind" : "section",
              "sources" : [
                {
                  "fingerprint" : "cd34cd34cd34cd34",
                  "id" : "en/bars/b",
                  "text" : "B"
                }
              ],
              "translation" : "zh/bars/b"
            }
          ],
          "generator" : "higdoc 1.0.0",
          "version" : 1
        }
        """

    @Test(
        "A lock's wrong value, missing key, unknown key or other version is reported at its line",
        arguments: [
            // A value that is not a string: the line of its key.
            (("\"section\"", "7"), "'entries[1].kind' is not a string", 15),
            // A kind `--accept` never writes, a fingerprint that is no 16 hex digits: the line of the value.
            (("\"section\"", "\"rulez\""), "the kind 'rulez' is none of rule, section, system-item", 15),
            (("\"cd34cd34cd34cd34\"", "\"cd34\""), "the fingerprint 'cd34' is not 16 hex digits", 18),
            // A missing key: the line of the object that lacks it.
            (
                ("\"fingerprint\" : \"cd34cd34cd34cd34\",", ""), "missing key 'fingerprint' in 'entries[1].sources[0]'",
                17
            ),
            // Keys the lock does not have, the first in the file's order.
            (
                ("\"text\" : \"B\"", "\"text\" : \"B\", \"note\" : \"checked by Li\""),
                "unknown key 'note' in 'entries[1].sources[0]' (the keys there are 'fingerprint', 'id', 'text')", 20
            ),
            (
                ("\"version\" : 1", "\"version\" : 1,\n  \"comment\" : \"x\""),
                "unknown key 'comment' at the top level (the keys there are 'entries', 'generator', 'version')", 28
            ),
            (
                ("\"kind\" : \"rule\",", "\"kind\" : \"rule\", \"ki\\u006ed2\" : 1,"),
                "unknown key 'kind2' in 'entries[0]' (the keys there are 'kind', 'sources', 'translation')", 4
            ),
            // A key holding a line end is named as JSON writes it: the message stays on one line.
            (
                ("\"kind\" : \"rule\",", "\"kind\" : \"rule\", \"a\\nb\" : 1,"),
                "unknown key 'a\\u000ab' in 'entries[0]' (the keys there are 'kind', 'sources', 'translation')", 4
            ),
            // After a comma that ends an object, which the decoder allows.
            (
                ("\"text\" : \"B\"", "\"text\" : \"B\",\n  \"zz\" : 1,"),
                "unknown key 'zz' in 'entries[1].sources[0]' (the keys there are 'fingerprint', 'id', 'text')", 21
            ),
            // A key given twice: the decoder keeps one, and the next --accept drops the other.
            (
                ("\"translation\" : \"zh/bars/b\"", "\"translation\" : \"zh/bars/b\",\n\"kind\" : \"rule\""),
                "'kind' is given more than once in 'entries[1]' (first on line 15)", 24
            ),
            // A version that is no whole number, which the decoder calls "not valid JSON".
            (("\"version\" : 1", "\"version\" : 1.5"), "'version' is not a whole number", 27),
            (("\"version\" : 1", "\"version\" : -9223372036854775808.0"), "'version' is not a whole number", 27),
            // A key misspelt: the line of the misspelling, not of the object that lacks the key.
            (
                ("\"translation\" : \"zh/bars/a\"", "\"transation\" : \"zh/bars/a\""),
                "unknown key 'transation' in 'entries[0]', which lacks 'translation'", 12
            ),
            // Nested deeper than the decoder reads (which the walk, too, goes no deeper than).
            (
                (
                    "\"version\" : 1",
                    "\"version\" : 1,\n  \"x\" : " + String(repeating: "[", count: 600)
                        + String(repeating: "]", count: 600)
                ),
                "not valid JSON (nested more than 512 deep)", 28
            ),
            // Escapes JSON does not have: a lone surrogate, a \u without four hexadecimal digits.
            (("\"zh/bars/b\"", "\"zh/bars/\\ud800\""), "not valid JSON", 23),
            (("\"zh/bars/b\"", "\"zh/bars/\\u12\""), "not valid JSON", 23),
        ])
    func linesOfAWrittenLock(edit: (String, String), said: String, line: Int) throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("higdoc.lock").path
        // The last occurrence is edited: the second entry's, or the one key given once.
        var text = Self.writtenLock
        let range = try #require(text.range(of: edit.0, options: .backwards))
        text.replaceSubrange(range, with: edit.1)
        // In each line ending, with and without a byte order mark.
        for ending in ["\n", "\r\n", "\r"] {
            for mark in ["", "\u{FEFF}"] {
                try Data((mark + text.replacingOccurrences(of: "\n", with: ending)).utf8)
                    .write(to: URL(fileURLWithPath: path))
                let error = #expect(throws: InputError.self) { try TranslationLock.read(path) }
                // A stray key is deleted; anything else is mended by accepting again.
                let stray =
                    (said.hasPrefix("unknown key") && !said.contains("which lacks")) || said.contains("more than once")
                let advice = stray ? "delete it" : "re-run `higdoc check --accept`"
                #expect(error?.message == "malformed lock file: \(said); \(advice)")
                #expect(error?.line == line, "\(ending.debugDescription) \(mark.isEmpty ? "" : "BOM")")
            }
        }
    }

    @Test("A lock in UTF-16, which the decoder would read, is refused as not UTF-8")
    func utf16() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("higdoc.lock").path
        try Data([0xFF, 0xFE] + Self.writtenLock.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
            .write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: InputError.self) { try TranslationLock.read(path) }
        #expect(
            error?.message
                == "malformed lock file: not UTF-8 text (UTF-16, by its byte order mark); re-run `higdoc check --accept`"
        )
        #expect(error?.line == 1)
    }

    @Test("The lock as written is read, and another version is refused at the line of its version")
    func writtenLockAndVersionLine() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("higdoc.lock").path
        try Data(Self.writtenLock.utf8).write(to: URL(fileURLWithPath: path))
        let lock = try #require(try TranslationLock.read(path))
        #expect(lock.entries.map(\.translation) == ["zh/bars/a", "zh/bars/b"])
        try Data(Self.writtenLock.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 2").utf8)
            .write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: InputError.self) { try TranslationLock.read(path) }
        #expect(error?.line == 27)
        #expect(error?.message.hasPrefix("lock file version 2 is not supported") == true)
    }

    @Test("A baseline that cannot be read says why, as the lock does")
    func unreadableBaseline() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let missing = root.appendingPathComponent("nowhere.json").path
        let error = #expect(throws: InputError.self) { try Baseline.read(missing) }
        #expect(error?.description == "\(missing): error: cannot read baseline file (no such file)")
        let error2 = #expect(throws: InputError.self) { try Baseline.read(root.path) }
        #expect(error2?.message == "cannot read baseline file (is a directory)")
    }

    @Test("A baseline with a key it does not have is refused at that key's line; one as written is read")
    func baselineUnknownKey() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("baseline.json").path
        let written = Baseline(
            diagnostics: [
                Diagnostic(
                    code: .missingTranslation, message: "m", location: DiagnosticLocation(file: "zh/a.md", line: 3))
            ])
        try written.write(to: path)
        #expect(try Baseline.read(path).findings == written.findings)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let codeLine = try #require(lines.firstIndex { $0.contains("\"code\"") }) + 1
        // A key misspelt: the line of the misspelling.
        try Data(text.replacingOccurrences(of: "\"code\"", with: "\"kode\"").utf8)
            .write(to: URL(fileURLWithPath: path))
        let misspelt = #expect(throws: InputError.self) { try Baseline.read(path) }
        #expect(misspelt?.line == codeLine)
        #expect(
            misspelt?.message
                == "malformed baseline file: unknown key 'kode' in 'findings[0]', which lacks 'code' (expected the JSON that --write-baseline writes)"
        )
        // A key missing with no other in its place: the line of the object that lacks it.
        try Data(text.replacingOccurrences(of: "\"code\" : \"HD0314\",", with: "").utf8)
            .write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: InputError.self) { try Baseline.read(path) }
        let objectLine = try #require(lines[..<(codeLine - 1)].lastIndex { $0.hasSuffix("{") }) + 1
        #expect(error?.line == objectLine)
        #expect(
            error?.message
                == "malformed baseline file: missing key 'code' in 'findings[0]' (expected the JSON that --write-baseline writes)"
        )
        try Data(text.replacingOccurrences(of: "\"code\"", with: "\"kode\" : 1, \"code\"").utf8)
            .write(to: URL(fileURLWithPath: path))
        let unknown = #expect(throws: InputError.self) { try Baseline.read(path) }
        #expect(unknown?.line == codeLine)
        #expect(
            unknown?.message.contains(
                "unknown key 'kode' in 'findings[0]' (the keys there are 'code', 'file', 'fingerprint', 'message')")
                == true)
        // A fingerprint higdoc never writes (it would match no finding): refused at its line.
        let fingerprintLine = try #require(lines.firstIndex { $0.contains("\"fingerprint\"") }) + 1
        let fingerprint = written.findings[0].fingerprint
        try Data(text.replacingOccurrences(of: "\"\(fingerprint)\"", with: "\"zz\"").utf8)
            .write(to: URL(fileURLWithPath: path))
        let bad = #expect(throws: InputError.self) { try Baseline.read(path) }
        #expect(bad?.line == fingerprintLine)
        #expect(
            bad?.message
                == "malformed baseline file: the fingerprint 'zz' is not 16 hex digits (expected the JSON that --write-baseline writes)"
        )
    }

    @Test("A lock of another format version is refused by the build too")
    func otherVersion() throws {
        let root = try Self.content(withLock: #"{ "entries" : [], "generator" : "higdoc 9", "version" : 9 }"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("content").path
        let result = try TestSupport.higdoc(
            ["build", "--content", content, "--out", root.appendingPathComponent("site").path])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "\(content)/higdoc.lock:1: error: lock file version 9 is not supported (expected 1); re-run `higdoc check --accept`"
            ))
    }
}
