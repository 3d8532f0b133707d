/// The catalog of every diagnostic higdoc emits. Codes are stable and never reused.
///
/// HD01xx: input and parsing; HD02xx: graph; HD03xx: translation QA; HD04xx: site rendering.
public enum DiagnosticCode: String, Codable, Sendable, CaseIterable {
    // Parsing and recoveries
    case pipeTableDelimiterMismatch = "HD0101"
    case pipeTableRowWidth = "HD0102"
    case htmlTableUnterminated = "HD0103"
    case unrecognizedHTML = "HD0104"
    case danglingAnchor = "HD0105"
    case placeholderLink = "HD0106"
    case pipeTableWithoutHeader = "HD0108"
    case undefinedLinkReference = "HD0109"
    case footnote = "HD0110"
    // Graph
    case unresolvedInternalLink = "HD0201"
    case duplicateAnchor = "HD0202"
    case unrecognizedHeading = "HD0203"
    // Translation QA
    case missingSection = "HD0301"
    case extraSection = "HD0302"
    case missingRule = "HD0303"
    case extraRule = "HD0304"
    case missingTableRow = "HD0305"
    case extraTableRow = "HD0306"
    case malformedTable = "HD0307"
    case numberMismatch = "HD0308"
    case linkTargetOneSided = "HD0309"
    case imageOneSided = "HD0310"
    case inconsistentTableNumbering = "HD0311"
    case inconsistentTermTranslation = "HD0312"
    case untranslatedProse = "HD0313"
    case missingTranslation = "HD0314"
    case editionMismatch = "HD0315"
    case outdatedTranslation = "HD0316"
    case duplicateTableRow = "HD0317"
    case structureOnlySection = "HD0318"
    case duplicateRule = "HD0319"
    case missingRuleBody = "HD0320"
    case wrongBarName = "HD0321"
    case proseNumberMismatch = "HD0322"
    case ruleListLength = "HD0323"
    case shortTranslation = "HD0324"
    case rowImageMismatch = "HD0325"
    case sectionPlacement = "HD0326"
    case proseLinkOneSided = "HD0327"
    case staleLock = "HD0328"
    case glossaryTermMissing = "HD0329"
    // Site
    case droppedHTML = "HD0401"
    case unsafeURL = "HD0402"
    case missingImageAsset = "HD0403"

    /// A short kebab-case name, used as the SARIF rule name and in baselines.
    public var name: String {
        switch self {
        case .pipeTableDelimiterMismatch: "pipe-table-delimiter-mismatch"
        case .pipeTableRowWidth: "pipe-table-row-width"
        case .htmlTableUnterminated: "html-table-unterminated"
        case .unrecognizedHTML: "unrecognized-html"
        case .danglingAnchor: "dangling-anchor"
        case .placeholderLink: "placeholder-link"
        case .pipeTableWithoutHeader: "pipe-table-without-header"
        case .undefinedLinkReference: "undefined-link-reference"
        case .footnote: "footnote"
        case .unresolvedInternalLink: "unresolved-internal-link"
        case .duplicateAnchor: "duplicate-anchor"
        case .unrecognizedHeading: "unrecognized-heading"
        case .missingSection: "missing-section"
        case .extraSection: "extra-section"
        case .missingRule: "missing-rule"
        case .extraRule: "extra-rule"
        case .missingTableRow: "missing-table-row"
        case .extraTableRow: "extra-table-row"
        case .malformedTable: "malformed-table"
        case .numberMismatch: "number-mismatch"
        case .linkTargetOneSided: "link-target-one-sided"
        case .imageOneSided: "image-one-sided"
        case .inconsistentTableNumbering: "inconsistent-table-numbering"
        case .inconsistentTermTranslation: "inconsistent-term-translation"
        case .untranslatedProse: "untranslated-prose"
        case .missingTranslation: "missing-translation"
        case .editionMismatch: "edition-mismatch"
        case .outdatedTranslation: "outdated-translation"
        case .duplicateTableRow: "duplicate-table-row"
        case .structureOnlySection: "structure-only-section"
        case .duplicateRule: "duplicate-rule"
        case .missingRuleBody: "missing-rule-body"
        case .wrongBarName: "wrong-bar-name"
        case .proseNumberMismatch: "prose-number-mismatch"
        case .ruleListLength: "rule-list-length"
        case .shortTranslation: "short-translation"
        case .rowImageMismatch: "row-image-mismatch"
        case .sectionPlacement: "section-placement"
        case .proseLinkOneSided: "prose-link-one-sided"
        case .staleLock: "stale-lock"
        case .glossaryTermMissing: "glossary-term-missing"
        case .droppedHTML: "dropped-html"
        case .unsafeURL: "unsafe-url"
        case .missingImageAsset: "missing-image-asset"
        }
    }

