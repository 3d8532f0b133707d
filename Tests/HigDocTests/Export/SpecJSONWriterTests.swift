import Foundation
import Testing

@testable import HigDoc

@Suite("Spec JSON writer")
struct SpecJSONWriterTests {
    /// The spec of the bundled content, as `higdoc export` and the site's `data/higdoc-spec.json` build it.
    static func bundledSpec() -> Spec {
        let input = SiteInput.checked(TestSupport.bundled.corpus)
        return Spec(
            graph: input.graph, alignments: input.alignments, coverage: input.coverage, diagnostics: input.findings)
    }

    @Test("The hand-written spec JSON is byte-identical to JSONEncoder's output for the bundled content")
    func matchesEncoderOnBundledContent() throws {
        let spec = Self.bundledSpec()
        let written = try spec.deterministicJSON()
        #expect(written == (try DeterministicJSON.encode(spec)))
        #expect(written.count > 200_000)
        // Every kind of unit is there, so every writer was compared.
        #expect(!spec.alignments.isEmpty && !spec.coverage.isEmpty && !spec.diagnostics.isEmpty)
        #expect(!spec.images.isEmpty && !spec.links.isEmpty && !spec.notes.isEmpty)
        #expect(!spec.rules.isEmpty && !spec.sections.isEmpty && !spec.systemItems.isEmpty)
    }

    @Test("Streamed in pieces, the spec and the check report are the same bytes as written whole")
    func streamingWritesTheSameBytes() throws {
        let spec = Self.bundledSpec()
        var streamed = Data()
        var pieces = 0
        try spec.writeDeterministicJSON { piece in
            streamed += piece
            pieces += 1
        }
        #expect(streamed == (try spec.deterministicJSON()))
        // The bundled spec is a few hundred kilobytes: one piece of at most a megabyte.
        #expect(pieces == 1)

        // A small buffer forces a piece at every kind of write (keys, numbers, strings, indents).
        for capacity in [16, 37, 1000] {
            var small = Data()
            var writer = PrettyJSONWriter(capacity: capacity) { small.append($0) }
            writer.write(spec)
            writer.append(0x0A)
            writer.finishStreaming()
            #expect(small == streamed, "capacity \(capacity)")
        }

        let result = TranslationChecker.run(corpus: TestSupport.bundled.corpus, graph: TestSupport.bundled.graph)
        let report = CheckReport.make(corpus: TestSupport.bundled.corpus, result: result)
        var reportPieces = Data()
        try ReportFormat.json.write(report) { reportPieces += $0 }
        #expect(reportPieces == ReportJSONWriter.encode(report))
        #expect(reportPieces == (try DeterministicJSON.encode(report)))
    }

    @Test("Arrays written in chunks on all cores are the same bytes as written in one go")
    func parallelArraysWriteTheSameBytes() throws {
        let spec = Self.bundledSpec()
        let result = TranslationChecker.run(corpus: TestSupport.bundled.corpus, graph: TestSupport.bundled.graph)
        let report = CheckReport.make(corpus: TestSupport.bundled.corpus, result: result)
        #expect(report.diagnostics.count > 50 && spec.rules.count > 50)
        for chunkSize in [1, 2, 7, 64] {
            for streamed in [false, true] {
                var whole = Data()
                var chunked = Data()
                var writer = PrettyJSONWriter(capacity: 100) { whole.append($0) }
                var parallel = PrettyJSONWriter(capacity: streamed ? 100 : 1 << 20) { chunked.append($0) }
                writer.openObject()
                parallel.openObject()
                writer.key("diagnostics")
                parallel.key("diagnostics")
                writer.array(report.diagnostics) { $0.write($1) }
                parallel.parallelArray(report.diagnostics, chunkSize: chunkSize) { $0.write($1) }
                writer.key("rules")
                parallel.key("rules")
                writer.array(spec.rules) { $0.write($1) }
                parallel.parallelArray(spec.rules, chunkSize: chunkSize) { $0.write($1) }
                writer.key("alignments")
                parallel.key("alignments")
                writer.array(spec.alignments) { $0.write($1) }
                parallel.parallelArray(spec.alignments, chunkSize: chunkSize) { $0.write($1) }
                writer.closeObject()
                parallel.closeObject()
                writer.finishStreaming()
                parallel.finishStreaming()
                #expect(chunked == whole, "chunk size \(chunkSize), streamed \(streamed)")
                #expect(whole.count > 100_000)
            }
            // A writer that holds its whole document appends the chunks to it.
            let inOneGo = PrettyJSONWriter.document { $0.array(spec.rules) { $0.write($1) } }
            let inChunks = PrettyJSONWriter.document {
                $0.parallelArray(spec.rules, chunkSize: chunkSize) { $0.write($1) }
            }
            #expect(inChunks == inOneGo, "chunk size \(chunkSize), held whole")
        }
    }

