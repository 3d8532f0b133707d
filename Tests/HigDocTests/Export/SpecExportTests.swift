import Foundation
import Testing

@testable import HigDoc

@Suite("JSON spec export")
struct SpecExportTests {
    @Test("Two exports are byte-identical")
    func deterministic() throws {
        let first = try TestSupport.higdoc(["export", "--content", TestSupport.contentDirectory])
        let second = try TestSupport.higdoc(["export", "--content", TestSupport.contentDirectory])
        #expect(first.status == 0)
        #expect(first.stdout.count > 100_000)
        #expect(first.stdout == second.stdout)
    }

    /// The start of the fifty-ninth session wrote the content directory as `--content` spelled it into
    /// every path of the spec, the XLIFF and the site's QA report: a checkout's own path was published.
    @Test("The spec, the XLIFF and the site are the same however --content names the directory")
    func independentOfTheContentPath() throws {
        let root = TestSupport.repoRoot
        let spellings = [
            TestSupport.contentDirectory, "content", "./content/", "content//", "../\(root.lastPathComponent)/content",
        ]
        for format in ["json", "xliff"] {
            let outputs = try spellings.map { spelling in
                try TestSupport.higdoc(["export", "--content", spelling, "--format", format], in: root)
            }
            #expect(outputs.allSatisfy { $0.status == 0 }, "\(outputs.map(\.stderr))")
            #expect(Set(outputs.map(\.stdout)).count == 1, "\(format)")
        }
        let spec = try TestSupport.higdoc(["export", "--content", TestSupport.contentDirectory], in: root).stdoutText
        #expect(spec.contains(#""path" : "zh/bars.md""#))
        #expect(spec.contains(#""file" : "zh/bars.md""#))
        #expect(!spec.contains(TestSupport.contentDirectory))
        let site = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: site) }
        for (index, spelling) in [TestSupport.contentDirectory, "./content/"].enumerated() {
            let build = try TestSupport.higdoc(
                ["build", "--content", spelling, "--out", site.appendingPathComponent("\(index)").path], in: root)
            #expect(build.status == 0, "\(build.stderr)")
        }
        for page in ["en/qa/index.html", "zh/qa/index.html", "data/higdoc-spec.json"] {
            let pages = try (0..<2).map { try Data(contentsOf: site.appendingPathComponent("\($0)/\(page)")) }
            #expect(pages[0] == pages[1], "\(page)")
        }
    }

    @Test("The export validates against the repository's JSON Schema (draft 2020-12, real validator)")
    func validatesAgainstSchema() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let specPath = directory.appendingPathComponent("spec.json").path
        let export = try TestSupport.higdoc(["export", "--content", TestSupport.contentDirectory, "--output", specPath])
        #expect(export.status == 0)
        let schemaPath = TestSupport.repoRoot.appendingPathComponent("schemas/higdoc-spec.schema.json").path
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1])); spec = json.load(open(sys.argv[2]))
            jsonschema.Draft202012Validator.check_schema(schema)
            errors = list(jsonschema.Draft202012Validator(schema).iter_errors(spec))
            for e in errors[:10]: print(list(e.absolute_path), e.message)
            print(len(errors), "errors;", len(spec["rules"]), "rules;", len(spec["systemItems"]), "items")
            """
        let result = try TestSupport.python(script, [schemaPath, specPath])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutText.hasPrefix("0 errors; 62 rules; 60 items"), "\(result.stdoutText)")
    }

    @Test("The schema in the repository is the one `higdoc schema` prints")
    func schemaFileMatches() throws {
        let file = try String(
            contentsOf: TestSupport.repoRoot.appendingPathComponent("schemas/higdoc-spec.schema.json"), encoding: .utf8)
        #expect(file == SchemaDocuments.spec)
        let printed = try TestSupport.higdoc(["schema"])
        #expect(printed.stdoutText == SchemaDocuments.spec)
    }

    @Test("Every property and $defs entry of both schemas has a description")
    func everyFieldDescribed() throws {
        for (name, schema) in [("spec", SchemaDocuments.spec), ("report", SchemaDocuments.reportSchema)] {
            let fields = Self.fields(of: try JSONSerialization.jsonObject(with: Data(schema.utf8)), at: "#")
            #expect(fields.count > 50, "the \(name) schema's fields were not found")
            let undescribed = fields.filter { !$0.isDescribed }.map(\.pointer)
            #expect(undescribed.isEmpty, "\(name) schema, no description: \(undescribed.joined(separator: ", "))")
        }
    }

    /// Every property and `$defs` entry under `schema`, as a JSON pointer, and whether it has a non-empty
    /// `description`.
    static func fields(of schema: Any, at pointer: String) -> [(pointer: String, isDescribed: Bool)] {
        if let array = schema as? [Any] {
            return array.indices.flatMap { fields(of: array[$0], at: "\(pointer)/\($0)") }
        }
        guard let object = schema as? [String: Any] else { return [] }
        var found: [(pointer: String, isDescribed: Bool)] = []
        for key in object.keys.sorted() {
            guard key == "properties" || key == "$defs", let named = object[key] as? [String: Any] else {
                found += fields(of: object[key]!, at: "\(pointer)/\(key)")
                continue
            }
            for name in named.keys.sorted() {
                let description = (named[name] as? [String: Any])?["description"] as? String
                let isDescribed = !(description ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
                found.append(("\(pointer)/\(key)/\(name)", isDescribed))
                found += fields(of: named[name]!, at: "\(pointer)/\(key)/\(name)")
            }
        }
        return found
    }

    @Test("The spec of the content index equals the loaded corpus's, byte for byte, findings included")
    func specOfIndex() throws {
        let bundled = try SpecBuilder.spec(for: ContentIndex.discover(contentDirectory: TestSupport.contentDirectory))
        #expect(
            try bundled.deterministicJSON() == SpecBuilder.spec(for: TestSupport.bundled.corpus).deterministicJSON())
        #expect(bundled.rules.count == TestSupport.bundled.graph.rules.count)
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace("zh/bars.md", "至少 44 x 44 点", with: "至少 40 x 40 点")
        let indexed = try SpecBuilder.spec(for: ContentIndex.discover(contentDirectory: fixture.content))
        #expect(indexed.diagnostics.contains { $0.code == .numberMismatch })
        #expect(try indexed.deterministicJSON() == SpecBuilder.spec(for: try fixture.corpus()).deterministicJSON())
    }

    @Test("The spec holds the graph's counts and versions")
    func contents() throws {
        let spec = SpecBuilder.spec(for: TestSupport.bundled.corpus)
        #expect(spec.schemaVersion == "2.2.0")
        #expect(spec.generator.name == "higdoc")
        #expect(
            spec.documents.map(\.key) == [
                "en/bars", "en/iphone-2010-bars", "en/search-bars", "en/uikit-search-bars", "zh/bars",
            ])
        #expect(
            spec.bars.map(\.id) == ["status-bar", "navigation-bar", "toolbar", "tab-bar", "search-bar", "scope-bar"])
        #expect(spec.documents.first { $0.key == "zh/bars" }?.translates == "en/bars")
    }

    /// The schema says `format: uri`; the front matter may write the address as a browser shows it.
    @Test("A canonicalURL is written as a URI, percent-encoded as the site links to it")
    func canonicalURLAsURI() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        try fixture.replace(
            "zh/bars.md", "translates: bars\n",
            with: "translates: bars\ncanonicalURL: https://example.cn/文档/a b.html?q=栏#顶部 %zz%20\n")
        let spec = SpecBuilder.spec(for: try fixture.corpus())
        #expect(
            spec.documents.map(\.canonicalURL) == [
                nil, "https://example.cn/%E6%96%87%E6%A1%A3/a%20b.html?q=%E6%A0%8F#%E9%A1%B6%E9%83%A8%20%25zz%20",
            ])
    }
}

@Suite("JSON string escaping")
struct JSONStringEscapingTests {
    struct Bytes: JSONByteSink {
        var bytes: [UInt8] = []
        mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: buffer) }
        mutating func append(_ byte: UInt8) { bytes.append(byte) }
    }

    @Test("Strings are escaped exactly as JSONEncoder escapes them, controls and quotes included")
    func matchesEncoder() throws {
        var text = ""
        for value in 0..<0x20 { text.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
        text += "\"\\/\u{7F}\u{2028}é中 plain"
        var sink = Bytes()
        JSONStringEscaping.append(text, to: &sink)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        #expect(sink.bytes == Array(try encoder.encode(text)))
        // Every byte to escape, at every offset of a longer text (the word-at-a-time path), and the
        // bytes around the limits (0x1F, 0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F, 0x80, 0xA2, 0xDC).
        for special in ["\u{1F}", "\u{00}", "\"", "\\", "\n"] {
            for offset in 0..<17 {
                let long = String(repeating: "a ! # [ ] 中", count: 3).prefix(offset) + special + "x ! # 中 [ ] \u{7F}é"
                var sink = Bytes()
                JSONStringEscaping.append(String(long), to: &sink)
                #expect(sink.bytes == Array(try encoder.encode(String(long))), "\(offset)")
            }
        }
    }

    @Test("The eight-byte test finds exactly the bytes that need escaping")
    func wordTestMatchesBytes() {
        for byte in 0...255 {
            for position in 0..<8 {
                var bytes = [UInt8](repeating: 0x61, count: 8)
                bytes[position] = UInt8(byte)
                let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                #expect(JSONStringEscaping.needsEscape(word) == (byte < 0x20 || byte == 0x22 || byte == 0x5C))
            }
        }
        let clean = Array("中文 ab~".utf8)
        #expect(!JSONStringEscaping.needsEscape(clean.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }))
    }
}
