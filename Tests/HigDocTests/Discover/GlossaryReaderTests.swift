import Foundation
import Testing

@testable import HigDoc

/// `glossary.yaml` read from its YAML nodes: the bundled glossary as written, and every malformed one
/// an input error naming the file and the line of the mistake.
@Suite("glossary reader")
struct GlossaryReaderTests {
    static let valid = """
        version: 1
        concepts:
          - id: status-bar
            kind: bar
            en: [Status Bar, status bars]
            zh: [状态栏]
          - id: tab-bar-icons
            kind: topic
            itemKind: tab-bar-item
            bars: [tab-bar]
            en: [tab bar icons]
            zh: [标签栏图标]
        ruleKinds:
          dont:
            en: ["don't", never]
            zh: [不要]

        """

    @Test("A key is given again only in its own mapping: a later concept's keys are its own")
    func repeatedKeyStaysInItsMapping() {
        // Line 5 is the first concept's `en`, line 4 its `kind`; the second concept has both too.
        #expect(YAMLDuplicateKey.repeatLine(of: "en", after: 5, column: 5, in: Self.valid) == nil)
        #expect(YAMLDuplicateKey.repeatLine(of: "kind", after: 4, column: 5, in: Self.valid) == nil)
        #expect(
            YAMLDuplicateKey.repeatLine(
                of: "en", after: 5, column: 5, in: Self.replacing("    zh: [状态栏]\n", "    zh: [状态栏]\n    en: [x]\n"))
                == 7)
        // A wrapped string or list, even one that goes back to the left, does not end the mapping nor give
        // the key again.
        let wrapped = Self.replacing(
            "    zh: [状态栏]\n", "    note: \"a long note that\n    en: wraps here\"\n    zh: [状态栏,\n  x]\n    en: [y]\n")
        #expect(YAMLDuplicateKey.repeatLine(of: "en", after: 5, column: 5, in: wrapped) == 10)
        // The top mapping's keys, at the first column, run to the end.
        #expect(YAMLDuplicateKey.repeatLine(of: "version", after: 1, column: 1, in: Self.valid + "version: 2\n") == 17)
    }

    /// The glossary of `text`, read from a file of its own.
    static func read(_ text: String) throws -> Glossary {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("glossary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("glossary.yaml").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return try Glossary(reading: path)
    }

    /// The input error reading `text` gives: its line and message.
    /// `valid` with `old`, which it must hold, replaced by `new`.
    static func replacing(_ old: String, _ new: String) -> String {
        precondition(valid.contains(old), old)
        return valid.replacingOccurrences(of: old, with: new)
    }

    /// Expects each glossary text of `cases` to fail to read at its line with its message.
    static func expectFailures(
        _ cases: [(String, Int?, String)], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        for (text, line, message) in cases {
            let failure = failure(text)
            #expect(failure?.line == line, "\(message)", sourceLocation: sourceLocation)
            #expect(failure?.message == message, sourceLocation: sourceLocation)
        }
    }

    static func failure(_ text: String) -> (line: Int?, message: String)? {
        do {
            _ = try read(text)
            return nil
        } catch let error as InputError {
            #expect(error.path.hasSuffix("/glossary.yaml"))
            return (error.line, error.message)
        } catch {
            return (nil, "not an input error: \(error)")
        }
    }

    @Test("The bundled glossary: 87 concepts, the rule kinds, optional fields where given")
    func bundled() throws {
        let glossary = try Glossary(reading: TestSupport.contentDirectory + "/glossary.yaml")
        #expect(glossary.version == 1)
        #expect(glossary.concepts.count == 87)
        #expect(glossary.concepts.first?.id == "status-bar" && glossary.concepts.last?.id == "remove")
        let icons = try #require(glossary.concept("tab-bar-icons"))
        #expect(icons.kind == .topic && icons.itemKind == "tab-bar-item" && icons.bars == ["tab-bar"])
        #expect(icons.zh == ["标签栏图标", "用于标签栏的标准标签图标"])
        #expect(glossary.concept("status-bar")?.bars == nil && glossary.concept("status-bar")?.itemKind == nil)
        #expect(glossary.ruleKinds.keys.sorted() == ["consider", "dont"])
        #expect(glossary.ruleKinds["dont"]?.en == ["don't", "don’t", "do not", "never", "avoid"])
        #expect(glossary.ruleKinds["consider"]?.zh == ["考虑", "慎重"])
    }

    @Test(
        "Values are texts as written: terms lowercased, numbers and yes/no kept as words, null optional fields absent")
    func values() throws {
        let glossary = try Self.read(Self.valid)
        #expect(glossary.concepts.map(\.id) == ["status-bar", "tab-bar-icons"])
        #expect(glossary.concepts[0].en == ["status bar", "status bars"])
        #expect(glossary.ruleKinds["dont"]?.en == ["don't", "never"])
        let typed = try Self.read(
            Self.valid.replacingOccurrences(of: "zh: [状态栏]", with: "zh: [404, yes, 1.5]\n    itemKind: ~"))
        #expect(typed.concepts[0].zh == ["404", "yes", "1.5"])
        #expect(typed.concepts[0].itemKind == nil)
        // A term repeated within its own concept names that concept still.
        let repeated = try Self.read(Self.valid.replacingOccurrences(of: "zh: [状态栏]", with: "zh: [状态栏, 状态栏]"))
        #expect(repeated.concepts[0].zh == ["状态栏", "状态栏"])
        let quoted = try Self.read(Self.valid.replacingOccurrences(of: "itemKind: tab-bar-item", with: "itemKind: '~'"))
        #expect(quoted.concepts[1].itemKind == "~")
    }

    @Test("A malformed glossary is an input error at the line of the mistake")
    func malformed() {
        let cases: [(String, Int?, String)] = [
            (Self.replacing("zh: [状态栏]", "zh: [状态栏"), 7, "malformed glossary: did not find expected ',' or ']'"),
            (Self.replacing("    kind: bar\n", ""), 3, "malformed glossary: missing 'kind' in concept 'status-bar'"),
            (
                Self.replacing("kind: bar", "kind: bars"), 4,
                "malformed glossary: 'kind' of concept 'status-bar' is 'bars'; it must be bar, topic, system-item or ui-term"
            ),
            (
                Self.replacing("en: [Status Bar, status bars]", "en: Status Bar"), 5,
                "malformed glossary: 'en' of concept 'status-bar' must be a list"
            ),
            (
                Self.replacing("en: [Status Bar, status bars]", "en: [[Status Bar]]"), 5,
                "malformed glossary: 'en' of concept 'status-bar' must be a single value"
            ),
            (
                Self.replacing("id: tab-bar-icons", "id: status-bar"), 7,
                "malformed glossary: duplicate concept id 'status-bar'"
            ),
            (
                Self.replacing("bars: [tab-bar]", "bars: [tab-bar, tabbar]"), 10,
                "malformed glossary: concept 'tab-bar-icons' names unknown bar 'tabbar'"
            ),
            // A bar's id that names none of the six bars: its sections fell out of the bar's page.
            (
                Self.replacing("id: status-bar", "id: statusbar"), 3,
                "malformed glossary: concept 'statusbar' is of kind bar, but is none of the bars higdoc knows (status-bar, navigation-bar, toolbar, tab-bar, search-bar, scope-bar)"
            ),
            // A concept's id begins its sections' ids, anchors and paths on the site.
            (
                Self.replacing("id: tab-bar-icons", "id: \"../evil\""), 7,
                "malformed glossary: concept id '../evil' must use only ASCII letters, digits and '-'"
            ),
            (
                Self.replacing("id: tab-bar-icons", "id: \"\""), 7,
                "malformed glossary: concept id '' must use only ASCII letters, digits and '-'"
            ),
            (Self.replacing("version: 1", "version: one"), 1, "malformed glossary: 'version' must be a whole number"),
            (Self.replacing("version: 1\n", ""), 1, "malformed glossary: missing 'version'"),
            (
                Self.replacing("zh: [标签栏图标]", "zh: [标签栏图标, 状态栏]"), 12,
                "malformed glossary: zh term '状态栏' of concept 'tab-bar-icons' is already a term of concept 'status-bar' (line 6): a term names one concept"
            ),
            (
                Self.replacing("en: [tab bar icons]", "en: [tab bar icons, STATUS BARS]"), 11,
                "malformed glossary: en term 'STATUS BARS' of concept 'tab-bar-icons' is already a term of concept 'status-bar' (line 5): a term names one concept"
            ),
            (
                Self.replacing("version: 1", "version: 99"), 1,
                "malformed glossary: unsupported version 99 (this higdoc reads version 1)"
            ),
            (
                Self.replacing("version: 1", "version: 0"), 1,
                "malformed glossary: unsupported version 0 (this higdoc reads version 1)"
            ),
            (
                Self.replacing("ruleKinds:\n  dont:\n    en: [\"don't\", never]\n    zh: [不要]\n", ""), 1,
                "malformed glossary: missing 'ruleKinds'"
            ),
            (
                Self.replacing("    zh: [不要]\n", ""), 15,
                "malformed glossary: missing 'zh' in rule kind 'dont'"
            ),
            (
                Self.replacing("  - id: status-bar", "  - status-bar\n  - id: status-bar"), 3,
                "malformed glossary: each of 'concepts' must be a mapping of 'id', 'kind', 'en' and 'zh'"
            ),
            ("- version\n- concepts\n", 1, "malformed glossary: expected 'version', 'concepts' and 'ruleKinds'"),
            (
                Self.replacing("    kind: bar\n", "    kind: bar\n    kind: topic\n"), 5,
                "malformed glossary: 'kind' is given more than once (first on line 4)"
            ),
            // Terms with words, keys that are names, text without control characters, however written.
            (
                Self.replacing("en: [Status Bar, status bars]", "en: [\"\", status bars]"), 5,
                "malformed glossary: an empty en term of concept 'status-bar': a term has words"
            ),
            (
                Self.replacing("en: [Status Bar, status bars]", "en: [Status Bar, \"  \"]"), 5,
                "malformed glossary: an empty en term of concept 'status-bar': a term has words"
            ),
            (
                Self.replacing("    zh: [不要]\n", "    zh: [不要, \"\"]\n"), 16,
                "malformed glossary: an empty zh term of rule kind 'dont': a term has words"
            ),
            (
                Self.replacing("    kind: bar\n", "    kind: bar\n    [zh]: [x]\n"), 5,
                "malformed glossary: a key must be a plain name, not a list or a map"
            ),
            (
                Self.replacing("en: [Status Bar, status bars]", "en: [\"Status\\e[31mBar\", status bars]"), 5,
                "malformed glossary: 'en' of concept 'status-bar' holds the control character U+001B"
            ),
            // A control character written as itself, which libyaml refuses to read: the line of it, its
            // lines counted as the content's (a CRLF or a lone CR ends one, after Chinese characters).
            (
                Self.replacing("zh: [标签栏图标]", "zh: [标签栏\u{1}图标]"), 12,
                "malformed glossary: control characters are not allowed (U+0001)"
            ),
            (
                Self.replacing("zh: [标签栏图标]", "zh: [标签栏\u{1}图标]").replacingOccurrences(of: "\n", with: "\r\n"), 12,
                "malformed glossary: control characters are not allowed (U+0001)"
            ),
            (
                Self.replacing("zh: [标签栏图标]", "zh: [标签栏\u{1}图标]").replacingOccurrences(of: "\n", with: "\r"), 12,
                "malformed glossary: control characters are not allowed (U+0001)"
            ),
        ]
        Self.expectFailures(cases)
    }

    @Test("An unknown key is an input error at its line, with the key it most likely meant")
    func unknownKeys() {
        let cases: [(String, Int?, String)] = [
            (
                Self.replacing("    zh: [状态栏]\n", "    zh: [状态栏]\n    zn: [状态条]\n"), 7,
                "malformed glossary: unknown key 'zn' in concept 'status-bar' (did you mean 'zh'?)"
            ),
            (
                Self.replacing("kind: topic", "kinds: topic"), 8,
                "malformed glossary: unknown key 'kinds' in concept 'tab-bar-icons' (did you mean 'kind'?)"
            ),
            (
                Self.replacing("itemKind: tab-bar-item", "item-kind: tab-bar-item"), 9,
                "malformed glossary: unknown key 'item-kind' in concept 'tab-bar-icons' (did you mean 'itemKind'?)"
            ),
            (
                Self.replacing("  - id: status-bar", "  - ids: status-bar"), 3,
                "malformed glossary: unknown key 'ids' in a concept (did you mean 'id'?)"
            ),
            (
                Self.replacing("    kind: bar\n", "    kind: bar\n    notes: the six bars\n"), 5,
                "malformed glossary: unknown key 'notes' in concept 'status-bar' (known keys: id, kind, itemKind, bars, freeRendering, en, zh)"
            ),
            (
                Self.replacing("ruleKinds:", "ruleKind:"), 13,
                "malformed glossary: unknown key 'ruleKind' (did you mean 'ruleKinds'?)"
            ),
            (
                Self.replacing("version: 1\n", "version: 1\nglossary: bars\n"), 2,
                "malformed glossary: unknown key 'glossary' (known keys: version, concepts, ruleKinds)"
            ),
            (
                Self.replacing("  dont:", "  dnot:"), 14,
                "malformed glossary: unknown rule kind 'dnot' (did you mean 'dont'?)"
            ),
            (
                Self.replacing("  dont:", "  never:"), 14,
                "malformed glossary: unknown rule kind 'never' (known rule kinds: dont, consider, do)"
            ),
            (
                Self.replacing("    zh: [不要]", "    zn: [不要]"), 16,
                "malformed glossary: unknown key 'zn' in rule kind 'dont' (did you mean 'zh'?)"
            ),
        ]
        Self.expectFailures(cases)
        // Every key and rule kind the reader knows is read.
        let full = Self.replacing(
            "  dont:", "  consider:\n    en: [consider]\n    zh: [考虑]\n  do:\n    en: [use]\n    zh: [使用]\n  dont:")
        #expect((try? Self.read(full))?.ruleKinds.keys.sorted() == ["consider", "do", "dont"])
    }

    @Test("higdoc check and build name the glossary's file and the line of an unknown key, exit 2 and write nothing")
    func unknownKeyCommandLine() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("content")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: TestSupport.contentDirectory), to: content)
        let path = content.appendingPathComponent("glossary.yaml")
        let text = try String(contentsOf: path, encoding: .utf8)
        let toolbar = "  - id: toolbar\n    kind: bar\n    en: [toolbar, toolbars]\n    zh: [工具栏]\n"
        try #require(text.contains(toolbar))
        try Data(text.replacingOccurrences(of: toolbar, with: toolbar + "    zn: [工具条]\n").utf8).write(to: path)
        let expected =
            "\(path.path):28: error: malformed glossary: unknown key 'zn' in concept 'toolbar' (did you mean 'zh'?)\n"
        let report = root.appendingPathComponent("report.json").path
        let check = try TestSupport.higdoc(["check", "--content", content.path, "--output", report])
        #expect(check.status == 2)
        #expect(check.stderr == expected)
        let site = root.appendingPathComponent("site").path
        let build = try TestSupport.higdoc([
            "build", "--content", content.path, "--templates", SiteTestSupport.templatesDirectory, "--out", site,
        ])
        #expect(build.status == 2)
        #expect(build.stderr == expected)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["content"])
    }

    @Test("higdoc check names the glossary's file and line and exits 2, writing nothing")
    func commandLine() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("glossary-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(at: URL(fileURLWithPath: TestSupport.contentDirectory), to: root)
        let path = root.appendingPathComponent("glossary.yaml")
        let text = try String(contentsOf: path, encoding: .utf8)
        try Data(
            text.replacingOccurrences(of: "  - id: toolbar\n    kind: bar", with: "  - id: toolbar\n    kind: bars")
                .utf8
        )
        .write(to: path)
        let report = root.appendingPathComponent("report.json").path
        let result = try TestSupport.higdoc(["check", "--content", root.path, "--format", "json", "--output", report])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "\(path.path):25: error: malformed glossary: 'kind' of concept 'toolbar' is 'bars'; it must be bar, topic, system-item or ui-term"
            ), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: report))
    }
}