    @Test("Empty arrays and objects, absent and present optionals, escapes and negative numbers match JSONEncoder")
    func matchesEncoderOnEdgeCases() throws {
        var spec = Self.bundledSpec()
        #expect((try spec.deterministicJSON()) == (try DeterministicJSON.encode(spec)))

        var empty = spec
        empty.alignments = []
        empty.coverage = []
        empty.bars = spec.bars.map { bar in
            var bar = bar
            bar.names = [:]
            bar.rules = []
            return bar
        }
        #expect((try empty.deterministicJSON()) == (try DeterministicJSON.encode(empty)))

        // Every optional cleared, then every optional set to text that needs escaping.
        let awkward = "quote \" backslash \\ slash / tab \t newline \n bell \u{07} 中文 é"
        spec.documents = spec.documents.map { document in
            var document = document
            document.translates = document.translates == nil ? awkward : nil
            document.canonicalURL = document.canonicalURL == nil ? awkward : nil
            document.title = awkward
            return document
        }
        spec.sections = spec.sections.map { section in
            var section = section
            section.anchor = section.anchor == nil ? awkward : nil
            section.concept = section.concept == nil ? awkward : nil
            section.parent = section.parent == nil ? awkward : nil
            section.location = SourceLocation(line: -3, column: Int.max)
            return section
        }
        spec.rules = spec.rules.map { rule in
            var rule = rule
            rule.bar = rule.bar == nil ? awkward : nil
            rule.blockIndex = Int.min
            return rule
        }
        spec.systemItems = spec.systemItems.map { item in
            var item = item
            item.concept = item.concept == nil ? awkward : nil
            item.image = item.image == nil ? awkward : nil
            item.symbol = item.symbol == nil ? awkward : nil
            return item
        }
        spec.notes = spec.notes.map { note in
            var note = note
            note.bar = note.bar == nil ? awkward : nil
            return note
        }
        spec.links = spec.links.map { link in
            var link = link
            link.section = link.section == nil ? awkward : nil
            link.appleRef = link.appleRef == nil ? awkward : nil
            link.resolvedSection = link.resolvedSection == nil ? awkward : nil
            return link
        }
        spec.images = spec.images.map { image in
            var image = image
            image.section = image.section == nil ? awkward : nil
            return image
        }
        spec.diagnostics = spec.diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.bar = diagnostic.bar == nil ? awkward : nil
            diagnostic.message = awkward
            return diagnostic
        }
        spec.bars = spec.bars.map { bar in
            var bar = bar
            bar.names["Zz"] = awkward
            bar.names["a10"] = "ten"
            bar.names["a9"] = "nine"
            return bar
        }
        spec.alignments = spec.alignments.map { alignment in
            var alignment = alignment
            alignment.rules = alignment.rules.map { pair in
                var pair = pair
                pair.bar = pair.bar == nil ? awkward : nil
                pair.confidence = 1.0 / 3.0
                return pair
            }
            return alignment
        }
        let written = try spec.deterministicJSON()
        #expect(written == (try DeterministicJSON.encode(spec)))
        #expect(String(decoding: written, as: UTF8.self).contains(#""blockIndex" : -9223372036854775808"#))
    }
}
