import Foundation
import Testing

@testable import HigDoc

/// `higdoc export --format xliff`: the translation pairs as XLIFF 2.1, read back by an XML parser and
/// by Translate Toolkit, a library CAT tools are built on.
@Suite("XLIFF export")
struct XLIFFExportTests {
    /// The bundled content's directory, as the pages' paths start.

    static let bundled: XLIFFDocument = try! document(TestSupport.contentDirectory)

    /// The XLIFF document of a content directory, as `higdoc export --format xliff` makes it.
    static func document(_ content: String) throws -> XLIFFDocument {
        let index = try ContentIndex.discover(contentDirectory: content)
        return XLIFFDocumentBuilder.document(from: try SpecBuilder.spec(for: index), glossary: index.glossary)
    }

    static func states(_ units: [XLIFFDocument.Unit], kind: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        for unit in units where unit.id.hasPrefix(kind + ".") {
            for segment in unit.segments { counts[segment.state.rawValue, default: 0] += 1 }
        }
        return counts
    }

    static func findings(_ notes: [XLIFFDocument.Note]) -> [String] {
        notes.filter { $0.category == "finding" }.map { String($0.text.prefix(6)) }
    }

    @Test("The bundled content: one file per English page, the Chinese as targets where aligned")
    func bundledFiles() throws {
        let document = Self.bundled
        #expect(document.sourceLanguage == "en")
        #expect(document.targetLanguage == "zh-Hans")
        #expect(
            document.files.map(\.id) == ["zh.bars", "en.iphone-2010-bars", "en.search-bars", "en.uikit-search-bars"])
        #expect(
            document.files.map(\.original)
                == ["bars", "iphone-2010-bars", "search-bars", "uikit-search-bars"].map {
                    "en/\($0).md"
                })

        let bars = document.files[0]
        #expect(bars.units.count == 78)  // 21 sections, 28 rules, 29 table rows
        #expect(Self.states(bars.units, kind: "section") == ["translated": 9, "initial": 12])
        #expect(Self.states(bars.units, kind: "rule") == ["translated": 20, "initial": 8])
        #expect(Self.states(bars.units, kind: "item") == ["translated": 54, "initial": 4])
        #expect(Set(bars.units.map(\.id)).count == 78)
        #expect(
            bars.notes.prefix(2).map(\.text) == [
                "zh/bars.md (iOS 8) translates en/bars.md (iOS 7)",
                "sections 21/21, rules 20/28, system items 27/29",
            ])
        // What the translation adds has no English unit: its findings are the file's.
        let fileFindings = Self.findings(bars.notes)
        #expect(fileFindings.filter { $0 == "HD0304" }.count == 7)
        #expect(fileFindings.filter { $0 == "HD0306" }.count == 4)
        #expect(fileFindings.contains("HD0315"))
        // A parser's finding in the translation (its pipe tables' delimiter rows) is the file's too.
        #expect(fileFindings.filter { $0 == "HD0101" }.count == 2)
        #expect(!fileFindings.contains("HD0303"))

        for id in ["en.iphone-2010-bars", "en.search-bars", "en.uikit-search-bars"] {
            let file = try #require(document.files.first { $0.id == id })
            #expect(!file.units.isEmpty)
            #expect(file.units.allSatisfy { $0.segments.allSatisfy { $0.target == nil && $0.state == .initial } })
            #expect(Self.findings(file.notes) == ["HD0314"])
            // The English page's own findings (36 placeholder links here) are not the translators'.
            #expect(file.units.allSatisfy { Self.findings($0.notes).isEmpty })
        }
    }

    @Test("Rows, rules and sections: targets, missing counterparts and their findings")
    func bundledUnits() throws {
        let bars = Self.bundled.files[0]
        let share = try #require(bars.units.first { $0.id == "item.bar-button-item.share" })
        #expect(share.name == "en/bars/bar-button-item/share")
        #expect(share.segments.map(\.source.text).first == "Share")
        #expect(share.segments.map { $0.target?.text } == ["分享", "打开一个操作菜单，上面列出了针对当前内容，由系统提供或是由应用自定义的操作服务。"])
        #expect(share.segments.map(\.state) == [.translated, .translated])
        #expect(
            share.notes.filter { $0.category == "location" }.map(\.text) == [
                "en/bars.md:207:3", "zh/bars.md:153:48",
            ])
        #expect(share.notes.filter { $0.category == "location" }.map(\.appliesTo) == ["source", "target"])
        #expect(share.notes.contains { $0.category == "alignment" && $0.text == "confidence 0.9; image:Action" })
        // A finding inside the translated row is the row's.
        #expect(Self.findings(share.notes) == ["HD0312"])

        for id in ["item.bar-button-item.airplay", "item.bar-button-item.locate"] {
            let row = try #require(bars.units.first { $0.id == id })
            #expect(row.segments.allSatisfy { $0.target == nil && $0.state == .initial })
            #expect(Self.findings(row.notes) == ["HD0305"])
        }

        // Every rule without a target is one the check reports missing, and the other way round.
        let rules = bars.units.filter { $0.id.hasPrefix("rule.") }
        let untranslated = rules.filter { $0.segments[0].target == nil }.map(\.id)
        #expect(untranslated == rules.filter { Self.findings($0.notes).contains("HD0303") }.map(\.id))
        #expect(untranslated.count == 8)
        #expect(untranslated.first == "rule.make-sure-it-s-easy-to-read-the-text-in-the")

        // A heading the translation folds into its parent is untranslated, and says why.
        let sections = bars.units.filter { $0.id.hasPrefix("section.") && $0.segments[0].target == nil }
        #expect(sections.count == 12)
        #expect(sections.allSatisfy { Self.findings($0.notes) == ["HD0318"] })

        let rule = try #require(bars.units.first { $0.id == "rule.think-twice-before-hiding-the-status-bar" })
        #expect(rule.segments[0].source.lead == "Think twice before hiding the status bar.")
        #expect(rule.segments[0].target?.lead == "隐藏状态栏时请慎重。")
        // The glossary's terms in the English, with the renderings it lists, beside the segment.
        #expect(rule.glossary.map(\.concept) == ["hide", "status-bar", "transparent", "wi-fi"])
        #expect(rule.glossary.map(\.term) == ["hiding", "the status bar", "transparent", "Wi-Fi"])
        #expect(rule.glossary.map(\.translations) == [["隐藏"], ["状态栏"], ["透明"], ["wi-fi"]])
        // The glossary lists several renderings for some terms; the translator sees them all.
        let entries = Self.bundled.files.flatMap(\.units).flatMap(\.glossary)
        #expect(entries.contains { $0.translations.count > 1 })
        #expect(entries.allSatisfy { !$0.translations.isEmpty })
        // Findings inside a rule (a number, a term) are the rule's.
        let tabs = try #require(bars.units.first { $0.name == "en/bars/on-ipad-avoid-crowding-the-tab-bar-with-too" })
        #expect(Self.findings(tabs.notes).contains("HD0308"))
    }

    @Test("The XML: escaped, bold leads as paired codes, readable by Translate Toolkit")
    func writtenXML() throws {
        let data = XLIFFWriter.data(Self.bundled)
        let text = String(decoding: data, as: UTF8.self)
        #expect(
            text.hasPrefix(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" xmlns:gls="urn:oasis:names:tc:xliff:glossary:2.0" version="2.1" srcLang="en" trgLang="zh-Hans">
                  <file id="zh.bars" original="en/bars.md">
                """))
        #expect(
            text.contains(
                """
                        <source><pc id="1" type="fmt" subType="xlf:b">Think twice before hiding the status bar.</pc> Because the status bar is transparent,
                """.trimmingCharacters(in: .newlines)))
        #expect(
            text.contains(
                #"<target><pc id="1" type="fmt" subType="xlf:b">隐藏状态栏时请慎重。</pc>由于状态栏是透明的，"#))
        #expect(XLIFFWriter.data(Self.bundled) == data)
        #expect(
            text.contains(
                """
                      <gls:glossary>
                        <gls:glossEntry id="hide">
                          <gls:term>hiding</gls:term>
                          <gls:translation>隐藏</gls:translation>
                        </gls:glossEntry>
                """))
        // A table row's two segments are its cells, which no tool may join.
        #expect(
            text.contains(
                #"<unit id="item.bar-button-item.share" name="en/bars/bar-button-item/share" canResegment="no">"#))
        #expect(
            text.contains(
                #"<note category="finding" priority="1">HD0303 error: missing rule: the translation has no counterpart of “Make sure it’s easy"#
            ))
        #expect(text.contains(#"<note category="location" appliesTo="source" priority="10">"#))

        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("bars.xlf").path
        try data.write(to: URL(fileURLWithPath: path))
        // xml.etree for the structure; Translate Toolkit's XLIFF 2 store as a translators' tool reads it.
        let result = try TestSupport.python(
            """
            import sys, xml.etree.ElementTree as ET
            from translate.storage import xliff2
            ns = {'x': 'urn:oasis:names:tc:xliff:document:2.0'}
            root = ET.parse(sys.argv[1]).getroot()
            units = root.findall('.//x:unit', ns)
            segments = root.findall('.//x:segment', ns)
            print(len(root.findall('x:file', ns)), len(units), len(segments), len(root.findall('.//x:target', ns)))
            for file in root.findall('x:file', ns):
                ids = [u.get('id') for u in file.findall('x:unit', ns)]
                assert len(ids) == len(set(ids)), 'duplicate unit ids'
            for note in root.iter('{urn:oasis:names:tc:xliff:document:2.0}note'):
                # XLIFF takes a note without a priority as 1, the highest: every note has its own.
                assert 1 <= int(note.get('priority')) <= 10, note.text
                assert (note.get('appliesTo') in ('source', 'target')) == (note.get('category') == 'location'), note.text
                if note.get('category') != 'finding': assert note.get('priority') == '10', note.text
            gls = '{urn:oasis:names:tc:xliff:glossary:2.0}'
            for unit in units:
                children = [child.tag for child in unit]
                # Module elements (the glossary) come first, then notes, then segments.
                assert children == sorted(children, key=lambda tag: (not tag.startswith(gls), not tag.endswith('notes'))), children
            for entry in root.iter(gls + 'glossEntry'):
                assert entry.find(gls + 'term').text and entry.findall(gls + 'translation'), ET.tostring(entry)
            for segment in segments:
                target = segment.find('x:target', ns)
                # A translated segment has a target with text; its codes are those of its source.
                if segment.get('state') == 'translated': assert target is not None and ''.join(target.itertext())
                if target is not None:
                    codes = lambda e: sorted(c.get('id') for c in e.iter('{urn:oasis:names:tc:xliff:document:2.0}pc'))
                    assert set(codes(target)) <= set(codes(segment.find('x:source', ns))), ET.tostring(segment)
            store = xliff2.Xliff2File.parsefile(sys.argv[1])
            read = [u for u in store.units if not u.isheader()]
            print(len(read), sum(1 for u in read if u.istranslated()))
            print(read[0].source, read[0].target)
            """, [path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutText == "4 112 141 83\n141 83\nBars 栏\n")
    }

    @Test("Characters XML cannot hold, markup characters, and a carriage return")
    func escaping() {
        let document = XLIFFDocument(
            sourceLanguage: "en", targetLanguage: "zh-Hans",
            files: [
                .init(
                    id: "f", original: "a&b\"c\td\ne.md",
                    notes: [.init(category: "x<y", text: "bell\u{7}, tab\t, \u{FFFF}")],
                    units: [
                        .init(
                            id: "u", name: "u", notes: [],
                            segments: [
                                .init(
                                    source: .init(lead: "1 < 2 & 3.", text: "a\u{1}b\rc\u{FFFE}\u{FFE0}\u{FFFF}"),
                                    target: .init(lead: "一。", text: "二 > 三"), state: .translated, subState: nil)
                            ])
                    ]),
                .init(id: "empty", original: "none.md", notes: [], units: []),
            ])
        let text = String(decoding: XLIFFWriter.data(document), as: UTF8.self)
        #expect(
            text == """
                <?xml version="1.0" encoding="UTF-8"?>
                <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" xmlns:gls="urn:oasis:names:tc:xliff:glossary:2.0" version="2.1" srcLang="en" trgLang="zh-Hans">
                  <file id="f" original="a&amp;b&quot;c&#9;d&#10;e.md">
                    <notes>
                      <note category="x&lt;y" priority="10">bell\u{FFFD}, tab\t, \u{FFFD}</note>
                    </notes>
                    <unit id="u" name="u">
                      <segment state="translated">
                        <source><pc id="1" type="fmt" subType="xlf:b">1 &lt; 2 &amp; 3.</pc> a<cp hex="0001"/>b&#13;c<cp hex="FFFE"/>\u{FFE0}<cp hex="FFFF"/></source>
                        <target><pc id="1" type="fmt" subType="xlf:b">一。</pc>二 &gt; 三</target>
                      </segment>
                    </unit>
                  </file>
                </xliff>

                """)
    }

    @Test("A target keeps its lead marked only where the source marks one")
    func targetLeads() {
        let marked = XLIFFDocument.Content(lead: "Think twice.", text: "Because.")
        let plain = XLIFFDocument.Content(lead: nil, text: "Think twice. Because.")
        let chinese = XLIFFDocument.Content(lead: "隐藏状态栏时请慎重。", text: "由于状态栏是透明的。")
        #expect(XLIFFDocumentBuilder.target(chinese, for: marked) == chinese)
        #expect(
            XLIFFDocumentBuilder.target(chinese, for: plain)
                == XLIFFDocument.Content(lead: nil, text: "隐藏状态栏时请慎重。由于状态栏是透明的。"))
        #expect(
            XLIFFDocumentBuilder.target(marked, for: plain)
                == XLIFFDocument.Content(lead: nil, text: "Think twice. Because."))
        #expect(
            XLIFFDocumentBuilder.target(.init(lead: "Only a lead.", text: ""), for: plain)
                == XLIFFDocument.Content(lead: nil, text: "Only a lead."))
    }

    @Test("Glossary entries: each concept once, in order, lead included, none without a rendering")
    func glossaryEntries() {
        let glossary = Glossary(concepts: [
            .init(id: "tab-bar", kind: .bar, itemKind: nil, bars: nil, en: ["tab bar", "tab bars"], zh: ["标签栏"]),
            .init(id: "badge", kind: .uiTerm, itemKind: nil, bars: nil, en: ["badge"], zh: ["徽标", "标记"]),
            .init(id: "untranslated", kind: .uiTerm, itemKind: nil, bars: nil, en: ["home screen"], zh: []),
        ])
        let entries = XLIFFGlossaryTerms(glossary).entries(in: [
            .init(lead: "Use a badge.", text: "Tab bars show a badge on the home screen."),
            .init(lead: nil, text: "The tab bar."),
        ])
        #expect(
            entries == [
                .init(concept: "badge", term: "badge", translations: ["徽标", "标记"]),
                // As the text writes it, whatever the glossary's case.
                .init(concept: "tab-bar", term: "Tab bars", translations: ["标签栏"]),
            ])
    }

    @Test("Ids become XML name tokens, unique in their file")
    func nameTokens() {
        var tokens = XMLNameTokens()
        #expect(tokens.unique("zh/bars") == "zh.bars")
        #expect(tokens.unique("zh.bars") == "zh.bars-2")
        #expect(tokens.unique("zh/bars") == "zh.bars-3")
        #expect(tokens.unique("zh/栏 一#2") == "zh.栏.一.2")
        #expect(tokens.unique("") == "_")
        // Numbering goes on where it stopped, past a token taken by an id of its own.
        #expect(tokens.unique("a.b-5") == "a.b-5")
        #expect((0..<5).map { _ in tokens.unique("a/b") } == ["a.b", "a.b-2", "a.b-3", "a.b-4", "a.b-6"])
        #expect(tokens.unique("a.b-7") == "a.b-7")
        #expect(tokens.unique("a b") == "a.b-8")
    }

    @Test("A target whose English source changed since it was accepted is outdated")
    func outdatedTarget() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        let lockPath = TranslationLock.path(contentDirectory: fixture.content)
        try fixture.check().acceptedLock.write(to: lockPath)
        let accepted = try Self.document(fixture.content)
        #expect(accepted.files.count == 1)
        #expect(accepted.files[0].units.allSatisfy { $0.segments.allSatisfy { $0.state == .translated } })

        try fixture.replace("en/bars.md", "Users depend on the consistency", with: "Users rely on the consistency")
        let edited = try Self.document(fixture.content)
        let units = edited.files[0].units
        let outdated = units.filter { $0.segments.contains { $0.state == .initial } }
        #expect(outdated.map(\.id) == ["rule.don-t-create-a-custom-status-bar"])
        let segment = try #require(outdated.first?.segments.first)
        #expect(segment.subState == "higdoc:outdated")
        #expect(
            String(decoding: XLIFFWriter.data(edited), as: UTF8.self).contains(
                """
                      <segment state="initial" subState="higdoc:outdated">
                        <source><pc id="1" type="fmt" subType="xlf:b">Don’t create a custom status bar.</pc> Users rely on
                """.trimmingCharacters(in: .newlines)))
        #expect(segment.target?.lead == "不要创建自定义状态栏。")
        #expect(Self.findings(outdated[0].notes) == ["HD0316"])
        #expect(units.count == accepted.files[0].units.count)
    }

    @Test("An empty cell is no translation: its segment has no target and stays initial")
    func emptyCell() throws {
        let fixture = try QAFixture()
        defer { fixture.remove() }
        let translated = try Self.document(fixture.content)
        let page = try fixture.read("zh/bars.md")
        try fixture.write(
            "zh/bars.md", page.replacingOccurrences(of: "|分享（Action）|打开一个操作菜单|", with: "|分享（Action）| |"))
        let document = try Self.document(fixture.content)
        #expect(document.files.map(\.id) == ["zh.bars"])
        let share = [translated, document].map { document in
            document.files[0].units.first { $0.id == "item.bar-button-item.share" }
        }
        #expect(share[0]?.segments.map { $0.target?.text } == ["分享", "打开一个操作菜单"])
        #expect(share[1]?.segments.map { $0.target?.text } == ["分享", nil])
        #expect(share[1]?.segments.map(\.state) == [.translated, .initial])
    }

    @Test("A large document reaches its output a megabyte at a time, the same bytes")
    func pieces() throws {
        let unit = XLIFFDocument.Unit(
            id: "u", name: "u", notes: [],
            segments: [
                .init(
                    source: .init(lead: nil, text: String(repeating: "状态栏", count: 100)), target: nil, state: .initial)
            ])
        let units = (0..<5_000).map { number in
            var copy = unit
            copy.id = "u\(number)"
            return copy
        }
        let document = XLIFFDocument(
            sourceLanguage: "en", targetLanguage: "zh-Hans",
            files: [.init(id: "f", original: "f.md", notes: [], units: units)])
        var pieces: [Data] = []
        try XLIFFWriter.write(document) { pieces.append($0) }
        #expect(pieces.count == 5)  // 4.7 MB
        #expect(pieces.dropLast().allSatisfy { $0.count >= 1 << 20 && $0.count < (1 << 20) + 2_000 })
        #expect(pieces.reduce(Data(), +) == XLIFFWriter.data(document))
        #expect(String(decoding: pieces.last!, as: UTF8.self).hasSuffix("</file>\n</xliff>\n"))
    }

    @Test("The command writes the document, atomically; an unknown format is a usage error")
    func commandLine() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out/higdoc.xlf")
        let result = try TestSupport.higdoc(
            ["export", "--format", "xliff", "--content", TestSupport.contentDirectory, "--output", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Data(contentsOf: output) == XLIFFWriter.data(Self.bundled))

        // No unit at all: XLIFF has no valid document for that, so nothing is written.
        let content = directory.appendingPathComponent("content")
        try TestSupport.write(
            "---\nid: notes\ntitle: Notes\nlang: en\nedition: e\nsource: s\n---\nJust a paragraph.\n",
            to: "en/notes.md",
            under: content)
        try TestSupport.write("version: 1\nconcepts: []\nruleKinds: {}\n", to: "glossary.yaml", under: content)
        let empty = try TestSupport.higdoc(["export", "--format", "xliff", "--content", content.path])
        #expect(empty.status == 2)
        #expect(empty.stdout.isEmpty)
        #expect(
            empty.stderr
                == "\(content.path): error: nothing to translate: no English page has a section, rule or table row\n")

        let bad = try TestSupport.higdoc(["export", "--format", "po", "--content", TestSupport.contentDirectory])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("'po'"))
        #expect(bad.stdout.isEmpty)
    }
}