    public var defaultSeverity: Severity {
        switch self {
        case .pipeTableDelimiterMismatch, .pipeTableRowWidth, .htmlTableUnterminated, .pipeTableWithoutHeader: .warning
        case .unrecognizedHTML, .danglingAnchor, .placeholderLink: .note
        case .undefinedLinkReference, .footnote: .warning
        case .unresolvedInternalLink, .duplicateAnchor: .error
        // The section is read as the heading's concept: the finding asks for the heading or the glossary
        // to be written so, and nothing is lost meanwhile.
        case .unrecognizedHeading: .warning
        case .missingSection, .missingRule, .missingTableRow: .error
        case .extraSection, .extraRule, .extraTableRow: .warning
        case .malformedTable, .numberMismatch, .linkTargetOneSided, .inconsistentTableNumbering: .warning
        case .inconsistentTermTranslation, .untranslatedProse: .warning
        // Illustrations change between editions far more than text; a missing picture is worth a look, not a block.
        case .imageOneSided: .note
        case .missingTranslation, .editionMismatch: .warning
        case .outdatedTranslation, .duplicateTableRow, .duplicateRule: .error
        case .structureOnlySection: .note
        // A length is a hint, not a proof: editions shorten guidance, and the finding asks for a look.
        case .shortTranslation: .note
        case .missingRuleBody, .wrongBarName, .ruleListLength, .rowImageMismatch, .sectionPlacement: .warning
        // A note where the pair's editions differ (`ProseNumberMismatchCheck`, `OneSidedProseLinkCheck`): the
        // number or the reference may be one they differ in.
        case .proseNumberMismatch, .proseLinkOneSided: .warning
        // Outdated translations go unreported through the entries it names; the units are not wrong.
        case .staleLock: .warning
        case .glossaryTermMissing: .warning
        case .droppedHTML, .unsafeURL: .note
        case .missingImageAsset: .note
        }
    }

    /// One sentence for documentation, SARIF rule help, and `--help`.
    public var summary: String {
        switch self {
        case .pipeTableDelimiterMismatch:
            "A pipe table's delimiter row has a different number of cells than its header."
        case .pipeTableRowWidth: "A pipe table row has more or fewer cells than the header."
        case .htmlTableUnterminated:
            "A raw HTML table has no closing </table>; it was read up to the end of the section."
        case .unrecognizedHTML:
            "A raw HTML block, an HTML comment left open, or a raw HTML table outside its cells holds text, which is read as HTML, not as content (or markdown right under </table>, which CommonMark reads as HTML)."
        case .danglingAnchor: "An <a name> anchor is not followed by a heading or table it could name."
        case .placeholderLink: "A link whose target is only '#': it leads nowhere."
        case .undefinedLinkReference:
            "A bracketed name is written as a link, but no link definition names it, so it shows with its brackets."
        case .footnote:
            "A footnote ([^1] and its [^1]: note) is written, but CommonMark has none: both show as written."
        case .pipeTableWithoutHeader:
            "Lines that look like pipe table rows have no header and delimiter row, so they are read as a paragraph."
        case .unresolvedInternalLink: "A link to an anchor inside the corpus that no section carries."
        case .duplicateAnchor: "Two sections of a page carry the same anchor."
        case .unrecognizedHeading:
            "A heading names no bar or topic as the glossary writes it, but its words or its section's text show which one it is."
        case .missingSection: "A section of the English source has no counterpart in the translation."
        case .extraSection: "A section of the translation has no counterpart in the English source."
        case .missingRule: "A guideline of the English source has no counterpart in the translation."
        case .extraRule: "A guideline of the translation has no counterpart in the English source."
        case .missingTableRow: "A table row of the English source has no counterpart in the translation."
        case .extraTableRow: "A table row of the translation has no counterpart in the English source."
        case .malformedTable: "A table is malformed (its rows and header disagree)."
        case .numberMismatch: "An aligned pair states different numbers."
        case .linkTargetOneSided: "An aligned pair links to a target on one side only."
        case .imageOneSided: "An image appears on one side of an aligned section only."
        case .inconsistentTableNumbering:
            "A document numbers the same table differently in the text and the caption, or names a table it does not have."
        case .inconsistentTermTranslation: "A glossary term is translated in different ways."
        case .untranslatedProse: "English prose was left untranslated in the translation."
        case .missingTranslation: "An English page has no translation."
        case .editionMismatch: "A translation was made from a different edition than its source."
        case .outdatedTranslation: "The English unit changed after the translation was accepted."
        case .duplicateTableRow: "A table lists the same row twice."
        case .structureOnlySection: "A section heading exists on one side only, but its content is present on both."
        case .duplicateRule: "A page states the same guideline twice."
        case .missingRuleBody: "A translated guideline has its lead sentence only; the English goes on."
        case .wrongBarName: "A translated guideline or table row names another bar than its English does."
        case .ruleListLength:
            "A translated guideline lists fewer or more items than the list under its English."
        case .shortTranslation:
            "A translated guideline or table row is far shorter than its English, for this page's translations."
        case .sectionPlacement:
            "A translated section sits elsewhere in its page's outline than its English: under another section, or out of order."
        case .rowImageMismatch:
            "A translated table row shows the button or icon of another row of the English table, or names another row than its image shows."
        case .proseNumberMismatch:
            "The prose of an aligned section (paragraphs, list items, callouts) states a number on one side only."
        case .proseLinkOneSided:
            "The prose of an aligned section (paragraphs, list items, callouts) links to a target on one side only."
        case .staleLock:
            "The lock accepted translated units of a page the content no longer has under that id."
        case .glossaryTermMissing:
            "A translated guideline or table row has none of the glossary's renderings of a term its English uses."
        case .droppedHTML: "Raw HTML was dropped from the site."
        case .unsafeURL: "A link or image with an unsafe URL scheme was dropped."
        case .missingImageAsset: "An image the content refers to is not shipped with the corpus."
        }
    }
}
