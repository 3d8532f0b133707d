/// Where the findings of one aligned section pair's prose go (HD0322, HD0327), and what they say of the
/// pair: a finding is at a translated paragraph or, failing one, at the translated section's heading,
/// and names the English paragraphs it is about or, failing those, the English paragraph its place
/// translates, else the English heading.
struct SectionPairPlaces {
    /// The English section's title, for the message.
    let englishTitle: String
    /// Whether the two pages are of different editions (the finding is then a note).
    let editionsDiffer: Bool
    let englishFile: String
    let translationFile: String
    let englishHeading: DiagnosticLocation
    let translationHeading: DiagnosticLocation

    init(english: String, chinese: String, alignment: DocumentAlignment, context: CheckContext) {
        englishTitle = context.sections[english]?.title ?? english
        editionsDiffer = context.edition(alignment.source) != context.edition(alignment.translation)
        englishFile = context.path(alignment.source)
        translationFile = context.path(alignment.translation)
        englishHeading =
            context.location(ofSection: english) ?? DiagnosticLocation(file: englishFile, line: 1, column: 1)
        translationHeading =
            context.location(ofSection: chinese) ?? DiagnosticLocation(file: translationFile, line: 1, column: 1)
    }

    /// The place of a finding: translated paragraph `place` (a position in `chinese`), or the heading.
    func location(of place: Int?, in chinese: ParagraphEvidence) -> DiagnosticLocation {
        place.map { DiagnosticLocation(file: translationFile, chinese.paragraphs[$0].location) } ?? translationHeading
    }

    /// What a finding at `place` names in the English: the English paragraphs `paragraphs` (positions in
    /// `english`), each once; failing any, the English paragraph that translated paragraph `place`
    /// translates (`ParagraphEvidence.counterpart`, else `fallback`), else the English heading.
    func related(
        paragraphs: [Int], place: Int?, english: inout ParagraphEvidence, chinese: inout ParagraphEvidence,
        fallback: (Int) -> Int? = { _ in nil }
    ) -> [DiagnosticLocation] {
        var related: [DiagnosticLocation] = []
        for paragraph in paragraphs {
            let location = DiagnosticLocation(file: englishFile, english.paragraphs[paragraph].location)
            if !related.contains(location) { related.append(location) }
        }
        guard related.isEmpty else { return related }
        var source: Int?
        if let place {
            source = ParagraphEvidence.counterpart(of: place, in: &chinese, among: &english) ?? fallback(place)
        }
        return [source.map { DiagnosticLocation(file: englishFile, english.paragraphs[$0].location) } ?? englishHeading]
    }
}
