import Foundation

/// Makes the XLIFF document of a spec from its alignments, its units' texts and its findings.
public enum XLIFFDocumentBuilder {
    /// The whole document, for a small corpus and for tests.
    public static func document(from spec: Spec, glossary: Glossary) -> XLIFFDocument {
        var files: [XLIFFDocument.File] = []
        forEachFile(of: spec, glossary: glossary) { files.append($0) }
        return XLIFFDocument(sourceLanguage: Language.en.bcp47, targetLanguage: Language.zh.bcp47, files: files)
    }

    /// Writes the spec's XLIFF document a file at a time, never holding it whole (at N = 10,000 it is
    /// 416 MB of XML). Throws `XLIFFWriter.NothingToTranslate`, having written nothing, when no English
    /// page has a unit.
    public static func write(_ spec: Spec, glossary: Glossary, to output: (Data) throws -> Void) throws {
        try XLIFFWriter.write(
            sourceLanguage: Language.en.bcp47, targetLanguage: Language.zh.bcp47, to: output
        ) { write in try forEachFile(of: spec, glossary: glossary, write) }
    }

    /// The spec's XLIFF files, in the order of the English pages (a page's translations in key order).
    static func forEachFile(of spec: Spec, glossary: Glossary, _ body: (XLIFFDocument.File) throws -> Void) rethrows {
        let units = XLIFFUnitTable(spec)
        let matcher = TermMatcher(glossary: glossary)
        let terms = XLIFFGlossaryTerms(glossary, matcher: matcher)
        let items = ListItemAligner(matcher: matcher)
        var translations: [String: [DocumentAlignment]] = [:]
        for alignment in spec.alignments { translations[alignment.source, default: []].append(alignment) }
        let documents = Dictionary(spec.documents.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let coverage = Dictionary(
            spec.coverage.filter { $0.scope == .document }.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var findings: [String: [Diagnostic]] = [:]
        for finding in spec.diagnostics { findings[finding.location.file, default: []].append(finding) }

        var fileIDs = XMLNameTokens()
        for source in spec.documents where source.lang == .en {
            let pairs = (translations[source.key] ?? []).compactMap { alignment in
                documents[alignment.translation].map { (alignment, $0) }
            }
            if pairs.isEmpty {
                try body(
                    file(
                        source: source, translation: nil, units: units, terms: terms, items: items,
                        findings: findings[source.path] ?? [],
                        coverage: nil, id: fileIDs.unique(source.key)))
            }
            for (alignment, translation) in pairs {
                try body(
                    file(
                        source: source, translation: (translation, alignment), units: units, terms: terms, items: items,
                        findings: (findings[source.path] ?? []) + (findings[translation.path] ?? []),
                        coverage: coverage["\(source.key)→\(translation.key)"], id: fileIDs.unique(translation.key)))
            }
        }
    }

    /// The file of an English page and its translation (nil: the page has none, and no unit a target).
    static func file(
        source: DocumentInfo, translation: (document: DocumentInfo, alignment: DocumentAlignment)?,
        units: XLIFFUnitTable, terms: XLIFFGlossaryTerms, items: ListItemAligner, findings: [Diagnostic],
        coverage: Coverage?, id: String
    ) -> XLIFFDocument.File {
        var counterparts: [String: AlignedPair] = [:]
        if let alignment = translation?.alignment {
            for pair in [alignment.sections, alignment.rules, alignment.systemItems].joined() {
                if let english = pair.source { counterparts[english] = pair }
            }
        }
        let sourceUnits = units.units(of: source.key)
        let translatedUnits = Dictionary(
            (translation.map { units.units(of: $0.document.key) } ?? []).map { ($0.id, $0) },
            uniquingKeysWith: { first, _ in first })
        let targets = sourceUnits.map { unit in counterparts[unit.id]?.translation.flatMap { translatedUnits[$0] } }
        let placement = XLIFFFindingPlacement(
            findings: findings, sourcePath: source.path, translationPath: translation?.document.path,
            sourceStarts: sourceUnits.map(\.location), translationStarts: targets.map { $0?.location })

        var ids = XMLNameTokens()
        var fileUnits: [XLIFFDocument.Unit] = []
        for (index, unit) in sourceUnits.enumerated() {
            let target = targets[index]
            var notes = [locationNote(source.path, unit.location, appliesTo: "source")]
            if let target, let path = translation?.document.path {
                notes.append(locationNote(path, target.location, appliesTo: "target"))
            }
            if let pair = counterparts[unit.id], pair.isAligned { notes.append(alignmentNote(pair)) }
            // A rule's list items pair by what they say, a row's cells by their place. An item with no
            // counterpart it can be trusted to have gets no target, and so stays `initial`: XLIFF's states
            // past `initial` assume a translation, and a CAT tool offers a present target as one, so a
            // guessed target would be confirmed unread. The note says which item went where.
            let pairing = XLIFFPartPairing(unit, target: target, items: items)
            if let note = pairing.note { notes.append(note) }
            let unitFindings = placement.byUnit[index] ?? []
            notes += unitFindings.map(note(for:))
            let outdated = unitFindings.contains { $0.code == .outdatedTranslation }
            let segments = unit.contents.enumerated().compactMap { part, content -> XLIFFDocument.Segment? in
                guard !content.isEmpty else { return nil }
                // An empty cell in the translation is no translation.
                let targetContent = target.flatMap { target in pairing.targets[part].map { target.contents[$0] } }
                    .flatMap { $0.isEmpty ? nil : Self.target($0, for: content) }
                return XLIFFDocument.Segment(
                    source: content, target: targetContent,
                    state: targetContent == nil || outdated ? .initial : .translated,
                    subState: targetContent != nil && outdated ? "higdoc:outdated" : nil)
            }
            guard !segments.isEmpty else { continue }
            fileUnits.append(
                XLIFFDocument.Unit(
                    id: ids.unique(XLIFFUnitTable.localID(unit)), name: unit.id,
                    glossary: terms.entries(in: unit.contents), notes: notes, segments: segments))
        }
        let notes =
            fileNotes(source: source, translation: translation?.document, coverage: coverage)
            + placement.unplaced.map(note(for:))
        return XLIFFDocument.File(id: id, original: source.path, notes: notes, units: fileUnits)
    }

    /// What a file says of itself: which page translates which, in which editions, and the coverage.
    static func fileNotes(source: DocumentInfo, translation: DocumentInfo?, coverage: Coverage?) -> [XLIFFDocument.Note]
    {
        var notes: [XLIFFDocument.Note] = []
        if let translation {
            notes.append(
                .init(
                    category: "translation",
                    text: "\(translation.path) (\(translation.edition)) translates \(source.path) (\(source.edition))"))
        }
        if let coverage {
            notes.append(
                .init(
                    category: "coverage",
                    text: [
                        "sections \(coverage.sections.aligned)/\(coverage.sections.total)",
                        "rules \(coverage.rules.aligned)/\(coverage.rules.total)",
                        "system items \(coverage.systemItems.aligned)/\(coverage.systemItems.total)",
                    ].joined(separator: ", ")))
        }
        return notes
    }

    /// How sure the aligner is of a pair and why: `confidence 0.9; image:Action`.
    static func alignmentNote(_ pair: AlignedPair) -> XLIFFDocument.Note {
        let confidence = pair.confidence.description
        let shown = confidence.hasSuffix(".0") ? String(confidence.dropLast(2)) : confidence
        let evidence = pair.signals.isEmpty ? "" : "; " + pair.signals.joined(separator: ", ")
        return XLIFFDocument.Note(category: "alignment", text: "confidence \(shown)\(evidence)")
    }

    /// The target as a segment of `source` may hold it: with its lead marked only if the source marks
    /// one too, since a target may only hold the inline codes its source has.
    static func target(_ written: XLIFFDocument.Content, for source: XLIFFDocument.Content) -> XLIFFDocument.Content {
        source.lead == nil ? written.flattened : written
    }

    static func locationNote(_ path: String, _ location: SourceLocation, appliesTo side: String)
        -> XLIFFDocument.Note
    {
        XLIFFDocument.Note(category: "location", appliesTo: side, text: "\(path):\(location.line):\(location.column)")
    }

    /// A finding as a note: its code, severity, message and where it points.
    static func note(for finding: Diagnostic) -> XLIFFDocument.Note {
        let priority =
            switch finding.severity {
            case .error: 1
            case .warning: 3
            case .note: 5
            }
        return XLIFFDocument.Note(
            category: "finding", priority: priority,
            text: "\(finding.code.rawValue) \(finding.severity.rawValue): \(finding.message) (\(finding.location))")
    }
}
